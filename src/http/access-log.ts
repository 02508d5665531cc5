import type { Middleware } from 'koa';

export type Logger = (line: string) => void;

/** One line per request: request id, method, path, status and duration only (never bodies, query strings or other headers). */
export function accessLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${String(ctx.state.requestId ?? '-')} ${ctx.method} ${ctx.path.slice(0, 200)} ${ctx.status} ${ms.toFixed(1)}ms`);
    }
  };
}
