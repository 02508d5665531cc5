import type { Readable, Writable } from 'node:stream';
import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';

/** The bounds of one stdio connection: what one client may make the server hold, whatever it sends or fails to read. */
export interface StdioBounds {
  /** Longest line read, in bytes without its newline; a longer one is discarded unparsed and answered with an error. */
  maxLineBytes: number;
  /** Requests read and not yet answered (or answered, and the answer not yet taken by the pipe) at once. */
  maxInFlight: number;
  /** Output written and not yet taken by the pipe above which no more input is read, until the pipe drains. */
  outputHighWaterBytes: number;
}

/** How much of the start and the end of an over-long line is kept to find its request id. */
const EDGE_BYTES = 1024;
const NEWLINE = 0x0a;

/** A request id at the top level of a JSON-RPC message's start: `{"jsonrpc":"2.0","id":7,...`. */
const idAtStart = /^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"\\]*"\s*,)*\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*[,}]/;
/**
 * A request id as the last member of the message (`...,"id":7}`), where the SDK's client writes it. The final `}` of
 * a JSON object text closes the top-level object, and `"id"` right after `,` cannot be inside a string (there the
 * quote would be escaped), so a match is the request's own id.
 */
const idAtEnd = /[,{]\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;

function idFrom(match: RegExpExecArray | null): RequestId | undefined {
  const raw = match?.[1];
  if (raw === undefined) return undefined;
  try {
    const id = JSON.parse(raw) as unknown;
    return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The id of a message that is not a valid JSON-RPC message, if it carries one a client could be waiting on. */
function idOf(value: unknown): RequestId | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id)) ? id : undefined;
}

const isRequest = (message: JSONRPCMessage): message is JSONRPCMessage & { id: RequestId; method: string } =>
  'method' in message && 'id' in message;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * MCP's stdio transport (newline-delimited JSON-RPC on stdin and stdout, as the SDK's StdioServerTransport) with the
 * bounds the HTTP transport has. The SDK's transport (1.32) cannot be configured to give them: its ReadBuffer caps
 * the unread bytes at 10 MiB and, past that, closes the transport (modelcontextprotocol/typescript-sdk#2239), so one
 * long line ends the session and our process exited 0 without a word; it reads stdin however much output is waiting
 * for a client that does not read (its send() waits for 'drain', one listener per message, but the input keeps
 * flowing: typescript-sdk#2706), so 300,000 requests held 2.6 GiB; and it answers no error for a line that is not
 * JSON. This one implements the SDK's Transport interface, with the SDK's own message schema and serializer:
 *
 * - a line longer than maxLineBytes is discarded as it arrives (at most EDGE_BYTES of each end is kept, to find its
 *   id) and answered with JSON-RPC error -32600 naming the limit; a line that is not UTF-8 or JSON is -32700, and
 *   one that is JSON but not a JSON-RPC message -32600. Later lines are read as usual.
 * - at most maxInFlight requests are worked on or have their answer waiting for the pipe; and once the answers
 *   waiting for the pipe pass outputHighWaterBytes, no more input is read until stdout's 'drain'. Meanwhile stdin is
 *   paused, so the lines wait in the pipe and the client's writes block: memory stays flat whatever the client does.
 * - at the end of stdin the lines already read are answered and written out, then the transport closes.
 */
export class BoundedStdioServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  /** Chunks of input not yet split into lines (only while reading is held back by a bound). */
  private readonly unread: Buffer[] = [];
  /** The start of the line being read, across chunks. */
  private lineParts: Buffer[] = [];
  private lineBytes = 0;
  /** The over-long line being discarded: its length so far, its first and last bytes. */
  private discarding: { bytes: number; head: Buffer; tail: Buffer } | undefined;
  /** Requests handed to the server and not yet answered, by id (a client may reuse an id). */
  private readonly working = new Map<RequestId, number>();
  private workingCount = 0;
  /** Answers written to stdout whose bytes the pipe has not taken yet. */
  private writing = 0;
  private waitingForDrain = false;
  private held = false;
  private ended = false;
  private closed = false;
  private started = false;

  constructor(
    private readonly stdin: Readable,
    private readonly stdout: Writable,
    private readonly bounds: StdioBounds,
    /** Where a discarded line is reported, and (at debug level) each time input stops and starts. */
    private readonly log?: Pick<Logger, 'warn' | 'debug'>,
  ) {}

  private readonly onData = (chunk: Buffer): void => {
    this.unread.push(chunk);
    this.pump();
  };

  private readonly onEnd = (): void => {
    this.ended = true;
    this.pump();
  };

  private readonly onInputError = (error: Error): void => {
    this.onerror?.(error);
    void this.close();
  };

  private readonly onOutputError = (error: Error): void => {
    // EPIPE and the like: the client closed its end, so nothing more can be answered.
    this.onerror?.(error);
    void this.close();
  };

  private readonly onDrain = (): void => {
    this.waitingForDrain = false;
    this.pump();
  };

  start(): Promise<void> {
    if (this.started) throw new Error('BoundedStdioServerTransport already started (Server.connect() starts it).');
    this.started = true;
    this.stdin.on('data', this.onData);
    this.stdin.on('end', this.onEnd);
    this.stdin.on('error', this.onInputError);
    this.stdout.on('error', this.onOutputError);
    return Promise.resolve();
  }

  /** Requests worked on or waiting for the pipe to take their answer. */
  get inFlight(): number {
    return this.workingCount + this.writing;
  }

  /** Whether input is held back: too many requests in flight, or too much output the client has not read. */
  private blocked(): boolean {
    if (this.inFlight >= this.bounds.maxInFlight) return true;
    // 'drain' comes only after a write that returned false (writableNeedDrain), so only then is it waited for.
    if (this.stdout.writableNeedDrain && this.stdout.writableLength > this.bounds.outputHighWaterBytes) {
      if (!this.waitingForDrain) {
        this.waitingForDrain = true;
        this.stdout.once('drain', this.onDrain);
      }
      return true;
    }
    return false;
  }

  /** Reads lines from what has arrived while no bound holds; pauses stdin when one does, resumes it when none does. */
  private pump(): void {
    if (this.closed) return;
    while (this.unread.length > 0) {
      if (this.blocked()) return this.hold();
      const chunk = this.unread.shift() as Buffer;
      const rest = this.consume(chunk);
      if (rest) this.unread.unshift(rest);
    }
    if (this.ended) return this.finish();
    if (this.blocked()) return this.hold();
    if (this.held) {
      this.held = false;
      this.log?.debug({ inFlight: this.inFlight, unwrittenBytes: this.stdout.writableLength }, 'stdio input resumed');
      this.stdin.resume();
    }
  }

  private hold(): void {
    if (this.held) return;
    this.held = true;
    this.stdin.pause();
    this.log?.debug(
      { inFlight: this.inFlight, unwrittenBytes: this.stdout.writableLength },
      'stdio input paused: the client has not read the answers written so far',
    );
  }

  /** Takes lines out of a chunk until it ends or a bound holds; returns what is left of it, unread. */
  private consume(chunk: Buffer): Buffer | undefined {
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(NEWLINE, from);
      const end = newline === -1 ? chunk.length : newline;
      const piece = chunk.subarray(from, end);
      if (this.discarding) this.discard(piece);
      else if (this.lineBytes + piece.length > this.bounds.maxLineBytes) this.startDiscarding(piece);
      else if (piece.length > 0) {
        this.lineParts.push(piece);
        this.lineBytes += piece.length;
      }
      if (newline === -1) return undefined;
      from = newline + 1;
      this.lineEnds();
      if (this.blocked()) return from < chunk.length ? chunk.subarray(from) : undefined;
    }
    return undefined;
  }

  private startDiscarding(piece: Buffer): void {
    const start = Buffer.concat([...this.lineParts, piece.subarray(0, EDGE_BYTES)]).subarray(0, EDGE_BYTES);
    this.discarding = { bytes: this.lineBytes, head: Buffer.from(start), tail: Buffer.alloc(0) };
    this.lineParts = [];
    this.lineBytes = 0;
    this.log?.warn({ limitBytes: this.bounds.maxLineBytes }, 'stdio line over the length limit: discarding it');
    this.discard(piece);
  }

  private discard(piece: Buffer): void {
    const discarding = this.discarding as NonNullable<typeof this.discarding>;
    discarding.bytes += piece.length;
    const tail = piece.length >= EDGE_BYTES ? piece.subarray(-EDGE_BYTES) : Buffer.concat([discarding.tail, piece]).subarray(-EDGE_BYTES);
    discarding.tail = Buffer.from(tail);
  }

  /** A newline (or the end of input) ends the line being read: it is handed on, or answered with an error. */
  private lineEnds(): void {
    if (this.discarding) {
      const { bytes, head, tail } = this.discarding;
      this.discarding = undefined;
      const id = idFrom(idAtStart.exec(head.toString('latin1'))) ?? idFrom(idAtEnd.exec(tail.toString('latin1')));
      const limit = this.bounds.maxLineBytes;
      this.answerError(
        id,
        ErrorCode.InvalidRequest,
        `Invalid Request: the line is ${bytes} bytes, longer than the ${limit} this server reads (BODY_LIMIT_BYTES); it was discarded unread. Send each message as one line of at most ${limit} bytes.`,
        { limitBytes: limit, lineBytes: bytes },
      );
      return;
    }
    const line = this.lineParts.length === 1 ? (this.lineParts[0] as Buffer) : Buffer.concat(this.lineParts);
    this.lineParts = [];
    this.lineBytes = 0;
    this.handleLine(line);
  }

  private handleLine(line: Buffer): void {
    let text: string;
    try {
      text = utf8.decode(line).replace(/\r$/, '');
    } catch {
      return this.answerError(undefined, ErrorCode.ParseError, 'Parse error: the line is not UTF-8.');
    }
    if (text.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return this.answerError(undefined, ErrorCode.ParseError, `Parse error: the line is not JSON (${(error as Error).message}).`);
    }
    const checked = JSONRPCMessageSchema.safeParse(parsed);
    if (!checked.success) {
      return this.answerError(idOf(parsed), ErrorCode.InvalidRequest, 'Invalid Request: the line is JSON but not a JSON-RPC 2.0 message.');
    }
    const message = checked.data;
    if (isRequest(message)) {
      this.working.set(message.id, (this.working.get(message.id) ?? 0) + 1);
      this.workingCount += 1;
    } else if ('method' in message && message.method === 'notifications/cancelled') {
      // The server sends no answer to a cancelled request, so its place is given back now.
      const cancelled = (message.params as { requestId?: RequestId } | undefined)?.requestId;
      if (cancelled !== undefined) this.doneWith(cancelled);
    }
    this.onmessage?.(message);
  }

  /** A request answered (or cancelled): true if it was one of those in flight. */
  private doneWith(id: RequestId): boolean {
    const count = this.working.get(id);
    if (count === undefined) return false;
    if (count > 1) this.working.set(id, count - 1);
    else this.working.delete(id);
    this.workingCount -= 1;
    return true;
  }

  private answerError(id: RequestId | undefined, code: number, message: string, data?: Record<string, unknown>): void {
    // JSON-RPC 2.0 §5: the id is null when it could not be read from the request.
    const answer = { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data ? { data } : {}) } };
    this.write(`${JSON.stringify(answer)}\n`, false);
  }

  private write(text: string, answersRequest: boolean): void {
    if (this.closed || this.stdout.destroyed) return;
    if (answersRequest) this.writing += 1;
    this.stdout.write(text, () => {
      if (!answersRequest) return;
      this.writing -= 1;
      this.pump();
    });
  }

  /** At the end of input, once every request read is answered and its answer taken by the pipe, the transport closes. */
  private finish(): void {
    if (this.lineBytes > 0 || this.discarding) this.lineEnds();
    if (this.inFlight === 0) void this.close();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const answers = ('result' in message || 'error' in message) && message.id !== undefined && this.doneWith(message.id);
    this.write(serializeMessage(message), answers);
    // Input, not the sender, waits for the client to read: the answer is queued, and pump() holds new lines back.
    return Promise.resolve();
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.stdin.off('data', this.onData);
    this.stdin.off('end', this.onEnd);
    this.stdin.off('error', this.onInputError);
    this.stdout.off('drain', this.onDrain);
    this.stdin.pause();
    this.unread.length = 0;
    this.lineParts = [];
    this.onclose?.();
    return Promise.resolve();
  }
}
