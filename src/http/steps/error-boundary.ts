import { randomUUID } from 'node:crypto';
import { whereItFailed } from '../../common/where-it-failed';
import type { Logger } from '../log';
import type { Exchange, ProblemAnswer } from '../pipeline';
import { setNoSniffNoStore } from './security-headers';
import { ProblemError, engineError, problemBody, type HttpProblemCode } from '../../problems/problem';

/** Koa-style errors from libraries: 4xx `status`, message shown only when `expose`. */
interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

const codeForStatus: Record<number, HttpProblemCode> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  417: 'expectation_failed',
  431: 'headers_too_large',
};

function fromHttpError(error: HttpLikeError): ProblemError | undefined {
  const status = Number(error.status ?? error.statusCode);
  const code = codeForStatus[status];
  if (!code) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  return new ProblemError(code, error.expose === true && message ? message.slice(0, 200) : `The request failed with HTTP ${status}.`);
}

function toProblem(error: unknown, log: Logger, exchange: Exchange): ProblemError {
  const { ctx } = exchange;
  if (error instanceof ProblemError) return error;
  const fromHttp = typeof error === 'object' && error !== null ? fromHttpError(error as HttpLikeError) : undefined;
  if (fromHttp) return fromHttp;
  // Logged without the request body: the service promises never to record it.
  log.error(
    { reqId: exchange.requestId || undefined, method: ctx.method, path: ctx.path.slice(0, 200), failure: whereItFailed(error) },
    'engine_error',
  );
  return engineError();
}

/**
 * The one place that turns every thrown thing into an RFC 9457 problem response, with the request id and the safe
 * headers whatever path or step it came from. `type` URLs start with `typeBase` (PUBLIC_BASE_URL and BASE_PATH, or
 * just BASE_PATH: relative), and `instance` is the path under BASE_PATH: nothing from the Host header reaches a body.
 */
export function problemAnswer(log: Logger, typeBase: string, basePath = ''): ProblemAnswer {
  return (exchange, error) => {
    const { ctx } = exchange;
    if (ctx.headerSent) {
      // Too late for a problem: the status line is on the wire. Cut the answer short rather than let it look complete.
      ctx.res.destroy();
      return;
    }
    const problem = toProblem(error, log, exchange);
    ctx.status = problem.status;
    exchange.problemCode = problem.code;
    if (!ctx.response.get('X-Request-Id')) ctx.set('X-Request-Id', exchange.requestId || randomUUID());
    setNoSniffNoStore(ctx);
    for (const [name, value] of Object.entries(problem.extras.headers ?? {})) ctx.set(name, value);
    ctx.body = problemBody(problem, typeBase, `${basePath}${ctx.path}`);
    ctx.set('Content-Type', 'application/problem+json');
  };
}
