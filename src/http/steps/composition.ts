import { Readable } from 'node:stream';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { entryBytes, type ComposedEntry, type Compositions } from '../../calls/compositions';
import { problemAnswer, type ComposeContext } from '../../calls/compose';
import { compositions as compositionList, type CompositionId } from '../../generated/operations';
import { ProblemError, engineError } from '../../problems/problem';
import type { PointCounter } from '../limits/rate-limit-store';
import type { Exchange, Step } from '../pipeline';
import { SMALL_ANSWER_BYTES, type AnswerBudget } from './answer-budget';
import { counterDidNotAnswer, type RateLimitOptions } from './rate-limit';
import { toolPathRecovery } from './operation';
import { RateLimitPolicy, setRateLimitFields } from '../limits/rate-limit-fields';
import type { LineCheck } from './response-check';

/** How long a streamed answer's reader may take nothing while lines wait for it. */
const STALL_MS = 10_000;
const NDJSON = 'application/x-ndjson';
const comma = Buffer.from(',');
const newline = Buffer.from('\n');

export interface CompositionLimits {
  budget: AnswerBudget;
  /** The rate limit's counter and policy: every call inside counts as one request. */
  limiter: PointCounter;
  rateLimit: RateLimitOptions;
  /** Calls run at once for one batch or pipeline (the smaller of the client's in-flight and pool-queue shares). */
  concurrency: number;
  /** PUBLIC_BASE_URL or '' for the problems' `type`. */
  typeBase: string;
  /** The API's root path, for an unknown tool's recovery. */
  apiRoot: string;
  /** VALIDATE_RESPONSES: each NDJSON line checked against the spec before it is sent (a JSON answer is checked whole, after it). */
  checkLine?: LineCheck;
}

/** Whether the operation the path names is a composition (batch, pipeline). */
export const isComposition = ({ operation }: Exchange): boolean => Object.hasOwn(compositionList, operation?.operationId ?? '');

/**
 * The client's quota for the calls of a batch or pipeline: the request itself took one point in the rate-limit
 * step (or the /mcp request, for MCP's batch tool); the other calls take theirs here, at once. Those past the limit, the last ones, are not run and answer
 * 429 rate_limited. The RateLimit-* headers are set again, so they say what is left after the whole request.
 */
export async function takeQuota(
  { ctx, client }: Pick<Exchange, 'ctx' | 'client'>,
  calls: number,
  { limiter, rateLimit }: Pick<CompositionLimits, 'limiter' | 'rateLimit'>,
): Promise<Awaited<ReturnType<NonNullable<ComposeContext['quota']>>>> {
  if (calls <= 1) return { granted: calls };
  let state: RateLimiterRes;
  let granted = calls;
  try {
    state = await limiter.consume(client, calls - 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw counterDidNotAnswer();
    state = rejection;
    // consumedPoints counts the refused points too: those past the limit are the calls not covered.
    granted = Math.max(1, calls - Math.max(0, state.consumedPoints - rateLimit.points));
  }
  const resetSeconds = Math.ceil(state.msBeforeNext / 1000);
  setRateLimitFields(ctx, new RateLimitPolicy('api', rateLimit.points, rateLimit.windowSeconds), state.remainingPoints, resetSeconds);
  if (granted === calls) return { granted };
  const refusal = new ProblemError(
    'rate_limited',
    `This client has used all ${rateLimit.points} requests of the current ${rateLimit.windowSeconds}-second window; this call was not run (each call of a batch or step of a pipeline counts as one request).`,
    { headers: { 'Retry-After': String(Math.max(1, resetSeconds)) } },
  );
  return { granted, refusal };
}

/**
 * An entry whose answer does not fit in the answer budget: each result it carries becomes the budget's problem.
 * With `every`, each of its answers does (an entry the spec does not describe, whatever part of it is wrong).
 */
function refused(entry: ComposedEntry, problem: ProblemError, typeBase: string, every = false): ComposedEntry {
  if ('tool' in entry) return problemAnswer(entry.index, entry.tool, problem, typeBase);
  const steps = entry.steps.map((answer) =>
    every || answer.status === 200 ? problemAnswer(answer.index, answer.tool, problem, typeBase) : answer,
  );
  return { index: entry.index, status: steps.find((answer) => answer.status !== 200)?.status ?? 200, steps };
}

/**
 * An entry's bytes, counted against the answer budget by `take` (its refusal's when it does not fit). With `check`
 * (a streamed line under VALIDATE_RESPONSES), an entry that fails it is answered with engine_error instead.
 */
function counted(entry: ComposedEntry, take: (bytes: number) => void, typeBase: string, check?: (line: Buffer) => boolean): Buffer {
  let bytes = entryBytes(entry);
  if (check && !check(bytes)) bytes = entryBytes(refused(entry, engineError(), typeBase, true));
  try {
    take(bytes.length);
    return bytes;
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return entryBytes(refused(entry, error, typeBase));
  }
}

/**
 * A streamed answer, one line per entry as each is produced. A producer's `offer` resolves once the socket has asked
 * for its line, so a batch holds at most its lanes' lines whatever its size; each line is counted against the answer
 * budget until then. A reader that takes nothing for STALL_MS while lines wait loses the connection.
 */
class LineStream extends Readable {
  private readonly queue: Array<{ line: Buffer; release: () => void; taken: () => void }> = [];
  private wanting = false;
  private readonly stall: NodeJS.Timeout;

  constructor(cut: () => void) {
    super({ highWaterMark: SMALL_ANSWER_BYTES });
    this.stall = setTimeout(cut, STALL_MS).unref();
    clearTimeout(this.stall);
  }

  offer(line: Buffer, release: () => void): Promise<void> {
    return new Promise((taken) => {
      if (this.queue.length === 0 && !this.wanting) this.stall.refresh();
      this.queue.push({ line, release, taken });
      this.pump();
    });
  }

  /** Every line waiting is let go (the connection is gone): its producer goes on, and stops at its next call. */
  abandon(): void {
    clearTimeout(this.stall);
    for (const waiting of this.queue.splice(0)) {
      waiting.release();
      waiting.taken();
    }
  }

  finish(): void {
    clearTimeout(this.stall);
    this.push(null);
  }

  override _read(): void {
    this.wanting = true;
    this.pump();
    if (this.queue.length > 0) this.stall.refresh();
    else clearTimeout(this.stall);
  }

  private pump(): void {
    while (this.wanting && this.queue.length > 0) {
      const next = this.queue.shift() as (typeof this.queue)[number];
      next.release();
      next.taken();
      this.wanting = this.push(next.line);
    }
  }
}

/**
 * Batch and pipeline over HTTP: the request checked (422 validation_failed, pipeline_invalid), every call counted
 * against the rate limit, the calls run in lanes through callTool (heavy ones on the pool as the client's own
 * tasks), each entry counted against the answer budget as it is produced. As JSON the answer is written when every
 * entry is in, as a large single answer is; as NDJSON (`Accept: application/x-ndjson`) each entry is a line as soon
 * as it is done.
 */
export function compositionDispatch(compositions: Compositions, limits: CompositionLimits): Step {
  const run: Step['run'] = async (exchange) => {
    const { ctx, client, operation, body } = exchange;
    if (!operation || !body) throw new Error('The composition step runs after the operation and JSON-body steps.');
    const operationId = operation.operationId as CompositionId;
    const prepared = compositions.prepare(operationId, body.body);
    const taken = await takeQuota(exchange, prepared.calls, limits);
    const context: ComposeContext = {
      caller: { client, gone: () => ctx.res.closed },
      concurrency: limits.concurrency,
      typeBase: limits.typeBase,
      notFoundRecovery: toolPathRecovery(limits.apiRoot),
      quota: async () => taken,
      logFields: { reqId: exchange.requestId, method: ctx.method, path: ctx.path.slice(0, 200) },
    };
    if (ctx.accepts('application/json', NDJSON) === NDJSON) {
      const { checkLine } = limits;
      const where = { requestId: exchange.requestId, operationId };
      return stream(exchange, prepared.run, context, limits, checkLine && ((line) => checkLine(line, where)));
    }
    const entries: Buffer[] = [];
    await prepared.run(context, (entry) => {
      entries[entry.index] = counted(entry, (bytes) => limits.budget.hold(client, bytes, ctx.res), limits.typeBase);
    });
    if (ctx.res.closed) return;
    const key = operationId === 'batch' ? 'items' : 'runs';
    const pieces = entries.flatMap((bytes, index) => (index === 0 ? [bytes] : [comma, bytes]));
    const answer = Buffer.concat([Buffer.from(`{"${key}":[`), ...pieces, Buffer.from(']}')]);
    ctx.set('Content-Type', 'application/json; charset=utf-8');
    if (answer.length > SMALL_ANSWER_BYTES) limits.budget.send(ctx, answer);
    else ctx.body = answer;
  };
  return { name: 'compositions (batch, pipeline: 422, quota per call, JSON or NDJSON)', needs: ['client', 'operation', 'body'], run };
}

function stream(
  exchange: Exchange,
  run: (context: ComposeContext, emit: (entry: ComposedEntry) => Promise<void>) => Promise<void>,
  context: ComposeContext,
  limits: CompositionLimits,
  check?: (line: Buffer) => boolean,
): void {
  const { ctx, client } = exchange;
  const lines = new LineStream(() => void ctx.res.destroy());
  ctx.res.once('close', () => lines.abandon());
  ctx.type = NDJSON;
  // nginx (deploy/nginx.conf) and other proxies buffer answers by default: this one is written line by line, so they
  // pass each line on as it comes.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = lines;
  run(context, (entry) => {
    let release = (): void => undefined;
    const bytes = counted(entry, (size) => (release = limits.budget.take(client, size + 1)), limits.typeBase, check);
    return lines.offer(Buffer.concat([bytes, newline]), release);
  }).then(
    () => lines.finish(),
    (error: unknown) => lines.destroy(error as Error),
  );
}
