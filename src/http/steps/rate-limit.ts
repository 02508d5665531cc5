import { RateLimiterRes } from 'rate-limiter-flexible';
import type { PointCounter } from '../limits/rate-limit-store';
import { ProblemError } from '../../problems/problem';
import { setRateLimitFields } from '../limits/rate-limit-fields';
import type { Exchange, Step } from '../pipeline';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

/**
 * Anonymous per-client rate limit (keyed by the address the caller passes), counted by `limiter` (rate-limit-store.ts), with the IETF draft's RateLimit and
 * RateLimit-Policy fields (and the older RateLimit-Limit/-Remaining/-Reset) on every answer; 429 `rate_limited` with Retry-After when over.
 */
export function rateLimiter({ points, windowSeconds }: RateLimitOptions, limiter: PointCounter, scope: 'API' | 'pages' = 'API'): Step {
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
    setRateLimitFields(ctx, {
      policy: scope === 'API' ? 'api' : 'pages',
      points,
      windowSeconds,
      remaining: state.remainingPoints,
      resetSeconds,
    });
    if (limited) {
      const what = scope === 'API' ? 'requests' : 'page loads';
      throw new ProblemError('rate_limited', `This client has used all ${points} ${what} of the current ${windowSeconds}-second window.`, {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      });
    }
  };
  return { name: `rate limit${scope === 'API' ? '' : ` (${scope})`} (429 rate_limited, RateLimit-* headers)`, needs: ['client'], run };
}
