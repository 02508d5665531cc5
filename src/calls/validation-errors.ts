import type { ErrorObject } from 'ajv';
import { clip, escapePointerToken } from '../common/text';
import type { ValidationErrorEntry } from '../problems/problem';
import { nearestProperty } from './suggest';

/** A 422 lists at most this many entries; `errorCount` gives the total. */
const MAX_LISTED_ERRORS = 20;

/** A property name as one pointer token, quoted at most QUOTE_LIMIT characters. */
function pointerToken(name: string): string {
  return escapePointerToken(clip(name));
}

/** The field a violation is about: for `required` and `additionalProperties` the named property, else the value itself. */
function pointerOf(error: ErrorObject): string {
  const at = clip(error.instancePath, 200);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return `${at}/${pointerToken(String(params.missingProperty))}`;
  }
  if (error.keyword === 'additionalProperties') return `${at}/${pointerToken(String(params.additionalProperty))}`;
  return at;
}

/** The spec's words for a pattern (`x-pattern-words`), from the schema holding it: Ajv gives it with `verbose: true`. */
function patternWords(error: ErrorObject): string | undefined {
  const words = (error.parentSchema as Record<string, unknown> | undefined)?.['x-pattern-words'];
  return typeof words === 'string' ? words : undefined;
}

/** The properties the object an `additionalProperties` error is about may have (Ajv gives its schema with `verbose: true`). */
export function propertiesOf(error: ErrorObject): string[] {
  const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

/** What a missing property holds, from its object's schema ("is required (an integer)"), or nothing when unknown. */
function whatItHolds(error: ErrorObject, name: string): string {
  const properties = (error.parentSchema as { properties?: Record<string, { type?: unknown; enum?: unknown[] }> } | undefined)?.properties;
  const schema = properties && Object.hasOwn(properties, name) ? properties[name] : undefined;
  if (Array.isArray(schema?.enum) && schema.enum.length <= 6) return ` (one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')})`;
  const words = typeof schema?.type === 'string' ? TYPE_WORDS[schema.type] : undefined;
  return words ? ` (${words})` : '';
}

/** What a value of the wrong type is, in words, without quoting it (Ajv gives it with `verbose: true`). */
function typeOfValue(data: unknown): string {
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'an array';
  if (typeof data === 'number') return Number.isInteger(data) ? 'an integer' : 'a number with a fraction';
  if (typeof data === 'object') return 'an object';
  return typeof data === 'string' ? 'a string' : typeof data === 'boolean' ? 'true or false' : typeof data;
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return 'data' in error
        ? `${error.message ?? 'has the wrong type'} (got ${typeOfValue(error.data)})`
        : (error.message ?? 'has the wrong type');
    case 'required':
      return `is required${whatItHolds(error, String(params.missingProperty))}`;
    case 'additionalProperties': {
      const near = nearestProperty(String(params.additionalProperty), propertiesOf(error));
      const hint = near === undefined ? '' : `; did you mean "${near}"?`;
      // At the top a tool's own fields; deeper (a batch's call, a nested option) the object the pointer is in.
      const owner = error.instancePath === '' ? 'this tool' : `the object at ${error.instancePath}`;
      return `is not a property of ${owner} (unknown properties are rejected)${hint}`;
    }
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'oneOf':
    case 'anyOf':
      return 'does not match any of the allowed forms';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : (error.message ?? 'is too short');
    case 'pattern':
      return patternWords(error) ?? error.message ?? 'does not have the expected form';
    default:
      return error.message ?? `fails the "${error.keyword}" rule`;
  }
}

/**
 * A message that says all there is about the field wins over the others: an enum or const names the allowed values
 * (which says the type), and an empty value is "must not be empty" (not also every pattern the empty text misses).
 */
const saysAll = (error: ErrorObject): boolean =>
  error.keyword === 'enum' || error.keyword === 'const' || (error.keyword === 'minLength' && error.params.limit === 1);

/**
 * Ajv errors -> one `{ pointer, message }` per field, pointers relative to the request body, without per-branch
 * oneOf/anyOf noise. Several violations of one field read as one message ("must be number" and "must be one of 0, 3,
 * ..." become the latter, and "must not be empty" stands alone; others are joined with "and"); a pattern reads in the
 * spec's words (`x-pattern-words`). Only the first MAX_LISTED_ERRORS fields are described; `count` is the number of
 * fields, so a body with 80,000 unknown properties costs one pass over Ajv's list and a 422 of a few kilobytes.
 */
export function toValidationErrors(errors: readonly ErrorObject[]): { entries: ValidationErrorEntry[]; count: number } {
  const branchRoots = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const listed = new Map<string, { entry: ValidationErrorEntry; final: boolean }>();
  const unlisted = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (branchRoots.length > 0 && branchRoots.some((root) => error.schemaPath.startsWith(root))) continue;
    const pointer = pointerOf(error);
    const field = listed.get(pointer);
    if (!field) {
      if (listed.size < MAX_LISTED_ERRORS) listed.set(pointer, { entry: { pointer, message: messageOf(error) }, final: saysAll(error) });
      else unlisted.add(pointer);
      continue;
    }
    if (field.final) continue;
    const message = messageOf(error);
    if (saysAll(error)) Object.assign(field, { entry: { pointer, message }, final: true });
    else if (!field.entry.message.includes(message)) field.entry.message = `${field.entry.message} and ${message}`;
  }
  return { entries: [...listed.values()].map(({ entry }) => entry), count: listed.size + unlisted.size };
}
