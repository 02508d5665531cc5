import { cpuLoad, shutdownUnderTraffic, TRAFFIC_ENV, type TrafficRun } from '../support/keepalive-traffic';
import { spawnService } from '../support/spawned';

// Issue 36, item 1: the stop signal under continuous kept-alive traffic (8 connections sending back to back, a fresh
// connection every 20 ms; tests/support/keepalive-traffic.ts), 10 times per setting, every other time beside two busy
// loops, to the primary and to the whole process group in turn. A loss is a race, hence the repetitions; the mechanism
// itself has tests of its own in drain.system.test.ts. KEEPALIVE_SHUTDOWNS sets the number of runs per setting (CI runs this tier
// on two Node.js versions; `BENCH_ONLY=shutdowns npm run bench` gives the figure over 20).

const RUNS = Number(process.env.KEEPALIVE_SHUTDOWNS ?? 10);

async function untilWarm(output: () => string, processes: number): Promise<void> {
  for (let i = 0; i < 400 && (output().match(/engine_pool_warm/g) ?? []).length < processes; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  { setting: 'WORKERS=1', workers: '1', processes: 1 },
  { setting: 'the cluster (WORKERS=2)', workers: '2', processes: 2 },
])('shutdowns under continuous kept-alive traffic, $setting', ({ workers, processes }) => {
  test(
    `when ${RUNS} services are stopped under it, half of them beside two busy loops, then no request is lost but fresh connections made after the signal, every exit is 0, and every process counts each request it read as answered`,
    async () => {
      const runs: TrafficRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        const busy = i % 2 === 1 ? cpuLoad() : [];
        try {
          const service = await spawnService({ ...TRAFFIC_ENV, WORKERS: workers }, [], { detached: true });
          await untilWarm(service.output, processes);
          runs.push(await shutdownUnderTraffic(service, { target: i % 4 < 2 ? 'primary' : 'group' }));
        } finally {
          for (const loop of busy) loop.kill();
        }
      }
      const losses: Record<string, number> = {};
      for (const run of runs) for (const [loss, count] of Object.entries(run.losses)) losses[loss] = (losses[loss] ?? 0) + count;
      // Lost: a kept-alive request, or a fresh connection's request sent before the signal (the port had accepted the
      // connection, so it is served, not reset with the listener). A fresh connection made after the signal may meet the
      // closing listener: refused, or reset from its queue, and never read.
      const lost = Object.fromEntries(Object.entries(losses).filter(([loss]) => !loss.startsWith('fresh new after')));
      // On a failure, when the first losses were sent (ms from the signal) tells which window they fell in.
      expect({ lost, sent: runs.flatMap((run) => run.lostAt) }).toEqual({ lost: {}, sent: expect.any(Array) });
      // The traffic did cross the signal: kept-alive requests were answered in every run.
      expect(runs.filter((run) => run.keptAlive.answered === 0)).toEqual([]);
      expect(runs.map((run) => run.exitCode)).toEqual(Array(RUNS).fill(0));
      // Each process logged its figures once, and they add up: read, then answered (none closed by these clients).
      expect(runs.map((run) => run.drain)).toEqual(
        runs.map((run) => ({ received: run.drain.answered, answered: run.drain.answered, closedByClient: 0, reports: processes })),
      );
      expect(runs.filter((run) => run.drain.received === 0)).toEqual([]);
    },
    RUNS * 30_000,
  );
});
