import { ToolInputError } from '../shared/errors';
import { csvField, looksLikeFormula, neutralizeFormula } from '../shared/csv-text';
import { NumberText, type LosslessValue } from '../shared/lossless-json';
import { warning } from '../shared/warnings';
import { MAX_CELLS, MAX_OUTPUT_CHARS, type JsonCsvWarning, type JsonToCsvResult } from './types';

type Row = Map<string, string>;

/** What converting back (csv-to-json) reads a column as; text that reads as numbers or booleans does not come back as text. */
export type ColumnKindOf = (cells: string[]) => 'number' | 'boolean' | 'string';

type Counts = { formulas: number; nulls: number; guard: boolean };

const isPlainObject = (value: unknown): value is Record<string, LosslessValue> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof NumberText);

/** JSON text of an array or object with every number exactly as it was written. */
function jsonTextOf(value: LosslessValue): string {
  if (value instanceof NumberText) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonTextOf).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${jsonTextOf(child)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Text that a spreadsheet would run as a formula, guarded when the caller asked for it (counted for the warning). */
function guarded(text: string, counts: Counts): string {
  if (!counts.guard || !looksLikeFormula(text)) return text;
  counts.formulas += 1;
  return neutralizeFormula(text);
}

/** The cell text of a leaf value: numbers as written, arrays (and empty objects) as their JSON text, null as empty. */
function cellOf(value: LosslessValue, counts: Counts): string {
  if (value === null) {
    counts.nulls += 1;
    return '';
  }
  if (typeof value === 'string') return guarded(value, counts);
  if (typeof value === 'object') return jsonTextOf(value);
  return String(value);
}

/** Flattens nested objects to dot-path columns; the first path to claim a column name keeps it. */
function flatten(value: Record<string, LosslessValue>, prefix: string, row: Row, counts: Counts, collisions: Set<string>): void {
  for (const [key, child] of Object.entries(value)) {
    const column = prefix === '' ? key : `${prefix}.${key}`;
    if (isPlainObject(child) && Object.keys(child).length > 0) {
      flatten(child, column, row, counts, collisions);
    } else if (row.has(column)) {
      collisions.add(column);
    } else {
      row.set(column, cellOf(child, counts));
    }
  }
}

/** The first five column names, quoted, for a warning. */
const quoted = (names: string[]): string =>
  names
    .slice(0, 5)
    .map((name) => `"${name}"`)
    .join(', ');

/** The value at a dot-path column of a record, when the path leads to one (undefined otherwise). */
function leafOf(record: Record<string, LosslessValue>, column: string): unknown {
  if (Object.hasOwn(record, column)) return record[column];
  let node: unknown = record;
  for (const key of column.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Writes an array of objects (or one object) as CSV: header row, dot-path columns in first-seen order, CRLF lines,
 * numbers as written; with `csvSafe`, header names and text cells a spreadsheet would run get a leading `'`.
 */
export function jsonToCsv(value: LosslessValue, columnKind: ColumnKindOf, csvSafe: boolean): JsonToCsvResult {
  const records = Array.isArray(value) ? value : [value];
  const counts: Counts = { formulas: 0, nulls: 0, guard: csvSafe };
  const collisions = new Set<string>();
  const rows = records.map((record, index) => {
    if (!isPlainObject(record)) {
      const kind = record === null ? 'null' : Array.isArray(record) ? 'an array' : `a ${typeof record}`;
      throw new ToolInputError(
        'not_tabular',
        Array.isArray(value)
          ? `Element ${index} of the array is ${kind}; JSON to CSV needs an array of objects (one row each) or one object.`
          : `The JSON is ${kind}; JSON to CSV needs an array of objects (one row each) or one object.`,
      );
    }
    const row: Row = new Map();
    flatten(record, '', row, counts, collisions);
    return row;
  });
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  if (rows.length * Math.max(1, columns.length) > MAX_CELLS) {
    throw new ToolInputError(
      'table_too_large',
      `The table would have ${rows.length} rows × ${columns.length} columns, above ${MAX_CELLS.toLocaleString('en')} cells (objects with different keys multiply the columns).`,
    );
  }
  const lines = [columns.map((column) => csvField(guarded(column, counts))).join(',')];
  let length = (lines[0] as string).length;
  for (const row of rows) {
    const line = columns.map((column) => csvField(row.get(column) ?? '')).join(',');
    length += line.length + 2;
    if (length > MAX_OUTPUT_CHARS) {
      throw new ToolInputError('table_too_large', `The CSV would be longer than ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters.`);
    }
    lines.push(line);
  }
  const warnings: JsonCsvWarning[] = [];
  // A column that converting back would read as numbers or booleans, holding at least one JSON string, loses that string's type.
  const retyped = columns.filter((column) => {
    const cells = rows.map((row) => row.get(column) ?? '').filter((cell) => cell !== '');
    if (columnKind(cells) === 'string') return false;
    return records.some((record) => {
      const leaf = leafOf(record as Record<string, LosslessValue>, column);
      return typeof leaf === 'string' && leaf !== '';
    });
  });
  if (retyped.length > 0) {
    const names = quoted(retyped);
    warnings.push(
      warning(
        'text_reads_as_number',
        `Column${retyped.length === 1 ? '' : 's'} ${names} hold${retyped.length === 1 ? 's' : ''} text that reads as numbers or booleans (a PIN code, "true"); CSV has no types, so converting back gives numbers or booleans.`,
      ),
    );
  }
  if (counts.formulas > 0) {
    warnings.push(
      warning(
        'formula_neutralized',
        `${counts.formulas} cell${counts.formulas === 1 ? '' : 's'} (header names included) started with =, +, -, @, a tab or a carriage return, which spreadsheets run as a formula; a leading ' was added (OWASP CSV injection advice). Converting back with csvSafe removes it; send csvSafe: false to write cells unchanged.`,
      ),
    );
  }
  if (counts.nulls > 0) {
    warnings.push(
      warning(
        'null_as_empty',
        `${counts.nulls} null value${counts.nulls === 1 ? ' was' : 's were'} written as an empty cell, as a missing key is.`,
      ),
    );
  }
  const columnSet = new Set(columns);
  const mixed = columns.filter((column) => column.split('.').some((_, i, parts) => i > 0 && columnSet.has(parts.slice(0, i).join('.'))));
  if (mixed.length > 0) {
    const names = quoted(mixed);
    warnings.push(
      warning(
        'column_collision',
        `A key holds a value in some rows and nested keys in others (${names}); converting this CSV back will refuse the header.`,
      ),
    );
  }
  if (collisions.size > 0) {
    const names = quoted([...collisions]);
    warnings.push(
      warning(
        'column_collision',
        `A key with a dot and a nested path name the same column (${names}); the first value in each row was kept.`,
      ),
    );
  }
  return { direction: 'json-to-csv', columns, rows: rows.length, csv: `${lines.join('\r\n')}\r\n`, warnings };
}
