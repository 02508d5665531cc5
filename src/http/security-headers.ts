import type { Context } from 'koa';

/**
 * On every API answer, errors included: no content sniffing, and no caching anywhere (answers are computed from
 * the caller's input, which the service promises not to keep).
 */
export function setApiSecurityHeaders(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-store');
}
