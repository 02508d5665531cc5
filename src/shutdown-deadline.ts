/**
 * The latest moment a stopping process may still be alive. A drain is bounded by SHUTDOWN_TIMEOUT_SECONDS, but what
 * follows it (stopping the engine threads, closing the Redis client, a cluster worker's last messages) waits on
 * others; should one of them never answer, a process would outlive its drain with nothing left to serve, held only by
 * its cluster channel. Past the deadline `onOverrun` is called with the step the shutdown had reached. The timer is
 * unref'd: it never keeps alive a process that would otherwise exit.
 */
export interface ShutdownDeadline {
  /** Records the step the shutdown is at, for the overrun's report. */
  at(step: string): void;
  /** Disarms the deadline (the shutdown finished in time). */
  cancel(): void;
}

export function armShutdownDeadline(ms: number, onOverrun: (step: string) => void): ShutdownDeadline {
  let step = 'draining';
  const timer = setTimeout(() => onOverrun(step), ms);
  timer.unref();
  return {
    at: (next) => {
      step = next;
    },
    cancel: () => clearTimeout(timer),
  };
}

/** What a process gets beyond SHUTDOWN_TIMEOUT_SECONDS to stop its threads and clients before it is ended anyway. */
export const SHUTDOWN_OVERRUN_GRACE_MS = 5_000;
