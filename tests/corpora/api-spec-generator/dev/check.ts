/**
 * Checks the api-spec-generator dev corpus (corpus.json next to this file, or the file given as the first argument):
 *   - every item parses in the notation of tests/support/openapi-items.ts (method, path, kind, name, type);
 *   - the items of a description agree with each other: an ideal OpenAPI 3.1 document is built from them and
 *     `holds(document, item)` must be true for every one of them (catches a field stated required and optional,
 *     a field stated with two types, a name used both as a scalar and as an object, ...);
 *   - every item's operation is listed on its own, every path and field name and enum value appears in the text;
 * then prints counts per style and in total. Exit code 1 when anything is wrong.
 *
 * Run from this folder: npx tsx check.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Json = Record<string, unknown>;
type Holds = (document: Json, item: string) => boolean;

interface Description {
  id: string;
  style: string;
  text: string;
  items: string[];
}

interface Item {
  operation: string;
  method: string;
  path: string;
  kind?: string;
  spec?: string;
  name?: string;
  type?: string;
  optional?: boolean;
}

const STYLES = ['api-docs', 'raw-http', 'field-block', 'markdown-table', 'numbered-list', 'prose', 'mixed'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const KINDS = ['list', 'query', 'body', 'answer', 'status', 'auth', 'content'];
const PLAIN_TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array'];
const FORMAT_TYPES = ['date', 'date-time', 'email', 'uuid', 'uri', 'binary'];

const here = process.argv[1] ? dirname(resolve(process.argv[1])) : process.cwd();
const corpusFile = resolve(process.argv[2] ?? resolve(here, 'corpus.json'));
const itemsModule = resolve(here, '../../../support/openapi-items.ts');

/** Why a type is not in the notation, or undefined when it is. */
function typeProblem(type: string): string | undefined {
  if (PLAIN_TYPES.includes(type) || FORMAT_TYPES.includes(type)) return undefined;
  const array = /^array<(.+)>$/.exec(type);
  // holds() names an array by its items' JSON type only, so array<uuid> could never hold.
  if (array) return PLAIN_TYPES.includes(array[1] ?? '') ? undefined : `array items must be one of ${PLAIN_TYPES.join(', ')}`;
  const values = /^enum\((.+)\)$/.exec(type)?.[1]?.split('|');
  if (values) {
    if (values.some((value) => value === '')) return 'empty enum value';
    if (new Set(values).size !== values.length) return 'repeated enum value';
    return undefined;
  }
  return `unknown type "${type}"`;
}

/** The item parsed, or the reason it does not parse. */
function parse(text: string): Item | string {
  const parts = text.split(' ');
  if (parts.some((part) => part === '')) return 'double or trailing space';
  const [method = '', path = '', kind, spec] = parts;
  if (parts.length > 4) return 'too many words (names, types and enum values take no spaces)';
  if (!METHODS.includes(method)) return `unknown method "${method}"`;
  if (!/^\/[A-Za-z0-9._~\-/{}]*$/.test(path)) return `bad path "${path}"`;
  if (/\{[^}]*(\{|\/)|\}[^/]|[^/]\{|\{\}/.test(path) || (path.match(/\{/g) ?? []).length !== (path.match(/\}/g) ?? []).length)
    return `bad path parameter in "${path}"`;
  if (path.length > 1 && path.endsWith('/')) return `trailing slash in "${path}"`;
  const item: Item = { operation: `${method} ${path}`, method, path, kind, spec };
  if (kind === undefined) return item;
  if (!KINDS.includes(kind)) return `unknown kind "${kind}"`;
  if (kind === 'list') return spec === undefined ? item : '"list" takes nothing after it';
  if (spec === undefined) return `"${kind}" needs something after it`;
  if (kind === 'status') return /^[1-5]\d\d$/.test(spec) ? item : `bad status "${spec}"`;
  if (kind === 'auth') return /^(bearer|basic|apiKey:[A-Za-z0-9-_]+)$/.test(spec) ? item : `bad auth "${spec}"`;
  if (kind === 'content') return /^[a-z]+\/[a-z0-9.+-]+$/.test(spec) ? item : `bad media type "${spec}"`;
  const match = /^([^:?]+)(?::([^?]+))?(\?)?$/.exec(spec);
  if (!match) return `bad field "${spec}"`;
  const [, name = '', type, optional] = match;
  const step = '[A-Za-z_$][A-Za-z0-9_$-]*';
  const namePattern = kind === 'query' ? new RegExp(`^${step}$`) : new RegExp(`^${step}(\\[\\])?(\\.${step}(\\[\\])?)*$`);
  if (!namePattern.test(name)) return `bad ${kind} name "${name}"`;
  if (name.endsWith('[]')) return `name "${name}" ends with [] (state the array as name:array<T> instead)`;
  if (type === undefined && kind !== 'answer') return `${kind} "${name}" needs a type`;
  const problem = type === undefined ? undefined : typeProblem(type);
  if (problem) return problem;
  return { ...item, name, type, optional: Boolean(optional) };
}

/** The schema for a type in the notation. */
function schemaOf(type: string): Json {
  const values = /^enum\((.+)\)$/.exec(type)?.[1];
  if (values) return { type: 'string', enum: values.split('|') };
  const array = /^array<(.+)>$/.exec(type)?.[1];
  if (array) return { type: 'array', items: schemaOf(array) };
  if (FORMAT_TYPES.includes(type)) return { type: 'string', format: type };
  return { type };
}

const asJson = (value: unknown): Json => value as Json;

/** Puts a dotted field into an object schema; returns a problem when the name cannot sit there. */
function place(root: Json, item: Item): string | undefined {
  const steps = (item.name ?? '').split('.');
  let current = root;
  for (const [index, step] of steps.entries()) {
    const inArray = step.endsWith('[]');
    const key = inArray ? step.slice(0, -2) : step;
    const last = index === steps.length - 1;
    if (current.type !== undefined && current.type !== 'object') return `"${item.name}": ${key} sits inside a ${String(current.type)}`;
    current.type = 'object';
    const properties = asJson((current.properties ??= {}));
    if (!last) {
      const existing = properties[key] ? asJson(properties[key]) : undefined;
      if (inArray) {
        const array = existing ?? { type: 'array', items: { type: 'object' } };
        if (array.type !== 'array') return `"${item.name}": ${key} is used as an array and as a ${String(array.type)}`;
        array.items ??= { type: 'object' };
        properties[key] = array;
        current = asJson(array.items);
      } else {
        const object = existing ?? { type: 'object' };
        properties[key] = object;
        current = object;
      }
      continue;
    }
    const wanted = item.type === undefined ? {} : schemaOf(item.type);
    const existing = asJson((properties[key] ??= {}));
    if (wanted.type === 'array' && existing.type === 'array' && existing.items && wanted.items) {
      Object.assign(asJson(existing.items), { ...asJson(wanted.items), properties: asJson(existing.items).properties });
    } else {
      Object.assign(existing, wanted);
    }
    const required = (current.required ??= []) as string[];
    if (!item.optional && !required.includes(key)) required.push(key);
  }
  return undefined;
}

/** The OpenAPI document a perfect tool would write for these items. */
function idealDocument(items: Item[]): { document: Json; problems: string[] } {
  const problems: string[] = [];
  const paths: Json = {};
  const schemes: Json = {};
  const operations = new Map<string, Item[]>();
  for (const item of items) operations.set(item.operation, [...(operations.get(item.operation) ?? []), item]);
  for (const [operation, own] of operations) {
    const [method = '', path = ''] = operation.split(' ');
    const ofKind = (kind: string) => own.filter((item) => item.kind === kind);
    const statuses = ofKind('status').map((item) => item.spec ?? '');
    const responses: Json = {};
    for (const status of statuses) responses[status] = { description: status };
    const answer: Json = ofKind('list').length > 0 ? { type: 'array', items: { type: 'object' } } : { type: 'object' };
    const answerFields = ofKind('answer');
    if (answerFields.length > 0 || ofKind('list').length > 0) {
      const code = statuses.filter((status) => /^2\d\d$/.test(status)).sort()[0] ?? '200';
      responses[code] = { description: code, content: { 'application/json': { schema: answer } } };
    }
    for (const field of answerFields) {
      const problem = place(answer.type === 'array' ? asJson(answer.items) : answer, field);
      if (problem) problems.push(`${operation}: ${problem}`);
    }
    const result: Json = { responses };
    const body: Json = { type: 'object' };
    for (const field of ofKind('body')) {
      const problem = place(body, field);
      if (problem) problems.push(`${operation}: ${problem}`);
    }
    const media = ofKind('content').map((item) => item.spec ?? '');
    if (media.length > 0 || ofKind('body').length > 0) {
      const content: Json = {};
      for (const type of media.length > 0 ? media : ['application/json']) content[type] = { schema: body };
      result.requestBody = { content };
    }
    const query = ofKind('query');
    if (query.length > 0) {
      result.parameters = query.map((item) => ({
        in: 'query',
        name: item.name,
        required: !item.optional,
        schema: schemaOf(item.type ?? 'string'),
      }));
    }
    const auth = ofKind('auth').map((item) => item.spec ?? '');
    if (auth.length > 0) {
      result.security = auth.map((spec) => ({ [spec]: [] }));
      for (const spec of auth) {
        const header = /^apiKey:(.+)$/.exec(spec)?.[1];
        schemes[spec] = header ? { type: 'apiKey', in: 'header', name: header } : { type: 'http', scheme: spec };
      }
    }
    const pathItem = asJson((paths[path] ??= {}));
    pathItem[method.toLowerCase()] = result;
  }
  return {
    document: { openapi: '3.1.0', info: { title: 'ideal', version: '1' }, paths, components: { securitySchemes: schemes } },
    problems,
  };
}

/** Problems with one description. */
function checkDescription(description: Description, holds: Holds): string[] {
  const problems: string[] = [];
  const text = description.text;
  if (!STYLES.includes(description.style)) problems.push(`unknown style "${description.style}"`);
  if (typeof text !== 'string' || text.trim() === '') problems.push('empty text');
  const parsed: Item[] = [];
  const seen = new Set<string>();
  for (const raw of description.items) {
    if (seen.has(raw)) problems.push(`repeated item "${raw}"`);
    seen.add(raw);
    const item = parse(raw);
    if (typeof item === 'string') problems.push(`"${raw}": ${item}`);
    else parsed.push(item);
  }
  const operations = new Set(parsed.filter((item) => item.kind === undefined).map((item) => item.operation));
  if (operations.size < 1 || operations.size > 4) problems.push(`${operations.size} operations (want 1-4)`);
  for (const item of parsed) {
    if (!operations.has(item.operation)) problems.push(`"${item.operation}" is used but not listed on its own`);
    if (item.kind === undefined) {
      const colon = item.path.replace(/\{([^}]+)\}/g, ':$1');
      if (!text.includes(item.path) && !text.includes(colon)) problems.push(`path ${item.path} is not in the text`);
    }
    for (const key of (item.name ?? '').split('.').map((step) => step.replace(/\[\]$/, ''))) {
      if (key && !text.includes(key)) problems.push(`"${key}" (in ${item.kind} ${item.name}) is not in the text`);
    }
    for (const value of /^enum\((.+)\)$/.exec(item.type ?? '')?.[1]?.split('|') ?? []) {
      if (!text.includes(value)) problems.push(`enum value "${value}" is not in the text`);
    }
  }
  for (const field of ['query', 'body', 'answer']) {
    const byName = new Map<string, Item>();
    for (const item of parsed.filter((one) => one.kind === field)) {
      const key = `${item.operation} ${field} ${item.name}`;
      if (byName.has(key)) problems.push(`${key} is stated twice`);
      byName.set(key, item);
    }
  }
  const { document, problems: building } = idealDocument(parsed);
  problems.push(...building);
  for (const item of description.items) {
    if (typeof parse(item) !== 'string' && !holds(document, item)) problems.push(`"${item}" does not hold in the ideal document`);
  }
  return problems;
}

async function main(): Promise<void> {
  const { holds } = (await import(pathToFileURL(itemsModule).href)) as { holds: Holds };
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as { about?: string; descriptions?: Description[] };
  const descriptions = corpus.descriptions ?? [];
  let failures = 0;
  const ids = new Set<string>();
  const counts = new Map<string, { descriptions: number; operations: number; items: number; kinds: Map<string, number> }>();
  for (const description of descriptions) {
    const problems = checkDescription(description, holds);
    if (ids.has(description.id)) problems.push('repeated id');
    ids.add(description.id);
    for (const problem of problems) console.error(`${description.id}: ${problem}`);
    failures += problems.length;
    const count = counts.get(description.style) ?? { descriptions: 0, operations: 0, items: 0, kinds: new Map() };
    count.descriptions += 1;
    count.items += description.items.length;
    for (const raw of description.items) {
      const kind = raw.split(' ')[2] ?? 'operation';
      if (kind === 'operation') count.operations += 1;
      count.kinds.set(kind, (count.kinds.get(kind) ?? 0) + 1);
    }
    counts.set(description.style, count);
  }

  const kinds = ['operation', ...KINDS];
  const header = ['style', 'descriptions', 'items', ...kinds];
  const rows: string[][] = [];
  const total = { descriptions: 0, items: 0, kinds: new Map<string, number>() };
  for (const style of [...STYLES, ...[...counts.keys()].filter((style) => !STYLES.includes(style))]) {
    const count = counts.get(style);
    if (!count) {
      rows.push([style, '0', '0', ...kinds.map(() => '0')]);
      continue;
    }
    total.descriptions += count.descriptions;
    total.items += count.items;
    for (const [kind, n] of count.kinds) total.kinds.set(kind, (total.kinds.get(kind) ?? 0) + n);
    rows.push([style, String(count.descriptions), String(count.items), ...kinds.map((kind) => String(count.kinds.get(kind) ?? 0))]);
  }
  rows.push(['total', String(total.descriptions), String(total.items), ...kinds.map((kind) => String(total.kinds.get(kind) ?? 0))]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));

  for (const style of STYLES) {
    if ((counts.get(style)?.descriptions ?? 0) < 3) {
      console.error(`style ${style} has fewer than 3 descriptions`);
      failures += 1;
    }
  }
  if (total.descriptions < 24) {
    console.error(`only ${total.descriptions} descriptions (want at least 24)`);
    failures += 1;
  }
  if (total.items < 300) {
    console.error(`only ${total.items} items (want at least 300)`);
    failures += 1;
  }
  console.log(failures === 0 ? `\n${corpusFile}: all items parse and agree` : `\n${failures} problem(s)`);
  process.exitCode = failures === 0 ? 0 : 1;
}

void main();
