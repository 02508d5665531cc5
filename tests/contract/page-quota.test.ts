import { expectProblem, testClient } from '../support/app';

// Pages count against a quota of their own (a /docs or /metrics flood is limited like tool calls, and reading the
// docs never spends a client's tool calls); the probes never count; every page says nosniff.

describe('page quota', () => {
  test('when a client reads pages past the limit, then 429 with Retry-After, its tool calls are untouched, and the probes still answer', async () => {
    const client = await testClient({ rateLimit: { points: 3, windowSeconds: 60 }, metrics: true });
    const statuses: number[] = [];
    for (const path of ['/problems', '/metrics', '/try']) statuses.push((await client.get(path)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await client.get('/docs');
    expectProblem(refused, 429, 'rate_limited');
    expect(refused.body.detail).toBe('This client has used all 3 page loads of the current 60-second window.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) {
      expect((await client.get('/healthz')).status).toBe(200);
      expect((await client.get('/readyz')).status).toBe(200);
    }
    const tool = await client
      .post('/api/v1/base64-encode-decode')
      .set('Content-Type', 'application/json')
      .send('{"text":"x","mode":"encode"}');
    expect([tool.status, tool.headers['ratelimit-remaining']]).toEqual([200, '2']);
  });

  test.each(['/try', '/problems', '/problems/rate_limited', '/healthz'])(
    'when %s is read, then it says X-Content-Type-Options: nosniff',
    async (path) => {
      const client = await testClient();
      const response = await client.get(path);
      expect([response.status, response.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    },
  );
});
