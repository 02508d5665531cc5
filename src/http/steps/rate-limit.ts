import { RateLimiterRes } from 'rate-limiter-flexible';
import type { PointCounter } from '../limits/rate-limit-store';
import { ProblemError } from '../../problems/problem';
import type { Exchange, Step } from '../pipeline';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

/**
 * Anonymous per-client rate limit (keyed by the address the caller passes), counted by `limiter` (rate-limit-store.ts), with IETF RateLimit-* headers on every
 * answer; 429 `rate_limited` with Retry-After when over.
 */
export function rateLimiter({ points, windowSeconds }: RateLimitOptions, limiter: PointCounter, scope: 'API' | 'pages' = 'API'): Step {
  const policy = `${points};w=${windowSeconds}`;
  // Pages count in a quota of their own, so reading the docs never spends a client's tool calls.
  const prefix = scope === 'API' ? '' : `${scope}:`;

  const run = async ({ ctx, client }: Exchange): Promise<void> => {
    let state: RateLimiterRes;
    let limited = false;
    try {
      state = await limiter.consume(prefix + client);
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
      const what = scope === 'API' ? 'requests' : 'page loads';
      throw new ProblemError('rate_limited', `This client has used all ${points} ${what} of the current ${windowSeconds}-second window.`, {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      });
    }
  };
  return { name: `rate limit${scope === 'API' ? '' : ` (${scope})`} (429 rate_limited, RateLimit-* headers)`, needs: ['client'], run };
}
