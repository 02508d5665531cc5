/**
 * Continuous traffic across a stop signal (issue 36): kept-alive connections sending back to back, each from its own
 * agent (one connection at a time), and a fresh connection every 20 ms; the signal goes to the primary or the whole
 * process group a second in. Each request is classified by whether it was sent before the signal and by what it got;
 * a request lost is one sent on a connection that then failed (reset, hung up) instead of answering. A refused
 * connection is not a loss: nothing was sent on it. Used by the referee test (keepalive-drain.referee.test.ts) and the
 * bench (bench/keepalive-shutdowns.ts). Loopback only; bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';

export interface Service {
  child: ChildProcess;
  port: number;
  /** What the service printed (its JSON log lines). */
  output: () => string;
}

interface Sent {
  keptAlive: boolean;
  /** performance.now() when it was sent. */
  sentAt: number;
  /** The status, or the error code of a request that got none. */
  outcome: string;
  /** Whether the request went on a connection an earlier request had used. */
  reused: boolean;
}

export interface TrafficRun {
  keptAlive: { sent: number; answered: number; lost: number; lostBeforeSignal: number; refused: number };
  fresh: { sent: number; answered: number; lost: number; lostBeforeSignal: number; refused: number };
  /** Outcomes of the lost requests, `kept-alive reused ECONNRESET` and the like, with their counts. */
  losses: Record<string, number>;
  /** The first few lost requests, each with when it was sent from the signal (`fresh new ECONNRESET @-120ms`). */
  lostAt: string[];
  exitCode: number | null;
  /** The drain's own figures, summed over its processes' log lines. */
  drain: { received: number; answered: number; closedByClient: number; reports: number };
}

/**
 * The service's settings for this traffic: the fresh connections all come from one address, and under CPU load a
 * stalled service can hold more than MAX_CONNECTIONS_PER_CLIENT (128) of them, which the cap closes at once; the rate
 * limit would answer 429. Neither is what is measured here.
 */
export const TRAFFIC_ENV = { ACCESS_LOG: 'false', RATE_LIMIT_MAX: '1000000', MAX_CONNECTIONS_PER_CLIENT: '100000' };

const keptAliveBody = JSON.stringify({ schema: 'name:fullName, city:city', rows: 1000 });
const freshBody = JSON.stringify({ amountPaise: 1, rate: 18 });

function post(
  port: number,
  path: string,
  body: string,
  agent: Agent | false,
  localAddress: string,
): Promise<{ outcome: string; reused: boolean }> {
  return new Promise((resolve) => {
    let reused = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ outcome: String(res.statusCode), reused }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ outcome: error.code ?? error.message, reused }));
      },
    );
    req.on('socket', () => (reused = req.reusedSocket));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ outcome: error.code ?? error.message, reused }));
    req.end(body);
  });
}

/** Two busy loops, so the service shares the cores as on a loaded machine. */
export function cpuLoad(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The sums of the drain's log lines, one per process. */
function drainFigures(output: string): TrafficRun['drain'] {
  const figures = { received: 0, answered: 0, closedByClient: 0, reports: 0 };
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const record = JSON.parse(line) as { received?: number; answered?: number; closedByClient?: number };
    if (record.received === undefined) continue;
    figures.received += record.received;
    figures.answered += record.answered ?? 0;
    figures.closedByClient += record.closedByClient ?? 0;
    figures.reports += 1;
  }
  return figures;
}

/**
 * One shutdown under continuous traffic: `keptAlive` connections (from four loopback addresses, so the per-client
 * shares do not refuse them) send back to back, a fresh connection every 20 ms, and `target` gets SIGTERM
 * `signalAfterMs` in. Resolves once the service has exited and every request has its outcome.
 */
export async function shutdownUnderTraffic(
  service: Service,
  {
    target = 'primary',
    keptAlive = 8,
    signalAfterMs = 1000,
  }: { target?: 'primary' | 'group'; keptAlive?: number; signalAfterMs?: number } = {},
): Promise<TrafficRun> {
  const exited = new Promise<number | null>((resolve) => {
    if (service.child.exitCode !== null) resolve(service.child.exitCode);
    else service.child.once('exit', (code) => resolve(code));
  });
  const sent: Sent[] = [];
  let signalledAt = Infinity;
  let stop = false;
  const loops = Array.from({ length: keptAlive }, async (_, i) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = `127.0.11.${(i % 4) + 1}`;
    while (!stop) {
      const sentAt = performance.now();
      const { outcome, reused } = await post(service.port, '/api/v1/mock-data-generator', keptAliveBody, agent, localAddress);
      sent.push({ keptAlive: true, sentAt, outcome, reused });
      if (outcome === 'ECONNREFUSED') break;
    }
    agent.destroy();
  });
  const fresh = (async () => {
    const pending: Promise<void>[] = [];
    while (!stop) {
      const sentAt = performance.now();
      pending.push(
        post(service.port, '/api/v1/gst-calculator', freshBody, false, '127.0.11.9').then(({ outcome, reused }) => {
          sent.push({ keptAlive: false, sentAt, outcome, reused });
        }),
      );
      await delay(20);
    }
    await Promise.all(pending);
  })();
  await delay(signalAfterMs);
  signalledAt = performance.now();
  process.kill(target === 'group' ? -(service.child.pid as number) : (service.child.pid as number), 'SIGTERM');
  let hung: NodeJS.Timeout | undefined;
  const exitCode = await Promise.race([exited, new Promise<'hung'>((resolve) => (hung = setTimeout(() => resolve('hung'), 30_000)))]);
  clearTimeout(hung);
  if (exitCode === 'hung') process.kill(-(service.child.pid as number), 'SIGKILL');
  stop = true;
  await Promise.all([...loops, fresh]);

  const tally = (keptAliveKind: boolean): TrafficRun['keptAlive'] => {
    const mine = sent.filter((request) => request.keptAlive === keptAliveKind);
    const lost = mine.filter((request) => !/^\d+$/.test(request.outcome) && request.outcome !== 'ECONNREFUSED');
    return {
      sent: mine.length,
      answered: mine.filter((request) => /^\d+$/.test(request.outcome)).length,
      lost: lost.length,
      lostBeforeSignal: lost.filter((request) => request.sentAt < signalledAt).length,
      refused: mine.filter((request) => request.outcome === 'ECONNREFUSED').length,
    };
  };
  const losses: Record<string, number> = {};
  const lostAt: string[] = [];
  for (const request of sent) {
    if (/^\d+$/.test(request.outcome) || request.outcome === 'ECONNREFUSED') continue;
    const kind = `${request.keptAlive ? 'kept-alive' : 'fresh'} ${request.reused ? 'reused' : 'new'}`;
    const key = `${kind} ${request.sentAt < signalledAt ? 'before' : 'after'} ${request.outcome}`;
    losses[key] = (losses[key] ?? 0) + 1;
    if (lostAt.length < 10) lostAt.push(`${kind} ${request.outcome} @${Math.round(request.sentAt - signalledAt)}ms`);
  }
  return {
    keptAlive: tally(true),
    fresh: tally(false),
    losses,
    lostAt,
    exitCode: exitCode === 'hung' ? null : exitCode,
    drain: drainFigures(service.output()),
  };
}
