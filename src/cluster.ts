import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { LISTEN_FAILURE } from './cluster-messages';
import type { Config } from './config';
import type { Logger } from './http/log';
import { clusterMetrics } from './http/protocols/metrics';
import { serveMetricsPort } from './listen';

/**
 * The primary process under WORKERS > 1 (node:cluster): it forks the workers, which share the port; it holds the
 * rate-limit counters for them all unless Redis does (rate-limiter-flexible's cluster master) and sums their metrics
 * for /metrics, which it serves itself on METRICS_PORT when that is set (the workers' port then has no /metrics). A
 * worker that dies is replaced; one that could not listen stops the start (exit 1, one line), as does a metrics port
 * it cannot listen on. On SIGTERM/SIGINT every worker drains; the primary exits with the worst of their exit codes.
 */
export async function runPrimary(config: Readonly<Config>, log: Logger): Promise<void> {
  if (!config.redisUrl) new RateLimiterClusterMaster();
  const readMetrics = config.metrics ? clusterMetrics(config.metricsPort === undefined) : undefined;
  // Listening before the workers fork: a metrics port that is taken stops the start before anything serves.
  if (readMetrics && config.metricsPort !== undefined) await serveMetricsPort(config, readMetrics, log);
  const listened = new Set<number>();
  /** Workers not yet exited (cluster.workers keeps one until its IPC channel closes too). */
  const alive = new Set<Worker>();
  const fork = (): void => void alive.add(cluster.fork());
  let announced = false;
  let stopping = false;
  let worstExit = 0;

  const stopAll = (signal: NodeJS.Signals): void => {
    stopping = true;
    for (const worker of alive) worker.process.kill(signal);
  };
  const exitWhenAllGone = (): void => {
    if (alive.size === 0) process.exit(worstExit);
  };

  cluster.on('listening', (worker: Worker, address) => {
    listened.add(worker.id);
    if (announced) log.info({ worker: worker.process.pid }, 'worker_listening: a replacement serves the port');
    else if (listened.size === config.processes) {
      announced = true;
      log.info(`utility-tools-api listening on http://${config.host}:${address.port} (docs at /docs), ${config.processes} processes`);
    }
    log.flush();
  });
  cluster.on('message', (_worker: Worker, message: { type?: string; line?: string }) => {
    if (message?.type !== LISTEN_FAILURE || stopping) return;
    console.error(message.line);
    worstExit = 1;
    stopAll('SIGTERM');
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    alive.delete(worker);
    const everListened = listened.delete(worker.id);
    if (stopping) {
      worstExit = Math.max(worstExit, code ?? 1);
      if (code !== 0) log.warn({ worker: worker.process.pid, code, signal }, 'worker_stopped_uncleanly');
      exitWhenAllGone();
      return;
    }
    if (!everListened) {
      // A worker that dies before listening would die again: a start-up failure, not a crash to recover from.
      log.fatal({ worker: worker.process.pid, code, signal }, 'worker_failed_to_start: stopping');
      worstExit = 1;
      stopAll('SIGTERM');
      exitWhenAllGone();
      return;
    }
    log.warn({ worker: worker.process.pid, code, signal }, 'worker_exited: starting a replacement');
    log.flush();
    fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info(`${signal} received: draining ${alive.size} processes`);
      log.flush();
      stopAll(signal);
    });
  }
  for (let i = 0; i < config.processes; i++) fork();
}
