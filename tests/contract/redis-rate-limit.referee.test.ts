import { Redis } from 'ioredis';
import { rateLimitCounters, type RateLimitCounters } from '../../src/http/limits/rate-limit-store';
import { callTool, expectProblem, testClient } from '../support/app';
import { memoryLog, type LogRecord } from '../support/log';
import { redisServerInstalled, startRedis, type RedisServer } from '../support/redis';
import { withToolchain } from '../support/toolchain';

// REDIS_URL: the rate-limit counters live in a real redis-server (started here on a free loopback port), so two
// instances of the service count one quota per client; when Redis stops, each keeps answering on its own memory.

const valid = { text: 'quota', mode: 'encode' };
const limit = { points: 6, windowSeconds: 60 };

async function until(records: LogRecord[], msg: string, count = 1): Promise<void> {
  for (let i = 0; i < 500 && records.filter((record) => record.msg.startsWith(msg)).length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(records.filter((record) => record.msg.startsWith(msg)).length).toBeGreaterThanOrEqual(count);
}

withToolchain('redis-server', redisServerInstalled)('rate limits in Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  const opened: RateLimitCounters[] = [];

  beforeEach(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((counters) => counters.close()));
    await redis.stop().catch(() => undefined);
  });

  /** One instance of the service: its own app and its own Redis connection. */
  async function instance(url: string) {
    const { log, records } = memoryLog();
    const counters = rateLimitCounters({ ...limit, redisUrl: url }, log);
    opened.push(counters);
    await until(records, 'rate_limit_store_ready');
    const client = await testClient({ rateLimit: limit }, { rateLimitCounters: counters, log });
    return { client, records, counters };
  }

  test('when two instances share one Redis, then the 7th request across both is a 429 with the RateLimit headers', async () => {
    const a = await instance(redis.url);
    const b = await instance(redis.url);
    expect(a.counters.store).toBe('redis');
    const remaining: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await callTool(i % 2 === 0 ? a.client : b.client, 'base64-encode-decode', valid);
      expect(response.status).toBe(200);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    // One count across both instances, not two of their own.
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const refused = await callTool(b.client, 'base64-encode-decode', valid);
    expectProblem(refused, 429, 'rate_limited');
    expect(refused.headers['ratelimit-limit']).toBe('6');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expectProblem(await callTool(a.client, 'base64-encode-decode', valid), 429, 'rate_limited');

    // The counts are Redis's: a key per client under the shared prefix.
    const reader = new Redis(redis.url);
    const keys = await reader.keys('utility-tools:rate:*');
    await reader.quit();
    expect(keys).toHaveLength(1);
  });

  test('when Redis stops mid-test, then every instance keeps answering from its own memory, logs one warning, and uses Redis again once it is back', async () => {
    const a = await instance(redis.url);
    const b = await instance(redis.url);
    for (const client of [a.client, b.client, a.client]) expect((await callTool(client, 'base64-encode-decode', valid)).status).toBe(200);

    const port = redis.port;
    await redis.stop();
    await until(a.records, 'rate_limit_store_down');
    await until(b.records, 'rate_limit_store_down');
    // Each instance now counts alone: 6 each, then a 429 that the instance decides by itself.
    for (let i = 0; i < 6; i++) {
      const response = await callTool(a.client, 'base64-encode-decode', valid);
      expect([i, response.status, response.headers['ratelimit-remaining']]).toEqual([i, 200, String(5 - i)]);
    }
    expectProblem(await callTool(a.client, 'base64-encode-decode', valid), 429, 'rate_limited');
    expect((await callTool(b.client, 'base64-encode-decode', valid)).status).toBe(200);
    // One warning per outage, not one per request.
    expect(a.records.filter((record) => record.msg.startsWith('rate_limit_store_down'))).toHaveLength(1);
    expect(a.records.find((record) => record.msg.startsWith('rate_limit_store_down'))).toMatchObject({
      level: 40,
      redis: `redis://127.0.0.1:${port}`,
    });

    // Back on the same port (empty: nothing was saved), both instances count in it again.
    redis = await startRedis(port);
    await until(a.records, 'rate_limit_store_ready', 2);
    await until(b.records, 'rate_limit_store_ready', 2);
    const again = await callTool(b.client, 'base64-encode-decode', valid);
    expect([again.status, again.headers['ratelimit-remaining']]).toEqual([200, '5']);
    const after = await callTool(a.client, 'base64-encode-decode', valid);
    expect([after.status, after.headers['ratelimit-remaining']]).toEqual([200, '4']);
  }, 30_000);

  test('when Redis hangs (SIGSTOP) with its connection open, then every request is still answered, counted in memory, with one warning; once it runs again Redis counts again', async () => {
    const a = await instance(redis.url);
    expect((await callTool(a.client, 'base64-encode-decode', valid)).status).toBe(200);
    redis.pause();
    try {
      // Without a command timeout each of these would wait for Redis for as long as it hangs.
      const statuses: Array<[number, string]> = [];
      for (let i = 0; i < 5; i++) {
        const response = await callTool(a.client, 'base64-encode-decode', valid);
        statuses.push([response.status, String(response.headers['ratelimit-remaining'])]);
      }
      // The insurance limiter counts from its own start: 6 points, the first of them taken here.
      expect(statuses).toEqual([
        [200, '5'],
        [200, '4'],
        [200, '3'],
        [200, '2'],
        [200, '1'],
      ]);
      expect(a.records.filter((record) => record.msg.startsWith('rate_limit_store_slow'))).toHaveLength(1);
    } finally {
      redis.resume();
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const back = await callTool(a.client, 'base64-encode-decode', valid);
    // Redis had counted 1 before the pause; the commands that timed out may have landed in it once it ran again.
    expect(back.status).toBe(200);
    await until(a.records, 'rate_limit_store_ready', 2);
  }, 20_000);

  test('when REDIS_URL holds a password, then it is used and the log names the host and port only', async () => {
    await redis.stop();
    redis = await startRedis(undefined, ['--requirepass', 'hunter2']);
    const { log, records, lines } = memoryLog();
    const counters = rateLimitCounters({ ...limit, redisUrl: `redis://:hunter2@127.0.0.1:${redis.port}` }, log);
    opened.push(counters);
    await until(records, 'rate_limit_store_ready');
    expect((await counters.limiter.consume('203.0.113.7')).remainingPoints).toBe(5);
    expect(lines.join('')).not.toContain('hunter2');
  });
});
