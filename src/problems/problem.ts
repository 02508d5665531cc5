import { toolErrorCatalogue, type ToolErrorCode } from '../tools/shared/errors';
import { clip } from '../common/text';
import type { components } from '../generated/openapi';
import { apiRoot } from '../common/api-root';

/** What a problem `code` means: the page at its `type` URL is built from this. */
export interface ProblemType {
  status: number;
  title: string;
  description: string;
  recovery: string;
}

const httpProblems = {
  tool_not_found: {
    status: 404,
    title: 'Tool not found',
    description: 'The path names no tool of this API.',
    recovery: `Check the spelling of the tool segment; GET ${apiRoot}/tools lists every tool.`,
  },
  not_found: {
    status: 404,
    title: 'Not found',
    description: 'Nothing is served at this path.',
    recovery: `Tools live under ${apiRoot}/{tool}; the documentation is at /docs.`,
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    description:
      'The path exists, but not for this method: tools are called with POST; documents and pages (the spec, /docs, /problems) are read with GET or HEAD. The Allow header lists the methods the path accepts.',
    recovery:
      'Send the request again with a method from the Allow header: POST with a JSON object body for a tool, GET for a document or page.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    description: 'The request body must be JSON.',
    recovery: 'Send the header Content-Type: application/json with a JSON object body.',
  },
  payload_too_large: {
    status: 413,
    title: 'Payload too large',
    description: 'The request body is larger than this service accepts.',
    recovery: 'Send a smaller body, or split the input across several requests.',
  },
  invalid_json_body: {
    status: 400,
    title: 'Invalid JSON body',
    description: 'The request body is not valid JSON, or is JSON but not an object.',
    recovery: "Send one JSON object of the tool's properties; its schema and examples are in the documentation at /docs.",
  },
  invalid_input_row: {
    status: 400,
    title: 'Input row cannot be read',
    description:
      "Answered only by the command line's `--each` (never by the HTTP service), for one record of its input: a CSV row whose cells do not match the header row (one cell per header), or whose quoting is broken (a quoted field never closed, or text right after a closing quote). The detail names the row's line in the file; the other records still run. A line of NDJSON input that is not a JSON object is `invalid_json_body`.",
    recovery:
      'Give every row one cell per header (an empty cell leaves its field out); quote a cell that holds the delimiter, a quote or a line break, and write " inside it as "".',
  },
  invalid_utf8: {
    status: 400,
    title: 'Body is not UTF-8',
    description:
      'The request body contains bytes that are not valid UTF-8 (RFC 8259 §8.1 requires JSON to be UTF-8). The service refuses them rather than replacing them with U+FFFD, so no tool ever works on bytes you did not send. The detail gives the byte offset.',
    recovery: 'Encode the body as UTF-8; check the bytes at the reported offset (a Latin-1 or Windows-1252 character is the usual cause).',
  },
  invalid_content_encoding: {
    status: 400,
    title: 'Body cannot be decompressed',
    description:
      'The request declares a Content-Encoding (gzip or deflate) but the body is not valid data in that encoding, or it is truncated.',
    recovery: 'Send the complete compressed body, or drop the Content-Encoding header and send plain JSON.',
  },
  unsupported_content_encoding: {
    status: 415,
    title: 'Unsupported content encoding',
    description: 'The request body uses a Content-Encoding this service does not decode. Accepted: identity, gzip, deflate.',
    recovery: 'Send the body uncompressed, or compressed with gzip or deflate.',
  },
  bad_request: {
    status: 400,
    title: 'Bad request',
    description:
      'The request is not valid HTTP/1.1 (a malformed request line or header), or its path has a malformed percent-escape (`%` not followed by two hexadecimal digits, or escapes that do not encode UTF-8), so no tool or page was reached.',
    recovery: 'Send a well-formed HTTP request with its path percent-encoded as UTF-8; an HTTP client library does this for you.',
  },
  request_timeout: {
    status: 408,
    title: 'Request timeout',
    description:
      'The request headers, or the whole request, did not arrive within the time this service allows (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS), or the body arrived slower than BODY_MIN_BYTES_PER_SECOND after a 5 s grace. The connection is closed.',
    recovery: 'Send the whole request promptly; on a slow link, send a smaller body.',
  },
  expectation_failed: {
    status: 417,
    title: 'Expectation failed',
    description:
      'The request has an Expect header other than 100-continue, the only expectation HTTP/1.1 defines (RFC 9110 §10.1.1); the service cannot meet it, so the request was not read.',
    recovery: 'Send the request without the Expect header (or with Expect: 100-continue).',
  },
  headers_too_large: {
    status: 431,
    title: 'Request headers too large',
    description: "The request's header block is larger than Node's limit (16 KiB by default).",
    recovery: 'Send fewer or shorter headers (large cookies are the usual cause).',
  },
  server_busy: {
    status: 503,
    title: 'Server busy',
    description:
      'The service is at its limit of work in flight (requests being processed, or heavy tasks queued for the worker pool), a heavy task ran past its time limit, the request bodies arriving from every client fill the memory set aside for them (BODY_BUDGET_BYTES), a large answer did not fit in the memory set aside for answers still being read (ANSWER_BUDGET_BYTES), or the rate-limit counter (the cluster primary) did not answer in time. Nothing about the request is wrong.',
    recovery: 'Wait for the number of seconds in the Retry-After header, then send the same request again.',
  },
  draining: {
    status: 503,
    title: 'Shutting down',
    description:
      'The service received a stop signal: it answers the requests it already has and takes no new ones. /readyz reports this so that a load balancer sends traffic elsewhere.',
    recovery: 'Send the request to another instance, or retry after the number of seconds in Retry-After.',
  },
  validation_failed: {
    status: 422,
    title: 'Validation failed',
    description:
      "The body does not satisfy the tool's request schema: a required property is missing, a property is unknown, or a value has the wrong type or is outside its enumeration or bounds. Each entry in `errors` points at one field.",
    recovery: "Fix each field named in `errors` (a JSON pointer into your body); the tool's schema is in the documentation at /docs.",
  },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    description:
      'This client sent more requests than the rate limit allows in the current window, has more requests in flight than its share (MAX_IN_FLIGHT_PER_CLIENT), more request bodies arriving than its share (BODY_READS_PER_CLIENT) or more heavy tasks waiting for the engine threads than its share (WORKER_QUEUE_MAX_PER_CLIENT), or has left more large answers unread than its share of the memory for them (ANSWER_BUDGET_BYTES_PER_CLIENT).',
    recovery: 'Wait for the number of seconds in the Retry-After header (and read the answers you are waiting for), then retry.',
  },
  pipeline_invalid: {
    status: 422,
    title: 'Pipeline cannot run as written',
    description:
      "A pipeline was checked before any step ran and cannot run: a step names no tool, a `$from` reference points to the step itself or a later one, or does not resolve in the schema of the earlier step's result, or resolves to a type the target property cannot take, or a `$each` is used without `each`. Each entry in `errors` points at the field of the request body that is wrong and names the step and the reference. Nothing was run.",
    recovery: "Fix each reference named in `errors`; each tool's result schema is in the documentation at /docs.",
  },
  pipeline_step_skipped: {
    status: 424,
    title: 'Pipeline step not run',
    description:
      'A step of a pipeline was not run because it takes a value (`$from`) from an earlier step that failed or was itself not run. The detail names the step and the reference; the earlier step carries its own problem.',
    recovery: 'Fix the earlier step that failed (its own problem says how), then run the pipeline again.',
  },
  pipeline_reference_missing: {
    status: 422,
    title: 'Pipeline reference has no value',
    description:
      "A reference of a pipeline step (`$from` or `$each`) resolves in the schemas but not in the actual value: the earlier step's result lacks the optional property, took another branch of its schema, or the item of `each` lacks the key, or a `$convert` was given a value it cannot convert. The detail names the step and the pointer.",
    recovery: 'Point to a property the earlier result always has, or add the key to every item of `each`.',
  },
  engine_error: {
    status: 500,
    title: 'Engine error',
    description: 'The tool failed unexpectedly. The failure is logged without the request body.',
    recovery: 'Retry later; if it persists, report the request that triggers it.',
  },
} as const satisfies Record<string, ProblemType>;

export type HttpProblemCode = keyof typeof httpProblems;
/** The problem codes of the service itself (not of one tool), for the SDK's code union. */
export const httpProblemCodes = Object.keys(httpProblems) as HttpProblemCode[];
export type ProblemCode = HttpProblemCode | ToolErrorCode;

const toolProblems = Object.fromEntries(
  Object.entries(toolErrorCatalogue).map(([code, entry]) => [code, { status: 422, ...entry }]),
) as Record<ToolErrorCode, ProblemType>;

/** Every problem code the service can answer with, and what it means. */
export const problemTypes: Readonly<Record<ProblemCode, ProblemType>> = Object.freeze({ ...httpProblems, ...toolProblems });

/** One entry of a 422's `errors`, as the spec's ValidationProblem schema types it. */
export type ValidationErrorEntry = components['schemas']['ValidationProblem']['errors'][number];

/** A problem to answer with; thrown anywhere and turned into the response by the error boundary. */
export class ProblemError extends Error {
  readonly status: number;

  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extras: {
      errors?: ValidationErrorEntry[];
      errorCount?: number;
      headers?: Record<string, string>;
      /** Replaces the code's general recovery when this situation has a more precise one. */
      recovery?: string;
    } = {},
  ) {
    super(detail);
    this.name = 'ProblemError';
    this.status = problemTypes[code].status;
  }
}

/** The problem for an unexpected failure, the same from every surface: no internals, nothing of the input. */
export function engineError(): ProblemError {
  return new ProblemError('engine_error', 'The tool failed unexpectedly while processing this request.');
}

/** A problem body as the spec's Problem schema types it: a change to the schema breaks compilation here. */
export type ProblemBody = components['schemas']['Problem'];
export type ValidationProblemBody = components['schemas']['ValidationProblem'];

/**
 * The RFC 9457 body for a problem. `typeBase` is PUBLIC_BASE_URL or '' (a relative reference): never taken from the
 * request's Host header, which the client writes.
 */
export function problemBody(problem: ProblemError, typeBase: string, instance?: string): ProblemBody | ValidationProblemBody {
  const type = problemTypes[problem.code];
  const body: ProblemBody = {
    type: `${typeBase}/problems/${problem.code}`,
    title: type.title,
    status: type.status,
    code: problem.code,
    detail: problem.detail,
    recovery: problem.extras.recovery ?? type.recovery,
    ...(instance === undefined ? {} : { instance: clip(instance) }),
  };
  const { errors } = problem.extras;
  if (errors && problem.code === 'validation_failed')
    return { ...body, code: problem.code, errors, errorCount: problem.extras.errorCount ?? errors.length };
  // A pipeline's 422 lists its references as a validation problem lists its fields (the spec's PipelineProblem).
  if (errors && problem.code === 'pipeline_invalid')
    return { ...body, errors, errorCount: problem.extras.errorCount ?? errors.length } as ProblemBody;
  return body;
}
