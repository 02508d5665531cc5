import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createApp } from './app';
import { sharedListener } from './cluster-listener';
import { LISTEN_FAILURE } from './cluster-messages';
import { problemTypeBase, type Config } from './config';
import { answerClientErrors } from './http/connections/client-errors';
import { capConnectionsPerClient } from './http/connections/connection-cap';
import { connectionBudget, openFileLimit } from './http/connections/fd-limit';
import { trackConnections, type DrainOutcome } from './http/connections/drain';
import type { Lifecycle } from './http/connections/lifecycle';
import type { Logger } from './http/log';
import { processMetricsText, shareMetricsWithPrimary } from './http/protocols/metrics';
import { listenFailure, serveMetricsPort } from './listen';
import { EnginePool } from './pool/engine-pool';
import { createTools } from './runtime';
import { createRateLimitCounters, createServiceMetrics } from './service-counters';
import { armShutdownDeadline, SHUTDOWN_OVERRUN_GRACE_MS } from './shutdown-deadline';

/** When the first pool threads begin loading their engines, from their start (see EnginePoolOptions.warmDelayMs). */
const THREADS_LOAD_ENGINES_AFTER_MS = 1000;

/** Logs what became of the drain's requests; the exit code follows `complete`. */
function logDrain(log: Logger, outcome: DrainOutcome): void {
  const { received, answered, closedByClient, notAnswered, cut } = outcome;
  if (outcome.complete) log.info({ received, answered, closedByClient }, 'drained: every request answered');
  else if (cut > 0) log.warn({ received, answered, closedByClient, notAnswered, cut }, `shutdown timeout: ${cut} request(s) cut`);
  else log.warn({ received, answered, closedByClient, notAnswered }, `drain incomplete: ${notAnswered} request(s) read and not answered`);
}

/**
 * Serves HOST:PORT in this process (alone, or as one cluster worker). On SIGTERM/SIGINT it drains (trackConnections):
 * /readyz turns 503, no new connections, every request read is answered (with Connection: close once every listener
 * of the port is closed), then it logs the requests received and answered and exits 0; 1 when one it read went
 * unanswered (SHUTDOWN_TIMEOUT_SECONDS cut it, or its connection was lost under it).
 */
export async function serve(config: Readonly<Config>, log: Logger): Promise<void> {
  const lifecycle: Lifecycle = { draining: false };
  // The threads start now, while the service loads itself, and load their engines a second later, after it listens:
  // the first callers find idle threads, and the engines are loaded before most callers need them.
  const pool = new EnginePool({ ...config.pool, warmDelayMs: THREADS_LOAD_ENGINES_AFTER_MS });
  pool.start();
  const tools = await createTools(config, { log, pool });
  const counters = createRateLimitCounters(config, log);
  const metrics = createServiceMetrics(config, pool);
  if (metrics && cluster.isWorker) shareMetricsWithPrimary(metrics);
  const app = await createApp(config, { tools, lifecycle, log, rateLimitCounters: counters, ...(metrics ? { metrics } : {}) });
  const handle = app.callback();
  // Timeouts are checked every second, not Node's default 30, so a slow client is cut off close to the setting.
  const server = createServer(
    { connectionsCheckingInterval: 1000, requestTimeout: config.requestTimeoutMs, headersTimeout: config.headersTimeoutMs },
    // Node ignores what a request listener returns. Koa's handler settles each request itself (every error goes to
    // ctx.onerror, which answers it), so the promise it returns never rejects and there is nothing to wait for here.
    (request, response) => void handle(request, response),
  );
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server, problemTypeBase(config));
  // Every connection takes a descriptor: the caps follow this process's limit, so a few addresses cannot use them up.
  const fdLimit = openFileLimit();
  const budget = connectionBudget(fdLimit, { total: config.maxConnections, perClient: config.maxConnectionsPerClient });
  capConnectionsPerClient(server, { ...budget, trustProxy: config.trustProxy, ipv6Prefix: config.clientIpv6Prefix });
  if (budget.perClient < config.maxConnectionsPerClient) {
    log.info(
      { fdLimit, maxConnections: budget.total, maxConnectionsPerClient: budget.perClient },
      'connection caps lowered to fit the open-file limit (ulimit -n)',
    );
  }
  const connections = trackConnections(server);
  // Alone (WORKERS=1), this process serves the metrics port too; under the cluster the primary does.
  if (metrics && config.metricsPort !== undefined && cluster.isPrimary) {
    await serveMetricsPort(config, processMetricsText(metrics), log).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
  }
  const shared = cluster.isWorker ? sharedListener(server, connections) : undefined;
  server.once('error', (error: NodeJS.ErrnoException) => {
    const line = listenFailure(error, config.host, config.port);
    if (cluster.isWorker) process.send?.({ type: LISTEN_FAILURE, line }, () => process.exit(1));
    else {
      console.error(line);
      process.exit(1);
    }
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Under the cluster the primary announces the address once every worker listens.
    if (cluster.isPrimary) log.info(`utility-tools-api listening on http://${config.host}:${port} (docs at /docs)`);
    log.flush();
    // Load the engines in every pool thread now, so no caller pays for it.
    const warming = performance.now();
    pool.warm().then(
      () => {
        log.info({ threads: config.pool.threads, ms: Math.round(performance.now() - warming) }, 'engine_pool_warm');
        log.flush();
      },
      (error: unknown) => log.error({ failure: error instanceof Error ? error.name : 'error' }, 'engine pool warm-up failed'),
    );
  });

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    log.info(`${signal} received: draining (up to ${config.shutdownTimeoutSeconds} s)`);
    log.flush();
    const deadline = armShutdownDeadline(config.shutdownTimeoutSeconds * 1000 + SHUTDOWN_OVERRUN_GRACE_MS, (step) => {
      log.error({ step }, 'shutdown_overrun: the process outlived its drain and is stopped');
      log.flush();
      process.exit(1);
    });
    // Signalled before it listens (a start cut short, or, under the cluster, a sibling's failed listen while this one's
    // is still with the primary): there is nothing to drain, and closing a listen still in flight makes Node's cluster
    // code call close() on the null handle of the primary's error reply (lib/net.js, listenOnPrimaryHandle), a crash.
    const outcome: DrainOutcome = server.listening
      ? await connections.drain(config.shutdownTimeoutSeconds * 1000, shared)
      : { complete: true, received: 0, answered: 0, closedByClient: 0, notAnswered: 0, cut: 0 };
    // Every request is answered by now: a pool or Redis that fails to close (a warm-up cut short) is logged, and the
    // exit code still says whether the drain was complete.
    deadline.at('closing the engine threads and the rate-limit store');
    const closed = await Promise.allSettled([pool.close(), counters.close()]);
    for (const result of closed) {
      if (result.status === 'rejected') {
        log.warn({ failure: result.reason instanceof Error ? result.reason.name : 'error' }, 'shutdown: a resource did not close cleanly');
      }
    }
    logDrain(log, outcome);
    process.exit(outcome.complete ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
