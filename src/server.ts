import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { answerClientErrors } from './http/client-errors';
import { trackConnections } from './http/drain';
import type { Lifecycle } from './http/lifecycle';
import { EnginePool } from './pool/engine-pool';

/** One line that says what to change when the service cannot listen, instead of a stack trace. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE')
    return `Cannot listen on ${host}:${port}: the port is already in use. Set PORT to a free port, or stop the process that holds it.`;
  if (error.code === 'EACCES')
    return `Cannot listen on ${host}:${port}: permission denied. Set PORT to 1024 or above, or run with the right to bind it.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `Cannot listen on ${host}:${port}: ${host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0.`;
  return `Cannot listen on ${host}:${port}: ${error.code ?? error.message}. Check HOST and PORT.`;
}

/**
 * Starts the service on HOST:PORT. On SIGTERM/SIGINT it drains: /readyz turns 503, no new connections, every request
 * already received is answered (with Connection: close), then it exits 0; 1 when SHUTDOWN_TIMEOUT_SECONDS cut requests.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const lifecycle: Lifecycle = { draining: false };
  const pool = new EnginePool(config.workers);
  const app = await createApp(config, { pool, lifecycle });
  // Timeouts are checked every second, not Node's default 30, so a slow client is cut off close to the setting.
  const server = createServer(
    { connectionsCheckingInterval: 1000, requestTimeout: config.requestTimeoutMs, headersTimeout: config.headersTimeoutMs },
    app.callback(),
  );
  server.keepAliveTimeout = 65_000;
  answerClientErrors(server, config.publicBaseUrl);
  const connections = trackConnections(server);
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, config.host, config.port));
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`utility-tools-api listening on http://${config.host}:${port} (docs at /docs)`);
    // Load the engines in every pool thread now, so no caller pays for it.
    pool.warm().catch((error: unknown) => console.error(`engine pool warm-up failed: ${error instanceof Error ? error.name : 'error'}`));
  });

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    console.log(`${signal} received: draining (up to ${config.shutdownTimeoutSeconds} s)`);
    const outcome = await connections.drain(config.shutdownTimeoutSeconds * 1000);
    await pool.close();
    console.log(outcome.complete ? 'drained: every request answered' : `shutdown timeout: ${outcome.cut} request(s) cut`);
    process.exit(outcome.complete ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
