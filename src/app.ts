import { dirname, join } from 'node:path';
import type Koa from 'koa';
import { problemTypeBase, type Config } from './config';
import { operations, type HandlerMap } from './common/operations';
import { servedSpec } from './common/served-spec';
import { accessLog } from './http/steps/access-log';
import { logDestination, serviceLogger, type Logger } from './http/log';
import { AnswerBudget, answerBudget } from './http/steps/answer-budget';
import { documentServer, type Documents } from './http/pages/api-documents';
import { docsPageLoader } from './http/pages/docs-page';
import { toolPagesLoader } from './http/pages/tool-pages';
import { clientAddress } from './http/steps/client-address';
import { apiCors } from './http/steps/cors';
import { problemAnswer } from './http/steps/error-boundary';
import { inFlightCap } from './http/steps/in-flight';
import { jsonBody } from './http/steps/json-body';
import type { Lifecycle } from './http/connections/lifecycle';
import { normalizedPath } from './http/steps/normalize-path';
import { mcpEndpoint, mcpMethod } from './http/protocols/mcp';
import { mcpTools } from './mcp/server';
import type { Metrics } from './http/protocols/metrics';
import { operationDispatch, operationRoute } from './http/steps/operation';
import { compositionDispatch, isComposition } from './http/steps/composition';
import { branch, pipelineApp, type Exchange, type Pipeline } from './http/pipeline';
import { rateLimiter } from './http/steps/rate-limit';
import type { RateLimitCounters } from './http/limits/rate-limit-store';
import { requestId } from './http/steps/request-id';
import { responseChecks } from './http/steps/response-check';
import { apiSecurityHeaders } from './http/steps/security-headers';
import { site } from './http/pages/site';
import { EnginePool } from './pool/engine-pool';
import type { Sources } from './pool/operation-runner';
import { createTools, type Tools } from './runtime';
import { createRateLimitCounters, createServiceMetrics } from './service-counters';
import { apiRoot } from './common/api-root';
import { basePathStep } from './http/steps/base-path';

const projectRoot = join(__dirname, '..');
/** The one place the API's path prefix is written. */
export interface AppOptions {
  /** Where the access log and failures go; by default JSON lines on stdout at LOG_LEVEL. */
  log?: Logger;
  /** The tools as the service calls them (serve.ts builds them once); by default built here from the options below. */
  tools?: Tools;
  /** Replaces the registry (tests only); must still cover every operation in the spec. */
  handlers?: HandlerMap;
  docsPath?: string;
  /** The engine pool for `x-engine: worker` operations; by default one shared by every app of the process. */
  pool?: EnginePool;
  /** Clock and randomness for handlers (tests pin them). */
  sources?: Partial<Sources>;
  /** Owned by the server, which sets `draining` on a stop signal. */
  lifecycle?: Lifecycle;
  /** The Prometheus metrics served at /metrics when METRICS is on; by default this app's own. */
  metrics?: Metrics;
  /** Where the rate limit counts (Redis, the cluster primary or memory); by default chosen from REDIS_URL and WORKERS. */
  rateLimitCounters?: RateLimitCounters;
}

let sharedPool: EnginePool | undefined;
let sharedLogger: Logger | undefined;

/** One stdout logger per process unless the caller brings its own. */
function defaultLogger(config: Readonly<Config>): Logger {
  sharedLogger ??= serviceLogger(config.logLevel, logDestination(config.logBufferBytes));
  return sharedLogger;
}

/** One pool per process unless the caller brings its own; idle threads do not keep the process alive. */
function defaultPool(config: Readonly<Config>): EnginePool {
  sharedPool ??= new EnginePool(config.pool);
  return sharedPool;
}

/** The spec as served (TOOLS, and its one server under BASE_PATH) and the list of the tools it serves. */
function fixedDocuments({ tools, basePath }: Pick<Config, 'tools' | 'basePath'>): Documents {
  const json = 'application/json; charset=utf-8';
  const served = servedSpec({ tools, basePath });
  const listed = Object.values(operations).filter(({ tool }) => tools === undefined || tools.includes(tool));
  const toolList = JSON.stringify({
    tools: listed.map(({ tool, tag, tagline }) => ({
      tool,
      tag,
      summary: tagline,
      url: `${basePath}${apiRoot}/${tool}`,
    })),
  });
  return {
    // Rendered on its first request (the yaml package and the rendering take about 90 ms a start would pay).
    [`${apiRoot}/openapi.yaml`]: [
      'application/yaml; charset=utf-8',
      () => (require('yaml') as typeof import('yaml')).stringify(served, { lineWidth: 0 }),
    ],
    [`${apiRoot}/openapi.json`]: [json, JSON.stringify(served)],
    [`${apiRoot}/tools`]: [json, toolList],
    [apiRoot]: [json, toolList],
    [`${apiRoot}/`]: [json, toolList],
  };
}

/** Probes answer whatever the load: an orchestrator that cannot read them would restart a healthy instance. */
const isProbe = ({ ctx }: Exchange): boolean => ctx.path === '/healthz' || ctx.path === '/readyz';

/**
 * The service's one pipeline, as a declared list of steps of one shape (src/http/pipeline.ts): every request gets its
 * id, normalised path and client key; an API request gets the security headers, CORS, the rate limit, the fixed
 * documents or its operation (404/405), then its JSON body is read (a client's share of bodies arriving, a minimum
 * rate), and only then does it take an in-flight slot, so a slow sender holds no shared slot; it is validated and
 * dispatched, and the answer is held to the answer budget. /mcp takes the same steps and shares the slots and the
 * budget. Any other path (but the probes) counts against a page quota of its own, then is /metrics (unless it has
 * its own port, METRICS_PORT) or a site page.
 * The access log and the response check run after the answer, problems included.
 */
export async function createPipeline(config: Readonly<Config>, options: AppOptions = {}): Promise<Pipeline> {
  const log = options.log ?? defaultLogger(config);
  const lifecycle = options.lifecycle ?? { draining: false };
  const tools =
    options.tools ??
    (await createTools(config, {
      log,
      ...(options.handlers ? { handlers: options.handlers } : { pool: options.pool ?? defaultPool(config) }),
      ...(options.sources ? { sources: options.sources } : {}),
    }));
  const { contract, callTool } = tools;
  const counters = options.rateLimitCounters ?? createRateLimitCounters(config, log);
  const metrics = config.metrics ? (options.metrics ?? createServiceMetrics(config, tools.pool)) : undefined;

  const docsPath = options.docsPath ?? join(projectRoot, 'docs', 'index.html');
  const isApiPath = ({ ctx }: Exchange): boolean => ctx.path === apiRoot || ctx.path.startsWith(`${apiRoot}/`);
  const isMcpPath = ({ ctx }: Exchange): boolean => ctx.path === '/mcp';
  // One of each for the API and /mcp: the same client holds the same shares whichever way it calls.
  const limited = rateLimiter(config.rateLimit, counters.limiter);
  // Pages and the API's documents count against their own quota, apart from the tools' (a console that reloads the
  // spec never costs a caller a tool call).
  const pageQuota = rateLimiter(config.rateLimit, counters.limiter, 'pages');
  const documents = fixedDocuments(config);
  const isDocument = ({ ctx }: Exchange): boolean => Object.hasOwn(documents, ctx.path);
  const body = jsonBody(config.bodyLimitBytes, config.bodies);
  const inFlight = inFlightCap(config.inFlight);
  const budget = new AnswerBudget(config.answers);
  const pages = site(
    docsPageLoader(docsPath, { basePath: config.basePath, tools: config.tools }),
    lifecycle,
    toolPagesLoader(join(dirname(docsPath), 'tools'), { basePath: config.basePath, tools: config.tools }),
    config.basePath,
  );
  const composeConcurrency = Math.min(config.inFlight.perClient, config.pool.queueMaxPerClient);
  const checks = config.validateResponses ? responseChecks(contract.router, log) : undefined;
  const mcpDispatch = {
    callTool,
    compositions: tools.compositions,
    batchConcurrency: composeConcurrency,
    typeBase: problemTypeBase(config),
    endpoint: `${config.basePath}/mcp`,
    ...(metrics ? { observeCall: metrics.observeMcpCall } : {}),
  };
  // Described once: every /mcp request gets its own server (stateless), all of them the same tools.
  const mcp = mcpEndpoint(mcpDispatch, mcpTools(contract), budget, { limiter: counters.limiter, rateLimit: config.rateLimit });

  return {
    steps: [
      requestId,
      normalizedPath,
      ...(config.basePath === '' ? [] : [basePathStep(config.basePath)]),

      clientAddress({ trustProxy: config.trustProxy, ipv6Prefix: config.clientIpv6Prefix }, log),
      branch(`API (${apiRoot})`, isApiPath, [
        apiSecurityHeaders,
        // A preflight is answered by CORS, before the rate limiter, so it costs the caller no budget.
        apiCors(config.corsOrigins),
        branch('API documents (openapi.json, openapi.yaml, tools)', isDocument, [pageQuota, documentServer(documents)]),
        limited,
        // The problems it answers name URLs as the caller sends them: under BASE_PATH, with it.
        operationRoute(contract.router, apiRoot, `${config.basePath}${apiRoot}`),
        body,
        inFlight,
        branch('compositions (batch, pipeline)', isComposition, [
          compositionDispatch(tools.compositions, {
            budget,
            limiter: counters.limiter,
            rateLimit: config.rateLimit,
            concurrency: composeConcurrency,
            typeBase: problemTypeBase(config),
            apiRoot,
            ...(checks ? { checkLine: checks.lines } : {}),
          }),
        ]),
        operationDispatch(callTool),
        answerBudget(budget),
      ]),
      // MCP (streamable HTTP): the same tools, behind the same client key, rate limit, body reader, slots and budget.
      branch('MCP (/mcp)', isMcpPath, [apiSecurityHeaders, limited, mcpMethod, body, inFlight, mcp]),
      branch('page quota (all but /healthz and /readyz)', (exchange) => !isProbe(exchange), [
        pageQuota,
        // With METRICS_PORT, /metrics is served on that port only: here it is a site 404 like any unknown page.
        ...(metrics && config.metricsPort === undefined ? [metrics.page] : []),
        pages,
      ]),
      pages,
    ],
    afterAnswer: [
      ...(checks ? [checks.answers] : []),
      ...(metrics ? [metrics.observe] : []),
      ...(config.accessLog ? [accessLog(log, config.accessLogSuccessEvery)] : []),
    ],
  };
}

/** The Koa application: the pipeline as its one handler (an app.use() makes it refuse to serve). Never listens. */
export async function createApp(config: Readonly<Config>, options: AppOptions = {}): Promise<Koa> {
  const log = options.log ?? defaultLogger(config);
  return pipelineApp(await createPipeline(config, options), problemAnswer(log, problemTypeBase(config), config.basePath));
}
