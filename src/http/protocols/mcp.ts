import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from 'openapi-backend';
import { operations, type OperationId } from '../../common/operations';
import type { Caller } from '../../pool/engine-pool';
import type { CallTool } from '../../calls/call-tool';
import { SerializedResult } from '../../pool/serialized-result';
import { ProblemError, problemBody } from '../../problems/problem';
import { SMALL_ANSWER_BYTES, type AnswerBudget } from '../steps/answer-budget';
import type { SpecContract } from '../../calls/contract';
import type { Step } from '../pipeline';

/** Tools whose answer to the same input changes from call to call (random, or read against the clock). */
const notIdempotent = new Set<OperationId>(['uuid_generator', 'mock_data_generator', 'jwt_decoder']);

type JsonSchema = Record<string, unknown>;

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
    if (key === 'examples' || key === 'example') return [];
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
  return contract.router.getOperations().map((operation) => {
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
      annotations: { readOnlyHint: true, idempotentHint: !notIdempotent.has(operationId), openWorldHint: false },
    };
  });
}

export interface McpDispatch {
  callTool: CallTool;
  publicBaseUrl: string | undefined;
  /** Counts a tool call for /metrics: its tool, its problem code (`none` for a result) and its duration. */
  observeCall?: (tool: string, code: string, seconds: number) => void;
}

/** Who calls, as the engine pool sees it, and where a large answer is held to the answer budget until it is read. */
export interface McpCaller extends Caller {
  /** Counts an answer of `bytes` against the budget until it is read (throws the 503 or 429 problem when it does not fit). */
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
    // A pool result arrives as its JSON bytes (SerializedResult); an inline one as the object.
    const text = result instanceof SerializedResult ? Buffer.from(result.json).toString('utf8') : JSON.stringify(result);
    // The answer carries the result twice: as text (escaped once more inside the JSON-RPC answer) and as structured content.
    if (text.length * 2 > SMALL_ANSWER_BYTES) caller.holdAnswer(Buffer.byteLength(JSON.stringify(text)) + Buffer.byteLength(text));
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
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    observedCall(dispatch, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>, caller),
  );
  return server;
}

/**
 * POST /mcp: MCP's streamable HTTP transport, stateless (a new server and transport for each request, no session),
 * with JSON answers. It runs after the same client address, rate limit, body reader (BODY_LIMIT_BYTES, encodings,
 * UTF-8, one JSON object, the per-client share of bodies arriving) and in-flight cap as the API, whose slots it
 * shares; a large answer is held to the API's answer budget and read deadline. A stateless server has no stream to
 * offer, so GET (an SSE stream) and DELETE (a session's end) are 405 with `Allow: POST` (the transport's rule).
 */
export function mcpEndpoint(dispatch: McpDispatch, tools: Tool[], budget: AnswerBudget): Step {
  return {
    name: 'MCP over streamable HTTP (/mcp)',
    needs: ['client', 'body'],
    run: async ({ ctx, client, body }) => {
      const holdAnswer = (bytes: number): void => budget.hold(client, bytes, ctx.res);
      const server = createMcpServer(dispatch, { client, gone: () => ctx.res.closed, holdAnswer }, tools);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      ctx.res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      ctx.respond = false;
      await transport.handleRequest(ctx.req as IncomingMessage, ctx.res as ServerResponse, body?.body);
      return 'answered' as const;
    },
  };
}

/** /mcp takes POST only: 405 with `Allow: POST` before the body is read or a slot is taken. */
export const mcpMethod: Step = {
  name: 'MCP method (405 method_not_allowed: stateless, POST only)',
  run: ({ ctx }) => {
    if (ctx.method === 'POST') return;
    throw new ProblemError(
      'method_not_allowed',
      `/mcp is stateless and takes POST only (no event stream, no session); this request used ${ctx.method}.`,
      {
        headers: { Allow: 'POST' },
        recovery: 'Send each JSON-RPC message with POST /mcp; this server answers every request in the POST response (JSON).',
      },
    );
  },
};
