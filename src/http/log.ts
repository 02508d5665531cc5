import { EventEmitter } from 'node:events';
import pino from 'pino';

/** The service's structured logger (pino): one JSON object per line. Requests and results are never logged. */
export type Logger = pino.Logger;

let droppedLines = 0;

/** Log lines this process dropped because its destination was not taking them (utility_tools_log_lines_dropped_total). */
export function logLinesDropped(): number {
  return droppedLines;
}

/**
 * Stdout (or stderr, for MCP over stdio, whose stdout is the protocol) as pino's SonicBoom destination, written asynchronously: lines gather in memory and go out 32 KiB at a time,
 * or every 250 ms, so under load a write system call carries about 150 lines and none waits for the disk or the pipe.
 * While the pipe or file behind stdout takes nothing (a stalled log collector), at most `maxBytes` wait in memory:
 * SonicBoom's `maxLength` drops each line beyond it and emits `drop` (serviceLogger counts and reports them).
 */
export function logDestination(maxBytes: number, fd: 1 | 2 = 1): pino.DestinationStream {
  return pino.destination({ dest: fd, sync: false, minLength: 32 * 1024, maxWrite: 64 * 1024, periodicFlush: 250, maxLength: maxBytes });
}

/**
 * JSON lines (pino's format: level, time in epoch milliseconds, pid, msg and the fields) on `destination`: stdout
 * through logDestination(LOG_BUFFER_BYTES) for the service. A line that must be seen at once (the service listening,
 * draining) is followed by `log.flush()`; pino writes what is left when the process exits. Lines the destination
 * drops are counted (logLinesDropped) and reported in one `log_lines_dropped` warning once it has caught up. `level`
 * is pino's: fatal, error, warn, info, debug, trace or silent.
 */
export function serviceLogger(level: string, destination: pino.DestinationStream): Logger {
  const logger = pino({ level, base: { pid: process.pid } }, destination);
  if (destination instanceof EventEmitter) {
    let unreported = 0;
    // pino writes one line per call, so one `drop` is one line.
    destination.on('drop', () => {
      droppedLines += 1;
      unreported += 1;
    });
    // `drain` follows a write that left less than SonicBoom's minLength waiting: the destination has caught up.
    destination.on('drain', () => {
      if (unreported === 0) return;
      const dropped = unreported;
      unreported = 0;
      logger.warn({ dropped }, 'log_lines_dropped: the log destination was not taking lines and LOG_BUFFER_BYTES was full');
    });
  }
  return logger;
}

/** A logger that writes nothing (the tests' default). */
export const silentLogger: Logger = pino({ level: 'silent' });
