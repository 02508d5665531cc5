import type { ErrorObject } from 'ajv';
import type { Logger } from 'pino';
import { operations, type OperationId, type ToolResult } from '../common/operations';
import { clip } from '../common/text';
import type { Caller } from '../pool/engine-pool';
import type { OperationRunner } from '../pool/operation-runner';
import type { SerializedResult } from '../pool/serialized-result';
import { ToolOutcome } from './tool-outcome';
import { ProblemError, engineError } from '../problems/problem';
import { ToolInputError } from '../tools/shared/errors';
import type { SpecContract } from './contract';
import { nearest } from './suggest';
import { propertiesOf, toValidationErrors } from './validation-errors';
import { whereItFailed } from '../common/where-it-failed';

/** Who asks and how, for one call: nothing here reaches the tool itself. */
export interface CallContext {
  /** Who calls, as the engine pool sees it (its fair share, whether it hung up). */
  caller: Caller;
  /** The body's size as it arrived (HTTP); measured from the body when absent. */
  bodyBytes?: number;
  /** Added to the failure's log line (a request id, a method and path); never the body. */
  logFields?: Record<string, unknown>;
  /** How the input is named in a validation problem: "body" over HTTP, "arguments" over MCP and in the library. */
  inputName?: string;
}

/**
 * One call of one tool: its operation's request schema (the spec's defaults filled in, in place), then its engine,
 * inline or on the engine pool as the spec says. Resolves to its ToolOutcome (the result as JSON bytes or a value, as asked); rejects
 * only with a ProblemError: 404 tool_not_found, 422 validation_failed or the engine's own 422 code, the pool's
 * 503/429 refusals, or 500 engine_error for anything unexpected (logged with where it failed, never the input).
 */
export type CallTool = <Op extends OperationId>(
  operationId: Op,
  body: Record<string, unknown>,
  context: CallContext,
) => Promise<ToolOutcome<ToolResult<Op>>>;

export interface ToolCalls {
  contract: SpecContract;
  run: OperationRunner;
  log: Pick<Logger, 'error'>;
}

/** A body is a JSON object, or 400 invalid_json_body: the same problem over HTTP and from the library. */
export function requireObjectBody(body: unknown): Record<string, unknown> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  const got = body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`;
  throw new ProblemError('invalid_json_body', `The body must be a JSON object; got ${got}.`);
}

/**
 * A name the caller gave that is no operation: 404, with the nearest operationId or tool name when one is close. Every
 * surface answers with this one problem; `recovery` words the suggestion for it (HTTP names the URL to call).
 */
export function toolNotFound(
  name: string,
  known: string[],
  recovery = (suggestion: string): string => `Call "${suggestion}" if that is the tool you meant; the list of tools names every one.`,
): ProblemError {
  const suggestion = nearest(name, known);
  return new ProblemError(
    'tool_not_found',
    `No tool is named "${clip(name)}"${suggestion ? `; did you mean "${suggestion}"?` : '.'}`,
    suggestion ? { recovery: recovery(suggestion) } : {},
  );
}

/** The 422 validation_failed of a body its operation's request schema refuses, one pointer per field (at most 20 listed). */
export function validationProblem(errors: readonly ErrorObject[], operationId: string, inputName = 'body'): ProblemError {
  const operation = Object.hasOwn(operations, operationId) ? operations[operationId as OperationId].tool : operationId;
  const { entries, count } = toValidationErrors(errors);
  const listed = count > entries.length ? ` (the first ${entries.length} are listed)` : '';
  const verb = inputName === 'body' ? 'does' : 'do';
  const detail = `The ${inputName} ${verb} not satisfy the request schema of ${operation}: ${count} problem${count === 1 ? '' : 's'}${listed}.`;
  // A property the tool does not take: the recovery names the ones it does ("language" where it takes "target").
  const unknown = errors.find((error) => error.keyword === 'additionalProperties' && error.instancePath === '');
  const takes = unknown ? propertiesOf(unknown) : [];
  // A property missing: the recovery says where each property is described.
  const missing = errors.some((error) => error.keyword === 'required');
  const recovery =
    takes.length > 0
      ? `Fix each field named in \`errors\` (a JSON pointer into your ${inputName}); ${operation} takes ${takes.map((name) => `"${name}"`).join(', ')}, and its schema is in the documentation at /docs.`
      : missing
        ? `Add each field named in \`errors\` (a JSON pointer into your ${inputName}); what each one holds is described at /docs#operation/${operationId}.`
        : undefined;
  return new ProblemError('validation_failed', detail, { errors: entries, errorCount: count, ...(recovery ? { recovery } : {}) });
}

/** What a thrown thing means to the caller: problems pass, an engine's ToolInputError is its 422, anything else a 500. */
function asProblem(error: unknown, operationId: string, { log }: ToolCalls, context: CallContext): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof ToolInputError) {
    return new ProblemError(error.code, error.message, error.recovery === undefined ? {} : { recovery: error.recovery });
  }
  // Logged without the body or the error's message: either can quote the input, and requests are never recorded.
  log.error({ ...context.logFields, tool: operations[operationId as OperationId]?.tool, failure: whereItFailed(error) }, 'engine_error');
  return engineError();
}

/** The one way in to a tool, for HTTP, /mcp, MCP over stdio, the CLI and the library. */
export function toolCaller(calls: ToolCalls): CallTool {
  const { contract, run } = calls;
  return async (operationId, body, context) => {
    const operation = Object.hasOwn(operations, operationId) ? contract.router.getOperation(operationId) : undefined;
    if (!operation) throw toolNotFound(operationId, [...contract.tools.values()]);
    const errors = contract.bodyErrors(operationId, body);
    if (errors.length > 0) throw validationProblem(errors, operationId, context.inputName);
    const bytes = context.bodyBytes ?? Buffer.byteLength(JSON.stringify(body));
    try {
      const result = (await run(operationId, body, bytes, context.caller)) as ToolResult<typeof operationId> | SerializedResult;
      return ToolOutcome.of(result);
    } catch (error) {
      throw asProblem(error, operationId, calls, context);
    }
  };
}
