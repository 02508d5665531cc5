import type { ErrorObject } from 'ajv';
import { clip, escapePointerToken } from '../tools/shared/text';
import type { ValidationErrorEntry } from './problem';

const bodyPrefix = '/requestBody';
/** A 422 lists at most this many entries; `errorCount` gives the total. */
export const MAX_LISTED_ERRORS = 20;

/** A property name as one pointer token, quoted at most QUOTE_LIMIT characters. */
function pointerToken(name: string): string {
  return escapePointerToken(clip(name));
}

function describe(error: ErrorObject): { pointer: string; message: string } {
  const at = clip(error.instancePath.startsWith(bodyPrefix) ? error.instancePath.slice(bodyPrefix.length) : error.instancePath, 200);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      if (at === '' && params.missingProperty === 'requestBody') return { pointer: '', message: 'a JSON object body is required' };
      return { pointer: `${at}/${pointerToken(String(params.missingProperty))}`, message: 'is required' };
    case 'additionalProperties':
      return {
        pointer: `${at}/${pointerToken(String(params.additionalProperty))}`,
        message: 'is not a property of this tool (unknown properties are rejected)',
      };
    case 'enum':
      return { pointer: at, message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'oneOf':
    case 'anyOf':
      return { pointer: at, message: 'does not match any of the allowed forms' };
    default:
      return { pointer: at, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
}

/**
 * Ajv errors -> one `{ pointer, message }` per violation, pointers relative to the request body, without per-branch
 * oneOf/anyOf noise. Only the first MAX_LISTED_ERRORS are described; `count` is the total, so a body with 80,000
 * unknown properties costs one pass over Ajv's list and a 422 of a few kilobytes.
 */
export function toValidationErrors(errors: readonly ErrorObject[]): { entries: ValidationErrorEntry[]; count: number } {
  const branchRoots = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const seen = new Set<string>();
  const entries: ValidationErrorEntry[] = [];
  let count = 0;
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (branchRoots.length > 0 && branchRoots.some((root) => error.schemaPath.startsWith(root))) continue;
    if (entries.length >= MAX_LISTED_ERRORS) {
      count += 1;
      continue;
    }
    const entry = describe(error);
    const key = `${entry.pointer}\u0000${entry.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
    count += 1;
  }
  return { entries, count };
}
