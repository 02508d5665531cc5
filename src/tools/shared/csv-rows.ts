import { ToolInputError } from './errors';
import { makeLocator } from './json-positions';

/** One CSV record: its fields, where each field's raw text is, the line it starts on, and its text span (line end excluded). */
export interface CsvRow {
  cells: string[];
  spans: Array<[start: number, end: number]>;
  line: number;
  start: number;
  end: number;
}

/** The delimiters a header row may use; a comma unless the header has none and one of the others. */
export type CsvDelimiter = ',' | ';' | '\t' | '|';
export const OTHER_DELIMITERS: readonly CsvDelimiter[] = [';', '\t', '|'];

/** The delimiters of a CSV text's first line, outside quoted fields: how often each occurs there. */
export function headerDelimiters(text: string): Record<CsvDelimiter, number> {
  const firstLine = /^(?:"(?:[^"]|"")*"|[^"\r\n])*/.exec(text)?.[0] ?? '';
  const outsideQuotes = firstLine.replace(/"(?:[^"]|"")*"/g, '');
  const count = (delimiter: CsvDelimiter) => outsideQuotes.split(delimiter).length - 1;
  return { ',': count(','), ';': count(';'), '\t': count('\t'), '|': count('|') };
}

/**
 * The delimiter of a CSV text, read from its first line outside quoted fields: a comma when the line has one, else
 * the most frequent of semicolon (Excel in locales with a decimal comma), tab and bar; a comma when it has none.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = headerDelimiters(text);
  if (counts[','] > 0) return ',';
  const most = Math.max(...OTHER_DELIMITERS.map((delimiter) => counts[delimiter]));
  return most === 0 ? ',' : (OTHER_DELIMITERS.find((delimiter) => counts[delimiter] === most) as CsvDelimiter);
}

/**
 * RFC 4180 records, read as Python's csv module reads them: any line ending (CRLF, LF or CR, mixed in one text)
 * outside quoted fields, `""` for a quote inside one, a quote inside an unquoted field kept as text; empty lines
 * skipped. A quoted field never closed, or text right after a closing quote, is refused as `invalid_csv` naming its
 * line. The one CSV reader of json-to-csv and data-anonymizer.
 */
export function readCsvRows(text: string, delimiter: CsvDelimiter = ','): CsvRow[] {
  const locate = makeLocator(text);
  const fieldEnd = new RegExp(`[${delimiter === '\t' ? '\\t' : delimiter === '|' ? '\\|' : delimiter}\\r\\n]`, 'g');
  const rows: CsvRow[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === '\r' || text[at] === '\n') {
      at += 1;
      continue;
    }
    const start = at;
    const cells: string[] = [];
    const spans: CsvRow['spans'] = [];
    for (;;) {
      const fieldStart = at;
      let value: string;
      if (text[at] === '"') {
        value = '';
        at += 1;
        for (;;) {
          const quote = text.indexOf('"', at);
          if (quote < 0)
            throw new ToolInputError(
              'invalid_csv',
              `Line ${locate(fieldStart).line}: a quoted field is never closed; inside a quoted field write " as "".`,
            );
          value += text.slice(at, quote);
          at = quote + 1;
          if (text[at] !== '"') break;
          value += '"';
          at += 1;
        }
        if (at < text.length && text[at] !== delimiter && text[at] !== '\r' && text[at] !== '\n') {
          throw new ToolInputError(
            'invalid_csv',
            `Line ${locate(at).line}: a quote is misplaced (text after a closing quote); inside a quoted field write " as "".`,
          );
        }
      } else {
        fieldEnd.lastIndex = at;
        const found = fieldEnd.exec(text);
        const end = found ? found.index : text.length;
        value = text.slice(at, end);
        at = end;
      }
      cells.push(value);
      spans.push([fieldStart, at]);
      if (text[at] !== delimiter) break;
      at += 1;
    }
    rows.push({ cells, spans, line: locate(start).line, start, end: at });
    at += text.startsWith('\r\n', at) ? 2 : 1;
  }
  return rows;
}
