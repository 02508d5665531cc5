import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BroadcastChannel } from 'node:worker_threads';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ProblemError } from '../problems/problem';
import { ToolInputError, type ToolErrorCode } from '../tools/shared/errors';
import { FamilyQueue } from './fair-queue';
import { RECYCLE_INTERVAL_MS, RECYCLE_THREADS, THREAD_WARM } from './native-memory';
import { SerializedResult } from './serialized-result';

/**
 * What the main thread sends to a pool thread. `seed` (48 bytes from the app's random source) keys the thread's
 * random stream, so the app's source decides every random byte wherever the handler runs.
 */
export interface EngineTask {
  operationId: string;
  requestBody: unknown;
  nowMs: number;
  seed: Uint8Array;
}

/** A pool thread's answer: the result as JSON bytes, or a tool input error as data. */
export type EngineTaskOutcome = Uint8Array | { ok: false; code: ToolErrorCode; message: string; recovery?: string };

export interface EnginePoolOptions {
  threads: number;
  /** Tasks allowed to wait for a thread; one more is refused with 503 server_busy. */
  queueMax: number;
  /** Tasks one client address may have waiting; one more is refused with 429 rate_limited. */
  queueMaxPerClient: number;
  /** Each thread's old-generation heap cap: a task that outgrows it kills only its thread, never the process. */
  heapMb: number;
  /** A task still running after this is aborted (its thread is replaced) and answered with 503 server_busy. */
  taskTimeoutMs: number;
  /**
   * How long the first threads wait after they start before loading their engines (default 0). The service starts
   * its threads while it loads itself and lets them begin loading engines after it listens, so the first callers
   * find idle threads; threads that replace others (a memory bound, a crash) load at once.
   */
  warmDelayMs?: number;
  /**
   * Whether each thread loads every engine as it starts (the default: the service warms its threads after it
   * listens). Without, a thread loads an engine when its first task for it comes, and an idle thread is never busy
   * in the background: the library's, whose host may exit at any moment.
   */
  loadEnginesAtStart?: boolean;
  /**
   * How the refusal for a full queue names the bound and what to do (default: WORKER_QUEUE_MAX, and the catalogue's
   * advice to wait for Retry-After); the library names its own option.
   */
  queueFull?: { bound: string; recovery: string };
  /** The worker module the threads run, compiled JavaScript (the tests' pools: tests/support/compiled-worker.ts). */
  workerFile?: string;
}

/** The compiled worker in production (or the one named); the TypeScript source through tsx in development. */
function workerFile(named?: string): { filename: string; execArgv: string[] } {
  if (named !== undefined) return { filename: named, execArgv: [] };
  const compiled = join(__dirname, 'worker.js');
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(__dirname, 'worker.ts'), execArgv: ['--require', 'tsx/cjs'] };
}

/** How long close() waits for the threads to free their garbage before it stops them anyway (a task still running). */
const SETTLE_TIMEOUT_MS = 2000;

const busy = (detail: string): ProblemError => new ProblemError('server_busy', detail, { headers: { 'Retry-After': '1' } });

/** Who a task is for: its client address (turns are shared out per address), and whether its caller has hung up. */
export interface Caller {
  client: string;
  gone(): boolean;
}

const abandoned = (): ProblemError => busy('The caller hung up before an engine thread was free; the task was not run.');

const anyCaller: Caller = { client: '', gone: () => false };

interface WaitingTask {
  caller: Caller;
  start(): void;
  skip(error: ProblemError): void;
}

/**
 * The threads of one set that have loaded their engines, by thread id. A thread that dies (a task past its time
 * limit, a heap overflow) leaves the set, and piscina's replacement counts once it has loaded them in turn.
 */
class ThreadWarmth {
  private readonly warm = new Set<number>();
  private waiters: Array<() => void> = [];
  private failure: string | undefined;

  constructor(private readonly threads: number) {}

  destroyed(id: number): void {
    this.warm.delete(id);
  }

  loaded(id: number, failure: string | undefined): void {
    this.failure ??= failure;
    this.warm.add(id);
    if (this.warm.size < this.threads) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves once every thread of the set has loaded its engines; rejects if an engine failed to load in one. */
  async allWarm(): Promise<void> {
    if (this.warm.size < this.threads) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.failure) throw new Error(`An engine failed to load in a pool thread (${this.failure}).`);
  }
}

/** A bounded pool of worker threads for the operations the spec marks `x-engine: worker` (piscina). */
export class EnginePool {
  /** Started on the first task or warm-up, so threads do not load while the service itself starts. */
  private started: Piscina | undefined;
  /** Fresh threads warming up to take over from `started` (replaceThreads). */
  private fresh: Piscina | undefined;
  /** Tasks on each set of threads: a replaced set is let go when its last task settles. */
  private readonly tasksOn = new Map<Piscina, number>();
  /** How many times the threads were replaced because one passed its memory bound, and when last. */
  private recycles = 0;
  /** Threads that died between tasks since start (each replaced). */
  private threadFailures = 0;
  private recycledAt = -Infinity;
  /** Tasks handed to piscina and not yet settled: at most one per thread, so piscina's own queue stays empty. */
  private running = 0;
  /** Tasks waiting for a thread, served round robin per tool and per client (piscina's queue is first come, first served). */
  private readonly waiting = new FamilyQueue<WaitingTask>((task) => task.caller.client);
  private closed = false;
  /** Which threads of each set are still loading their engines (each loads them itself as it starts: worker.ts). */
  private readonly warmth = new WeakMap<Piscina, ThreadWarmth>();
  /**
   * The channel on which close() asks this pool's threads to free their garbage before they are stopped. Channels are
   * process-wide by name: a counter restarted with each copy of this module (jest's registry per test file, a second
   * copy of the library) gave pools of one process the same name, and one pool's close reached another's threads.
   */
  readonly settleChannel = `utility-tools:settle:${randomUUID()}`;

  constructor(private readonly options: EnginePoolOptions) {}

  private get piscina(): Piscina {
    this.started ??= this.createThreads(this.options.warmDelayMs ?? 0);
    return this.started;
  }

  /** Starts the threads now (by default they start with the first task or warm()). */
  start(): void {
    void this.piscina;
  }

  private createThreads(warmDelayMs = 0): Piscina {
    const { filename, execArgv } = workerFile(this.options.workerFile);
    const options = this.options;
    const threads = new Piscina({
      filename,
      execArgv,
      minThreads: options.threads,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      // Between tasks a thread returns to its event loop (Atomics.waitAsync), instead of parking on Atomics.wait
      // ('sync'), so the immediates that run native finalizers (tree-sitter's parse trees) run: under a steady stream
      // of tasks a parked thread never ran them and its native memory grew without bound.
      atomics: 'async',
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, options.heapMb / 8)) },
      // A thread whose isolate holds more than half its heap cap after its collections asks to be replaced.
      workerData: {
        recycleBytes: (options.heapMb / 2) * 1024 * 1024,
        warmDelayMs,
        loadEngines: options.loadEnginesAtStart ?? true,
        settleChannel: this.settleChannel,
      },
    });
    const warmth = new ThreadWarmth(options.threads);
    this.warmth.set(threads, warmth);
    threads.on('workerDestroy', (worker: { id: number }) => warmth.destroyed(worker.id));
    // A thread that dies between tasks (out of heap while loading or collecting, a native fault) is an 'error' event
    // on the pool, which would be thrown in the main thread unheard: piscina starts a thread in its place, and the
    // failure is counted for /metrics. A thread that dies in a task rejects that task instead (poolFailure).
    threads.on('error', () => {
      this.threadFailures += 1;
    });
    threads.on('message', (message: { type?: string; threadId?: number; failure?: string } | null) => {
      if (message?.type === RECYCLE_THREADS && threads === this.started) this.replaceThreads();
      if (message?.type === THREAD_WARM && message.threadId !== undefined) warmth.loaded(message.threadId, message.failure);
    });
    return threads;
  }

  /**
   * A thread passed its memory bound: a fresh set of threads is started and warmed while the old set keeps serving;
   * then new tasks go to the fresh set, and the old one is let go when its last task settles (at once if idle). A
   * thread cannot be stopped between two of piscina's tasks without racing the next one, so the set is replaced; at
   * most once per RECYCLE_INTERVAL_MS.
   */
  private replaceThreads(): void {
    if (this.fresh || this.closed || performance.now() - this.recycledAt < RECYCLE_INTERVAL_MS) return;
    this.recycledAt = performance.now();
    const fresh = this.createThreads();
    this.fresh = fresh;
    this.warmOn(fresh).then(
      () => {
        this.fresh = undefined;
        if (this.closed) return void fresh.destroy();
        const old = this.started;
        this.started = fresh;
        this.recycles += 1;
        if (old && !this.tasksOn.has(old)) void old.destroy();
      },
      () => {
        this.fresh = undefined;
        void fresh.destroy();
      },
    );
  }

  /** Counts a task on its set of threads until it settles; a replaced set is let go after its last one. */
  private async runOn(threads: Piscina, task: EngineTask): Promise<EngineTaskOutcome> {
    this.tasksOn.set(threads, (this.tasksOn.get(threads) ?? 0) + 1);
    try {
      return (await threads.run(task, { signal: AbortSignal.timeout(this.options.taskTimeoutMs) })) as EngineTaskOutcome;
    } finally {
      const left = (this.tasksOn.get(threads) ?? 1) - 1;
      if (left > 0) this.tasksOn.set(threads, left);
      else {
        this.tasksOn.delete(threads);
        if (threads !== this.started) void threads.destroy();
      }
    }
  }

  /**
   * Runs an operation's handler on a pool thread, giving its result as JSON. With every thread busy the task waits
   * its turn (per tool, then per client: FamilyQueue); 503 when WORKER_QUEUE_MAX tasks wait already and none of
   * them gives its place (a task of the tool and client with the most waiting does), or when the task runs too long;
   * 429 when WORKER_QUEUE_MAX_PER_CLIENT of them are this client's. A task whose caller hangs up before its turn is
   * dropped unrun.
   */
  async run(operationId: string, requestBody: unknown, nowMs: number, seed: Uint8Array, caller = anyCaller): Promise<SerializedResult> {
    await this.turn(operationId, caller);
    let outcome: EngineTaskOutcome;
    try {
      outcome = await this.runOn(this.piscina, { operationId, requestBody, nowMs, seed });
    } catch (error) {
      throw this.poolFailure(error);
    } finally {
      this.running -= 1;
      this.startWaiting();
    }
    // ArrayBuffer.isView, not instanceof: under jest the bytes arrive in Node's realm, not the test's.
    if (ArrayBuffer.isView(outcome)) return new SerializedResult(outcome);
    if (outcome === null || outcome.ok !== false) throw new Error('A pool thread answered a tool task without a result.');
    throw new ToolInputError(outcome.code, outcome.message, outcome.recovery);
  }

  /** Resolves when a thread is free for this caller's task, which then counts as running. */
  private turn(family: string, caller: Caller): Promise<void> {
    const { threads, queueMax, queueMaxPerClient } = this.options;
    if (this.running < threads) {
      this.running += 1;
      return Promise.resolve();
    }
    // Tasks whose callers hung up are dropped when they would otherwise refuse someone, so they free places at once.
    if (this.waiting.size >= queueMax) this.dropAbandoned();
    if (this.waiting.waitingFor(caller.client) >= queueMaxPerClient) this.dropAbandoned(caller.client);
    if (this.waiting.waitingFor(caller.client) >= queueMaxPerClient) {
      throw new ProblemError(
        'rate_limited',
        `This client already has ${queueMaxPerClient} tasks waiting for the engine threads, its share (WORKER_QUEUE_MAX_PER_CLIENT); this one was not queued.`,
        { headers: { 'Retry-After': '1' }, recovery: 'Wait for your earlier requests to be answered, then send this one again.' },
      );
    }
    if (this.waiting.size >= queueMax) {
      const yielded = queueMax === 0 ? undefined : this.waiting.yieldPlaceTo(family, caller.client);
      if (!yielded) throw this.queueFull(`All ${threads} engine threads are busy and ${queueMax} tasks are already waiting`);
      yielded.skip(
        this.queueFull(
          `All ${threads} engine threads are busy and the queue is full; this task gave its place to a tool or client with fewer tasks waiting`,
        ),
      );
    }
    return new Promise((start, skip) => this.waiting.push(family, caller.client, { caller, start, skip }));
  }

  /** 503 server_busy for a full queue, naming its bound and what to do when the pool's owner has said how. */
  private queueFull(detail: string): ProblemError {
    const named = this.options.queueFull;
    if (!named) return busy(`${detail}.`);
    return new ProblemError('server_busy', `${detail} (${named.bound}).`, { headers: { 'Retry-After': '1' }, recovery: named.recovery });
  }

  /** Takes the waiting tasks whose caller has hung up (of one client, or of all) out of the queue, unrun. */
  private dropAbandoned(client?: string): void {
    for (const task of this.waiting.removeWhere((waiting) => waiting.caller.gone(), client)) task.skip(abandoned());
  }

  /** Gives free threads to waiting tasks, in turn order, dropping those whose caller has gone. */
  private startWaiting(): void {
    while (this.running < this.options.threads) {
      const next = this.waiting.shift();
      if (!next) return;
      if (next.caller.gone()) {
        next.skip(abandoned());
        continue;
      }
      this.running += 1;
      next.start();
    }
  }

  /**
   * What /metrics reports: tasks running on a thread, tasks waiting for one, the threads, how often they were replaced
   * and how many died between tasks.
   */
  stats(): { running: number; waiting: number; threads: number; recycles: number; threadFailures: number } {
    return {
      running: this.running,
      waiting: this.waiting.size,
      threads: this.options.threads,
      recycles: this.recycles,
      threadFailures: this.threadFailures,
    };
  }

  /**
   * Starts the threads; each loads the engines itself, one engine at a time, so a task that arrives meanwhile waits
   * for at most one engine's load instead of all of them. Resolves when every thread has loaded them.
   */
  async warm(): Promise<void> {
    await this.warmOn(this.piscina);
  }

  private async warmOn(threads: Piscina): Promise<void> {
    await this.warmth.get(threads)?.allWarm();
  }

  /** Stops the threads, once each has freed its garbage (or after SETTLE_TIMEOUT_MS): see settle(). */
  async close(): Promise<void> {
    this.closed = true;
    const sets = [...new Set([this.started, this.fresh, ...this.tasksOn.keys()])].filter((threads) => threads !== undefined);
    await this.settle(sets);
    await Promise.all(sets.map((threads) => threads.destroy()));
  }

  /**
   * Asks every thread to stop loading engines and to collect its garbage and run the finalizers, and waits until each
   * has (at most SETTLE_TIMEOUT_MS: a thread busy with a task, or still starting, is stopped without). The threads
   * are then idle when they are stopped: one stopped while node-tree-sitter parses aborts the process (worker.ts).
   */
  private async settle(sets: Piscina[]): Promise<void> {
    const waiting = new Set(sets.flatMap((threads) => threads.threads.map((thread) => thread.threadId)));
    if (waiting.size === 0) return;
    const channel = new BroadcastChannel(this.settleChannel);
    try {
      await new Promise<void>((resolve) => {
        // Asked again every 50 ms: a thread still starting has no channel yet, and a message sent before it has one
        // never reaches it.
        const asking = setInterval(() => channel.postMessage({ type: 'settle' }), 50);
        const done = (): void => {
          clearInterval(asking);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, SETTLE_TIMEOUT_MS);
        channel.onmessage = (event) => {
          waiting.delete((event as { data: { threadId: number } }).data.threadId);
          if (waiting.size === 0) done();
        };
        channel.postMessage({ type: 'settle' });
      });
    } finally {
      channel.close();
    }
  }

  private poolFailure(error: unknown): unknown {
    if ((error as Error | null)?.name === 'AbortError' || (error as Error | null)?.name === 'TimeoutError') {
      return busy(`The task did not finish within ${this.options.taskTimeoutMs} ms and was stopped.`);
    }
    // A thread that outgrows its heap (ERR_WORKER_OUT_OF_MEMORY) is replaced by piscina; the request is a 500, as the
    // bounds in the spec should have kept the task small.
    return error;
  }
}
