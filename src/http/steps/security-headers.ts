import type { Context } from 'koa';
import type { Step } from '../pipeline';

/** No content sniffing, and no caching anywhere: answers are computed from the caller's input, which is never kept. */
export function setNoSniffNoStore(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-store');
}

/** On every API answer, errors included (the problem answer sets the same on problems of any path). */
export const apiSecurityHeaders: Step = {
  name: 'security headers (nosniff, no-store)',
  run: ({ ctx }) => setNoSniffNoStore(ctx),
};
