import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// `npm run new-tool <tool>` in a copy of the project (its files as git sees them, node_modules linked): a new tool is its folder plus its spec file, and what the
// scaffolder writes passes the compiler, codegen's check, the spec lint and its own tests, with the house's checks.

const root = join(__dirname, '..', '..');
let copy = '';

const run = (command: string, args: string[]): string =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
const tsx = (script: string, ...args: string[]): string =>
  run(process.execPath, [join(copy, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script, ...args]);

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'utility-tools-new-tool-'));
  for (const file of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  run('git', ['init', '-q']);
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'before']);
  tsx('scripts/new-tool.ts', 'word-counter', '--tag', 'data', '--tagline', 'Counts the characters of a text');
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('when a tool is scaffolded, then it is one new folder and one new spec file, and the rest is listed or generated', () => {
  const touched = run('git', ['status', '--porcelain', '--untracked-files=all']).trimEnd().split('\n').sort();
  expect(touched).toEqual([
    ' M README.md',
    ' M openapi/v1.yaml',
    ' M sdk/src/codes.ts',
    ' M sdk/src/openapi.ts',
    ' M src/generated/callers.ts',
    ' M src/generated/openapi.ts',
    ' M src/generated/operations.ts',
    ' M src/generated/request-validators.ts',
    ' M src/generated/response-validators.ts',
    ' M src/generated/spec.ts',
    ' M src/tools/registry.ts',
    '?? openapi/paths/word-counter.yaml',
    '?? src/tools/word-counter/answer-size.system.test.ts',
    '?? src/tools/word-counter/api.test.ts',
    '?? src/tools/word-counter/engine.test.ts',
    '?? src/tools/word-counter/handler.ts',
    '?? src/tools/word-counter/index.ts',
  ]);
});

test('when the scaffold is checked as npm test would, then the compiler, codegen, the lint and its tests and the house checks pass', () => {
  expect(tsx('scripts/codegen.ts', '--check')).toContain('up to date');
  run(process.execPath, [join(copy, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json']);
  tsx('scripts/served-spec.ts', 'lint');
  run(process.execPath, [join(copy, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', 'src', 'README.md']);
  // The lint's layer and tool-isolation rules, and knip's unused exports and files, over the whole copy.
  run(process.execPath, [join(copy, 'node_modules', 'eslint', 'bin', 'eslint.js'), 'src']);
  run(process.execPath, [join(copy, 'node_modules', 'knip', 'bin', 'knip.js'), '--include', 'exports,types,files']);
  const jest = run(process.execPath, [
    join(copy, 'node_modules', 'jest', 'bin', 'jest.js'),
    'src/tools/word-counter',
    'tests/contract/tool-homes.test.ts',
    'tests/contract/readme.test.ts',
    'tests/contract/engine-codes.test.ts',
    'tests/contract/tool-page-words.test.ts',
  ]);
  expect(jest).toMatch(/^\d+ passed, 0 failed, 0 skipped$/m);
});

test('when the name is taken or not kebab-case, then nothing is written and the message says why', () => {
  expect(() => tsx('scripts/new-tool.ts', 'word-counter')).toThrow(/exists already/);
  expect(() => tsx('scripts/new-tool.ts', 'Word_Counter')).toThrow(/kebab-case/);
});
