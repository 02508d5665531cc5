import { ToolInputError } from '../shared/errors';
import { csvField, looksLikeFormula, neutralizeFormula } from '../shared/csv-text';
import { keysInTextOrder, NumberText, type LosslessValue } from '../shared/lossless-json';
import { warning } from '../shared/warnings';
import { readBackLosses } from './read-back';
import { isPlainObject, quoted } from './values';
import { MAX_CELLS, MAX_OUTPUT_CHARS, type JsonCsvWarning, type JsonToCsvResult } from './types';

type Row = Map<string, string>;

type Counts = { formulas: number; nulls: number; empties: number; guard: boolean };

/** JSON text of an array or object with every number exactly as it was written and keys in the text's order. */
function jsonTextOf(value: LosslessValue): string {
  if (value instanceof NumberText) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonTextOf).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${keysInTextOrder(value)
      .map((key) => `${JSON.stringify(key)}:${jsonTextOf(value[key] as LosslessValue)}`)
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
  if (value === '') counts.empties += 1;
  if (typeof value === 'string') return guarded(value, counts);
  if (typeof value === 'object') return jsonTextOf(value);
  return String(value);
}

/** The columns a key with a dot made (`user.name`, `v1.2`), and those two paths both claimed. */
type PathNotes = { dotted: Set<string>; collisions: Set<string> };

/** Flattens nested objects to dot-path columns in the text's key order; the first path to claim a column name keeps it. */
function flatten(value: Record<string, LosslessValue>, prefix: string, dotted: boolean, row: Row, counts: Counts, notes: PathNotes): void {
  for (const key of keysInTextOrder(value)) {
    const child = value[key] as LosslessValue;
    const column = prefix === '' ? key : `${prefix}.${key}`;
    const hasDot = dotted || key.includes('.');
    if (isPlainObject(child) && Object.keys(child).length > 0) {
      flatten(child, column, hasDot, row, counts, notes);
    } else if (row.has(column)) {
      notes.collisions.add(column);
    } else {
      row.set(column, cellOf(child, counts));
      if (hasDot) notes.dotted.add(column);
    }
  }
}

/**
 * Writes an array of objects (or one object) as CSV: header row, dot-path columns in first-seen order, CRLF lines,
 * numbers as written; with `csvSafe`, header names and text cells a spreadsheet would run get a leading `'`.
 */
export function jsonToCsv(value: LosslessValue, csvSafe: boolean): JsonToCsvResult {
  const records = Array.isArray(value) ? value : [value];
  const counts: Counts = { formulas: 0, nulls: 0, empties: 0, guard: csvSafe };
  const notes: PathNotes = { dotted: new Set(), collisions: new Set() };
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
    flatten(record, '', false, row, counts, notes);
    return row;
  });
  const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
  if (rows.length * Math.max(1, columns.length) > MAX_CELLS) {
    throw new ToolInputError(
      'table_too_large',
      `The table would have ${rows.length} rows × ${columns.length} columns, above ${MAX_CELLS.toLocaleString('en')} cells (objects with different keys multiply the columns).`,
    );
  }
  // A line of one empty field is written `""`, as Python's csv writes it, or it would read as an empty line and vanish.
  const lineOf = (cells: string[]) => cells.map(csvField).join(',') || '""';
  const lines = [lineOf(columns.map((column) => guarded(column, counts)))];
  let length = (lines[0] as string).length;
  for (const row of rows) {
    const line = lineOf(columns.map((column) => row.get(column) ?? ''));
    length += line.length + 2;
    if (length > MAX_OUTPUT_CHARS) {
      throw new ToolInputError('table_too_large', `The CSV would be longer than ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters.`);
    }
    lines.push(line);
  }
  const csv = `${lines.join('\r\n')}\r\n`;
  const warnings: JsonCsvWarning[] = readBackLosses(records as Array<Record<string, LosslessValue>>, columns, notes.dotted, csv, csvSafe);
  if (counts.formulas > 0) {
    warnings.push(
      warning(
        'formula_neutralized',
        `${counts.formulas} cell${counts.formulas === 1 ? '' : 's'} (header names included) started with =, +, -, @, a tab or a carriage return, which spreadsheets run as a formula; a leading ' was added (OWASP CSV injection advice). Converting back with csvSafe removes it; send csvSafe: false to write cells unchanged.`,
      ),
    );
  }
  if (counts.nulls + counts.empties > 0) {
    const what = [
      counts.nulls > 0 ? `${counts.nulls} null value${counts.nulls === 1 ? '' : 's'}` : '',
      counts.empties > 0 ? `${counts.empties} empty string${counts.empties === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    warnings.push(
      warning(
        'null_as_empty',
        `${what.join(' and ')} ${counts.nulls + counts.empties === 1 ? 'was' : 'were'} written as an empty cell, as a missing key is; converting back leaves the key out.`,
      ),
    );
  }
  if (notes.dotted.size > 0) {
    warnings.push(
      warning(
        'dotted_key_nested',
        `Key${notes.dotted.size === 1 ? '' : 's'} with a dot (${quoted([...notes.dotted])}) became column names that read like nested paths; converting back nests them ({"user": {"name": ...}} for "user.name").`,
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
  if (notes.collisions.size > 0) {
    const names = quoted([...notes.collisions]);
    warnings.push(
      warning(
        'column_collision',
        `A key with a dot and a nested path name the same column (${names}); the first value in each row was kept.`,
      ),
    );
  }
  // Converting back, direction auto reads text that starts with "[" or "{" as JSON first.
  if (/^\s*[[{]/.test(csv)) {
    warnings.push(
      warning(
        'csv_starts_like_json',
        `The CSV starts with "${csv.trimStart()[0] as string}" (the first column's name), as JSON does, so direction "auto" tries it as JSON first; send it back with direction "csv-to-json".`,
      ),
    );
  }
  return { direction: 'json-to-csv', columns, rows: rows.length, csv, warnings };
}
