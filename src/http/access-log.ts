import type { Step } from './pipeline';

export type Logger = (line: string) => void;

/** One line per request: request id, method, path, status and duration only (never bodies, query strings or other headers). */
export function accessLog(log: Logger): Step {
  return {
    name: 'access log (ACCESS_LOG)',
    run: ({ ctx, startedAt }) => {
      const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
      log(`${String(ctx.state.requestId ?? '-')} ${ctx.method} ${ctx.path.slice(0, 200)} ${ctx.status} ${ms.toFixed(1)}ms`);
    },
  };
}
