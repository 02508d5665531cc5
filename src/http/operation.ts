import { operations, type HandlerMap, type OperationId } from '../common/operations';
import type { Caller } from '../pool/engine-pool';
import type { OperationRunner } from '../pool/operation-runner';
import { clip } from '../common/text';
import type { IndexedRouter } from './indexed-router';
import type { SpecContract } from './openapi';
import type { Exchange, Step } from './pipeline';
import { ProblemError } from '../problems/problem';
import { nearest } from './suggest';
import { toValidationErrors } from './validation-errors';

function toolNotFound(name: string, router: IndexedRouter, apiRoot: string): ProblemError {
  const tools = router.getOperations().map((operation) => operation.path.slice(1));
  const suggestion = nearest(name, tools);
  if (!suggestion) return new ProblemError('tool_not_found', `No tool is named "${clip(name)}".`);
  return new ProblemError('tool_not_found', `No tool is named "${clip(name)}"; did you mean "${suggestion}"?`, {
    recovery: `Send the request to ${apiRoot}/${suggestion} if that is the tool you meant; GET ${apiRoot}/tools lists every tool.`,
  });
}

/** The operation the path and method name (exchange.operation), or 404 for a path that names none and 405 for a method it does not declare, before any body is read. */
export function operationRoute(router: IndexedRouter, apiRoot: string): Step {
  return {
    name: 'operation (404 tool_not_found, 405 method_not_allowed)',
    run: (exchange) => {
      const { ctx } = exchange;
      const allowed = router.allowedMethods(ctx.path);
      if (!allowed) throw toolNotFound(ctx.path.slice(apiRoot.length + 1), router, apiRoot);
      if (!allowed.includes(ctx.method)) {
        throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, {
          headers: { Allow: allowed.join(', ') },
        });
      }
      exchange.operation = router.matchOperation({ method: ctx.method, path: ctx.path, headers: {} }, true);
    },
  };
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

function stepInputs({ operation, body }: Exchange): Required<Pick<Exchange, 'operation' | 'body'>> {
  if (!operation || !body) throw new Error('The dispatch step runs after the operation and JSON-body steps.');
  return { operation, body };
}

/**
 * Validates the body against the operation's request schema (422 validation_failed, at most MAX_LISTED_ERRORS
 * entries listed) and runs the operation's handler through `run`, answering the success envelope `{ tool, result }`.
 */
export function operationDispatch(contract: SpecContract, registry: HandlerMap, run: OperationRunner): Step {
  assertRegistryMatchesSpec(
    Object.keys(registry),
    contract.router.getOperations().map((op) => op.operationId ?? ''),
  );
  return {
    name: 'dispatch (422 validation_failed, then the tool)',
    run: async (exchange) => {
      const { ctx, client } = exchange;
      const { operation, body } = stepInputs(exchange);
      const operationId = operation.operationId as OperationId;
      const { tool } = operations[operationId];
      const errors = contract.bodyErrors(operation, ctx.path, body.body);
      if (errors.length > 0) {
        const { entries, count } = toValidationErrors(errors);
        const listed = count > entries.length ? ` (the first ${entries.length} are listed)` : '';
        const detail = `The body does not satisfy the request schema of ${tool}: ${count} problem${count === 1 ? '' : 's'}${listed}.`;
        throw new ProblemError('validation_failed', detail, { errors: entries, errorCount: count });
      }
      const caller: Caller = { client, gone: () => ctx.res.closed };
      ctx.body = { tool, result: await run(operationId, body.body, body.bytes, caller) };
    },
  };
}
