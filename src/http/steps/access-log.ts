import type { Logger } from '../log';
import type { Step } from '../pipeline';

/** A success slower than this is always logged: slow answers are what one looks into. */
const SLOW_MS = 1000;

/**
 * One record per logged request (ACCESS_LOG): request id, method, path, tool, status, problem code and duration only;
 * never bodies, query strings, results, other headers or the client's address. Every problem (status 400 and above)
 * and every answer slower than SLOW_MS is logged; of the other successes one in `successEvery`
 * (ACCESS_LOG_SUCCESS_EVERY, default 10), with `sampled: N` on its line so a reader can weigh it. Why sample: the
 * line's cost is in the destination's write path (a template and one write per event-loop turn measured the same as
 * pino's call, 26 Nov 2026), 8-18 % of a cheap call's throughput when every success is written; /metrics counts every
 * answer by tool, status and code, so totals never depend on the log, and the log keeps what one investigates.
 */
export function accessLog(log: Logger, successEvery: number): Step {
  let successes = 0;
  return {
    name: 'access log (ACCESS_LOG, ACCESS_LOG_SUCCESS_EVERY)',
    needs: ['requestId'],
    run: ({ ctx, startedAt, operation, requestId, problemCode }) => {
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      const problem = ctx.status >= 400;
      let sampled: number | undefined;
      if (!problem && ms < SLOW_MS && successEvery > 1) {
        successes = (successes + 1) % successEvery;
        if (successes !== 0) return;
        sampled = successEvery;
      }
      log.info(
        {
          reqId: requestId,
          method: ctx.method,
          path: ctx.path.slice(0, 200),
          tool: operation?.path.slice(1),
          status: ctx.status,
          code: problem ? problemCode : undefined,
          ms: Math.round(ms * 10) / 10,
          sampled,
        },
        'answered',
      );
    },
  };
}
