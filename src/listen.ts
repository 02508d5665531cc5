import type { Server } from 'node:http';
import type { Config } from './config';
import type { Logger } from './http/log';
import { createMetricsServer } from './http/protocols/metrics';

/** One line that says what to change when the service cannot listen, instead of a stack trace. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number, setting = 'PORT'): string {
  if (error.code === 'EADDRINUSE')
    return `Cannot listen on ${host}:${port}: the port is already in use. Set ${setting} to a free port, or stop the process that holds it.`;
  if (error.code === 'EACCES')
    return `Cannot listen on ${host}:${port}: permission denied. Set ${setting} to 1024 or above, or run with the right to bind it.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `Cannot listen on ${host}:${port}: ${host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0.`;
  return `Cannot listen on ${host}:${port}: ${error.code ?? error.message}. Check HOST and ${setting}.`;
}

/**
 * Serves /metrics on METRICS_PORT (on HOST) from its own small server, with the text `read` gives; resolves once it
 * listens (and logs where), rejects with the one line listenFailure writes when it cannot.
 */
export function serveMetricsPort(config: Readonly<Config>, read: () => Promise<string>, log: Logger): Promise<Server> {
  const port = config.metricsPort ?? 0;
  const server = createMetricsServer(read);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new Error(listenFailure(error, config.host, port, 'METRICS_PORT'))));
    server.listen(port, config.host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      log.info(`utility-tools-api metrics on http://${config.host}:${bound}/metrics (METRICS_PORT; not on the API port)`);
      log.flush();
      resolve(server);
    });
  });
}
