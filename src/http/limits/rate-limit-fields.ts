import type { Context } from 'koa';

/**
 * The rate-limit header fields of an answer: the structured `RateLimit-Policy` and `RateLimit` of the IETF httpapi
 * draft (draft-ietf-httpapi-ratelimit-headers-10/-11: a List of Items, each a quoted policy name with parameters;
 * `q` the quota and `w` the window in seconds, `r` what is left and `t` the seconds until the window resets), and
 * beside them the older `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` for clients that read those.
 */
export interface RateLimitState {
  policy: 'api' | 'pages';
  points: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

export function setRateLimitFields(ctx: Context, { policy, points, windowSeconds, remaining, resetSeconds }: RateLimitState): void {
  const left = Math.max(0, remaining);
  const reset = Math.max(0, resetSeconds);
  ctx.set('RateLimit-Policy', `"${policy}";q=${points};w=${windowSeconds}`);
  ctx.set('RateLimit', `"${policy}";r=${left};t=${reset}`);
  ctx.set('RateLimit-Limit', String(points));
  ctx.set('RateLimit-Remaining', String(left));
  ctx.set('RateLimit-Reset', String(reset));
}
