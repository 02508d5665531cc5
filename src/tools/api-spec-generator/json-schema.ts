/**
 * Schemas written as data: JSON Schema (`{"type": "object", "required": […], "properties": {…}}`, `items`, `enum`,
 * `format`, `$ref`, `nullable`, `oneOf`) and the looser shapes YAML notes use (`state: {type: string, required: true}`,
 * `items:` holding the members directly, `amount: number`). A property is required when the object's `required` list
 * names it or its own `required: true` says so, optional when either leaves it out; with neither it is as the side
 * makes it.
 */
import { readHints } from './hints';
import type { Field } from './model';
import { languageType, NAMED } from './type-names';
import { typePhrase, type Schema } from './types';

type Node = unknown;
const JSON_TYPES = /^(?:object|array|string|integer|number|boolean|null)$/;
const KEYWORDS =
  /^(?:type|properties|items|required|enum|format|\$ref|\$schema|\$id|title|description|default|example|examples|nullable|minimum|maximum|exclusiveMinimum|exclusiveMaximum|minLength|maxLength|pattern|minItems|maxItems|uniqueItems|additionalProperties|oneOf|anyOf|allOf|const|readOnly|writeOnly|deprecated|optional|multipleOf|definitions|\$defs|contentMediaType|contentEncoding|in|name|schema|x-[\w-]+)$/;

const isMap = (node: Node): node is Record<string, Node> => typeof node === 'object' && node !== null && !Array.isArray(node);

/** Whether a value is a schema node: a JSON type, properties or a reference, and schema keywords only. */
export function isSchemaNode(node: Node): boolean {
  if (!isMap(node)) return false;
  const keys = Object.keys(node);
  if (keys.length === 0 || !keys.every((key) => KEYWORDS.test(key))) return false;
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  return (
    (typeof type === 'string' && JSON_TYPES.test(type)) ||
    isMap(node.properties) ||
    typeof node.$ref === 'string' ||
    Array.isArray(node.enum)
  );
}

/** Whether a value is a whole JSON Schema document (an object's or an array's). */
export function isSchemaDocument(node: Node): boolean {
  return isSchemaNode(node) && isMap(node) && (isMap(node.properties) || isSchemaNode(node.items) || typeof node.$schema === 'string');
}

const FORMATS: Record<string, string> = {
  date: 'date',
  'date-time': 'date-time',
  email: 'email',
  uuid: 'uuid',
  uri: 'uri',
  url: 'uri',
  'uri-reference': 'uri',
  iri: 'uri',
};

/** A property's own flag: `required: true`, `optional: true`, `nullable: true`. */
function ownFlag(node: Node): boolean | undefined {
  // A loose type written as text: "string, optional", "enum [A, B], required".
  if (typeof node === 'string') return /\boptional\b/i.test(node) ? true : /\b(?:required|mandatory)\b/i.test(node) ? false : undefined;
  if (!isMap(node)) return undefined;
  if (typeof node.required === 'boolean') return !node.required;
  if (node.optional === true || node.nullable === true) return true;
  return undefined;
}

/** The schema of a node, JSON Schema or a looser YAML shape; `depth` bounds nesting. */
function schemaOf(node: Node, depth = 0): Schema {
  if (depth > 10) return {};
  if (typeof node === 'string') return readHints(node).schema ?? typePhrase(node) ?? languageType(node).schema;
  if (Array.isArray(node)) return { type: 'array', items: node.length > 0 ? schemaOf(node[0], depth + 1) : {} };
  if (!isMap(node)) return {};
  if (typeof node.$ref === 'string') return { [NAMED]: node.$ref.split('/').at(-1) as string };
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = node[key];
    if (Array.isArray(options) && options.length > 0) {
      const kept = options.filter((option) => !(isMap(option) && option.type === 'null'));
      return schemaOf(kept[0] ?? {}, depth + 1);
    }
  }
  if (isMap(node.schema) && !node.type) return schemaOf(node.schema, depth + 1);
  const types = Array.isArray(node.type) ? node.type.filter((t) => t !== 'null') : [node.type];
  const type = typeof types[0] === 'string' ? (types[0] as string) : undefined;
  if (Array.isArray(node.enum)) {
    const values = node.enum.filter((value) => value !== null);
    const integers = values.every((value) => Number.isInteger(value));
    return { type: type ?? (integers ? 'integer' : 'string'), enum: values };
  }
  if (type === 'array' || (type === undefined && node.items !== undefined)) {
    const items = node.items;
    // YAML notes write an array's members under `items:` directly.
    const members = isMap(items) && !isSchemaNode(items) ? objectSchema(items, undefined, depth + 1) : schemaOf(items ?? {}, depth + 1);
    return { type: 'array', items: members };
  }
  if (type === 'object' || isMap(node.properties)) {
    const required = Array.isArray(node.required) ? node.required.filter((key): key is string => typeof key === 'string') : undefined;
    return isMap(node.properties) ? objectSchema(node.properties, required, depth + 1) : { type: 'object' };
  }
  if (type !== undefined && JSON_TYPES.test(type)) {
    const format = typeof node.format === 'string' ? node.format : undefined;
    if (type === 'string' && format === 'binary') return { type, contentMediaType: 'application/octet-stream' };
    return format && FORMATS[format] ? { type, format: FORMATS[format] } : { type };
  }
  if (type !== undefined) return schemaOf(type, depth + 1);
  // A mapping of members (`market: {type: string}`, `amount: number`): an object.
  return objectSchema(node, undefined, depth + 1);
}

/** An object schema of members; a `required` list, else the members' own flags, says which are required. */
function objectSchema(members: Record<string, Node>, required: string[] | undefined, depth: number): Schema {
  const properties: Record<string, Schema> = {};
  const kept: string[] = [];
  for (const [key, value] of Object.entries(members).slice(0, 200)) {
    properties[key] = schemaOf(value, depth);
    const optional = required ? !required.includes(key) : ownFlag(value);
    if (optional !== true) kept.push(key);
  }
  return { type: 'object', properties, ...(kept.length > 0 ? { required: kept } : {}) };
}

/** The fields of a schema node's object (or of its array's items), each required or optional as stated, and whether it is a list. */
export function fieldsOfNode(node: Node): { fields: Field[]; list: boolean } {
  let object = node;
  let list = false;
  if (isMap(node) && (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array'))) && node.items !== undefined) {
    object = node.items;
    list = true;
  }
  if (!isMap(object)) return { fields: [], list };
  const members = isMap(object.properties) ? object.properties : isSchemaNode(object) ? {} : object;
  const required = Array.isArray(object.required) ? object.required : undefined;
  const fields = Object.entries(members)
    .slice(0, 200)
    .map(([name, value]): Field => {
      const own = ownFlag(value);
      const optional = required ? !required.includes(name) : own;
      return { name, schema: schemaOf(value, 1), optional: optional ?? false, ...(optional !== undefined ? { stated: true } : {}) };
    });
  return { fields, list };
}
