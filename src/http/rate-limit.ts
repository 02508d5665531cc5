import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ProblemError } from '../problems/problem';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

/**
 * Anonymous per-client rate limit (keyed by the address the caller passes) with IETF RateLimit-* headers on every
 * answer; 429 `rate_limited` with Retry-After when over.
 */
export function rateLimiter({ points, windowSeconds }: RateLimitOptions): (ctx: Context, clientAddress: string) => Promise<void> {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  const policy = `${points};w=${windowSeconds}`;

  return async (ctx, clientAddress) => {
    let state: RateLimiterRes;
    let limited = false;
    try {
      state = await limiter.consume(clientAddress);
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
}
