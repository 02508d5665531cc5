import { silentLogger } from '../../src/http/log';
import { handlers } from '../../src/tools/registry';
import type { HandlerMap } from '../../src/common/operations';
import { callTool, expectProblem, testClient, useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// Every error status of the service, on every operation in the spec: new tools are covered with no new test code.
describe.each(specTools)('%s', (tool) => {
  const path = `/api/v1/${tool}`;
  const example = Object.values(toolSpec(tool).examples)[0]?.value as Record<string, unknown>;
  const client = useTestClient();

  test('when the first documented example is sent, then 200', async () => {
    expect((await callTool(client, tool, example)).status).toBe(200);
  });

  test('when called with GET, then 405 with Allow: POST', async () => {
    const response = await client.get(path);
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('POST');
  });

  test('when the body is not JSON, then 400', async () => {
    expectProblem(await client.post(path).set('Content-Type', 'application/json').send('{"oops"'), 400, 'invalid_json_body');
  });

  test('when the content type is not JSON, then 415', async () => {
    expectProblem(await client.post(path).set('Content-Type', 'text/plain').send(JSON.stringify(example)), 415, 'unsupported_media_type');
  });

  test('when the body is over the limit, then 413', async () => {
    const small = await testClient({ bodyLimitBytes: 64 });
    expectProblem(await callTool(small, tool, { ...example, padding: 'x'.repeat(100) }), 413, 'payload_too_large');
  });

  test('when the body is empty, then 422 names every required property', async () => {
    const required = (toolSpec(tool).request.required ?? []) as string[];
    const body = expectProblem(await callTool(client, tool, {}), 422, 'validation_failed');
    expect(body.errors).toEqual(required.map((name) => ({ pointer: `/${name}`, message: expect.stringMatching(/^is required/) })));
  });

  test('when the client is over the rate limit, then 429 with Retry-After', async () => {
    const limited = await testClient({ rateLimit: { points: 1, windowSeconds: 60 } });
    expect((await callTool(limited, tool, example)).status).toBe(200);
    const response = await callTool(limited, tool, example);
    expectProblem(response, 429, 'rate_limited');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('when its engine fails unexpectedly, then 500 engine_error', async () => {
    const failing = { ...handlers, [toolSpec(tool).operationId]: () => Promise.reject(new Error('boom')) } as HandlerMap;
    const broken = await testClient({}, { handlers: failing, log: silentLogger });
    const body = expectProblem(await callTool(broken, tool, example), 500, 'engine_error');
    expect(JSON.stringify(body)).not.toContain('boom');
  });
});
