import { Registry } from 'prom-client';
import { loadConfig } from '../../src/config';
import { logDestination, logLinesDropped, serviceLogger } from '../../src/http/log';
import { createMetrics } from '../../src/http/protocols/metrics';

// Run by tests/contract/stalled-log.system.test.ts as a child whose stdout the test does not read: the service's logger, as
// server.ts builds it from the settings, writes LINES access-log lines (429s, the flood) in bursts, then
// tells the test over IPC how much its heap grew, how many lines were dropped and what /metrics says.

const LINES = 300_000;
const config = loadConfig();
const log = serviceLogger(config.logLevel, logDestination(config.logBufferBytes));
const metrics = createMetrics(undefined);
const gc = (globalThis as { gc?: () => void }).gc as () => void;

gc();
const before = process.memoryUsage().heapUsed;
let written = 0;
const line = {
  reqId: '6f1d0c2e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  method: 'POST',
  path: '/api/v1/gst-calculator',
  tool: 'gst-calculator',
  status: 429,
  code: 'rate_limited',
  ms: 0.4,
};

function burst(): void {
  for (let i = 0; i < 10_000 && written < LINES; i++, written++) log.info(line, 'answered');
  if (written < LINES) setImmediate(burst);
  // A failed report is an unhandled rejection: it ends this child with the error on the stderr the test inherits.
  else setTimeout(() => void report(), 500);
}

async function report(): Promise<void> {
  gc();
  const heapGrowth = process.memoryUsage().heapUsed - before;
  const text = await Registry.merge(metrics.registries).metrics();
  const metric = /^utility_tools_log_lines_dropped_total (\d+)$/m.exec(text)?.[1];
  process.send?.({ heapGrowth, dropped: logLinesDropped(), metric: Number(metric) });
}

burst();
