import type { ValidateFunction } from 'ajv';
import * as requests from '../generated/request-validators';

/**
 * Each operation's request-body validator by operationId, compiled from the spec by codegen (Ajv standalone code,
 * scripts/validator-code.ts): what `loadContract` checks a body with. The generated module is untyped; this is its type.
 */
export const requestValidators: Readonly<Record<string, ValidateFunction | undefined>> = requests as never;
