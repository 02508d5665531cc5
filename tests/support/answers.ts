import type { ValidateFunction } from 'ajv';
import { responseValidators as documentedAnswers } from '../../src/calls/response-validators';
import { specDocument } from './spec';

// The tests check answers with the validators codegen compiled from the spec (src/calls/response-validators.ts), held
// to it by `codegen --check`, rather than compiling each schema again with Ajv in every test file (50-120 ms a schema).
// Apart from spec.ts, which every engine test imports: only the files that check answers load their 760 KB.
const toolPaths = specDocument.paths as Record<string, { post: Record<string, unknown> } | undefined>;

/** The operationId of a tool's or a composition's path. */
const operationIdOf = (tool: string): string => {
  const operation = toolPaths[`/${tool}`]?.post;
  if (!operation) throw new Error(`No tool ${tool} in the spec`);
  return String(operation.operationId);
};

/** The compiled validator of a tool's 200 body. */
export function responseValidator(tool: string): ValidateFunction {
  const validate = documentedAnswers[operationIdOf(tool)]?.['200']?.['application/json'];
  if (!validate) throw new Error(`${tool} documents no JSON answer for status 200`);
  return validate;
}

/**
 * The compiled validator of what an operation documents for `status`: its JSON or problem+json schema. A status the
 * operation does not document fails the test, so the spec cannot fall behind what the service sends.
 */
export function statusValidator(tool: string, status: number): ValidateFunction {
  const content = documentedAnswers[operationIdOf(tool)]?.[String(status)];
  if (!content) throw new Error(`${tool} does not document status ${status}, yet the service sent it`);
  const validate = content['application/json'] ?? content['application/problem+json'];
  if (!validate) throw new Error(`${tool} documents status ${status} without a JSON schema`);
  return validate;
}
