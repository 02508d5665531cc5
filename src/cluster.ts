import cluster, { type Address, type Worker } from 'node:cluster';
import { connect, type Socket } from 'node:net';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import {
  CLOSE_LISTENER,
  EVERY_LISTENER_CLOSED,
  LISTEN_FAILURE,
  LISTENER_CLOSED,
  SENTINEL,
  SENTINEL_ARRIVED,
  type Sentinel,
} from './cluster-messages';
import type { Config } from './config';
import type { Logger } from './http/log';
import { clusterMetrics } from './http/protocols/metrics';
import { serveMetricsPort } from './listen';
import { armShutdownDeadline, SHUTDOWN_OVERRUN_GRACE_MS } from './shutdown-deadline';

/** The longest the workers keep taking connections after the stop signal, waiting for the sentinel to reach one. */
const SENTINEL_WAIT_MAX_MS = 2000;

/**
 * The primary process under WORKERS > 1 (node:cluster): it forks the workers, which share the port; it holds the
 * rate-limit counters for them all unless Redis does (rate-limiter-flexible's cluster master) and sums their metrics
 * for /metrics, which it serves itself on METRICS_PORT when that is set (the workers' port then has no /metrics). A
 * worker that dies is replaced; one that could not listen stops the start (exit 1, one line), as does a metrics port
 * it cannot listen on. On SIGTERM/SIGINT every worker drains, and the primary exits with the worst of their exit codes.
 * Closing the port's listeners is coordinated (cluster-messages.ts): the workers keep taking connections until a
 * sentinel connection the primary makes to the port reaches one of them, so every connection the port accepted before
 * the signal is handed on rather than reset when the port closes, and no worker tells a kept-alive client to reconnect
 * until the port is closed.
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
  /** The port's address, once a worker listens: the sentinel connects to it. */
  let port: Address | undefined;
  /** Called once the connections accepted before the stop signal are all handed to a worker. */
  let backlogHandedOut = (): void => undefined;
  /** Draining workers whose listener is closed. */
  const closedListeners = new Set<Worker>();
  let stopping = false;
  let worstExit = 0;

  const send = (worker: Worker, message: object): void => {
    // A worker that has exited meanwhile has a closed channel: the error says only that.
    if (worker.isConnected()) worker.send(message, undefined, () => undefined);
  };
  /**
   * The sentinel joins the port's queue behind every connection accepted and not yet handed on, and its address goes
   * to every worker (which recognises it whether the address or the connection comes first); when one has it, or
   * after SENTINEL_WAIT_MAX_MS, every worker may close its listener.
   */
  const handOutBacklog = (): void => {
    let sentinel: Socket | undefined;
    const fallback = setTimeout(() => backlogHandedOut(), SENTINEL_WAIT_MAX_MS);
    backlogHandedOut = () => {
      backlogHandedOut = () => undefined;
      clearTimeout(fallback);
      sentinel?.destroy();
      for (const worker of alive) send(worker, { type: CLOSE_LISTENER });
    };
    if (port === undefined) return backlogHandedOut();
    const host = port.address === '0.0.0.0' ? '127.0.0.1' : port.address === '::' ? '::1' : port.address;
    const connection = connect({ port: port.port, host });
    sentinel = connection;
    connection.on('error', () => backlogHandedOut());
    connection.once('connect', () => {
      const announced: Sentinel = { type: SENTINEL, address: connection.localAddress ?? '', port: connection.localPort ?? 0 };
      for (const worker of alive) send(worker, announced);
    });
  };
  /** Tells the draining workers that the port is closed once every worker alive has closed its listener. */
  const releaseWhenEveryListenerClosed = (): void => {
    if (closedListeners.size === 0 || ![...alive].every((worker) => closedListeners.has(worker))) return;
    for (const worker of alive) send(worker, { type: EVERY_LISTENER_CLOSED });
    closedListeners.clear();
  };
  const stopAll = (signal: NodeJS.Signals): void => {
    stopping = true;
    for (const worker of alive) worker.process.kill(signal);
    handOutBacklog();
    // A worker past its own deadline has stopped itself; one that cannot (stuck before its handler ran) is ended here.
    armShutdownDeadline(config.shutdownTimeoutSeconds * 1000 + 2 * SHUTDOWN_OVERRUN_GRACE_MS, () => {
      const stuck = [...alive].map((worker) => worker.process.pid);
      log.error({ workers: stuck }, 'shutdown_overrun: workers outlived their drain and are killed');
      log.flush();
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    });
  };
  const exitWhenAllGone = (): void => {
    if (alive.size === 0) process.exit(worstExit);
  };

  cluster.on('listening', (worker: Worker, address) => {
    listened.add(worker.id);
    port = address;
    if (announced) log.info({ worker: worker.process.pid }, 'worker_listening: a replacement serves the port');
    else if (listened.size === config.processes) {
      announced = true;
      log.info(`utility-tools-api listening on http://${config.host}:${address.port} (docs at /docs), ${config.processes} processes`);
    }
    log.flush();
  });
  cluster.on('message', (worker: Worker, message: { type?: string; line?: string }) => {
    if (message?.type === SENTINEL_ARRIVED) return backlogHandedOut();
    if (message?.type === LISTENER_CLOSED) {
      // A worker draining alone (signalled by itself) leaves the others serving the port: it need not wait.
      if (!stopping) return send(worker, { type: EVERY_LISTENER_CLOSED });
      closedListeners.add(worker);
      return releaseWhenEveryListenerClosed();
    }
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
      // The others need not wait for a listener that is gone.
      releaseWhenEveryListenerClosed();
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
