import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ProblemError } from '../problems/problem';
import type { Exchange, Step } from './pipeline';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

/**
 * Anonymous per-client rate limit (keyed by the address the caller passes), counted by `limiter` (rate-limit-store.ts), with IETF RateLimit-* headers on every
 * answer; 429 `rate_limited` with Retry-After when over.
 */
export function rateLimiter({ points, windowSeconds }: RateLimitOptions, limiter: RateLimiterAbstract): Step {
  const policy = `${points};w=${windowSeconds}`;

  const run = async ({ ctx, client }: Exchange): Promise<void> => {
    let state: RateLimiterRes;
    let limited = false;
    try {
      state = await limiter.consume(client);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      state = rejection;
      limited = true;
    }
    const resetSeconds = Math.ceil(state.msBeforeNext / 1000);
    ctx.set('RateLimit-Limit', String(points));
    ctx.set('RateLimit-Remaining', String(state.remainingPoints));
    ctx.set('RateLimit-Reset', String(resetSeconds));
    ctx.set('RateLimit-Policy', policy);
    if (limited) {
      throw new ProblemError('rate_limited', `This client has used all ${points} requests of the current ${windowSeconds}-second window.`, {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      });
    }
  };
  return { name: 'rate limit (429 rate_limited, RateLimit-* headers)', run };
}
