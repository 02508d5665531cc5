import pino from 'pino';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { serviceLogger } from './http/log';
import { createMcpServer, mcpTools } from './http/protocols/mcp';
import { createTools } from './runtime';

/**
 * The API's 21 tools as an MCP server on stdio (`utility-tools-api mcp`, or `node dist/mcp-stdio.js`), for an agent
 * that starts it as a local process. stdout carries the protocol only, so the log goes to stderr. The tools run as
 * over HTTP, through the same callTool: the same validation and engines, heavy ones on the engine pool
 * (WORKER_THREADS and the other settings apply).
 */
export async function serveMcpOverStdio(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const log = serviceLogger(config.logLevel, pino.destination({ dest: 2, sync: false }));
  const tools = await createTools(config, { log });
  const server = createMcpServer(
    { callTool: tools.callTool, publicBaseUrl: config.publicBaseUrl },
    { client: 'stdio', gone: () => false, holdAnswer: () => undefined },
    mcpTools(tools.contract),
  );
  const transport = new StdioServerTransport();
  transport.onclose = () => void (tools.pool?.close() ?? Promise.resolve()).then(() => process.exit(0));
  await server.connect(transport);
  log.info('utility-tools-api MCP server on stdio');
}

if (require.main === module) {
  serveMcpOverStdio().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
