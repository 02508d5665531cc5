import type { Step } from './pipeline';

/**
 * On every API answer, errors included: no content sniffing, and no caching anywhere (answers are computed from
 * the caller's input, which the service promises not to keep).
 */
export const apiSecurityHeaders: Step = {
  name: 'security headers (nosniff, no-store)',
  run: ({ ctx }) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-store');
  },
};
