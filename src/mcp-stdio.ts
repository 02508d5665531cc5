import { loadConfig, problemTypeBase } from './config';
import { loadEnvFile } from './env-file';
import { logDestination, serviceLogger } from './http/log';
import { createMcpServer, mcpTools } from './mcp/server';
import { BoundedStdioServerTransport } from './mcp/stdio-transport';
import { EnginePool } from './pool/engine-pool';
import { ProblemError } from './problems/problem';
import { createTools } from './runtime';

/** Answers the client has not read, in bytes, above which no more requests are read from stdin. */
const OUTPUT_HIGH_WATER_BYTES = 1024 * 1024;

/**
 * The API's 21 tools as an MCP server on stdio (`utility-tools-api mcp`, or `node dist/mcp-stdio.js`), for an agent
 * that starts it as a local process. stdout carries the protocol only, so the log goes to stderr. The tools run as
 * over HTTP, through the same callTool: the same validation and engines, heavy ones on the engine pool
 * (WORKER_THREADS and the other settings apply). Bounded as HTTP is: a line is at most BODY_LIMIT_BYTES, at most
 * MAX_IN_FLIGHT requests are in flight, and while the client leaves more than 1 MiB of answers unread no input is
 * read (BoundedStdioServerTransport). The one client is not held to the per-client shares meant for many: its pool
 * tasks may fill the whole queue, which holds at least MAX_IN_FLIGHT tasks, so a request read is not refused for
 * want of a place in it.
 */
export async function serveMcpOverStdio(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  // stderr, bounded as the service's stdout is: a host that never reads stderr cannot grow the log's memory.
  const log = serviceLogger(config.logLevel, logDestination(config.logBufferBytes, 2));
  const queue = Math.max(config.pool.queueMax, config.inFlight.max);
  const pool = new EnginePool({ ...config.pool, queueMax: queue, queueMaxPerClient: Infinity });
  const tools = await createTools(config, { log, pool });
  const transport = new BoundedStdioServerTransport(
    process.stdin,
    process.stdout,
    { maxLineBytes: config.bodyLimitBytes, maxInFlight: config.inFlight.max, outputHighWaterBytes: OUTPUT_HIGH_WATER_BYTES },
    log,
  );
  const holdAnswer = (bytes: number): void => {
    // The answer budget, as over HTTP: answers waiting for the client to read them stay within ANSWER_BUDGET_BYTES.
    const unread = process.stdout.writableLength;
    if (unread + bytes <= config.answers.budgetBytes) return;
    throw new ProblemError(
      'server_busy',
      `This answer (${bytes} bytes) and the answers not yet read from stdout (${unread} bytes) pass the memory set aside for answers still being read (${config.answers.budgetBytes} bytes, ANSWER_BUDGET_BYTES); it was not sent.`,
      {
        headers: { 'Retry-After': '5' },
        recovery: 'Read the answers already written to stdout, then call again; or ask for a smaller answer.',
      },
    );
  };
  const server = createMcpServer(
    {
      callTool: tools.callTool,
      compositions: tools.compositions,
      // The one client takes what HTTP gives each client: MAX_IN_FLIGHT_PER_CLIENT and its share of the pool's queue.
      batchConcurrency: Math.min(config.inFlight.perClient, config.pool.queueMaxPerClient),
      typeBase: problemTypeBase(config),
      endpoint: '/mcp',
    },
    { client: 'stdio', gone: () => false, holdAnswer },
    mcpTools(tools.contract),
  );
  // The error's name and code only: a protocol error's message can quote what the client sent.
  transport.onerror = (error) => log.warn({ error: error.name, code: (error as NodeJS.ErrnoException).code }, 'stdio transport error');
  transport.onclose = () => void pool.close().then(() => process.exit(0));
  await server.connect(transport);
  log.info('utility-tools-api MCP server on stdio');
}

if (require.main === module) {
  serveMcpOverStdio().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
