import type { Context, Middleware } from 'koa';
import { ToolInputError } from '../tools/errors';
import { ProblemError, problemBody, type HttpProblemCode } from './problem';

export type Logger = (line: string) => void;

/** Koa-style errors from other middleware (body parser): 4xx `status`, message shown only when `expose`. */
interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
}

const codeForStatus: Record<number, HttpProblemCode> = {
  400: 'invalid_json_body',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

function fromHttpError(error: HttpLikeError): ProblemError | undefined {
  const status = Number(error.status ?? error.statusCode);
  const code = codeForStatus[status];
  if (!code) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  return new ProblemError(code, httpErrorDetail(status, message, error.expose === true, (error as Error).name === 'SyntaxError'));
}

function httpErrorDetail(status: number, message: string, expose: boolean, syntaxError: boolean): string {
  if (status === 400 && syntaxError) {
    // @hapi/bourne (inside the body parser) refuses "__proto__" keys anywhere in the body: prototype-poisoning protection.
    if (message.includes('forbidden prototype property')) return 'The body contains a "__proto__" key, which this service refuses (prototype-poisoning protection); remove it.';
    // The body parser's JSON.parse failure is not marked `expose`, but its message is exactly what the caller needs.
    return `The body is not valid JSON: ${message}`;
  }
  return expose && message ? message : `The request failed with HTTP ${status}.`;
}

/**
 * The error's name and stack frames, without its message: a message can quote the input (a RangeError naming the
 * value it rejected), and the service promises never to record requests.
 */
function whereItFailed(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [error.name, ...frames].join('\n');
}

function toProblem(error: unknown, log: Logger, ctx: Context): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof ToolInputError) return new ProblemError(error.code, error.message);
  const fromHttp = typeof error === 'object' && error !== null ? fromHttpError(error as HttpLikeError) : undefined;
  if (fromHttp) return fromHttp;
  // Logged without the request body: the service promises never to record it.
  log(`engine_error ${ctx.method} ${ctx.path}: ${whereItFailed(error)}`);
  return new ProblemError('engine_error', 'The tool failed unexpectedly while processing this request.');
}

/** The one place that turns every thrown thing into an RFC 9457 problem response. */
export function errorBoundary(log: Logger, publicBaseUrl: string | undefined): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const problem = toProblem(error, log, ctx);
      ctx.status = problem.status;
      for (const [name, value] of Object.entries(problem.extras.headers ?? {})) ctx.set(name, value);
      ctx.body = problemBody(problem, publicBaseUrl ?? `${ctx.protocol}://${ctx.host}`, ctx.path);
      ctx.type = 'application/problem+json';
    }
  };
}

/** One line per request: method, path, status and duration only (never bodies, query strings or headers). */
export function accessLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${ctx.method} ${ctx.path} ${ctx.status} ${ms.toFixed(1)}ms`);
    }
  };
}
