import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { apiRoot } from '../../common/api-root';
import { ProblemError } from '../../problems/problem';
import { writeProblem } from '../problem-response';
import type { Step } from '../pipeline';
import { requireRead } from '../pages/site';
import { logLinesDropped } from '../log';

/** What the metrics read from the engine pool (EnginePool.stats). */
export interface PoolStats {
  stats(): { running: number; waiting: number; threads: number; recycles: number; threadFailures: number };
}

/** The process's own metrics (CPU, memory, event-loop lag, GC), collected once per process whatever the number of apps. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

export interface Metrics {
  /** After the answer: counts it by tool, status and problem code, and times it by tool. */
  readonly observe: Step;
  /** GET /metrics: the Prometheus text format (every process's, summed, under node:cluster). */
  readonly page: Step;
  /** This app's registries (the service's and the process's). */
  readonly registries: Registry[];
  /** Counts one MCP tool call by tool and problem code (`none` for a result), and times it. */
  readonly observeMcpCall: (tool: string, code: string, seconds: number) => void;
}

/** Seconds, from half a millisecond (the cheap path) to ten (a heavy task near its time limit). */
const durationBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A label value for answers of the API that name no tool (the tool list, the spec, an unknown tool). */
const NO_TOOL = 'none';
const apiPrefix = `${apiRoot}/`;
const NO_CODE = 'none';

/**
 * Prometheus metrics (prom-client): requests by tool, status and problem code; latency histograms by tool; the engine
 * pool's running and waiting tasks; and the process's own (event-loop lag, heap, CPU). Labels hold only tool names,
 * statuses and codes from the spec: never a body, an address, a path or a request id.
 */
export function createMetrics(pool: PoolStats | undefined): Metrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'utility_tools_requests_total',
    help: 'API answers by tool, HTTP status and problem code (none for a success).',
    labelNames: ['tool', 'status', 'code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'utility_tools_request_duration_seconds',
    help: 'Time from the request reaching the service to its answer being handed to Node, by tool.',
    labelNames: ['tool'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (stats: ReturnType<PoolStats['stats']>) => number): void => {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pool ? read(pool.stats()) : 0);
      },
    });
  };
  poolGauge('utility_tools_pool_waiting_tasks', 'Engine pool tasks waiting for a thread (the queue depth).', (s) => s.waiting);
  poolGauge('utility_tools_pool_running_tasks', 'Engine pool tasks running on a thread.', (s) => s.running);
  poolGauge('utility_tools_pool_threads', 'Engine pool threads.', (s) => s.threads);
  poolGauge(
    'utility_tools_pool_recycles',
    'Times the engine threads were replaced since start, because one held more than half its heap cap after its collections.',
    (s) => s.recycles,
  );
  poolGauge(
    'utility_tools_pool_thread_failures',
    'Engine threads that died between tasks since start (out of heap while loading or collecting); each was replaced.',
    (s) => s.threadFailures,
  );
  new Counter({
    name: 'utility_tools_log_lines_dropped_total',
    help: 'Log lines dropped because stdout was not taking them and LOG_BUFFER_BYTES were waiting already.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(logLinesDropped());
    },
  });
  const mcpCalls = new Counter({
    name: 'utility_tools_mcp_calls_total',
    help: 'MCP tool calls (over /mcp) by tool and problem code (none for a result).',
    labelNames: ['tool', 'code'] as const,
    registers: [registry],
  });
  const mcpDuration = new Histogram({
    name: 'utility_tools_mcp_call_duration_seconds',
    help: 'Time an MCP tool call took to run (validation, queue and engine), by tool.',
    labelNames: ['tool'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const observeMcpCall = (tool: string, code: string, seconds: number): void => {
    mcpCalls.labels(tool, code).inc();
    mcpDuration.labels(tool).observe(seconds);
  };
  const registries = [registry, processMetrics()];

  // Each label set's child, kept: prom-client would otherwise sort and join the labels on every answer.
  const counters = new Map<string, Counter.Internal>();
  const timers = new Map<string, Histogram.Internal<'tool'>>();
  const observe: Step = {
    name: 'metrics (METRICS)',
    run: ({ ctx, startedAt, operation, problemCode }) => {
      const { path } = ctx;
      if (path !== apiRoot && !path.startsWith(apiPrefix)) return;
      const tool = operation?.path.slice(1) ?? NO_TOOL;
      const code = ctx.status >= 400 ? (problemCode ?? NO_CODE) : NO_CODE;
      const key = `${tool} ${ctx.status} ${code}`;
      let counter = counters.get(key);
      if (!counter) counters.set(key, (counter = requests.labels(tool, String(ctx.status), code)));
      counter.inc();
      let timer = timers.get(tool);
      if (!timer) timers.set(tool, (timer = duration.labels(tool)));
      timer.observe(Number(process.hrtime.bigint() - startedAt) / 1e9);
    },
  };

  const page: Step = {
    name: 'metrics page (/metrics)',
    run: async ({ ctx }) => {
      if (ctx.path !== '/metrics') return undefined;
      requireRead(ctx);
      ctx.set('Cache-Control', 'no-store');
      if (cluster.isWorker) {
        ctx.type = registry.contentType;
        ctx.body = await askPrimaryForMetrics();
      } else {
        ctx.type = registry.contentType;
        ctx.body = await Registry.merge(registries).metrics();
      }
      return 'answered';
    },
  };
  return { observe, page, registries, observeMcpCall };
}

const METRICS_REQUEST = 'utility-tools:metrics-request';
const METRICS_ANSWER = 'utility-tools:metrics-answer';
let nextAsk = 0;

/** Under node:cluster: the primary gathers every worker's metrics (prom-client's AggregatorRegistry) and sends the sum. */
function askPrimaryForMetrics(): Promise<string> {
  const id = nextAsk++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('The primary process did not answer for the metrics within 5 s.')), 5000);
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }): void => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      finish(message.error === undefined ? undefined : new Error(message.error), message.text);
    };
    const finish = (error?: Error, text?: string): void => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/** In a cluster worker: lets the primary's aggregator read this app's registries. */
export function shareMetricsWithPrimary(metrics: Metrics): void {
  new AggregatorRegistry(); // adds prom-client's worker-side listener
  AggregatorRegistry.setRegistries(metrics.registries);
}

/**
 * In the cluster primary: every worker's metrics, aggregated (prom-client's AggregatorRegistry). With `answerWorkers`
 * (/metrics on the API port) it answers each worker's /metrics request; the metrics port reads the returned function.
 */
export function clusterMetrics(answerWorkers: boolean): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  if (answerWorkers) {
    cluster.on('message', (worker, message: { type?: string; id?: number }) => {
      if (message?.type !== METRICS_REQUEST) return;
      aggregator.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
        (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
      );
    });
  }
  return () => aggregator.clusterMetrics();
}

/** This process's metrics as the metrics port serves them when it is the only process (WORKERS=1). */
export function processMetricsText(metrics: Metrics): () => Promise<string> {
  return () => Registry.merge(metrics.registries).metrics();
}

/**
 * The metrics port's own small server (METRICS_PORT): GET or HEAD /metrics answers with `read()`'s text; any other
 * path is a 404 and any other method a 405, both problem+json. It serves nothing else, so the port can be opened to
 * Prometheus alone, and it shares no limit, slot or quota with the API.
 */
export function createMetricsServer(read: () => Promise<string>): Server {
  // A scrape is one small GET: its headers and the whole request must arrive within seconds.
  const server = createServer({ headersTimeout: 5000, requestTimeout: 10_000 }, (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      writeProblem(res, new ProblemError('not_found', 'This port serves /metrics only.', { recovery: 'Scrape GET /metrics.' }), '');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      writeProblem(res, new ProblemError('method_not_allowed', '/metrics is read with GET or HEAD.'), '', { Allow: 'GET, HEAD' });
      return;
    }
    read().then(
      (text) => {
        res.writeHead(200, {
          'Content-Type': Registry.PROMETHEUS_CONTENT_TYPE,
          'Content-Length': Buffer.byteLength(text),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => writeProblem(res, new ProblemError('engine_error', 'The metrics could not be gathered.'), ''),
    );
  });
  return server;
}
