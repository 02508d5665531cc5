import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ProblemError } from '../http/problem';
import { ToolInputError, type ToolErrorCode } from '../tools/errors';
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

/** A bounded pool of worker threads for the operations the spec marks `x-engine: worker` (piscina). */
export class EnginePool {
  private readonly piscina: Piscina;
  /** Tasks submitted and not yet settled, running or waiting. piscina's own maxQueue does not count tasks that carry
   * an AbortSignal (it parks them in a second queue), so the bound is kept here. */
  private outstanding = 0;

  constructor(private readonly options: EnginePoolOptions) {
    const { filename, execArgv } = workerFile();
    this.piscina = new Piscina({
      filename,
      execArgv,
      minThreads: options.threads,
      maxThreads: options.threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, options.heapMb / 8)) },
    });
  }

  /** Runs an operation's handler on a pool thread, giving its result as JSON; 503 when the queue is full or the task runs too long. */
  async run(operationId: string, requestBody: unknown, nowMs: number, seed: Uint8Array): Promise<SerializedResult> {
    const { threads, queueMax, taskTimeoutMs } = this.options;
    if (this.outstanding >= threads + queueMax)
      throw busy(`All ${threads} engine threads are busy and ${queueMax} tasks are already waiting.`);
    this.outstanding += 1;
    let outcome: EngineTaskOutcome;
    try {
      const task: EngineTask = { operationId, requestBody, nowMs, seed };
      outcome = (await this.piscina.run(task, { signal: AbortSignal.timeout(taskTimeoutMs) })) as EngineTaskOutcome;
    } catch (error) {
      throw this.poolFailure(error);
    } finally {
      this.outstanding -= 1;
    }
    // ArrayBuffer.isView, not instanceof: under jest the bytes arrive in Node's realm, not the test's.
    if (ArrayBuffer.isView(outcome)) return new SerializedResult(outcome);
    if (outcome === null || outcome.ok !== false) throw new Error('A pool thread answered a tool task without a result.');
    throw new ToolInputError(outcome.code, outcome.message, outcome.recovery);
  }

  /** Starts every thread and loads the engines in it, so the first callers do not pay for it. */
  async warm(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.threads }, () => this.piscina.run({ nowMs: 0 } satisfies EngineTask)));
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
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
