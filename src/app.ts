import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa from 'koa';
import { stringify } from 'yaml';
import type { Config } from './config';
import { handlers as defaultHandlers } from './handlers';
import { operations, spec, type HandlerMap } from './handlers/types';
import { accessLog, type Logger } from './http/access-log';
import { answerBudget } from './http/answer-budget';
import { documentServer } from './http/api-documents';
import { clientAddressFinder } from './http/client-address';
import { apiCors } from './http/cors';
import { errorBoundary } from './http/error-boundary';
import { inFlightCap } from './http/in-flight';
import { jsonBodyReader } from './http/json-body';
import type { Lifecycle } from './http/lifecycle';
import { normalizePath } from './http/normalize-path';
import { createToolBackend } from './http/openapi';
import { operationDispatcher, operationGuard } from './http/operation';
import { rateLimiter } from './http/rate-limit';
import { assignRequestId } from './http/request-id';
import { checkResponses } from './http/response-check';
import { setApiSecurityHeaders } from './http/security-headers';
import { site } from './http/site';
import { EnginePool } from './pool/engine-pool';
import { operationRunner, type Sources } from './pool/operation-runner';
import { apiRoot } from './common/api-root';

const projectRoot = join(__dirname, '..');
/** The one place the API's path prefix is written. */
export { apiRoot } from './common/api-root';

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

/**
 * Builds the Koa application. Every request gets its id and normalised path; pages answer outside the API root; an
 * API request gets the security headers, CORS, the rate limit, the in-flight cap, the fixed documents or the
 * operation's 404/405, then its JSON body is read and dispatched, and the answer is held to the answer budget. Never listens.
 */
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

  const isApiPath = (path: string): boolean => path === apiRoot || path.startsWith(`${apiRoot}/`);
  const cors = apiCors(config.corsOrigins);
  const clientAddressOf = clientAddressFinder(config.trustProxy);
  const limitRate = rateLimiter(config.rateLimit);
  const admitInFlight = inFlightCap(config.inFlight);
  const serveDocument = documentServer(fixedDocuments());
  const requireOperation = operationGuard(api, apiRoot);
  const readJsonBody = jsonBodyReader(config.bodyLimitBytes);
  const dispatch = operationDispatcher(api);
  const holdAnswer = answerBudget(config.answers);

  // The API path as plain steps in one function, not a middleware each: a cheap call pays for no extra Koa layers.
  const afterCors = async (ctx: Koa.Context): Promise<void> => {
    const client = clientAddressOf(ctx) || 'unknown';
    await limitRate(ctx, client);
    admitInFlight(ctx, client);
    if (serveDocument(ctx)) return;
    requireOperation(ctx);
    await dispatch(ctx, await readJsonBody(ctx), client);
    holdAnswer(ctx, client);
  };
  const apiRequest = (ctx: Koa.Context): Promise<unknown> => {
    setApiSecurityHeaders(ctx);
    // A preflight is answered by CORS, before the rate limiter, so it costs the caller no budget.
    return cors(ctx, () => afterCors(ctx));
  };

  const app = new Koa();
  // Koa's own error logger would print internals; the boundary already logs what it must.
  app.silent = true;
  if (config.accessLog) app.use(accessLog(log));
  if (config.validateResponses) app.use(checkResponses(api, log, config.publicBaseUrl ?? ''));
  const sitePages = site(docsHtml, lifecycle);
  app.use(
    errorBoundary(log, config.publicBaseUrl, (ctx) => {
      assignRequestId(ctx);
      normalizePath(ctx);
      return isApiPath(ctx.path) ? apiRequest(ctx) : sitePages(ctx);
    }),
  );
  return app;
}
