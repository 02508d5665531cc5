import pino from 'pino';
import type { Logger } from '../log';
import type { Step } from '../pipeline';

/**
 * One record per request (ACCESS_LOG): request id, method, path, tool, status, problem code and duration only; never
 * bodies, query strings, results, other headers or the client's address.
 *
 * The line is pino's own format (level, time, pid, the fields, msg), written out here in one template, and the lines
 * of one turn of the event loop go to the logger's destination as one write: pino's per-call serialisation and
 * SonicBoom's per-write bookkeeping cost a cheap call several per cent, a template and a shared write almost nothing.
 * Every request is logged, problems and successes alike (no sampling): the log must show every 4xx and 5xx.
 */
export function accessLog(log: Logger): Step {
  const destination = (log as unknown as Record<symbol, { write(line: string): unknown }>)[pino.symbols.streamSym];
  const pid = process.pid;
  let pending = '';
  const flush = (): void => {
    const lines = pending;
    pending = '';
    destination?.write(lines);
  };
  return {
    name: 'access log (ACCESS_LOG)',
    needs: ['requestId'],
    run: ({ ctx, startedAt, operation, requestId, problemCode }) => {
      if (!log.isLevelEnabled('info')) return;
      const ms = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e5) / 10;
      const tool = operation ? `,"tool":"${operation.path.slice(1)}"` : '';
      const code = ctx.status >= 400 && problemCode ? `,"code":"${problemCode}"` : '';
      // The request id is [A-Za-z0-9._-] (the request-id step), the method a token (Node's parser), the tool and the
      // problem code snake or kebab case: only the path needs JSON escaping.
      const line = `{"level":30,"time":${Date.now()},"pid":${pid},"reqId":"${requestId}","method":"${ctx.method}","path":${JSON.stringify(ctx.path.slice(0, 200))}${tool},"status":${ctx.status}${code},"ms":${ms},"msg":"answered"}\n`;
      if (pending === '') setImmediate(flush);
      pending += line;
    },
  };
}
