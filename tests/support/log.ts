import pino from 'pino';
import type { Logger } from '../../src/http/log';

export type LogRecord = Record<string, unknown> & { msg: string; level: number };

/** A real pino logger (the service's format) whose JSON lines are parsed into `records` as they are written. */
export function memoryLog(): { log: Logger; records: LogRecord[]; lines: string[] } {
  const records: LogRecord[] = [];
  const lines: string[] = [];
  const log = pino(
    { level: 'info', base: { pid: process.pid } },
    {
      // One write may carry several lines (the access log writes a turn of the event loop's lines at once).
      write: (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) {
          lines.push(`${line}\n`);
          records.push(JSON.parse(line) as LogRecord);
        }
      },
    },
  );
  return { log, records, lines };
}
