import type { Logger } from '../log';
import type { Step } from '../pipeline';

/**
 * One record per request (ACCESS_LOG): request id, method, path, tool, status, problem code and duration only; never
 * bodies, query strings, results, other headers or the client's address. Every request is logged, problems and
 * successes alike (no sampling). Writing the line from a template and one write per event-loop turn instead of
 * pino's call measured the same (107 µs per request either way, log on, against 84-86 off, 26 Nov 2026): the cost is
 * in the destination's write path, so pino stays.
 */
export function accessLog(log: Logger): Step {
  return {
    name: 'access log (ACCESS_LOG)',
    needs: ['requestId'],
    run: ({ ctx, startedAt, operation, requestId, problemCode }) => {
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      const code = ctx.status >= 400 ? problemCode : undefined;
      log.info(
        {
          reqId: requestId,
          method: ctx.method,
          path: ctx.path.slice(0, 200),
          tool: operation?.path.slice(1),
          status: ctx.status,
          code,
          ms: Math.round(ms * 10) / 10,
        },
        'answered',
      );
    },
  };
}
