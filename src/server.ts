import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';

/** Starts the service on HOST:PORT and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  // A client that trickles its request is cut off instead of holding a connection open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.listen(config.port, config.host, () => {
    console.log(`utility-tools-api listening on http://${config.host}:${config.port} (docs at /docs)`);
  });
  const stop = (signal: string): void => {
    console.log(`${signal} received: closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
