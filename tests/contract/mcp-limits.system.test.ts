import { once } from 'node:events';
import { request as httpRequest, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import type { Config } from '../../src/config';
import { expectProblem, testApp } from '../support/app';

// /mcp under the API's rules: POST only in stateless mode, the same answer budget (counted from the moment a result is
// produced) and its retry hints, the same reading deadlines, deep arguments answered as a problem, and every tool call
// counted in /metrics.

async function mcpClient(overrides: Partial<Config> = {}) {
  const app = await testApp(overrides);
  return request(app.callback());
}

type Agent = Awaited<ReturnType<typeof mcpClient>>;

/** One JSON-RPC tools/call, as an MCP client sends it over streamable HTTP; the tool's result. */
async function call(agent: Agent, name: string, args: string): Promise<{ isError?: boolean; content: Array<{ text: string }> }> {
  const response = await agent
    .post('/mcp')
    .set('Content-Type', 'application/json')
    .set('Accept', 'application/json, text/event-stream')
    .send(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}","arguments":${args}}}`);
  expect(response.status).toBe(200);
  return (response.body as { result: { isError?: boolean; content: Array<{ text: string }> } }).result;
}

const problemIn = (result: { content: Array<{ text: string }> }) => JSON.parse(result.content[0]?.text ?? '{}') as Record<string, unknown>;

/** One /mcp POST from `localAddress`, read to the end: the answer's text. */
function postFrom(port: number, localAddress: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: '/mcp',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('/mcp under the API rules', () => {
  test.each(['GET', 'DELETE'])(
    'when %s /mcp is sent, then 405 with Allow: POST, since a stateless server keeps no stream or session',
    async (method) => {
      const agent = await mcpClient();
      const response = await (method === 'GET' ? agent.get('/mcp') : agent.delete('/mcp')).set('Accept', 'text/event-stream');
      expectProblem(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBe('POST');
    },
  );

  test("when an answer would pass the client's share of the answer budget, then an error result with the problem and retryAfterSeconds", async () => {
    const agent = await mcpClient({
      answers: { budgetBytes: 64 * 1024 * 1024, perClientBytes: 1024 * 1024, minReadBytesPerSecond: 65_536 },
    });
    // About 1.5 MB of JSON rows, carried twice in the answer (text and structured content): past a 1 MiB share.
    const result = await call(
      agent,
      'mock_data_generator',
      '{"schema":"name:fullName, city:city, pan:pan, gstin:gstin","rows":10000,"format":"json"}',
    );
    expect(result.isError).toBe(true);
    expect(problemIn(result)).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 5 });
    // A small answer from the same client still fits.
    expect((await call(agent, 'gst_calculator', '{"amountPaise":100000,"rate":18}')).isError).toBeFalsy();
  });

  test('when an /mcp answer is left unread, then it counts against the answer budget until its connection is cut, 10 s after the reader last took a byte', async () => {
    // The largest mock-data answer, about 30 MB as MCP writes it (the result as text, escaped again, and as structured
    // content): far more than the kernel's socket buffers take, so most of it waits in the service.
    const args = JSON.stringify({
      schema: JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, `enum(${'"'.repeat(64)})`]))),
      rows: 3300,
      format: 'json',
    });
    const call = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"mock_data_generator","arguments":${args}}}`;
    const app = await testApp({
      answers: { budgetBytes: 48 * 1024 * 1024, perClientBytes: 48 * 1024 * 1024, minReadBytesPerSecond: 65_536 },
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const cut = new Promise<{ finished: boolean; seconds: number }>((resolve) => {
      server.once('request', (_req, res: ServerResponse) => {
        const started = performance.now();
        res.once('close', () => resolve({ finished: res.writableFinished, seconds: (performance.now() - started) / 1000 }));
      });
    });
    const unread = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    try {
      unread.on('error', () => undefined);
      unread.pause();
      unread.write(
        `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(call)}\r\n\r\n${call}`,
      );
      // Another client's same answer does not fit beside the unread one: it was counted from the moment it was produced.
      let refused: Record<string, unknown> = {};
      for (let tries = 0; tries < 100 && refused.code !== 'server_busy'; tries++) {
        const answer = JSON.parse(await postFrom(port, '127.0.0.3', call)) as {
          result: { isError?: boolean; content: Array<{ text: string }> };
        };
        refused = answer.result.isError ? problemIn(answer.result) : {};
        if (refused.code !== 'server_busy') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(refused).toMatchObject({ status: 503, code: 'server_busy', retryAfterSeconds: 5 });
      const { finished, seconds } = await cut;
      expect(finished).toBe(false);
      expect(seconds).toBeGreaterThan(10);
      expect(seconds).toBeLessThan(30);
      // Cut, it holds nothing: the other client's answer is sent.
      const answer = JSON.parse(await postFrom(port, '127.0.0.3', call)) as { result: { isError?: boolean } };
      expect(answer.result.isError).toBeFalsy();
    } finally {
      unread.destroy();
      server.close();
    }
    // 30 MB answers made up to a hundred times, and a 10 s cut: minutes on a loaded two-core CI machine.
  }, 180_000);

  test('when the arguments are nested 100,000 deep, then a validation problem, not an internal error', async () => {
    const agent = await mcpClient();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const result = await call(agent, 'json_formatter', `{"text":"[1]","extra":${deep}}`);
    expect(result.isError).toBe(true);
    expect(problemIn(result)).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  test('when tools are called over /mcp, then /metrics counts each call by tool and problem code', async () => {
    const agent = await mcpClient({ metrics: true });
    await call(agent, 'gst_calculator', '{"amountPaise":100000,"rate":18}');
    await call(agent, 'gst_calculator', '{"amountPaise":-1,"rate":18}');
    const metrics = (await agent.get('/metrics')).text;
    expect(metrics).toContain('utility_tools_mcp_calls_total{tool="gst-calculator",code="none"} 1');
    expect(metrics).toContain('utility_tools_mcp_calls_total{tool="gst-calculator",code="validation_failed"} 1');
    expect(metrics).toMatch(/utility_tools_mcp_call_duration_seconds_count\{tool="gst-calculator"\} 2/);
  });
});
