import { RateLimiterRes } from 'rate-limiter-flexible';
import type { PointCounter } from '../limits/rate-limit-store';
import { ProblemError } from '../../problems/problem';
import { RateLimitPolicy, setRateLimitFields } from '../limits/rate-limit-fields';
import type { Exchange, Step } from '../pipeline';

export interface RateLimitOptions {
  points: number;
  windowSeconds: number;
}

/**
 * A counter that fails or does not answer (the cluster's primary past its 2 s timeout, busy or stopping) is the
 * service at a limit, not the caller's fault and not a crash: 503 server_busy, to be retried in a second. (Redis has
 * an in-memory insurance counter and never gets here; rate-limit-store.ts.)
 */
export const counterDidNotAnswer = (): ProblemError =>
  new ProblemError('server_busy', 'The rate-limit counter did not answer in time, so this request was not run.', {
    headers: { 'Retry-After': '1' },
  });

/**
 * Anonymous per-client rate limit (keyed by the address the caller passes), counted by `limiter` (rate-limit-store.ts), with the IETF draft's RateLimit and
 * RateLimit-Policy fields (and the older RateLimit-Limit/-Remaining/-Reset) on every answer; 429 `rate_limited` with Retry-After when over.
 */
export function rateLimiter({ points, windowSeconds }: RateLimitOptions, limiter: PointCounter, scope: 'API' | 'pages' = 'API'): Step {
  // Pages count in a quota of their own, so reading the docs never spends a client's tool calls.
  const prefix = scope === 'API' ? '' : `${scope}:`;
  const policy = new RateLimitPolicy(scope === 'API' ? 'api' : 'pages', points, windowSeconds);

  const run = async ({ ctx, client }: Exchange): Promise<void> => {
    let state: RateLimiterRes;
    let limited = false;
    try {
      state = await limiter.consume(prefix + client);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw counterDidNotAnswer();
      state = rejection;
      limited = true;
    }
    const resetSeconds = Math.ceil(state.msBeforeNext / 1000);
    setRateLimitFields(ctx, policy, state.remainingPoints, resetSeconds);
    if (limited) {
      const what = scope === 'API' ? 'requests' : 'page loads';
      throw new ProblemError('rate_limited', `This client has used all ${points} ${what} of the current ${windowSeconds}-second window.`, {
        headers: { 'Retry-After': String(Math.max(1, resetSeconds)) },
      });
    }
  };
  return { name: `rate limit${scope === 'API' ? '' : ` (${scope})`} (429 rate_limited, RateLimit-* headers)`, needs: ['client'], run };
}
