import createFetchClient from 'openapi-fetch';
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
/** Every problem code a tool can answer with: its own, and the service's. */
export type ProblemCode<Tool extends ToolName = ToolName> = (typeof toolErrorCodes)[Tool][number] | (typeof serviceProblemCodes)[number];
/** An RFC 9457 problem as the service sends it (a 422 validation problem also has `errors`). */
export type Problem = components['schemas']['Problem'] & Partial<Pick<components['schemas']['ValidationProblem'], 'errors'>>;

/** A problem answer, thrown: its HTTP status, its code (typed by the tool) and the whole problem object. */
export class UtilityToolsError<Tool extends ToolName = ToolName> extends Error {
  readonly code: ProblemCode<Tool>;

  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly tool: Tool,
  ) {
    super(`${tool}: ${problem.status} ${problem.code}: ${problem.detail}`);
    this.name = 'UtilityToolsError';
    this.code = problem.code as ProblemCode<Tool>;
  }
}

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

/** The service's origin from a base URL given with or without `/api/v1` (and with or without a trailing slash). */
const originOf = (baseUrl: string): string => baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');

export interface ClientOptions {
  /** The service's origin, e.g. `https://tools.example.in` or `http://localhost:3000` (with or without `/api/v1`). */
  baseUrl: string;
  /** Times a 429 or 503 is retried after its Retry-After (default 2; 0 never retries). */
  retries?: number;
  /** The longest Retry-After honoured, in seconds (default 30): a longer one is not waited for; the problem is thrown. */
  maxRetryAfterSeconds?: number;
  /** Headers sent with every call (an X-Request-Id of your own, say). */
  headers?: Record<string, string>;
  /** The fetch to use (default: the global fetch). */
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
function retryAfterSeconds(response: Response): number | undefined {
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
      const response = await baseFetch(input.clone());
      if ((response.status !== 429 && response.status !== 503) || attempt >= retries) return response;
      const wait = retryAfterSeconds(response);
      if (wait === undefined || wait > maxRetryAfterSeconds) return response;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
  };
  const client = createFetchClient<paths>({
    baseUrl: `${originOf(options.baseUrl)}/api/v1`,
    headers: options.headers ?? {},
    fetch: retrying,
  });

  const headers = options.headers ?? {};
  /** POSTs a JSON body to a composition; a refusal of the whole request is thrown as UtilityToolsError. */
  const compose = async (name: 'batch' | 'pipeline', body: unknown, accept: string): Promise<Response> => {
    const request = new Request(`${originOf(options.baseUrl)}/api/v1/${name}`, {
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
    throw new UtilityToolsError(response.status, problemOf(response, parsed), name as ToolName);
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
    /** Calls one tool; resolves to its result, or throws UtilityToolsError with the problem. */
    async tool<Tool extends ToolName>(name: Tool, body: ToolRequest<Tool>): Promise<ToolResult<Tool>> {
      const post = client.POST as unknown as (
        path: string,
        init: { body: unknown },
      ) => Promise<{ data?: { result: unknown }; error?: unknown; response: Response }>;
      const { data, error, response } = await post(`/${name}`, { body });
      if (response.ok && data !== undefined && data !== null && typeof data === 'object' && 'result' in data) {
        return data.result as ToolResult<Tool>;
      }
      throw new UtilityToolsError(response.status, problemOf(response, error ?? data), name);
    },
    /** The tools the service offers, as `GET /api/v1/tools` lists them; a problem as UtilityToolsError (tool "tools"). */
    async tools(): Promise<ToolListing[]> {
      const response = await retrying(new Request(`${originOf(options.baseUrl)}/api/v1/tools`, { headers: options.headers ?? {} }));
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: quoted in the error below
      }
      const tools = (body as { tools?: unknown } | null)?.tools;
      if (response.ok && Array.isArray(tools)) return tools as ToolListing[];
      throw new UtilityToolsError(response.status, problemOf(response, body), 'tools' as ToolName);
    },
  };
}

export type Client = ReturnType<typeof createClient>;
