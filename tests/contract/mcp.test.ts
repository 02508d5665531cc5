import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import request from 'supertest';
import { operations, spec } from '../../src/common/operations';
import { testApp } from '../support/app';

// The API's tools as an MCP server, over both transports, driven by the official TypeScript SDK's client (which also
// checks each structured result against the tool's output schema): one tool per operation, named by its operationId,
// typed by the spec, and answering exactly as POST /api/v1/{tool} does.

const gst = { amountPaise: 100000, rate: 18 };

async function listening(): Promise<{ server: Server; url: URL }> {
  const app = await testApp();
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`) };
}

const problemOf = (result: object): Record<string, unknown> =>
  JSON.parse(((result as { content: { text: string }[] }).content[0] as { text: string }).text) as Record<string, unknown>;

describe('MCP over streamable HTTP (/mcp)', () => {
  let server: Server;
  let client: Client;
  beforeAll(async () => {
    const started = await listening();
    server = started.server;
    client = new Client({ name: 'contract-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(started.url));
  });
  afterAll(async () => {
    await client.close();
    server.close();
  });

  test('when the tools are listed, then there is one per operation, named by its operationId, with the spec schemas and the hints', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...Object.keys(operations), 'batch'].sort());
    for (const tool of tools.filter(({ name }) => name !== 'batch')) {
      expect([tool.name, tool.inputSchema.type, tool.outputSchema?.type]).toEqual([tool.name, 'object', 'object']);
      expect(tool.annotations).toEqual({
        readOnlyHint: true,
        // The spec's x-idempotent (tests/contract/idempotent.test.ts holds it to the tools' answers).
        idempotentHint: operations[tool.name as keyof typeof operations].idempotent,
        openWorldHint: false,
      });
    }
    const calculator = tools.find((tool) => tool.name === 'gst_calculator');
    expect(calculator?.description).toMatch(/^GST.*Errors \(422 problems\): .*Full reference: \/docs#operation\/gst_calculator\.$/);
    // Sized for an agent's context window (issue 26): the whole list at most 40 KB; the long texts stay in the spec.
    expect(Buffer.byteLength(JSON.stringify({ tools }))).toBeLessThanOrEqual(40 * 1024);
    // The request schemas keep what validation uses: the bounds, enums and required fields of the spec.
    const specInput = (spec as any).paths['/gst-calculator'].post.requestBody.content['application/json'].schema;
    expect(calculator?.inputSchema.required).toEqual(specInput.required);
    expect((calculator?.inputSchema.properties as any).amountPaise.maximum).toBe(specInput.properties.amountPaise.maximum);
    expect(Object.keys(calculator?.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['amountPaise', 'rate', 'mode', 'supply']),
    );
    expect(Object.keys(calculator?.outputSchema?.properties ?? {})).toContain('totalPaise');
  });

  test("when batch is listed, then its input is the spec's batch request held to 100 calls, with the tools' names as tool", async () => {
    const batch = (await client.listTools()).tools.find((tool) => tool.name === 'batch');
    const calls = (batch?.inputSchema.properties as any).calls;
    expect([calls.minItems, calls.maxItems, calls.items.required]).toEqual([1, 100, ['tool', 'body']]);
    expect(calls.items.properties.tool.enum).toEqual(Object.values(operations).map(({ tool }) => tool));
    expect(batch?.description).toMatch(/^At most 100 calls/);
    expect(batch?.annotations).toEqual({ readOnlyHint: true, idempotentHint: false, openWorldHint: false });
  });

  test("when batch is called with the spec's mixed example (a misspelt tool, a refused body), then its structured result is POST /api/v1/batch's answer, one item each", async () => {
    const example = (spec as any).paths['/batch'].post.requestBody.content['application/json'].examples.mixed.value;
    const result = await client.callTool({ name: 'batch', arguments: example });
    expect(result.isError).toBeFalsy();
    const items = (result.structuredContent as { items: Array<{ index: number; status: number; problem?: { code: string } }> }).items;
    expect(items.map(({ index, status, problem }) => [index, status, problem?.code])).toEqual([
      [0, 200, undefined],
      [1, 404, 'tool_not_found'],
      [2, 200, undefined],
      [3, 422, 'validation_failed'],
    ]);
    const app = await testApp();
    const overHttp = await request(app.callback()).post('/api/v1/batch').send(example);
    // The same items; an unknown tool's recovery is worded for MCP, as a single call's is.
    const recovery = (answer: any) => answer.items[1].problem.recovery as string;
    expect(recovery(result.structuredContent)).toBe(
      'Call "gstin-validator" if that is the tool you meant; the list of tools names every one.',
    );
    const withoutRecovery = (answer: any) => ({
      items: answer.items.map((item: any, at: number) => (at === 1 ? { ...item, problem: { ...item.problem, recovery: '' } } : item)),
    });
    expect(withoutRecovery(result.structuredContent)).toEqual(withoutRecovery(overHttp.body));
  });

  test('when batch is given 101 calls, then an error result with the validation problem pointing at /calls, and nothing runs', async () => {
    const calls = Array.from({ length: 101 }, () => ({ tool: 'gst-calculator', body: gst }));
    const result = await client.callTool({ name: 'batch', arguments: { calls } });
    expect(result.isError).toBe(true);
    expect(problemOf(result)).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/calls', message: 'must NOT have more than 100 items (it has 101)' }],
    });
    const notBatch = await client.callTool({ name: 'batch', arguments: { calls: [{ tool: 'gst-calculator' }] } });
    expect(problemOf(notBatch)).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [{ pointer: '/calls/0/body', message: expect.stringMatching(/^is required/) }],
    });
  });

  test("when batch's calls pass the client's rate limit, then each counts as one request, as over HTTP: the last ones are 429 items", async () => {
    const app = await testApp({ rateLimit: { points: 5, windowSeconds: 60 } });
    const calls = Array.from({ length: 6 }, () => ({ tool: 'gst-calculator', body: gst }));
    const response = await request(app.callback())
      .post('/mcp')
      .set('Content-Type', 'application/json')
      .set('Accept', 'application/json, text/event-stream')
      .send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'batch', arguments: { calls } } });
    const items = response.body.result.structuredContent.items as Array<{ status: number; problem?: Record<string, unknown> }>;
    // The /mcp request took one of the 5; the batch's other 5 calls, four more: the last call is not run.
    expect(items.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(items[5]?.problem).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(response.headers['ratelimit-remaining']).toBe('0');
    const next = await request(app.callback()).post('/api/v1/gst-calculator').send(gst);
    expect(next.status).toBe(429);
  });

  test('when a tool is called, then its structured result is what POST /api/v1/{tool} answers', async () => {
    const result = await client.callTool({ name: 'gst_calculator', arguments: gst });
    expect(result.isError).toBeFalsy();
    const app = await testApp();
    const overHttp = await request(app.callback()).post('/api/v1/gst-calculator').send(gst);
    expect(result.structuredContent).toEqual(overHttp.body.result);
    expect(result.structuredContent).toMatchObject({ totalPaise: 118000, cgstPaise: 9000, sgstPaise: 9000 });
  });

  test("when every tool is called with its spec examples, then each answers, and the client finds every result valid against the tool's output schema", async () => {
    const paths = (
      spec as {
        paths: Record<
          string,
          { post: { operationId: string; requestBody: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }
        >;
      }
    ).paths;
    let calls = 0;
    for (const item of Object.values(paths)) {
      const { operationId, requestBody } = item.post;
      // The compositions (batch, pipeline) are not MCP tools.
      if (!Object.hasOwn(operations, operationId)) continue;
      for (const [name, example] of Object.entries(requestBody.content['application/json']?.examples ?? {})) {
        const result = await client.callTool({ name: operationId, arguments: example.value as Record<string, unknown> });
        expect([operationId, name, result.isError ?? false]).toEqual([operationId, name, false]);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThanOrEqual(Object.keys(operations).length);
  }, 60_000);

  test('when a body is over BODY_LIMIT_BYTES or not JSON, then the same problem answers as on the API, before the transport reads it', async () => {
    const app = await testApp({ bodyLimitBytes: 2048 });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'base64_encode_decode', arguments: { text: 'x'.repeat(4000), mode: 'encode' } },
    };
    const tooLarge = await request(app.callback()).post('/mcp').set(headers).send(call);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'payload_too_large']);
    const notJson = await request(app.callback()).post('/mcp').set(headers).send('{"jsonrpc":');
    expect([notJson.status, notJson.body.code]).toEqual([400, 'invalid_json_body']);
    const small = await request(app.callback())
      .post('/mcp')
      .set(headers)
      .send({ ...call, params: { ...call.params, arguments: { text: 'x', mode: 'encode' } } });
    expect([small.status, small.body.result?.structuredContent?.base64]).toEqual([200, 'eA==']);
  });

  test('when the arguments break the schema or the tool refuses them, then an error result holds the problem JSON', async () => {
    const invalid = await client.callTool({ name: 'gst_calculator', arguments: { amountPaise: 'lots', rate: 18 } });
    expect(invalid.isError).toBe(true);
    expect(problemOf(invalid)).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: [expect.objectContaining({ pointer: '/amountPaise' })],
    });
    const refused = await client.callTool({ name: 'base64_encode_decode', arguments: { text: '@@@', mode: 'decode' } });
    expect(refused.isError).toBe(true);
    expect(problemOf(refused)).toMatchObject({ status: 422, code: 'invalid_base64', type: '/problems/invalid_base64' });
    const unknown = await client.callTool({ name: 'no_such_tool', arguments: {} });
    expect(problemOf(unknown)).toMatchObject({ status: 404, code: 'tool_not_found' });
  });
});
