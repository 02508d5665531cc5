import { silentLogger } from '../../src/http/log';
import { memoryLog } from '../support/log';
import { callTool, expectProblem, testClient, useTestClient } from '../support/app';

const tool = '/api/v1/base64-encode-decode';
const valid = { text: 'hello', mode: 'encode' };

describe('problem responses', () => {
  const client = useTestClient();

  test('when the tool segment is unknown, then 404 tool_not_found names it and points at the tool list', async () => {
    const body = expectProblem(await callTool(client, 'base65-encode', valid), 404, 'tool_not_found');
    expect(body.detail).toContain('"base65-encode"');
    expect(body.recovery).toContain('/api/v1/tools');
  });

  test('when a path outside the API is requested, then 404 not_found is a problem too', async () => {
    expectProblem(await client.get('/nothing-here'), 404, 'not_found');
  });

  test.each(['get', 'put', 'delete', 'patch'] as const)(
    'when a tool is called with %s, then 405 method_not_allowed with Allow: POST',
    async (method) => {
      const response = await client[method](tool);
      expectProblem(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBe('POST');
    },
  );

  test.each([
    { name: 'text/plain', type: 'text/plain', body: 'hello' },
    { name: 'a form', type: 'application/x-www-form-urlencoded', body: 'text=hello&mode=encode' },
  ])('when the body is $name, then 415 unsupported_media_type', async ({ type, body }) => {
    const response = await client.post(tool).set('Content-Type', type).send(body);
    expectProblem(response, 415, 'unsupported_media_type');
    expect(response.body.detail).toContain(type);
  });

  test('when the request has no Content-Type, then 415 says so', async () => {
    const response = await client.post(tool).send(Buffer.from(JSON.stringify(valid)));
    expect(expectProblem(response, 415, 'unsupported_media_type').detail).toContain('no Content-Type');
  });

  test('when the media type is application/json with a charset or a +json suffix, then it is accepted', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/problem+json']) {
      const response = await client.post(tool).set('Content-Type', type).send(JSON.stringify(valid));
      expect(response.status).toBe(200);
    }
  });

  test.each([
    { name: 'truncated JSON', body: '{"text": "hi", ', detail: 'not valid JSON' },
    { name: 'single quotes', body: "{'text': 'hi'}", detail: 'not valid JSON' },
    { name: 'an array', body: '[1, 2]', detail: 'got an array' },
    { name: 'null', body: 'null', detail: 'got null' },
    { name: 'a string', body: '"text"', detail: 'got a string' },
    { name: 'a number', body: '42', detail: 'got a number' },
    { name: 'empty', body: '', detail: 'The body is empty' },
    { name: 'a __proto__ key', body: '{"__proto__": {"x": 1}, "text": "a", "mode": "encode"}', detail: 'contains a "__proto__" key' },
    { name: 'a nested __proto__ key', body: '{"text": "a", "mode": "encode", "x": {"__proto__": 0}}', detail: 'prototype-poisoning' },
  ])('when the body is $name, then 400 invalid_json_body', async ({ body, detail }) => {
    const response = await client.post(tool).set('Content-Type', 'application/json').send(body);
    expect(expectProblem(response, 400, 'invalid_json_body').detail).toContain(detail);
  });

  test('when the body violates the schema in several places, then 422 lists one pointer per violation', async () => {
    const response = await callTool(client, 'base64-encode-decode', { text: 5, mode: 'sideways', extra: true });
    const body = expectProblem(response, 422, 'validation_failed');
    expect(body.errors).toEqual([
      { pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' },
      { pointer: '/text', message: expect.stringMatching(/^must be string \(got /) },
      { pointer: '/mode', message: 'must be one of "encode", "decode"' },
    ]);
  });

  test('when a property is unknown, then a near one is suggested and the recovery names every property the tool takes', async () => {
    const slip = expectProblem(await callTool(client, 'gst-calculator', { amountPase: 100, rate: 18 }), 422, 'validation_failed');
    expect(slip.errors).toContainEqual({ pointer: '/amountPase', message: expect.stringMatching(/did you mean "amountPaise"\?$/) });
    const other = expectProblem(
      await callTool(client, 'curl-to-code', { curl: 'curl https://x.io', language: 'python' }),
      422,
      'validation_failed',
    );
    expect(JSON.stringify(other.errors)).not.toContain('did you mean');
    expect(other.recovery).toContain('curl-to-code takes "curl", "target", "shell"');
  });

  test('when required properties are missing, then each is named', async () => {
    const body = expectProblem(await callTool(client, 'base64-encode-decode', {}), 422, 'validation_failed');
    expect(body.errors).toEqual([
      { pointer: '/text', message: expect.stringMatching(/^is required/) },
      { pointer: '/mode', message: expect.stringMatching(/^is required/) },
    ]);
  });

  test('when a property name needs escaping, then its pointer follows RFC 6901', async () => {
    const body = expectProblem(await callTool(client, 'base64-encode-decode', { ...valid, 'a/b~c': 1 }), 422, 'validation_failed');
    expect(body.errors).toEqual([{ pointer: '/a~1b~0c', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when the input passes the schema but the tool cannot use it, then 422 carries the tool code', async () => {
    const body = expectProblem(await callTool(client, 'base64-encode-decode', { text: 'ab!c', mode: 'decode' }), 422, 'invalid_base64');
    expect(body.detail).toContain('"!"');
  });

  test('a problem type URL resolves to a page that explains the code', async () => {
    const problem = expectProblem(await callTool(client, 'nope', valid), 404, 'tool_not_found');
    expect(problem.type).toBe('/problems/tool_not_found');
    const page = await client.get(String(problem.type));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('tool_not_found');
    expect(page.text).toContain('Tool not found');
  });

  test('the problem index lists every code, and an unknown code is a 404 problem', async () => {
    const index = await client.get('/problems');
    for (const code of ['validation_failed', 'rate_limited', 'invalid_base64', 'engine_error']) expect(index.text).toContain(code);
    expectProblem(await client.get('/problems/no_such_code'), 404, 'not_found');
  });
});

describe('body size limit', () => {
  test('when the body is larger than BODY_LIMIT_BYTES, then 413 payload_too_large', async () => {
    const client = await testClient({ bodyLimitBytes: 1024 });
    const response = await callTool(client, 'base64-encode-decode', { text: 'x'.repeat(2048), mode: 'encode' });
    expectProblem(response, 413, 'payload_too_large');
    expect((await callTool(client, 'base64-encode-decode', { text: 'x'.repeat(900), mode: 'encode' })).status).toBe(200);
  });

  test('the default limit is 1 MiB', async () => {
    const client = await testClient();
    const justUnder = { text: 'x'.repeat(1024 * 1024 - 40), mode: 'encode' };
    expect((await callTool(client, 'base64-encode-decode', justUnder)).status).toBe(200);
    expectProblem(
      await callTool(client, 'base64-encode-decode', { text: 'x'.repeat(1024 * 1024), mode: 'encode' }),
      413,
      'payload_too_large',
    );
  });
});

describe('unexpected failures', () => {
  test('when an engine throws, then 500 engine_error without internals, and the failure is logged without the body or the message', async () => {
    const { log: logger, records, lines } = memoryLog();
    const { handlers } = await import('../../src/tools/registry');
    const client = await testClient(
      { accessLog: true },
      {
        log: logger,
        handlers: {
          ...handlers,
          base64_encode_decode: () => {
            throw new TypeError('secret internal state at /srv/engine.ts:42');
          },
        },
      },
    );
    const response = await callTool(client, 'base64-encode-decode', { text: 'my-private-text', mode: 'encode' });
    const body = expectProblem(response, 500, 'engine_error');
    expect(JSON.stringify(body)).not.toMatch(/secret|engine\.ts|TypeError|\bat \//);
    const log = lines.join('');
    const failure = records.find((record) => record.msg === 'engine_error');
    expect(failure).toMatchObject({
      level: 50,
      method: 'POST',
      path: '/api/v1/base64-encode-decode',
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(failure?.failure).toMatch(/^TypeError\n\s+at /);
    expect(records).toContainEqual(expect.objectContaining({ msg: 'answered', status: 500, code: 'engine_error' }));
    expect(log).not.toContain('secret internal state');
    expect(log).not.toContain('my-private-text');
  });

  test('when a result does not match the spec and response validation is on, then 500 instead of a wrong 200', async () => {
    const { handlers } = await import('../../src/tools/registry');
    const client = await testClient(
      {},
      { log: silentLogger, handlers: { ...handlers, base64_encode_decode: () => ({ mode: 'encode' }) as never } },
    );
    expectProblem(await callTool(client, 'base64-encode-decode', valid), 500, 'engine_error');
  });
});
