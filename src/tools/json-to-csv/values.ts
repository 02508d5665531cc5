import { clip } from '../../common/text';
import { NumberText, type LosslessValue } from '../shared/lossless-json';

/** A JSON object (not an array, null or a number kept as text). */
export const isPlainObject = (value: unknown): value is Record<string, LosslessValue> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof NumberText);

/** The first five column names, quoted (each at most 40 characters), for a warning. */
export const quoted = (names: string[]): string =>
  names
    .slice(0, 5)
    .map((name) => `"${clip(name, 40)}"`)
    .join(', ');

/** The value at a dot-path column of a record, when the path leads to one (undefined otherwise). */
export function leafOf(record: Record<string, LosslessValue>, column: string): unknown {
  if (Object.hasOwn(record, column)) return record[column];
  let node: unknown = record;
  for (const key of column.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}
