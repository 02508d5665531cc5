import type { Logger } from '../log';
import type { Step } from '../pipeline';

/**
 * One record per request (ACCESS_LOG): request id, method, path, tool, status, problem code and duration only; never
 * bodies, query strings, results, other headers or the client's address.
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
