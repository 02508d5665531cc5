// tests/support/toolchain.ts is the one gate of the tests that need an outside toolchain: where one is missing they
// are skipped, except under CI, where .ci/run installs every toolchain and a missing one must fail, named.

type Gate = typeof import('../support/toolchain');

/** withToolchain as loaded under CI=`ci`, and what its block does where `name` is missing: skipped, or the failure it throws. */
function missingUnder(ci: string | undefined, name: string): 'skipped' | string {
  const saved = { CI: process.env.CI, describe: global.describe, test: global.test };
  const bodies: (() => void)[] = [];
  const checks: (() => void)[] = [];
  try {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
    let gate: Gate | undefined;
    jest.isolateModules(() => {
      gate = jest.requireActual<Gate>('../support/toolchain');
    });
    const block = gate!.withToolchain(name, false);
    if (block === saved.describe.skip) return 'skipped';
    global.describe = ((_title: string, body: () => void) => void bodies.push(body)) as unknown as typeof describe;
    global.test = ((_title: string, check: () => void) => void checks.push(check)) as unknown as typeof test;
    block('needs it', () => {});
    for (const body of bodies) body();
  } finally {
    Object.assign(global, { describe: saved.describe, test: saved.test });
    if (saved.CI === undefined) delete process.env.CI;
    else process.env.CI = saved.CI;
  }
  try {
    for (const check of checks) check();
  } catch (error) {
    return (error as Error).message;
  }
  return 'passed';
}

test.each([undefined, '', '0', 'false'])('when a toolchain is missing and CI is %p, then its tests are skipped', (ci) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(missingUnder(ci, 'gcc')).toBe('skipped');
  } finally {
    warn.mockRestore();
  }
});

test.each(['true', '1'])('when a toolchain is missing and CI is %p, then a test fails and names it', (ci) => {
  expect(missingUnder(ci, 'gcc')).toBe('gcc is missing under CI: .ci/run should have installed it');
});
