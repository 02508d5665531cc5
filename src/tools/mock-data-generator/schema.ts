import { ToolInputError } from '../shared/errors';
import { clip } from '../../common/text';

/** The column types, in the order the spec lists them. */
export const COLUMN_TYPES = [
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'pan',
  'gstin',
  'aadhaar',
  'pincode',
  'city',
  'state',
  'address',
  'company',
  'ifsc',
  'upi',
  'uuid',
  'date',
  'datetime',
  'boolean',
  'integer(min,max)',
  'number(min,max,decimals)',
  'enum(a|b|c)',
] as const;

export type ColumnType =
  | { kind: Exclude<(typeof COLUMN_TYPES)[number], 'integer(min,max)' | 'number(min,max,decimals)' | 'enum(a|b|c)'> }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'number'; min: number; max: number; decimals: number }
  | { kind: 'enum'; values: string[] };

export interface Column {
  name: string;
  type: ColumnType;
}

const MAX_COLUMNS = 30;
const MAX_NAME = 64;
const MAX_ENUM_VALUES = 50;
const MAX_ENUM_VALUE = 64;
const PLAIN = new Set<string>(COLUMN_TYPES.filter((type) => !type.includes('(')));
// A range the generators can draw from exactly: whole numbers within ±2^53, a few decimals.
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function invalid(message: string): never {
  throw new ToolInputError('invalid_schema', `${message} Known types: ${COLUMN_TYPES.join(', ')}.`);
}

function readNumber(text: string, column: string, what: string, whole: boolean): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || (whole && !Number.isSafeInteger(value)) || Math.abs(value) > MAX_SAFE) {
    invalid(`Column "${clip(column, 40)}": ${what} "${clip(text.trim(), 20)}" is not ${whole ? 'a whole number' : 'a number'}.`);
  }
  return value;
}

/** One type: a plain name, `integer(min,max)`, `number(min,max,decimals)` or `enum(a|b|c)`. */
function readType(text: string, column: string): ColumnType {
  const type = text.trim();
  if (PLAIN.has(type)) return { kind: type as Exclude<ColumnType['kind'], 'integer' | 'number' | 'enum'> } as ColumnType;
  const call = /^(integer|number|enum)\((.*)\)$/s.exec(type);
  if (!call) invalid(`Column "${clip(column, 40)}" has the unknown type "${clip(type, 40)}".`);
  const [, name, inside = ''] = call;
  if (name === 'enum') {
    const values = inside.split('|').map((value) => value.trim());
    if (values.some((value) => value === ''))
      invalid(`Column "${clip(column, 40)}": enum values are separated by "|" and none may be empty.`);
    if (values.length > MAX_ENUM_VALUES || values.some((value) => value.length > MAX_ENUM_VALUE)) {
      invalid(`Column "${clip(column, 40)}": an enum has at most ${MAX_ENUM_VALUES} values of at most ${MAX_ENUM_VALUE} characters.`);
    }
    return { kind: 'enum', values };
  }
  const args = inside.split(',');
  const whole = name === 'integer';
  if (args.length !== (whole ? 2 : 3)) {
    invalid(`Column "${clip(column, 40)}": ${whole ? 'integer(min,max) takes 2 numbers' : 'number(min,max,decimals) takes 3 numbers'}.`);
  }
  const min = readNumber(args[0] as string, column, 'min', whole);
  const max = readNumber(args[1] as string, column, 'max', whole);
  if (min > max) invalid(`Column "${clip(column, 40)}": min ${min} is above max ${max}.`);
  if (whole) return { kind: 'integer', min, max };
  const decimals = readNumber(args[2] as string, column, 'decimals', true);
  if (decimals < 0 || decimals > 6) invalid(`Column "${clip(column, 40)}": decimals must be 0 to 6.`);
  return { kind: 'number', min, max, decimals };
}

/** Splits the compact form on commas outside parentheses: `a:integer(1,2), b:enum(x|y)`. */
function splitColumns(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The columns of a schema: a JSON object of column name to type (`{"name": "fullName"}`), or the compact form
 * `name:fullName, amount:integer(100,5000)`; names unique, 1-64 characters, at most 30 columns.
 */
export function readSchema(schema: string): Column[] {
  const text = schema.trim();
  let pairs: Array<[string, string]>;
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      invalid('The schema starts with "{" but is not a JSON object of column names to types.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      invalid('The schema must be a JSON object of column names to types.');
    pairs = Object.entries(parsed as Record<string, unknown>).map(([name, type]) => {
      if (typeof type !== 'string') invalid(`Column "${clip(name, 40)}": its type must be a string such as "fullName".`);
      return [name, type];
    });
  } else {
    pairs = splitColumns(text).map((part) => {
      const colon = part.indexOf(':');
      if (colon < 0) invalid(`"${clip(part, 40)}" is not "column:type".`);
      return [part.slice(0, colon).trim(), part.slice(colon + 1)];
    });
  }
  if (pairs.length === 0) invalid('The schema names no columns; write for example "name:fullName, city:city".');
  if (pairs.length > MAX_COLUMNS) invalid(`The schema has ${pairs.length} columns; at most ${MAX_COLUMNS} are generated.`);
  const seen = new Set<string>();
  return pairs.map(([name, type]) => {
    if (name === '' || name.length > MAX_NAME) invalid(`A column name must have 1 to ${MAX_NAME} characters ("${clip(name, 40)}").`);
    if (seen.has(name)) invalid(`Column "${clip(name, 40)}" is named twice.`);
    seen.add(name);
    return { name, type: readType(type, name) };
  });
}
