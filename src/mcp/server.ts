/**
 * The tools as an MCP server, whatever carries it: the tool list sized for an agent's context and the server whose
 * calls go through callTool. Its transports are src/http/protocols/mcp.ts (streamable HTTP, /mcp) and
 * src/mcp-stdio.ts (stdio), so MCP over stdio does not depend on the HTTP layer.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from 'openapi-backend';
import { operations, type OperationId } from '../common/operations';
import { PAGE_KEYWORDS } from '../common/page-keywords';
import type { Caller } from '../pool/engine-pool';
import type { CallTool } from '../calls/call-tool';
import { resultText } from '../pool/serialized-result';
import { ProblemError, problemBody } from '../problems/problem';
import type { SpecContract } from '../calls/contract';

/** What a JSON-RPC answer adds around a result (`{"result":{"content":[{"type":"text","text":…}],…},"jsonrpc":"2.0","id":…}`), at most. */
const ENVELOPE_BYTES = 256;

/** The size of each tools list as written, measured once per list. */
const listBytes = new WeakMap<Tool[], number>();

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
 * with descriptions cut to a sentence and examples left out; an answer's schema without descriptions or patterns.
 */
function concise(schema: unknown, keepDescriptions: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => concise(item, keepDescriptions));
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema as Record<string, unknown>).flatMap(([key, value]): Array<[string, unknown]> => {
    // Examples, and the keywords for people filling a page's form (labels, hints): the descriptions say it for agents.
    if (key === 'examples' || key === 'example' || PAGE_ONLY.has(key)) return [];
    // An answer's string patterns (a formatted rupee amount) say nothing an agent needs; requests keep theirs.
    if (key === 'pattern' && !keepDescriptions) return [];
    if (key === 'description') return keepDescriptions && typeof value === 'string' ? [[key, firstSentence(value)]] : [];
    // Inside `properties` every key is a field name, never a keyword.
    if (key === 'properties' && value !== null && typeof value === 'object') {
      return [[key, Object.fromEntries(Object.entries(value).map(([name, field]) => [name, concise(field, keepDescriptions)]))]];
    }
    return [[key, concise(value, keepDescriptions)]];
  });
  return Object.fromEntries(entries);
}

/**
 * The MCP tools: one per operation, named by its operationId and typed by the spec's schemas. Sized for an agent's
 * context: the tool's one-line purpose, its error codes and where its full reference is; field descriptions cut to
 * a sentence; answers without descriptions. The long texts stay in the spec and on the docs page.
 */
export function mcpTools(contract: SpecContract): Tool[] {
  // The compositions (batch, pipeline) are not tools: an agent calls the tools themselves.
  const tools = contract.router.getOperations().filter((operation) => Object.hasOwn(operations, operation.operationId ?? ''));
  return tools.map((operation) => {
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
      inputSchema: concise(input, true) as Tool['inputSchema'],
      outputSchema: concise(output, false) as Tool['outputSchema'],
      annotations: { readOnlyHint: true, idempotentHint: operations[operationId].idempotent, openWorldHint: false },
    };
  });
}

export interface McpDispatch {
  callTool: CallTool;
  publicBaseUrl: string | undefined;
  /** Counts a tool call for /metrics: its tool, its problem code (`none` for a result) and its duration. */
  observeCall?: (tool: string, code: string, seconds: number) => void;
}

/** Who calls, as the engine pool sees it, and where its answers are held to the answer budget until they are read. */
export interface McpCaller extends Caller {
  /** Counts an answer of `bytes` (as it will be written) from now until it is read; throws the 503 or 429 problem when it does not fit. */
  holdAnswer(bytes: number): void;
}

/**
 * A tool call's problem as MCP's error result: the RFC 9457 problem as JSON text. A refusal that HTTP would answer
 * with Retry-After (a busy pool, a full queue, a spent share) carries the same wait as `retryAfterSeconds`.
 */
function problemResult(problem: ProblemError, dispatch: McpDispatch, tool: string): CallToolResult {
  const body = problemBody(problem, dispatch.publicBaseUrl ?? '', `/mcp#${tool}`);
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
    const tool = operations[name as OperationId]?.tool ?? 'none';
    const code = result.isError ? (JSON.parse((result.content[0] as { text: string }).text) as { code: string }).code : 'none';
    dispatch.observeCall(tool, code, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return result;
}

async function callTool(dispatch: McpDispatch, name: string, args: Record<string, unknown>, caller: McpCaller): Promise<CallToolResult> {
  try {
    // The arguments are this request's own parse of its body, so validation may fill in defaults in place.
    const result = await dispatch.callTool(name as OperationId, args, { caller, inputName: 'arguments' });
    const text = resultText(result);
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
 * An MCP server (the official TypeScript SDK's low-level Server) whose tools are the API's operations: the input
 * schema is the request schema, the output schema the result schema, and a call runs exactly as POST /api/v1/{tool}
 * does (the same validation, the same engine, the pool for heavy ones). A problem is an error result holding the
 * problem JSON.
 */
export function createMcpServer(dispatch: McpDispatch, caller: McpCaller, tools: Tool[]): Server {
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
    return { tools };
  });
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    observedCall(dispatch, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>, caller),
  );
  return server;
}
