import { BroadcastChannel, parentPort, threadId } from 'node:worker_threads';
import { Piscina, workerData } from 'piscina';
import { handlers, warmUps } from '../tools/registry';
import type { OperationId } from '../common/operations';
import { ToolInputError } from '../tools/shared/errors';
import type { EngineTask, EngineTaskOutcome } from './engine-pool';
import {
  collectAndFinalize,
  NativeMemoryGuard,
  RECYCLE_INTERVAL_MS,
  RECYCLE_THREADS,
  THREAD_WARM,
  threadMemoryBytes,
} from './native-memory';
import { randomStream } from './random-stream';

const nativeMemory = new NativeMemoryGuard();
/** Past this, after its tasks' collections, the thread asks to be replaced (EnginePool starts fresh threads). */
const {
  recycleBytes = Infinity,
  warmDelayMs = 0,
  loadEngines: loadAtStart = true,
  settleChannel,
} = (workerData ?? {}) as { recycleBytes?: number; warmDelayMs?: number; loadEngines?: boolean; settleChannel?: string };
let askedAt = -Infinity;
/** Set when the pool is about to stop this thread: no more engines are loaded in the background. */
let stopping = false;

/** The thread's isolate holds more than the bound: it asks for new threads to take over (at most once a minute). */
function askToRecycleWhenOverBound(): void {
  const now = performance.now();
  if (now - askedAt < RECYCLE_INTERVAL_MS || threadMemoryBytes() <= recycleBytes) return;
  askedAt = now;
  parentPort?.postMessage({ type: RECYCLE_THREADS });
}

/**
 * The engines whose libraries cost at load and on their first call, loaded as the thread starts, one at a time with a
 * turn of the event loop between them: a task that arrives meanwhile (piscina delivers it on this thread's event loop)
 * runs after the engine being loaded, not after all of them. Then the thread tells the pool it is warm.
 */
async function loadEngines(): Promise<void> {
  let failure: string | undefined;
  for (const warmUp of Object.values(warmUps)) {
    await new Promise((resolve) => setImmediate(resolve));
    if (stopping) return;
    try {
      await warmUp();
    } catch (error) {
      failure ??= error instanceof Error ? error.name : 'error';
    }
  }
  parentPort?.postMessage({ type: THREAD_WARM, threadId, ...(failure ? { failure } : {}) });
}
/**
 * Before the pool stops its threads (close()), each stops loading engines, frees what is garbage while its
 * environment still runs, and says so; it is then idle when it is stopped. node-tree-sitter 0.21 (curl-to-code)
 * aborts the whole process ("terminate called after throwing an instance of 'Napi::Error'") when a thread is torn
 * down, by worker.terminate() or at exit, while it is parsing: a toolkit's host that exited while its threads were
 * still loading engines in the background (curlconverter's warm-up parses) aborted about once in 300 exits. Unref'd:
 * the channel never keeps the thread alive.
 */
if (settleChannel) {
  const settle = new BroadcastChannel(settleChannel);
  settle.unref();
  let settled: Promise<void> | undefined;
  // The channel carries the other threads' answers too: answering those as well kept two threads answering each
  // other without end (a storm of messages that grew the process by 200 MB a second while the threads lived).
  settle.onmessage = (event) => {
    if ((event as { data?: { type?: string } }).data?.type !== 'settle') return;
    stopping = true;
    settled ??= collectAndFinalize();
    void settled.then(() => settle.postMessage({ threadId }));
  };
}

// A thread that loads its engines on demand is ready at once (EnginePool's warm-up waits for this message).
if (parentPort && loadAtStart) setTimeout(() => void loadEngines(), warmDelayMs);
else parentPort?.postMessage({ type: THREAD_WARM, threadId });

/**
 * Runs one operation's handler in a pool thread. Engines are pure, so they run here unchanged; the clock reading
 * and the random seed come from the main thread with the task. The result goes back as its JSON text in UTF-8, moved (not
 * copied) to the main thread; a ToolInputError cannot cross the thread boundary as a class, so it travels as data and
 * is thrown again on the main thread. Memory the engines' libraries hold outside the V8 heap is reclaimed between
 * tasks (NativeMemoryGuard); a thread whose isolate holds more than its bound afterwards asks to be replaced.
 */
export default async function runEngineTask(task: EngineTask): Promise<EngineTaskOutcome> {
  const handler = handlers[task.operationId as OperationId] as (input: unknown) => unknown;
  nativeMemory.taskStarts();
  try {
    const result = await handler({
      request: { requestBody: task.requestBody },
      now: new Date(task.nowMs),
      random: randomStream(task.seed),
    });
    // TextEncoder gives the bytes their own ArrayBuffer; a small Buffer.from() would share (and move) Node's pool slab.
    return Piscina.move(new TextEncoder().encode(JSON.stringify(result))) as Uint8Array;
  } catch (error) {
    if (error instanceof ToolInputError) return { ok: false, code: error.code, message: error.message, recovery: error.recovery };
    throw error;
  } finally {
    nativeMemory.taskEnded();
    askToRecycleWhenOverBound();
  }
}
