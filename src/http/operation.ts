import type { Middleware } from 'koa';
import type OpenAPIBackend from 'openapi-backend';
import type { OperationId } from '../handlers/types';
import { clip } from '../tools/shared/text';
import type { IndexedRouter } from './indexed-router';
import { ProblemError } from './problem';

/** 404 for a path that names no operation and 405 for a method it does not declare, before any body is read. */
export function requireOperation(api: OpenAPIBackend, apiRoot: string): Middleware {
  const router = api.router as IndexedRouter;
  return async (ctx, next) => {
    const allowed = router.allowedMethods(ctx.path);
    if (!allowed) throw new ProblemError('tool_not_found', `No tool is named "${clip(ctx.path.slice(apiRoot.length + 1))}".`);
    if (!allowed.includes(ctx.method)) {
      throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    await next();
  };
}

/** Validates `ctx.state.body` and runs the operation (openapi-backend), answering `{ tool, result }`. */
export function dispatchOperation(api: OpenAPIBackend, validateResponses: boolean): Middleware {
  return async (ctx) => {
    const request = { method: ctx.method, path: ctx.path, headers: ctx.headers as Record<string, string>, body: ctx.state.body as unknown };
    const envelope = (await api.handleRequest(request, ctx.state.bodyBytes as number)) as { tool: string };
    if (validateResponses) {
      const operationId = api.router.matchOperation(request)?.operationId as OperationId;
      const check = api.validateResponse(envelope, operationId, 200);
      if (check.errors?.length) {
        throw new Error(
          `Response of ${operationId} violates the spec: ${check.errors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
        );
      }
    }
    ctx.body = envelope;
  };
}
