import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/http/log';
import { testConfig } from '../support/app';

// `utility-tools-api <tool> --field value`, in this process by default and against the real service (started here)
// with UTILITY_TOOLS_URL or --url: flags from the spec, piped stdin into the tool's main text field, the result as
// JSON on stdout, the problem on stderr, and the exit code by status.

const root = join(__dirname, '..', '..');
let server: Server;
let url: string;

beforeAll(async () => {
  const app = await createApp(testConfig(), { log: silentLogger });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

type Run = { code: number | null; stdout: string; stderr: string };

function cli(args: string[], stdin?: string, where: 'service' | 'here' = 'service'): Promise<Run> {
  const { UTILITY_TOOLS_URL: _inherited, ...env } = process.env;
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', join(root, 'src', 'cli.ts'), ...args], {
    cwd: root,
    env: where === 'service' ? { ...env, UTILITY_TOOLS_URL: url } : env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('the CLI without a service (in this process, the default)', () => {
  test("when a tool is run here, then its result is exactly the service's, and a refused input is the same problem", async () => {
    const args = ['gst-calculator', '--amount-paise', '100000', '--rate=18', '--supply', 'inter'];
    const [here, there] = await Promise.all([cli(args, undefined, 'here'), cli(args)]);
    expect([here.code, here.stderr]).toEqual([0, '']);
    expect(JSON.parse(here.stdout)).toEqual(JSON.parse(there.stdout));
    const refusedArgs = ['gst-calculator', '--amount-paise', '100000', '--rate', '17'];
    const [refusedHere, refusedThere] = await Promise.all([cli(refusedArgs, undefined, 'here'), cli(refusedArgs)]);
    expect(refusedHere.code).toBe(3);
    expect(refusedHere.stderr).toBe(refusedThere.stderr);
    expect(refusedHere.stderr).toMatch(
      /^422 validation_failed: The body does not satisfy the request schema of gst-calculator: 1 problem\.\n {2}\/rate: /,
    );
  }, 60_000);

  test('when a heavy tool gets piped text, then it runs here too (no pool, no server)', async () => {
    const run = await cli(['json-to-typescript', '--root-name', 'Invoice'], '{"id": 7, "lines": [{"sku": "A1", "qty": 2}]}', 'here');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect((JSON.parse(run.stdout) as { code: string }).code).toContain('export interface Invoice {');
  }, 30_000);
});

describe('the CLI against a service (UTILITY_TOOLS_URL or --url)', () => {
  test('when fields are given as flags, then the result is printed as JSON and the exit code is 0', async () => {
    const run = await cli(['gst-calculator', '--amount-paise', '100000', '--rate=18', '--supply', 'inter']);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ taxablePaise: 100000, igstPaise: 18000, totalPaise: 118000, supply: 'inter' });
  }, 30_000);

  test('when text is piped in, then it fills the main text field', async () => {
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], 'Hello, ₹100');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ mode: 'encode', base64: Buffer.from('Hello, ₹100').toString('base64') });
  }, 30_000);

  test('when the input is refused, then the problem and its fields go to stderr and the exit code is 3', async () => {
    const invalid = await cli(['gst-calculator', '--amount-paise', '100000', '--rate', '17']);
    expect(invalid.code).toBe(3);
    expect(invalid.stdout).toBe('');
    expect(invalid.stderr).toMatch(/^422 validation_failed: /);
    expect(invalid.stderr).toContain('/rate:');
    const refused = await cli(['base64-encode-decode', '--mode', 'decode'], '@@@');
    expect([refused.code, refused.stderr.split('\n')[0]]).toEqual([3, expect.stringMatching(/^422 invalid_base64: /)]);
  }, 30_000);

  test('when the tool or a flag is wrong, then a usage message and exit code 2; --help lists the fields from the spec', async () => {
    const unknownTool = await cli(['gst-calculater']);
    expect([unknownTool.code, unknownTool.stderr]).toEqual([2, expect.stringContaining('No tool is named "gst-calculater"')]);
    const unknownFlag = await cli(['gst-calculator', '--amount', '5']);
    expect([unknownFlag.code, unknownFlag.stderr]).toEqual([2, expect.stringContaining('no field --amount')]);
    const notANumber = await cli(['gst-calculator', '--amount-paise', 'lots', '--rate', '18']);
    expect([notANumber.code, notANumber.stderr.trim()]).toEqual([2, '--amount-paise takes a number; got "lots".']);
    const help = await cli(['gst-calculator', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--rate <0|3|5|12|18|28|40>  (required)');
    expect(help.stdout).toContain('--mode <exclusive|inclusive>  (default "exclusive")');
  }, 60_000);

  test('when no service answers, then exit code 5 and a message naming UTILITY_TOOLS_URL', async () => {
    const run = await cli(['uuid-generator', '--url', 'http://127.0.0.1:9'], undefined);
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(
      /^Cannot reach the service at http:\/\/127\.0\.0\.1:9: .*Set UTILITY_TOOLS_URL or --url, or leave both out to run the tool here\.$/m,
    );
  }, 30_000);
});
