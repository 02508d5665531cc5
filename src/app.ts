import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa, { type Middleware } from 'koa';
import type { Context as OpenApiContext, Document } from 'openapi-backend';
import type { Config } from './config';
import { handlers as defaultHandlers } from './handlers';
import { operations, spec, type HandlerMap, type OperationId } from './handlers/types';
import { accessLog, errorBoundary, type Logger } from './http/error-boundary';
import { createOpenApiBackend } from './http/openapi';
import { ProblemError } from './http/problem';
import { rateLimit } from './http/rate-limit';
import { site } from './http/site';
import { toolRoute, type ToolOutcome } from './http/tool-route';
import { toValidationErrors } from './http/validation-errors';

const projectRoot = join(__dirname, '..');
const apiRoot = '/api/v1';

export interface AppOptions {
  log?: Logger;
  /** Replaces the registry (tests only); must still cover every operation in the spec. */
  handlers?: HandlerMap;
  docsPath?: string;
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

/** openapi-backend with one registered handler per operation, each returning the tool's outcome for the envelope. */
async function createToolBackend(registry: HandlerMap) {
  const api = await createOpenApiBackend(spec as unknown as Document, {
    validationFail: (c: OpenApiContext) => {
      const errors = toValidationErrors(c.validation.errors ?? []);
      const { tool } = operations[c.operation.operationId as OperationId];
      const detail = `The body does not satisfy the request schema of ${tool}: ${errors.length} problem${errors.length === 1 ? '' : 's'}.`;
      throw new ProblemError('validation_failed', detail, { errors });
    },
    // The route answers 404 and 405 before the body is read; these only guard a path it did not foresee.
    notFound: () => {
      throw new ProblemError('tool_not_found', 'No tool has this path.');
    },
    methodNotAllowed: () => {
      throw new ProblemError('method_not_allowed', 'Tools accept POST only.', { headers: { Allow: 'POST' } });
    },
  });
  const operationIds = api.getOperations().map((op) => op.operationId ?? '') as OperationId[];
  assertRegistryMatchesSpec(registry, operationIds);
  for (const operationId of operationIds) {
    const handler = registry[operationId] as (input: { request: unknown }) => unknown;
    api.register(operationId, async (c: OpenApiContext): Promise<ToolOutcome> => ({
      tool: operations[operationId].tool,
      operationId,
      result: await handler({ request: c.request }),
    }));
  }
  return api;
}

/** Builds the Koa application: routing and validation by openapi-backend from the spec, problems, rate limits, docs. Never listens. */
export async function createApp(config: Readonly<Config>, options: AppOptions = {}): Promise<Koa> {
  const log = options.log ?? ((line: string) => console.log(line));
  const api = await createToolBackend(options.handlers ?? defaultHandlers);

  const docsPath = options.docsPath ?? join(projectRoot, 'docs', 'index.html');
  const docsHtml = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : undefined;
  const toolList = JSON.stringify({
    tools: Object.values(operations).map(({ tool, tag, summary }) => ({ tool, tag, summary, url: `${apiRoot}/${tool}` })),
  });
  const tools = toolRoute({
    api,
    apiRoot,
    bodyLimitBytes: config.bodyLimitBytes,
    validateResponses: config.validateResponses,
    documents: {
      [`${apiRoot}/openapi.yaml`]: ['application/yaml; charset=utf-8', readFileSync(join(projectRoot, 'openapi', 'v1.yaml'), 'utf8')],
      [`${apiRoot}/openapi.json`]: ['application/json; charset=utf-8', JSON.stringify(spec)],
      [`${apiRoot}/tools`]: ['application/json; charset=utf-8', toolList],
      [apiRoot]: ['application/json; charset=utf-8', toolList],
      [`${apiRoot}/`]: ['application/json; charset=utf-8', toolList],
    },
  });
  const limited = rateLimit(config.rateLimit);
  const underApiRoot: Middleware = async (ctx, next) => {
    if (ctx.path !== apiRoot && !ctx.path.startsWith(`${apiRoot}/`)) throw new ProblemError('not_found', `Nothing is served at ${ctx.path}.`);
    return limited(ctx, () => tools(ctx, next));
  };

  const app = new Koa({ proxy: config.trustProxy });
  // Koa's own error logger would print internals; the boundary already logs what it must.
  app.silent = true;
  if (config.accessLog) app.use(accessLog(log));
  app.use(errorBoundary(log, config.publicBaseUrl));
  app.use(site(docsHtml, apiRoot));
  app.use(underApiRoot);
  return app;
}
