import { toolNotFound, type CallContext, type CallTool } from '../../calls/call-tool';
import { operations, type OperationId } from '../../common/operations';
import type { Caller } from '../../pool/engine-pool';

import type { IndexedRouter } from '../../calls/indexed-router';
import type { Exchange, Step } from '../pipeline';
import { ProblemError } from '../../problems/problem';

/** The recovery of a 404 tool_not_found over HTTP: the URL to send to. */
export const toolPathRecovery =
  (apiRoot: string) =>
  (suggestion: string): string =>
    `Send the request to ${apiRoot}/${suggestion} if that is the tool you meant; GET ${apiRoot}/tools lists every tool.`;

/** Every tool of the contract, served here or not (TOOLS may choose fewer). */
const contractTools: ReadonlySet<string> = new Set(Object.values(operations).map(({ tool }) => tool));

/**
 * The path's tool segment names no tool served here: callTool's problem, its recovery naming the URL to send to; a
 * tool of the contract this instance does not serve (TOOLS) is said to be that, not a misspelling.
 */
function unknownToolPath(name: string, router: IndexedRouter, apiRoot: string): ProblemError {
  if (contractTools.has(name)) {
    return new ProblemError(
      'tool_not_found',
      `The tool "${name}" is not served by this instance: its operator chose the tools it serves (TOOLS).`,
      {
        recovery: `GET ${apiRoot}/tools lists the tools this instance serves; another instance of the API may serve "${name}".`,
      },
    );
  }
  const tools = router.getOperations().map((operation) => operation.path.slice(1));
  return toolNotFound(name, tools, toolPathRecovery(apiRoot));
}

/**
 * The operation the path and method name (exchange.operation), or 404 for a path that names none and 405 for a method
 * it does not declare, before any body is read. `shownRoot` is the API root as the caller sees it (under BASE_PATH).
 */
export function operationRoute(router: IndexedRouter, apiRoot: string, shownRoot = apiRoot): Step {
  return {
    name: 'operation (404 tool_not_found, 405 method_not_allowed)',
    provides: ['operation'],
    run: (exchange) => {
      const { ctx } = exchange;
      const allowed = router.allowedMethods(ctx.path);
      if (!allowed) throw unknownToolPath(ctx.path.slice(apiRoot.length + 1), router, shownRoot);
      if (!allowed.includes(ctx.method)) {
        throw new ProblemError('method_not_allowed', `Tools accept ${allowed.join(', ')} only; this request used ${ctx.method}.`, {
          headers: { Allow: allowed.join(', ') },
        });
      }
      exchange.operation = router.matchOperation({ method: ctx.method, path: ctx.path, headers: {} }, true);
    },
  };
}

function stepInputs({ operation, body }: Exchange): Required<Pick<Exchange, 'operation' | 'body'>> {
  if (!operation || !body) throw new Error('The dispatch step runs after the operation and JSON-body steps.');
  return { operation, body };
}

/**
 * Calls the operation's tool with the body (callTool: 422 validation_failed with at most MAX_LISTED_ERRORS entries,
 * then the engine) and answers the success envelope `{ tool, result }`.
 */
export function operationDispatch(callTool: CallTool): Step {
  return {
    name: 'dispatch (422 validation_failed, then the tool)',
    needs: ['requestId', 'client', 'operation', 'body'],
    provides: ['answer'],
    run: async (exchange) => {
      const { operation, body } = stepInputs(exchange);
      const operationId = operation.operationId as OperationId;
      const result = await callTool(operationId, body.body, new HttpCall(exchange, body.bytes));
      exchange.answer = { tool: operations[operationId].tool, result };
    },
  };
}

/**
 * One HTTP tool call as callTool and the engine pool see it (its context and its caller): one object per request,
 * its methods shared on the prototype, and its log fields made only when a failure is logged.
 */
class HttpCall implements Caller, CallContext {
  readonly client: string;

  constructor(
    private readonly exchange: Exchange,
    readonly bodyBytes: number,
  ) {
    this.client = exchange.client;
  }

  get caller(): Caller {
    return this;
  }

  /** Whether the caller hung up (its response closed). */
  gone(): boolean {
    return this.exchange.ctx.res.closed;
  }

  get logFields(): Record<string, unknown> {
    const { ctx, requestId } = this.exchange;
    return { reqId: requestId, method: ctx.method, path: ctx.path.slice(0, 200) };
  }
}
