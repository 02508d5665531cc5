/**
 * Types as API notes write them: a type word (`int`, `decimal`, `timestamp`, `UUID`), a phrase ("an e-mail address",
 * "a decimal number", "ISO 8601 timestamp", "array of strings", `string[]`, `Array<string>`), and the type of an
 * example value (`42`, `18.5`, `"2024-01-31"`, `"https://…"`). Schemas are JSON Schema 2020-12 as OpenAPI 3.1 has them.
 */

export type Schema = Record<string, unknown>;

const WORDS: Record<string, Schema> = {
  string: { type: 'string' },
  str: { type: 'string' },
  text: { type: 'string' },
  char: { type: 'string' },
  varchar: { type: 'string' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  int32: { type: 'integer' },
  int64: { type: 'integer' },
  long: { type: 'integer' },
  short: { type: 'integer' },
  bigint: { type: 'integer' },
  biginteger: { type: 'integer' },
  uint: { type: 'integer' },
  uint32: { type: 'integer' },
  uint64: { type: 'integer' },
  sint32: { type: 'integer' },
  sint64: { type: 'integer' },
  i32: { type: 'integer' },
  i64: { type: 'integer' },
  u32: { type: 'integer' },
  u64: { type: 'integer' },
  f32: { type: 'number' },
  f64: { type: 'number' },
  float32: { type: 'number' },
  float64: { type: 'number' },
  bigdecimal: { type: 'number' },
  count: { type: 'integer' },
  number: { type: 'number' },
  float: { type: 'number' },
  double: { type: 'number' },
  decimal: { type: 'number' },
  numeric: { type: 'number' },
  boolean: { type: 'boolean' },
  bool: { type: 'boolean' },
  flag: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  'date-time': { type: 'string', format: 'date-time' },
  timestamp: { type: 'string', format: 'date-time' },
  instant: { type: 'string', format: 'date-time' },
  localdate: { type: 'string', format: 'date' },
  dateonly: { type: 'string', format: 'date' },
  naivedate: { type: 'string', format: 'date' },
  localdatetime: { type: 'string', format: 'date-time' },
  offsetdatetime: { type: 'string', format: 'date-time' },
  zoneddatetime: { type: 'string', format: 'date-time' },
  datetimeoffset: { type: 'string', format: 'date-time' },
  naivedatetime: { type: 'string', format: 'date-time' },
  timestamptz: { type: 'string', format: 'date-time' },
  email: { type: 'string', format: 'email' },
  emailstr: { type: 'string', format: 'email' },
  httpurl: { type: 'string', format: 'uri' },
  anyurl: { type: 'string', format: 'uri' },
  'e-mail': { type: 'string', format: 'email' },
  uuid: { type: 'string', format: 'uuid' },
  guid: { type: 'string', format: 'uuid' },
  url: { type: 'string', format: 'uri' },
  uri: { type: 'string', format: 'uri' },
  link: { type: 'string', format: 'uri' },
  // A file in a multipart body (OpenAPI 3.1: contentMediaType in place of 3.0's format: binary).
  binary: { type: 'string', contentMediaType: 'application/octet-stream' },
  file: { type: 'string', contentMediaType: 'application/octet-stream' },
  blob: { type: 'string', contentMediaType: 'application/octet-stream' },
  array: { type: 'array', items: {} },
  list: { type: 'array', items: {} },
  object: { type: 'object' },
  map: { type: 'object' },
  dict: { type: 'object' },
};

/** The schema of one type word, singular or plural (`strings`, `UUIDs`); undefined when it is none. */
function typeWord(word: string): Schema | undefined {
  const lower = word.toLowerCase().replace(/^["'`*_]+|["'`*_]+$/g, '');
  const known = WORDS[lower] ?? (/[^s]s$/.test(lower) ? WORDS[lower.slice(0, -1)] : undefined);
  return known ? structuredClone(known) : undefined;
}

// "ISO 8601 timestamp", "ISO-8601 date-time", "YYYY-MM-DD", "Unix timestamp in seconds": a type by its standard.
const SPECIAL: Array<[RegExp, Schema]> = [
  [/^unix\s+(?:timestamp|time|epoch)\b/i, { type: 'integer' }],
  [/^(?:iso[\s-]?(?:8601)?\s+)?(?:date[\s-]?times?|datetimes?|timestamps?)\b/i, { type: 'string', format: 'date-time' }],
  [/^iso[\s-]?(?:8601)?(?:\s+date)?$/i, { type: 'string', format: 'date-time' }],
  [/^(?:iso[\s-]?(?:8601)?\s+)?(?:plain\s+|calendar\s+)?dates?\b(?!-)/i, { type: 'string', format: 'date' }],
  [/^yyyy-mm-dd(?:\b|$)/i, { type: 'string', format: 'date' }],
  [/^e-?mail\s+address(?:es)?\b/i, { type: 'string', format: 'email' }],
  [/^(?:whole|integral)\s+number\b/i, { type: 'integer' }],
  [/^decimal\s+number\b/i, { type: 'number' }],
  [/^(?:true|false)\s*(?:\/|or)\s*(?:true|false)\b/i, { type: 'boolean' }],
];

/**
 * The schema a type phrase names, at the start of the text: `string`, `a UUID`, `an e-mail address`, `array of
 * strings`, `list of objects`, `string[]`, `Array<number>`, `ISO 8601 timestamp`; undefined when it names none.
 */
export function typePhrase(text: string): Schema | undefined {
  const phrase = text
    .trim()
    .replace(/^(?:an?|the|both|all|each|also|so\s+an?|i\.?e\.?,?\s+an?|as\s+an?)\s+/i, '')
    .replace(/^(?:an?)\s+/i, '')
    // "a full timestamp", "a complete date": a word that stresses the type says nothing more of it.
    .replace(/^(?:full|complete|proper|exact)\s+(?=timestamp|date|datetime|date-time)/i, '')
    .replace(/[`*_]/g, '');
  // Python's typing and unions with null: Optional[str], List[int], dict[str, int], str | None.
  const generic = /^(?:typing\.)?(optional|list|sequence|set|tuple|iterable|dict|mapping)\s*\[(.*)\]$/i.exec(phrase);
  if (generic) {
    const kind = (generic[1] as string).toLowerCase();
    const inner = (generic[2] as string).split(',')[0]?.trim() ?? '';
    if (kind === 'optional') return typePhrase(inner);
    return kind === 'dict' || kind === 'mapping' ? { type: 'object' } : { type: 'array', items: typePhrase(inner) ?? {} };
  }
  const nullable = /^(.+?)\s*\|\s*(?:none|null|undefined)$/i.exec(phrase) ?? /^(?:none|null|undefined)\s*\|\s*(.+)$/i.exec(phrase);
  if (nullable) return typePhrase(nullable[1] as string);
  const arrayOf = /^(?:an?\s+)?(?:array|list|set)\s+of\s+(.+)$/i.exec(phrase) ?? /^array<(.+)>$/i.exec(phrase);
  if (arrayOf) {
    const inner = (arrayOf[1] as string).replace(/^(?:the\s+)?/i, '');
    return { type: 'array', items: typePhrase(inner) ?? (/^objects?\b/i.test(inner) ? { type: 'object' } : {}) };
  }
  const brackets = /^([A-Za-z-]+)\s*\[\]$/.exec(phrase);
  if (brackets) {
    const item = typeWord(brackets[1] as string);
    return item ? { type: 'array', items: item } : undefined;
  }
  for (const [pattern, schema] of SPECIAL) if (pattern.test(phrase)) return structuredClone(schema);
  const first = /^[A-Za-z][A-Za-z0-9-]*/.exec(phrase)?.[0];
  // "string(64)", "int(11)", "decimal(10,2)": a size says nothing more of the type.
  if (!first) return undefined;
  // "uuid string", "date string": the format word wins over "string".
  const second = /^[A-Za-z][A-Za-z0-9-]*\s+(string|number|value)\b/i.exec(phrase);
  const schema = typeWord(first);
  if (schema && second && schema.type === 'string' && schema.format === undefined) return undefined;
  return schema;
}

/** Whether a whole short segment is only a type phrase ("uri", "a UUID", "string like 082024", "a number between 0 and 1"). */
export function onlyTypePhrase(segment: string): Schema | undefined {
  const text = segment.trim().replace(/[.;:]+$/, '');
  const schema = typePhrase(text);
  if (!schema) return undefined;
  // What may follow the type: a qualifier ("between 0 and 1", "like 082024", "in rupees", "per student") or nothing.
  const rest = text
    .replace(/^(?:an?|the|both|all|each|also|so\s+an?|as\s+an?)\s+/i, '')
    .replace(/^(?:an?)\s+/i, '')
    .replace(
      /^(?:array|list|set)\s+of\s+\S+|^array<[^>]*>|^iso[\s-]?8601\s+\S+|^iso\s+\S+|^unix\s+\S+|^e-?mail\s+address(?:es)?|^(?:plain|decimal|whole|calendar|full|complete|proper|exact)\s+\S+|^\S+/i,
      '',
    )
    .trim();
  return rest === '' ||
    /^(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?\s*(?:number|address|string|value|id|flag)?\s*(?:\b(?:between|from|like|in|of|per|with|e\.g\.|max|min|up|at|as|string)\b.*)?$/i.test(
      rest,
    )
    ? schema
    : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$/;

/** The schema of a string example: a date, a date-time, an e-mail address, a UUID, a URL, or a string. */
export function stringSchema(value: string): Schema {
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return { type: 'string', format: 'date' };
  if (DATE_TIME.test(value)) return { type: 'string', format: 'date-time' };
  if (UUID.test(value)) return { type: 'string', format: 'uuid' };
  // A UPI address (ramesh@okaxis) has no dot in its domain: an e-mail address has.
  if (/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(value)) return { type: 'string', format: 'email' };
  if (/^https?:\/\/\S+$/i.test(value)) return { type: 'string', format: 'uri' };
  return { type: 'string' };
}

/** The schema of a value written in a query string or a placeholder: `42`, `100.5`, `true`, `2024-05-01`, `<uuid>`, `YYYY-MM-DD`. */
export function valueSchema(value: string): Schema {
  const text = decodeURIComponentSafe(value).trim();
  const placeholder = /^<([^<>]+)>$/.exec(text)?.[1] ?? /^\{([^{}]+)\}$/.exec(text)?.[1];
  if (placeholder) return onlyTypePhrase(placeholder) ?? {};
  // "+919900112233", "0042": a phone number or a code written with digits is a string.
  if (/^\+\d/.test(value.trim()) || /^0\d+$/.test(text)) return { type: 'string' };
  if (/^-?\d+$/.test(text)) return { type: 'integer' };
  if (/^-?\d+\.\d+$/.test(text)) return { type: 'number' };
  if (/^(true|false)$/i.test(text)) return { type: 'boolean' };
  if (/^yyyy-mm-dd$/i.test(text)) return { type: 'string', format: 'date' };
  if (text === '' || text === '...' || text === '…') return {};
  return stringSchema(text);
}

/** The schema of an example written as text (a table's value column, a comment's "e.g."): no URL decoding. */
export function exampleSchema(value: string): Schema {
  const text = value.trim().replace(/^(["'`])(.*)\1$/, '$2');
  if (/^<[^<>]+>$|^\{\{[^{}]+\}\}$/.test(text)) return valueSchema(text.replace(/^\{\{|\}\}$/g, ''));
  if (/^-?\d+$/.test(text)) return { type: 'integer' };
  if (/^-?\d+\.\d+$/.test(text)) return { type: 'number' };
  if (/^(true|false)$/i.test(text)) return { type: 'boolean' };
  return text === '' || text === '...' || text === '…' ? {} : stringSchema(text);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** How specific a schema is: none, a plain string, another type, a format, an enum. A merge keeps the more specific. */
export function rank(schema: Schema): number {
  if (schema.enum) return 4;
  if (schema.format || schema.contentMediaType) return 3;
  if (schema.type === undefined) return 0;
  if (schema.type === 'string') return 1;
  return 2;
}
