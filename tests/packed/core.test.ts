import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The engines as a package of their own (packages/core, `@utility-tools/core`), as a user gets it: `npm pack`, then
// the tarball alone installed into an empty folder outside the repository, and runTool used from there. It must
// bring none of the service's packages (Koa, pino, the Redis client, prom-client, the MCP SDK) and run the tools that
// load packages lazily (curlconverter, faker) and the ones that run on the engine pool's threads.

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'utility-tools-core-'));
const app = join(folder, 'app');
let tarball = '';
let installOutput = '';

/** What the installed tree holds outside the core itself: `npm ls --omit=dev --all --parseable` paths. */
async function installedPackages(): Promise<string[]> {
  const { stdout } = await run('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: app, maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split('\n')
    .filter((line) => line.includes('node_modules'))
    .map((line) => line.slice(line.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) return sum;
    return sum + (entry.isDirectory() ? bytesUnder(path) : statSync(path).size);
  }, 0);
}

beforeAll(async () => {
  const { stdout } = await run('npm', ['pack', '--pack-destination', folder, '--silent'], {
    cwd: join(root, 'packages', 'core'),
    maxBuffer: 64 * 1024 * 1024,
  });
  tarball = join(folder, stdout.trim().split('\n').pop() as string);
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'core-check', private: true, type: 'commonjs' }));
  const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=warn', tarball], {
    cwd: app,
    maxBuffer: 64 * 1024 * 1024,
  });
  installOutput = `${installed.stdout}${installed.stderr}`;
}, 600_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('the core installs alone, with no engine npm reports unsupported and none of the service packages', async () => {
  expect(installOutput.split('\n').filter((line) => /EBADENGINE|Unsupported engine/.test(line))).toEqual([]);
  const packages = await installedPackages();
  const server = packages.filter((name) =>
    /^(koa|@koa\/|pino|ioredis|prom-client|@modelcontextprotocol\/|rate-limiter-flexible|redoc)/.test(name),
  );
  expect(server).toEqual([]);
  expect(packages).toEqual(expect.arrayContaining(['@utility-tools/core', 'quicktype-core', 'curlconverter', '@faker-js/faker']));
  const megabytes = bytesUnder(join(app, 'node_modules')) / 1024 ** 2;
  process.stdout.write(
    `@utility-tools/core: tarball ${statSync(tarball).size} bytes; installed ${packages.length} packages, ${megabytes.toFixed(1)} MB\n`,
  );
}, 60_000);

test('the tarball carries the bundles, the types and the licence, and no sources or tests', () => {
  const installed = join(app, 'node_modules', '@utility-tools', 'core');
  for (const file of ['dist/index.js', 'dist/worker.js', 'dist/index.d.ts', 'README.md'])
    expect(statSync(join(installed, file)).isFile()).toBe(true);
  expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toBe(readFileSync(join(root, 'LICENSE'), 'utf8'));
  const everything = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? everything(join(dir, entry.name)) : [join(dir, entry.name).slice(installed.length + 1)],
    );
  expect(everything(installed).filter((file) => /(^src\/|\.test\.|\.ts$)/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
});

test('runTool answers from the installed core: a cheap tool, the lazily loaded ones, a pool thread, and a problem', async () => {
  const script = `
    const { runTool, createToolkit, ToolProblem } = require('@utility-tools/core');
    (async () => {
      const gst = await runTool('gst-calculator', { amountPaise: 100000, rate: 18 });
      const curl = await runTool('curl-to-code', { curl: 'curl https://example.com/a -H "X-Key: 1"', target: 'python' });
      const mock = await runTool('mock-data-generator', { schema: 'name:fullName', rows: 3, seed: 7 });
      const kit = createToolkit({ threads: 1 });
      const ts = await kit.runTool('json-to-typescript', { text: '{"a":1}' });
      await kit.close();
      let problem;
      try { await runTool('gstin-validator', {}); } catch (error) { problem = error instanceof ToolProblem ? error.code : String(error); }
      const server = Object.keys(require.cache).filter((path) => /node_modules\\/(koa|pino|ioredis|prom-client|@modelcontextprotocol)\\//.test(path));
      console.log(JSON.stringify({ total: gst.totalPaise, curl: curl.code.includes('requests.get'), rows: mock.rows, ts: ts.code, problem, server }));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  const { stdout } = await run(process.execPath, ['-e', script], { cwd: app });
  expect(JSON.parse(stdout)).toEqual({
    total: 118000,
    curl: true,
    rows: 3,
    ts: expect.stringContaining('a: number;'),
    problem: 'validation_failed',
    server: [],
  });
}, 60_000);
