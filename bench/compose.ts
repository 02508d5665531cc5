/**
 * npm run bench with BENCH_ONLY=compose (issue 39): the batch operation against one service process (`WORKERS=1`,
 * rate limit out of reach). Printed:
 * - NDJSON against JSON for 10,000 uuid-generator calls of 100 UUIDs (about 40 MB of answers): the server's peak RSS
 *   over its RSS before, the time to the first line and to the last; then 10,000 calls of 1,000 UUIDs (about 400 MB)
 *   as NDJSON, read as it comes, and the same read by a client that takes nothing for 5 s, then reads.
 * - 10,000 gstin-validator calls as NDJSON: the server's peak RSS over its RSS before.
 * - Throughput: 1,000 gstin-validator calls as one batch against 1,000 single calls one after another on one keep-alive
 *   connection, and 8 at a time (the batch's own lanes), median of BENCH_ROUNDS (default 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { join } from 'node:path';

const root = join(__dirname, '..');
const port = 3900 + Math.floor(Math.random() * 90);
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const rss = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function start(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: '1',
      ACCESS_LOG: 'false',
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the service did not start');
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** POSTs a body; resolves when the whole answer is read, with the time of its first byte and its size. */
function post(
  path: string,
  body: string,
  accept: string,
  options: { pauseMs?: number } = {},
): Promise<{ status: number; bytes: number; firstMs: number; totalMs: number; lines: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', accept, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let bytes = 0;
        let lines = 0;
        let firstMs = -1;
        if (options.pauseMs) {
          res.pause();
          setTimeout(() => res.resume(), options.pauseMs);
        }
        res.on('data', (chunk: Buffer) => {
          if (firstMs < 0) firstMs = performance.now() - started;
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, firstMs, totalMs: performance.now() - started, lines }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `work` while sampling the server's RSS every 20 ms: the peak over the RSS before. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  await sleep(500);
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  try {
    const result = await work();
    return { result, before, peak };
  } finally {
    clearInterval(sampler);
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function main(): Promise<void> {
  const server = await start();
  const pid = server.pid as number;
  try {
    const uuids = (count: number): string =>
      JSON.stringify({
        calls: Array.from({ length: 10_000 }, () => ({ tool: 'uuid-generator', body: { count, version: 'v4', format: 'standard' } })),
      });
    // Warm-up: the pool threads load the engine.
    await post(
      '/api/v1/batch',
      JSON.stringify({ calls: [{ tool: 'uuid-generator', body: { count: 100, version: 'v4', format: 'standard' } }] }),
      'application/json',
    );
    for (const [label, accept] of [
      ['JSON', 'application/json'],
      ['NDJSON', 'application/x-ndjson'],
    ] as const) {
      const { result, before, peak } = await peakDuring(pid, () => post('/api/v1/batch', uuids(100), accept));
      console.log(
        `10,000 × 100 UUIDs as ${label}: ${result.status}, ${mib(result.bytes)} in ${(result.totalMs / 1000).toFixed(1)} s, first byte at ${result.firstMs.toFixed(0)} ms; server RSS ${mib(before)} → peak ${mib(peak)} (+${mib(peak - before)})`,
      );
    }
    for (const pauseMs of [0, 5000]) {
      const { result, before, peak } = await peakDuring(pid, () => post('/api/v1/batch', uuids(1000), 'application/x-ndjson', { pauseMs }));
      console.log(
        `10,000 × 1,000 UUIDs as NDJSON${pauseMs ? `, reader idle the first ${pauseMs / 1000} s` : ''}: ${result.lines} lines, ${mib(result.bytes)} in ${(result.totalMs / 1000).toFixed(1)} s, first byte at ${result.firstMs.toFixed(0)} ms; server RSS ${mib(before)} → peak ${mib(peak)} (+${mib(peak - before)})`,
      );
    }

    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    // A GSTIN of the GST portal's own examples (its check character is right), the same for every call.
    const gstins = (count: number) =>
      Array.from({ length: count }, () => ({ tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } }));
    {
      const { result, before, peak } = await peakDuring(pid, () =>
        post('/api/v1/batch', JSON.stringify({ calls: gstins(10_000) }), 'application/x-ndjson'),
      );
      console.log(
        `10,000 gstin-validator calls as NDJSON: ${result.lines} lines in ${(result.totalMs / 1000).toFixed(1)} s, first byte at ${result.firstMs.toFixed(0)} ms; server RSS ${mib(before)} → peak ${mib(peak)} (+${mib(peak - before)})`,
      );
    }
    const calls = gstins(1000);
    const batchMs: number[] = [];
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      batchMs.push((await post('/api/v1/batch', JSON.stringify({ calls }), 'application/json')).totalMs);
      let started = performance.now();
      for (const call of calls) await post(`/api/v1/${call.tool}`, JSON.stringify(call.body), 'application/json');
      sequentialMs.push(performance.now() - started);
      started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < calls.length) {
            const call = calls[next++] as (typeof calls)[number];
            await post(`/api/v1/${call.tool}`, JSON.stringify(call.body), 'application/json');
          }
        }),
      );
      parallelMs.push(performance.now() - started);
    }
    const [batch, sequential, parallel] = [median(batchMs), median(sequentialMs), median(parallelMs)];
    console.log(
      `1,000 gstin-validator calls, median of ${rounds}: one batch ${batch.toFixed(0)} ms; single calls one at a time on one keep-alive connection ${sequential.toFixed(0)} ms (throughput batch/single ${(sequential / batch).toFixed(1)}×), 8 at a time ${parallel.toFixed(0)} ms (${(parallel / batch).toFixed(1)}×)`,
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    agent.destroy();
  }
}

if (require.main === module) void main();
