import { ToolInputError } from '../shared/errors';
import { detectDelimiter, readCsvRows } from '../shared/csv-rows';

/** A cell of the input: its column, its value as text, and where its raw text is, so it can be replaced in place. */
export interface CellSpan {
  column: string;
  value: string;
  /** The JSON value's own type, for JSON input ("string", "number", ...); always "string" for CSV. */
  kind: string;
  start: number;
  end: number;
}

export interface Table {
  columns: string[];
  rows: CellSpan[][];
}

/** RFC 4180 CSV with a header row (comma, or the semicolon, tab or bar its header uses), each data cell with its span in `text`. */
export function csvTable(text: string): Table {
  const [header, ...body] = readCsvRows(text, detectDelimiter(text));
  if (!header) throw new ToolInputError('invalid_csv', 'The text is empty; CSV needs a header row naming the columns.');
  const columns = header.cells.map((name) => name.replace(/^\uFEFF/, ''));
  const rows = body.map((row) => {
    if (row.cells.length !== columns.length) {
      throw new ToolInputError(
        'ragged_csv',
        `Line ${row.line} has ${row.cells.length} field${row.cells.length === 1 ? '' : 's'}; the header has ${columns.length}.`,
      );
    }
    return row.cells.map((value, index) => {
      const [start, end] = row.spans[index] as [number, number];
      return { column: columns[index] as string, value, kind: 'string', start, end };
    });
  });
  return { columns, rows };
}

/** Where the JSON value starting at `at` ends (the text is known to be valid JSON). */
function jsonValueEnd(text: string, at: number): number {
  const first = text[at];
  if (first === '"') {
    let i = at + 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  if (first === '{' || first === '[') {
    let depth = 0;
    for (let i = at; i < text.length; i += 1) {
      const char = text[i];
      if (char === '"') i = jsonValueEnd(text, i) - 1;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
    }
  }
  return at + (/^[^,\]}\s]+/.exec(text.slice(at, at + 400))?.[0].length ?? 1);
}

const skipSpace = (text: string, at: number): number => {
  while (at < text.length && /[ \t\r\n]/.test(text[at] as string)) at += 1;
  return at;
};

/** A JSON array of objects (already parsed as `rows`), each top-level member with its value's span in `text`. */
export function jsonTable(text: string, rows: unknown): Table {
  if (!Array.isArray(rows) || rows.some((row) => row === null || typeof row !== 'object' || Array.isArray(row))) {
    throw new ToolInputError('not_tabular', 'JSON input must be an array of objects (one row each).');
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  let at = skipSpace(text, 0) + 1;
  const table = rows.map((row) => {
    at = skipSpace(text, at);
    if (text[at] === ',') at = skipSpace(text, at + 1);
    const objectEnd = jsonValueEnd(text, at);
    const cells: CellSpan[] = [];
    let i = skipSpace(text, at + 1);
    while (text[i] !== '}') {
      if (text[i] === ',') i = skipSpace(text, i + 1);
      const keyEnd = jsonValueEnd(text, i);
      const column = JSON.parse(text.slice(i, keyEnd)) as string;
      const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
      const valueEnd = jsonValueEnd(text, valueStart);
      const value = (row as Record<string, unknown>)[column];
      cells.push({
        column,
        value: typeof value === 'string' ? value : JSON.stringify(value),
        kind: value === null ? 'null' : typeof value,
        start: valueStart,
        end: valueEnd,
      });
      i = skipSpace(text, valueEnd);
    }
    at = objectEnd;
    return cells;
  });
  return { columns, rows: table };
}
