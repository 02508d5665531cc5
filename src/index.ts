import { apiRoot } from './common/api-root';
import { operations, type OperationId } from './common/operations';
import { loadConfig, type Config } from './config';
import type { paths } from './generated/callers';
import { requireObjectBody, toolNotFound } from './calls/call-tool';
import type { ToolOutcome } from './calls/tool-outcome';
import { EnginePool } from './pool/engine-pool';
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
    // A field's message may end in its own mark ("did you mean \"amountPaise\"?"): no full stop after it.
    super(
      `${tool}: ${problem.code}: ${problem.detail}${fields ? ` ${fields}${/[.?!]$/.test(fields) ? '' : '.'}` : ''} ${problem.recovery}`,
    );
    this.name = 'ToolProblem';
    this.status = problem.status;
    this.code = problem.code as ToolProblemCode<Tool>;
  }
}

/** One call of a batch or step of a pipeline: a tool and its body (in a pipeline a value may be a `$from`/`$each` reference). */
export type ToolCall = { [Tool in ToolName]: { tool: Tool; body: ToolRequest<Tool> } }[ToolName];

/** A problem inside a batch or a pipeline: the single call's problem, with its Retry-After as `retryAfterSeconds`. */
export type CallProblem = Problem & { retryAfterSeconds?: number };

/** One call's answer in a batch or a pipeline: the tool's result (status 200, typed by the tool) or its problem. */
export type CallAnswer<Tool extends ToolName = ToolName> =
  | { index: number; tool: Tool; status: 200; result: ToolResult<Tool> }
  | { index: number; tool: Tool; status: number; problem: CallProblem };

/** A batch's answer: `items[i]` answers `calls[i]`, typed by its tool. */
export interface BatchAnswer<Calls extends readonly ToolCall[] = ToolCall[]> {
  items: { -readonly [K in keyof Calls]: CallAnswer<Calls[K]['tool']> };
}

/** A pipeline as a saved document: the pipeline operation's request body. */
export interface PipelineDocument {
  name?: string;
  description?: string;
  /** Each step's body may hold references in place of values: `{"$from": "/0/result/totalPaise"}`, `{"$each": "/gstin"}`. */
  steps: Array<{ tool: ToolName; body: Record<string, unknown> }>;
  each?: Array<Record<string, unknown>>;
}

/** A pipeline's answer: one run per item of `each` (one without), each with one answer per step. */
export interface PipelineAnswer {
  runs: Array<{ index: number; status: number; steps: CallAnswer[] }>;
}

export interface ToolkitOptions {
  /**
   * Engine threads for the heavy tools (the spec's `x-engine: worker`): 0 (the default) runs every tool on the
   * caller's thread, which suits a script or a CLI call; more keeps a long conversion off the caller's event loop.
   */
  threads?: number;
  /**
   * Calls that may wait for an engine thread at once, beyond the `threads` running (default 1,000): more are refused
   * with a 503 `server_busy` ToolProblem. The per-client shares the service gives its network clients do not apply.
   */
  queue?: number;
}

/** How many calls may wait for an engine thread in a toolkit, unless its `queue` option says otherwise. */
const DEFAULT_QUEUE = 1000;

/** The engine pools of toolkits not closed yet: closed when the process would exit, so it exits cleanly. */
const openPools = new Set<EnginePool>();

/**
 * When the event loop runs out of work (the pool's idle threads never keep it going), the pools still open are
 * closed and their threads stopped in order before the process goes on to exit; a host that forgot close(), or never
 * meant to call it, exits cleanly. A process that ends with process.exit() skips 'beforeExit': its idle threads are
 * stopped by Node, and they are idle because a toolkit's threads load engines only for their tasks.
 */
function closeAtExit(pool: EnginePool): void {
  if (!process.listeners('beforeExit').includes(closeOpenPools)) process.once('beforeExit', closeOpenPools);
  openPools.add(pool);
}

function closeOpenPools(): void {
  const pools = [...openPools];
  openPools.clear();
  for (const pool of pools) void pool.close();
}

export interface Toolkit {
  /** Runs one tool by its name (`gst-calculator`) or operationId (`gst_calculator`). */
  runTool<Tool extends ToolName>(tool: Tool, body: ToolRequest<Tool>): Promise<ToolResult<Tool>>;
  /**
   * Many calls at once, as `POST /api/v1/batch` answers them: each call's result or its own problem, in order; one bad
   * call never fails the batch. A body that is no batch rejects with the 422 ToolProblem of `batch`.
   */
  runBatch<const Calls extends readonly ToolCall[]>(calls: Calls): Promise<BatchAnswer<Calls>>;
  /**
   * A pipeline, as `POST /api/v1/pipeline` runs it: references checked against the results' schemas first (a
   * ToolProblem `pipeline_invalid` naming each step and pointer), then the steps in order, per item of `each`.
   */
  runPipeline(document: PipelineDocument): Promise<PipelineAnswer>;
  /** Every tool: its name, tag and one-line summary. */
  tools(): Array<{ tool: ToolName; tag: string; summary: string }>;
  /**
   * Stops the engine threads, if any; a later call starts new ones. Idle threads never keep the process alive, and
   * those still open when it runs out of work are stopped then, so a host that never calls close() exits cleanly.
   */
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
  const queue = options.queue ?? DEFAULT_QUEUE;
  if (!Number.isSafeInteger(queue) || queue < 0)
    throw new RangeError(`createToolkit: queue must be a whole number of calls, 0 or more; got ${String(queue)}.`);
  let built: Promise<Tools> | undefined;
  let pool: EnginePool | undefined;
  const tools = (): Promise<Tools> => {
    // A toolkit whose threads were stopped at exit (closeOpenPools) starts new ones if it is called again.
    if (pool && !openPools.has(pool)) built = undefined;
    if (!built) {
      const config = loadConfig(threads > 0 ? { WORKER_THREADS: String(threads) } : {}, { metrics: false, accessLog: false });
      pool = threads > 0 ? toolkitPool(config.pool, queue) : undefined;
      if (pool) closeAtExit(pool);
      built = createTools(config, { pool: pool ?? false });
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
        const result = await callTool(operationId, requireObjectBody(copy), { caller });
        return result.value() as never;
      } catch (error) {
        if (error instanceof ProblemError) throw new ToolProblem(name, problemBody(error, '', `${apiRoot}/${name}`));
        throw error;
      }
    },
    async runBatch(calls) {
      return { items: await composed(await tools(), 'batch', { calls }) } as never;
    },
    async runPipeline(document) {
      return { runs: await composed(await tools(), 'pipeline', document as unknown as Record<string, unknown>) } as never;
    },
    tools: () => Object.values(operations).map(({ tool, tag, tagline }) => ({ tool, tag, summary: tagline })),
    close: async () => {
      if (!pool) return;
      openPools.delete(pool);
      await pool.close();
    },
  };
}

/**
 * A toolkit's engine pool. Its one caller is no network client: its calls may take the whole queue (no per-client
 * share, so never 429), and a refusal names the toolkit's own option. Its threads load engines only for their tasks,
 * so none is busy in the background when the host exits.
 */
function toolkitPool(pool: Config['pool'], queue: number): EnginePool {
  return new EnginePool({
    ...pool,
    queueMax: queue,
    // No share of the queue for the one caller: when it is full, the refusal is the queue's (503), not a share's (429).
    queueMaxPerClient: Infinity,
    loadEnginesAtStart: false,
    queueFull: {
      bound: `the toolkit's queue option, ${queue}`,
      recovery: `Wait for some of the calls already made to settle before making more (a toolkit runs ${pool.threads} at once and queues ${queue} more), or create the toolkit with a larger queue: createToolkit({ threads: ${pool.threads}, queue: ${Math.max(2 * queue, DEFAULT_QUEUE)} }).`,
    },
  });
}

/**
 * A batch or a pipeline in this process, through the same checks and callTool as the API: its entries in order, each
 * result as a value. The toolkit's one caller has no quota; a refusal of the whole request is a ToolProblem.
 */
async function composed(built: Tools, operationId: 'batch' | 'pipeline', body: Record<string, unknown>): Promise<unknown[]> {
  const entries: unknown[] = [];
  try {
    // A copy, as the API would receive it; what JSON cannot carry is refused as the API would refuse the bytes.
    let copy: unknown;
    try {
      copy = JSON.parse(JSON.stringify(body)) as unknown;
    } catch (error) {
      throw new ProblemError('bad_request', `The body of ${operationId} cannot be written as JSON: ${(error as Error).message}`);
    }
    const prepared = built.compositions.prepare(operationId, requireObjectBody(copy));
    const context = { caller: { client: 'library', gone: () => false }, concurrency: COMPOSE_CONCURRENCY, typeBase: '' };
    await prepared.run(context, (entry) => {
      entries[entry.index] = 'tool' in entry ? valued(entry) : { ...entry, steps: entry.steps.map((answer) => valued(answer)) };
    });
  } catch (error) {
    if (error instanceof ProblemError) throw new ToolProblem(operationId, problemBody(error, '', `${apiRoot}/${operationId}`));
    throw error;
  }
  return entries;
}

/** A call's answer with its result as a value (a pool thread gives it as JSON bytes). */
const valued = <Answer extends { status: number }>(answer: Answer): Answer =>
  'result' in answer ? { ...answer, result: (answer.result as ToolOutcome).value() } : answer;

/** Calls of a batch, or runs of a pipeline, worked on at once in a toolkit (as the service's default share). */
const COMPOSE_CONCURRENCY = 8;

let defaultToolkit: Toolkit | undefined;

/** Runs one tool in this process, on the caller's thread (see createToolkit for engine threads). */
export function runTool<Tool extends ToolName>(tool: Tool, body: ToolRequest<Tool>): Promise<ToolResult<Tool>> {
  defaultToolkit ??= createToolkit();
  return defaultToolkit.runTool(tool, body);
}

/** Many calls at once in this process, as `POST /api/v1/batch` answers them (see Toolkit.runBatch). */
export function runBatch<const Calls extends readonly ToolCall[]>(calls: Calls): Promise<BatchAnswer<Calls>> {
  defaultToolkit ??= createToolkit();
  return defaultToolkit.runBatch(calls);
}

/** A pipeline in this process, as `POST /api/v1/pipeline` runs it (see Toolkit.runPipeline). */
export function runPipeline(document: PipelineDocument): Promise<PipelineAnswer> {
  defaultToolkit ??= createToolkit();
  return defaultToolkit.runPipeline(document);
}
