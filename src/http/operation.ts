import type { Context } from 'koa';
import type OpenAPIBackend from 'openapi-backend';
import type { Caller } from '../pool/engine-pool';
import { clip } from '../common/text';
import type { IndexedRouter } from './indexed-router';
import type { JsonObjectBody } from './json-body';
import { ProblemError } from '../problems/problem';
import { nearest } from './suggest';

/** 404 for a path that names no operation and 405 for a method it does not declare, before any body is read. */
export function operationGuard(api: OpenAPIBackend, apiRoot: string): (ctx: Context) => void {
  const router = api.router as IndexedRouter;
  return (ctx) => {
    const allowed = router.allowedMethods(ctx.path);
    if (!allowed) throw toolNotFound(ctx.path.slice(apiRoot.length + 1), router, apiRoot);
    if (!allowed.includes(ctx.method)) {
      throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
  };
}

function toolNotFound(name: string, router: IndexedRouter, apiRoot: string): ProblemError {
  const tools = router.getOperations().map((operation) => operation.path.slice(1));
  const suggestion = nearest(name, tools);
  if (!suggestion) return new ProblemError('tool_not_found', `No tool is named "${clip(name)}".`);
  return new ProblemError('tool_not_found', `No tool is named "${clip(name)}"; did you mean "${suggestion}"?`, {
    recovery: `Send the request to ${apiRoot}/${suggestion} if that is the tool you meant; GET ${apiRoot}/tools lists every tool.`,
  });
}

/** Validates the body and runs the operation (openapi-backend), answering `{ tool, result }`. */
export function operationDispatcher(api: OpenAPIBackend): (ctx: Context, json: JsonObjectBody, client: string) => Promise<void> {
  return async (ctx, { body, bytes }, client) => {
    const request = { method: ctx.method, path: ctx.path, headers: ctx.headers as Record<string, string>, body };
    const caller: Caller = { client, gone: () => ctx.res.closed };
    ctx.body = await api.handleRequest(request, bytes, caller);
  };
}
