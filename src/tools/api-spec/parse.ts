/** Reading plain-language endpoint descriptions: `GET /users/{id} returns a user with name, email and age`. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Field {
  name: string;
  schema: Record<string, unknown>;
  optional: boolean;
}

export interface Endpoint {
  method: Method;
  path: string;
  line: number;
  summary: string;
  fields: Field[];
  list: boolean;
}

export interface Unread {
  line: number;
  text: string;
  why: string;
}

export const MAX_ENDPOINTS = 200;
export const MAX_FIELDS = 50;

// Type hints in parentheses or after a colon, as people write them.
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
  array: { type: 'array', items: {} },
  list: { type: 'array', items: {} },
  object: { type: 'object' },
};

const ENDPOINT = /^\s*(?:[-*]\s+)?(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s*(.*)$/i;

/** `name (type)`, `name: type`, `name?`, `name (optional integer)`. */
function readField(text: string): Field | string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(\?)?\s*(?:\(([^)]*)\)|:\s*([A-Za-z-]+))?$/.exec(text.trim());
  if (!match) return `"${text.trim().slice(0, 40)}" is not a field name (letters, digits and _, optionally followed by (type))`;
  const [, name = '', question, inParentheses, afterColon] = match;
  const hints = `${inParentheses ?? afterColon ?? ''}`
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const optional = question === '?' || hints.includes('optional');
  const type = hints.find((hint) => hint in TYPES);
  const unknown = hints.find((hint) => hint !== 'optional' && hint !== 'required' && !(hint in TYPES));
  if (unknown) return `"${unknown}" is not a type this tool knows (${Object.keys(TYPES).join(', ')})`;
  return { name, schema: { ...(TYPES[type ?? 'string'] as Record<string, unknown>) }, optional };
}

/** The fields after the first " with ": split on commas and "and", up to a full stop. */
function readFields(rest: string): { fields: Field[]; problems: string[] } {
  const after = /\bwith\s+(.*)$/i.exec(rest)?.[1];
  if (!after) return { fields: [], problems: [] };
  const list = after.replace(/\.\s*$/, '').split(/\.\s/)[0] ?? '';
  const parts = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i).filter((part) => part.trim() !== '');
  const fields: Field[] = [];
  const problems: string[] = [];
  for (const part of parts) {
    const field = readField(part);
    if (typeof field === 'string') problems.push(field);
    else if (!fields.some(({ name }) => name === field.name)) fields.push(field);
  }
  return { fields: fields.slice(0, MAX_FIELDS), problems };
}

/** Endpoints in the order written: a line that starts with a method starts one, the lines after it up to a blank line continue it; other lines are reported unread. */
export function readEndpoints(text: string): { endpoints: Endpoint[]; unread: Unread[] } {
  const blocks: Array<{ line: number; text: string }> = [];
  const unread: Unread[] = [];
  let open = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') {
      open = false;
      return;
    }
    if (ENDPOINT.test(raw)) {
      blocks.push({ line: index + 1, text: raw.trim() });
      open = true;
    } else if (open) {
      (blocks.at(-1) as { text: string }).text += ` ${raw.trim()}`;
    } else {
      unread.push({ line: index + 1, text: raw.trim(), why: 'it does not start with an HTTP method and a path (GET /users)' });
    }
  });
  const endpoints: Endpoint[] = [];
  for (const { line, text: block } of blocks) {
    const [, method = '', rawPath = '', rest = ''] = ENDPOINT.exec(block) as RegExpExecArray;
    // Express-style ":id" is the same path parameter as OpenAPI's "{id}".
    const path = rawPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/(.)\/$/, '$1');
    const shown = block.slice(0, 100);
    if (!/^\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\})?(\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\}))*$/.test(path)) {
      unread.push({ line, text: shown, why: `"${rawPath.slice(0, 60)}" is not a path of segments and {parameters}` });
      continue;
    }
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const repeated = names.find((name, i) => names.indexOf(name) !== i);
    if (repeated) {
      unread.push({ line, text: shown, why: `${path} names the parameter {${repeated}} twice; each path parameter needs its own name` });
      continue;
    }
    const verb = method.toLowerCase() as Method;
    if (endpoints.some((endpoint) => endpoint.method === verb && endpoint.path === path)) {
      unread.push({ line, text: shown, why: `${method.toUpperCase()} ${path} is already described` });
      continue;
    }
    // OpenAPI: paths that differ only in their parameters' names are the same path, which a document must not hold twice.
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const twin = endpoints.find((endpoint) => endpoint.path !== path && endpoint.path.replace(/\{[^}]+\}/g, '{}') === shape);
    if (twin) {
      unread.push({ line, text: shown, why: `${path} differs from ${twin.path} only in its parameter names; use the same names` });
      continue;
    }
    if (endpoints.length >= MAX_ENDPOINTS) {
      unread.push({ line, text: shown, why: `at most ${MAX_ENDPOINTS} endpoints are read` });
      continue;
    }
    const { fields, problems } = readFields(rest);
    for (const why of problems) unread.push({ line, text: shown, why });
    endpoints.push({
      method: verb,
      path,
      line,
      summary: rest.trim(),
      fields,
      list: /\b(list|lists|all|every|search|find)\b/i.test(rest) && !/\{[^}]+\}$/.test(path),
    });
  }
  return { endpoints, unread };
}
