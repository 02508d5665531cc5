import request from 'supertest';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { silentLogger } from '../../src/http/log';
import { expectProblem, testConfig } from '../support/app';

// /mcp under the API's rules: POST only in stateless mode, the same answer budget and its retry hints, deep
// arguments answered as a problem, and every tool call counted in /metrics.

async function mcpClient(overrides: Partial<Config> = {}) {
  const app = await createApp(testConfig(overrides), { log: silentLogger });
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
