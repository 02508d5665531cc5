import pino from 'pino';

/** The service's structured logger (pino): one JSON object per line. Requests and results are never logged. */
export type Logger = pino.Logger;

/**
 * JSON lines on stdout (pino's format: level, time in epoch milliseconds, pid, msg and the fields), written
 * asynchronously by pino's SonicBoom destination: lines gather in memory and go out 32 KiB at a time, or every 250 ms,
 * so under load a write system call carries about 150 lines and none waits for the disk or the pipe. A line that
 * must be seen at once (the service listening, draining) is followed by `log.flush()`; pino writes what is left when
 * the process exits. `level` is pino's: fatal, error, warn, info, debug, trace or silent.
 */
export function serviceLogger(
  level = 'info',
  destination: pino.DestinationStream = pino.destination({ sync: false, minLength: 32 * 1024, maxWrite: 64 * 1024, periodicFlush: 250 }),
): Logger {
  return pino({ level, base: { pid: process.pid } }, destination);
}

/** A logger that writes nothing (the tests' default). */
export const silentLogger: Logger = pino({ level: 'silent' });
