import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Caches that programs the tests start keep in the temp folder on purpose, and reuse: tsx's transforms (tsx-<uid>) and
// the cache of a jest a test starts (jest_<id>), and Node 22's module compile cache (node-compile-cache, which the
// programs a test starts turn on). Removed with the run's folder, never reported.
const caches = /^(tsx-\d+|jest_\w+|node-compile-cache)$/;

/**
 * Gives this jest run a temporary folder of its own, as TMPDIR: os.tmpdir() in the workers (started after the global
 * setup, with its environment) and in every program they start. checkRunTempFolder() then sees exactly what this run
 * left, undisturbed by other runs on the machine. The global setup of every jest tier (the packed tier's alone).
 */
export default function useRunTempFolder(): void {
  const folder = mkdtempSync(join(tmpdir(), 'utility-tools-jest-'));
  process.env.UTILITY_TOOLS_RUN_TMPDIR = folder;
  process.env.TMPDIR = folder;
}

/**
 * After the run: removes its temporary folder, and fails the run (naming them) when a test, or a program a test
 * started, left files or folders in it: every temporary file is removed by whoever made it. With `fail: false` (the
 * referee and packed tiers, whose toolchains — dotnet, Chromium, compilers — keep scratch files of their own there)
 * it names them on stderr instead.
 */
export function checkRunTempFolder({ fail = true }: { fail?: boolean } = {}): void {
  const folder = process.env.UTILITY_TOOLS_RUN_TMPDIR;
  if (!folder) return;
  const left = readdirSync(folder).filter((name) => !caches.test(name));
  rmSync(folder, { recursive: true, force: true });
  if (left.length > 0 && !fail) {
    process.stderr.write(`The run left in the temporary folder (removed now): ${left.sort().join(', ')}\n`);
  } else if (left.length > 0) {
    throw new Error(`The run left in the temporary folder what a test or a program it started made there: ${left.sort().join(', ')}`);
  }
}
