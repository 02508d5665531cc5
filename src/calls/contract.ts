import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { OpenAPIValidator, ValidationContext, type Document, type Operation } from 'openapi-backend';
import { IndexedRouter } from './indexed-router';
import { apiRoot } from '../common/api-root';
import { operations, type OperationId } from '../common/operations';
import { PAGE_KEYWORDS } from '../common/page-keywords';

/**
 * How request bodies are validated, by the service here and by the tool pages' standalone validators
 * (scripts/build-tools.ts), so a page says what a 422 would: the spec's defaults filled in, and `verbose`, so each
 * error carries the schema that holds the failed keyword, where toValidationErrors reads a pattern's x-pattern-words.
 */
export const REQUEST_BODY_OPTIONS = { useDefaults: true, verbose: true } as const;

/** The JSON Schema 2020-12 validator every spec schema is compiled with (OpenAPI 3.1 uses 2020-12, not draft-07). */
export function createSpecAjv(options: { coerceTypes?: boolean; useDefaults?: boolean; verbose?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  ajv.addVocabulary([...PAGE_KEYWORDS]);
  return ajv;
}

/** The spec as the service runs it: its operations, routed, and each one's request schema, compiled. */
export interface SpecContract {
  /** Finds the operation of a path and method (one Map lookup for the spec's static paths). */
  readonly router: IndexedRouter;
  /** The tools this contract serves (all 21, or those TOOLS chose), by name as in their URLs: their operationIds. */
  readonly tools: ReadonlyMap<string, OperationId>;
  /** What is wrong with a JSON body for an operation, by its request schema (none: valid). Fills the schema's defaults in. */
  readonly bodyErrors: (operation: Operation, path: string, body: Record<string, unknown>) => ErrorObject[];
}

/**
 * The spec through openapi-backend's public API only. `OpenAPIBackend.init()` loads and dereferences the document
 * (`quick` skips its OpenAPI 3.0 meta-schema check, which rejects a real 3.1 spec: redocly lints ours in CI instead;
 * `strict` makes a broken document throw). The exported `OpenAPIValidator` compiles each operation's request schema,
 * given, through its documented `router` option, our IndexedRouter (a subclass of the exported `OpenAPIRouter`) and,
 * through `customizeAjv`, one shared Ajv 2020 per validation context instead of a draft-07 instance per operation.
 * The backend's own handleRequest is not used: its router rebuilds the operation list on every request (about 65 µs
 * a call here, against 3 µs for this path); routing to a handler by operationId is src/http/steps/operation.ts.
 */
export async function loadContract(definition: Document): Promise<SpecContract> {
  const ajvByContext: Record<ValidationContext, Ajv2020> = {
    [ValidationContext.RequestBody]: createSpecAjv(REQUEST_BODY_OPTIONS),
    [ValidationContext.Params]: createSpecAjv({ coerceTypes: true }),
    [ValidationContext.Response]: createSpecAjv(),
    [ValidationContext.ResponseHeaders]: createSpecAjv({ coerceTypes: true }),
  };
  const loader = new OpenAPIBackend({ definition, apiRoot, strict: true, quick: true, validate: false });
  await loader.init();
  const router = new IndexedRouter({ definition: loader.definition, apiRoot });
  const validator = new OpenAPIValidator({
    definition: loader.definition,
    router,
    lazyCompileValidators: true,
    customizeAjv: (_original, _options, context) => ajvByContext[context] as never,
  });
  const served = router.getOperations();
  if (served.length === 0) throw new Error('openapi-backend found no operations in the spec');
  // Each operation's request schema is compiled on its first request (a few ms), not at start for all 21: a cold start
  // pays only for the tools it is asked for. Every schema is compiled in the tests, which call every operation.
  // The tools in the catalogue's order (src/generated/operations.ts), whatever the order of the spec's paths.
  const ids = new Set(served.map((operation) => operation.operationId));
  const tools = new Map(
    (Object.keys(operations) as OperationId[]).filter((id) => ids.has(id)).map((id) => [operations[id].tool, id] as const),
  );
  return {
    router,
    tools,
    bodyErrors: (operation, path, body) =>
      validator.validateRequest({ method: operation.method, path, headers: {}, body }, operation).errors ?? [],
  };
}
