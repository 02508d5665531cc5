import { apiRoot } from '../common/api-root';
import { operations, type OperationId } from '../common/operations';
import type { Caller } from '../pool/engine-pool';
import { ProblemError, engineError, problemBody, type ProblemBody } from '../problems/problem';
import { toolNotFound, type CallTool } from './call-tool';
import type { ToolOutcome } from './tool-outcome';

/** One call of a batch or one step of a pipeline: a tool's name, as in its URL, and its body. */
export interface ToolCallSpec {
  tool: string;
  body: Record<string, unknown>;
}

/** A problem inside a batch or a pipeline: the single call's problem, with its Retry-After as a number. */
type CallProblemBody = ProblemBody & { retryAfterSeconds?: number };

/** One call's answer inside a batch or a pipeline (the spec's CallAnswer). A pool result stays as its JSON bytes. */
export type CallAnswer =
  | { index: number; tool: string; status: 200; result: ToolOutcome }
  | { index: number; tool: string; status: number; problem: CallProblemBody };

/** How a batch or a pipeline runs for one caller: who it is, its quota, how many calls at once. */
export interface ComposeContext {
  caller: Caller;
  /** Calls of the batch or steps of the pipeline run at once, at most. */
  concurrency: number;
  /** Origin of problem `type` URLs (PUBLIC_BASE_URL, or '' for relative ones). */
  typeBase: string;
  /**
   * Takes `count` calls from the caller's quota: how many of them, the first ones, it covers, and the problem each of
   * the others answers with. Without it every call runs (the library's one caller).
   */
  quota?: (count: number) => Promise<{ granted: number; refusal?: ProblemError }>;
  /** The tools served, by name (the contract's); by default all of them. */
  tools?: ReadonlyMap<string, OperationId>;
  /** The recovery of an unknown tool's 404, as the surface words it for a single call (HTTP names the URL). */
  notFoundRecovery?: (suggestion: string) => string;
  /** Added to an unexpected failure's log line; never the body. */
  logFields?: Record<string, unknown>;
}

/** Every tool's operationId, by its name (as in its URL): the tools a composition serves when it is given none. */
const everyTool: ReadonlyMap<string, OperationId> = new Map(Object.entries(operations).map(([id, { tool }]) => [tool, id as OperationId]));

/**
 * The operationId of a tool named as in its URL, among the tools served (the contract's: TOOLS may choose fewer), or
 * the 404 tool_not_found the single call would answer.
 */
export function operationOf(
  tool: string,
  served: ReadonlyMap<string, OperationId>,
  recovery?: (suggestion: string) => string,
): OperationId {
  const operationId = served.get(tool);
  if (!operationId) throw toolNotFound(tool, [...served.keys()], recovery);
  return operationId;
}

/** The answer of a call that did not give a result: its problem as the single call's body, with `retryAfterSeconds`. */
export function problemAnswer(index: number, tool: string, problem: ProblemError, typeBase: string): CallAnswer {
  const body: CallProblemBody = problemBody(problem, typeBase, `${apiRoot}/${tool}`);
  const retryAfter = problem.extras.headers?.['Retry-After'];
  if (retryAfter !== undefined) body.retryAfterSeconds = Number(retryAfter);
  return { index, tool, status: problem.status, problem: body };
}

/** One call through callTool, answered with its result or its problem (never a rejection). */
export async function answerCall(callTool: CallTool, index: number, call: ToolCallSpec, context: ComposeContext): Promise<CallAnswer> {
  try {
    const operationId = operationOf(call.tool, context.tools ?? everyTool, context.notFoundRecovery);
    const result = await callTool(operationId, call.body, { caller: context.caller, logFields: { ...context.logFields, index } });
    return { index, tool: call.tool, status: 200, result };
  } catch (error) {
    // callTool rejects only with a ProblemError; anything else is the composition's own bug, answered as the 500.
    return problemAnswer(index, call.tool, error instanceof ProblemError ? error : engineError(), context.typeBase);
  }
}

/** A call's answer as JSON (UTF-8); a pool result's bytes are put in as they are, never parsed or decoded. */
export function answerBytes(answer: CallAnswer): Buffer {
  if (!('result' in answer) || !answer.result.serialized) return Buffer.from(JSON.stringify(answer));
  const head = JSON.stringify({ index: answer.index, tool: answer.tool, status: 200 }).slice(0, -1);
  return Buffer.concat([Buffer.from(`${head},"result":`), answer.result.json(), closingBrace]);
}

const closingBrace = Buffer.from('}');

/**
 * Runs `work` for 0..count-1, at most `concurrency` at once, each lane taking the next index when its last one is
 * done (including the consumer's backpressure, which `work` awaits); stops taking new ones once the caller is gone.
 */
export async function inLanes(count: number, context: ComposeContext, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count && !context.caller.gone()) {
      const index = next;
      next += 1;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, context.concurrency), count) }, lane));
}

/** What the quota covers of `count` calls (all of them without a quota). */
export async function covered(count: number, context: ComposeContext): Promise<{ granted: number; refusal?: ProblemError }> {
  if (!context.quota) return { granted: count };
  return context.quota(count);
}

/**
 * A batch: every call answered in its own right, in lanes (ComposeContext.concurrency); the calls the quota does not
 * cover (the last ones) answer its refusal without running. Each answer goes to `emit` as it is produced; the batch
 * resolves when every answer has been emitted (or the caller is gone).
 */
export async function runBatch(
  callTool: CallTool,
  calls: readonly ToolCallSpec[],
  context: ComposeContext,
  emit: (answer: CallAnswer) => void | Promise<void>,
): Promise<void> {
  const { granted, refusal } = await covered(calls.length, context);
  await inLanes(calls.length, context, async (index) => {
    const call = calls[index] as ToolCallSpec;
    const answer =
      index < granted || !refusal
        ? await answerCall(callTool, index, call, context)
        : problemAnswer(index, call.tool, refusal, context.typeBase);
    await emit(answer);
  });
}
