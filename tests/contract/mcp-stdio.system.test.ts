import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { silentLogger } from '../../src/http/log';
import { createMcpServer, mcpTools } from '../../src/mcp/server';
import { BoundedStdioServerTransport, type StdioBounds } from '../../src/mcp/stdio-transport';
import { createTools } from '../../src/runtime';
import { testConfig } from '../support/app';

// MCP over stdio under bounds like HTTP's: an over-long line is answered with a JSON-RPC error and the session goes
// on; at most so many requests are in flight; and while the client does not read its answers, no input is read.

const root = join(__dirname, '..', '..');
const initialize = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};
const gstCall = (id: number | string) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'gst_calculator', arguments: { amountPaise: 100000, rate: 18 } },
});
const line = (message: object): string => `${JSON.stringify(message)}\n`;
const ticks = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

type Answer = {
  id: number | string | null;
  result?: { isError?: boolean };
  error?: { code: number; message: string; data?: Record<string, number> };
};

/**
 * A client's end of the pipes: stdout is a Writable that takes nothing (its writes stay unfinished, as when a client
 * does not read) until `startReading()`.
 */
function pipes() {
  const stdin = new PassThrough();
  const answers: Answer[] = [];
  const unfinished: Array<() => void> = [];
  let reading = false;
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) answers.push(JSON.parse(text) as Answer);
      if (reading) done();
      else unfinished.push(() => done());
    },
  });
  const startReading = (): void => {
    reading = true;
    for (const done of unfinished.splice(0)) done();
  };
  return { stdin, stdout, answers, startReading, unread: () => unfinished.length };
}

async function serve(bounds: StdioBounds, stdin: PassThrough, stdout: Writable): Promise<BoundedStdioServerTransport> {
  const tools = await createTools(testConfig(), { pool: false, log: silentLogger });
  const server = createMcpServer(
    { callTool: tools.callTool, compositions: tools.compositions, batchConcurrency: 8, typeBase: '', endpoint: '/mcp' },
    { client: 'stdio', gone: () => false, holdAnswer: () => undefined },
    mcpTools(tools.contract),
  );
  const transport = new BoundedStdioServerTransport(stdin, stdout, bounds);
  await server.connect(transport);
  return transport;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('MCP over stdio: bounds', () => {
  test('when a line is over the limit, then a -32600 error naming it (with the id where it can be read), and the next requests are answered', async () => {
    const { stdin, stdout, answers, startReading } = pipes();
    startReading();
    await serve({ maxLineBytes: 4096, maxInFlight: 8, outputHighWaterBytes: 64 * 1024 }, stdin, stdout);
    stdin.write(line(initialize));
    // The SDK's client writes the id last; 100 kB of arguments in chunks, as a pipe would deliver them.
    const long = JSON.stringify({
      ...gstCall('x'),
      params: { name: 'base64_encode_decode', arguments: { text: 'a'.repeat(100_000) } },
      id: 'long',
    });
    for (let at = 0; at < long.length; at += 7000) stdin.write(long.slice(at, at + 7000));
    stdin.write('\n');
    // Exactly the limit is read; one byte more is not.
    const ping = JSON.stringify({ jsonrpc: '2.0', id: 'edge', method: 'ping' });
    stdin.write(`${ping.padEnd(4096)}\n${ping.replace('edge', 'over').padEnd(4097)}\n`);
    stdin.write(line(gstCall(2)));
    await until(() => answers.length === 5);
    // Errors for lines are written at once, answers to requests when they are ready: by id, not in order.
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    expect(byId.get('long')).toMatchObject({ error: { code: -32600, data: { limitBytes: 4096, lineBytes: long.length } } });
    expect(byId.get('long')?.error?.message).toContain('longer than the 4096 this server reads (BODY_LIMIT_BYTES)');
    expect(byId.get('edge')).toMatchObject({ result: {} });
    expect(byId.get('over')).toMatchObject({ error: { code: -32600, data: { lineBytes: 4097 } } });
    expect(byId.get(2)).toMatchObject({ result: { structuredContent: { cgstPaise: 9000 } } });
  });

  test('when a line is not JSON or not JSON-RPC, then -32700 or -32600, and the session goes on', async () => {
    const { stdin, stdout, answers, startReading } = pipes();
    startReading();
    await serve({ maxLineBytes: 4096, maxInFlight: 8, outputHighWaterBytes: 64 * 1024 }, stdin, stdout);
    stdin.write(Buffer.concat([Buffer.from('{"id":1,'), Buffer.from([0xff]), Buffer.from('}\n')]));
    stdin.write('{"jsonrpc":"2.0","id":\n');
    stdin.write('{"id":7,"method":5}\n\n');
    stdin.write(line(initialize));
    await until(() => answers.length === 4);
    // The errors are written as each line is read; the answer to initialize when it is ready.
    expect(answers.slice(0, 3)).toMatchObject([
      { id: null, error: { code: -32700, message: 'Parse error: the line is not UTF-8.' } },
      { id: null, error: { code: -32700 } },
      { id: 7, error: { code: -32600 } },
    ]);
    expect(answers[3]).toMatchObject({ id: 0, result: { serverInfo: { name: 'utility-tools-api' } } });
  });

  test.each([
    { bound: 'requests in flight', maxInFlight: 16, outputHighWaterBytes: 2 ** 30, maxWritten: 17 },
    // A Writable asks for 'drain' past its own 16 KiB: about a dozen answers of 1.3 kB.
    { bound: 'unread output', maxInFlight: 100_000, outputHighWaterBytes: 8 * 1024, maxWritten: 40 },
  ])(
    'when the client stops reading, then the server stops reading input (held by $bound); when it reads again, every request is answered',
    async ({ maxInFlight, outputHighWaterBytes, maxWritten }) => {
      const { stdin, stdout, answers, startReading, unread } = pipes();
      const bounds = { maxLineBytes: 4096, maxInFlight, outputHighWaterBytes };
      const transport = await serve(bounds, stdin, stdout);
      const requests = 2000;
      stdin.write(line(initialize));
      // One line per turn of the event loop, as a pipe delivers them to a server that answers as it reads.
      for (let id = 1; id <= requests; id += 1) {
        stdin.write(line(gstCall(id)));
        await ticks(1);
      }
      await until(() => stdin.isPaused());
      await ticks(50);
      // Held: few answers written (those in flight, or up to the high-water mark), the rest of the input unread.
      const written = answers.length;
      expect(written).toBeLessThanOrEqual(maxWritten);
      expect(transport.inFlight).toBeLessThanOrEqual(maxInFlight);
      expect(stdin.readableLength).toBeGreaterThan(0);
      await ticks(50);
      expect(answers.length).toBe(written);
      expect(stdin.isPaused()).toBe(true);
      expect(unread()).toBeGreaterThan(0);
      startReading();
      await until(() => answers.length === requests + 1);
      const ids = new Set(answers.map((answer) => answer.id));
      for (let id = 0; id <= requests; id += 1) expect(ids.has(id)).toBe(true);
      expect(answers.every((answer) => answer.result !== undefined && !answer.result.isError)).toBe(true);
    },
  );

  test('when a request in flight is cancelled, then its place is given back (the server sends no answer to it)', async () => {
    const { stdin, stdout, answers, startReading } = pipes();
    startReading();
    const server = new Server({ name: 't', version: '1' }, { capabilities: { tools: {} } });
    const started: Array<string | number> = [];
    // A handler that never ends, so only a cancellation can free its place.
    server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => {
      started.push(extra.requestId);
      return new Promise(() => undefined);
    });
    const transport = new BoundedStdioServerTransport(stdin, stdout, {
      maxLineBytes: 4096,
      maxInFlight: 2,
      outputHighWaterBytes: 64 * 1024,
    });
    await server.connect(transport);
    const list = (id: number) => line({ jsonrpc: '2.0', id, method: 'tools/list' });
    stdin.write(line(initialize) + list(1) + line({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }));
    stdin.write(list(2) + list(3) + list(4));
    await until(() => started.length === 3);
    await ticks(20);
    // 1 was cancelled; 2 and 3 fill the two places, so 4 waits unread.
    expect(started).toEqual([1, 2, 3]);
    expect(transport.inFlight).toBe(2);
    expect(answers.map((answer) => answer.id)).toEqual([0]);
    expect(stdin.isPaused()).toBe(true);
  });
});

describe('MCP over stdio: the process', () => {
  // A test that fails before its server exits must not leave it running past the file (one was found alive later).
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const start = (env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', join(root, 'src', 'mcp-stdio.ts')], {
      cwd: root,
      env: { ...(process.env as Record<string, string>), WORKER_THREADS: '1', LOG_LEVEL: 'warn', ...env },
    });
    started.push(child);
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const answers: Answer[] = [];
    let partial = '';
    const onData = (chunk: Buffer): void => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const text of lines) answers.push(JSON.parse(text) as Answer);
    };
    child.stdout.on('data', onData);
    return { child, answers, log: () => log, onData };
  };

  test('when a line is over BODY_LIMIT_BYTES (11 MiB, past the SDK transport’s 10 MiB), then an error answer, the next request answered, and exit 0 at the end of input', async () => {
    const { child, answers } = start();
    child.stdin.write(line(initialize));
    child.stdin.write(
      line({ ...gstCall(0), id: 'big', params: { name: 'base64_encode_decode', arguments: { text: 'a'.repeat(11 * 1024 * 1024) } } }),
    );
    child.stdin.write(line(gstCall(2)));
    child.stdin.end();
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    expect(answers.map((answer) => answer.id)).toEqual([0, 'big', 2]);
    expect(answers[1]?.error).toMatchObject({ code: -32600, data: { limitBytes: 1048576 } });
    expect(answers[2]?.result).toMatchObject({ structuredContent: { cgstPaise: 9000 } });
  }, 60_000);

  test('when the client stops reading stdout, then the server stops reading stdin (and says so at debug level); when it reads again, all are answered', async () => {
    const { child, answers, log, onData } = start({ LOG_LEVEL: 'debug' });
    child.stdin.write(line(initialize));
    await until(() => answers.length === 1);
    child.stdout.off('data', onData);
    child.stdout.pause();
    const requests = 100_000;
    let sent = 0;
    // The client writes as fast as the server takes its input, and gives up once the server has taken none for 2 s and
    // has said it paused (on a loaded machine the server can take 2 s to read a line without having paused).
    for (;;) {
      while (sent < requests && child.stdin.write(line(gstCall(sent + 1)))) sent += 1;
      if (sent === requests) break;
      sent += 1;
      const drained = await Promise.race([
        once(child.stdin, 'drain').then(() => true),
        new Promise((resolve) => setTimeout(resolve, 2000, false)),
      ]);
      if (!drained && log().includes('stdio input paused')) break;
    }
    expect(sent).toBeLessThan(requests);
    expect(log()).toContain('stdio input paused');
    child.stdout.on('data', onData);
    child.stdout.resume();
    await until(() => answers.length === sent + 1);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(sent + 1);
    child.stdin.end();
    expect((await once(child, 'exit'))[0]).toBe(0);
  }, 120_000);
});
