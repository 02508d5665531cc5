import cluster from 'node:cluster';
import nodeModule from 'node:module';
import { loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { logDestination, serviceLogger } from './http/log';
import { unsupportedNode } from './node-support';

/**
 * The service's entry point (`node dist/server.js`, or `utility-tools-api serve`). With WORKERS > 1 this process is the node:cluster primary
 * (src/cluster.ts), which loads none of the service itself and forks the workers; each worker, or the one process
 * with WORKERS=1, serves the port (src/serve.ts). The service is loaded only where it runs, so the primary forks at once.
 */
export async function startService(): Promise<void> {
  // Node 22.1+ keeps the compiled code of every module on disk (in the temp folder), so later starts skip most of
  // the parsing; Node 20 has no such cache and starts without it, as does a process that cannot write there.
  (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  loadEnvFile();
  const config = loadConfig();
  const log = serviceLogger(config.logLevel, logDestination(config.logBufferBytes));
  const unsupported = unsupportedNode();
  if (unsupported && cluster.isPrimary) log.warn({ code: 'unsupported_node', node: process.versions.node }, unsupported);
  if (config.processes > 1 && cluster.isPrimary) {
    const { runPrimary } = require('./cluster') as typeof import('./cluster');
    await runPrimary(config, log);
  } else {
    const { serve } = require('./serve') as typeof import('./serve');
    await serve(config, log);
  }
}

if (require.main === module) {
  startService().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
