import cors from '@koa/cors';
import type { Context } from 'koa';
import type { Step } from '../pipeline';

/** Headers a browser script may read from an answer: the rate-limit state, Retry-After and the request id. */
const exposed = [
  'RateLimit',
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'X-Request-Id',
];

/**
 * CORS for anonymous browser callers (@koa/cors): any origin by default, or only CORS_ORIGINS; never credentials.
 * A preflight is answered 204 here, before the rate limiter, so it costs the caller no budget; @koa/cors's `next`
 * (called for every other request, after its headers are set) means: go on with the next step.
 */
export function apiCors(origins: '*' | readonly string[]): Step {
  const allowed = origins === '*' ? undefined : new Set(origins);
  const corsMiddleware = cors({
    origin: (ctx) => (allowed ? (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : '') : '*'),
    allowMethods: ['GET', 'HEAD', 'POST'],
    allowHeaders: ['Content-Type', 'Content-Encoding', 'X-Request-Id'],
    exposeHeaders: exposed,
    maxAge: 600,
    credentials: false,
    keepHeadersOnError: true,
  });
  // A request without Origin is not a browser's cross-origin call: nothing to add, and every answer is no-store,
  // so no cache needs `Vary: Origin` either. This keeps @koa/cors off the path of server-to-server callers.
  // Synchronous without Origin, so such a request pays no promise here either.
  return {
    name: 'CORS (answers a preflight)',
    run: ({ ctx }) => (ctx.req.headers.origin ? browserCall(ctx) : undefined),
  };

  async function browserCall(ctx: Context): Promise<'answered' | undefined> {
    let goesOn = false;
    await corsMiddleware(ctx, async () => {
      goesOn = true;
    });
    return goesOn ? undefined : 'answered';
  }
}
