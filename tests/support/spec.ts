import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { spec } from '../../src/generated/spec';
import type { OperationId, RequestBody } from '../../src/common/operations';
import { PAGE_KEYWORDS } from '../../src/common/page-keywords';
import { requestValidators } from '../../src/calls/spec-validators';

type Json = Record<string, unknown>;

/** The bundled contract (openapi/ tree); `npm test` runs `codegen --check` first, so it matches the source files. */
export const specDocument = spec as Json;

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, token) => (node as Json)[token.replaceAll('~1', '/').replaceAll('~0', '~')], specDocument);
}

/** A deep copy of `node` with every local `$ref` replaced by its target. */
export function dereference<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => dereference(item)) as T;
  if (node === null || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') return dereference(resolvePointer(object.$ref)) as T;
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, dereference(value)])) as T;
}

export interface ToolSpec {
  tool: string;
  operationId: string;
  request: Json;
  examples: Record<string, { summary?: string; value: unknown }>;
  /** Schema of the whole 200 body, `{ tool, result }`. */
  response: Json;
  /** Schema of `result`. */
  result: Json;
  /** The tool-specific 422 codes the operation documents (`x-error-codes`). */
  errors: { code: string }[];
  operation: Json;
}

const paths = specDocument.paths as Record<string, { post: Json }>;

/** Every tool path in the spec, without the leading slash (the compositions, `x-kind: composition`, are not tools). */
export const specTools = Object.keys(paths)
  .filter((path) => paths[path]?.post['x-kind'] !== 'composition')
  .map((path) => path.slice(1));

/** The compositions (batch, pipeline), without the leading slash. */
export const specCompositions = Object.keys(paths)
  .filter((path) => paths[path]?.post['x-kind'] === 'composition')
  .map((path) => path.slice(1));

/** The request, result and documented codes of one tool, dereferenced. */
export function toolSpec(tool: string): ToolSpec {
  const operation = dereference(paths[`/${tool}`]?.post);
  if (!operation) throw new Error(`No tool ${tool} in the spec`);
  const requestMedia = (operation.requestBody as Json & { content: Record<string, Json> }).content['application/json'] as Json;
  const responses = operation.responses as Record<string, { content: Record<string, { schema: Json }> }>;
  const response = responses['200']?.content['application/json']?.schema as Json;
  return {
    tool,
    operationId: String(operation.operationId),
    request: requestMedia.schema as Json,
    examples: (requestMedia.examples ?? {}) as ToolSpec['examples'],
    response,
    result: (response.properties as Json).result as Json,
    errors: ((operation['x-error-codes'] as string[] | undefined) ?? []).map((code) => ({ code })),
    operation,
  };
}

/** The words a request field's pattern is refused with (its `x-pattern-words`), read from the spec, never retyped. */
export function patternWords(tool: string, field: string): string {
  const properties = toolSpec(tool).request.properties as Record<string, Json>;
  const words = properties[field]?.['x-pattern-words'];
  if (typeof words !== 'string') throw new Error(`${tool} ${field} has no x-pattern-words`);
  return words;
}

/** A JSON Schema 2020-12 validator like the one the service uses (strict, so unknown keywords in the spec are caught). */
export function specAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // The keywords for people (labels, hints, choices in words): known to the spec, with nothing to check.
  ajv.addVocabulary([...PAGE_KEYWORDS]);
  return ajv;
}

/** One strict validator over the whole spec, so a schema the spec holds once (the Problem) is compiled once per file. */
let specValidator: Ajv2020 | undefined;
function specRef(pointer: string): ValidateFunction {
  if (!specValidator) {
    const ajv = specAjv();
    // The document's own fields (openapi, info, paths...) are no schema keywords: named so strict mode lets its root
    // through to the schemas it holds, each of which is still checked strictly.
    for (const field of Object.keys(specDocument)) if (!ajv.getKeyword(field)) ajv.addKeyword({ keyword: field });
    ajv.addSchema(specDocument, 'spec', undefined, false);
    specValidator = ajv;
  }
  return specValidator.compile({ $ref: `spec${pointer}` });
}

/** A validator of a schema of the spec, compiled on its first use (most test files never check a bare problem). */
function lazySpecRef(pointer: string): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= specRef(pointer);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/** The schema of an RFC 9457 problem body as the spec declares it. */
export const problemValidator = lazySpecRef('#/components/schemas/Problem');
export const validationProblemValidator = lazySpecRef('#/components/schemas/ValidationProblem');

/**
 * `body` with the spec's defaults filled in, as the service's validator fills them (Ajv `useDefaults`): engine tests
 * call engines the way the service does, so a default exists only in the spec.
 */
export function withSpecDefaults<Op extends OperationId>(operationId: Op, body: Partial<RequestBody<Op>>): RequestBody<Op> {
  const filled = structuredClone(body) as RequestBody<Op>;
  requestValidators[operationId]?.(filled);
  return filled;
}
