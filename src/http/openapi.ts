import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { ValidationContext, type Context, type Document, type Handler } from 'openapi-backend';
import { operations, spec, type HandlerMap, type OperationId } from '../handlers/types';
import type { Caller } from '../pool/engine-pool';
import type { OperationRunner } from '../pool/operation-runner';
import { IndexedRouter } from './indexed-router';
import { ProblemError } from '../problems/problem';
import { toValidationErrors } from './validation-errors';
import { apiRoot } from '../common/api-root';

/** The JSON Schema 2020-12 validator every spec schema is compiled with (OpenAPI 3.1 uses 2020-12, not draft-07). */
export function createSpecAjv(options: { coerceTypes?: boolean; useDefaults?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * openapi-backend for a 3.1 document. `quick` skips its OpenAPI 3.0 meta-schema check (which rejects a real 3.1 spec;
 * redocly lints ours in CI instead); `strict` makes any remaining init failure throw instead of leaving zero operations.
 * One shared Ajv2020 per validation context replaces the draft-07 instance it would build per operation.
 */
export async function createOpenApiBackend(definition: Document, handlers: Record<string, Handler>): Promise<OpenAPIBackend> {
  const ajvByContext: Record<ValidationContext, Ajv2020> = {
    [ValidationContext.RequestBody]: createSpecAjv({ useDefaults: true }),
    [ValidationContext.Params]: createSpecAjv({ coerceTypes: true }),
    [ValidationContext.Response]: createSpecAjv(),
    [ValidationContext.ResponseHeaders]: createSpecAjv({ coerceTypes: true }),
  };
  const api = new OpenAPIBackend({
    definition,
    apiRoot,
    strict: true,
    quick: true,
    customizeAjv: (_original, _options, context) => ajvByContext[context] as never,
    handlers,
  });
  await api.init();
  const router = new IndexedRouter({ definition: api.definition, apiRoot });
  api.router = router;
  api.validator.router = router;
  if (api.getOperations().length === 0) throw new Error('openapi-backend found no operations in the spec');
  for (const operation of api.getOperations()) api.validator.getRequestValidatorsForOperation(operation.operationId ?? '');
  return api;
}

/** The registry must name exactly the spec's operations: checked again at start-up, beyond what the compiler sees. */
function assertRegistryMatchesSpec(registered: string[], declared: string[]): void {
  const missing = declared.filter((id) => !registered.includes(id)).sort();
  const extra = registered.filter((id) => !declared.includes(id)).sort();
  if (missing.length || extra.length) {
    throw new Error(
      `The handler registry and the spec disagree. Missing handlers: [${missing.join(', ')}]; handlers for no operation: [${extra.join(', ')}].`,
    );
  }
}

/**
 * openapi-backend over the spec, one registered handler per operation that runs it through `run` and returns the
 * success envelope `{ tool, result }`; a body that fails validation becomes 422 validation_failed with at most MAX_LISTED_ERRORS entries.
 */
export async function createToolBackend(registry: HandlerMap, run: OperationRunner): Promise<OpenAPIBackend> {
  const api = await createOpenApiBackend(spec as unknown as Document, {
    validationFail: (c: Context) => {
      const { entries, count } = toValidationErrors(c.validation.errors ?? []);
      const { tool } = operations[c.operation.operationId as OperationId];
      const detail = `The body does not satisfy the request schema of ${tool}: ${count} problem${count === 1 ? '' : 's'}${count > entries.length ? ` (the first ${entries.length} are listed)` : ''}.`;
      throw new ProblemError('validation_failed', detail, { errors: entries, errorCount: count });
    },
    // The operation route answers 404 and 405 before the body is read; these only guard a path it did not foresee.
    notFound: () => {
      throw new ProblemError('tool_not_found', 'No tool has this path.');
    },
    methodNotAllowed: () => {
      throw new ProblemError('method_not_allowed', 'Tools accept POST only.', { headers: { Allow: 'POST' } });
    },
  });
  const operationIds = api.getOperations().map((op) => op.operationId ?? '') as OperationId[];
  assertRegistryMatchesSpec(Object.keys(registry), operationIds);
  for (const operationId of operationIds) {
    const { tool } = operations[operationId];
    api.register(operationId, async (c: Context, bodyBytes: number, caller: Caller) => ({
      tool,
      result: await run(operationId, c.request.requestBody, bodyBytes, caller),
    }));
  }
  return api;
}
