import { ToolInputError } from '../shared/errors';
import { warning } from '../shared/warnings';
import { scaffold } from './scaffold';
import { readOpenApi, toolsFromOpenApi, toolsFromText } from './tools';
import { defaultBaseUrl } from './upstream';
import type { RequestBody, ToolResult } from '../../common/operations';

export type McpServerRequest = RequestBody<'mcp_server_generator'>;

export type McpServerResult = ToolResult<'mcp_server_generator'>;

const VERSION = '0.1.0';
/** The largest result (JSON-escaped UTF-8): the manifest and the scaffold both repeat every tool's input schema. */
const MAX_RESULT_BYTES = 8 * 1024 * 1024 - 4096;

/**
 * An MCP server from an OpenAPI 3.x document (JSON or YAML; one tool per operation, external $refs never fetched) or
 * plain-language tool lines (`get_weather(city: string, units?: "metric"|"imperial"): current weather`): the manifest
 * and a runnable TypeScript scaffold on @modelcontextprotocol/sdk (McpServer.registerTool, zod inputs, stdio).
 */
export function generateMcpServer(request: McpServerRequest): McpServerResult {
  // serverName is a package name by the request schema (pattern), so it is written into package.json as it is.
  const { serverName } = request;
  const document = readOpenApi(request.text);
  if (!document && request.handlers === 'fetch') {
    throw new ToolInputError(
      'invalid_tool_source',
      'handlers "fetch" calls the operations an OpenAPI document describes, and tool lines have no method or path; send an OpenAPI 3.x document, or handlers "echo".',
    );
  }
  const read = document ? toolsFromOpenApi(document) : { ...toolsFromText(request.text), external: [] as string[] };
  if (read.tools.length === 0) {
    throw new ToolInputError(
      'invalid_tool_source',
      document
        ? 'The OpenAPI document has no operations under paths.'
        : 'No line describes a tool; write one per line as name(parameter: type, ...): description, or send an OpenAPI 3.x document.',
    );
  }
  const info = (document?.info ?? {}) as Record<string, unknown>;
  const description =
    typeof info.description === 'string'
      ? info.description.slice(0, 500)
      : typeof info.title === 'string'
        ? info.title
        : `MCP server ${serverName}`;
  const warnings: McpServerResult['warnings'] = read.unread
    .slice(0, 50)
    .map(({ line, why, input }) =>
      input
        ? warning('input_not_used', `${why}.`)
        : warning(
            'line_not_understood',
            line === undefined ? `${why}.` : `Line ${line} was not read: ${why}.`,
            line === undefined ? {} : { line },
          ),
    );
  if (read.external.length > 0) {
    warnings.push(
      warning(
        'external_ref_skipped',
        `${read.external.length} external $ref${read.external.length === 1 ? ' was' : 's were'} not fetched (${read.external.slice(0, 3).join(', ')}); those schemas accept anything.`,
      ),
    );
  }
  const tools = read.tools.map(({ name, description: text, inputSchema }) => ({ name, description: text, inputSchema }));
  const result: McpServerResult = {
    source: document ? 'openapi' : 'text',
    manifest: { name: serverName, description, version: VERSION, tools },
    files: scaffold(serverName, description, VERSION, read.tools, { handlers: request.handlers, baseUrl: defaultBaseUrl(document) }),
    warnings,
  };
  const bytes = Buffer.byteLength(JSON.stringify(result));
  if (bytes > MAX_RESULT_BYTES) {
    throw new ToolInputError(
      'code_too_large',
      `The manifest and scaffold would be ${bytes.toLocaleString('en')} bytes, above ${MAX_RESULT_BYTES.toLocaleString('en')}; send fewer operations.`,
    );
  }
  return result;
}
