import { escapePointerToken } from '../common/text';

/** A JSON value as the schemas and bodies of the spec hold it. */
type Json = Record<string, unknown>;

/** The JSON Schema types a value can have; `any` where a schema does not say. */
export type ValueType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null' | 'any';

/** `$convert` of a reference: what it takes, and the type it gives. */
export const conversions = {
  'paise-to-rupees': { takes: ['integer', 'number'] as ValueType[], gives: 'number' as ValueType },
  'json-text': { takes: ['any'] as ValueType[], gives: 'string' as ValueType },
} as const;
type Conversion = keyof typeof conversions;

/** A value of a pipeline step's body that is taken from elsewhere: `{"$from": ...}` or `{"$each": ...}`. */
export interface Reference {
  kind: '$from' | '$each';
  pointer: string;
  convert?: Conversion;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a body value is a reference (an object with a `$from` or `$each` key), whatever else it holds. */
export const isReference = (value: unknown): value is Json =>
  isObject(value) && (Object.hasOwn(value, '$from') || Object.hasOwn(value, '$each'));

/** A reference's fields, or what is wrong with them (only `$from` or `$each`, a string pointer, a known `$convert`). */
export function readReference(value: Json): Reference | string {
  const extra = Object.keys(value).filter((key) => key !== '$from' && key !== '$each' && key !== '$convert');
  if (extra.length > 0) return `a reference has only "$from" or "$each" and "$convert"; "${extra[0]}" is not one of them`;
  if (Object.hasOwn(value, '$from') && Object.hasOwn(value, '$each')) return 'a reference has "$from" or "$each", not both';
  const kind = Object.hasOwn(value, '$from') ? '$from' : '$each';
  const pointer = value[kind];
  if (typeof pointer !== 'string') return `"${kind}" must be a JSON pointer (a string)`;
  if (pointer !== '' && !pointer.startsWith('/'))
    return `"${kind}": "${pointer.slice(0, 60)}" is not a JSON pointer (RFC 6901: empty or starting with "/")`;
  const convert = value.$convert;
  if (convert === undefined) return { kind, pointer };
  if (typeof convert !== 'string' || !Object.hasOwn(conversions, convert))
    return `"$convert" must be one of ${Object.keys(conversions)
      .map((name) => `"${name}"`)
      .join(', ')}`;
  return { kind, pointer, convert: convert as Conversion };
}

/** The reference tokens of an RFC 6901 pointer (`~1` is `/`, `~0` is `~`). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The pointer of a path of tokens. */
export const pointerOf = (tokens: readonly (string | number)[]): string =>
  tokens.map((token) => `/${escapePointerToken(String(token))}`).join('');

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

/** The value at `tokens` in `value`, or `undefined` where it has none (RFC 6901 evaluation). */
export function valueAt(value: unknown, tokens: readonly string[]): { found: true; value: unknown } | { found: false; at: number } {
  let current = value;
  for (const [depth, token] of tokens.entries()) {
    if (Array.isArray(current) && ARRAY_INDEX.test(token) && Number(token) < current.length) current = current[Number(token)];
    else if (isObject(current) && Object.hasOwn(current, token)) current = current[token];
    else return { found: false, at: depth };
  }
  return { found: true, value: current };
}

/** A schema and the alternatives its combinators allow (oneOf, anyOf, allOf, each flattened), for walking by pointer. */
function alternatives(schema: unknown): Json[] {
  if (schema === true || schema === undefined) return [{}];
  if (!isObject(schema)) return [];
  const nested = ['oneOf', 'anyOf', 'allOf'].flatMap((key) =>
    Array.isArray(schema[key]) ? (schema[key] as unknown[]).flatMap(alternatives) : [],
  );
  return [schema, ...nested];
}

/**
 * The schemas a value at `tokens` inside a value of `schema` may have to satisfy: through `properties`,
 * `patternProperties`, `additionalProperties`, `prefixItems` and `items`, in every branch of `oneOf`, `anyOf` and
 * `allOf`. Empty when no branch has such a place (the pointer does not resolve in the schema).
 */
export function schemasAt(schema: unknown, tokens: readonly string[]): Json[] {
  if (tokens.length === 0) return alternatives(schema);
  const [token, ...rest] = tokens as [string, ...string[]];
  return alternatives(schema).flatMap((alternative) => {
    const properties = isObject(alternative.properties) ? alternative.properties : {};
    if (Object.hasOwn(properties, token)) return schemasAt(properties[token], rest);
    const patterns = isObject(alternative.patternProperties) ? Object.entries(alternative.patternProperties) : [];
    const matched = patterns.filter(([pattern]) => new RegExp(pattern, 'u').test(token));
    if (matched.length > 0) return matched.flatMap(([, sub]) => schemasAt(sub, rest));
    if (isObject(alternative.additionalProperties)) return schemasAt(alternative.additionalProperties, rest);
    if (ARRAY_INDEX.test(token)) {
      const prefix = Array.isArray(alternative.prefixItems) ? alternative.prefixItems : [];
      if (Number(token) < prefix.length) return schemasAt(prefix[Number(token)], rest);
      if (isObject(alternative.items)) return schemasAt(alternative.items, rest);
    }
    return [];
  });
}

const hasCombinator = (schema: Json): boolean => ['oneOf', 'anyOf', 'allOf'].some((key) => Array.isArray(schema[key]));

const typeOfValue = (value: unknown): ValueType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : (typeof value as ValueType);

/** The types a value satisfying one of `schemas` may have (`any` for a schema that does not constrain its type). */
export function typesOf(schemas: readonly Json[]): Set<ValueType> {
  const types = new Set<ValueType>();
  for (const schema of schemas) {
    if ('const' in schema) types.add(typeOfValue(schema.const));
    else if (Array.isArray(schema.enum)) for (const value of schema.enum) types.add(typeOfValue(value));
    else if (typeof schema.type === 'string') types.add(schema.type as ValueType);
    else if (Array.isArray(schema.type)) for (const type of schema.type) types.add(type as ValueType);
    else if (!hasCombinator(schema)) types.add('any');
  }
  return types;
}

/**
 * Whether a value of one of the `source` types can be taken where the `target` types are: some type of the source
 * is one the target takes (an integer where a number is taken; a number where an integer is taken is not, as it may
 * have a fraction). What the source may be besides is left to the target's own validation when the step runs.
 */
export function compatible(source: ReadonlySet<ValueType>, target: ReadonlySet<ValueType>): boolean {
  if (source.has('any') || target.has('any')) return true;
  for (const type of source) {
    if (target.has(type)) return true;
    if (type === 'integer' && target.has('number')) return true;
  }
  return false;
}

/** A list of types as words: `integer or null`. */
export const typeWords = (types: ReadonlySet<ValueType>): string => [...types].join(' or ');
