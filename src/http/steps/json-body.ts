import { parse as parseJson } from '@hapi/bourne';
import inflate from 'inflation';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import getRawBody from 'raw-body';
import { clip } from '../../common/text';
import { ProblemError } from '../../problems/problem';
import { requireObjectBody } from '../../calls/call-tool';
import { PerClientTally, type ClientHolding } from '../limits/per-client-tally';
import type { Exchange, Step } from '../pipeline';
import { firstInvalidUtf8Offset } from './utf8';

export interface JsonObjectBody {
  body: Record<string, unknown>;
  bytes: number;
}

const acceptedEncodings = new Set(['identity', 'gzip', 'deflate']);

/** application/json or any application/*+json, parameters such as charset ignored. */
function isJsonMediaType(contentType: string): boolean {
  const semicolon = contentType.indexOf(';');
  const type = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}

/** raw-body's and zlib's failures as the problems a caller can act on. */
function readFailure(error: unknown, limit: number, encoding: string): unknown {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  if (type === 'entity.too.large') {
    const after = encoding === 'identity' ? '' : ' after decompression';
    return new ProblemError(
      'payload_too_large',
      `The body is larger${after} than this service accepts: at most ${limit} bytes (BODY_LIMIT_BYTES).`,
    );
  }
  if (type === 'request.size.invalid')
    return new ProblemError('invalid_json_body', 'The body is shorter or longer than its Content-Length header says.');
  if (type === 'request.aborted')
    return new ProblemError('invalid_json_body', 'The client stopped sending the body before it was complete.');
  if (typeof code === 'string' && code.startsWith('Z_')) {
    const why = code === 'Z_BUF_ERROR' ? 'it ends before the compressed data is complete (truncated)' : 'it is not valid compressed data';
    return new ProblemError('invalid_content_encoding', `The body is declared Content-Encoding: ${encoding}, but ${why}.`);
  }
  return error;
}

/** How long any body may take before its size counts against the sender (BODY_MIN_BYTES_PER_SECOND). */
const BODY_GRACE_MS = 5000;

/**
 * The bytes of request bodies held while they arrive, process-wide (BODY_BUDGET_BYTES): each chunk is counted as it
 * arrives (after decompression, as it is held), until the body has been parsed, or, for a body that was refused or
 * failed, until the reader has let go of what it had gathered.
 */
class BodyBudget {
  private held = 0;

  constructor(readonly limitBytes: number) {}

  /** Whether `bytes` more would still fit. */
  fits(bytes: number): boolean {
    return this.held + bytes <= this.limitBytes;
  }

  /** Counts `bytes` more (even past the limit: they are held already); whether the total is still within it. */
  add(bytes: number): boolean {
    this.held += bytes;
    return this.held <= this.limitBytes;
  }

  release(bytes: number): void {
    this.held -= bytes;
  }
}

const busy = (detail: string): ProblemError =>
  new ProblemError('server_busy', detail, {
    headers: { 'Retry-After': '5', Connection: 'close' },
    recovery: 'Wait for the number of seconds in the Retry-After header, then send the same request again.',
  });

/**
 * The body's bytes, each chunk counted against `budget` as it arrives; 503 server_busy once a chunk takes the budget
 * past its limit, or 408 request_timeout once `deadlineMs` has passed (the connection is then closed after the
 * answer). `release()` gives the bytes back: the caller does once it has parsed them; on a failure, it runs
 * once the reader has let go of its chunks (raw-body settles when the connection closes).
 */
async function readWithin(
  stream: Readable,
  options: getRawBody.Options,
  deadlineMs: number,
  budget: BodyBudget,
  arrived: boolean,
): Promise<{ bytes: Buffer; release: () => void }> {
  let counted = 0;
  const release = (): void => {
    stream.off('data', count);
    budget.release(counted);
    counted = 0;
  };
  let refuse: (problem: ProblemError) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  function count(chunk: Buffer): void {
    counted += chunk.length;
    if (budget.add(chunk.length)) return;
    stream.pause();
    refuse(busy(budgetRefusal(budget)));
  }
  stream.on('data', count);
  const reading = getRawBody(stream, options);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    // A body that has wholly arrived (a small one comes with its headers) waits for nothing: no timer. setTimeout
    // takes a delay past 2^31 - 1 ms as 1 ms.
    if (arrived || !(deadlineMs < 2 ** 31)) return;
    timer = setTimeout(() => {
      reject(
        new ProblemError(
          'request_timeout',
          `The body did not arrive within ${Math.round(deadlineMs / 1000)} s (5 s plus its size at BODY_MIN_BYTES_PER_SECOND); the connection is closed.`,
          {
            headers: { Connection: 'close' },
          },
        ),
      );
    }, deadlineMs);
  });
  try {
    return { bytes: await Promise.race([reading, late, refused]), release };
  } catch (error) {
    // What raw-body gathered stays counted until it lets go of it, when the connection closes after the answer.
    reading.then(release, release);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The JSON object body of a tool request: 415 for another media type or an unknown Content-Encoding, 413 past the
 * limit (counted after decompression), 400 for a body that cannot be decompressed, is not UTF-8 (never silently
 * replaced with U+FFFD) or not JSON, or is JSON but not an object. `__proto__` keys are refused (bourne). A body
 * that has not arrived within 5 s plus its size (Content-Length, or the limit) at `minBytesPerSecond` is 408; one that
 * would take the bodies being received past `budget` is 503 server_busy, before it is read when its Content-Length
 * says so, else at the chunk that passes it. Resolves to the object and its size in bytes (after decompression).
 */
function jsonBodyReader(
  limit: number,
  minBytesPerSecond: number,
  budget: BodyBudget,
): (exchange: Exchange, holding: ClientHolding) => Promise<void> {
  return (exchange, holding) => {
    const { ctx } = exchange;
    const contentType = ctx.get('Content-Type');
    if (!isJsonMediaType(contentType)) {
      const detail = contentType
        ? `Content-Type "${clip(contentType)}" is not accepted; the body must be JSON.`
        : 'The request has no Content-Type; the body must be JSON.';
      throw new ProblemError('unsupported_media_type', detail, { headers: { 'Accept-Post': 'application/json' } });
    }
    const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
    if (!acceptedEncodings.has(encoding)) {
      throw new ProblemError(
        'unsupported_content_encoding',
        `Content-Encoding "${clip(encoding)}" is not accepted; use identity, gzip or deflate.`,
        {
          headers: { 'Accept-Encoding': 'gzip, deflate' },
        },
      );
    }
    const declaredLength = ctx.get('Content-Length');
    // A body that says it would not fit now is refused before a byte of it is read.
    const declared = encoding === 'identity' ? Math.min(limit, Number(declaredLength) || 0) : 0;
    if (!budget.fits(Math.max(1, declared))) {
      throw busy(
        `The bodies being received take the memory set aside for them (${budget.limitBytes} bytes, BODY_BUDGET_BYTES); this one (${declared} bytes) was not read, and the connection is closed.`,
      );
    }
    const expected = Math.min(limit, Number(declaredLength) || limit);
    const deadlineMs = BODY_GRACE_MS + (expected / minBytesPerSecond) * 1000;
    const { req } = ctx;
    if (encoding === 'identity' && req.readable && req.readableFlowing === null) {
      const length = declaredLength ? Number(declaredLength) : undefined;
      // As raw-body does: a body that says it is over the limit is refused before a byte of it is read.
      if (length !== undefined && length > limit) throw readFailure({ type: 'entity.too.large' }, limit, encoding);
      return new Promise<void>((resolve, reject) => {
        new IdentityRead(exchange, holding, { limit, length, budget, deadlineMs, arrived: req.complete }, resolve, reject);
      });
    }
    return streamedBody(exchange, holding, { encoding, declaredLength, limit, budget, deadlineMs });
  };
}

/** A compressed body (or one something has begun to read): decompressed and read by raw-body (readWithin). */
async function streamedBody(
  exchange: Exchange,
  holding: ClientHolding,
  {
    encoding,
    declaredLength,
    limit,
    budget,
    deadlineMs,
  }: { encoding: string; declaredLength: string; limit: number; budget: BodyBudget; deadlineMs: number },
): Promise<void> {
  holding.held += 1;
  try {
    let read: { bytes: Buffer; release: () => void };
    try {
      const { req } = exchange.ctx;
      const stream = inflate(req, { encoding } as inflate.Options) as Readable;
      const options = { limit, ...(encoding === 'identity' && declaredLength ? { length: Number(declaredLength) } : {}) };
      read = await readWithin(stream, options, deadlineMs, budget, req.complete);
    } catch (error) {
      throw readFailure(error, limit, encoding);
    }
    try {
      exchange.body = parsedObject(read.bytes);
    } finally {
      read.release();
    }
  } finally {
    holding.held -= 1;
  }
}

interface IdentityOptions {
  limit: number;
  /** Content-Length, when the request has one. */
  length: number | undefined;
  budget: BodyBudget;
  deadlineMs: number;
  /** The body had wholly arrived before the read began: no deadline to watch. */
  arrived: boolean;
}

/** The identity bodies being read, by request: the listeners, shared by every request, find theirs through `this`. */
const identityReads = new WeakMap<object, IdentityRead>();

function onIdentityData(this: IncomingMessage, chunk: Buffer): void {
  identityReads.get(this)?.data(chunk);
}
function onIdentityEnd(this: IncomingMessage): void {
  identityReads.get(this)?.end();
}
function onIdentityError(this: IncomingMessage, error: Error): void {
  identityReads.get(this)?.fail(error);
}
function onIdentityAborted(this: IncomingMessage): void {
  identityReads.get(this)?.fail({ type: 'request.aborted' });
}

/** How often the deadlines of the bodies being read are looked at: a 408 comes at most this much after its deadline. */
const SWEEP_MS = 250;
const watched = new Set<IdentityRead>();
let sweeper: NodeJS.Timeout | undefined;

/** One timer for every body being read, instead of one per request; it stops once no body is left to watch. */
function sweepLate(): void {
  if (watched.size === 0) {
    clearInterval(sweeper);
    sweeper = undefined;
    return;
  }
  const now = performance.now();
  for (const read of watched) if (read.deadline <= now) read.late();
}

/**
 * An identity body being read: what raw-body does (413 once past the limit, 400 when it ends short of or past its
 * Content-Length or the client aborts), each chunk counted against the body budget as it arrives (503 server_busy
 * once one passes it), 408 once its deadline has passed, and the JSON object parsed into exchange.body when it
 * ends. One record per request and no closure: the listeners are shared, and one sweep watches every deadline.
 */
class IdentityRead {
  private chunks: Buffer[] = [];
  private received = 0;
  readonly deadline: number;
  private readonly request: IncomingMessage;

  constructor(
    private readonly exchange: Exchange,
    private readonly holding: ClientHolding,
    private readonly options: IdentityOptions,
    private readonly resolve: () => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.request = exchange.ctx.req;
    this.deadline = performance.now() + options.deadlineMs;
    holding.held += 1;
    identityReads.set(this.request, this);
    this.request.on('aborted', onIdentityAborted);
    this.request.on('data', onIdentityData);
    this.request.on('end', onIdentityEnd);
    this.request.on('error', onIdentityError);
    // setTimeout takes a delay past 2^31 - 1 ms as 1 ms; the sweep has no such limit, but such a deadline never comes.
    if (!options.arrived && options.deadlineMs < 2 ** 31) {
      watched.add(this);
      sweeper ??= setInterval(sweepLate, SWEEP_MS).unref();
    }
  }

  data(chunk: Buffer): void {
    const { budget, limit } = this.options;
    this.received += chunk.length;
    if (!budget.add(chunk.length)) return this.fail(busy(budgetRefusal(budget)));
    if (this.received > limit) return this.fail({ type: 'entity.too.large' });
    this.chunks.push(chunk);
  }

  end(): void {
    const { length, budget } = this.options;
    if (length !== undefined && this.received !== length) return this.fail({ type: 'request.size.invalid' });
    const bytes = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.received);
    this.finish();
    try {
      this.exchange.body = parsedObject(bytes);
      this.resolve();
    } catch (error) {
      this.reject(error);
    } finally {
      budget.release(this.received);
    }
  }

  late(): void {
    this.fail(
      new ProblemError(
        'request_timeout',
        `The body did not arrive within ${Math.round(this.options.deadlineMs / 1000)} s (5 s plus its size at BODY_MIN_BYTES_PER_SECOND); the connection is closed.`,
        { headers: { Connection: 'close' } },
      ),
    );
  }

  /** Stops reading (as raw-body halts the stream on an error), lets go of what arrived, and rejects with its problem. */
  fail(error: unknown): void {
    this.finish();
    this.request.pause();
    this.options.budget.release(this.received);
    this.chunks = [];
    this.reject(readFailure(error, this.options.limit, 'identity'));
  }

  private finish(): void {
    identityReads.delete(this.request);
    this.request.off('aborted', onIdentityAborted);
    this.request.off('data', onIdentityData);
    this.request.off('end', onIdentityEnd);
    this.request.off('error', onIdentityError);
    watched.delete(this);
    this.holding.held -= 1;
  }
}

const budgetRefusal = (budget: BodyBudget): string =>
  `The bodies being received take the memory set aside for them (${budget.limitBytes} bytes, BODY_BUDGET_BYTES); this one was not read to its end, and the connection is closed.`;

/** The body's bytes as one JSON object (400 for an empty body, bytes that are not UTF-8, text that is not JSON or not an object). */
function parsedObject(bytes: Buffer): JsonObjectBody {
  if (bytes.length === 0) throw new ProblemError('invalid_json_body', 'The body is empty; send a JSON object.');
  const bad = firstInvalidUtf8Offset(bytes);
  if (bad !== -1) {
    const shown = bytes
      .subarray(bad, bad + 4)
      .toString('hex')
      .replace(/(..)/g, '0x$1 ')
      .trim();
    throw new ProblemError(
      'invalid_utf8',
      `The body is not valid UTF-8: byte ${bad} (0-based offset) starts an invalid sequence (${shown}).`,
    );
  }
  let body: unknown;
  try {
    body = parseJson(bytes.toString('utf8'), { protoAction: 'error' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('forbidden prototype property')) {
      throw new ProblemError(
        'invalid_json_body',
        'The body contains a "__proto__" key, which this service refuses (prototype-poisoning protection); remove it.',
      );
    }
    throw new ProblemError('invalid_json_body', `The body is not valid JSON: ${clip(message, 200)}`);
  }
  return { body: requireObjectBody(body), bytes: bytes.length };
}

export interface BodyLimits {
  /** Bodies one client address may have arriving at once (BODY_READS_PER_CLIENT). */
  readsPerClient: number;
  /** The slowest arrival allowed after the grace (BODY_MIN_BYTES_PER_SECOND). */
  minBytesPerSecond: number;
  /** Bytes of bodies arriving at once, from every client, process-wide (BODY_BUDGET_BYTES). */
  budgetBytes: number;
}

/**
 * Reads the JSON object body into exchange.body (see jsonBodyReader for the problems it answers). It runs before the
 * in-flight cap, so a body still arriving holds no shared slot: a client may have `readsPerClient` bodies arriving at
 * once (429 rate_limited above), each must arrive at `minBytesPerSecond` after a 5 s grace (408), and all of them
 * together, whoever sends them, hold at most `budgetBytes` (503 server_busy for the body that would pass it).
 */
export function jsonBody(limit: number, { readsPerClient, minBytesPerSecond, budgetBytes }: BodyLimits): Step {
  const readBody = jsonBodyReader(limit, minBytesPerSecond, new BodyBudget(budgetBytes));
  const readers = new PerClientTally();
  return {
    name: 'JSON body (415, 413, 408, 429 per client, 503 body budget, 400 invalid_json_body / invalid_utf8)',
    needs: ['client'],
    provides: ['body'],
    run: (exchange) => {
      const mine = readers.entry(exchange.client);
      if (mine.held >= readsPerClient) {
        throw new ProblemError(
          'rate_limited',
          `This client already has ${readsPerClient} request bodies arriving, its share (BODY_READS_PER_CLIENT); this one was not read.`,
          {
            headers: { 'Retry-After': '1', Connection: 'close' },
            recovery: 'Finish sending the bodies already under way, then send this request again.',
          },
        );
      }
      return readBody(exchange, mine);
    },
  };
}
