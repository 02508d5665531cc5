import pino from 'pino';

/** The service's structured logger (pino): one JSON object per line. Requests and results are never logged. */
export type Logger = pino.Logger;

/**
 * JSON lines on stdout, written asynchronously (pino's SonicBoom destination): a line is appended to a buffer and the
 * lines gathered while one write is under way go out in the next, so under load many lines share one write system call
 * and none waits for the disk or the pipe; pino flushes what is left when the process exits. `level` is pino's:
 * fatal, error, warn, info, debug, trace or silent.
 */
export function serviceLogger(level = 'info', destination: pino.DestinationStream = pino.destination({ sync: false })): Logger {
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** A logger that writes nothing (the tests' default). */
export const silentLogger: Logger = pino({ level: 'silent' });
