import { readdirSync, readFileSync } from 'node:fs';
import { spawnService } from '../support/spawned';

// A stopping process never outlives its drain by more than a bounded grace (src/shutdown-deadline.ts). Here a cluster
// worker is frozen (SIGSTOP), so it can neither drain nor exit: the primary must end it and exit 1, naming it.

/** The pids whose parent is `parent` and that run the service (from /proc: the workers of a cluster primary). */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the name in brackets may hold spaces, so split after it.
        const parentPid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        return parentPid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts');
      } catch {
        return false;
      }
    })
    .map(Number);
}

test('given a worker that cannot stop, when the primary is told to stop, then it kills it after the drain and its grace and exits 1', async () => {
  const service = await spawnService({ WORKERS: '2', SHUTDOWN_TIMEOUT_SECONDS: '0' });
  const primary = service.child.pid as number;
  let workers: number[] = [];
  for (let i = 0; i < 200 && workers.length < 2; i++) {
    workers = childrenOf(primary);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const [frozen] = workers;
  expect(frozen).toEqual(expect.any(Number));
  process.kill(frozen as number, 'SIGSTOP');
  const stoppedAt = Date.now();
  service.child.kill('SIGTERM');
  expect(await service.exited).toBe(1);
  // 0 s of drain plus twice the 5 s grace, within the time the test allows.
  expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(10_000);
  const overrun = service
    .output()
    .split('\n')
    .filter((line) => line.includes('shutdown_overrun'))
    .map((line) => JSON.parse(line) as { workers: number[] });
  expect(overrun).toEqual([expect.objectContaining({ workers: [frozen] })]);
}, 40_000);
