import { memoryLog } from '../support/log';
import { ProblemError } from '../../src/problems/problem';
import { callTool, expectProblem, testClient, useTestClient } from '../support/app';

const client = useTestClient();
const valid = { text: 'hello', mode: 'encode' };

describe('one entry per field', () => {
  test('when rate is the string "18", then one entry for /rate names the allowed values (the type is implied)', async () => {
    const problem = expectProblem(await callTool(client, 'gst-calculator', { amountPaise: 100, rate: '18' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rate', message: 'must be one of 0, 3, 5, 12, 18, 28, 40' }]);
    expect(problem.errorCount).toBe(1);
  });

  test('when one field breaks two rules that name no values, then they read as one message joined by "and"', async () => {
    const problem = expectProblem(
      await callTool(client, 'uuid-generator', { version: 'v4', format: 'standard', count: 0.5 }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/count', message: 'must be integer (got a number with a fraction) and must be >= 1' }]);
  });
});

describe('methods on pages and documents', () => {
  test.each(['/docs', '/problems', '/problems/validation_failed', '/healthz'])(
    'when %s is sent a POST, then 405 with Allow: GET, HEAD and a recovery that says to read it with GET',
    async (path) => {
      const response = await client.post(path);
      const problem = expectProblem(response, 405, 'method_not_allowed');
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(problem.recovery).toBe(`Read ${path} with GET (HEAD for the headers alone); tools are called with POST under /api/v1.`);
    },
  );

  test('when a spec document is sent DELETE, then the recovery says GET, not POST', async () => {
    const response = await client.delete('/api/v1/openapi.json');
    const problem = expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(problem.recovery).toBe('Read /api/v1/openapi.json with GET (HEAD for the headers alone); tools are called with POST.');
  });

  test('when a tool is sent GET, then 405 with Allow: POST and the tool recovery', async () => {
    const response = await client.get('/api/v1/gst-calculator');
    const problem = expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('POST');
    expect(problem.recovery).toContain('POST with a JSON object body');
  });
});

describe('tool names', () => {
  // RFC 3986 §6.2.2.2: %2D is "-", an unreserved character, so the two URLs are the same resource.
  test('when the tool name percent-encodes unreserved characters, then it reaches the tool', async () => {
    const response = await client.post('/api/v1/base64%2Dencode%2ddecode').set('Content-Type', 'application/json').send(valid);
    expect(response.status).toBe(200);
    expect(response.body.tool).toBe('base64-encode-decode');
  });

  test('when a reserved character is percent-encoded, then it stays encoded and names no tool', async () => {
    const problem = expectProblem(await client.post('/api/v1/gst%2Fcalculator').send({}), 404, 'tool_not_found');
    expect(problem.detail).toContain('gst%2Fcalculator');
  });

  // RFC 3986 §2.1: "%" and two hexadecimal digits, encoding UTF-8 octets; decodeURIComponent threw URIError on the rest (a 500).
  test.each([
    ['GET', '/tools/%ff', 'its percent-escapes do not encode UTF-8'],
    ['GET', '/tools/json%zzformatter', '"%zz" at character 12 is not "%" followed by two hexadecimal digits'],
    ['GET', '/tools/%', '"%" at character 8 is not "%" followed by two hexadecimal digits'],
    ['GET', '/tools/assets/%E0%A4', 'its percent-escapes do not encode UTF-8'],
    ['POST', '/api/v1/base64-encode-decode%ff', 'its percent-escapes do not encode UTF-8'],
    ['POST', '/api/v1/%zz', '"%zz" at character 9 is not "%" followed by two hexadecimal digits'],
    ['GET', '/api/v1/openapi.json%C0%AF', 'its percent-escapes do not encode UTF-8'],
    ['GET', '/problems/%ff', 'its percent-escapes do not encode UTF-8'],
    ['GET', '/docs/%', '"%" at character 7 is not "%" followed by two hexadecimal digits'],
    ['POST', '/mcp%ff', 'its percent-escapes do not encode UTF-8'],
    ['GET', '/healthz%f', '"%f" at character 9 is not "%" followed by two hexadecimal digits'],
  ])('when %s %s has a malformed percent-escape, then 400 bad_request, not a 500', async (method, path, why) => {
    const sent = method === 'GET' ? client.get(path) : client.post(path).set('Content-Type', 'application/json').send(valid);
    const problem = expectProblem(await sent, 400, 'bad_request');
    expect(problem.detail).toBe(`The path cannot be read: ${why}.`);
  });

  test('when a path percent-encodes UTF-8, then it is read as before: a tool page for an unknown name is the page with 404', async () => {
    const response = await client.get('/tools/%E0%A4%95').set('Accept-Encoding', 'identity');
    expect([response.status, response.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });

  test.each([
    { given: 'base64-encode-decod', want: 'base64-encode-decode' },
    { given: 'GST-Calculator', want: 'gst-calculator' },
    { given: 'jwt-decode', want: 'jwt-decoder' },
    { given: 'uuid_generator', want: 'uuid-generator' },
  ])('when the tool is misspelt as $given, then 404 suggests $want', async ({ given, want }) => {
    const problem = expectProblem(await callTool(client, given, valid), 404, 'tool_not_found');
    expect(problem.detail).toBe(`No tool is named "${given}"; did you mean "${want}"?`);
    expect(problem.recovery).toContain(`/api/v1/${want}`);
  });

  test('when the name is far from every tool, then 404 suggests nothing and points at the tool list', async () => {
    const problem = expectProblem(await callTool(client, 'weather', valid), 404, 'tool_not_found');
    expect(problem.detail).toBe('No tool is named "weather".');
    expect(problem.recovery).toContain('GET /api/v1/tools lists every tool');
  });

  test('when the name is 10,000 characters, then the 404 quotes at most 100 and suggests nothing', async () => {
    const problem = expectProblem(await callTool(client, 'a'.repeat(10_000), valid), 404, 'tool_not_found');
    expect(String(problem.detail).length).toBeLessThan(140);
  });
});

describe('the problem catalogue', () => {
  test('GET /problems with Accept: application/json answers the catalogue as JSON, one entry per code', async () => {
    const response = await client.get('/problems').set('Accept', 'application/json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.vary).toMatch(/Accept/);
    const codes = (response.body.problems as Array<{ code: string }>).map(({ code }) => code);
    expect(codes).toEqual(expect.arrayContaining(['validation_failed', 'invalid_note', 'tool_not_found', 'server_busy']));
    expect(response.body.problems.find((entry: { code: string }) => entry.code === 'payload_too_large')).toEqual({
      code: 'payload_too_large',
      type: '/problems/payload_too_large',
      status: 413,
      title: 'Payload too large',
      description: expect.any(String),
      recovery: expect.any(String),
    });
  });

  test('a browser (Accept: text/html, */*) still gets the HTML index', async () => {
    const response = await client.get('/problems').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  test('a problem page renders its Markdown: backticks become <code>', async () => {
    const page = await client.get('/problems/validation_failed');
    expect(page.text).toContain('<code>errors</code>');
    expect(page.text).not.toContain('`');
  });

  test('an unknown problem code is a 404 whose recovery points at /problems', async () => {
    const problem = expectProblem(await client.get('/problems/nope'), 404, 'not_found');
    expect(problem.recovery).toMatch(/^GET \/problems lists every problem code/);
  });
});

describe('the favicon', () => {
  test.each(['/favicon.ico', '/favicon.svg'])('%s is an SVG icon', async (path) => {
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(String(response.body)).toMatch(/^<svg /);
  });
});

describe('VALIDATE_RESPONSES covers problems too', () => {
  test('when a handler answers a 422 the spec does not describe, then 500 and a log line instead', async () => {
    const { handlers } = await import('../../src/tools/registry');
    const { log, records } = memoryLog();
    const broken = await testClient(
      {},
      {
        log,
        handlers: {
          ...handlers,
          base64_encode_decode: () => {
            throw new ProblemError('validation_failed', 'a validation_failed without errors matches neither 422 schema');
          },
        },
      },
    );
    expectProblem(await callTool(broken, 'base64-encode-decode', valid), 500, 'engine_error');
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'response_invalid',
        operationId: 'base64_encode_decode',
        status: 422,
        reqId: expect.any(String),
      }),
    );
  });
});
