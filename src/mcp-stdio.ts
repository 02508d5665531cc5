import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Document } from 'openapi-backend';
import { spec } from './common/operations';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { serviceLogger } from './http/log';
import { createMcpServer } from './http/mcp';
import { loadContract } from './http/openapi';
import { EnginePool } from './pool/engine-pool';
import { operationRunner } from './pool/operation-runner';
import { handlers } from './tools/registry';

/**
 * `npm run mcp`: the API's 21 tools as an MCP server on stdio, for an agent that starts it as a local process. stdout
 * carries the protocol, so the log goes to stderr. The tools run as over HTTP: the same validation and engines, heavy
 * ones on the engine pool (WORKER_THREADS and the other settings apply).
 */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const log = serviceLogger(config.logLevel, pino.destination({ dest: 2, sync: false }));
  const pool = new EnginePool(config.workers);
  const contract = await loadContract(spec as unknown as Document);
  const run = operationRunner(handlers, pool, { now: () => new Date(), random: (size) => randomBytes(size) });
  const server = createMcpServer(
    { contract, run, log, publicBaseUrl: config.publicBaseUrl },
    { client: 'stdio', gone: () => false, holdAnswer: () => undefined },
  );
  const transport = new StdioServerTransport();
  transport.onclose = () => void pool.close().then(() => process.exit(0));
  await server.connect(transport);
  log.info('utility-tools-api MCP server on stdio');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
