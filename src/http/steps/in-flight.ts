import type { ServerResponse } from 'node:http';
import { PerClientTally, type ClientHolding } from '../limits/per-client-tally';
import { ProblemError } from '../../problems/problem';
import type { Step } from '../pipeline';

export interface InFlightLimits {
  /** API requests worked on or being written at once, process-wide (MAX_IN_FLIGHT). */
  max: number;
  /** The same, for one client address (MAX_IN_FLIGHT_PER_CLIENT), so one client cannot take every slot. */
  perClient: number;
}

/**
 * Caps on API requests in flight, counted from admission until the answer is written or the connection drops, so
 * slow readers of large answers count too. Above the process-wide cap the answer is 503 server_busy; above a
 * client's own share it is 429 rate_limited. Both come after the body is read (json-body.ts, with its own per-client
 * share and minimum rate), so a slow sender never holds a slot.
 */
export function inFlightCap({ max, perClient }: InFlightLimits): Step {
  let inFlight = 0;
  const byClient = new PerClientTally();
  // What each response holds, and one listener for every response (`this` is the response): no closure per request.
  const holdings = new WeakMap<ServerResponse, ClientHolding>();
  function release(this: ServerResponse): void {
    const mine = holdings.get(this);
    if (!mine) return;
    holdings.delete(this);
    inFlight -= 1;
    mine.held -= 1;
  }
  const run: Step['run'] = ({ ctx, client }) => {
    if (inFlight >= max) {
      throw new ProblemError('server_busy', `The service is working on ${max} requests, its limit; this one was not started.`, {
        headers: { 'Retry-After': '1' },
      });
    }
    const mine = byClient.entry(client);
    if (mine.held >= perClient) {
      throw new ProblemError(
        'rate_limited',
        `This client already has ${perClient} requests in flight, its share (MAX_IN_FLIGHT_PER_CLIENT); this one was not started.`,
        {
          headers: { 'Retry-After': '1' },
          recovery: 'Read the answers you are waiting for, or wait for one of them, then send this request again.',
        },
      );
    }
    // A request whose connection is already gone will not see 'close' again, so it must not be counted.
    if (ctx.res.closed) return;
    inFlight += 1;
    mine.held += 1;
    holdings.set(ctx.res, mine);
    // A response emits 'close' once, whether it was written or its connection dropped.
    ctx.res.on('close', release);
  };
  return { name: 'in-flight cap (503 server_busy, 429 per client)', needs: ['client'], run };
}
