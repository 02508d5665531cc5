import pino from 'pino';
import type { Logger } from '../../src/http/log';

export type LogRecord = Record<string, unknown> & { msg: string; level: number };

/** A real pino logger (the service's format) whose JSON lines are parsed into `records`, synchronously. */
export function memoryLog(): { log: Logger; records: LogRecord[]; lines: string[] } {
  const records: LogRecord[] = [];
  const lines: string[] = [];
  const log = pino(
    { level: 'info', base: { pid: process.pid } },
    {
      write: (line: string) => {
        lines.push(line);
        records.push(JSON.parse(line) as LogRecord);
      },
    },
  );
  return { log, records, lines };
}
