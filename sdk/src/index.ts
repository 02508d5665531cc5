import createFetchClient from 'openapi-fetch';
import { apiRoot } from './api-root';
import { serviceProblemCodes, toolErrorCodes } from './codes';
import type { components, paths } from './openapi';

/** A tool's name, as in its URL: `gst-calculator`. */
export type ToolName = keyof typeof toolErrorCodes & string;
type Operation<Tool extends ToolName> = paths[`/${Tool}`]['post'];
/** The JSON body a tool takes (properties with a default may be left out). */
export type ToolRequest<Tool extends ToolName> = Operation<Tool>['requestBody']['content']['application/json'];
/** The 200 answer of a tool: `{ tool, result }`. */
export type ToolAnswer<Tool extends ToolName> = Operation<Tool>['responses'][200]['content']['application/json'];
/** What a tool computes: its answer's `result`. */
export type ToolResult<Tool extends ToolName> = ToolAnswer<Tool>['result'];
/**
 * A tool's own codes. Written as a lookup over every tool rather than an index, so that `any` for `Tool` (what
 * `instanceof UtilityToolsError` leaves) gives every tool's codes instead of `any`: `any extends T` holds for each T.
 */
type OwnCodes<Tool> = { [T in ToolName]: Tool extends T ? (typeof toolErrorCodes)[T][number] : never }[ToolName];
/** The code of an answer that is not a problem of this API (a proxy's HTML 502): `http_` and the HTTP status. */
export type NotThisApiCode = `http_${number}`;
/**
 * Every problem code a tool can answer with: its own (its `x-error-codes` in the spec), the service's (the problem
 * catalogue), and `http_<status>` for an answer that is not this API's. Generated from the spec (src/codes.ts), so
 * comparing with a misspelt code does not compile.
 */
export type ProblemCode<Tool extends ToolName = ToolName> = OwnCodes<Tool> | (typeof serviceProblemCodes)[number] | NotThisApiCode;
/** An RFC 9457 problem as the service sends it (a 422 validation problem also has `errors` and `errorCount`). */
export type Problem = components['schemas']['Problem'] & Partial<Pick<components['schemas']['ValidationProblem'], 'errors' | 'errorCount'>>;

/** How many of a 422's fields the error's message names; the rest are counted ("and 3 more"), all are in `problem.errors`. */
const FIELDS_IN_MESSAGE = 3;

/** `tool: 422 validation_failed: detail /rate must be one of ...; /mode must be ...; and 2 more.` */
function messageOf(tool: string, problem: Problem): string {
  const message = `${tool}: ${problem.status} ${problem.code}: ${problem.detail}`;
  const errors = problem.errors ?? [];
  if (errors.length === 0) return message;
  const named = errors.slice(0, FIELDS_IN_MESSAGE).map((error) => `${error.pointer || '/'} ${error.message}`);
  const more = Math.max(errors.length, problem.errorCount ?? 0) - named.length;
  return `${message} ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/**
 * A problem answer, thrown: its HTTP status, its code (typed by the tool; after `instanceof`, every code the spec
 * declares) and the whole problem object. The message names the fields of a 422 (a few, then how many more).
 * `retryAfterSeconds` is the answer's Retry-After (a 429 or 503 not retried), in seconds; undefined without one.
 */
export class UtilityToolsError<Tool extends ToolName = ToolName> extends Error {
  readonly code: ProblemCode<Tool>;

  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly tool: Tool,
    readonly retryAfterSeconds?: number,
  ) {
    super(messageOf(tool, problem));
    this.name = 'UtilityToolsError';
    this.code = problem.code as ProblemCode<Tool>;
  }
}

/** What a failed connection's code most likely means, as a question for the caller. */
function connectionHint(code: string): string {
  if (code === 'ECONNREFUSED') return 'is the service running?';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'is the host name right?';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')
    return "the connection was closed; is the base URL the service's (http or https)?";
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return 'is the host reachable from here?';
  if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT')) return 'its TLS certificate was not accepted.';
  return 'is the service running, and is the base URL right?';
}

/** The reason under fetch's bare `TypeError: fetch failed`: its cause's code (ECONNREFUSED), or what it says. */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; errors?: Array<{ code?: unknown }>; message?: unknown } }).cause;
  // Node tries each address of a name in turn (localhost: ::1, then 127.0.0.1) and may report them all at once.
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  if (typeof code === 'string' && code !== '') return code;
  if (typeof cause?.message === 'string' && cause.message !== '') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The service could not be reached: no connection was made, or it closed before answering. The message names the URL
 * called and the reason (`could not reach http://localhost:3000/api/v1/gst-calculator (ECONNREFUSED): is the service
 * running?`); `code` is the reason, `cause` fetch's own error.
 */
export class UtilityToolsConnectionError extends Error {
  /** Why: a system error code such as ECONNREFUSED or ENOTFOUND, else fetch's words. */
  readonly code: string;
  /** What `code` most likely means, as a question for the caller: `is the service running?`. */
  readonly hint: string;

  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    const code = reasonOf(cause);
    const hint = connectionHint(code);
    super(`could not reach ${url} (${code}): ${hint}`, { cause });
    this.name = 'UtilityToolsConnectionError';
    this.code = code;
    this.hint = hint;
  }
}

/** Whether `T` is one or more literal values (a `const` or `enum` of the spec), the kind a result can be told apart by. */
type IsLiteral<T> = [T] extends [never]
  ? false
  : [T] extends [string | number | boolean]
    ? string extends T
      ? false
      : number extends T
        ? false
        : boolean extends T
          ? false
          : true
    : false;

/** `false` among the values when a field of both `Member` and `Body` is literal on both sides, with no value in common. */
type Answers<Member, Body> = {
  [Key in keyof Body & keyof Member]: IsLiteral<Member[Key]> extends true
    ? IsLiteral<Exclude<Body[Key], undefined>> extends true
      ? [Exclude<Body[Key], undefined> & Member[Key]] extends [never]
        ? false
        : true
      : true
    : true;
}[keyof Body & keyof Member];

type Narrowed<Result, Body> = Result extends unknown ? (false extends Answers<Result, Body> ? never : Result) : never;

/**
 * A tool's result for the body it was given: of a result that is a union (base64-encode-decode's by `mode`,
 * json-to-csv's by `direction`), the members that can answer it. A member is left out when a field it shares with the
 * body is a literal on both sides with no value in common: `{ mode: 'encode' }` gives the member whose `mode` is
 * `'encode'`, so `.base64` needs no check. A body that rules out every member (json-to-csv's `direction: 'auto'`,
 * answered by either direction) gets the whole union.
 */
export type ToolResultFor<Tool extends ToolName, Body> = [Narrowed<ToolResult<Tool>, Body>] extends [never]
  ? ToolResult<Tool>
  : Narrowed<ToolResult<Tool>, Body>;

/**
 * A body's properties that the tool's request does not have, each typed `never`: an unknown property does not compile,
 * from an object literal or a variable alike (the service would refuse it). `Body` is a `const` type parameter, so its
 * literal values are kept for ToolResultFor even beside this intersection.
 */
type NoOtherProperties<Body, Request> = { [Key in Exclude<keyof Body, keyof Request>]: never };

/**
 * The problem for an answer that is not one: a proxy's HTML 502, an empty 404 from another server. It keeps the HTTP
 * status and a short quote of the body, so the error still says what came back.
 */
function problemOf(response: Response, body: unknown): Problem {
  if (body !== null && typeof body === 'object' && typeof (body as Problem).code === 'string') return body as Problem;
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  const quoted = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const reason = response.statusText || `HTTP ${response.status}`;
  return {
    type: 'about:blank',
    title: reason,
    status: response.status,
    code: `http_${response.status}`,
    detail: `The answer was not a problem of this API (HTTP ${response.status} ${reason}${quoted ? `: "${quoted}"` : ', no body'}); is the base URL the service's?`,
    recovery: 'Check the base URL, and any proxy in front of the service.',
  } as Problem;
}

/** The service's root (its origin, and its BASE_PATH if any) from a base URL given with or without `/api/v1` (and a trailing slash). */
function originOf(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base.endsWith(apiRoot) ? base.slice(0, -apiRoot.length) : base;
}

export interface ClientOptions {
  /**
   * The service's origin, e.g. `https://tools.example.in` or `http://localhost:3000` (with or without `/api/v1`), and
   * its path when it is served under one (BASE_PATH): `https://example.in/utility-tools`.
   */
  baseUrl: string;
  /** Times a 429 or 503 is retried after its Retry-After (default 2; 0 never retries). */
  retries?: number;
  /** The longest Retry-After honoured, in seconds (default 30): a longer one is not waited for; the problem is thrown. */
  maxRetryAfterSeconds?: number;
  /** Headers sent with every call (an X-Request-Id of your own, say). */
  headers?: Record<string, string>;
  /** The fetch to use (default: the global fetch), called with a Request: undici's own, say, with a dispatcher of yours. */
  fetch?: typeof fetch;
}

/** One call of a batch: a tool and the body its own call takes. */
export type ToolCall = { [Tool in ToolName]: { tool: Tool; body: ToolRequest<Tool> } }[ToolName];

/** One call's answer in a batch or a pipeline: the tool's result (status 200, typed by the tool) or its own problem. */
export type CallAnswer<Tool extends ToolName = ToolName> =
  | { index: number; tool: Tool; status: 200; result: ToolResult<Tool> }
  | { index: number; tool: Tool; status: number; problem: Problem & { retryAfterSeconds?: number } };

/** A batch's answer: `items[i]` answers `calls[i]`, each typed by its tool. */
export interface BatchAnswer<Calls extends readonly ToolCall[] = ToolCall[]> {
  items: { -readonly [K in keyof Calls]: CallAnswer<Calls[K]['tool']> };
}

/** A pipeline as a saved document (steps whose bodies may take `{"$from": ...}` and `{"$each": ...}` references). */
export type PipelineDocument = paths['/pipeline']['post']['requestBody']['content']['application/json'];
/** One run of a pipeline's steps (per item of `each`, or the one run without it). */
export interface PipelineRun {
  index: number;
  status: number;
  steps: CallAnswer[];
}

/** One tool as `GET /api/v1/tools` lists it. */
export interface ToolListing {
  tool: string;
  tag: string;
  summary: string;
  url: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds to wait before trying again, from Retry-After (seconds, or an HTTP date); undefined when it says neither. */
function secondsToWait(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * A typed client of the Utility Tools API (openapi-fetch over the spec's generated types): `tool(name, body)` takes
 * exactly that tool's request and resolves to its typed result; a problem answer is thrown as UtilityToolsError. 429
 * and 503 are retried after their Retry-After, up to `retries` times.
 */
export function createClient(options: ClientOptions) {
  const { retries = 2, maxRetryAfterSeconds = 30 } = options;
  const baseFetch = options.fetch ?? globalThis.fetch;
  const retrying = async (input: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await baseFetch(input.clone());
      } catch (error) {
        // fetch rejects with a TypeError when no answer came at all (no connection, a reset), naming neither the URL nor why.
        // By name, not instanceof: fetch's TypeError may come from another realm (Node's own, under a test runner's sandbox).
        if ((error as Error | null)?.name === 'TypeError') throw new UtilityToolsConnectionError(input.url, error);
        throw error;
      }
      if ((response.status !== 429 && response.status !== 503) || attempt >= retries) return response;
      const wait = secondsToWait(response);
      if (wait === undefined || wait > maxRetryAfterSeconds) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
  const client = createFetchClient<paths>({
    baseUrl: `${originOf(options.baseUrl)}${apiRoot}`,
    headers: options.headers ?? {},
    fetch: retrying,
  });
  // openapi-fetch's typed POST over every tool at once (any tool's path, any tool's body): TypeScript cannot resolve
  // its init type for a generic tool, so `tool` below binds a name to its own body and passes them here.
  const post = (name: ToolName, body: ToolRequest<ToolName>) => client.POST(`/${name}`, { body });

  const headers = options.headers ?? {};
  /** POSTs a JSON body to a composition; a refusal of the whole request is thrown as UtilityToolsError. */
  const compose = async (name: 'batch' | 'pipeline', body: unknown, accept: string): Promise<Response> => {
    const request = new Request(`${originOf(options.baseUrl)}${apiRoot}/${name}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify(body),
    });
    const response = await retrying(request);
    if (response.ok) return response;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: quoted in the error
    }
    throw new UtilityToolsError(response.status, problemOf(response, parsed), name as ToolName, secondsToWait(response));
  };
  /** The entries of an NDJSON answer, one per line, as they arrive. */
  async function* lines<Entry>(response: Response): AsyncGenerator<Entry> {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) return;
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) yield JSON.parse(line) as Entry;
    }
    if (pending.trim()) yield JSON.parse(pending) as Entry;
  }

  return {
    /**
     * Many calls in one request (`POST /api/v1/batch`, at most 10,000): `items[i]` is the result of `calls[i]`, typed
     * by its tool, or its own problem; one bad call never fails the batch. Every call counts against the rate limit.
     */
    async batch<const Calls extends readonly ToolCall[]>(calls: Calls): Promise<BatchAnswer<Calls>> {
      return (await (await compose('batch', { calls }, 'application/json')).json()) as BatchAnswer<Calls>;
    },
    /** The same batch as NDJSON: each call's answer as soon as it is done (in the order they finish, each with its `index`). */
    batchStream(calls: readonly ToolCall[]): AsyncGenerator<CallAnswer> {
      return (async function* () {
        yield* lines<CallAnswer>(await compose('batch', { calls }, 'application/x-ndjson'));
      })();
    },
    /**
     * Runs a pipeline (`POST /api/v1/pipeline`): its references are checked before anything runs (a UtilityToolsError
     * `pipeline_invalid` naming each step and pointer), then one run per item of `each` (one without it).
     */
    async pipeline(document: PipelineDocument): Promise<{ runs: PipelineRun[] }> {
      return (await (await compose('pipeline', document, 'application/json')).json()) as { runs: PipelineRun[] };
    },
    /**
     * Calls one tool; resolves to its result, narrowed by the body's literal fields (ToolResultFor), or throws
     * UtilityToolsError with the problem, or UtilityToolsConnectionError when the service cannot be reached.
     */
    async tool<Tool extends ToolName, const Body extends ToolRequest<Tool>>(
      name: Tool,
      body: Body & NoOtherProperties<Body, ToolRequest<Tool>>,
    ): Promise<ToolResultFor<Tool, Body>> {
      const { data, error, response } = await post(name, body);
      if (response.ok && data !== undefined && data !== null && typeof data === 'object' && 'result' in data) {
        // The answer of this tool to this body (the spec's 200 for `name`); the narrowing is ToolResultFor's.
        return data.result as ToolResultFor<Tool, Body>;
      }
      throw new UtilityToolsError(response.status, problemOf(response, error ?? data), name, secondsToWait(response));
    },
    /** The tools the service offers, as `GET /api/v1/tools` lists them; a problem as UtilityToolsError (tool "tools"). */
    async tools(): Promise<ToolListing[]> {
      const response = await retrying(new Request(`${originOf(options.baseUrl)}${apiRoot}/tools`, { headers: options.headers ?? {} }));
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: quoted in the error below
      }
      const tools = (body as { tools?: unknown } | null)?.tools;
      if (response.ok && Array.isArray(tools)) return tools as ToolListing[];
      throw new UtilityToolsError(response.status, problemOf(response, body), 'tools' as ToolName, secondsToWait(response));
    },
  };
}

export type Client = ReturnType<typeof createClient>;
