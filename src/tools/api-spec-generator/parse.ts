/** Reading plain-language endpoint descriptions: `GET /users/{id} returns a user with name, email and age`. */
import { readFieldList, splitOutsideBrackets, type Field } from './fields';

export type { Field } from './fields';
export { MAX_FIELDS } from './fields';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint {
  method: Method;
  path: string;
  line: number;
  summary: string;
  query: Field[];
  /** The fields after "with" (the body of POST, PUT and PATCH; the answer of GET). */
  request: Field[];
  /** The fields after "returns" (and its "with"), when the description names them. */
  response?: Field[];
  list: boolean;
}

export interface Unread {
  line: number;
  text: string;
  why: string;
  /** The line was read, and this part of it was not used. */
  partly?: boolean;
}

export const MAX_ENDPOINTS = 200;

const METHOD_AT_START = /^\s*(?:[-*]\s+|\d+[.)]\s+)?[`'"]?(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s*(.*)$/i;
const METHOD_INSIDE = /(^|[\s(:,"'`])(GET|POST|PUT|PATCH|DELETE)\s+[`'"]?(\/\S*)(.*)$/;

// The clauses of a description, each introduced by its words; the order matters ("with query" before "with").
const MARKERS: Array<[Clause, RegExp]> = [
  [
    'query',
    /\b(?:with\s+)?(?:query(?:\s+param(?:eter)?s?)?\s*:?|filter(?:ed|able)?\s+by|search(?:ed|able)?\s+by|sort(?:ed|able)?\s+by|ordered\s+by|paginated\s+(?:with|by)|paged\s+(?:with|by))\s+/iy,
  ],
  ['returns', /\b(?:returns?|responds?\s+with|answers?\s+with|response\s*:)\s+/iy],
  ['with', /\b(?:with|takes|accepts|body\s*:|fields\s*:|containing)\s+/iy],
];
type Clause = 'query' | 'returns' | 'with';

const PAGING = /^(page|limit|offset|per_?page|perPage|page_?size|pageSize|size|skip|take|top)$/;
// After "returns", one bare word is the thing returned ("returns the user"), unless it is one of these.
const SCALAR_ANSWERS = /^(token|access_?token|id|count|total|status|message|url|ok|result|success)$/i;

/** Sentences, split at ". " and ";" outside parentheses and braces. */
const sentences = (text: string): string[] => splitOutsideBrackets(text, /^(;|\.(?:\s|$))/);

/** The clauses of one sentence: the text before the first marker, then each marker's text up to the next. */
function clauses(sentence: string): { prose: string; parts: Array<{ kind: Clause; text: string }> } {
  const parts: Array<{ kind: Clause; text: string }> = [];
  let depth = 0;
  let prose = '';
  let current: { kind: Clause; text: string } | undefined;
  for (let i = 0; i < sentence.length;) {
    const c = sentence[i] as string;
    let marker: [Clause, number] | undefined;
    if (depth === 0 && (i === 0 || /\s/.test(sentence[i - 1] as string))) {
      for (const [kind, pattern] of MARKERS) {
        pattern.lastIndex = i;
        const match = pattern.exec(sentence);
        if (match) {
          marker = [kind, match[0].length];
          break;
        }
      }
    }
    if (marker) {
      current = { kind: marker[0], text: '' };
      parts.push(current);
      i += marker[1];
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth += 1;
    if ((c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    if (current) current.text += c;
    else prose += c;
    i += 1;
  }
  return { prose: prose.trim(), parts: parts.map((part) => ({ ...part, text: part.text.trim().replace(/,$/, '') })) };
}

/** Query parameters written in the path: `?q=&page=1&sort`. */
function queryInPath(query: string): Field[] {
  return query
    .split('&')
    .map((pair) => pair.split('=') as [string, string?])
    .filter(([name]) => /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name))
    .map(([name, value = '']) => ({
      name,
      optional: true,
      schema: /^-?\d+$/.test(value) || (value === '' && PAGING.test(name)) ? { type: 'integer' } : { type: 'string' },
    }));
}

interface Description {
  summary: string;
  query: Field[];
  request: Field[];
  response?: Field[];
  list: boolean;
  problems: string[];
}

/** What one endpoint's description states: its query parameters, the fields it takes, the fields it answers. */
function describe(text: string, method: Method): Description {
  const found: Description = { summary: '', query: [], request: [], list: false, problems: [] };
  const add = (into: Field[], fields: Field[]) => into.push(...fields.filter((f) => !into.some(({ name }) => name === f.name)));
  for (const sentence of sentences(text)) {
    const { prose, parts } = clauses(sentence);
    found.summary ||= sentence;
    let answering = false;
    let beforeAnswer: Field[] = [];
    parts.forEach(({ kind, text: clause }, index) => {
      if (/\b(list|lists|listing|all|every|search|searches|find|finds|paginated|paged)\b/i.test(`${prose} ${clause}`)) found.list = true;
      if (kind === 'returns') {
        answering = true;
        found.response ??= [];
        if (parts[index + 1]?.kind === 'with' || clause === '') return;
        // "returns a token", "returns id and createdAt (datetime)": fields; "returns the created order": prose.
        const read = readFieldList(clause.replace(/^(?:a|an|the)\s+/i, ''));
        const stated = read.fields.length > 1 || /[(?:{]/.test(clause) || SCALAR_ANSWERS.test(read.fields[0]?.name ?? '');
        if (read.problems.length === 0 && stated) add(found.response, read.fields);
        return;
      }
      const read = readFieldList(clause);
      found.problems.push(...read.problems);
      if (kind === 'query') {
        for (const field of read.fields) {
          field.optional = field.optional || !/\brequired\b/i.test(clause);
          if (PAGING.test(field.name) && field.schema.type === 'string' && !/\(/.test(clause)) field.schema = { type: 'integer' };
        }
        add(found.query, read.fields);
      } else if (answering) add(found.response as Field[], read.fields);
      else beforeAnswer = [...beforeAnswer, ...read.fields];
    });
    // GET and DELETE have no body: fields before "returns" are what the request sends, as query parameters.
    if ((method === 'get' || method === 'delete') && answering)
      add(
        found.query,
        beforeAnswer.map((f) => ({ ...f, optional: true })),
      );
    else add(found.request, beforeAnswer);
  }
  return found;
}

/** Finds the method and path of a line: at its start, or after prose ("To create an order, POST /orders ..."). */
function endpointIn(raw: string): { method: string; rawPath: string; rest: string; prose: string } | undefined {
  const start = METHOD_AT_START.exec(raw);
  if (start) return { method: start[1] as string, rawPath: start[2] as string, rest: start[3] as string, prose: '' };
  const inside = METHOD_INSIDE.exec(raw);
  if (!inside) return undefined;
  const prose = raw.slice(0, inside.index + (inside[1] as string).length).trim();
  return { method: inside[2] as string, rawPath: inside[3] as string, rest: inside[4] as string, prose };
}

/** Endpoints in the order written: a line that names a method and a path starts one, the lines after it up to a blank line continue it; other lines are reported unread. */
export function readEndpoints(text: string): { endpoints: Endpoint[]; unread: Unread[] } {
  const blocks: Array<{ line: number; text: string }> = [];
  const unread: Unread[] = [];
  let open = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') {
      open = false;
      return;
    }
    if (endpointIn(raw)) {
      blocks.push({ line: index + 1, text: raw.trim() });
      open = true;
    } else if (open) {
      (blocks.at(-1) as { text: string }).text += ` ${raw.trim()}`;
    } else {
      unread.push({ line: index + 1, text: raw.trim(), why: 'it names no HTTP method and path (GET /users)' });
    }
  });
  const endpoints: Endpoint[] = [];
  for (const { line, text: block } of blocks) {
    const { method, rawPath: written, rest, prose } = endpointIn(block) as NonNullable<ReturnType<typeof endpointIn>>;
    const rawPath = written.replace(/[`'".,:;)]+$/, '');
    const [pathPart = '', queryPart] = rawPath.split('?', 2) as [string, string?];
    // Express-style ":id" is the same path parameter as OpenAPI's "{id}".
    const path = pathPart.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/(.)\/$/, '$1');
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
    const description = describe(rest, verb);
    for (const why of description.problems) unread.push({ line, text: shown, why, partly: true });
    const query = [...(queryPart ? queryInPath(queryPart) : []), ...description.query];
    const pathNames = new Set(names);
    const kept = query.filter((field, i) => !pathNames.has(field.name) && query.findIndex((f) => f.name === field.name) === i);
    if (verb === 'delete' && description.request.length > 0) {
      const listed = description.request.map((field) => field.name).join(', ');
      unread.push({
        line,
        text: shown,
        why: `${listed}: a DELETE has no body, so these fields are not used (write "query: ${listed}" for query parameters)`,
        partly: true,
      });
    }
    endpoints.push({
      method: verb,
      path,
      line,
      summary: (prose.replace(/[\s,:;-]+$/, '') || description.summary || rest).trim(),
      query: kept,
      request: verb === 'delete' ? [] : description.request,
      ...(description.response ? { response: description.response } : {}),
      list: description.list && !/\{[^}]+\}$/.test(path),
    });
  }
  return { endpoints, unread };
}
