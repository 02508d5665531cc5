import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
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

/** The CLI with `stdin` piped in: a string, or a stream it pipes (and stops piping when the CLI exits). */
function cli(
  args: string[],
  stdin?: string | Readable,
  where: 'service' | 'here' = 'service',
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  const { UTILITY_TOOLS_URL: _inherited, ...env } = process.env;
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', join(root, 'src', 'cli.ts'), ...args], {
    cwd: root,
    env: { ...(where === 'service' ? { ...env, UTILITY_TOOLS_URL: url } : env), ...extraEnv },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin instanceof Readable) {
    child.stdin.on('error', () => undefined); // EPIPE once the CLI stops reading
    stdin.pipe(child.stdin);
    child.once('exit', () => stdin.destroy());
  } else child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** `total` bytes of `a`, 64 KiB at a time, counting what the reader has taken. */
function bytes(total: number): { stream: Readable; taken: () => number } {
  let taken = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const stream = new Readable({
    read() {
      if (taken >= total) return void this.push(null);
      taken += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, taken: () => taken };
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

  test("when 200 MB are piped in, then reading stops past the field's 1,048,576 characters: a usage error naming the limit, exit 2", async () => {
    // Before, the whole input was read (0.9-2.0 GB of memory for 200 MB), and 600 MB became "/text: is required".
    const input = bytes(200_000_000);
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], input.stream, 'here');
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toBe(
      'Piped stdin is longer than --text may be: 1,048,576 characters (its maxLength in the spec); reading stopped there and nothing was run.\n',
    );
    // The limit, one read of 64 KiB past it, and what the pipe and the stream's buffers hold: not the 200 MB.
    expect(input.taken()).toBeLessThan(8 * 1024 * 1024);
  }, 60_000);

  test('when the piped text arrives late, then the CLI waits for it (a pipe not yet written is not an empty one)', async () => {
    const late = new Readable({ read() {} });
    setTimeout(() => {
      late.push('Hello');
      late.push(null);
    }, 500);
    const run = await cli(['base64-encode-decode', '--mode', 'encode'], late, 'here');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ base64: 'SGVsbG8=' });
  }, 30_000);

  test('when piped text starts with a byte order mark, then the tool sees it (json-formatter reports it)', async () => {
    const run = await cli(['json-formatter'], '\uFEFF{}', 'here');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: false });
  }, 30_000);

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

  test('when the service accepts the connection and never answers, then exit code 5 after the answer timeout, naming the URL', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const run = await cli(['uuid-generator', '--url', silentUrl, '--answer-timeout', '1'], undefined);
      expect([run.code, run.stdout]).toEqual([5, '']);
      expect(run.stderr).toBe(
        `The service at ${silentUrl} did not answer within the answer timeout of 1 s (--answer-timeout or UTILITY_TOOLS_ANSWER_TIMEOUT).\n`,
      );
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  }, 30_000);

  test('when no connection can be made (a full listen queue), then exit code 5 after the connect timeout, naming the URL', async () => {
    // A listener whose process never accepts: once its queue (backlog 1) is full, the kernel drops further SYNs.
    const stuck = spawn(
      process.execPath,
      [
        '-e',
        `const s = require('node:net').createServer();
         s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () =>
           process.stdout.write(s.address().port + '\\n', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const fillers: Socket[] = [];
    try {
      const [line] = (await once(stuck.stdout, 'data')) as [Buffer];
      const port = Number(line.toString().trim());
      for (let i = 0; i < 4; i++) fillers.push(connect(port, '127.0.0.1').on('error', () => undefined));
      const stuckUrl = `http://127.0.0.1:${port}`;
      const run = await cli(['uuid-generator'], undefined, 'service', {
        UTILITY_TOOLS_URL: stuckUrl,
        UTILITY_TOOLS_CONNECT_TIMEOUT: '1',
      });
      expect([run.code, run.stdout]).toEqual([5, '']);
      expect(run.stderr).toBe(
        `No connection to the service at ${stuckUrl} was made within the connect timeout of 1 s (--connect-timeout or UTILITY_TOOLS_CONNECT_TIMEOUT).\n`,
      );
    } finally {
      for (const socket of fillers) socket.destroy();
      stuck.kill();
    }
  }, 30_000);

  test('when a timeout or the URL is not usable, then a usage error and exit code 2', async () => {
    const zero = await cli(['uuid-generator', '--connect-timeout', '0']);
    expect([zero.code, zero.stderr]).toEqual([2, '--connect-timeout takes seconds, above 0 and at most 3600; got "0".\n']);
    const words = await cli(['uuid-generator'], undefined, 'service', { UTILITY_TOOLS_ANSWER_TIMEOUT: 'soon' });
    expect([words.code, words.stderr]).toEqual([2, 'UTILITY_TOOLS_ANSWER_TIMEOUT takes seconds, above 0 and at most 3600; got "soon".\n']);
    const ftp = await cli(['uuid-generator', '--url', 'ftp://127.0.0.1']);
    expect([ftp.code, ftp.stderr]).toEqual([
      2,
      '--url (or UTILITY_TOOLS_URL) must be an http(s) URL such as http://localhost:3000; got "ftp://127.0.0.1".\n',
    ]);
  }, 60_000);
});
