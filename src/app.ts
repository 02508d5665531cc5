import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa from 'koa';
import compose from 'koa-compose';
import { stringify } from 'yaml';
import type { Config } from './config';
import { handlers as defaultHandlers } from './handlers';
import { operations, spec, type HandlerMap } from './handlers/types';
import { accessLog, type Logger } from './http/access-log';
import { apiDocuments } from './http/api-documents';
import { clientAddress } from './http/client-address';
import { apiCors } from './http/cors';
import { closeWhenDraining } from './http/draining';
import { errorBoundary } from './http/error-boundary';
import { inFlightLimit } from './http/in-flight';
import { jsonObjectBody } from './http/json-body';
import type { Lifecycle } from './http/lifecycle';
import { createToolBackend } from './http/openapi';
import { dispatchOperation, requireOperation } from './http/operation';
import { ProblemError } from './http/problem';
import { rateLimit } from './http/rate-limit';
import { requestId } from './http/request-id';
import { checkResponses } from './http/response-check';
import { normalizePath } from './http/normalize-path';
import { apiSecurityHeaders } from './http/security-headers';
import { site } from './http/site';
import { EnginePool } from './pool/engine-pool';
import { operationRunner, type Sources } from './pool/operation-runner';
import { apiRoot } from './http/api-root';

const projectRoot = join(__dirname, '..');
/** The one place the API's path prefix is written. */
export { apiRoot } from './http/api-root';

export interface AppOptions {
  log?: Logger;
  /** Replaces the registry (tests only); must still cover every operation in the spec. */
  handlers?: HandlerMap;
  docsPath?: string;
  /** The engine pool for `x-engine: worker` operations; by default one shared by every app of the process. */
  pool?: EnginePool;
  /** Clock and randomness for handlers (tests pin them). */
  sources?: Partial<Sources>;
  /** Owned by the server, which sets `draining` on a stop signal. */
  lifecycle?: Lifecycle;
}

let sharedPool: EnginePool | undefined;

/** One pool per process unless the caller brings its own; idle threads do not keep the process alive. */
function defaultPool(config: Readonly<Config>): EnginePool {
  sharedPool ??= new EnginePool(config.workers);
  return sharedPool;
}

function fixedDocuments(): Record<string, [string, string]> {
  const json = 'application/json; charset=utf-8';
  const toolList = JSON.stringify({
    tools: Object.values(operations).map(({ tool, tag, tagline }) => ({ tool, tag, summary: tagline, url: `${apiRoot}/${tool}` })),
  });
  return {
    [`${apiRoot}/openapi.yaml`]: ['application/yaml; charset=utf-8', stringify(spec, { lineWidth: 0 })],
    [`${apiRoot}/openapi.json`]: [json, JSON.stringify(spec)],
    [`${apiRoot}/tools`]: [json, toolList],
    [apiRoot]: [json, toolList],
    [`${apiRoot}/`]: [json, toolList],
  };
}

/** Builds the Koa application: pages, then the API (CORS, client address, rate limit, work cap, routing, body, dispatch). Never listens. */
export async function createApp(config: Readonly<Config>, options: AppOptions = {}): Promise<Koa> {
  const log = options.log ?? ((line: string) => console.log(line));
  const lifecycle = options.lifecycle ?? { draining: false };
  const sources: Sources = { now: () => new Date(), random: (size) => randomBytes(size), ...options.sources };
  const registry = options.handlers ?? defaultHandlers;
  // Pool threads load the real registry; a test's own registry runs inline.
  const pool = registry === defaultHandlers ? (options.pool ?? defaultPool(config)) : undefined;
  const api = await createToolBackend(registry, operationRunner(registry, pool, sources));

  const docsPath = options.docsPath ?? join(projectRoot, 'docs', 'index.html');
  const docsHtml = existsSync(docsPath) ? readFileSync(docsPath, 'utf8') : undefined;

  const underApiRoot: Koa.Middleware = async (ctx, next) => {
    if (ctx.path !== apiRoot && !ctx.path.startsWith(`${apiRoot}/`))
      throw new ProblemError('not_found', `Nothing is served at ${ctx.path.slice(0, 100)}.`);
    await next();
  };
  const apiChain = compose([
    underApiRoot,
    apiSecurityHeaders(),
    apiCors(config.corsOrigins),
    clientAddress(config.trustProxy),
    rateLimit(config.rateLimit),
    inFlightLimit(config.maxInFlight),
    apiDocuments(fixedDocuments()),
    requireOperation(api, apiRoot),
    jsonObjectBody(config.bodyLimitBytes),
    dispatchOperation(api),
  ]);

  const app = new Koa();
  // Koa's own error logger would print internals; the boundary already logs what it must.
  app.silent = true;
  app.use(requestId());
  app.use(normalizePath());
  if (config.accessLog) app.use(accessLog(log));
  app.use(closeWhenDraining(lifecycle));
  if (config.validateResponses) app.use(checkResponses(api, log, config.publicBaseUrl ?? ''));
  app.use(errorBoundary(log, config.publicBaseUrl));
  app.use(site(docsHtml, apiRoot, lifecycle));
  app.use(apiChain);
  return app;
}
