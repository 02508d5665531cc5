import type { ValidateFunction } from 'ajv';
import { responseValidators as generated } from '../generated/response-validators';

/**
 * Each documented answer's validator by operationId, status and media type (in the spec's order), compiled from the
 * spec by codegen (scripts/validator-code.ts). The generated module is untyped; this is its type. Apart from
 * spec-validators.ts so that only VALIDATE_RESPONSES (and the tests) load its 760 KB.
 */
export const responseValidators: Readonly<Record<string, Record<string, Record<string, ValidateFunction>>>> = generated as never;
