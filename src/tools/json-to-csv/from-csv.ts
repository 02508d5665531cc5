import { ToolInputError } from '../shared/errors';
import { detectDelimiter, headerDelimiters, readCsvRows } from '../shared/csv-rows';
import { MAX_SAMPLE_DEPTH, nestingDepth } from '../shared/json-input';
import { NumberText, readLosslessJson } from '../shared/lossless-json';
import { unguardFormula } from '../shared/csv-text';
import { clip } from '../../common/text';
import { warning } from '../shared/warnings';
import { quoted } from './values';
import { cellGuesses, delimiterGuess, unnamedColumns } from './csv-guesses';
import { MAX_CELLS, MAX_OUTPUT_CHARS, type CsvColumn as Column, type CsvToJsonResult } from './types';

// JSON's number grammar (RFC 8259 §6); a cell is restored as a number only if it also prints back unchanged.
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

function columnsOf(header: string[]): Column[] {
  const seen = new Set<string>();
  // An empty name left (see unnamedColumns) is a key like any other ("" in JSON), so JSON with such a key round-trips.
  const columns = header.map((name) => {
    if (seen.has(name)) throw new ToolInputError('invalid_csv', `The header names "${clip(name, 60)}" twice; column names must be unique.`);
    seen.add(name);
    const path = name.split('.');
    // Each dot nests an object; the clash check below and every reader of the JSON cost one step per level.
    if (path.length > MAX_SAMPLE_DEPTH) {
      throw new ToolInputError(
        'json_too_deep',
        `The column "${clip(name, 60)}" nests objects ${path.length} levels deep (one per dot); this tool reads at most ${MAX_SAMPLE_DEPTH}.`,
      );
    }
    return { name, path, kind: 'string' as Column['kind'] };
  });
  // "a" and "a.b" cannot both hold a value: "a" would be a value and an object at once.
  for (const name of seen) {
    const parts = name.split('.');
    for (let i = 1; i < parts.length; i += 1) {
      const prefix = parts.slice(0, i).join('.');
      if (seen.has(prefix))
        throw new ToolInputError(
          'invalid_csv',
          `Columns "${clip(prefix, 40)}" and "${clip(name, 60)}" clash: "${clip(prefix, 40)}" cannot be a value and an object.`,
        );
    }
  }
  return columns;
}

/** A key JavaScript lists before the others in an object: an array index, 0 to 2^32 - 2 written canonically. */
const isArrayIndex = (key: string): boolean => /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;

/** Numbers and booleans where every non-empty cell of the column is one (and prints back the same); else text. */
function columnKind(cells: string[]): Column['kind'] {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length === 0) return 'string';
  if (filled.every((cell) => JSON_NUMBER.test(cell) && String(Number(cell)) === cell)) return 'number';
  if (filled.every((cell) => cell === 'true' || cell === 'false')) return 'boolean';
  return 'string';
}

/** Whether a JSON value holds a number that a JavaScript number would change (beyond 2^53, 1.50). */
const holdsNumberText = (value: unknown): boolean =>
  value instanceof NumberText ||
  (Array.isArray(value) && value.some(holdsNumberText)) ||
  (value !== null && typeof value === 'object' && Object.values(value).some(holdsNumberText));

/** The columns where a cell was kept as text although it is JSON (`keptAsText`), or read as JSON (`asJson`). */
type CellNotes = { keptAsText: Set<string>; asJson: Set<string> };

/**
 * A cell as its column's type; a JSON array (or `{}`) as that value, unless it holds a number JSON would change,
 * which keeps the cell text (each noted by column).
 */
function valueOf(cell: string, kind: Column['kind'], notes: CellNotes, column: string): unknown {
  if (kind === 'number') return Number(cell);
  if (kind === 'boolean') return cell === 'true';
  if ((cell.startsWith('[') && cell.endsWith(']')) || cell === '{}') {
    let value: unknown;
    try {
      value = JSON.parse(cell) as unknown;
    } catch {
      return cell;
    }
    const depth = nestingDepth(value);
    if (depth > MAX_SAMPLE_DEPTH) {
      throw new ToolInputError(
        'json_too_deep',
        `A cell of column "${clip(column, 60)}" nests arrays ${depth} levels deep; this tool reads at most ${MAX_SAMPLE_DEPTH}.`,
      );
    }
    // Only a cell with a number token that a JavaScript number would print differently needs the lossless reading.
    const numbers = cell.match(/-?\d+(\.\d+)?([eE][+-]?\d+)?/g) ?? [];
    const exact = numbers.every((token) => String(Number(token)) === token);
    if (!exact && holdsNumberText(readLosslessJson(cell, column))) {
      notes.keptAsText.add(column);
      return cell;
    }
    notes.asJson.add(column);
    return value;
  }
  return cell;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!Object.hasOwn(node, key)) Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
    node = node[key] as Record<string, unknown>;
  }
  Object.defineProperty(node, path.at(-1) as string, { value, enumerable: true, writable: true, configurable: true });
}

/** Numbers that JSON would change (beyond 2^53, 1.50) in a column of numbers otherwise: they stay text, said once. */
function numbersKeptAsText(columns: Column[], body: Array<{ cells: string[] }>): string[] {
  return columns
    .filter((column, index) => {
      if (column.kind !== 'string') return false;
      const filled = body.map((row) => row.cells[index] as string).filter((cell) => cell !== '');
      return filled.length > 0 && filled.every((cell) => JSON_NUMBER.test(cell));
    })
    .map(({ name }) => name);
}

/** The guard quote that json-to-csv (csvSafe) put before formula-like text, removed from every cell; the count removed. */
function unguardCells(rows: Array<{ cells: string[] }>): number {
  let removed = 0;
  for (const row of rows) {
    row.cells = row.cells.map((cell) => {
      const text = unguardFormula(cell);
      if (text === undefined) return cell;
      removed += 1;
      return text;
    });
  }
  return removed;
}

/**
 * Reads CSV with a header row into an array of objects: dot-path headers nested, empty cells left out, types restored
 * per column; with `csvSafe`, the leading `'` that guards formula-like text is removed, as json-to-csv added it.
 */
export function csvToJson(input: string, csvSafe: boolean): CsvToJsonResult {
  // Excel writes UTF-8 CSV with a byte order mark, which would otherwise end up in the first column's name.
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const warnings: CsvToJsonResult['warnings'] =
    text === input
      ? []
      : [
          warning(
            'byte_order_mark_removed',
            'The text started with a byte order mark (U+FEFF), as Excel writes UTF-8 CSV; it was removed.',
          ),
        ];
  const delimiter = detectDelimiter(text);
  const rows = readCsvRows(text, delimiter);
  const delimiterNote = delimiterGuess(headerDelimiters(text), delimiter);
  if (delimiterNote) warnings.push(delimiterNote);
  const unguarded = csvSafe ? unguardCells(rows) : 0;
  const [header, ...body] = rows;
  if (!header) throw new ToolInputError('invalid_csv', 'The text is empty; CSV needs a header row naming the columns.');
  if (body.length * header.cells.length > MAX_CELLS) {
    throw new ToolInputError(
      'table_too_large',
      `The table has ${body.length} rows × ${header.cells.length} columns, above ${MAX_CELLS.toLocaleString('en')} cells.`,
    );
  }
  for (const row of body) {
    if (row.cells.length !== header.cells.length) {
      throw new ToolInputError(
        'ragged_csv',
        `Line ${row.line} has ${row.cells.length} field${row.cells.length === 1 ? '' : 's'}; the header has ${header.cells.length}.`,
      );
    }
  }
  const unnamed = unnamedColumns(header, body);
  if (unnamed) warnings.push(unnamed);
  if (unguarded > 0) {
    warnings.push(
      warning(
        'formula_guard_removed',
        `${unguarded} cell${unguarded === 1 ? '' : 's'} started with ' before =, +, -, @, a tab or a carriage return, the guard json-to-csv adds against formula injection; it was removed. Send csvSafe: false to keep cells as written.`,
      ),
    );
  }
  const columns = columnsOf(header.cells);
  // Each row repeats the column names as keys, so a long header over many rows can outgrow the answer limit.
  const keyChars = columns.reduce((sum, column) => sum + column.path.reduce((total, key) => total + key.length + 4, 0), 2);
  if (body.length * keyChars + text.length > MAX_OUTPUT_CHARS) {
    throw new ToolInputError(
      'table_too_large',
      `The JSON would be longer than ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters (${body.length} rows repeat the ${columns.length} column names).`,
    );
  }
  columns.forEach((column, index) => {
    column.kind = columnKind(body.map((row) => row.cells[index] as string));
  });
  const notes: CellNotes = { keptAsText: new Set(), asJson: new Set() };
  const json = body.map((row) => {
    const record: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      const cell = row.cells[index] as string;
      if (cell !== '') setPath(record, column.path, valueOf(cell, column.kind, notes, column.name));
    });
    return record;
  });
  const kept = [...new Set([...numbersKeptAsText(columns, body), ...notes.keptAsText])];
  if (kept.length > 0) {
    warnings.push(
      warning(
        'number_kept_as_text',
        `Column${kept.length === 1 ? '' : 's'} ${quoted(kept)} hold${kept.length === 1 ? 's' : ''} numbers that a JSON number would change (beyond 2^53 digits, or trailing zeros such as 1.50), alone or inside an array; they stay text, exactly as written.`,
      ),
    );
  }
  // JSON objects list integer-like keys ("2024") first, in ascending order, whatever order they were set in.
  const integerKeys = columns.filter(({ path }) => path.some(isArrayIndex)).map(({ name }) => name);
  if (integerKeys.length > 0) {
    warnings.push(
      warning(
        'key_order_changed',
        `Column${integerKeys.length === 1 ? '' : 's'} ${quoted(integerKeys)} ${integerKeys.length === 1 ? 'has a name' : 'have names'} that JSON objects list first, in ascending order (as JavaScript does), so the keys of each object are not in the CSV's column order; \`columns\` keeps that order.`,
      ),
    );
  }
  warnings.push(...cellGuesses(columns, body, notes.asJson));
  return { direction: 'csv-to-json', columns: columns.map(({ name }) => name), rows: json.length, json, warnings };
}
