import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { createClient, UtilityToolsConnectionError, UtilityToolsError, type ToolCall, type ToolName } from '../sdk/src';
import type { EachAnswer, RunChunk } from './cli-each';

// The CLI's calls to a service (--url or UTILITY_TOOLS_URL) go through the SDK, the one HTTP client of this
// repository: a tool, a pipeline, and the chunks of --each as batches. The SDK never retries here (a 429 is exit 4 and
// a 503 exit 5 at once, never a silent wait), and its fetch is undici's with an Agent per call, so each call has its
// own connection and both of its clocks: the connection made within the connect timeout, the whole answer arrived
// within the answer timeout after that. Node's own fetch fixes its connect timeout at 10 s.

/** How long a call to a service may take, in seconds: --connect-timeout / --answer-timeout, or their variables. */
export interface Timeouts {
  connect: number;
  answer: number;
}

/** The timeouts' flags, their environment variables and defaults (seconds). */
export const timeoutSettings = {
  connect: { flag: '--connect-timeout', variable: 'UTILITY_TOOLS_CONNECT_TIMEOUT', fallback: 10, what: 'connect timeout' },
  answer: { flag: '--answer-timeout', variable: 'UTILITY_TOOLS_ANSWER_TIMEOUT', fallback: 60, what: 'answer timeout' },
} as const;

/** A call that did not complete: the message names the service and what went wrong. */
export class CallFailed extends Error {}

/** The failure of a call whose `phase` outlasted its timeout. */
function timedOut(phase: keyof Timeouts, timeouts: Timeouts, url: string): CallFailed {
  const { flag, variable, what } = timeoutSettings[phase];
  const happened = phase === 'connect' ? `No connection to the service at ${url} was made` : `The service at ${url} did not answer`;
  return new CallFailed(`${happened} within the ${what} of ${timeouts[phase]} s (${flag} or ${variable}).`);
}

/**
 * The SDK's fetch: undici's, over an Agent of the call's own whose connector starts the answer clock once the
 * connection (DNS, TCP and TLS) is made; the clock aborts the call, its answer's body included, with a CallFailed.
 */
function timedFetch(url: string, timeouts: Timeouts): typeof fetch {
  return async (input, init) => {
    // The SDK passes a Request of Node's own fetch, which undici's fetch does not take as one: its parts are passed.
    const request = new Request(input, init);
    const controller = new AbortController();
    const connect = buildConnector({ timeout: timeouts.connect * 1000 });
    const agent = new Agent({
      connect: (options, callback) =>
        connect(options, (...args) => {
          if (args[0] === null) {
            setTimeout(() => controller.abort(timedOut('answer', timeouts, url)), timeouts.answer * 1000).unref();
          }
          callback(...args);
        }),
    });
    try {
      const response = await undiciFetch(request.url, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: request.body === null ? undefined : await request.text(),
        signal: controller.signal,
        dispatcher: agent,
      });
      return response as unknown as Response;
    } catch (error) {
      if ((error as { cause?: { code?: unknown } }).cause?.code === 'UND_ERR_CONNECT_TIMEOUT') throw timedOut('connect', timeouts, url);
      throw error;
    } finally {
      // Closed once the call's one request is complete (its answer read): no connection is left open.
      void agent.close();
    }
  };
}

/**
 * A call to the service that did not give an answer of this API, as a CallFailed whose message says why; a problem
 * (UtilityToolsError) and anything unforeseen are thrown as they are.
 */
function failed(error: unknown, url: string): unknown {
  if (error instanceof UtilityToolsConnectionError) {
    return new CallFailed(
      `Cannot reach ${error.url} (${error.code}): ${error.hint} Set UTILITY_TOOLS_URL or --url to where it runs, or leave both out to run the tool here.`,
    );
  }
  // undici's words for an answer whose connection closed before its end (a body cut short).
  if ((error as Error | null)?.name === 'TypeError' && (error as Error).message === 'terminated') {
    return new CallFailed(`The service at ${url} closed the connection before its answer was complete.`);
  }
  if (error instanceof SyntaxError) return new CallFailed(`The answer from ${url} is not JSON; is it this API?`);
  return error;
}

/** A problem the service answered with, as the CLI prints it: the problem's fields and the HTTP status. */
export type ServiceProblem = UtilityToolsError['problem'] & { status: number };

/** The problem of a UtilityToolsError (a problem answer), or undefined for any other error. */
export function problemOf(error: unknown): ServiceProblem | undefined {
  return error instanceof UtilityToolsError ? { ...error.problem, status: error.status } : undefined;
}

/** The calls the CLI makes to the service at `url`: each resolves to the answer, or throws a CallFailed or a UtilityToolsError. */
export function serviceCalls(url: string, timeouts: Timeouts) {
  const client = createClient({ baseUrl: url, retries: 0, fetch: timedFetch(url, timeouts) });
  const settled = async <Answer>(call: () => Promise<Answer>): Promise<Answer> => {
    try {
      return await call();
    } catch (error) {
      throw failed(error, url);
    }
  };
  return {
    /** One tool's result. */
    tool: (tool: string, body: Record<string, unknown>): Promise<unknown> => settled(() => client.tool(tool as ToolName, body as never)),
    /** A pipeline's answer, `{ runs }`. */
    pipeline: (document: Record<string, unknown>): Promise<{ runs: Array<{ status: number }> }> =>
      settled(() => client.pipeline(document as never)),
    /** How --each's chunks of calls of `tool` are run: as a batch, its NDJSON lines put back in the order of the calls. */
    batch(tool: string): RunChunk {
      return (calls) =>
        settled(async () => {
          const answers: EachAnswer[] = [];
          try {
            for await (const answer of client.batchStream(calls as ToolCall[])) answers[answer.index] = answer as EachAnswer;
          } catch (error) {
            if (!(error instanceof UtilityToolsError)) throw error;
            // Not this API's answer (a proxy's HTML page): nothing to put on the records' lines.
            if (error.code.startsWith('http_')) throw new CallFailed(`${error.status} ${error.code}: ${error.problem.detail}`);
            // The whole request refused (429 before it arrived, 413 a body over the service's limit): every call of it
            // answers so, with the wait as the batch's own 429 and 503 items carry it.
            const wait = error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
            const problem = { ...error.problem, status: error.status, ...wait };
            return calls.map((_, index) => ({ index, tool, status: error.status, problem }));
          }
          if (answers.length === calls.length && !answers.includes(undefined as never)) return answers;
          throw new CallFailed(`The service at ${url} answered ${answers.length} of the ${calls.length} calls of a batch; is it this API?`);
        });
    },
  };
}
