import { BroadcastChannel } from 'node:worker_threads';
import { EnginePool, type EnginePoolOptions } from '../../src/pool/engine-pool';
import { callTool, expectProblem, testClient } from '../support/app';
import { slowDocument } from '../support/slow-document';

// The engine pool: a bounded queue in front of the threads, turns per client, abandoned tasks dropped, a time limit.

/** A one-thread pool, warmed, closed after `use` whatever happens. */
async function withPool(options: Partial<EnginePoolOptions>, use: (pool: EnginePool) => Promise<void>): Promise<void> {
  const pool = new EnginePool({ threads: 1, queueMax: 4, queueMaxPerClient: 1, heapMb: 512, taskTimeoutMs: 10_000, ...options });
  try {
    await pool.warm();
    await use(pool);
  } finally {
    await pool.close();
  }
}

const seed = () => new Uint8Array(48);
const format = (text: string) => ({ text, indent: 2, mode: 'pretty', sortKeys: false });
const caller = (client: string, gone = () => false) => ({ client, gone });

describe('engine pool', () => {
  test('when the threads are busy and the queue is full, then 503 server_busy with Retry-After, and the pool recovers', () =>
    withPool({ queueMax: 1 }, async (pool) => {
      const client = await testClient({}, { pool });
      // Straight to the pool, past the body limit: 5 MB takes the thread about a second.
      const huge = JSON.stringify(Array.from({ length: 120_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })));
      const request = { text: huge, indent: 2, mode: 'minify', sortKeys: false };
      // One task runs and one waits: the queue of 1 is full when the HTTP request arrives.
      const occupying = [pool.run('json_formatter', request, 0, seed()), pool.run('json_formatter', request, 0, seed())];
      const response = await callTool(client, 'json-formatter', { text: '[1]' });
      expectProblem(response, 503, 'server_busy');
      expect(response.headers['retry-after']).toBe('1');
      await Promise.allSettled(occupying);
      expect((await callTool(client, 'json-formatter', { text: '[1]' })).status).toBe(200);
    }));

  test("when one client has queued several heavy tasks, then another client's task waits for one of them, not all", () =>
    withPool({ queueMax: 16, queueMaxPerClient: 16 }, async (pool) => {
      const finished: string[] = [];
      const task = (client: string, name: string) =>
        pool.run('json_formatter', format(slowDocument), 0, seed(), caller(client)).then(() => finished.push(name));
      const greedy = ['a1', 'a2', 'a3', 'a4'].map((name) => task('203.0.113.7', name));
      const other = task('198.51.100.9', 'b1');
      await Promise.all([...greedy, other]);
      // a1 was already running and a2 had the first turn; first come, first served would have put b1 last.
      expect(finished).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    }));

  test('when a caller hangs up while its task waits for a thread, then the task is dropped unrun and the next one runs', () =>
    withPool({}, async (pool) => {
      let hungUp = false;
      const running = pool.run('json_formatter', format(slowDocument), 0, seed());
      const abandoned = pool.run(
        'json_formatter',
        format(slowDocument),
        0,
        seed(),
        caller('a', () => hungUp),
      );
      const waiting = pool.run('json_formatter', format('[1]'), 0, seed(), caller('b'));
      hungUp = true;
      await expect(abandoned).rejects.toMatchObject({
        code: 'server_busy',
        message: 'The caller hung up before an engine thread was free; the task was not run.',
      });
      await running;
      expect(new TextDecoder().decode((await waiting).json)).toContain('[');
    }));

  test('when one client has WORKER_QUEUE_MAX_PER_CLIENT tasks waiting, then its next is 429 and another client still queues', () =>
    withPool({}, async (pool) => {
      const run = (client: string, gone?: () => boolean) =>
        pool.run('json_formatter', format(slowDocument), 0, seed(), caller(client, gone));
      const accepted = [run('a'), run('a')];
      await expect(run('a')).rejects.toMatchObject({
        code: 'rate_limited',
        message:
          'This client already has 1 tasks waiting for the engine threads, its share (WORKER_QUEUE_MAX_PER_CLIENT); this one was not queued.',
      });
      accepted.push(run('b'));
      // Once the waiting caller hangs up, its place is given back at the next request, not when a thread frees.
      let hungUp = false;
      const abandoned = run('c', () => hungUp);
      hungUp = true;
      accepted.push(run('c'));
      await expect(abandoned).rejects.toMatchObject({ code: 'server_busy' });
      await Promise.all(accepted);
    }));

  test("when one tool's tasks fill the queue, then another tool's task takes the place of the newest and waits for one of them, not all", () =>
    withPool({ queueMax: 3, queueMaxPerClient: 2 }, async (pool) => {
      const finished: string[] = [];
      const slow = (client: string, name: string) =>
        pool.run('json_formatter', format(slowDocument), 0, seed(), caller(client)).then(
          () => finished.push(name),
          (error: { code?: string }) => finished.push(`${name} ${error.code}`),
        );
      // One runs; a1, b1 and a2 fill the queue of 3.
      const flood = [slow('a', 'a0'), slow('a', 'a1'), slow('b', 'b1'), slow('a', 'a2')];
      const other = pool
        .run('uuid_generator', { version: 'v4', count: 1, format: 'standard' }, 0, seed(), caller('z'))
        .then(() => finished.push('uuid'));
      await Promise.all([...flood, other]);
      // a2 (the newest of the client with the most) gave its place; the tools take turns, so the uuid waited for one
      // queued json-formatter task (a1, whose tool queued first), not for all of them. A full queue once refused it.
      expect(finished).toEqual(['a2 server_busy', 'a0', 'a1', 'uuid', 'b1']);
    }));

  test('when a task runs past its time limit, then 503 server_busy and the thread is replaced', () =>
    withPool({ heapMb: 64, taskTimeoutMs: 100 }, async (pool) => {
      const client = await testClient({}, { pool });
      const response = await callTool(client, 'json-formatter', { text: slowDocument });
      expect(expectProblem(response, 503, 'server_busy').detail).toBe('The task did not finish within 100 ms and was stopped.');
      await pool.warm();
      // The replacement thread answers. A loaded machine can stretch even `[1]` past 100 ms once, so a few tries: a
      // pool that did not replace its thread answers none of them.
      const statuses: number[] = [];
      for (let tries = 0; tries < 5 && !statuses.includes(200); tries++)
        statuses.push((await callTool(client, 'json-formatter', { text: '[1]' })).status);
      expect(statuses).toContain(200);
    }));

  test('when a thread dies between tasks (out of heap while loading its engines), then the process lives on and the failure is counted', async () => {
    // 32 MB (the smallest WORKER_HEAP_MB) cannot hold every engine: each thread dies while loading, with no task of
    // its own, which piscina reports as an error event on the pool; unheard, it was thrown in the main thread.
    const pool = new EnginePool({ threads: 1, queueMax: 1, queueMaxPerClient: 1, heapMb: 32, taskTimeoutMs: 10_000 });
    try {
      pool.start();
      for (let waited = 0; pool.stats().threadFailures === 0 && waited < 60_000; waited += 100)
        await new Promise((done) => setTimeout(done, 100));
      expect(pool.stats().threadFailures).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  test('when a task outgrows its thread heap, then only that thread dies, the call rejects, and a new thread serves the next call', () =>
    withPool({ heapMb: 64 }, async (pool) => {
      // Straight to the pool, past the schema's bound on purpose: 20 MB of JSON to format needs far more than 64 MB.
      const huge = JSON.stringify(Array.from({ length: 500_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })));
      await expect(pool.run('json_formatter', format(huge), 0, seed())).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
      await expect(pool.run('json_formatter', format('[1]'), 0, seed())).resolves.toBeDefined();
    }));

  test('when a thread holds more than half its heap cap after a task, then a fresh set of threads takes over and the pool keeps serving', () =>
    withPool({ heapMb: 128 }, async (pool) => {
      // About 1.3 MB of JSON to format leaves the thread's heap past 64 MiB committed.
      const big = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a', 'b'] })));
      expect(pool.stats().recycles).toBe(0);
      await pool.run('json_formatter', format(big), 0, seed());
      for (let i = 0; i < 300 && pool.stats().recycles === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pool.stats().recycles).toBe(1);
      const answer = await pool.run('json_formatter', format('[1,2]'), 0, seed());
      expect(new TextDecoder().decode(answer.json)).toContain('[');
    }));

  test('when the threads are asked to settle, then each answers once and not the others’ answers', () =>
    withPool({ threads: 2 }, async (pool) => {
      const channel = new BroadcastChannel(pool.settleChannel);
      const answers: unknown[] = [];
      channel.onmessage = (event) => answers.push((event as { data: unknown }).data);
      try {
        channel.postMessage({ type: 'settle' });
        // Threads that answered each other's answers sent thousands of messages in this time.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(answers).toHaveLength(2);
      } finally {
        channel.close();
      }
    }));

  test('when a task throws something that is not a tool error, then the call rejects with it and the thread keeps serving', () =>
    withPool({}, async (pool) => {
      // No handler is registered under this name: the thread's handler call throws a TypeError.
      await expect(pool.run('no_such_operation' as never, {}, 0, seed())).rejects.toMatchObject({
        name: 'TypeError',
        message: 'handler is not a function',
      });
      await expect(pool.run('json_formatter', format('[1]'), 0, seed())).resolves.toBeDefined();
    }));
});
