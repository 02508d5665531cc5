import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Context } from 'koa';
import { ProblemError } from '../../src/problems/problem';
import { rateLimiter } from '../../src/http/steps/rate-limit';
import type { Exchange } from '../../src/http/pipeline';

// The rate-limit step when its counter fails: the cluster's counter lives in the primary, which may be too busy or
// stopping to answer in its 2 s. That is the service at a limit (503 server_busy, retry in a second), never a 500.

function exchange(): { exchange: Exchange; headers: Map<string, string> } {
  const headers = new Map<string, string>();
  const ctx = { set: (name: string, value: string) => void headers.set(name, value) } as unknown as Context;
  return { exchange: { ctx, client: '192.0.2.1', startedAt: 0n, requestId: 'r' } as Exchange, headers };
}

test('when the counter rejects with an error of its own (a timeout), then 503 server_busy with Retry-After, not a crash', async () => {
  const failing = { consume: () => Promise.reject(new Error('RateLimiterCluster timeout')) };
  const step = rateLimiter({ points: 10, windowSeconds: 60 }, failing as never);
  const { exchange: sent } = exchange();
  const thrown = await Promise.resolve(step.run(sent)).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(ProblemError);
  expect([(thrown as ProblemError).code, (thrown as ProblemError).status, (thrown as ProblemError).extras.headers]).toEqual([
    'server_busy',
    503,
    { 'Retry-After': '1' },
  ]);
});

test('when the counter answers, then the step passes and writes the five rate-limit fields', async () => {
  const step = rateLimiter({ points: 10, windowSeconds: 60 }, new RateLimiterMemory({ points: 10, duration: 60 }));
  const { exchange: sent, headers } = exchange();
  await step.run(sent);
  expect(headers.get('RateLimit-Policy')).toBe('"api";q=10;w=60');
  expect(headers.get('RateLimit')).toMatch(/^"api";r=9;t=\d+$/);
  expect(headers.get('RateLimit-Remaining')).toBe('9');
});
