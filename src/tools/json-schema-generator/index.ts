import { fullFormats } from 'ajv-formats/dist/formats';
import { readJsonInput } from '../shared/json-input';
import { escapePointerToken } from '../../common/text';
import { warning } from '../shared/warnings';
import type { RequestBody, ToolResult } from '../../common/operations';

export type JsonSchemaRequest = RequestBody<'json_schema_generator'>;

type JsonSchemaDocument = Record<string, unknown>;

export type JsonSchemaResult = ToolResult<'json_schema_generator'>;

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** What all the values seen at one place of the sample have in common. */
interface Shape {
  types: Set<JsonType>;
  /** Formats every string seen so far matches, in priority order; undefined before the first string. */
  formats?: string[];
  items?: Shape;
  /** Where the first array was seen, for the empty-array warning. */
  arrayPointer?: string;
  properties?: Map<string, Shape>;
  /** How many objects held each key, to find the keys present in every one. */
  keyCounts?: Map<string, number>;
  objects: number;
}

const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema' as const;
const TYPE_ORDER: JsonType[] = ['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'];
const MAX_WARNINGS = 20;

// The same format checks Ajv applies (ajv-formats "full" mode), so the sample always validates against what is inferred.
type FormatCheck = RegExp | ((text: string) => boolean) | { validate: RegExp | ((text: string) => boolean) };
const check = (format: FormatCheck): ((text: string) => boolean) => {
  const validate = typeof format === 'object' && 'validate' in format ? format.validate : format;
  return typeof validate === 'function' ? validate : (text) => validate.test(text);
};
const formats = fullFormats as unknown as Record<string, FormatCheck>;
// Ajv's uri accepts any scheme ("note:hello"); only values that look like a link are worth the claim.
const looksLikeLink = /^[a-z][a-z0-9+.-]*:\/\//i;
const FORMAT_CHECKS: Array<[string, (text: string) => boolean]> = [
  ['uuid', check(formats.uuid as FormatCheck)],
  ['date-time', check(formats['date-time'] as FormatCheck)],
  ['date', check(formats.date as FormatCheck)],
  ['email', check(formats.email as FormatCheck)],
  ['ipv4', check(formats.ipv4 as FormatCheck)],
  ['uri', (text) => looksLikeLink.test(text) && check(formats.uri as FormatCheck)(text)],
];

const newShape = (): Shape => ({ types: new Set(), objects: 0 });

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function observe(shape: Shape, value: unknown, pointer: string): void {
  const type = typeOf(value);
  shape.types.add(type);
  if (type === 'string') {
    const text = value as string;
    shape.formats = (shape.formats ?? FORMAT_CHECKS.map(([name]) => name)).filter((name) =>
      (FORMAT_CHECKS.find(([candidate]) => candidate === name)?.[1] as (text: string) => boolean)(text),
    );
  } else if (type === 'array') {
    shape.arrayPointer ??= pointer;
    (value as unknown[]).forEach((item, index) => {
      shape.items ??= newShape();
      observe(shape.items, item, `${pointer}/${index}`);
    });
  } else if (type === 'object') {
    shape.objects += 1;
    shape.properties ??= new Map();
    shape.keyCounts ??= new Map();
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      let property = shape.properties.get(key);
      if (!property) shape.properties.set(key, (property = newShape()));
      shape.keyCounts.set(key, (shape.keyCounts.get(key) ?? 0) + 1);
      observe(property, child, `${pointer}/${escapePointerToken(key)}`);
    }
  }
}

function toSchema(shape: Shape, warnings: JsonSchemaResult['warnings']): { type: string | string[] } & JsonSchemaDocument {
  const types = TYPE_ORDER.filter((type) => shape.types.has(type) && !(type === 'integer' && shape.types.has('number')));
  const schema: { type: string | string[] } & JsonSchemaDocument = { type: types.length === 1 ? (types[0] as JsonType) : types };
  const format = shape.formats?.[0];
  if (format) schema.format = format;
  if (shape.properties && shape.keyCounts) {
    // Object.fromEntries defines own properties, so a "__proto__" key stays a key.
    schema.properties = Object.fromEntries([...shape.properties].map(([key, child]) => [key, toSchema(child, warnings)]));
    const required = [...shape.keyCounts].filter(([, count]) => count === shape.objects).map(([key]) => key);
    if (required.length > 0) schema.required = required;
  }
  if (shape.types.has('array')) {
    if (shape.items) schema.items = toSchema(shape.items, warnings);
    else if (warnings.length < MAX_WARNINGS) {
      const pointer = shape.arrayPointer ?? '';
      warnings.push(
        warning('empty_array', `The array at "${pointer}" is empty wherever it occurs, so its items are left unconstrained.`, { pointer }),
      );
    }
  }
  return schema;
}

/**
 * Infers a JSON Schema 2020-12 document from one sample: types (integer where every number is whole), `required` =
 * the keys present in every object at that place, array items merged across elements, a type list where values
 * differ (`["string", "null"]`), and string formats only when every value has it (Ajv's own format checks).
 */
export function generateJsonSchema(request: JsonSchemaRequest): JsonSchemaResult {
  const sample = readJsonInput(request.text, 'text');
  const shape = newShape();
  observe(shape, sample, '');
  const warnings: JsonSchemaResult['warnings'] = [];
  return { schema: { $schema: SCHEMA_DIALECT, ...toSchema(shape, warnings) }, warnings };
}
