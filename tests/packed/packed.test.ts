import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { freePort } from '../support/free-port';

// The packages as a user gets them: `npm pack` of the service (with its CLI, MCP server and library) and of the SDK,
// both tarballs installed into an empty folder outside the repository, and every surface used from there. Only the
// npm cache `npm ci` filled is read (--prefer-offline): the registry is reached only for what it lacks.

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'utility-tools-packed-'));
const app = join(folder, 'app');
const bin = join(app, 'node_modules', '.bin', 'utility-tools-api');
const versionOf = (name: string): string => (require(join(root, 'node_modules', name, 'package.json')) as { version: string }).version;
const sizes: Record<string, number> = {};
let service: ChildProcess | undefined;
let serviceUrl = '';
/** What npm printed while installing the tarballs (warnings included). */
let installOutput = '';

async function pack(dir: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--pack-destination', folder, '--silent'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  const name = stdout.trim().split('\n').pop() as string;
  sizes[name] = statSync(join(folder, name)).size;
  return join(folder, name);
}

/** The CLI as installed: its exit code, stdout and stderr, with stdin closed (nothing piped). */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const { UTILITY_TOOLS_URL: _inherited, ...clean } = process.env;
  try {
    const { stdout, stderr } = await run(bin, args, { cwd: app, env: { ...clean, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The CLI as installed, with `input` piped to its stdin (and stdin then closed). */
function cliWithStdin(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { UTILITY_TOOLS_URL: _inherited, ...clean } = process.env;
  const child = spawn(bin, args, { cwd: app, env: clean, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

beforeAll(async () => {
  // One after the other: both builds write to their own dist/, but share the project's TypeScript.
  const service = await pack(root);
  const sdk = await pack(join(root, 'sdk'));
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'packed-check', private: true, type: 'commonjs' }));
  const installed = await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=warn',
      service,
      sdk,
      `typescript@${versionOf('typescript')}`,
      `@types/node@${versionOf('@types/node')}`,
    ],
    { cwd: app, maxBuffer: 64 * 1024 * 1024 },
  );
  installOutput = `${installed.stdout}${installed.stderr}`;
}, 600_000);

afterAll(() => {
  service?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
  process.stdout.write(
    `packed tarballs: ${Object.entries(sizes)
      .map(([name, bytes]) => `${name} ${bytes} bytes`)
      .join(', ')}\n`,
  );
});

test(`when the tarballs are installed on Node ${process.versions.node}, then npm reports no engine its packages do not support`, () => {
  // package.json's engines are what the packages and every dependency they bring accept (npm's EBADENGINE warning).
  expect(installOutput.split('\n').filter((line) => /EBADENGINE|Unsupported engine/.test(line))).toEqual([]);
});

test('the tarballs carry the built code, the served spec and the docs page, and no sources or tests', () => {
  const installed = join(app, 'node_modules', '@utility-tools', 'api');
  for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/cli.js', 'dist/server.js', 'dist/mcp-stdio.js', 'dist/pool/worker.js']) {
    expect(statSync(join(installed, file)).isFile()).toBe(true);
  }
  for (const file of [
    'docs/index.html',
    'docs/index.html.br',
    'docs/openapi.json',
    'docs/openapi.yaml',
    'docs/tools/index.html',
    'docs/tools/manifest.json',
  ]) {
    expect(statSync(join(installed, file)).size).toBeGreaterThan(1000);
  }
  const everything = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? everything(join(dir, entry.name)) : [join(dir, entry.name).slice(installed.length + 1)],
    );
  expect(everything(installed).filter((file) => /(^src\/|\.test\.|\.ts$)/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  expect(statSync(join(app, 'node_modules', '@utility-tools', 'sdk', 'dist', 'index.js')).isFile()).toBe(true);
});

test("every file the installed README links to is in the package (npm's page has no repository to resolve them against)", () => {
  const missing = ['api', 'sdk'].flatMap((name) => {
    const installed = join(app, 'node_modules', '@utility-tools', name);
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\((?!https?:|mailto:|#)([^)#\s]+)/g)].map((match) => match[1] as string);
    return links.filter((link) => !existsSync(join(installed, link))).map((link) => `${name}: ${link}`);
  });
  expect(missing).toEqual([]);
});

test('both tarballs carry the MIT licence of the project, word for word', () => {
  const licence = readFileSync(join(root, 'LICENSE'), 'utf8');
  for (const name of ['api', 'sdk']) {
    const installed = join(app, 'node_modules', '@utility-tools', name);
    expect([name, readFileSync(join(installed, 'LICENSE'), 'utf8')]).toEqual([name, licence]);
    expect([name, (JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { license: string }).license]).toEqual([
      name,
      'MIT',
    ]);
  }
});

test("the library runs a tool in the caller's process, from CommonJS and from an ES module", async () => {
  const body = JSON.stringify({ amountPaise: 100000, rate: 18 });
  const common = `require('@utility-tools/api').runTool('gst-calculator', ${body}).then((r) => console.log(r.totalPaise, r.cgstPaise))`;
  expect((await run(process.execPath, ['-e', common], { cwd: app })).stdout.trim()).toBe('118000 9000');
  writeFileSync(
    join(app, 'module.mjs'),
    `import { runTool, ToolProblem } from '@utility-tools/api';\n` +
      `const r = await runTool('gst-calculator', ${body});\n` +
      `const e = await runTool('base64-encode-decode', { text: '@@@', mode: 'decode' }).catch((error) => error);\n` +
      `console.log(r.totalFormatted, e instanceof ToolProblem, e.code);\n`,
  );
  expect((await run(process.execPath, ['module.mjs'], { cwd: app })).stdout.trim()).toBe('₹1,180.00 true invalid_base64');
});

test('the CLI runs a tool in-process, cold, with no service anywhere', async () => {
  const started = performance.now();
  const here = await cli(['gst-calculator', '--amount-paise', '100000', '--rate', '18', '--supply', 'inter']);
  const ms = Math.round(performance.now() - started);
  expect([here.code, here.stderr]).toEqual([0, '']);
  expect(JSON.parse(here.stdout)).toMatchObject({ igstPaise: 18000, totalPaise: 118000 });
  process.stdout.write(`packed CLI, one in-process call from a cold start: ${ms} ms\n`);
  const refused = await cli(['gst-calculator', '--amount-paise', '100000', '--rate', '17']);
  expect([refused.code, refused.stderr.split('\n')[0]]).toEqual([3, expect.stringMatching(/^422 validation_failed: /)]);
});

test('the CLI takes a body from --json @file, --json - and a pipe; piped text still fills the main field; a bad body is exit 2', async () => {
  const body = JSON.stringify({ amountPaise: 100000, rate: 5, supply: 'inter' });
  writeFileSync(join(app, 'gst.json'), body);
  const [file, dash, piped, text] = await Promise.all([
    cli(['gst-calculator', '--json', '@gst.json', '--rate', '18']),
    cliWithStdin(['gst-calculator', '--json', '-', '--rate', '18'], body),
    cliWithStdin(['gst-calculator', '--rate', '18', '--verbose'], body),
    cliWithStdin(['base64-encode-decode', '--mode', 'encode'], 'Hello'),
  ]);
  for (const run of [file, dash, piped]) {
    expect([run.code, JSON.parse(run.stdout)]).toEqual([0, expect.objectContaining({ igstPaise: 18000, totalPaise: 118000 })]);
  }
  expect(piped.stderr).toContain(
    'gst-calculator: stdin: the request body (amountPaise, rate, supply); the flags and --json replace its rate\n',
  );
  expect([text.code, JSON.parse(text.stdout)]).toEqual([0, expect.objectContaining({ base64: 'SGVsbG8=' })]);
  const missing = await cli(['gst-calculator', '--json', '@nope.json']);
  expect([missing.code, missing.stderr]).toEqual([2, `--json @nope.json: there is no such file (${join(app, 'nope.json')}).\n`]);
  const typo = await cli(['gst-calcualtor']);
  expect([typo.code, typo.stderr.split('\n')[0]]).toEqual([2, 'No tool is named "gst-calcualtor"; did you mean "gst-calculator"?']);
});

describe('the API started from the bin', () => {
  beforeAll(async () => {
    const port = await freePort();
    serviceUrl = `http://127.0.0.1:${port}`;
    service = spawn(bin, ['serve'], {
      cwd: app,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WORKERS: '1', WORKER_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let seen = '';
    service.stdout?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    while (!seen.includes('listening on')) {
      if (service.exitCode !== null) throw new Error(`serve exited ${service.exitCode}: ${seen}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  test('it answers a tool, the docs page, the spec and the tool pages', async () => {
    const answer = await fetch(`${serviceUrl}/api/v1/gst-calculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amountPaise: 100000, rate: 18 }),
    });
    expect([answer.status, ((await answer.json()) as { result: { totalPaise: number } }).result.totalPaise]).toEqual([200, 118000]);
    const docs = await fetch(`${serviceUrl}/docs`);
    expect([docs.status, (await docs.text()).includes('Utility Tools API')]).toEqual([200, true]);
    const spec = (await (await fetch(`${serviceUrl}/api/v1/openapi.json`)).json()) as { openapi: string };
    expect(spec.openapi).toBe('3.1.0');
    // The tool pages: the page, and every asset it links, from the installed package.
    const page = await (await fetch(`${serviceUrl}/tools/upi-qr-generator`)).text();
    const assets = [...page.matchAll(/(?:src|href)="(\/tools\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
    expect(assets).toHaveLength(2);
    for (const asset of assets) expect((await fetch(`${serviceUrl}${asset}`)).status).toBe(200);
  });

  test('the CLI calls it with --url and gives the same result as in-process', async () => {
    const args = ['base64-encode-decode', '--text', 'Hello, ₹100', '--mode', 'encode'];
    const [there, here] = await Promise.all([cli([...args, '--url', serviceUrl]), cli(args)]);
    expect([there.code, there.stderr]).toEqual([0, '']);
    expect(JSON.parse(there.stdout)).toEqual(JSON.parse(here.stdout));
    const viaEnv = await cli(['uuid-generator', '--version', 'v4', '--format', 'standard', '--count', '2'], {
      UTILITY_TOOLS_URL: `${serviceUrl}/api/v1`,
    });
    expect((JSON.parse(viaEnv.stdout) as { uuids: string[] }).uuids).toHaveLength(2);
  });

  test('an SDK call compiles under tsc --strict and runs against it; a dead URL is a connection error naming it', async () => {
    writeFileSync(
      join(app, 'sdk-call.ts'),
      `import { createClient, UtilityToolsConnectionError, UtilityToolsError } from '@utility-tools/sdk';\n` +
        `async function main(): Promise<void> {\n` +
        `  const client = createClient({ baseUrl: process.argv[2] as string });\n` +
        `  const gst = await client.tool('gst-calculator', { amountPaise: 100000, rate: 18 });\n` +
        `  const tools = await client.tools();\n` +
        `  const encoded = await client.tool('base64-encode-decode', { text: 'Hello', mode: 'encode' });\n` +
        `  const failure = await client.tool('base64-encode-decode', { text: '@@@', mode: 'decode' }).catch((error: unknown) => error);\n` +
        `  const code = failure instanceof UtilityToolsError && failure.code === 'invalid_base64' ? failure.code : 'none';\n` +
        `  const dead = createClient({ baseUrl: process.argv[3] as string, retries: 0 });\n` +
        `  const unreachable = await dead.tools().catch((error: unknown) => error);\n` +
        `  const reason = unreachable instanceof UtilityToolsConnectionError ? unreachable.message : String(unreachable);\n` +
        `  console.log(gst.totalPaise, tools.length, encoded.base64, code);\n` +
        `  console.log(reason);\n` +
        `}\n` +
        `void main();\n`,
    );
    const tsc = join(app, 'node_modules', 'typescript', 'bin', 'tsc');
    const strict = ['--strict', '--module', 'nodenext', '--target', 'es2022', '--types', 'node'];
    await run(process.execPath, [tsc, ...strict, 'sdk-call.ts'], { cwd: app });
    const deadUrl = `http://127.0.0.1:${await freePort()}`;
    for (const baseUrl of [serviceUrl, `${serviceUrl}/api/v1/`]) {
      const lines = (await run(process.execPath, ['sdk-call.js', baseUrl, deadUrl], { cwd: app })).stdout.trim().split('\n');
      expect(lines).toEqual([
        '118000 21 SGVsbG8= invalid_base64',
        `could not reach ${deadUrl}/api/v1/tools (ECONNREFUSED): is the service running?`,
      ]);
    }
    // A misspelt code after instanceof must not compile, against the installed package's types.
    writeFileSync(
      join(app, 'sdk-misspelt.ts'),
      `import { UtilityToolsError } from '@utility-tools/sdk';\n` +
        `export function isInvalid(error: unknown): boolean {\n` +
        `  return error instanceof UtilityToolsError && error.code === 'invalid_base46';\n` +
        `}\n`,
    );
    const refused = (await run(process.execPath, [tsc, ...strict, '--noEmit', 'sdk-misspelt.ts'], { cwd: app }).then(
      () => ({ stdout: 'compiled' }),
      (error: { stdout: string }) => error,
    )) as { stdout: string };
    expect(refused.stdout).toMatch(
      /^sdk-misspelt\.ts\(3,\d+\): error TS2367: This comparison appears to be unintentional because the types '.*' and '"invalid_base46"' have no overlap\./m,
    );
  }, 120_000);
});

test("the MCP server on stdio (the bin's `mcp`) talks only protocol on stdout, with the official client", async () => {
  const client = new Client({ name: 'packed-check', version: '1.0.0' });
  const protocolErrors: Error[] = [];
  client.onerror = (error) => protocolErrors.push(error);
  const transport = new StdioClientTransport({
    command: bin,
    args: ['mcp'],
    cwd: app,
    env: { ...(process.env as Record<string, string>), WORKER_THREADS: '1' },
    stderr: 'pipe',
  });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    const bytes = Buffer.byteLength(JSON.stringify({ tools }));
    // The 21 tools and batch.
    expect(tools).toHaveLength(22);
    expect(bytes).toBeLessThanOrEqual(40 * 1024);
    process.stdout.write(`packed MCP tools/list: ${bytes} bytes\n`);
    const result = await client.callTool({ name: 'gst_calculator', arguments: { amountPaise: 100000, rate: 18 } });
    expect((result.structuredContent as { totalPaise: number }).totalPaise).toBe(118000);
    const heavy = await client.callTool({ name: 'json_to_typescript', arguments: { text: '{"id": 1}', rootName: 'Order' } });
    expect((heavy.structuredContent as { code: string }).code).toContain('export interface Order');
  } finally {
    await client.close();
  }
  expect(protocolErrors).toEqual([]);
}, 60_000);
