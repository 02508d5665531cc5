import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import bodyParser from '@koa/bodyparser';
import Koa, { type Context, type Middleware, type Next } from 'koa';
import type { Context as OpenApiContext, Document } from 'openapi-backend';
import type { Config } from './config';
import { spec } from './generated/spec';
import { handlers as defaultHandlers } from './handlers';
import { operations, type HandlerMap, type OperationId } from './handlers/types';
import { accessLog, errorBoundary, type Logger } from './http/error-boundary';
import type { IndexedRouter } from './http/indexed-router';
import { createOpenApiBackend } from './http/openapi';
import { problemIndexPage, problemPage } from './http/pages';
import { ProblemError } from './http/problem';
import { rateLimit } from './http/rate-limit';
import { toValidationErrors } from './http/validation-errors';

const projectRoot = join(__dirname, '..');
const apiRoot = '/api/v1';

export interface AppOptions {
  log?: Logger;
  /** Replaces the registry (tests only); must still cover every operation in the spec. */
  handlers?: HandlerMap;
  docsPath?: string;
}

interface ToolOutcome {
  tool: string;
  operationId: OperationId;
  result: unknown;
}

function assertRegistryMatchesSpec(registry: HandlerMap, specOperationIds: string[]): void {
  const registered = Object.keys(registry).sort();
  const declared = [...specOperationIds].sort();
  const missing = declared.filter((id) => !registered.includes(id));
  const extra = registered.filter((id) => !declared.includes(id));
  if (missing.length || extra.length) {
    throw new Error(`The handler registry and the spec disagree. Missing handlers: [${missing.join(', ')}]; handlers for no operation: [${extra.join(', ')}].`);
  }
}

/** application/json or any application/*+json, parameters such as charset ignored. */
function isJsonMediaType(contentType: string): boolean {
  const semicolon = contentType.indexOf(';');
  const type = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

function staticResponse(ctx: Context, type: string, body: string): void {
  ctx.type = type;
  ctx.body = body;
}

/** Builds the Koa application: routing and validation by openapi-backend from the spec, problems, rate limits, docs. Never listens. */
export async function createApp(config: Readonly<Config>, options: AppOptions = {}): Promise<Koa> {
  const log = options.log ?? ((line: string) => console.log(line));
  const registry = options.handlers ?? defaultHandlers;

  const api = await createOpenApiBackend(spec as unknown as Document, {
    validationFail: (c: OpenApiContext) => {
      const errors = toValidationErrors(c.validation.errors ?? []);
      const tool = operations[c.operation.operationId as OperationId].tool;
      throw new ProblemError('validation_failed', `The body does not satisfy the request schema of ${tool}: ${errors.length} problem${errors.length === 1 ? '' : 's'}.`, {
        errors,
      });
    },
    notFound: (c: OpenApiContext) => {
      throw new ProblemError('tool_not_found', `No tool is named "${c.request.path.slice(apiRoot.length + 1)}".`);
    },
    methodNotAllowed: () => {
      throw new ProblemError('method_not_allowed', 'Tools accept POST only.', { headers: { Allow: 'POST' } });
    },
  });
  const operationIds = api.getOperations().map((op) => op.operationId ?? '');
  assertRegistryMatchesSpec(registry, operationIds);
  for (const operationId of operationIds as OperationId[]) {
    const handler = registry[operationId] as (input: { request: unknown }) => unknown;
    api.register(operationId, async (c: OpenApiContext): Promise<ToolOutcome> => ({
      tool: operations[operationId].tool,
      operationId,
      result: await handler({ request: c.request }),
    }));
  }
  const router = api.router as IndexedRouter;

  const specYaml = readFileSync(join(projectRoot, 'openapi', 'v1.yaml'), 'utf8');
  const specJson = JSON.stringify(spec);
  const docsPath = options.docsPath ?? join(projectRoot, 'docs', 'index.html');
  const docsHtml = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : undefined;
  const toolList = JSON.stringify({
    tools: Object.values(operations).map(({ tool, tag, summary }) => ({ tool, tag, summary, url: `${apiRoot}/${tool}` })),
  });

  // The media type is checked before parsing (415), so the parser need not run type-is again.
  const parseJsonBody = bodyParser({ enableTypes: ['json'], jsonLimit: config.bodyLimitBytes, jsonStrict: false, detectJSON: () => true });

  const pages: Middleware = async (ctx, next) => {
    if (ctx.path.startsWith(apiRoot)) return next();
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (read && ctx.path === '/healthz') return staticResponse(ctx, 'application/json', '{"status":"ok"}');
    if (read && (ctx.path === '/' || ctx.path === '/docs' || ctx.path === '/docs/')) {
      if (ctx.path === '/') return ctx.redirect('/docs');
      if (!docsHtml) throw new ProblemError('not_found', 'The documentation page has not been built on this server: run `npm run build`.');
      return staticResponse(ctx, 'text/html; charset=utf-8', docsHtml);
    }
    if (read && ctx.path === '/problems') return staticResponse(ctx, 'text/html; charset=utf-8', problemIndexPage());
    if (read && ctx.path.startsWith('/problems/')) {
      const page = problemPage(ctx.path.slice('/problems/'.length));
      if (!page) throw new ProblemError('not_found', `No problem code "${ctx.path.slice('/problems/'.length)}" exists.`);
      return staticResponse(ctx, 'text/html; charset=utf-8', page);
    }
    return next();
  };

  const apiMeta: Record<string, [string, string]> = {
    [`${apiRoot}/openapi.yaml`]: ['application/yaml; charset=utf-8', specYaml],
    [`${apiRoot}/openapi.json`]: ['application/json; charset=utf-8', specJson],
    [`${apiRoot}/tools`]: ['application/json; charset=utf-8', toolList],
  };

  const tools: Middleware = async (ctx, next: Next) => {
    const meta = apiMeta[ctx.path];
    if (meta) {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new ProblemError('method_not_allowed', `${ctx.path} is read with GET.`, { headers: { Allow: 'GET, HEAD' } });
      return staticResponse(ctx, meta[0], meta[1]);
    }
    const allowed = router.allowedMethods(ctx.path);
    if (!allowed) throw new ProblemError('tool_not_found', `No tool is named "${ctx.path.slice(apiRoot.length + 1)}".`);
    if (!allowed.includes(ctx.method)) throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, { headers: { Allow: allowed.join(', ') } });
    if (!isJsonMediaType(ctx.get('Content-Type'))) {
      const sent = ctx.get('Content-Type');
      throw new ProblemError('unsupported_media_type', sent ? `Content-Type "${sent}" is not accepted; the body must be JSON.` : 'The request has no Content-Type; the body must be JSON.', {
        headers: { 'Accept-Post': 'application/json' },
      });
    }
    await parseJsonBody(ctx, async () => undefined);
    const body: unknown = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      const got = body === '' || body === undefined ? 'an empty body' : Array.isArray(body) ? 'an array' : body === null ? 'null' : `a ${typeof body}`;
      throw new ProblemError('invalid_json_body', `The body must be a JSON object; got ${got}.`);
    }
    const outcome = (await api.handleRequest({ method: ctx.method, path: ctx.path, headers: ctx.headers as Record<string, string>, body }, ctx)) as ToolOutcome;
    const envelope = { tool: outcome.tool, result: outcome.result };
    if (config.validateResponses) {
      const check = api.validateResponse(envelope, outcome.operationId, 200);
      if (check.errors?.length) {
        throw new Error(`Response of ${outcome.operationId} violates the spec: ${check.errors.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
      }
    }
    ctx.body = envelope;
    return next();
  };

  const app = new Koa({ proxy: config.trustProxy });
  // Koa's own error logger would print internals; the boundary already logs what it must.
  app.silent = true;
  if (config.accessLog) app.use(accessLog(log));
  app.use(errorBoundary(log, config.publicBaseUrl));
  app.use(pages);
  const limited = rateLimit(config.rateLimit);
  const tooling: Middleware = async (ctx, next) => {
    if (ctx.path !== apiRoot && !ctx.path.startsWith(`${apiRoot}/`)) throw new ProblemError('not_found', `Nothing is served at ${ctx.path}.`);
    return limited(ctx, () => tools(ctx, next));
  };
  app.use(tooling);
  return app;
}
