/** Reading plain-language endpoint descriptions: `GET /users/{id} returns a user with name, email and age`. */
import { readBlocks } from './blocks';
import { fieldsOfJson, readFieldList, splitList, splitOutsideBrackets, type Field } from './fields';
import { takeAuth, takeMediaType, takeStatuses, type Auth, type MediaType, type StatedStatus } from './statements';

export type { Field } from './fields';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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
  /** The status codes the description states. */
  statuses: StatedStatus[];
  auth?: Auth;
  mediaType?: MediaType;
}

export interface Unread {
  line: number;
  text: string;
  why: string;
  /** The line was read, and this part of it was not used. */
  partly?: boolean;
}

const MAX_ENDPOINTS = 200;

const METHOD_AT_START = /^\s*(?:[-*]\s+|\d+[.)]\s+)?[`'"]?(GET|POST|PUT|PATCH|DELETE)\s+(\S+)\s*(.*)$/i;
// "To cancel, DELETE /orders/{id}", "send a POST request to /invoices", "make a GET call on /health".
const METHOD_INSIDE =
  /(^|[\s(:,"'`])(GET|POST|PUT|PATCH|DELETE)\s+(?:(?:https?\s+)?(?:request|call|query)\s+)?(?:(?:to|on|at|against|for)\s+)?[`'"]?(\/\S*)(.*)$/;

// The clauses of a description, each introduced by its words; the order matters ("with query" before "with").
const MARKERS: Array<[Clause, RegExp]> = [
  [
    'query',
    /\b(?:with\s+)?(?:query(?:\s+param(?:eter)?s?)?\s*:?|filter(?:ed|able)?\s+by|search(?:ed|able)?\s+by|sort(?:ed|able)?\s+by|ordered\s+by|paginated\s+(?:with|by)|paged\s+(?:with|by))\s+/iy,
  ],
  ['returns', /\b(?:returns?|responds?\s+with|answers?\s+with|response\s*:)\s+/iy],
  // "Each address has id, line1 and city": the fields of the thing answered.
  ['has', /\b(?:has|have|consists\s+of|is\s+made\s+of)\s+/iy],
  ['with', /\b(?:with|takes|accepts|body\s*:|fields\s*:|containing|send|sends|pass|passes|provide|submit)\s+/iy],
  // "Required: amount (number). Optional: reason (string).": the fields it sends, required or not.
  ['required', /\b(?:required(?:\s+fields)?\s*:)\s*/iy],
  ['optional', /\b(?:optional(?:\s+fields)?\s*:)\s*/iy],
];
type Clause = 'query' | 'returns' | 'has' | 'with' | 'required' | 'optional';

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
  // A clause ends where the next begins: "takes the token and returns ..." leaves "and" behind.
  return {
    prose: prose.trim(),
    parts: parts.map((part) => ({
      ...part,
      text: part.text
        .trim()
        .replace(/(?:,|\.|\s+and|\s+or)$/i, '')
        .replace(/,$/, ''),
    })),
  };
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
  statuses: StatedStatus[];
  auth?: Auth;
  mediaType?: MediaType;
}

const LIST_WORDS = /\b(list|lists|listing|all|every|search|searches|find|finds|paginated|paged)\b/i;
// "fetch a user (id, name, email)": a thing and, in parentheses, the fields it has.
const FIELDS_IN_PARENTHESES = /\b[A-Za-z]+\s*\(([^()]{0,2000}(?:\([^()]{0,200}\)[^()]{0,2000}){0,50})\)/;
// "update name or email", "change the status (open, closed) or the assignee": what a PATCH or PUT changes.
const CHANGED_FIELDS = /\b(?:update|updates|change|changes|edit|edits|modify|modifies|set|sets)\s+(.+)$/i;
// "... and an optional gstin as query parameters": the list before it is the query.
const AS_QUERY = /\s+(?:as|in\s+the)\s+(?:url\s+)?(?:query\s+(?:param(?:eter)?s|string)|url\s+param(?:eter)?s)\b/i;

/** What one endpoint's description states: its query parameters, the fields it takes, the fields it answers. */
function describe(text: string, method: Method): Description {
  const found: Description = { summary: '', query: [], request: [], list: false, problems: [], statuses: [] };
  const add = (into: Field[], fields: Field[]) => into.push(...fields.filter((f) => !into.some(({ name }) => name === f.name)));
  for (const written of sentences(text)) {
    // Statuses, authentication and the media type first: what remains holds the fields.
    const auth = takeAuth(written);
    found.auth ??= auth.auth;
    const media = takeMediaType(auth.text);
    found.mediaType ??= media.mediaType;
    const stated = takeStatuses(media.text);
    found.statuses.push(...stated.statuses.filter(({ code }) => !found.statuses.some((s) => s.code === code)));
    const sentence = stated.text.trim();
    if (sentence === '' || /^[\s,.;:-]*$/.test(sentence)) continue;
    // "... takes a and b as query parameters": the fields of the sentence are the query.
    const asQuery = AS_QUERY.test(sentence);
    const { prose, parts } = clauses(sentence.replace(AS_QUERY, ''));
    found.summary ||= sentence;
    if (LIST_WORDS.test(prose)) found.list = true;
    if (parts.length === 0) {
      // No clause words: "fetch a user (id, name, email)" lists its fields in parentheses; "update name or email" after its verb.
      // Bounded runs inside the parentheses: a long text with an unclosed one costs one pass, not a square.
      const listed = FIELDS_IN_PARENTHESES.exec(prose)?.[1]?.includes(',') ? FIELDS_IN_PARENTHESES.exec(prose)?.[1] : undefined;
      const changed = method === 'patch' || method === 'put' ? CHANGED_FIELDS.exec(prose)?.[1] : undefined;
      const read = changed ? readFieldList(splitList(changed, true).join(', ')) : listed ? readFieldList(listed) : undefined;
      if (read && read.problems.length === 0) {
        if (method === 'get') add((found.response ??= []), read.fields);
        else if (method !== 'delete') add(found.request, changed ? read.fields.map((f) => ({ ...f, optional: true })) : read.fields);
      }
      continue;
    }
    let answering = false;
    let beforeAnswer: Field[] = [];
    parts.forEach(({ kind, text: clause }, index) => {
      if (/\b(list|lists|listing|all|every|search|searches|find|finds|paginated|paged)\b/i.test(`${prose} ${clause}`)) found.list = true;
      if (kind === 'has') {
        const read = readFieldList(clause);
        if (read.problems.length === 0 && read.fields.length > 1) add((found.response ??= []), read.fields);
        return;
      }
      if (kind === 'returns') {
        answering = true;
        found.response ??= [];
        if (parts[index + 1]?.kind === 'with' || clause === '') return;
        // "returns an array of {id, name}", "a list of entries with price and changedAt": a list of those fields.
        const listOf = /^(?:an?\s+)?(?:array|list)\s+of\s+(?:\w+\s+)?(?:with\s+)?\{?(.*?)\}?$/is.exec(clause);
        if (listOf && /[,{]|\band\b/.test(clause)) {
          const items = readFieldList((listOf[1] as string).replace(/^(?:objects?|entries|items|records)\s+(?:with\s+)?/i, ''));
          if (items.problems.length === 0 && items.fields.length > 0) {
            found.list = true;
            add(found.response, items.fields);
            return;
          }
        }
        // "returns a token", "returns id and createdAt (datetime)": fields; "returns the created order": prose.
        const read = readFieldList(clause.replace(/^(?:a|an|the)\s+/i, ''));
        // One plain word is the thing returned ("the user"); one written as an identifier (request_id, orderId) is a field.
        const only = read.fields[0]?.name ?? '';
        const stated = read.fields.length > 1 || /[(?:{]/.test(clause) || SCALAR_ANSWERS.test(only) || /[_\d]|[a-z][A-Z]/.test(only);
        if (read.problems.length === 0 && stated) add(found.response, read.fields);
        return;
      }
      // A JSON example ({"name": "Asha", "age": 31}) states its fields and their types.
      const json = fieldsOfJson(clause);
      const read = json ?? readFieldList(clause);
      found.problems.push(...read.problems);
      if (kind === 'required' || kind === 'optional') for (const field of read.fields) field.optional = kind === 'optional';
      if (kind === 'query' || asQuery) {
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

/** Where a line names a method and a path: 0 at its start, the method's index after prose, -1 when it does not. */
function methodAt(line: string): number {
  if (METHOD_AT_START.test(line)) return 0;
  const inside = METHOD_INSIDE.exec(line);
  return inside ? inside.index + (inside[1] as string).length : -1;
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

/** Endpoints in the order written: a line that names a method and a path starts one (readBlocks gathers what belongs to it); other lines are reported unread. */
export function readEndpoints(text: string): { endpoints: Endpoint[]; unread: Unread[] } {
  const { blocks, skipped } = readBlocks(text, methodAt);
  const unread: Unread[] = skipped.map(({ line, text: skippedText }) => ({
    line,
    text: skippedText,
    why: 'it names no HTTP method and path (GET /users)',
  }));
  const endpoints: Endpoint[] = [];
  for (const { line, text: block, heading } of blocks) {
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
      summary: (heading ?? (prose.replace(/[\s,:;-]+$/, '') || description.summary || rest)).replace(/^[\s,:;-]+/, '').trim(),
      query: kept,
      request: verb === 'delete' ? [] : description.request,
      ...(description.response ? { response: description.response } : {}),
      list: description.list && !/\{[^}]+\}$/.test(path),
      statuses: description.statuses,
      ...(description.auth ? { auth: description.auth } : {}),
      ...(description.mediaType ? { mediaType: description.mediaType } : {}),
    });
  }
  return { endpoints, unread };
}
