import { apiRoot } from './common/api-root';
import { operations, type OperationId } from './common/operations';
import { loadConfig } from './config';
import type { paths } from './generated/callers';
import { toolNotFound } from './calls/call-tool';
import { SerializedResult } from './pool/serialized-result';
import { ProblemError, problemBody, type HttpProblemCode, type ProblemBody, type ValidationProblemBody } from './problems/problem';
import { createTools, type Tools } from './runtime';

/**
 * The tools as a library, in this process, without a server: `runTool('gst-calculator', { amountPaise: 100000, rate:
 * 18 })` resolves to the tool's result, or rejects with a ToolProblem, after exactly the validation the HTTP API does
 * (the same spec, the same engines, the same problems).
 */

/** A tool's name, as in its URL: `gst-calculator`. */
export type ToolName = (typeof operations)[OperationId]['tool'];
type PostOf<Tool extends ToolName> = paths[`/${Tool}`]['post'];
/** The body a tool takes; properties with a default may be left out. */
export type ToolRequest<Tool extends ToolName> = PostOf<Tool>['requestBody']['content']['application/json'];
/** What a tool computes: the `result` of its HTTP answer. */
export type ToolResult<Tool extends ToolName> = PostOf<Tool>['responses'][200]['content']['application/json']['result'];
/** An RFC 9457 problem, as the HTTP API would send it (a 422 validation problem also lists its `errors`). */
export type Problem = ProblemBody | ValidationProblemBody;
type OperationOf = { [Op in OperationId as (typeof operations)[Op]['tool']]: Op };
/**
 * Every code a tool's problem can carry: the tool's own (its `x-error-codes`) and the service's. The tool's own are a
 * lookup over every tool rather than an index, so that `any` for `Tool` (what `instanceof ToolProblem` leaves) gives
 * every tool's codes rather than `any`, and a misspelt code does not compile.
 */
export type ToolProblemCode<Tool extends ToolName = ToolName> =
  { [T in ToolName]: Tool extends T ? (typeof operations)[OperationOf[T]]['errorCodes'][number] : never }[ToolName] | HttpProblemCode;

/** A tool's refusal, thrown: the problem's HTTP status, its code (typed by the tool) and the whole problem. */
export class ToolProblem<Tool extends ToolName = ToolName> extends Error {
  readonly status: number;
  readonly code: ToolProblemCode<Tool>;

  constructor(
    readonly tool: string,
    readonly problem: Problem,
  ) {
    const fields = 'errors' in problem ? problem.errors.map((entry) => `${entry.pointer || '/'} ${entry.message}`).join('; ') : '';
    super(`${tool}: ${problem.code}: ${problem.detail}${fields ? ` ${fields}.` : ''} ${problem.recovery}`);
    this.name = 'ToolProblem';
    this.status = problem.status;
    this.code = problem.code as ToolProblemCode<Tool>;
  }
}

export interface ToolkitOptions {
  /**
   * Engine threads for the heavy tools (the spec's `x-engine: worker`): 0 (the default) runs every tool on the
   * caller's thread, which suits a script or a CLI call; more keeps a long conversion off the caller's event loop.
   */
  threads?: number;
}

export interface Toolkit {
  /** Runs one tool by its name (`gst-calculator`) or operationId (`gst_calculator`). */
  runTool<Tool extends ToolName>(tool: Tool, body: ToolRequest<Tool>): Promise<ToolResult<Tool>>;
  /** Every tool: its name, tag and one-line summary. */
  tools(): Array<{ tool: ToolName; tag: string; summary: string }>;
  /** Stops the engine threads, if any (idle threads never keep the process alive). */
  close(): Promise<void>;
}

/** Each tool's operationId, by its name and by the operationId itself. */
const operationIds = new Map<string, OperationId>(
  Object.entries(operations).flatMap(([operationId, { tool }]) => [
    [tool, operationId as OperationId],
    [operationId, operationId as OperationId],
  ]),
);

/** The tools in this process. */
export function createToolkit(options: ToolkitOptions = {}): Toolkit {
  const threads = options.threads ?? 0;
  let built: Promise<Tools> | undefined;
  const tools = (): Promise<Tools> => {
    if (!built) {
      const config = loadConfig(threads > 0 ? { WORKER_THREADS: String(threads) } : {}, { metrics: false, accessLog: false });
      built = createTools(config, threads > 0 ? {} : { pool: false });
    }
    return built;
  };
  return {
    async runTool(tool, body) {
      const name = String(tool);
      const { callTool } = await tools();
      try {
        // A copy, as the HTTP API would receive it: validation fills the spec's defaults in, and the caller's object
        // stays as it was. What JSON cannot carry (a BigInt, a cycle) is refused as the API would refuse the bytes.
        let copy: unknown;
        try {
          copy = JSON.parse(JSON.stringify(body ?? null)) as unknown;
        } catch (error) {
          throw new ProblemError('bad_request', `The body of ${name} cannot be written as JSON: ${(error as Error).message}`);
        }
        const operationId = operationIds.get(name);
        if (!operationId)
          throw toolNotFound(
            name,
            [...new Set(operationIds.values())].map((id) => operations[id].tool),
          );
        const caller = { client: 'library', gone: () => false };
        const result = await callTool(operationId, copy as Record<string, unknown>, { caller });
        return (result instanceof SerializedResult ? JSON.parse(Buffer.from(result.json).toString('utf8')) : result) as never;
      } catch (error) {
        if (error instanceof ProblemError) throw new ToolProblem(name, problemBody(error, '', `${apiRoot}/${name}`));
        throw error;
      }
    },
    tools: () => Object.values(operations).map(({ tool, tag, tagline }) => ({ tool, tag, summary: tagline })),
    close: async () => {
      if (built) await (await built).pool?.close();
    },
  };
}

let defaultToolkit: Toolkit | undefined;

/** Runs one tool in this process, on the caller's thread (see createToolkit for engine threads). */
export function runTool<Tool extends ToolName>(tool: Tool, body: ToolRequest<Tool>): Promise<ToolResult<Tool>> {
  defaultToolkit ??= createToolkit();
  return defaultToolkit.runTool(tool, body);
}
