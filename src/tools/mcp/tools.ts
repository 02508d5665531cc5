import { parse } from 'yaml';
import { ToolInputError } from '../errors';
import { clip } from '../shared/text';

type Json = Record<string, unknown>;

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, Json>; required?: string[] };
  /** The HTTP method of the operation it came from, for the annotations; none for plain-language tools. */
  method?: string;
}

export interface Unread {
  line?: number;
  why: string;
}

export const MAX_TOOLS = 200;
/** MCP tool names: 1-64 characters of letters, digits, `_` and `-` (what clients accept everywhere). */
export const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const MAX_REF_DEPTH = 20;
/** How many schema nodes `$ref` resolution may produce: refs that each use another twice would otherwise double 20 times. */
const MAX_RESOLVED_NODES = 200_000;

/** A name MCP clients accept: other characters become `_`, cut to 64, made unique with a number. */
export function toolName(raw: string, taken: Set<string>): string {
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

/** Whether the text is an OpenAPI 3.x document (JSON or YAML), returned parsed; undefined for plain text. */
export function readOpenApi(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!/^(\{|["']?(openapi|swagger)["']?\s*:|---)/m.test(trimmed.slice(0, 2000))) return undefined;
  let document: unknown;
  try {
    // yaml caps alias expansion (maxAliasCount 100), so a "billion laughs" document is refused, not expanded.
    document = trimmed.startsWith('{') ? JSON.parse(trimmed) : parse(trimmed, { maxAliasCount: 100 });
  } catch {
    return undefined;
  }
  if (document === null || typeof document !== 'object') return undefined;
  // YAML reads `openapi: 2.0` as a number; Swagger 2.0 documents say `swagger: "2.0"`.
  const declared = (document as Json).openapi ?? (document as Json).swagger;
  if (declared === undefined) return undefined;
  if (!/^3\./.test(String(declared))) {
    throw new ToolInputError('invalid_tool_source', `The document is OpenAPI ${clip(String(declared), 20)}; this tool reads OpenAPI 3.x.`);
  }
  return document as Json;
}

/** One tool per operation: the name from operationId (else method and path), inputs from path and query parameters and a JSON body. */
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
      if (tools.length >= MAX_TOOLS) {
        unread.push({ why: `${method.toUpperCase()} ${clip(path, 60)} was left out: at most ${MAX_TOOLS} tools are generated` });
        continue;
      }
      const properties: Record<string, Json> = {};
      const required: string[] = [];
      const parameters = [...((item.parameters as Json[] | undefined) ?? []), ...((operation.parameters as Json[] | undefined) ?? [])];
      for (const parameter of parameters) {
        if (typeof parameter?.name !== 'string' || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
        properties[parameter.name] = {
          ...((parameter.schema as Json | undefined) ?? { type: 'string' }),
          ...(parameter.description ? { description: parameter.description } : {}),
        };
        if (parameter.required === true || parameter.in === 'path') required.push(parameter.name);
      }
      const body = ((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
      if (body?.schema) {
        properties.body = body.schema as Json;
        if ((operation.requestBody as Json).required === true) required.push('body');
      }
      const raw = typeof operation.operationId === 'string' ? operation.operationId : `${method}_${path}`;
      const description = String(operation.summary ?? operation.description ?? `${method.toUpperCase()} ${path}`);
      tools.push({
        name: toolName(raw, taken),
        description: clip(description, 1024),
        inputSchema: { type: 'object', properties, ...(required.length > 0 ? { required: [...new Set(required)] } : {}) },
        method,
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
