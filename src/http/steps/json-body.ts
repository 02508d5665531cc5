import { parse as parseJson } from '@hapi/bourne';
import inflate from 'inflation';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { clip } from '../../common/text';
import { ProblemError } from '../../problems/problem';
import { requireObjectBody } from '../../calls/call-tool';
import { PerClientTally } from '../limits/per-client-tally';
import type { Step } from '../pipeline';
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
    refuse(
      busy(
        `The bodies being received take the memory set aside for them (${budget.limitBytes} bytes, BODY_BUDGET_BYTES); this one was not read to its end, and the connection is closed.`,
      ),
    );
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
function jsonBodyReader(limit: number, minBytesPerSecond: number, budget: BodyBudget): (ctx: Context) => Promise<JsonObjectBody> {
  return async (ctx) => {
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
    let read: { bytes: Buffer; release: () => void };
    try {
      const stream = inflate(ctx.req, { encoding } as inflate.Options) as Readable;
      const expected = Math.min(limit, Number(declaredLength) || limit);
      const options = { limit, ...(encoding === 'identity' && declaredLength ? { length: Number(declaredLength) } : {}) };
      const deadlineMs = BODY_GRACE_MS + (expected / minBytesPerSecond) * 1000;
      read = await readWithin(stream, options, deadlineMs, budget, ctx.req.complete);
    } catch (error) {
      throw readFailure(error, limit, encoding);
    }
    try {
      return parsedObject(read.bytes);
    } finally {
      read.release();
    }
  };
}

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
  const read = jsonBodyReader(limit, minBytesPerSecond, new BodyBudget(budgetBytes));
  const readers = new PerClientTally();
  return {
    name: 'JSON body (415, 413, 408, 429 per client, 503 body budget, 400 invalid_json_body / invalid_utf8)',
    needs: ['client'],
    provides: ['body'],
    run: async (exchange) => {
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
      mine.held += 1;
      try {
        exchange.body = await read(exchange.ctx);
      } finally {
        mine.held -= 1;
      }
    },
  };
}
