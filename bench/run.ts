/**
 * npm run bench: req/s and p99 of (a) a bare node:http JSON echo and (b) the full service on base64 encode of a short
 * text, measured one after the other in this run with the same autocannon settings, and the ratio b/a.
 * Also cold start (spawn to first 200) and heap after start. Loopback only; every load is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(__dirname, '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const body = JSON.stringify({ text: 'Hello, World! ₹100', mode: 'encode' });

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForOk(url: string, deadlineMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > deadlineMs) throw new Error(`${url} gave no 200 within ${deadlineMs} ms`);
    await delay(5);
  }
}

function start(script: string, port: number, extraArgs: string[] = []): { child: ChildProcess; spawnedAt: number } {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...extraArgs, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'false', RATE_LIMIT_MAX: '1000000000' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  return { child, spawnedAt };
}

async function load(url: string): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: durationSeconds,
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

async function heapOf(child: ChildProcess): Promise<{ heapUsed: number; rss: number }> {
  return new Promise((resolve) => {
    const onData = (chunk: Buffer): void => {
      const match = /HEAP (\{.*\})/.exec(chunk.toString());
      if (match?.[1]) {
        child.stderr?.off('data', onData);
        resolve(JSON.parse(match[1]) as { heapUsed: number; rss: number });
      }
    };
    child.stderr?.on('data', onData);
    child.kill('SIGUSR2');
  });
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function main(): Promise<void> {
  const echo = start('bench/echo-server.js', 3901);
  await waitForOk('http://127.0.0.1:3901/', 10_000);
  await load('http://127.0.0.1:3901/'); // warm-up
  const baseline = await load('http://127.0.0.1:3901/');
  echo.child.kill();

  const service = start('dist/server.js', 3902, ['--expose-gc', '--require', './bench/heap-probe.js']);
  const coldStartMs = (await waitForOk('http://127.0.0.1:3902/api/v1/base64-encode-decode', 20_000)) + (performance.now() - service.spawnedAt - 0);
  const coldStart = performance.now() - service.spawnedAt;
  const heapAfterStart = await heapOf(service.child);
  await load('http://127.0.0.1:3902/api/v1/base64-encode-decode'); // warm-up
  const full = await load('http://127.0.0.1:3902/api/v1/base64-encode-decode');
  const heapAfterLoad = await heapOf(service.child);
  service.child.kill();

  const row = (name: string, l: Load): string => `${name.padEnd(44)} ${l.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(l.p99Ms).padStart(4)} ms   non-2xx ${l.non2xx}`;
  console.log(`autocannon: ${connections} connections, ${durationSeconds} s per target, POST ${body}`);
  console.log(row('(a) node:http JSON echo', baseline));
  console.log(row('(b) service: base64-encode-decode', full));
  console.log(`ratio b/a (req/s): ${(full.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}   (target >= 0.50)`);
  console.log(`cold start (spawn to first 200): ${coldStart.toFixed(0)} ms   (target < 1000 ms; first request itself ${(coldStartMs - coldStart).toFixed(0)} ms)`);
  console.log(`heap after start: ${mib(heapAfterStart.heapUsed)} used, RSS ${mib(heapAfterStart.rss)}; after load: ${mib(heapAfterLoad.heapUsed)} used, RSS ${mib(heapAfterLoad.rss)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
