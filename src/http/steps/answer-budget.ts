import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { PerClientTally, type ClientHolding } from '../limits/per-client-tally';
import { ProblemError } from '../../problems/problem';
import type { Step } from '../pipeline';

/** Answers up to this size are sent as they are: a socket's send buffer takes them, so a stalled reader holds little. */
export const SMALL_ANSWER_BYTES = 64 * 1024;
/** How long a large answer's reader may take nothing, and the grace before the answer's size counts against it. */
const READ_GRACE_MS = 10_000;
/** A large answer goes to the socket in pieces of this size: each piece the socket asks for shows the reader reads. */
const PIECE_BYTES = 64 * 1024;
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
 * A large answer as a response body: its bytes, handed to the socket a piece at a time, each piece the socket asks for
 * reported as progress (AnswerBudget.send puts the reader's stall deadline off with it). `bytes` stays readable for
 * the response check.
 */
export class AnswerStream extends Readable {
  private offset = 0;

  constructor(
    readonly bytes: Buffer,
    private readonly progress: () => void,
  ) {
    super({ highWaterMark: PIECE_BYTES });
  }

  override _read(): void {
    this.progress();
    if (this.offset >= this.bytes.length) {
      this.push(null);
      return;
    }
    const end = Math.min(this.bytes.length, this.offset + PIECE_BYTES);
    const piece = this.bytes.subarray(this.offset, end);
    this.offset = end;
    this.push(piece);
  }
}

/** What one response holds: its bytes counted (for one client), and the reading deadlines to clear when it closes. */
interface Holding {
  size: number;
  client?: ClientHolding;
  deadlines: NodeJS.Timeout[];
}

/**
 * The memory that answers waiting for their readers may hold (the send budget), shared by the API and /mcp. An answer
 * is counted against ANSWER_BUDGET_BYTES, and against its client's share, from the moment it is produced (a tool's
 * result, before it is wrapped or written) until its response closes, that is until the socket has taken its last
 * byte or the connection is gone. One that would take the total past the budget is not sent (503 server_busy with
 * Retry-After), nor one that would take its client past its share (429 rate_limited: a client that does not read
 * cannot crowd out the others). A large answer is written by `send`: a reader that takes nothing for 10 s, or has
 * not taken all of it within 10 s plus its size at ANSWER_MIN_READ_BYTES_PER_SECOND, loses its connection, so a
 * client that never reads holds neither memory nor a slot for long.
 */
export class AnswerBudget {
  private held = 0;
  private readonly heldByClient = new PerClientTally();
  private readonly byResponse = new WeakMap<ServerResponse, Holding>();

  constructor(private readonly limits: AnswerLimits) {}

  /** Counts `size` bytes for `client` until `response` closes; throws the 503 or 429 problem instead when they do not fit. */
  hold(client: string, size: number, response: ServerResponse): void {
    const clientHolds = this.admit(client, size);
    const holding = this.holdingOf(response);
    holding.size += size;
    holding.client = clientHolds;
  }

  /**
   * Counts `size` bytes for `client` until the returned release is called (a streamed line, once the socket has
   * taken it); throws the 503 or 429 problem instead when they do not fit.
   */
  take(client: string, size: number): () => void {
    const clientHolds = this.admit(client, size);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.held -= size;
      clientHolds.held -= size;
    };
  }

  private admit(client: string, size: number): ClientHolding {
    const { budgetBytes, perClientBytes } = this.limits;
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
    return clientHolds;
  }

  /** Sends a large answer (held already) as the response body, in pieces, under its reading deadlines. */
  send(ctx: Context, bytes: Buffer): void {
    const response = ctx.res;
    const cut = (): void => void response.destroy();
    const stalled = setTimeout(cut, READ_GRACE_MS).unref();
    const late = setTimeout(cut, READ_GRACE_MS + (bytes.length / this.limits.minReadBytesPerSecond) * 1000).unref();
    this.holdingOf(response).deadlines.push(stalled, late);
    // Koa pipes a stream body with stream.pipeline, whose end-of-stream watchers listen for 'close' on the response
    // too: with the steps' own listeners (one each per response) an /mcp answer reaches 11, past Node's warning limit
    // of 10, with no leak. The count is fixed per response, so its limit is raised for this response alone.
    response.setMaxListeners(Math.max(response.getMaxListeners(), 20));
    ctx.body = new AnswerStream(bytes, () => stalled.refresh());
    ctx.length = bytes.length;
  }

  /** One record and one listener per response, however many answers it carries (an /mcp batch holds up to 100). */
  private holdingOf(response: ServerResponse): Holding {
    const known = this.byResponse.get(response);
    if (known) return known;
    const holding: Holding = { size: 0, deadlines: [] };
    this.byResponse.set(response, holding);
    response.once('close', () => {
      this.held -= holding.size;
      if (holding.client) holding.client.held -= holding.size;
      for (const deadline of holding.deadlines) clearTimeout(deadline);
    });
    return holding;
  }
}

/**
 * Holds every large API answer to the budget (AnswerBudget). A large answer (over 64 KiB) is serialised once into a
 * Buffer, which Node writes without another copy and which lets the result object go. An answer whose caller has
 * already gone is neither built nor counted. Small answers are left to Koa, so the cheap path pays one size check.
 */
/** Set as a header, not through Koa's `ctx.type`, which looks the value up in mime-types on every answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

export function answerBudget(budget: AnswerBudget): Step {
  const run: Step['run'] = ({ ctx, client, answer: envelope }) => {
    // A caller that went away while its answer was computed: nothing will be written, and 'close' will not come again.
    if (ctx.res.closed) return;
    if (!envelope) throw new Error('The answer-budget step runs after the dispatch step.');
    let answer: Buffer;
    if (envelope.result.serialized) {
      // A pool thread wrote the result already: the envelope is put around its bytes, counted first.
      const json = envelope.result.json();
      const opening = Buffer.from(`{"tool":${JSON.stringify(envelope.tool)},"result":`);
      const size = opening.length + json.length + closingBrace.length;
      if (size > SMALL_ANSWER_BYTES) budget.hold(client, size, ctx.res);
      answer = Buffer.concat([opening, json, closingBrace]);
    } else {
      // An inline engine's value: the envelope stringified once, whole (the outcome stands in as its value).
      const text = JSON.stringify(envelope);
      if (text.length * 3 <= SMALL_ANSWER_BYTES) {
        // At most 3 UTF-8 bytes per UTF-16 unit: certainly small, no byte count needed.
        ctx.set('Content-Type', JSON_TYPE);
        ctx.body = text;
        return;
      }
      answer = Buffer.from(text, 'utf8');
      if (answer.length > SMALL_ANSWER_BYTES) budget.hold(client, answer.length, ctx.res);
    }
    ctx.set('Content-Type', JSON_TYPE);
    if (answer.length > SMALL_ANSWER_BYTES) budget.send(ctx, answer);
    else ctx.body = answer;
  };
  return { name: 'answer budget (large answers: 503 server_busy, 429 per client)', needs: ['client', 'answer'], run };
}
