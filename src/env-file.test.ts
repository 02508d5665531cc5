import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// In a child process, as the service starts (jest gives each test file its own copy of process.env, which
// process.loadEnvFile does not write to): the real environment and the working directory are the child's.
function start(cwd: string, env: Record<string, string>): { stdout: string; stderr: string } {
  const script = `const { loadEnvFile } = require(${JSON.stringify(join(__dirname, 'env-file.ts'))});
loadEnvFile();
console.log(JSON.stringify([process.env.ENV_FILE_TEST_ONLY_IN_FILE, process.env.ENV_FILE_TEST_BOTH]));`;
  const child = spawnSync(process.execPath, ['-r', require.resolve('tsx/cjs'), '-e', script], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { stdout: child.stdout.trim(), stderr: child.stderr.trim() };
}

describe('.env is read at start, the real environment winning', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  writeFileSync(join(dir, '.env'), 'ENV_FILE_TEST_ONLY_IN_FILE=from-file\nENV_FILE_TEST_BOTH=from-file\n');
  writeFileSync(join(dir, 'other.env'), 'ENV_FILE_TEST_ONLY_IN_FILE=from-other\n');
  const empty = mkdtempSync(join(dir, 'empty-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('.env in the working directory is read; a variable already in the environment keeps its value', () => {
    expect(start(dir, { ENV_FILE_TEST_BOTH: 'from-environment' })).toEqual({ stdout: '["from-file","from-environment"]', stderr: '' });
  });

  test('ENV_FILE names another file', () => {
    expect(start(dir, { ENV_FILE: 'other.env' }).stdout).toBe('["from-other",null]');
  });

  test('without a .env nothing is read and nothing fails', () => {
    expect(start(empty, {})).toEqual({ stdout: '[null,null]', stderr: '' });
  });

  test('an ENV_FILE that does not exist stops the start with its name', () => {
    expect(start(dir, { ENV_FILE: 'missing.env' }).stderr).toMatch(/ENV_FILE "missing\.env" could not be read/);
  });
});
