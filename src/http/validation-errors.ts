import type { ErrorObject } from 'ajv';
import type { ValidationErrorEntry } from './problem';

const bodyPrefix = '/requestBody';

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

function describe(error: ErrorObject): { pointer: string; message: string } {
  const at = error.instancePath.startsWith(bodyPrefix) ? error.instancePath.slice(bodyPrefix.length) : error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      if (at === '' && params.missingProperty === 'requestBody') return { pointer: '', message: 'a JSON object body is required' };
      return { pointer: `${at}/${escapePointerToken(String(params.missingProperty))}`, message: 'is required' };
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointerToken(String(params.additionalProperty))}`,
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

/** Ajv errors -> one `{ pointer, message }` per violation, pointers relative to the request body, without per-branch oneOf/anyOf noise. */
export function toValidationErrors(errors: readonly ErrorObject[]): ValidationErrorEntry[] {
  const branchRoots = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const seen = new Set<string>();
  const entries: ValidationErrorEntry[] = [];
  for (const error of errors) {
    if (branchRoots.some((root) => error.schemaPath.startsWith(root))) continue;
    if (error.keyword === 'if') continue;
    const entry = describe(error);
    const key = `${entry.pointer}\u0000${entry.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}
