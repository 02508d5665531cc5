import type { Middleware } from 'koa';
import { ProblemError } from './problem';

/**
 * A process-wide cap on API requests in flight, counted from arrival until the answer is written or the connection
 * drops, so slow readers of large answers count too. Above the cap the answer is 503 server_busy before the body is read.
 */
export function inFlightLimit(max: number): Middleware {
  let inFlight = 0;
  return async (ctx, next) => {
    if (inFlight >= max) {
      throw new ProblemError('server_busy', `The service is working on ${max} requests, its limit; this one was not started.`, {
        headers: { 'Retry-After': '1' },
      });
    }
    inFlight += 1;
    ctx.res.once('close', () => {
      inFlight -= 1;
    });
    await next();
  };
}
