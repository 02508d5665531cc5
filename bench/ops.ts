/**
 * Operations figures of issue 17: cold start (spawn to the first 200, and to the engines being warm) and the memory
 * of one process against WORKER_THREADS. Each from a fresh `node dist/server.js` on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const body = JSON.stringify({ text: 'cold', mode: 'encode' });

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

function startService(port: number, env: Record<string, string>): { child: ChildProcess; warm: Promise<number> } {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'false', RATE_LIMIT_MAX: '1000000', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const spawnedAt = performance.now();
  const warm = new Promise<number>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"engine_pool_warm"')) resolve(performance.now() - spawnedAt);
    });
  });
  return { child, warm };
}

async function firstOk(port: number, path = '/api/v1/base64-encode-decode', payload = body): Promise<void> {
  const deadline = performance.now() + 20_000;
  let last = 'no answer';
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`${path} gave no 200 within 20 s: ${last.slice(0, 300)}`);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface ColdStart {
  firstOkMs: number;
  /** The first answer of a pool (x-engine: worker) tool, timed from spawn. */
  firstPoolOkMs: number;
  warmMs: number;
}

/** Median over `runs` fresh starts of: spawn to the first 200 of base64, of a pool tool (uuid), and to the warm log line. */
export async function coldStart(runs: number, env: Record<string, string> = {}): Promise<ColdStart> {
  const samples: ColdStart[] = [];
  for (let i = 0; i < runs; i++) {
    const port = 3960 + i;
    const spawnedAt = performance.now();
    const { child, warm } = startService(port, env);
    await firstOk(port);
    const firstOkMs = performance.now() - spawnedAt;
    await firstOk(port, '/api/v1/uuid-generator', JSON.stringify({ version: 'v4', count: 1, format: 'standard' }));
    const firstPoolOkMs = performance.now() - spawnedAt;
    const warmMs = await warm;
    child.kill();
    samples.push({ firstOkMs, firstPoolOkMs, warmMs });
  }
  return {
    firstOkMs: median(samples.map((s) => s.firstOkMs)),
    firstPoolOkMs: median(samples.map((s) => s.firstPoolOkMs)),
    warmMs: median(samples.map((s) => s.warmMs)),
  };
}

/** RSS of one process once its pool threads are warm (every engine they load, loaded), for each thread count. */
export async function rssByThreads(threadCounts: number[]): Promise<{ threads: number; rss: number }[]> {
  const rows: { threads: number; rss: number }[] = [];
  for (const threads of threadCounts) {
    const port = 3980 + threads;
    const { child, warm } = startService(port, { WORKER_THREADS: String(threads) });
    await firstOk(port);
    await warm;
    await new Promise((resolve) => setTimeout(resolve, 500));
    rows.push({ threads, rss: rssOf(child.pid ?? 0) });
    child.kill();
  }
  return rows;
}
