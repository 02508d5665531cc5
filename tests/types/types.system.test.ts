import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// The type claims of the SDK and the library (tests/types/*.tst.ts) through their type-test runner, tstyche, with
// the project's TypeScript: a claim that does not hold (a body that should not compile, a result not narrowed) fails.
test('the type claims hold under tstyche', () => {
  const root = join(__dirname, '..', '..');
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'tstyche', 'dist', 'bin.js'), 'tests/types'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const summary = run.stdout.split('\n').find((line) => line.startsWith('Assertions:')) ?? '';
  expect({ status: run.status, failed: /failed/.test(summary), output: run.status === 0 ? '' : `${run.stdout}${run.stderr}` }).toEqual({
    status: 0,
    failed: false,
    output: '',
  });
  expect(summary).toMatch(/^Assertions:\s+\d+ passed, \d+ total$/);
}, 120_000);
