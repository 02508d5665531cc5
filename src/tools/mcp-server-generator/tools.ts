import { parse } from 'yaml';
import { ToolInputError } from '../shared/errors';
import { MAX_DOCUMENT_DEPTH, nestsDeeperThan, yamlNesting } from './depth';
import { clip } from '../../common/text';

type Json = Record<string, unknown>;

type ParameterPlace = 'path' | 'query' | 'header' | 'cookie';
type BodyKind = 'json' | 'form' | 'multipart';

/** How a tool's arguments become the operation's HTTP request (OpenAPI tools only). */
interface HttpBinding {
  path: string;
  /** Each input property that is a parameter: its property name, its name on the wire, and where it goes. */
  parameters: Array<{ property: string; name: string; in: ParameterPlace }>;
  body?: { property: string; kind: BodyKind; mediaType: string };
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, Json>; required?: string[] };
  /** The HTTP method of the operation it came from, for the annotations; none for plain-language tools. */
  method?: string;
  http?: HttpBinding;
}

export interface Unread {
  line?: number;
  why: string;
  /** An operation was read, and this input of it is not taken by the tool. */
  input?: boolean;
}

const MAX_TOOLS = 200;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const MAX_REF_DEPTH = 20;
/** How many schema nodes `$ref` resolution may produce: refs that each use another twice would otherwise double 20 times. */
const MAX_RESOLVED_NODES = 200_000;

/** A name MCP clients accept: other characters become `_`, cut to 64, made unique with a number. */
function toolName(raw: string, taken: Set<string>): string {
  let base =
    raw
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/_{2,}/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 64) || 'tool';
  let name = base;
  for (let n = 2; taken.has(name); n += 1) {
    base = base.slice(0, 64 - String(n).length - 1);
    name = `${base}_${n}`;
  }
  taken.add(name);
  return name;
}

/** Local `$ref`s resolved (at most 20 deep; a cycle becomes `{}`); external ones are never fetched and become `{}`. */
function resolve(node: unknown, root: Json, external: Set<string>, depth = 0, seen: string[] = [], budget = { nodes: 0 }): unknown {
  budget.nodes += 1;
  if (budget.nodes > MAX_RESOLVED_NODES) {
    throw new ToolInputError(
      'invalid_tool_source',
      `The document's $refs expand to more than ${MAX_RESOLVED_NODES.toLocaleString('en')} schema nodes; send a smaller document.`,
    );
  }
  if (Array.isArray(node)) return node.map((item) => resolve(item, root, external, depth + 1, seen, budget));
  if (node === null || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') {
    const ref = object.$ref;
    if (!ref.startsWith('#/')) {
      external.add(ref);
      return {};
    }
    if (seen.includes(ref) || depth > MAX_REF_DEPTH) return {};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, token) => (at as Json | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')], root);
    return resolve(target ?? {}, root, external, depth + 1, [...seen, ref], budget);
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, resolve(value, root, external, depth + 1, seen, budget)]));
}

const tooDeep = (yaml: boolean): ToolInputError =>
  new ToolInputError(
    'invalid_tool_source',
    `The document nests arrays and objects more than ${MAX_DOCUMENT_DEPTH} levels deep${yaml ? ' (an alias inside its own anchor nests without end)' : ''}; this tool reads at most ${MAX_DOCUMENT_DEPTH}.`,
  );

/** Whether the text is an OpenAPI 3.x document (JSON or YAML), returned parsed; undefined for plain text. Nested more than 128 deep: invalid_tool_source. */
export function readOpenApi(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!/^(\{|["']?(openapi|swagger)["']?\s*:|---)/m.test(trimmed.slice(0, 2000))) return undefined;
  const json = trimmed.startsWith('{');
  if (!json && yamlNesting(trimmed, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH) throw tooDeep(false);
  let document: unknown;
  try {
    // yaml caps alias expansion (maxAliasCount 100), so a "billion laughs" document is refused, not expanded.
    document = json ? JSON.parse(trimmed) : parse(trimmed, { maxAliasCount: 100 });
  } catch {
    return undefined;
  }
  if (document === null || typeof document !== 'object') return undefined;
  // $ref resolution and the scaffold recurse once per level; a YAML alias can also make a cycle (`&a [*a]`).
  if (nestsDeeperThan(document, MAX_DOCUMENT_DEPTH)) throw tooDeep(!json);
  // YAML reads `openapi: 2.0` as a number; Swagger 2.0 documents say `swagger: "2.0"`.
  const declared = (document as Json).openapi ?? (document as Json).swagger;
  if (declared === undefined) return undefined;
  if (!/^3\./.test(String(declared))) {
    throw new ToolInputError('invalid_tool_source', `The document is OpenAPI ${clip(String(declared), 20)}; this tool reads OpenAPI 3.x.`);
  }
  return document as Json;
}

// OpenAPI: header parameters named Accept, Content-Type or Authorization are ignored (the spec's own rule).
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const PLACES: ParameterPlace[] = ['path', 'query', 'header', 'cookie'];

/** The body the tool takes: JSON (application/json or +json) first, then a URL-encoded form, then multipart. */
function bodyOf(content: Json): { mediaType: string; kind: BodyKind; schema: Json } | { unread: string } | undefined {
  const types = Object.keys(content);
  if (types.length === 0) return undefined;
  const kinds: Array<[BodyKind, (type: string) => boolean]> = [
    ['json', (type) => /^application\/([\w.-]+\+)?json\b/i.test(type)],
    ['form', (type) => /^application\/x-www-form-urlencoded\b/i.test(type)],
    ['multipart', (type) => /^multipart\/form-data\b/i.test(type)],
  ];
  for (const [kind, matches] of kinds) {
    const mediaType = types.find(matches);
    if (mediaType) return { mediaType, kind, schema: ((content[mediaType] as Json | undefined)?.schema as Json | undefined) ?? {} };
  }
  return { unread: types.slice(0, 3).join(', ') };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The summary and the description, as both say something (a summary that only repeats the operationId is left out). */
function descriptionOf(operation: Json, item: Json, method: string, path: string): string {
  const id = text(operation.operationId);
  const summary = text(operation.summary) || text(item.summary);
  const description = text(operation.description) || text(item.description);
  const said = [summary !== id || !description ? summary : '', description].filter((part, i, all) => part && all.indexOf(part) === i);
  return clip(said.join('\n\n') || `${method.toUpperCase()} ${path}`, 1024);
}

/**
 * One tool per operation: the name from operationId (else method and path); inputs from the path, query, header and
 * cookie parameters and the request body (JSON, form or multipart) as `body`.
 */
export function toolsFromOpenApi(document: Json): { tools: ToolDefinition[]; unread: Unread[]; external: string[] } {
  const external = new Set<string>();
  const budget = { nodes: 0 };
  const taken = new Set<string>();
  const tools: ToolDefinition[] = [];
  const unread: Unread[] = [];
  for (const [path, rawItem] of Object.entries((document.paths ?? {}) as Json)) {
    const item = resolve(rawItem, document, external, 0, [], budget) as Json;
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation || typeof operation !== 'object') continue;
      const where = `${method.toUpperCase()} ${clip(path, 60)}`;
      if (tools.length >= MAX_TOOLS) {
        unread.push({ why: `${where} was left out: at most ${MAX_TOOLS} tools are generated` });
        continue;
      }
      const properties = new Map<string, Json>();
      const required: string[] = [];
      const binding: HttpBinding = { path, parameters: [] };
      // Operation parameters override path-item ones of the same name and place.
      const all = [...((item.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[] | undefined) ?? [])];
      const byPlace = new Map<string, Json>();
      for (const parameter of all) byPlace.set(`${String(parameter?.in)} ${String(parameter?.name)}`, parameter);
      const parameters = [...byPlace.values()];
      for (const parameter of parameters) {
        const place = parameter?.in as ParameterPlace;
        if (typeof parameter?.name !== 'string' || !PLACES.includes(place)) continue;
        if (place === 'header' && IGNORED_HEADERS.has(parameter.name.toLowerCase())) continue;
        // A header or cookie named like another input keeps its place in its name: X-Id and the query id both stay.
        const property = properties.has(parameter.name) ? `${parameter.name}_${place}` : parameter.name;
        properties.set(property, {
          ...((parameter.schema as Json | undefined) ?? { type: 'string' }),
          ...(parameter.description ? { description: parameter.description } : {}),
        });
        if (parameter.required === true || place === 'path') required.push(property);
        binding.parameters.push({ property, name: parameter.name, in: place });
      }
      const requestBody = operation.requestBody as Json | undefined;
      const body = bodyOf((requestBody?.content as Json | undefined) ?? {});
      if (body && 'unread' in body) {
        unread.push({
          why: `${where}: its request body (${clip(body.unread, 80)}) is not JSON, a form or multipart, so the tool does not take it`,
          input: true,
        });
      } else if (body) {
        const property = properties.has('body') ? 'body_' : 'body';
        properties.set(property, body.schema);
        if (requestBody?.required === true) required.push(property);
        binding.body = { property, kind: body.kind, mediaType: body.mediaType };
      }
      const raw = typeof operation.operationId === 'string' ? operation.operationId : `${method}_${path}`;
      tools.push({
        name: toolName(raw, taken),
        description: descriptionOf(operation, item, method, path),
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(properties),
          ...(required.length > 0 ? { required: [...new Set(required)] } : {}),
        },
        method,
        http: binding,
      });
    }
  }
  return { tools, unread, external: [...external] };
}

const PLAIN_TYPES: Record<string, Json> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  int: { type: 'integer' },
  boolean: { type: 'boolean' },
  'string[]': { type: 'array', items: { type: 'string' } },
  'number[]': { type: 'array', items: { type: 'number' } },
};

/** `units?: "metric"|"imperial"`, `city: string`. */
function readParameter(text: string): { name: string; schema: Json; optional: boolean } | string {
  const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)(\?)?\s*:\s*(.+?)\s*$/.exec(text);
  if (!match) return `"${clip(text.trim(), 40)}" is not "name: type"`;
  const [, name = '', question, type = ''] = match;
  const literals = type.split('|').map((part) => part.trim());
  if (literals.every((part) => /^"[^"]*"$|^'[^']*'$/.test(part))) {
    return { name, schema: { type: 'string', enum: literals.map((part) => part.slice(1, -1)) }, optional: question === '?' };
  }
  const schema = PLAIN_TYPES[type.toLowerCase()];
  if (!schema) return `"${clip(type, 30)}" is not a type (${Object.keys(PLAIN_TYPES).join(', ')} or "a"|"b")`;
  return { name, schema: { ...schema }, optional: question === '?' };
}

/** Splits a parameter list on commas outside quotes. */
function splitParameters(list: string): string[] {
  const parts: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ',') {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.filter((part) => part.trim() !== '');
}

/** Plain-language tools, one per line: `get_weather(city: string, units?: "metric"|"imperial"): current weather for a city`. */
export function toolsFromText(text: string): { tools: ToolDefinition[]; unread: Unread[] } {
  const taken = new Set<string>();
  const tools: ToolDefinition[] = [];
  const unread: Unread[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    const match = /^\s*(?:[-*]\s+)?([A-Za-z][A-Za-z0-9_.-]*)\s*\((.*)\)\s*(?::\s*(.*))?$/.exec(raw);
    if (!match) {
      unread.push({ line, why: 'it is not "name(parameter: type, ...): description"' });
      return;
    }
    const [, rawName = '', list = '', description = ''] = match;
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const part of splitParameters(list)) {
      const parameter = readParameter(part);
      if (typeof parameter === 'string') {
        unread.push({ line, why: parameter });
        continue;
      }
      properties[parameter.name] = parameter.schema;
      if (!parameter.optional) required.push(parameter.name);
    }
    if (tools.length >= MAX_TOOLS) {
      unread.push({ line, why: `at most ${MAX_TOOLS} tools are generated` });
      return;
    }
    const name = toolName(rawName, taken);
    tools.push({
      name,
      description: clip(description.trim() || name, 1024),
      inputSchema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
    });
  });
  return { tools, unread };
}
