import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Process RSS gained over one thread's tasks, since its last collection, that triggers a full collection. */
const NATIVE_GROWTH_BYTES = 32 * 1024 * 1024;

let collect: (() => void) | undefined;

/**
 * V8's collector, obtained through the documented `--expose-gc` flag for contexts made after it is set. Memory
 * that a JavaScript wrapper owns outside the heap (tree-sitter's parse trees, which curl-to-code's curlconverter
 * makes and never deletes; node-tree-sitter 0.21 has no `delete()` and reports none of it to V8) is freed only when
 * the wrapper is collected, and V8 sees no reason to collect a heap that barely grows: 8,000 small commands added
 * 200 MiB, 260 large ones 1.5 GiB, none of it returned while idle.
 */
function collector(): () => void {
  if (collect) return collect;
  setFlagsFromString('--expose-gc');
  collect = runInNewContext('gc') as () => void;
  return collect;
}

/**
 * Watches the process's resident memory around each task of this thread; once the growth seen over its tasks passes
 * NATIVE_GROWTH_BYTES, a full collection runs (tens of ms, amortised over the tasks that grew it), and the
 * wrappers' finalizers free what they own on the next turn of the event loop. RSS that the allocator reuses does
 * not count, so a thread whose tasks leave nothing behind never collects.
 */
export class NativeMemoryGuard {
  private grown = 0;
  private before = 0;

  constructor(
    private readonly limitBytes = NATIVE_GROWTH_BYTES,
    private readonly residentBytes: () => number = () => process.memoryUsage.rss(),
  ) {}

  taskStarts(): void {
    this.before = this.residentBytes();
  }

  /** Whether this task's growth made the thread collect. */
  taskEnded(): boolean {
    this.grown += Math.max(0, this.residentBytes() - this.before);
    if (this.grown < this.limitBytes) return false;
    this.grown = 0;
    collector()();
    return true;
  }
}

/**
 * A full collection now, and a promise that resolves once the finalizers it queued have run (they run as immediates,
 * on the thread's event loop): native wrappers that were garbage are then freed by their own code, while the
 * thread's environment can still run it.
 */
export async function collectAndFinalize(): Promise<void> {
  collector()();
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** What a pool thread posts (piscina's 'message') when its memory has passed the bound: replace the threads. */
export const RECYCLE_THREADS = 'utility-tools:recycle-threads';
/** What a pool thread posts once it has loaded every engine (`failure` names what threw, if one did). */
export const THREAD_WARM = 'utility-tools:thread-warm';
/**
 * The threads are replaced at most this often: a replacement costs a warm-up of every thread (about a second of CPU
 * each), so a client sending worst-case inputs must not be able to make the service do it continuously.
 */
export const RECYCLE_INTERVAL_MS = 60_000;

/**
 * The memory this thread's isolate holds: its heap as committed (live data plus what V8 keeps for reuse), what it
 * has allocated with malloc, and the external memory its objects report (array buffers). RSS is the process's, so
 * a thread can only be judged by what its own isolate can count.
 */
export function threadMemoryBytes(): number {
  const stats = getHeapStatistics();
  return stats.total_heap_size + stats.malloced_memory + stats.external_memory;
}
