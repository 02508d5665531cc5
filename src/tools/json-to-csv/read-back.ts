import { ToolInputError } from '../shared/errors';
import { NumberText, type LosslessValue } from '../shared/lossless-json';
import { warning } from '../shared/warnings';
import { csvToJson } from './from-csv';
import { isPlainObject, leafOf, quoted } from './values';
import type { JsonCsvWarning } from './types';

type Kind = 'missing' | 'null' | 'empty' | 'string' | 'number' | 'boolean' | 'array' | 'object';

function kindOf(value: unknown): Kind {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (value === '') return 'empty';
  if (value instanceof NumberText || typeof value === 'number') return 'number';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : (typeof value as 'string' | 'boolean');
}

/** A value as text with numbers as written and keys sorted, so a value and its reading back compare by meaning. */
function canonical(value: unknown): string {
  if (value instanceof NumberText) return value.text;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function valueAt(record: Record<string, unknown> | undefined, path: string[]): unknown {
  let node: unknown = record;
  for (const key of path) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const KIND_WORDS: Record<Kind, string> = {
  missing: 'a missing key',
  null: 'null',
  empty: 'an empty string',
  string: 'text',
  number: 'a number',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
};

/**
 * What converting this CSV back (csv-to-json, as this tool reads it) would change, found by doing it: for each
 * column, the values that come back as another type or another value. Text that reads as numbers or booleans is
 * `text_reads_as_number`; any other change (JSON-looking text read as an array, a number in a text column, digits an
 * array cell cannot carry) is `value_changed`. Null and "" coming back missing are `null_as_empty`, dotted keys
 * coming back nested `dotted_key_nested`, both said by the writer; a header that cannot be read back `column_collision`.
 */
export function readBackLosses(
  records: Array<Record<string, LosslessValue>>,
  columns: string[],
  dotted: Set<string>,
  csv: string,
  csvSafe: boolean,
): JsonCsvWarning[] {
  let back: Array<Record<string, unknown>>;
  try {
    back = csvToJson(csv, csvSafe).json;
  } catch (error) {
    // A header of a value and a nested path (`a`, `a.b`) is the one refusal; the writer says so as column_collision.
    if (error instanceof ToolInputError) return [];
    throw error;
  }
  const retyped: string[] = [];
  const changed = new Map<string, string>();
  for (const column of columns) {
    if (dotted.has(column)) continue;
    const path = column.split('.');
    for (const [index, record] of records.entries()) {
      const was = leafOf(record, column);
      const now = valueAt(back[index], path);
      if (was === now && was !== undefined && was !== '') continue;
      const [before, after] = [kindOf(was), kindOf(now)];
      if ((before === 'null' || before === 'empty') && after === 'missing') continue;
      if (before === after && canonical(was) === canonical(now)) continue;
      if (before === 'string' && (after === 'number' || after === 'boolean')) {
        if (!retyped.includes(column)) retyped.push(column);
      } else if (!changed.has(column)) {
        const shown = (value: unknown) => (value === undefined ? '' : ` ${canonical(value).slice(0, 40)}`);
        changed.set(column, `"${column}": ${KIND_WORDS[before]}${shown(was)} comes back as ${KIND_WORDS[after]}${shown(now)}`);
      }
    }
  }
  const warnings: JsonCsvWarning[] = [];
  if (retyped.length > 0) {
    const names = quoted(retyped);
    warnings.push(
      warning(
        'text_reads_as_number',
        `Column${retyped.length === 1 ? '' : 's'} ${names} hold${retyped.length === 1 ? 's' : ''} text that reads as numbers or booleans (a PIN code, "true", "-5"); CSV has no types, so converting back gives numbers or booleans.`,
      ),
    );
  }
  if (changed.size > 0) {
    warnings.push(
      warning(
        'value_changed',
        `CSV has no types, so converting back changes ${changed.size} column${changed.size === 1 ? '' : 's'}: ${[...changed.values()].slice(0, 5).join('; ')}.`,
      ),
    );
  }
  return warnings;
}
