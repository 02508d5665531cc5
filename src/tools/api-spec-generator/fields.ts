/**
 * Field lists as people write them: `name, email (email) and age (integer)`, `note?`, `an optional note`,
 * `dob (date, optional)`, `status (pending|paid|shipped)`, `role (one of admin, user)`, `tags (array of string)`,
 * `items (array of {sku, qty (integer)})`, `address {street, city}`.
 */

export interface Field {
  name: string;
  schema: Record<string, unknown>;
  optional: boolean;
}

const MAX_FIELDS = 50;
/** Objects inside objects: `a {b {c {d}}}` is read to this depth; deeper braces are a problem. */
const MAX_DEPTH = 4;

const TYPES: Record<string, Record<string, unknown>> = {
  string: { type: 'string' },
  text: { type: 'string' },
  str: { type: 'string' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  long: { type: 'integer' },
  number: { type: 'number' },
  float: { type: 'number' },
  double: { type: 'number' },
  decimal: { type: 'number' },
  boolean: { type: 'boolean' },
  bool: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'date-time': { type: 'string', format: 'date-time' },
  timestamp: { type: 'string', format: 'date-time' },
  email: { type: 'string', format: 'email' },
  uuid: { type: 'string', format: 'uuid' },
  url: { type: 'string', format: 'uri' },
  uri: { type: 'string', format: 'uri' },
  // A file in a multipart body (OpenAPI 3.1: contentMediaType in place of 3.0's format: binary).
  binary: { type: 'string', contentMediaType: 'application/octet-stream' },
  file: { type: 'string', contentMediaType: 'application/octet-stream' },
  array: { type: 'array', items: {} },
  list: { type: 'array', items: {} },
  object: { type: 'object' },
};
const TYPE_NAMES = Object.keys(TYPES);

/** A type word, singular or plural (`strings`, `integers`). */
function typeOf(word: string): Record<string, unknown> | undefined {
  const lower = word.toLowerCase();
  const known = TYPES[lower] ?? (lower.endsWith('s') ? TYPES[lower.slice(0, -1)] : undefined);
  return known ? structuredClone(known) : undefined;
}

/** Splits where `separator` matches (tried on the next 6 characters) outside parentheses, braces and brackets; parts trimmed, empty ones dropped. */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length;) {
    const c = text[i] as string;
    if (c === '(' || c === '{' || c === '[') depth += 1;
    if ((c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    const split = depth === 0 ? separator.exec(text.slice(i, i + 6)) : null;
    if (split) {
      parts.push(current);
      current = '';
      i += split[0].length;
    } else {
      current += c;
      i += 1;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Splits a list on commas, "and" and (where asked) "or", outside parentheses and braces. */
export function splitList(text: string, alsoOr = false): string[] {
  return splitOutsideBrackets(text, alsoOr ? /^(,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)/i : /^(,\s*(?:and\s+)?|\s+and\s+)/i);
}

/** The schema a hint text names: a type, an enum, an array of a type or of objects; or why not. */
function hintSchema(hint: string, depth: number): { schema?: Record<string, unknown>; optional: boolean; problem?: string } {
  // "array of objects with sku and qty (integer)": the whole hint, whose "and" belongs to the objects.
  // (The trailing ", optional" is taken off first: one regex with a lazy item and an optional tail is quadratic.)
  const tail = /,\s*(optional|required)$/i.exec(hint.trimEnd());
  const head = tail ? hint.trimEnd().slice(0, tail.index) : hint.trim();
  const array = /^(?:(optional|required)\s*,?\s*)?(?:an?\s+)?(?:array|list)\s+of\s+(.+)$/is.exec(head);
  if (array) {
    const item = itemSchema(array[2] as string, depth);
    const optional = /optional/i.test(`${array[1]} ${tail?.[1]}`);
    return typeof item === 'string' ? { optional, problem: item } : { optional, schema: { type: 'array', items: item } };
  }
  let optional = false;
  let schema: Record<string, unknown> | undefined;
  let defaultValue: unknown;
  const words: string[] = [];
  const parts = splitList(hint.replace(/\s*;\s*/g, ', '), true);
  for (let index = 0; index < parts.length; index += 1) {
    const part = (parts[index] as string).replace(/^(a|an)\s+/i, '');
    const enumMatch = /^(?:one of|enum:?|either)\s+(.+)$/i.exec(part);
    const defaulted = /^default(?:s\s+to|\s*[:=])?\s+(.+)$/i.exec(part);
    if (defaulted) {
      // "default 50": the value a caller may leave out.
      const value = (defaulted[1] as string).replace(/^["'`]|["'`]$/g, '');
      defaultValue = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
      optional = true;
    } else if (/^optional$/i.test(part)) optional = true;
    else if (/^required$/i.test(part)) optional = false;
    else if (part.includes('|') || enumMatch) {
      // "one of a, b or c": the values run to the end of the hint, "optional" and "required" aside.
      const rest = enumMatch ? [enumMatch[1] as string, ...parts.splice(index + 1)] : [part];
      const values: string[] = [];
      for (const text of rest.flatMap((value) => splitList(value.replace(/\|/g, ','), true))) {
        if (/^optional$/i.test(text)) optional = true;
        else if (!/^required$/i.test(text)) values.push(text.replace(/^["'`]|["'`]$/g, ''));
      }
      if (values.length === 0) return { optional, problem: `"${part.slice(0, 40)}" names no values` };
      const numeric = values.every((value) => /^-?\d+$/.test(value));
      schema = numeric ? { type: 'integer', enum: values.map(Number) } : { type: 'string', enum: values };
    } else if (typeOf(part)) schema = typeOf(part);
    else words.push(part);
  }
  if (words.length > 0) {
    // `(pending, paid or shipped)`: several bare words are the values a field takes.
    if (!schema && words.length > 1 && words.every((word) => /^[\w.-]+$/.test(word))) schema = { type: 'string', enum: words };
    else return { optional, problem: `"${words[0]?.slice(0, 40)}" is not a type this tool knows (${TYPE_NAMES.join(', ')})` };
  }
  if (defaultValue !== undefined) {
    const implied = typeof defaultValue === 'number' ? (Number.isInteger(defaultValue) ? 'integer' : 'number') : typeof defaultValue;
    schema = { ...(schema ?? { type: implied }), default: defaultValue };
  }
  return { schema, optional };
}

/** What an array holds: a type (`string`, `strings`), `{fields}`, or `objects with a, b`. */
function itemSchema(text: string, depth: number): Record<string, unknown> | string {
  const trimmed = text.trim();
  const braces = /^\{(.*)\}$/s.exec(trimmed) ?? /^objects?\s+(?:with\s+)?\{?(.*?)\}?$/is.exec(trimmed);
  if (braces) return objectOf(braces[1] as string, depth + 1);
  return typeOf(trimmed) ?? `"${trimmed.slice(0, 40)}" is not a type this tool knows (${TYPE_NAMES.join(', ')})`;
}

function objectOf(text: string, depth: number): Record<string, unknown> | string {
  if (depth > MAX_DEPTH) return `objects are read ${MAX_DEPTH} levels deep`;
  const { fields, problems } = readFieldList(text, depth);
  if (problems.length > 0) return problems[0] as string;
  const required = fields.filter((field) => !field.optional).map((field) => field.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** One field: `name`, `name?`, `optional name`, `name (hints)`, `name: type`, `name {fields}`, `name[]`. */
function readField(text: string, depth = 0): Field | string {
  // Articles, possessives and the adjectives people put before a field's name: "the new access_token", "the user's
  // role"; and the purpose people put after it: "password to log in".
  let rest = text
    .trim()
    .replace(/^(?:(?:a|an|the|its|their|new|updated|current|created|\w+['\u2019]s)\s+)+/i, '')
    .replace(/^([A-Za-z_][A-Za-z0-9_]*)\s+(?:to|in order to)\s+[a-z][^(){}]*$/i, '$1');
  let optional = false;
  const prefix = /^(optional|required)\s+/i.exec(rest);
  if (prefix) {
    optional = (prefix[1] as string).toLowerCase() === 'optional';
    rest = rest.slice(prefix[0].length);
  }
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(\[\])?(\?)?\s*(.*)$/s.exec(rest);
  if (!match) return `"${text.trim().slice(0, 40)}" is not a field name (letters, digits and _, optionally followed by (type))`;
  const [, name = '', brackets, question, tail = ''] = match;
  if (question) optional = true;
  let schema: Record<string, unknown> = { type: 'string' };
  const hint = /^\((.*)\)$/s.exec(tail)?.[1] ?? /^:\s*(.+)$/s.exec(tail)?.[1];
  const braces = /^\{(.*)\}$/s.exec(tail)?.[1];
  if (braces !== undefined) {
    const object = objectOf(braces, depth + 1);
    if (typeof object === 'string') return object;
    schema = object;
  } else if (hint !== undefined) {
    const read = hintSchema(hint, depth);
    if (read.problem) return read.problem;
    optional ||= read.optional;
    if (read.schema) schema = read.schema;
  } else if (tail !== '') {
    return `"${text.trim().slice(0, 40)}" is not a field name (letters, digits and _, optionally followed by (type))`;
  }
  if (brackets) schema = { type: 'array', items: schema };
  // A secret is sent, never answered back.
  if (/^(password|passwd|secret|pin|otp|new_?password|old_?password|current_?password)$/i.test(name)) schema.writeOnly = true;
  return { name, schema, optional };
}

/**
 * Fields in a list, the first of each name kept; each part that is not a field is a problem. A bare "optional" or
 * "required" after a field is said of it (`status (a|b), optional`); a hint that starts with "both" or "all" is said
 * of the fields before it that have none (`from_date and to_date (both dates, required)`).
 */
export function readFieldList(text: string, depth = 0): { fields: Field[]; problems: string[] } {
  const fields: Field[] = [];
  const problems: string[] = [];
  const names = new Set<string>();
  let bare: Field[] = [];
  for (const part of splitList(text)) {
    const flag = /^(optional|required)$/i.exec(part.trim());
    if (flag && fields.length > 0) {
      (fields.at(-1) as Field).optional = flag[1]?.toLowerCase() === 'optional';
      continue;
    }
    const shared = /^(.*?)\(\s*(?:both|all|each)\s+(.*)\)\s*$/is.exec(part);
    const field = readField(shared ? `${shared[1]}(${shared[2]})` : part, depth);
    if (typeof field !== 'string' && shared) {
      for (const earlier of bare) {
        earlier.schema = structuredClone(field.schema);
        earlier.optional = field.optional;
      }
    }
    if (typeof field !== 'string') bare = /\(|:|\{/.test(part) ? [] : [...bare, field];
    if (typeof field === 'string') problems.push(field);
    else if (!names.has(field.name)) {
      names.add(field.name);
      fields.push(field);
    }
  }
  if (fields.length > MAX_FIELDS) problems.push(`at most ${MAX_FIELDS} fields are read in one list`);
  return { fields: fields.slice(0, MAX_FIELDS), problems };
}

/**
 * A field's schema from a JSON example value: whole numbers integer, other numbers number, arrays of their first item.
 * Arrays count as levels too, so an example nested 30,000 deep is read to MAX_DEPTH and no further.
 */
function exampleSchema(value: unknown, depth: number): Record<string, unknown> {
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (Array.isArray(value)) {
    return { type: 'array', items: value.length > 0 && depth < MAX_DEPTH ? exampleSchema(value[0], depth + 1) : {} };
  }
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    const entries = Object.entries(value).slice(0, MAX_FIELDS);
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, child]) => [key, exampleSchema(child, depth + 1)])),
      ...(entries.length > 0 ? { required: entries.map(([key]) => key) } : {}),
    };
  }
  return { type: 'string' };
}

/** The fields of a JSON object example (`{"name": "Asha", "age": 31}`), or undefined when the text is not one. */
export function fieldsOfJson(text: string): { fields: Field[]; problems: string[] } | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([key]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key));
  const fields = entries.slice(0, MAX_FIELDS).map(([name, child]) => ({ name, schema: exampleSchema(child, 1), optional: false }));
  return { fields, problems: entries.length > MAX_FIELDS ? [`at most ${MAX_FIELDS} fields are read in one list`] : [] };
}
