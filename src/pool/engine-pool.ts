import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ProblemError } from '../problems/problem';
import { ToolInputError, type ToolErrorCode } from '../tools/shared/errors';
import { FamilyQueue } from './fair-queue';
import { SerializedResult } from './serialized-result';

/**
 * What the main thread sends to a pool thread; no operationId warms the thread (loads the engines) and does nothing
 * else. `seed` (48 bytes from the app's random source) keys the thread's random stream, so the app's source decides
 * every random byte wherever the handler runs.
 */
export interface EngineTask {
  operationId?: string;
  requestBody?: unknown;
  nowMs: number;
  seed?: Uint8Array;
}

/** A pool thread's answer: the result as JSON bytes, a tool input error as data, or null for a warm-up task. */
export type EngineTaskOutcome = Uint8Array | { ok: false; code: ToolErrorCode; message: string; recovery?: string } | null;

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
}

/** The compiled worker in production; the TypeScript source through tsx in development and tests. */
function workerFile(): { filename: string; execArgv: string[] } {
  const compiled = join(__dirname, 'worker.js');
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return { filename: join(__dirname, 'worker.ts'), execArgv: ['--require', 'tsx/cjs'] };
}

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

/** A bounded pool of worker threads for the operations the spec marks `x-engine: worker` (piscina). */
export class EnginePool {
  /** Started on the first task or warm-up, so threads do not load while the service itself starts. */
  private started: Piscina | undefined;
  /** Tasks handed to piscina and not yet settled: at most one per thread, so piscina's own queue stays empty. */
  private running = 0;
  /** Tasks waiting for a thread, served round robin per tool and per client (piscina's queue is first come, first served). */
  private readonly waiting = new FamilyQueue<WaitingTask>((task) => task.caller.client);

  constructor(private readonly options: EnginePoolOptions) {}

  private get piscina(): Piscina {
    if (this.started) return this.started;
    const { filename, execArgv } = workerFile();
    const options = this.options;
    this.started = new Piscina({
      filename,
      execArgv,
      minThreads: options.threads,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, options.heapMb / 8)) },
    });
    return this.started;
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
      const task: EngineTask = { operationId, requestBody, nowMs, seed };
      outcome = (await this.piscina.run(task, { signal: AbortSignal.timeout(this.options.taskTimeoutMs) })) as EngineTaskOutcome;
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
      if (!yielded) throw busy(`All ${threads} engine threads are busy and ${queueMax} tasks are already waiting.`);
      yielded.skip(
        busy(
          `All ${threads} engine threads are busy and the queue is full; this task gave its place to a tool or client with fewer tasks waiting.`,
        ),
      );
    }
    return new Promise((start, skip) => this.waiting.push(family, caller.client, { caller, start, skip }));
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

  /** What /metrics reports: tasks running on a thread, tasks waiting for one, and the threads. */
  stats(): { running: number; waiting: number; threads: number } {
    return { running: this.running, waiting: this.waiting.size, threads: this.options.threads };
  }

  /** Starts every thread and loads the engines in it, so the first callers do not pay for it. */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.threads }, () => this.piscina.run({ nowMs: 0 } satisfies EngineTask)));
  }

  async close(): Promise<void> {
    await this.started?.destroy();
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
