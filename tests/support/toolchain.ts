import { spawnSync } from 'node:child_process';

/** Whether `command args` runs and exits 0 (a toolchain, or a module of one, is there). */
export function runs(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/** Whether this is a CI run (CI=true, or any value but an empty one, 0 or false), where every toolchain is installed. */
const underCi = !['', '0', 'false'].includes((process.env.CI ?? '').toLowerCase());

/**
 * The one gate of every test that needs an outside toolchain (a compiler, Python's croniter, the curl binary,
 * Chromium, redis-server, nginx): a describe block, given whether the toolchain is there (probe it with runs()). Where
 * it is missing the block is skipped and counted in the closing "N skipped", except under CI, where .ci/run installs
 * every toolchain: there a missing one is a failed test that names it.
 */
export function withToolchain(name: string, available: boolean): typeof describe | typeof describe.skip {
  if (available) return describe;
  if (underCi) {
    return ((title: string) =>
      describe(title, () => {
        test(`${name} is installed (.ci/run installs it)`, () => {
          throw new Error(`${name} is missing under CI: .ci/run should have installed it`);
        });
      })) as unknown as typeof describe;
  }
  console.warn(`${name} is not installed: its tests are skipped and counted as skipped`);
  return describe.skip;
}
