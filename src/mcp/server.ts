/**
 * The tools as an MCP server, whatever carries it: the tool list sized for an agent's context and the server whose
 * calls go through callTool. Its transports are src/http/protocols/mcp.ts (streamable HTTP, /mcp) and
 * src/mcp-stdio.ts (stdio), so MCP over stdio does not depend on the HTTP layer.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from 'openapi-backend';
import { operations, type OperationId } from '../common/operations';
import { PAGE_KEYWORDS } from '../common/page-keywords';
import type { Caller } from '../pool/engine-pool';
import type { CallTool } from '../calls/call-tool';
import { ProblemError, problemBody } from '../problems/problem';
import type { SpecContract } from '../calls/contract';
import { answerBytes, problemAnswer, type CallAnswer, type ComposeContext } from '../calls/compose';
import type { Compositions } from '../calls/compositions';

/** What a JSON-RPC answer adds around a result (`{"result":{"content":[{"type":"text","text":…}],…},"jsonrpc":"2.0","id":…}`), at most. */
const ENVELOPE_BYTES = 256;

/** The size of each tools list as written, measured once per list. */
const listBytes = new WeakMap<readonly Tool[], number>();

type JsonSchema = Record<string, unknown>;

const PAGE_ONLY = new Set<string>(PAGE_KEYWORDS);

function schemasOf(operation: Operation): { input: JsonSchema; output: JsonSchema } {
  const request = (operation.requestBody as { content: Record<string, { schema: JsonSchema }> }).content['application/json']?.schema;
  const answer = (operation.responses as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>)['200']?.content?.[
    'application/json'
  ]?.schema as { properties?: { result?: JsonSchema } } | undefined;
  const result = answer?.properties?.result ?? {};
  // MCP wants an object schema at the top; a result that is one of several objects (oneOf) is still an object.
  return { input: request ?? { type: 'object' }, output: { type: 'object', ...result } };
}

/** A field's description cut to its first sentence (at most 100 characters): the whole text stays in the spec. */
function firstSentence(text: string): string {
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();
  return sentence.length > 100 ? `${sentence.slice(0, 97).trimEnd()}...` : sentence;
}

/**
 * A schema as an agent's context window should carry it: the same types, bounds, enums, defaults and required lists,
 * with descriptions cut to a sentence and examples left out; an answer's schema without descriptions, patterns or
 * additionalProperties.
 */
function concise(schema: unknown, kind: 'request' | 'answer', descriptions = kind === 'request'): unknown {
  if (Array.isArray(schema)) return schema.map((item) => concise(item, kind, descriptions));
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Record<string, unknown>).flatMap(([key, value]): Array<[string, unknown]> => {
    // Examples, and the keywords for people filling a page's form (labels, hints): the descriptions say it for agents.
    if (key === 'examples' || key === 'example' || PAGE_ONLY.has(key)) return [];
    // An answer's string patterns (a formatted rupee amount) and closed objects (additionalProperties: false, which
    // only the server has to keep) say nothing an agent needs; requests keep both.
    if ((key === 'pattern' || key === 'additionalProperties') && kind === 'answer') return [];
    if (key === 'description') return descriptions && typeof value === 'string' ? [[key, firstSentence(value)]] : [];
    // Inside `properties` every key is a field name, never a keyword.
    if (key === 'properties' && value !== null && typeof value === 'object') {
      return [[key, Object.fromEntries(Object.entries(value).map(([name, field]) => [name, concise(field, kind, descriptions)]))]];
    }
    return [[key, concise(value, kind, descriptions)]];
  });
  return Object.fromEntries(entries);
}

/**
 * The MCP tools: one per tool operation, named by its operationId and typed by the spec's schemas, and `batch`. Sized for an agent's
 * context: the tool's one-line purpose, its error codes and where its full reference is; field descriptions cut to
 * a sentence; answers without descriptions. The long texts stay in the spec and on the docs page. Made once per contract.
 */
export function mcpTools(contract: SpecContract): readonly Tool[] {
  let listed = toolLists.get(contract);
  if (!listed) {
    listed = Object.freeze(toolsOf(contract));
    toolLists.set(contract, listed);
  }
  return listed;
}

const toolLists = new WeakMap<SpecContract, readonly Tool[]>();

function toolsOf(contract: SpecContract): Tool[] {
  // The compositions are not tools of their own; batch is one, built apart (batchTool); pipeline is not.
  const tools = contract.router.getOperations().filter((operation) => Object.hasOwn(operations, operation.operationId ?? ''));
  const described = tools.map((operation): Tool => {
    const operationId = operation.operationId as OperationId;
    const { input, output } = schemasOf(operation);
    const codes = (operation as { 'x-error-codes'?: string[] })['x-error-codes'] ?? [];
    const description = [
      `${operations[operationId].tagline}.`,
      codes.length > 0 ? `Errors (422 problems): ${codes.join(', ')}.` : '',
      `Full reference: /docs#operation/${operationId}.`,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      name: operationId,
      title: operations[operationId].tool,
      description,
      inputSchema: concise(input, 'request') as Tool['inputSchema'],
      outputSchema: concise(output, 'answer') as Tool['outputSchema'],
      annotations: { readOnlyHint: true, idempotentHint: operations[operationId].idempotent, openWorldHint: false },
    };
  });
  return [...described, batchTool(contract)];
}

/** The most calls one MCP `batch` takes: an agent's batch, far below the HTTP batch's 10,000. */
const MCP_BATCH_MAX_CALLS = 100;

/**
 * The `batch` tool: the batch operation's request schema (without its descriptions) held to MCP_BATCH_MAX_CALLS, its
 * `tool` the enum of the tools' names, and an answer typed only as items of {index, tool, status}: typing each call's
 * body or result by its tool would be the whole tools list again, and tools/list stays within 40 KB for an agent's
 * context window.
 */
function batchTool(contract: SpecContract): Tool {
  const operation = contract.router.getOperation('batch');
  if (!operation) throw new Error('The spec has no batch operation.');
  const input = structuredClone(concise(schemasOf(operation).input, 'request', false)) as {
    properties: { calls: { maxItems: number; items: { properties: { tool: Record<string, unknown> } } } };
  };
  input.properties.calls.maxItems = MCP_BATCH_MAX_CALLS;
  input.properties.calls.items.properties.tool.enum = [...contract.tools.keys()];
  return {
    name: 'batch',
    description: `At most ${MCP_BATCH_MAX_CALLS} calls of the other tools, each answered on its own as {index, tool, status, result|problem} and counted as one call; tool is the tool's title, body its arguments.`,
    inputSchema: input as unknown as Tool['inputSchema'],
    outputSchema: {
      type: 'object',
      required: ['items'],
      properties: { items: { type: 'array', items: { type: 'object', required: ['index', 'tool', 'status'] } } },
    },
    annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: false },
  };
}

export interface McpDispatch {
  callTool: CallTool;
  /** Batch over the same callTool, as POST /api/v1/batch runs it. */
  compositions: Compositions;
  /** Calls of one `batch` run at once (as the HTTP batch: the smaller of the client's in-flight and pool-queue shares). */
  batchConcurrency: number;
  /** Where problem `type` URLs start (PUBLIC_BASE_URL and BASE_PATH; empty: relative). */
  typeBase: string;
  /** The endpoint a problem's `instance` names, before `#<tool>`: `/mcp`, under BASE_PATH when HTTP serves it there. */
  endpoint: string;
  /** Counts a tool call for /metrics: its tool, its problem code (`none` for a result) and its duration. */
  observeCall?: (tool: string, code: string, seconds: number) => void;
}

/** Who calls, as the engine pool sees it, and where its answers are held to the answer budget until they are read. */
export interface McpCaller extends Caller {
  /** Counts an answer of `bytes` (as it will be written) from now until it is read; throws the 503 or 429 problem when it does not fit. */
  holdAnswer(bytes: number): void;
  /**
   * Takes the calls of a `batch` from the client's rate limit, as the HTTP batch does (the message itself counted as
   * one); absent where there is no rate limit (stdio's one client), and then every call runs.
   */
  quota?: ComposeContext['quota'];
}

/**
 * A tool call's problem as MCP's error result: the RFC 9457 problem as JSON text. A refusal that HTTP would answer
 * with Retry-After (a busy pool, a full queue, a spent share) carries the same wait as `retryAfterSeconds`.
 */
function problemResult(problem: ProblemError, dispatch: McpDispatch, tool: string): CallToolResult {
  const body = problemBody(problem, dispatch.typeBase, `${dispatch.endpoint}#${tool}`);
  const retryAfter = problem.extras.headers?.['Retry-After'];
  const text = JSON.stringify(retryAfter === undefined ? body : { ...body, retryAfterSeconds: Number(retryAfter) });
  return { isError: true, content: [{ type: 'text', text }] };
}

/** Runs one tool call and counts it for /metrics (by tool, and problem code or `none`). */
async function observedCall(
  dispatch: McpDispatch,
  name: string,
  args: Record<string, unknown>,
  caller: McpCaller,
): Promise<CallToolResult> {
  const started = process.hrtime.bigint();
  const result = await callTool(dispatch, name, args, caller);
  if (dispatch.observeCall) {
    const tool = operations[name as OperationId]?.tool ?? (name === 'batch' ? 'batch' : 'none');
    const code = result.isError ? (JSON.parse((result.content[0] as { text: string }).text) as { code: string }).code : 'none';
    dispatch.observeCall(tool, code, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return result;
}

async function callTool(dispatch: McpDispatch, name: string, args: Record<string, unknown>, caller: McpCaller): Promise<CallToolResult> {
  if (name === 'batch') return batch(dispatch, args, caller);
  try {
    // The arguments are this request's own parse of its body, so validation may fill in defaults in place.
    const result = await dispatch.callTool(name as OperationId, args, { caller, inputName: 'arguments' });
    const text = result.text();
    // Counted from now, as the answer will carry it: twice, as text (escaped once more inside the JSON-RPC answer) and
    // as structured content, plus the envelope.
    caller.holdAnswer(Buffer.byteLength(JSON.stringify(text)) + Buffer.byteLength(text) + ENVELOPE_BYTES);
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    // callTool rejects with problems only; holdAnswer's refusals are problems too.
    if (error instanceof ProblemError) return problemResult(error, dispatch, name);
    throw error;
  }
}

/**
 * The `batch` tool: the HTTP batch's own checks and run (compositions: the batch schema, each call through callTool,
 * the quota taken per call, the calls in lanes), with at most MCP_BATCH_MAX_CALLS calls. Each call's answer counts
 * against the answer budget as it is produced, as over HTTP: one that does not fit is its own 503 or 429 item.
 */
async function batch(dispatch: McpDispatch, args: Record<string, unknown>, caller: McpCaller): Promise<CallToolResult> {
  const typeBase = dispatch.typeBase;
  try {
    const calls = args.calls;
    if (Array.isArray(calls) && calls.length > MCP_BATCH_MAX_CALLS) {
      throw new ProblemError('validation_failed', `The arguments do not satisfy the request schema of batch: 1 problem.`, {
        errors: [{ pointer: '/calls', message: `must NOT have more than ${MCP_BATCH_MAX_CALLS} items (it has ${calls.length})` }],
        errorCount: 1,
        recovery: `Send at most ${MCP_BATCH_MAX_CALLS} calls in one MCP batch; split a longer list, or use POST /api/v1/batch (10,000 calls).`,
      });
    }
    const prepared = dispatch.compositions.prepare('batch', args, 'arguments');
    const taken = caller.quota ? await caller.quota(prepared.calls) : undefined;
    const context: ComposeContext = {
      caller,
      concurrency: dispatch.batchConcurrency,
      typeBase,
      ...(taken ? { quota: async () => taken } : {}),
    };
    const items: Buffer[] = [];
    await prepared.run(context, (entry) => {
      const answer = entry as CallAnswer;
      let bytes = answerBytes(answer);
      try {
        // Twice, as the answer carries it: as text (escaped once more) and as structured content.
        caller.holdAnswer(2 * bytes.length);
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        bytes = answerBytes(problemAnswer(answer.index, answer.tool, error, typeBase));
      }
      items[answer.index] = bytes;
    });
    const text = Buffer.concat([
      Buffer.from('{"items":['),
      ...items.flatMap((bytes, at) => (at === 0 ? [bytes] : [comma, bytes])),
      Buffer.from(']}'),
    ]).toString('utf8');
    caller.holdAnswer(ENVELOPE_BYTES);
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    if (error instanceof ProblemError) return problemResult(error, dispatch, 'batch');
    throw error;
  }
}

const comma = Buffer.from(',');

/**
 * An MCP server (the official TypeScript SDK's low-level Server) whose tools are the API's operations: the input
 * schema is the request schema, the output schema the result schema, and a call runs exactly as POST /api/v1/{tool}
 * does (the same validation, the same engine, the pool for heavy ones). A problem is an error result holding the
 * problem JSON.
 */
export function createMcpServer(dispatch: McpDispatch, caller: McpCaller, tools: readonly Tool[]): Server {
  // The SDK (and the zod schemas of its protocol) is loaded by the first MCP session, not by every start: it is a
  // fifth of the service's start, and most instances never see an MCP call.
  const { Server } = require('@modelcontextprotocol/sdk/server/index.js') as typeof import('@modelcontextprotocol/sdk/server/index.js');
  const { CallToolRequestSchema, ListToolsRequestSchema } =
    require('@modelcontextprotocol/sdk/types.js') as typeof import('@modelcontextprotocol/sdk/types.js');
  const server = new Server(
    { name: 'utility-tools-api', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Everyday developer, data and Indian business tools. Each tool is pure: it reads only its arguments.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => {
    let bytes = listBytes.get(tools);
    if (bytes === undefined) listBytes.set(tools, (bytes = Buffer.byteLength(JSON.stringify({ tools })) + ENVELOPE_BYTES));
    // A batch of lists is as large as a tool's answer; a refusal is this message's JSON-RPC error.
    caller.holdAnswer(bytes);
    return { tools: [...tools] };
  });
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    observedCall(dispatch, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>, caller),
  );
  return server;
}
