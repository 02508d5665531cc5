import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { ValidationContext, type Document, type Handler } from 'openapi-backend';
import { IndexedRouter } from './indexed-router';

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
    apiRoot: '/api/v1',
    strict: true,
    quick: true,
    customizeAjv: (_original, _options, context) => ajvByContext[context] as never,
    handlers,
  });
  await api.init();
  const router = new IndexedRouter({ definition: api.definition, apiRoot: '/api/v1' });
  api.router = router;
  api.validator.router = router;
  if (api.getOperations().length === 0) throw new Error('openapi-backend found no operations in the spec');
  for (const operation of api.getOperations()) api.validator.getRequestValidatorsForOperation(operation.operationId ?? '');
  return api;
}
