/**
 * Checks the held-out corpus: every item must parse in the notation of tests/support/openapi-items.ts, every item's
 * operation must itself be stated, and the items of one description must be consistent with each other (a reference
 * OpenAPI document built from them satisfies `holds` for every item). Prints counts per style and in total.
 *
 *   npx tsx check.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { holds } from '../../../support/openapi-items';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
interface Description {
  id: string;
  style: string;
  text: string;
  items: string[];
}

const here = dirname(resolve(process.argv[1] ?? 'check.ts'));
const corpus = JSON.parse(readFileSync(join(here, 'corpus.json'), 'utf8')) as { about: string; descriptions: Description[] };

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const SCALARS = ['string', 'integer', 'number', 'boolean', 'date', 'date-time', 'email', 'uuid', 'uri', 'binary', 'object'];
// typeName() in openapi-items.ts writes an array as array<items.type>, so only plain JSON types can appear inside.
const ARRAY_ITEMS = ['string', 'integer', 'number', 'boolean', 'object'];
const SPEC = /^([^:?]+)(?::([^?]+))?(\?)?$/;

/** Why a type in the notation is malformed, or undefined when it is fine. */
function typeProblem(type: string): string | undefined {
  if (SCALARS.includes(type)) return undefined;
  const array = /^array<(.+)>$/.exec(type);
  if (array) return ARRAY_ITEMS.includes(array[1] ?? '') ? undefined : `array of "${array[1]}" cannot be expressed`;
  const choices = /^enum\((.+)\)$/.exec(type);
  if (choices) return (choices[1] ?? '').split('|').every((value) => /^[^\s|()]+$/.test(value)) ? undefined : 'bad enum values';
  return `unknown type "${type}"`;
}

/** Why an item does not parse, or undefined when it does. */
function parseProblem(item: string): string | undefined {
  if (item !== item.trim() || /\s{2,}|\t/.test(item)) return 'stray whitespace';
  const tokens = item.split(' ');
  const [method = '', path = '', kind, spec, ...rest] = tokens;
  if (rest.length > 0) return 'too many words';
  if (!METHODS.has(method)) return `unknown method "${method}"`;
  if (!/^\/[A-Za-z0-9_.\-/{}]*$/.test(path) || /\/\//.test(path)) return `bad path "${path}"`;
  if (/:/.test(path)) return 'path parameter not written as {name}';
  if (!/^(\/([A-Za-z0-9_.-]+|\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z0-9_.-]*\{[A-Za-z_][A-Za-z0-9_]*\}[A-Za-z0-9_.-]*))*\/?$/.test(path)) return `bad path "${path}"`;
  if (kind === undefined) return undefined;
  if (kind === 'list') return spec === undefined ? undefined : '"list" takes nothing after it';
  if (spec === undefined) return `"${kind}" needs a value`;
  switch (kind) {
    case 'status':
      return /^[1-5]\d\d$/.test(spec) ? undefined : `bad status "${spec}"`;
    case 'content':
      return /^[a-z]+\/[a-z0-9.+-]+$/.test(spec) ? undefined : `bad media type "${spec}"`;
    case 'auth':
      return spec === 'bearer' || spec === 'basic' || /^apiKey:[A-Za-z0-9-]+$/.test(spec) ? undefined : `bad auth "${spec}"`;
    case 'query':
    case 'body':
    case 'answer': {
      const match = SPEC.exec(spec);
      if (!match) return `bad field "${spec}"`;
      const [, name = '', type] = match;
      const namePattern = kind === 'query' ? /^[A-Za-z_][A-Za-z0-9_-]*$/ : /^[A-Za-z_][A-Za-z0-9_]*(\[\])?(\.[A-Za-z_][A-Za-z0-9_]*(\[\])?)*$/;
      if (!namePattern.test(name)) return `bad ${kind} name "${name}"`;
      if (name.endsWith('[]')) return 'a name cannot end in []';
      return type === undefined ? undefined : typeProblem(type);
    }
    default:
      return `unknown kind "${kind}"`;
  }
}

/** The schema of a type in the notation (the inverse of typeName in openapi-items.ts). */
function schemaOf(type: string | undefined): Json {
  if (type === undefined) return { type: 'string' };
  const choices = /^enum\((.+)\)$/.exec(type);
  if (choices) return { type: 'string', enum: (choices[1] ?? '').split('|') };
  const array = /^array<(.+)>$/.exec(type);
  if (array) return { type: 'array', items: { type: array[1] } };
  if (type === 'binary') return { type: 'string', format: 'binary' };
  if (['date', 'date-time', 'email', 'uuid', 'uri'].includes(type)) return { type: 'string', format: type };
  return { type };
}

/** Puts a (dotted) field into an object schema, keeping what nested items already put there. */
function place(root: Json, name: string, type: string | undefined, optional: boolean): void {
  const steps = name.split('.');
  let current = root;
  steps.forEach((step, index) => {
    const [key, inArray] = step.endsWith('[]') ? [step.slice(0, -2), true] : [step, false];
    current.type ??= 'object';
    current.properties ??= {};
    current.required ??= [];
    const last = index === steps.length - 1;
    if (last) {
      const existing: Json = current.properties[key] ?? {};
      const fresh = type === undefined && existing.type ? { ...existing } : { ...existing, ...schemaOf(type) };
      if (existing.items && fresh.items) fresh.items = { ...existing.items, ...fresh.items };
      if (existing.properties) fresh.properties = existing.properties;
      if (existing.required) fresh.required = existing.required;
      current.properties[key] = fresh;
      if (!optional && !current.required.includes(key)) current.required.push(key);
      return;
    }
    if (inArray) {
      current.properties[key] ??= { type: 'array', items: { type: 'object' } };
      current.properties[key].items ??= { type: 'object' };
      current = current.properties[key].items;
    } else {
      current.properties[key] ??= { type: 'object' };
      current = current.properties[key];
    }
  });
}

/** A minimal OpenAPI document that states exactly the items of one description. */
function referenceDocument(items: string[]): Json {
  const document: Json = { openapi: '3.1.0', info: { title: 'reference', version: '0' }, paths: {}, components: { securitySchemes: {} } };
  const bodies = new Map<Json, Json>();
  const answers = new Map<Json, { schema: Json; list: boolean }>();
  const operationOf = (method: string, path: string): Json => {
    document.paths[path] ??= {};
    document.paths[path][method.toLowerCase()] ??= { responses: {} };
    return document.paths[path][method.toLowerCase()];
  };
  for (const item of items) {
    const [method = '', path = '', kind, spec = ''] = item.split(' ');
    const operation = operationOf(method, path);
    if (kind === undefined) continue;
    if (kind === 'status') operation.responses[spec] ??= { description: spec };
    if (kind === 'content') operation.requestBody = { content: { [spec]: { schema: bodies.get(operation) ?? {} } } };
    if (kind === 'auth') {
      const name = spec === 'bearer' || spec === 'basic' ? spec : `key_${spec.slice('apiKey:'.length)}`;
      document.components.securitySchemes[name] =
        spec === 'bearer' || spec === 'basic'
          ? { type: 'http', scheme: spec }
          : { type: 'apiKey', in: 'header', name: spec.slice('apiKey:'.length) };
      operation.security = [...(operation.security ?? []), { [name]: [] }];
    }
    if (kind === 'list' || kind === 'answer') {
      const answer = answers.get(operation) ?? { schema: { type: 'object' }, list: false };
      answers.set(operation, answer);
      if (kind === 'list') answer.list = true;
    }
    if (kind === 'body' || kind === 'answer' || kind === 'query') {
      const [, name = '', type, optional] = SPEC.exec(spec) ?? [];
      if (kind === 'query') {
        operation.parameters = [...(operation.parameters ?? []), { in: 'query', name, required: !optional, schema: schemaOf(type) }];
      } else if (kind === 'body') {
        const schema = bodies.get(operation) ?? { type: 'object' };
        bodies.set(operation, schema);
        operation.requestBody ??= { content: { 'application/json': { schema } } };
        const media = Object.values(operation.requestBody.content)[0] as Json;
        media.schema = schema;
        place(schema, name, type, Boolean(optional));
      } else {
        place((answers.get(operation) as { schema: Json }).schema, name, type, Boolean(optional));
      }
    }
  }
  for (const [operation, answer] of answers) {
    let code = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status)).sort()[0];
    if (code === undefined) {
      code = '200';
      operation.responses[code] = { description: 'success' };
    }
    const schema = answer.list ? { type: 'array', items: answer.schema } : answer.schema;
    operation.responses[code] = { ...operation.responses[code], content: { 'application/json': { schema } } };
  }
  return document;
}

const problems: string[] = [];
const ids = new Set<string>();
interface Tally {
  descriptions: number;
  operations: number;
  items: number;
}
const byStyle = new Map<string, Tally>();
const byKind = new Map<string, number>();

for (const description of corpus.descriptions) {
  const where = `[${description.id}]`;
  if (!description.id || ids.has(description.id)) problems.push(`${where} missing or repeated id`);
  ids.add(description.id);
  if (!description.style) problems.push(`${where} no style`);
  if (!description.text?.trim()) problems.push(`${where} no text`);
  if (!Array.isArray(description.items) || description.items.length === 0) problems.push(`${where} no items`);
  const before = problems.length;
  const seen = new Set<string>();
  const operations = new Set<string>();
  for (const item of description.items) {
    if (seen.has(item)) problems.push(`${where} repeated item: ${item}`);
    seen.add(item);
    const problem = parseProblem(item);
    if (problem) {
      problems.push(`${where} ${problem}: ${item}`);
      continue;
    }
    const [method, path, kind] = item.split(' ');
    if (kind === undefined) operations.add(`${method} ${path}`);
    byKind.set(kind ?? 'operation', (byKind.get(kind ?? 'operation') ?? 0) + 1);
  }
  for (const item of description.items) {
    const [method, path] = item.split(' ');
    if (!operations.has(`${method} ${path}`)) problems.push(`${where} item's operation is not itself stated: ${item}`);
  }
  if (operations.size < 1 || operations.size > 4) problems.push(`${where} has ${operations.size} operations (want 1-4)`);
  if (problems.length === before) {
    const document = referenceDocument(description.items);
    for (const item of description.items) {
      if (!holds(document, item)) problems.push(`${where} items contradict each other (reference document fails): ${item}`);
    }
  }
  const tally = byStyle.get(description.style) ?? { descriptions: 0, operations: 0, items: 0 };
  tally.descriptions += 1;
  tally.operations += operations.size;
  tally.items += description.items.length;
  byStyle.set(description.style, tally);
}

const total = [...byStyle.values()].reduce(
  (sum, tally) => ({ descriptions: sum.descriptions + tally.descriptions, operations: sum.operations + tally.operations, items: sum.items + tally.items }),
  { descriptions: 0, operations: 0, items: 0 },
);
if (total.descriptions < 24) problems.push(`only ${total.descriptions} descriptions (want at least 24)`);
if (total.items < 300) problems.push(`only ${total.items} items (want at least 300)`);
for (const [style, tally] of byStyle) if (tally.descriptions < 3) problems.push(`style ${style} has only ${tally.descriptions} descriptions (want at least 3)`);

const pad = (value: string | number, width: number) => String(value).padEnd(width);
console.log(`${pad('style', 16)}${pad('descriptions', 14)}${pad('operations', 12)}items`);
for (const [style, tally] of [...byStyle].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${pad(style, 16)}${pad(tally.descriptions, 14)}${pad(tally.operations, 12)}${tally.items}`);
}
console.log(`${pad('total', 16)}${pad(total.descriptions, 14)}${pad(total.operations, 12)}${total.items}`);
console.log(`items by kind: ${[...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\nall items parse and are consistent');
