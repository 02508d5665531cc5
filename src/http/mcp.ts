import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Operation } from 'openapi-backend';
import { operations, type OperationId } from '../common/operations';
import type { Caller } from '../pool/engine-pool';
import type { OperationRunner } from '../pool/operation-runner';
import { SerializedResult } from '../pool/serialized-result';
import { ProblemError, problemBody } from '../problems/problem';
import { ToolInputError } from '../tools/shared/errors';
import { jsonBodyReader } from './json-body';
import type { Logger } from './log';
import type { SpecContract } from './openapi';
import type { Step } from './pipeline';
import { toValidationErrors } from './validation-errors';

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

/** The MCP tools: one per operation, named by its operationId, described and typed by the spec. */
export function mcpTools(contract: SpecContract): Tool[] {
  return contract.router.getOperations().map((operation) => {
    const operationId = operation.operationId as OperationId;
    const { input, output } = schemasOf(operation);
    return {
      name: operationId,
      title: operations[operationId].tool,
      description: operation.description ?? operations[operationId].tagline,
      inputSchema: input as Tool['inputSchema'],
      outputSchema: output as Tool['outputSchema'],
      annotations: { readOnlyHint: true, idempotentHint: !notIdempotent.has(operationId), openWorldHint: false },
    };
  });
}

export interface McpDispatch {
  contract: SpecContract;
  run: OperationRunner;
  log: Logger;
  publicBaseUrl: string | undefined;
}

/** A tool call's problem as MCP's error result: the RFC 9457 problem, as JSON text and as structured content. */
function problemResult(problem: ProblemError, dispatch: McpDispatch, tool: string): CallToolResult {
  const body = problemBody(problem, dispatch.publicBaseUrl ?? '', `/mcp#${tool}`);
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

async function callTool(dispatch: McpDispatch, name: string, args: Record<string, unknown>, caller: Caller): Promise<CallToolResult> {
  const operation = dispatch.contract.router.getOperation(name);
  const operationId = name as OperationId;
  if (!operation || !(operationId in operations)) {
    return problemResult(new ProblemError('tool_not_found', `No tool is named "${name.slice(0, 100)}".`), dispatch, name);
  }
  const body = structuredClone(args);
  const errors = dispatch.contract.bodyErrors(operation, operation.path, body);
  if (errors.length > 0) {
    const { entries, count } = toValidationErrors(errors);
    const detail = `The arguments do not satisfy the input schema of ${name}: ${count} problem${count === 1 ? '' : 's'}.`;
    return problemResult(new ProblemError('validation_failed', detail, { errors: entries, errorCount: count }), dispatch, name);
  }
  try {
    const bytes = Buffer.byteLength(JSON.stringify(body));
    const result = await dispatch.run(operationId, body, bytes, caller);
    // A pool result arrives as its JSON bytes (SerializedResult); an inline one as the object.
    const text = result instanceof SerializedResult ? Buffer.from(result.json).toString('utf8') : JSON.stringify(result);
    return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    if (error instanceof ProblemError) return problemResult(error, dispatch, name);
    if (error instanceof ToolInputError) {
      return problemResult(
        new ProblemError(error.code, error.message, error.recovery === undefined ? {} : { recovery: error.recovery }),
        dispatch,
        name,
      );
    }
    dispatch.log.error({ tool: name, failure: error instanceof Error ? error.name : typeof error }, 'engine_error');
    return problemResult(new ProblemError('engine_error', 'The tool failed unexpectedly while processing this request.'), dispatch, name);
  }
}

/**
 * An MCP server (the official TypeScript SDK's low-level Server) whose tools are the API's operations: the input
 * schema is the request schema, the output schema the result schema, and a call runs exactly as POST /api/v1/{tool}
 * does (the same validation, the same engine, the pool for heavy ones). A problem is an error result holding the
 * problem JSON.
 */
export function createMcpServer(dispatch: McpDispatch, caller: Caller, tools: Tool[] = mcpTools(dispatch.contract)): Server {
  const server = new Server(
    { name: 'utility-tools-api', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Everyday developer, data and Indian business tools. Each tool is pure: it reads only its arguments.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(dispatch, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>, caller),
  );
  return server;
}

/**
 * POST /mcp: MCP's streamable HTTP transport, stateless (a new server and transport for each request, no session),
 * with JSON answers. It runs behind the same client address, rate limit and in-flight cap as the API, and its body is
 * read as the API's is (BODY_LIMIT_BYTES, encodings, UTF-8, one JSON object), not by the transport's own 4 MiB reader.
 */
export function mcpEndpoint(dispatch: McpDispatch, bodyLimitBytes: number): Step {
  const readBody = jsonBodyReader(bodyLimitBytes);
  // Described once: every request gets its own server (stateless), all of them the same tools.
  const tools = mcpTools(dispatch.contract);
  return {
    name: 'MCP over streamable HTTP (/mcp)',
    run: async ({ ctx, client }) => {
      const parsed = ctx.method === 'POST' ? (await readBody(ctx)).body : undefined;
      const server = createMcpServer(dispatch, { client, gone: () => ctx.res.closed }, tools);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      ctx.res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      ctx.respond = false;
      await transport.handleRequest(ctx.req as IncomingMessage, ctx.res as ServerResponse, parsed);
      return 'answered' as const;
    },
  };
}
