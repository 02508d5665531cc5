/**
 * Shutdowns under continuous kept-alive traffic (issue 36, item 1): the service (`node dist/server.js` of a checkout)
 * is started, 8 kept-alive connections send mock-data calls back to back and a fresh connection arrives every 20 ms
 * (tests/support/keepalive-traffic.ts), and a second in SIGTERM goes to the primary or, in turn, to the whole process
 * group. 20 shutdowns each with WORKERS=1 and the default cluster, without and with two busy loops beside them;
 * printed: the kept-alive requests lost (sent on a connection that then failed instead of answering; a refused
 * connection carried nothing), the fresh ones, non-zero exits, and what the drains counted.
 * `tsx bench/keepalive-shutdowns.ts [checkout] [runs]`, or BENCH_ONLY=shutdowns npm run bench. Loopback only.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { cpuLoad, shutdownUnderTraffic, TRAFFIC_ENV, type Service, type TrafficRun } from '../tests/support/keepalive-traffic';

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `node dist/server.js` in its own process group; resolves once it listens and its pools are warm. */
async function startService(cwd: string, port: number, workers: string | undefined): Promise<Service> {
  const child = spawn(process.execPath, [join(cwd, 'dist', 'server.js')], {
    cwd,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...TRAFFIC_ENV,
      ...(workers ? { WORKERS: workers } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const processes = workers === '1' ? 1 : 2;
  const started = Date.now();
  // Traffic starts once every pool has loaded its engines, as the issue's runs did.
  while ((output.match(/engine_pool_warm/g) ?? []).length < processes && Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`the service exited before listening:\n${output}`);
    await delay(50);
  }
  return { child, port, output: () => output };
}

interface Totals {
  runs: number;
  keptAlive: { sent: number; lost: number; lostBeforeSignal: number };
  fresh: { sent: number; lost: number; lostBeforeSignal: number };
  losses: Record<string, number>;
  badExits: number;
  drain: { received: number; answered: number; closedByClient: number; reports: number };
}

/** `runs` shutdowns of the checkout at `cwd` under continuous traffic, the signal to the primary and to the group in turn. */
export async function keptAliveShutdowns(
  cwd: string,
  port: number,
  runs: number,
  workers: string | undefined,
  load: boolean,
): Promise<Totals> {
  const totals: Totals = {
    runs,
    keptAlive: { sent: 0, lost: 0, lostBeforeSignal: 0 },
    fresh: { sent: 0, lost: 0, lostBeforeSignal: 0 },
    losses: {},
    badExits: 0,
    drain: { received: 0, answered: 0, closedByClient: 0, reports: 0 },
  };
  const busy = load ? cpuLoad() : [];
  try {
    for (let i = 0; i < runs; i++) {
      const service = await startService(cwd, port, workers);
      const run: TrafficRun = await shutdownUnderTraffic(service, { target: i % 2 === 0 ? 'primary' : 'group' });
      for (const kind of ['keptAlive', 'fresh'] as const) {
        totals[kind].sent += run[kind].sent;
        totals[kind].lost += run[kind].lost;
        totals[kind].lostBeforeSignal += run[kind].lostBeforeSignal;
      }
      for (const [loss, count] of Object.entries(run.losses)) totals.losses[loss] = (totals.losses[loss] ?? 0) + count;
      if (run.exitCode !== 0) totals.badExits += 1;
      for (const key of Object.keys(totals.drain) as (keyof Totals['drain'])[]) totals.drain[key] += run.drain[key];
      await delay(200);
    }
  } finally {
    for (const loop of busy) loop.kill();
  }
  return totals;
}

/** One line per setting: WORKERS=1 and the default cluster, without and with CPU load. */
export async function main(cwd = join(__dirname, '..'), runs = 20, port = 3940): Promise<void> {
  for (const workers of ['1', undefined]) {
    for (const load of [false, true]) {
      const totals = await keptAliveShutdowns(cwd, port, runs, workers, load);
      const { keptAlive, fresh, drain } = totals;
      console.log(
        `${runs} shutdowns, ${workers ? `WORKERS=${workers}` : 'default cluster'}, ${load ? 'two busy loops beside' : 'no added load'}: ` +
          `kept-alive ${keptAlive.lost} of ${keptAlive.sent} lost (${keptAlive.lostBeforeSignal} sent before the signal); ` +
          `fresh ${fresh.lost} of ${fresh.sent} lost (${fresh.lostBeforeSignal} before); ${totals.badExits} non-zero exits; ` +
          `drains counted ${drain.received} received, ${drain.answered} answered, ${drain.closedByClient} closed by their clients (${drain.reports} reports) ` +
          JSON.stringify(totals.losses),
      );
    }
  }
}

if (require.main === module) {
  const [cwd, runs] = process.argv.slice(2);
  void main(cwd, runs ? Number(runs) : undefined);
}
