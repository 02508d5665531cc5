import { writeSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

// A jest worker has, a few times, grown to 13-22 GB of resident memory (its main thread idle, engine-pool threads
// busy) until the kernel killed it, taking the machine's other work down first. jest's workerIdleMemoryLimit cannot
// see it: it reads the worker's heapUsed, not what its threads and native code hold. This stops such a worker while
// the machine still has room, naming the test file it was running, so the run fails on that file and says why.
// The one cause found so far (28 Nov, engine-pool.system.test.ts after the answer-size files): pool threads answering
// each other's settle messages without end, on a channel name shared by pools of earlier test files (fixed in
// src/pool/worker.ts and engine-pool.ts; reproduced by putting that file last in one worker, 8.3 -> 1.2 GiB).

const LIMIT_BYTES = Number(process.env.JEST_WORKER_RSS_LIMIT_BYTES ?? 8 * 1024 ** 3);

const watch = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss <= LIMIT_BYTES) return;
  const { testPath, currentTestName } = expect.getState();
  const gib = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  // What the next person needs to find the cause: where the memory is (this thread's heap, Buffers, elsewhere: other
  // threads or native code) and what was pending.
  const resources = process
    .getActiveResourcesInfo()
    .reduce<Record<string, number>>((counts, kind) => ({ ...counts, [kind]: (counts[kind] ?? 0) + 1 }), {});
  writeSync(
    2,
    `\nmemory guard: this jest worker (pid ${process.pid}, thread ${threadId}) holds ${gib(rss)} GiB resident, over ${gib(LIMIT_BYTES)} GiB, while running ${testPath ?? 'an unknown test file'} (test: ${currentTestName ?? 'none'}); heap ${gib(heapUsed)} GiB, external ${gib(external)} GiB (ArrayBuffers ${gib(arrayBuffers)} GiB), the rest outside this thread; pending ${JSON.stringify(resources)}. Stopping it (tests/support/memory-guard.ts).\n`,
  );
  process.kill(process.pid, 'SIGKILL');
}, 2000);
watch.unref();

afterAll(() => clearInterval(watch));
