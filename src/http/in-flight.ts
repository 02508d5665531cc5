import type { Context } from 'koa';
import { ProblemError } from './problem';

/**
 * A process-wide cap on API requests in flight, counted from admission until the answer is written or the
 * connection drops, so slow readers of large answers count too. Above the cap the answer is 503 server_busy, before
 * the body is read.
 */
export function inFlightCap(max: number): (ctx: Context) => void {
  let inFlight = 0;
  const release = (): void => {
    inFlight -= 1;
  };
  return (ctx) => {
    if (inFlight >= max) {
      throw new ProblemError('server_busy', `The service is working on ${max} requests, its limit; this one was not started.`, {
        headers: { 'Retry-After': '1' },
      });
    }
    inFlight += 1;
    // A response emits 'close' once, so a plain listener (no once-wrapper per request) is enough.
    ctx.res.on('close', release);
  };
}
