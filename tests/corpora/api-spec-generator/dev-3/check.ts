/**
 * Self-check for the dev-3 corpus (run from this folder: `npx tsx check.ts`).
 *
 * 1. Loads corpus.json and checks its shape (unique ids, a style, a text, 1-4 endpoints, at least one item).
 * 2. Parses every item in the notation of tests/support/openapi-items.ts (strictly: known kinds, known types,
 *    well-formed dotted names, no duplicates, every operation an item refers to is itself stated as an item).
 * 3. Builds a reference OpenAPI 3.1 document from each description's items alone and checks `holds` on every
 *    item. An item that does not hold in the document built from its own description contradicts another one
 *    (two types for one field, a field both inside and outside an array, a query parameter stated twice...).
 * 4. Prints counts per style, per item kind and in total. Exits 1 on any problem.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { holds } from '../../../support/openapi-items';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

interface Description {
  id: string;
  style: string;
  text: string;
  items: string[];
}

interface Corpus {
  about: string;
  descriptions: Description[];
}

const KINDS = ['op', 'list', 'query', 'body', 'answer', 'status', 'auth', 'content'] as const;
type Kind = (typeof KINDS)[number];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const SCALARS = ['string', 'integer', 'number', 'boolean', 'date', 'date-time', 'email', 'uuid', 'uri', 'binary', 'object'];
// typeName() in openapi-items.ts spells an array as array<items.type>, so only plain JSON types can follow "array<".
const ARRAY_ITEMS = ['string', 'integer', 'number', 'boolean', 'object'];
const MEDIA_TYPES = /^[a-z]+\/[a-z0-9.+-]+$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]*(\[\])?(\.[A-Za-z_][A-Za-z0-9_-]*(\[\])?)*$/;
const PATH = /^\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\})(\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\}))*$|^\/$/;

interface Field {
  name: string;
  type?: string;
  optional: boolean;
}

interface Parsed {
  method: string;
  path: string;
  kind: Kind;
  field?: Field;
  status?: string;
  auth?: string;
  media?: string;
}

function validType(type: string): boolean {
  if (SCALARS.includes(type)) return true;
  const array = /^array<(.+)>$/.exec(type);
  if (array) return ARRAY_ITEMS.includes(array[1] ?? '');
  const values = /^enum\((.+)\)$/.exec(type);
  if (values) {
    const list = (values[1] ?? '').split('|');
    return list.every((value) => /^[^\s|()?:]+$/.test(value)) && new Set(list).size === list.length;
  }
  return false;
}

/** Parses one item, or returns the reason it does not parse. */
function parse(item: string): Parsed | string {
  if (item !== item.trim() || /\s{2,}/.test(item)) return 'stray whitespace';
  const parts = item.split(' ');
  const [method = '', path = '', kind, spec, ...rest] = parts;
  if (rest.length > 0) return 'too many words';
  if (!METHODS.includes(method)) return `unknown method ${method}`;
  if (!PATH.test(path)) return `bad path ${path}`;
  if (kind === undefined) return { method, path, kind: 'op' };
  if (kind === 'list') return spec === undefined ? { method, path, kind } : 'list takes nothing after it';
  if (spec === undefined) return `${kind} needs something after it`;
  if (kind === 'status') return /^[1-5]\d\d$/.test(spec) ? { method, path, kind, status: spec } : `bad status ${spec}`;
  if (kind === 'content') return MEDIA_TYPES.test(spec) ? { method, path, kind, media: spec } : `bad media type ${spec}`;
  if (kind === 'auth') {
    return spec === 'bearer' || spec === 'basic' || /^apiKey:[A-Za-z0-9_-]+$/.test(spec)
      ? { method, path, kind, auth: spec }
      : `bad auth ${spec}`;
  }
  if (kind === 'query' || kind === 'body' || kind === 'answer') {
    const match = /^([^:?]+)(?::([^?]+))?(\?)?$/.exec(spec);
    if (!match) return `bad field ${spec}`;
    const [, name = '', type, optional] = match;
    if (!FIELD_NAME.test(name)) return `bad field name ${name}`;
    if (kind === 'query' && name.includes('.')) return 'a query parameter has no dotted name';
    if (type !== undefined && !validType(type)) return `bad type ${type}`;
    return { method, path, kind, field: { name, type, optional: optional === '?' } };
  }
  return `unknown kind ${kind}`;
}

/** The schema the notation's type stands for. */
function schemaFor(type: string | undefined): Json {
  if (type === undefined) return {};
  if (['date', 'date-time', 'email', 'uuid', 'uri'].includes(type)) return { type: 'string', format: type };
  if (type === 'binary') return { type: 'string', format: 'binary' };
  const array = /^array<(.+)>$/.exec(type);
  if (array) return { type: 'array', items: array[1] === 'object' ? { type: 'object', properties: {} } : { type: array[1] } };
  const values = /^enum\((.+)\)$/.exec(type);
  if (values) return { type: 'string', enum: (values[1] ?? '').split('|') };
  return type === 'object' ? { type: 'object', properties: {} } : { type };
}

/** Puts a field into an object schema (or into an array's items), creating the objects and arrays on its way. */
function place(root: Json, field: Field, stated: Set<string>): void {
  const steps = field.name.split('.');
  let holder: Json = root.type === 'array' ? root.items : root;
  let soFar = '';
  steps.forEach((step, index) => {
    const inArray = step.endsWith('[]');
    const key = inArray ? step.slice(0, -2) : step;
    soFar = soFar ? `${soFar}.${key}` : key;
    holder.properties ??= {};
    holder.required ??= [];
    const last = index === steps.length - 1;
    if (last) {
      const fresh = schemaFor(field.type);
      const existing: Json = holder.properties[key] ?? {};
      // Keep what deeper items already built (properties of an object, the items of an array of objects).
      if (fresh.type === 'object' && existing.properties) fresh.properties = existing.properties;
      if (fresh.type === 'object' && existing.required) fresh.required = existing.required;
      if (fresh.type === 'array' && fresh.items?.type === 'object' && existing.items?.properties) fresh.items = existing.items;
      holder.properties[key] = field.type === undefined ? existing : fresh;
      if (inArray && holder.properties[key].type !== 'array') {
        holder.properties[key] = { type: 'array', items: holder.properties[key] };
      }
      const required: string[] = holder.required;
      const at = required.indexOf(key);
      if (!field.optional && at < 0) required.push(key);
      if (field.optional && at >= 0) required.splice(at, 1);
      return;
    }
    if (!holder.properties[key]) {
      holder.properties[key] = inArray ? { type: 'array', items: { type: 'object', properties: {} } } : { type: 'object', properties: {} };
      // A container nobody states on its own is taken as required, like any field the text does not call optional.
      if (!stated.has(soFar) && !holder.required.includes(key)) holder.required.push(key);
    }
    const container: Json = holder.properties[key];
    holder = inArray ? (container.items ??= { type: 'object', properties: {} }) : container;
  });
}

/** The reference document for one description: exactly what its items say, nothing else. */
function build(items: Parsed[]): Json {
  const document: Json = { openapi: '3.1.0', info: { title: 'reference', version: '1' }, paths: {}, components: { securitySchemes: {} } };
  const operation = (item: Parsed): Json => {
    document.paths[item.path] ??= {};
    return (document.paths[item.path][item.method.toLowerCase()] ??= { responses: {} });
  };
  const key = (item: Parsed): string => `${item.method} ${item.path}`;
  const statedNames = new Map<string, Set<string>>();
  for (const item of items) {
    if (!item.field) continue;
    const names = statedNames.get(`${key(item)} ${item.kind}`) ?? new Set<string>();
    names.add(item.field.name.replace(/\[\]/g, ''));
    statedNames.set(`${key(item)} ${item.kind}`, names);
  }
  const stated = (item: Parsed): Set<string> => statedNames.get(`${key(item)} ${item.kind}`) ?? new Set();

  for (const item of items) operation(item);
  for (const item of items.filter((i) => i.kind === 'status')) operation(item).responses[item.status!] = { description: item.status };

  // The success answer goes under the lowest stated 2xx status, or 200 when the text names none.
  const answerSchema = (item: Parsed): Json => {
    const op = operation(item);
    const code = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s)).sort()[0] ?? '200';
    op.responses[code] ??= { description: code };
    const isList = items.some((i) => i.kind === 'list' && key(i) === key(item));
    op.responses[code].content ??= {
      'application/json': { schema: isList ? { type: 'array', items: { type: 'object', properties: {} } } : { type: 'object', properties: {} } },
    };
    return op.responses[code].content['application/json'].schema;
  };
  const bodySchema = (item: Parsed): Json => {
    const op = operation(item);
    if (!op.requestBody) {
      const media = items.filter((i) => i.kind === 'content' && key(i) === key(item)).map((i) => i.media!);
      const schema = { type: 'object', properties: {} };
      op.requestBody = { content: Object.fromEntries((media.length ? media : ['application/json']).map((m) => [m, { schema }])) };
    }
    return (Object.values(op.requestBody.content)[0] as Json).schema;
  };

  for (const item of items) {
    const op = operation(item);
    if (item.kind === 'list') answerSchema(item);
    if (item.kind === 'content') bodySchema(item);
    if (item.kind === 'body') place(bodySchema(item), item.field!, stated(item));
    if (item.kind === 'answer') place(answerSchema(item), item.field!, stated(item));
    if (item.kind === 'query') {
      op.parameters ??= [];
      const { name, type, optional } = item.field!;
      op.parameters.push({ in: 'query', name, required: !optional, schema: type === undefined ? { type: 'string' } : schemaFor(type) });
    }
    if (item.kind === 'auth') {
      const spec = item.auth!;
      const name = spec === 'bearer' ? 'bearerAuth' : spec === 'basic' ? 'basicAuth' : `key_${spec.slice('apiKey:'.length)}`;
      document.components.securitySchemes[name] =
        spec === 'bearer'
          ? { type: 'http', scheme: 'bearer' }
          : spec === 'basic'
            ? { type: 'http', scheme: 'basic' }
            : { type: 'apiKey', in: 'header', name: spec.slice('apiKey:'.length) };
      op.security ??= [];
      op.security.push({ [name]: [] });
    }
  }
  for (const path of Object.values(document.paths) as Json[]) {
    for (const op of Object.values(path) as Json[]) {
      if (Object.keys(op.responses).length === 0) op.responses.default = { description: 'not stated' };
    }
  }
  return document;
}

function main(): void {
  // An optional argument checks another file of the same shape (used to test this checker on broken corpora).
  const file = process.argv[2] ?? join(__dirname, 'corpus.json');
  const corpus = JSON.parse(readFileSync(file, 'utf8')) as Corpus;
  const problems: string[] = [];
  const problem = (where: string, what: string): void => {
    problems.push(`${where}: ${what}`);
  };
  if (typeof corpus.about !== 'string' || corpus.about.length === 0) problem('corpus', 'no "about"');
  if (!Array.isArray(corpus.descriptions)) throw new Error('corpus.json has no "descriptions" array');

  const perStyle = new Map<string, { descriptions: number; items: number; fields: number }>();
  const perKind = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  const ids = new Set<string>();
  let total = 0;

  for (const description of corpus.descriptions) {
    const where = description.id ?? '(no id)';
    if (!description.id || ids.has(description.id)) problem(where, 'missing or repeated id');
    ids.add(description.id);
    if (!description.style) problem(where, 'no style');
    if (!description.text || description.text.trim().length < 40) problem(where, 'text missing or too short');
    if (!Array.isArray(description.items) || description.items.length === 0) {
      problem(where, 'no items');
      continue;
    }
    const seen = new Set<string>();
    const parsed: Parsed[] = [];
    for (const item of description.items) {
      if (seen.has(item)) problem(where, `repeated item "${item}"`);
      seen.add(item);
      const result = parse(item);
      if (typeof result === 'string') problem(where, `"${item}" does not parse: ${result}`);
      else parsed.push(result);
    }
    // One statement per field, query parameter, status: a second one with another type or "?" is a contradiction.
    const subjects = new Map<string, string>();
    for (const [index, p] of parsed.entries()) {
      if (!p.field) continue;
      const subject = `${p.method} ${p.path} ${p.kind} ${p.field.name}`;
      if (subjects.has(subject)) problem(where, `${subject} stated twice ("${subjects.get(subject)}", "${description.items[index]}")`);
      subjects.set(subject, description.items[index] ?? '');
    }
    // A field with fields inside it must be an object ("a.b") or an array of objects ("a[].b"); holds() does not
    // look at a container's type, so this contradiction would otherwise pass.
    for (const [index, p] of parsed.entries()) {
      if (!p.field?.type || p.kind === 'query') continue;
      const prefix = `${p.method} ${p.path} ${p.kind} ${p.field.name}`;
      const inside = parsed.some((q) => q.field && `${q.method} ${q.path} ${q.kind} ${q.field.name}`.startsWith(`${prefix}.`));
      const inItems = parsed.some((q) => q.field && `${q.method} ${q.path} ${q.kind} ${q.field.name}`.startsWith(`${prefix}[].`));
      if (inside && p.field.type !== 'object') problem(where, `"${description.items[index]}" has fields inside it but is not an object`);
      if (inItems && p.field.type !== 'array<object>') problem(where, `"${description.items[index]}" has fields in its items but is not array<object>`);
    }
    const operations = new Set(parsed.filter((p) => p.kind === 'op').map((p) => `${p.method} ${p.path}`));
    for (const p of parsed) {
      if (!operations.has(`${p.method} ${p.path}`)) problem(where, `item on ${p.method} ${p.path}, which is not stated as an operation item`);
    }
    if (operations.size < 1 || operations.size > 4) problem(where, `${operations.size} endpoints (want 1-4)`);
    for (const op of operations) {
      const mentioned = description.text.includes(op.split(' ')[1]!.replace(/\{[^}]+\}/g, '').split('/').filter(Boolean)[0] ?? '');
      if (!mentioned) problem(where, `${op} does not appear to be in the text`);
    }

    const document = build(parsed);
    for (const item of description.items) {
      if (typeof parse(item) === 'string') continue;
      if (!holds(document, item)) problem(where, `"${item}" does not hold in the reference document built from its own items`);
    }

    const counts = perStyle.get(description.style) ?? { descriptions: 0, items: 0, fields: 0 };
    counts.descriptions += 1;
    counts.items += description.items.length;
    counts.fields += parsed.filter((p) => p.field).length;
    perStyle.set(description.style, counts);
    for (const p of parsed) perKind.set(p.kind, (perKind.get(p.kind) ?? 0) + 1);
    total += description.items.length;
  }

  const fields = (perKind.get('body') ?? 0) + (perKind.get('answer') ?? 0) + (perKind.get('query') ?? 0);
  if (corpus.descriptions.length < 30) problem('corpus', `only ${corpus.descriptions.length} descriptions (want at least 30)`);
  if (total < 500) problem('corpus', `only ${total} items (want at least 500)`);
  if (fields < 350) problem('corpus', `only ${fields} body/answer/query items (want at least 350)`);

  console.log('Per style (descriptions, items, of which body/answer/query):');
  for (const [style, c] of [...perStyle.entries()].sort()) {
    console.log(`  ${style.padEnd(24)} ${String(c.descriptions).padStart(3)} ${String(c.items).padStart(5)} ${String(c.fields).padStart(5)}`);
  }
  console.log('Per item kind:');
  for (const [kind, n] of perKind) console.log(`  ${kind.padEnd(8)} ${String(n).padStart(5)}`);
  console.log(`Total: ${corpus.descriptions.length} descriptions, ${total} items, ${fields} body/answer/query items`);

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log('OK: every item parses and holds in the reference document built from its description.');
}

main();
