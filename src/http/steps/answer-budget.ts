import type { ServerResponse } from 'node:http';
import { SerializedResult } from '../../pool/serialized-result';
import { PerClientTally } from '../limits/per-client-tally';
import { ProblemError } from '../../problems/problem';
import type { Step } from '../pipeline';

/** Answers up to this size are sent as they are: a socket's send buffer takes them, so a stalled reader holds little. */
export const SMALL_ANSWER_BYTES = 64 * 1024;
/** How long any large answer may take to be read, before its size counts against the reader. */
const READ_GRACE_MS = 10_000;
const closingBrace = Buffer.from('}');

export interface AnswerLimits {
  /** Bytes of large answers that may wait for their readers at once, process-wide (ANSWER_BUDGET_BYTES). */
  budgetBytes: number;
  /** The share of it one client address may hold (ANSWER_BUDGET_BYTES_PER_CLIENT). */
  perClientBytes: number;
  /** The slowest reading a large answer is allowed, after the grace (ANSWER_MIN_READ_BYTES_PER_SECOND). */
  minReadBytesPerSecond: number;
}

/**
 * The memory that answers waiting for slow readers may hold, shared by the API and /mcp. A large answer counts
 * against ANSWER_BUDGET_BYTES, and against its client's share, until its response closes. One that would take the
 * total past the budget is not sent (503 server_busy with Retry-After), nor one that would take its client past its
 * share (429 rate_limited: a client that does not read cannot crowd out the others), and one that is not read within
 * 10 s plus its size at ANSWER_MIN_READ_BYTES_PER_SECOND has its connection closed, so a client that never reads
 * cannot hold memory or a request slot for long.
 */
export class AnswerBudget {
  private held = 0;
  private readonly heldByClient = new PerClientTally();

  constructor(private readonly limits: AnswerLimits) {}

  /** Counts `size` bytes for `client` until `response` closes, with its read deadline; throws the 503 or 429 problem instead when it does not fit. */
  hold(client: string, size: number, response: ServerResponse): void {
    const { budgetBytes, perClientBytes, minReadBytesPerSecond } = this.limits;
    if (this.held + size > budgetBytes) {
      throw new ProblemError(
        'server_busy',
        `This answer (${size} bytes) does not fit in the memory set aside for answers still being read (${budgetBytes} bytes, ANSWER_BUDGET_BYTES); it was not sent.`,
        { headers: { 'Retry-After': '5' } },
      );
    }
    const clientHolds = this.heldByClient.entry(client);
    if (clientHolds.held + size > perClientBytes) {
      throw new ProblemError(
        'rate_limited',
        `This answer (${size} bytes) and the answers this client has not finished reading (${clientHolds.held} bytes) pass its share of the memory for answers still being read (${perClientBytes} bytes, ANSWER_BUDGET_BYTES_PER_CLIENT); it was not sent.`,
        {
          headers: { 'Retry-After': '5' },
          recovery: 'Read the answers you are waiting for, then send this request again; or ask for a smaller answer.',
        },
      );
    }
    this.held += size;
    clientHolds.held += size;
    const deadline = setTimeout(() => response.destroy(), READ_GRACE_MS + (size / minReadBytesPerSecond) * 1000);
    deadline.unref();
    response.once('close', () => {
      this.held -= size;
      clientHolds.held -= size;
      clearTimeout(deadline);
    });
  }
}

/**
 * Holds every large API answer to the budget (AnswerBudget). A large answer (over 64 KiB) is serialised once into a
 * Buffer, which Node writes without another copy and which lets the result object go. An answer whose caller has
 * already gone is neither built nor counted. Small answers are left to Koa, so the cheap path pays one size check.
 */
export function answerBudget(budget: AnswerBudget): Step {
  const run: Step['run'] = ({ ctx, client }) => {
    // A caller that went away while its answer was computed: nothing will be written, and 'close' will not come again.
    if (ctx.res.closed) return;
    const envelope = ctx.body as { tool: string; result: unknown };
    let answer: Buffer;
    if (envelope.result instanceof SerializedResult) {
      // A pool thread wrote the result already: the envelope is put around its bytes.
      const opening = Buffer.from(`{"tool":${JSON.stringify(envelope.tool)},"result":`);
      answer = Buffer.concat([opening, envelope.result.json, closingBrace]);
    } else {
      const text = JSON.stringify(envelope);
      if (text.length * 3 <= SMALL_ANSWER_BYTES) {
        // At most 3 UTF-8 bytes per UTF-16 unit: certainly small, no byte count needed.
        ctx.type = 'application/json; charset=utf-8';
        ctx.body = text;
        return;
      }
      answer = Buffer.from(text, 'utf8');
    }
    if (answer.length > SMALL_ANSWER_BYTES) budget.hold(client, answer.length, ctx.res);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = answer;
  };
  return { name: 'answer budget (large answers: 503 server_busy, 429 per client)', needs: ['client'], run };
}
