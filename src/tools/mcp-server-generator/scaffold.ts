import type { ToolDefinition } from './tools';
import { callApiSource, envName, fetchHandler } from './upstream';
import { shapeOf } from './zod';
import type { RequestBody } from '../../common/operations';

/** echo: each handler is a stub answering its arguments; fetch: each calls the operation on the upstream API. */
type Handlers = RequestBody<'mcp_server_generator'>['handlers'];

export interface ScaffoldOptions {
  handlers: Handlers;
  /** The default base URL of the upstream API (fetch handlers). */
  baseUrl?: string;
}

export interface GeneratedFile {
  path: string;
  content: string;
}

/** The versions the scaffold pins: the MCP TypeScript SDK and zod this service type-checks its output against. */
const SDK_VERSION = '1.32.2';
const ZOD_VERSION = '4.6.7';

// MCP tool annotations from HTTP semantics (RFC 9110 §9.2): safe methods only read, idempotent ones can be retried.
const READ_ONLY = new Set(['get', 'head', 'options']);
const IDEMPOTENT = new Set(['get', 'head', 'options', 'put', 'delete']);

function annotations(tool: ToolDefinition, handlers: Handlers): string {
  if (!tool.method) return '';
  const readOnly = READ_ONLY.has(tool.method);
  // A handler that calls the upstream API reaches outside this server: openWorldHint.
  const openWorld = handlers === 'fetch' ? ', openWorldHint: true' : '';
  return `\n    annotations: { readOnlyHint: ${readOnly}, idempotentHint: ${IDEMPOTENT.has(tool.method)}, destructiveHint: ${tool.method === 'delete'}${openWorld} },`;
}

function echoHandler(tool: ToolDefinition): string {
  return `async (args) => {
    // TODO: do the work of ${tool.name} here and return what it produced.
    return { content: [{ type: 'text', text: ${JSON.stringify(`${tool.name} was called with `)} + JSON.stringify(args) }] };
  }`;
}

function registration(tool: ToolDefinition, handlers: Handlers): string {
  return `server.registerTool(
  ${JSON.stringify(tool.name)},
  {
    description: ${JSON.stringify(tool.description)},
    inputSchema: ${shapeOf(tool.inputSchema)},${annotations(tool, handlers)}
  },
  ${handlers === 'fetch' ? fetchHandler(tool) : echoHandler(tool)},
);`;
}

function indexTs(serverName: string, version: string, tools: ToolDefinition[], options: ScaffoldOptions): string {
  const { handlers } = options;
  const imports = handlers === 'fetch' ? "import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';\n" : '';
  const helper = handlers === 'fetch' ? `\n${callApiSource(serverName, options.baseUrl)}\n` : '';
  return `#!/usr/bin/env node
// ${serverName}: an MCP server on the official TypeScript SDK, one tool per operation, over stdio.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
${imports}import { z } from 'zod';

const server = new McpServer({ name: ${JSON.stringify(serverName)}, version: ${JSON.stringify(version)} });
${helper}
${tools.map((tool) => registration(tool, handlers)).join('\n\n')}

const transport = new StdioServerTransport();
await server.connect(transport);
`;
}

export function scaffold(
  serverName: string,
  description: string,
  version: string,
  tools: ToolDefinition[],
  options: ScaffoldOptions = { handlers: 'echo' },
): GeneratedFile[] {
  const packageJson = {
    name: serverName,
    version,
    description,
    type: 'module',
    bin: { [serverName]: 'dist/index.js' },
    scripts: { build: 'tsc', start: 'node dist/index.js' },
    dependencies: { '@modelcontextprotocol/sdk': SDK_VERSION, zod: ZOD_VERSION },
    devDependencies: { '@types/node': '^20.19.0', typescript: '^5.9.0' },
    engines: { node: '>=20' },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      outDir: 'dist',
      rootDir: 'src',
      strict: true,
      skipLibCheck: true,
    },
    include: ['src'],
  };
  const readme = `# ${serverName}

${description}

An MCP server (Model Context Protocol) on the official TypeScript SDK, talking over stdio. Tools:

${tools.map((tool) => `- \`${tool.name}\`: ${tool.description.split('\n')[0]}`).join('\n')}

${
  options.handlers === 'fetch'
    ? `Each tool calls its operation on the API with fetch and answers the API's text (an error when the status is not 2xx). Set \`${envName(serverName, 'BASE_URL')}\` to the API's base URL${options.baseUrl ? ` (default ${options.baseUrl})` : ''} and, if it needs one, \`${envName(serverName, 'AUTHORIZATION')}\` to the Authorization header to send (for example \`Bearer <token>\`).`
    : "Each tool's handler in `src/index.ts` is a stub that echoes its arguments: put the real work there."
}

\`\`\`sh
npm install
npm run build
npx @modelcontextprotocol/inspector node dist/index.js   # try it
\`\`\`

To use it from an MCP client (Claude Desktop, VS Code, ...), register the command \`node /path/to/${serverName}/dist/index.js\`.
`;
  return [
    { path: 'package.json', content: `${JSON.stringify(packageJson, null, 2)}\n` },
    { path: 'tsconfig.json', content: `${JSON.stringify(tsconfig, null, 2)}\n` },
    { path: 'src/index.ts', content: indexTs(serverName, version, tools, options) },
    { path: 'README.md', content: readme },
  ];
}
