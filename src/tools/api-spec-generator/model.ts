/**
 * What a description states about its endpoints, as it is read: fields (merged by name, dotted names placed inside
 * objects and arrays), statuses, authentication, media types and examples.
 */
import { rank, type Schema } from './types';
import type { Auth, MediaType, StatedStatus } from './statements';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Field {
  /** A name, or a dotted one (`notes.invoice_ref`, `lines[].qty`) placed inside its parent. */
  name: string;
  /** `{}` while no type is stated; a string in the document. */
  schema: Schema;
  optional: boolean;
  /** The text said optional or required (a later statement does not undo it). */
  stated?: boolean;
  /** The text said it is sent in the query string ("`city` (query, string)"). */
  query?: boolean;
  /** The text said it is a path parameter ("`id` (path, required)"). */
  path?: boolean;
}

export interface Endpoint {
  method: Method;
  path: string;
  line: number;
  summary: string;
  heading?: string;
  query: Field[];
  request: Field[];
  /** The fields of the success answer, when the description names them. */
  response?: Field[];
  /** The answer is a list (true) or one object (false), as its shape says; undefined when no shape says. */
  list?: boolean;
  /** Words say the answer is a list ("List invoices", "lists all users"). */
  listWords?: boolean;
  statuses: StatedStatus[];
  auth: Auth[];
  isPublic: boolean;
  mediaType?: MediaType;
  /** The description says the request has no body. */
  noBody?: boolean;
  requestExample?: unknown;
  /** Example answers, by status (0: the success status). */
  examples: Map<number, unknown>;
  /** Words that name the endpoint in the text (its sentence, heading and path), for "the roster needs ...". */
  context: Array<{ line: number; text: string }>;
  /** Types the text gives its path parameters ("`runId` | path | UUID"). */
  pathTypes: Map<string, Schema>;
  /** The number of the list item it is described in ("1.", "2)"), for "step 2 returns 403". */
  step?: number;
}

/** A new endpoint. */
export function endpoint(method: Method, path: string, line: number, context: string): Endpoint {
  return {
    method,
    path,
    line,
    summary: '',
    query: [],
    request: [],
    statuses: [],
    auth: [],
    isPublic: false,
    examples: new Map(),
    pathTypes: new Map(),
    context: [{ line, text: context }],
  };
}

/** The two schemas as one: objects and arrays member by member, otherwise the more specific. */
export function mergeSchema(into: Schema, from: Schema): Schema {
  if (into.type === 'object' && from.type === 'object') {
    const properties = { ...((into.properties as Record<string, Schema>) ?? {}) };
    for (const [key, value] of Object.entries((from.properties as Record<string, Schema>) ?? {}))
      properties[key] = properties[key] ? mergeSchema(properties[key], value) : value;
    const required = [...new Set([...((into.required as string[]) ?? []), ...((from.required as string[]) ?? [])])];
    const merged: Schema = { ...from, ...into, type: 'object' };
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.length > 0) merged.required = required.filter((key) => key in properties);
    else delete merged.required;
    return merged;
  }
  if (into.type === 'array' && from.type === 'array')
    return { ...from, ...into, items: mergeSchema((into.items as Schema) ?? {}, (from.items as Schema) ?? {}) };
  // A whole number shown (`?min_length=12`) for what is said to be a number elsewhere is one of its values.
  if (into.type === 'integer' && from.type === 'number' && !into.enum && !into.format) return { ...into, ...from, type: 'number' };
  if (rank(from) > rank(into)) return { ...from, ...(into.default !== undefined ? { default: into.default } : {}) };
  return into.default === undefined && from.default !== undefined ? { ...into, default: from.default } : into;
}

/** The object schema of a parent step (`notes`, `lines[]`), created when missing. */
function objectIn(holder: Schema, step: string): Schema {
  const [key, inArray] = step.endsWith('[]') ? [step.slice(0, -2), true] : [step, false];
  const properties = (holder.properties ??= {}) as Record<string, Schema>;
  holder.type = 'object';
  let child = properties[key];
  if (!child) {
    child = inArray ? { type: 'array', items: { type: 'object' } } : { type: 'object' };
    properties[key] = child;
    // A parent named only through its members is as required as the text made them.
    ((holder.required ??= []) as string[]).includes(key) || (holder.required as string[]).push(key);
  }
  if (inArray || child.type === 'array') {
    child.type = 'array';
    const items = ((child.items as Schema | undefined) ??= { type: 'object' });
    if (items.type === undefined) items.type = 'object';
    return items;
  }
  child.type = 'object';
  return child;
}

/** Puts a field into a list: a new name is added, a known one merged (type by specificity, optional when stated). */
export function addField(fields: Field[], field: Field): void {
  const steps = field.name.split('.');
  if (steps.length === 1) {
    const known = fields.find((f) => f.name === field.name);
    if (!known) {
      fields.push({ ...field, schema: structuredClone(field.schema) });
      return;
    }
    known.schema = mergeSchema(known.schema, field.schema);
    if (field.stated || !known.stated) {
      known.optional = field.stated ? field.optional : known.optional && field.optional;
      known.stated ||= field.stated;
    }
    return;
  }
  const [first = '', ...rest] = steps;
  const rootName = first.replace(/\[\]$/, '');
  let root = fields.find((f) => f.name === rootName);
  if (!root) {
    root = { name: rootName, schema: {}, optional: false };
    fields.push(root);
  }
  const holder: Schema = { type: 'object', properties: { [rootName]: root.schema } };
  let current = objectIn(holder, first);
  root.schema = (holder.properties as Record<string, Schema>)[rootName] as Schema;
  for (const step of rest.slice(0, -1)) current = objectIn(current, step);
  const key = rest.at(-1) as string;
  const properties = (current.properties ??= {}) as Record<string, Schema>;
  properties[key] = properties[key] ? mergeSchema(properties[key], field.schema) : structuredClone(field.schema);
  const required = ((current.required ??= []) as string[]).filter((name) => name !== key);
  current.required = field.optional ? required : [...required, key];
  if ((current.required as string[]).length === 0) delete current.required;
}

/** Fields for an object schema's members (one level), as a list. */
export function fieldsOf(schema: Schema): Field[] {
  const required = (schema.required as string[] | undefined) ?? [];
  return Object.entries((schema.properties as Record<string, Schema>) ?? {}).map(([name, child]) => ({
    name,
    schema: child,
    optional: !required.includes(name),
  }));
}
