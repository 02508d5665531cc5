import { gzipSync } from 'node:zlib';
import { callTool, expectProblem, testClient, useTestClient } from '../support/app';

const tool = '/api/v1/base64-encode-decode';
/** Sends a Buffer as its bytes (superagent would JSON-encode it under a JSON content type). */
const raw = (body: unknown): string => body as string;

describe('bytes on the wire', () => {
  const client = useTestClient();

  test('when the body is gzip-compressed, then it is decompressed and answered', async () => {
    const response = await client
      .post(tool)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(raw)
      .send(gzipSync(JSON.stringify({ text: 'hi', mode: 'encode' })));
    expect(response.status).toBe(200);
    expect(response.body.result.base64).toBe('aGk=');
  });

  test.each([
    { name: 'not gzip at all', bytes: Buffer.from('{"text":"hi","mode":"encode"}'), detail: 'it is not valid compressed data' },
    {
      name: 'truncated gzip',
      bytes: gzipSync(JSON.stringify({ text: 'x'.repeat(500), mode: 'encode' })).subarray(0, 20),
      detail: 'truncated',
    },
  ])('when Content-Encoding: gzip carries $name, then 400 invalid_content_encoding says so', async ({ bytes, detail }) => {
    const response = await client
      .post(tool)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(raw)
      .send(bytes);
    expect(expectProblem(response, 400, 'invalid_content_encoding').detail).toContain(detail);
  });

  test('when the Content-Encoding is one the service does not decode, then 415 unsupported_content_encoding', async () => {
    const response = await client.post(tool).set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{}');
    expectProblem(response, 415, 'unsupported_content_encoding');
  });

  test('when a gzip body inflates past the limit, then 413 names the limit and the setting', async () => {
    const small = await testClient({ bodyLimitBytes: 1000 });
    const bomb = gzipSync(JSON.stringify({ text: 'a'.repeat(100_000), mode: 'encode' }));
    const response = await small
      .post(tool)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(raw)
      .send(bomb);
    expect(bomb.length).toBeLessThan(1000);
    expect(expectProblem(response, 413, 'payload_too_large').detail).toBe(
      'The body is larger after decompression than this service accepts: at most 1000 bytes (BODY_LIMIT_BYTES).',
    );
  });

  test.each([
    {
      name: 'a Latin-1 byte',
      bytes: Buffer.concat([Buffer.from('{"text":"caf'), Buffer.from([0xe9]), Buffer.from('","mode":"encode"}')]),
      offset: 12,
    },
    {
      name: 'a UTF-16 surrogate encoded as UTF-8',
      bytes: Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","mode":"encode"}')]),
      offset: 9,
    },
    {
      name: 'a truncated 3-byte sequence',
      bytes: Buffer.concat([Buffer.from('{"text":"ab'), Buffer.from([0xe2, 0x82]), Buffer.from('","mode":"encode"}')]),
      offset: 11,
    },
  ])('when the body has $name, then 400 invalid_utf8 names the byte offset instead of replacing it', async ({ bytes, offset }) => {
    const response = await client.post(tool).set('Content-Type', 'application/json').serialize(raw).send(bytes);
    expect(expectProblem(response, 400, 'invalid_utf8').detail).toContain(`byte ${offset} (0-based offset)`);
  });
});

describe('bounded work and bounded answers', () => {
  const client = useTestClient();

  test('when a body has 80,000 unknown properties, then the 422 lists 20, counts all, and stays small', async () => {
    const body: Record<string, unknown> = { text: 'a', mode: 'encode' };
    for (let i = 0; i < 80_000; i++) body[`k${i}`] = 1;
    const response = await callTool(client, 'base64-encode-decode', body);
    const problem = expectProblem(response, 422, 'validation_failed');
    expect(problem.errors).toHaveLength(20);
    expect(problem.errorCount).toBe(80_000);
    expect(problem.detail).toContain('80000 problems (the first 20 are listed)');
    expect(response.text.length).toBeLessThan(5000);
  });

  test('when 100,000 algorithms are sent, then the schema refuses the array by its maxItems', async () => {
    const response = await callTool(client, 'hash-generator', { text: 'a', algorithms: Array(100_000).fill('bad') });
    const problem = expectProblem(response, 422, 'validation_failed');
    expect(problem.errorCount as number).toBeGreaterThan(20);
    expect(response.text.length).toBeLessThan(5000);
  });

  test.each([
    { tool: 'epoch-converter', body: { value: '1'.repeat(1_000_000), direction: 'to-human', unit: 's' }, pointer: '/value' },
    { tool: 'gstin-validator', body: { gstin: 'Z'.repeat(500_000) }, pointer: '/gstin' },
    { tool: 'jwt-decoder', body: { token: 'a'.repeat(70_000) }, pointer: '/token' },
  ])(
    'when $tool gets an absurdly long string, then the schema refuses it at $pointer without echoing it',
    async ({ tool, body, pointer }) => {
      const response = await callTool(client, tool, body);
      const problem = expectProblem(response, 422, 'validation_failed');
      expect(problem.errors).toEqual([expect.objectContaining({ pointer })]);
      expect(response.text.length).toBeLessThan(2000);
    },
  );

  test('when the tool name is 10,000 characters, then the 404 quotes at most 100 of them', async () => {
    const response = await client
      .post(`/api/v1/${'x'.repeat(10_000)}`)
      .set('Content-Type', 'application/json')
      .send('{}');
    const problem = expectProblem(response, 404, 'tool_not_found');
    expect(String(problem.detail)).toContain('x'.repeat(99) + '…');
    expect(String(problem.instance).length).toBeLessThanOrEqual(100);
    expect(response.text.length).toBeLessThan(1000);
  });

  test('when an unknown property name is 100,000 characters, then its pointer is cut to 100', async () => {
    const response = await callTool(client, 'base64-encode-decode', { text: 'a', mode: 'encode', ['p'.repeat(100_000)]: 1 });
    const problem = expectProblem(response, 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: `/${'p'.repeat(99)}…`, message: expect.any(String) }]);
  });
});

describe('headers an attacker controls', () => {
  test('when the Host header carries markup, then no problem body contains it: type URLs are relative', async () => {
    const client = await testClient();
    const response = await client
      .post('/api/v1/nope')
      .set('Host', '"><script>alert(1)</script>')
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(expectProblem(response, 404, 'tool_not_found').type).toBe('/problems/tool_not_found');
    expect(response.text).not.toContain('script');
  });

  test('when PUBLIC_BASE_URL is set, then type URLs start with it whatever the Host header says', async () => {
    const client = await testClient({ publicBaseUrl: 'https://tools.example.in' });
    const response = await client.post('/api/v1/nope').set('Host', 'evil.example').set('Content-Type', 'application/json').send('{}');
    expect(expectProblem(response, 404, 'tool_not_found').type).toBe('https://tools.example.in/problems/tool_not_found');
  });

  test.each([
    { trustProxy: false as const, name: 'no proxy is trusted', limitedAfter: 2 },
    { trustProxy: 1, name: 'one hop is trusted', limitedAfter: Infinity },
  ])(
    'when $name and the client rotates the leftmost X-Forwarded-For entry, then the key is the address the trusted proxy appended',
    async ({ trustProxy, limitedAfter }) => {
      const client = await testClient({ trustProxy, rateLimit: { points: 2, windowSeconds: 60 } });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The proxy (the socket, 127.0.0.1) appended the real client, 198.51.100.<i>; the client wrote the entry before it.
        const forwarded = `203.0.113.${i}, 198.51.100.${i}`;
        statuses.push(
          (
            await client
              .post('/api/v1/hash-generator')
              .set('X-Forwarded-For', forwarded)
              .set('Content-Type', 'application/json')
              .send({ text: 'a', algorithms: ['sha256'] })
          ).status,
        );
      }
      expect(statuses).toEqual(statuses.map((_, i) => (i < limitedAfter ? 200 : 429)));
    },
  );

  test('when one hop is trusted and one client rotates only the entries it writes, then it still meets 429', async () => {
    const client = await testClient({ trustProxy: 1, rateLimit: { points: 2, windowSeconds: 60 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const forwarded = `10.0.0.${i}, 198.51.100.77`;
      statuses.push(
        (
          await client
            .post('/api/v1/hash-generator')
            .set('X-Forwarded-For', forwarded)
            .set('Content-Type', 'application/json')
            .send({ text: 'a', algorithms: ['sha256'] })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe('browser callers and safe headers', () => {
  const client = useTestClient({ rateLimit: { points: 3, windowSeconds: 60 } });

  test('when a browser sends a preflight, then 204 with the CORS grant, and it costs no rate-limit budget', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await client
        .options(tool)
        .set('Origin', 'https://app.example')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['ratelimit-remaining']).toBeUndefined();
    }
    const real = await client
      .post(tool)
      .set('Origin', 'https://app.example')
      .set('Content-Type', 'application/json')
      .send({ text: 'a', mode: 'encode' });
    expect(real.status).toBe(200);
    expect(real.headers['ratelimit-remaining']).toBe('2');
    expect(real.headers['access-control-allow-origin']).toBe('*');
    expect(real.headers['access-control-allow-credentials']).toBeUndefined();
    expect(real.headers['access-control-expose-headers']?.split(',')).toEqual([
      'RateLimit',
      'RateLimit-Policy',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      'X-Request-Id',
    ]);
  });

  test('when CORS_ORIGINS lists origins, then only those get a grant', async () => {
    const restricted = await testClient({ corsOrigins: ['https://app.example'] });
    const allowed = await restricted
      .post(tool)
      .set('Origin', 'https://app.example')
      .set('Content-Type', 'application/json')
      .send({ text: 'a', mode: 'encode' });
    const other = await restricted
      .post(tool)
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'application/json')
      .send({ text: 'a', mode: 'encode' });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toContain('Origin');
  });

  test('every API answer, success or problem, says nosniff and carries a request id; tool answers are no-store, the spec cacheable', async () => {
    const fresh = await testClient();
    const answers = [
      await fresh.post(tool).set('Content-Type', 'application/json').send({ text: 'a', mode: 'encode' }),
      await fresh.post(tool).set('Content-Type', 'text/plain').send('x'),
    ];
    const spec = await fresh.get('/api/v1/openapi.json');
    for (const response of [...answers, spec]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(answers.map((response) => response.headers['cache-control'])).toEqual(['no-store', 'no-store']);
    expect(spec.headers['cache-control']).toBe('public, max-age=300');
  });

  test.each([
    { offered: 'req-42.a_B', echoed: true },
    { offered: 'x'.repeat(128), echoed: true },
    { offered: 'x'.repeat(129), echoed: false },
    { offered: 'bad id<script>', echoed: false },
  ])('when the caller sends X-Request-Id "$offered", then it is echoed only when sane', async ({ offered, echoed }) => {
    const fresh = await testClient();
    const response = await fresh
      .post(tool)
      .set('X-Request-Id', offered)
      .set('Content-Type', 'application/json')
      .send({ text: 'a', mode: 'encode' });
    if (echoed) expect(response.headers['x-request-id']).toBe(offered);
    else expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test.each(['/docs', '/problems', '/problems/server_busy'])(
    '%s carries a Content-Security-Policy that allows only its own scripts, plus frame-ancestors and Referrer-Policy',
    async (path) => {
      const fresh = await testClient();
      const response = await fresh.get(path);
      expect(response.status).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      const inlineScripts = [...response.text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].filter((m) => (m[1] ?? '').trim() !== '');
      expect(csp.match(/'sha256-/g)?.length ?? 0).toBe(inlineScripts.length);
    },
  );

  test.each(['/docs', '/problems', '/healthz'])('when %s is sent a POST, then 405 with Allow: GET, HEAD', async (path) => {
    const fresh = await testClient();
    const response = await fresh.post(path).send('{}');
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
