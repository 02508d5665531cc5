import bodyParser from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type OpenAPIBackend from 'openapi-backend';
import type { IndexedRouter } from './indexed-router';
import { ProblemError } from './problem';

/** What a registered operation handler returns to the route. */
export interface ToolOutcome {
  tool: string;
  operationId: string;
  result: unknown;
}

export interface ToolRouteOptions {
  api: OpenAPIBackend;
  apiRoot: string;
  bodyLimitBytes: number;
  /** Fixed documents served with GET under the API root (the spec, the tool list): path -> [content type, body]. */
  documents: Record<string, [string, string]>;
  /** Check every 200 body against the spec's response schema; a mismatch becomes a 500 (tests). */
  validateResponses: boolean;
}

/** application/json or any application/*+json, parameters such as charset ignored. */
function isJsonMediaType(contentType: string): boolean {
  const semicolon = contentType.indexOf(';');
  const type = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

function describeNonObject(body: unknown): string {
  if (body === '' || body === undefined) return 'an empty body';
  if (body === null) return 'null';
  return Array.isArray(body) ? 'an array' : `a ${typeof body}`;
}

/**
 * Everything under the API root: 404/405 from the spec's paths, 415 before reading the body, the body parser (400, 413),
 * then openapi-backend (validation -> 422, handler) and the `{ tool, result }` envelope.
 */
export function toolRoute({ api, apiRoot, bodyLimitBytes, documents, validateResponses }: ToolRouteOptions): Middleware {
  const router = api.router as IndexedRouter;
  // The media type is checked before parsing (415), so the parser need not run type-is again.
  const parseJsonBody = bodyParser({ enableTypes: ['json'], jsonLimit: bodyLimitBytes, jsonStrict: false, detectJSON: () => true });
  const toolName = (path: string): string => path.slice(apiRoot.length + 1);

  return async (ctx, next) => {
    const document = documents[ctx.path];
    if (document) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new ProblemError('method_not_allowed', `${ctx.path} is read with GET.`, { headers: { Allow: 'GET, HEAD' } });
      ctx.type = document[0];
      ctx.body = document[1];
      return;
    }
    const allowed = router.allowedMethods(ctx.path);
    if (!allowed) throw new ProblemError('tool_not_found', `No tool is named "${toolName(ctx.path)}".`);
    if (!allowed.includes(ctx.method)) {
      throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, { headers: { Allow: allowed.join(', ') } });
    }
    const contentType = ctx.get('Content-Type');
    if (!isJsonMediaType(contentType)) {
      const detail = contentType ? `Content-Type "${contentType}" is not accepted; the body must be JSON.` : 'The request has no Content-Type; the body must be JSON.';
      throw new ProblemError('unsupported_media_type', detail, { headers: { 'Accept-Post': 'application/json' } });
    }
    await parseJsonBody(ctx, async () => undefined);
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ProblemError('invalid_json_body', `The body must be a JSON object; got ${describeNonObject(body)}.`);
    }
    const outcome = (await api.handleRequest({ method: ctx.method, path: ctx.path, headers: ctx.headers as Record<string, string>, body }, ctx)) as ToolOutcome;
    const envelope = { tool: outcome.tool, result: outcome.result };
    if (validateResponses) {
      const check = api.validateResponse(envelope, outcome.operationId, 200);
      if (check.errors?.length) {
        throw new Error(`Response of ${outcome.operationId} violates the spec: ${check.errors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
      }
    }
    ctx.body = envelope;
    return next();
  };
}
