import { memoryLog } from '../support/log';
import { loadConfig } from '../../src/config';
import { createApp } from '../../src/app';
import { callTool, expectProblem, testClient, useTestClient } from '../support/app';
import { specDocument, specTools } from '../support/spec';

describe('rate limiting', () => {
  test('every /api/v1 response carries RateLimit-* headers, errors included', async () => {
    const client = await testClient({ rateLimit: { points: 50, windowSeconds: 60 } });
    const responses = [
      await callTool(client, 'base64-encode-decode', { text: 'a', mode: 'encode' }),
      await callTool(client, 'base64-encode-decode', {}),
      await callTool(client, 'nope', {}),
      // The spec counts against the page quota, apart from the tools': the first of its own.
      await client.get('/api/v1/openapi.json'),
    ];
    responses.forEach((response, index) => {
      expect(response.headers['ratelimit-limit']).toBe('50');
      expect(response.headers['ratelimit-remaining']).toBe(String(index === 3 ? 49 : 49 - index));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
      // The served spec is a page: it counts in the pages' own policy.
      const policy = index === 3 ? 'pages' : 'api';
      expect(response.headers['ratelimit-policy']).toBe(`"${policy}";q=50;w=60`);
      // The draft's structured field carries the same numbers as the older fields.
      expect(response.headers.ratelimit).toBe(
        `"${policy}";r=${response.headers['ratelimit-remaining']};t=${response.headers['ratelimit-reset']}`,
      );
    });
  });

  test('when a client goes over the limit, then 429 rate_limited with Retry-After; other clients are not affected', async () => {
    const client = await testClient({ rateLimit: { points: 2, windowSeconds: 30 }, trustProxy: ['loopback'] });
    const call = (ip: string) =>
      client
        .post('/api/v1/hash-generator')
        .set('X-Forwarded-For', ip)
        .set('Content-Type', 'application/json')
        .send({ text: 'a', algorithms: ['sha256'] });
    expect((await call('203.0.113.7')).status).toBe(200);
    expect((await call('203.0.113.7')).status).toBe(200);
    const limited = await call('203.0.113.7');
    expectProblem(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect((await call('198.51.100.1')).status).toBe(200);
  });
});

describe('documentation and metadata', () => {
  const client = useTestClient();

  test('GET /docs serves the Redoc page as one self-contained file', async () => {
    const response = await client.get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    expect(html.includes('Utility Tools API')).toBe(true);
    // Nothing is loaded from elsewhere: scripts are inlined, no external stylesheets, no web fonts.
    const externalLoads =
      html.match(
        /<script[^>]+src=["']?(https?:)?\/\/[^"'\s>]+|<link[^>]+href=["']?(https?:)?\/\/[^"'\s>]+|@import\s+url\(["']?https?:[^)]+|fonts\.googleapis\.com/gi,
      ) ?? [];
    expect(externalLoads).toEqual([]);
    // The Redoc application is inlined as a module script (no src), so the page runs with nothing else served.
    expect(html).toMatch(/<script type="module">(?!<\/script>)/);
    const missing = specTools.filter((tool) => !html.includes(`/${tool}`));
    expect(missing).toEqual([]);
  });

  test('GET / redirects to the docs', async () => {
    const response = await client.get('/');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/docs');
  });

  test('the spec is served as YAML and JSON, and both say the same', async () => {
    const yaml = await client.get('/api/v1/openapi.yaml');
    const json = await client.get('/api/v1/openapi.json');
    expect(yaml.headers['content-type']).toMatch(/^application\/yaml/);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.body).toEqual(specDocument);
    expect(yaml.text).toContain('openapi: 3.1.0');
  });

  test.each(['/api/v1/tools', '/api/v1', '/api/v1/'])('GET %s lists every tool in the spec', async (path) => {
    const response = await client.get(path);
    expect(response.body.tools.map((t: { tool: string }) => t.tool).sort()).toEqual([...specTools].sort());
  });

  test('POST to a metadata path is 405 with Allow: GET, HEAD', async () => {
    const response = await client.post('/api/v1/openapi.json').set('Content-Type', 'application/json').send('{}');
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  test('GET /healthz answers 200', async () => {
    const response = await client.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('privacy', () => {
  test('the access log carries request id, method, path, status and duration only: never bodies, query strings or results', async () => {
    const { log, records, lines } = memoryLog();
    const client = await testClient({ accessLog: true, accessLogSuccessEvery: 1 }, { log });
    await client
      .post('/api/v1/base64-encode-decode?token=qz-secret')
      .set('Content-Type', 'application/json')
      .send({ text: 'confidential-input', mode: 'encode' });
    await client
      .post('/api/v1/base64-encode-decode')
      .set('Content-Type', 'application/json')
      .send({ text: 'Y29uZmlkZW50aWFs', mode: 'decode' });
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'pid', 'reqId', 'status', 'time', 'tool']);
      expect(record).toMatchObject({
        level: 30,
        msg: 'answered',
        method: 'POST',
        path: '/api/v1/base64-encode-decode',
        tool: 'base64-encode-decode',
        status: 200,
      });
      expect(record.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(record.ms).toEqual(expect.any(Number));
    }
    // Words no request id can hold: a UUID is hex, and the query value was once "abc", which the two ids held about one run in 70.
    expect(lines.join('')).not.toMatch(/confidential|Y29uZmlkZW50aWFs|token|qz-secret/);
  });

  test('many requests at once: one valid line each, problems with their code, a quoted path kept', async () => {
    const { log, records } = memoryLog();
    const client = await testClient({ accessLog: true, accessLogSuccessEvery: 1 }, { log });
    const body = { text: 'x', mode: 'encode' };
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => client.post('/api/v1/base64-encode-decode').send(body)),
      client.post('/api/v1/base64-encode-decode').send({ text: 'x', mode: 'sideways' }),
      client.get('/api/v1/no-such-"tool"'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(20).fill(200), 422, 404]);
    expect(records).toHaveLength(22);
    expect(records.filter((record) => record.status === 200 && record.code === undefined)).toHaveLength(20);
    expect(records).toContainEqual(expect.objectContaining({ status: 422, code: 'validation_failed', tool: 'base64-encode-decode' }));
    expect(records).toContainEqual(expect.objectContaining({ status: 404, code: 'tool_not_found', path: '/api/v1/no-such-%22tool%22' }));
  });
});

describe('access log sampling (ACCESS_LOG_SUCCESS_EVERY)', () => {
  test('by default one success in ten is logged, marked sampled: 10, and every problem is logged', async () => {
    const { log, records } = memoryLog();
    const client = await testClient({ accessLog: true }, { log });
    for (let i = 0; i < 25; i++)
      expect((await client.post('/api/v1/base64-encode-decode').send({ text: 'x', mode: 'encode' })).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await client.post('/api/v1/base64-encode-decode').send({ text: 'x', mode: 'sideways' })).status).toBe(422);
    // A success slower than a second is logged whatever the sampling (a loaded machine makes the first call that slow).
    const slow = records.filter((record) => record.status === 200 && (record.ms as number) >= 1000);
    for (const record of slow) expect(record.sampled).toBeUndefined();
    const successes = records.filter((record) => record.status === 200 && (record.ms as number) < 1000);
    expect(successes).toHaveLength(2);
    for (const record of successes) expect(record).toMatchObject({ msg: 'answered', sampled: 10 });
    const problems = records.filter((record) => record.status === 422);
    expect(problems).toHaveLength(3);
    for (const record of problems) expect(record.sampled).toBeUndefined();
  });
});

describe('start-up checks', () => {
  test('the service refuses to start when the handler registry and the spec disagree', async () => {
    const { handlers } = await import('../../src/tools/registry');
    const { base64_encode_decode: _omitted, ...incomplete } = handlers;
    const config = loadConfig({}, { accessLog: false });
    await expect(createApp(config, { handlers: incomplete as typeof handlers })).rejects.toThrow(
      /Missing handlers: \[base64_encode_decode\]/,
    );
    await expect(createApp(config, { handlers: { ...handlers, extra_tool: handlers.hash_generator } as typeof handlers })).rejects.toThrow(
      /handlers for no operation: \[extra_tool\]/,
    );
  });

  test('the spec is sent compressed with an ETag and a cache lifetime, and reading it costs no tool call', async () => {
    const client = await testClient({ rateLimit: { points: 3, windowSeconds: 60 } });
    const spec = await client.get('/api/v1/openapi.json').set('Accept-Encoding', 'br, gzip');
    expect([spec.status, spec.headers['content-encoding'], spec.headers['cache-control'], spec.headers.vary]).toEqual([
      200,
      'br',
      'public, max-age=300',
      'Accept-Encoding',
    ]);
    expect(Object.keys((spec.body as { paths: object }).paths)).toHaveLength(23); // 21 tools, batch and pipeline
    const again = await client
      .get('/api/v1/openapi.json')
      .set('Accept-Encoding', 'br, gzip')
      .set('If-None-Match', spec.headers.etag as string);
    expect([again.status, again.text]).toEqual([304, '']);
    const gzip = await client.get('/api/v1/openapi.yaml').set('Accept-Encoding', 'gzip');
    expect([gzip.headers['content-encoding'], gzip.text.startsWith('openapi: 3.1')]).toEqual(['gzip', true]);
    // Three documents read: the tools' quota of 3 is untouched.
    const call = await callTool(client, 'base64-encode-decode', { text: 'a', mode: 'encode' });
    expect([call.status, call.headers['ratelimit-remaining']]).toEqual([200, '2']);
  });
});
