import type { ErrorObject, ValidateFunction } from 'ajv';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { IndexedRouter } from './indexed-router';
import { apiRoot } from '../common/api-root';
import { operations, type OperationId } from '../common/operations';
import { requestValidators } from './spec-validators';

/** The spec as the service runs it: its operations, routed, and each one's request schema, compiled. */
export interface SpecContract {
  /** Finds the operation of a path and method (one Map lookup for the spec's static paths). */
  readonly router: IndexedRouter;
  /** The tools this contract serves (all 21, or those TOOLS chose), by name as in their URLs: their operationIds. */
  readonly tools: ReadonlyMap<string, OperationId>;
  /** What is wrong with a JSON body for an operation, by its request schema (none: valid). Fills the schema's defaults in. */
  readonly bodyErrors: (operationId: string, body: Record<string, unknown>) => ErrorObject[];
}

/**
 * The spec through openapi-backend's public API: `OpenAPIBackend.init()` loads and dereferences the document (`quick`
 * skips its OpenAPI 3.0 meta-schema check, which rejects a real 3.1 spec: redocly lints ours in CI instead; `strict`
 * makes a broken document throw), and our IndexedRouter (a subclass of the exported `OpenAPIRouter`) routes it. The
 * backend's own handleRequest is not used: its router rebuilds the operation list on every request (about 65 µs a call
 * here, against 3 µs for this path); routing to a handler by operationId is src/http/steps/operation.ts. Bodies are
 * validated by the request validators codegen compiled from the spec (src/generated/request-validators.ts), so no
 * process compiles a schema: an operation of the document without one is refused here. A document is loaded once per
 * process (the contract holds nothing per caller), however many surfaces or apps are made from it.
 */
export function loadContract(definition: Document): Promise<SpecContract> {
  let contract = loaded.get(definition);
  if (!contract) {
    contract = contractOf(definition);
    loaded.set(definition, contract);
    contract.catch(() => loaded.delete(definition));
  }
  return contract;
}

const loaded = new WeakMap<Document, Promise<SpecContract>>();

async function contractOf(definition: Document): Promise<SpecContract> {
  const loader = new OpenAPIBackend({ definition, apiRoot, strict: true, quick: true, validate: false });
  await loader.init();
  const router = new IndexedRouter({ definition: loader.definition, apiRoot });
  const served = router.getOperations();
  if (served.length === 0) throw new Error('openapi-backend found no operations in the spec');
  for (const { operationId } of served) {
    if (!Object.hasOwn(requestValidators, operationId ?? ''))
      throw new Error(`No request validator for ${operationId}: src/generated is stale (\`npm run codegen\`)`);
  }
  // The tools in the catalogue's order (src/generated/operations.ts), whatever the order of the spec's paths.
  const ids = new Set(served.map((operation) => operation.operationId));
  const tools = new Map(
    (Object.keys(operations) as OperationId[]).filter((id) => ids.has(id)).map((id) => [operations[id].tool, id] as const),
  );
  return {
    router,
    tools,
    bodyErrors: (operationId, body) => {
      const validate = requestValidators[operationId] as ValidateFunction;
      return validate(body) ? [] : (validate.errors ?? []);
    },
  };
}
