import type { Context } from 'koa';

/**
 * The rate-limit header fields of an answer: the structured `RateLimit-Policy` and `RateLimit` of the IETF httpapi
 * draft (draft-ietf-httpapi-ratelimit-headers-10/-11: a List of Items, each a quoted policy name with parameters;
 * `q` the quota and `w` the window in seconds, `r` what is left and `t` the seconds until the window resets), and
 * beside them the older `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` for clients that read those.
 */
export class RateLimitPolicy {
  /** The fields that do not change from answer to answer, written once. */
  readonly policyField: string;
  readonly limitField: string;

  constructor(
    readonly policy: 'api' | 'pages',
    readonly points: number,
    readonly windowSeconds: number,
  ) {
    this.policyField = `"${policy}";q=${points};w=${windowSeconds}`;
    this.limitField = String(points);
  }
}

/** The five fields of an answer, for `remaining` points left and `resetSeconds` until the window resets. */
export function setRateLimitFields(ctx: Context, policy: RateLimitPolicy, remaining: number, resetSeconds: number): void {
  const left = Math.max(0, remaining);
  const reset = Math.max(0, resetSeconds);
  ctx.set('RateLimit-Policy', policy.policyField);
  ctx.set('RateLimit', `"${policy.policy}";r=${left};t=${reset}`);
  ctx.set('RateLimit-Limit', policy.limitField);
  ctx.set('RateLimit-Remaining', String(left));
  ctx.set('RateLimit-Reset', String(reset));
}
