import { parse as parseJson } from '@hapi/bourne';
import inflate from 'inflation';
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { clip } from '../../common/text';
import { ProblemError } from '../../problems/problem';
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

function describeNonObject(body: unknown): string {
  if (body === null) return 'null';
  return Array.isArray(body) ? 'an array' : `a ${typeof body}`;
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

/** The body's bytes, or 408 request_timeout once `deadlineMs` has passed (the connection is then closed after the answer). */
async function readWithin(stream: Readable, options: getRawBody.Options, deadlineMs: number): Promise<Buffer> {
  const reading = getRawBody(stream, options);
  // setTimeout takes a delay past 2^31 - 1 ms as 1 ms.
  if (!(deadlineMs < 2 ** 31)) return reading;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // raw-body settles when the connection closes after the 408; nothing waits for it any more.
      reading.catch(() => undefined);
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
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The JSON object body of a tool request: 415 for another media type or an unknown Content-Encoding, 413 past the
 * limit (counted after decompression), 400 for a body that cannot be decompressed, is not UTF-8 (never silently
 * replaced with U+FFFD) or not JSON, or is JSON but not an object. `__proto__` keys are refused (bourne). A body
 * that has not arrived within 5 s plus its size (Content-Length, or the limit) at `minBytesPerSecond` is 408.
 * Resolves to the object and its size in bytes (after decompression).
 */
function jsonBodyReader(limit: number, minBytesPerSecond = Infinity): (ctx: Context) => Promise<JsonObjectBody> {
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
    let bytes: Buffer;
    try {
      const stream = inflate(ctx.req, { encoding } as inflate.Options) as Readable;
      const expected = Math.min(limit, Number(declaredLength) || limit);
      const options = { limit, ...(encoding === 'identity' && declaredLength ? { length: Number(declaredLength) } : {}) };
      bytes = await readWithin(stream, options, BODY_GRACE_MS + (expected / minBytesPerSecond) * 1000);
    } catch (error) {
      throw readFailure(error, limit, encoding);
    }
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
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ProblemError('invalid_json_body', `The body must be a JSON object; got ${describeNonObject(body)}.`);
    }
    return { body: body as Record<string, unknown>, bytes: bytes.length };
  };
}

export interface BodyLimits {
  /** Bodies one client address may have arriving at once (BODY_READS_PER_CLIENT). */
  readsPerClient: number;
  /** The slowest arrival allowed after the grace (BODY_MIN_BYTES_PER_SECOND). */
  minBytesPerSecond: number;
}

/**
 * Reads the JSON object body into exchange.body (see jsonBodyReader for the problems it answers). It runs before the
 * in-flight cap, so a body still arriving holds no shared slot: a client may have `readsPerClient` bodies arriving at
 * once (429 rate_limited above), and each must arrive at `minBytesPerSecond` after a 5 s grace (408).
 */
export function jsonBody(limit: number, { readsPerClient, minBytesPerSecond }: BodyLimits): Step {
  const read = jsonBodyReader(limit, minBytesPerSecond);
  const readers = new PerClientTally();
  return {
    name: 'JSON body (415, 413, 408, 429 per client, 400 invalid_json_body / invalid_utf8)',
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
