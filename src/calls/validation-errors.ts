import type { ErrorObject } from 'ajv';
import { clip, escapePointerToken } from '../common/text';
import type { ValidationErrorEntry } from '../problems/problem';

const bodyPrefix = '/requestBody';
/** A 422 lists at most this many entries; `errorCount` gives the total. */
const MAX_LISTED_ERRORS = 20;

/** A property name as one pointer token, quoted at most QUOTE_LIMIT characters. */
function pointerToken(name: string): string {
  return escapePointerToken(clip(name));
}

function bodyPath(error: ErrorObject): string {
  return error.instancePath.startsWith(bodyPrefix) ? error.instancePath.slice(bodyPrefix.length) : error.instancePath;
}

/** The field a violation is about: for `required` and `additionalProperties` the named property, else the value itself. */
function pointerOf(error: ErrorObject): string {
  const at = clip(bodyPath(error), 200);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return at === '' && params.missingProperty === 'requestBody' ? '' : `${at}/${pointerToken(String(params.missingProperty))}`;
  }
  if (error.keyword === 'additionalProperties') return `${at}/${pointerToken(String(params.additionalProperty))}`;
  return at;
}

function messageOf(error: ErrorObject, pointer: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return pointer === '' ? 'a JSON object body is required' : 'is required';
    case 'additionalProperties':
      return 'is not a property of this tool (unknown properties are rejected)';
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'oneOf':
    case 'anyOf':
      return 'does not match any of the allowed forms';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : (error.message ?? 'is too short');
    default:
      return error.message ?? `fails the "${error.keyword}" rule`;
  }
}

/** An enum or const message names the allowed values, which already says the type: it wins over the other messages. */
const namesValues = (keyword: string): boolean => keyword === 'enum' || keyword === 'const';

/**
 * Ajv errors -> one `{ pointer, message }` per field, pointers relative to the request body, without per-branch
 * oneOf/anyOf noise. Several violations of one field read as one message ("must be number" and "must be one of 0, 3,
 * ..." become the latter; others are joined with "and"). Only the first MAX_LISTED_ERRORS fields are described;
 * `count` is the number of fields, so a body with 80,000 unknown properties costs one pass over Ajv's list and a 422
 * of a few kilobytes.
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
      if (listed.size < MAX_LISTED_ERRORS)
        listed.set(pointer, { entry: { pointer, message: messageOf(error, pointer) }, final: namesValues(error.keyword) });
      else unlisted.add(pointer);
      continue;
    }
    if (field.final) continue;
    const message = messageOf(error, pointer);
    if (namesValues(error.keyword)) Object.assign(field, { entry: { pointer, message }, final: true });
    else if (!field.entry.message.includes(message)) field.entry.message = `${field.entry.message} and ${message}`;
  }
  return { entries: [...listed.values()].map(({ entry }) => entry), count: listed.size + unlisted.size };
}
