/**
 * The hardening measurements, against a running service: (1) base64 latency at 20 connections alone and while 4
 * connections stream heavy requests (900 kB json-formatter bodies: 727,000 characters of JSON, escaped; UPI QR codes;
 * 1,000 UUIDs); (2) the amplification attack (200 concurrent 8 kB json-formatter requests, 999-deep arrays with indent 4, from two loopback addresses):
 * the statuses, whether the service is alive afterwards, and its peak RSS (VmHWM); (3) slow readers of the largest
 * answer; (4) a flood of heavy requests from two addresses against a third one's light pool calls. Loopback only, bounded in time.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const json = { 'content-type': 'application/json' };
const base64Body = JSON.stringify({ text: 'Hello, World! ₹100', mode: 'encode' });
const bigDocument = JSON.stringify(
  Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `name ${i}`, tags: ['a', 'b'], nested: { x: 1.5, y: null } })),
);
export interface Call {
  path: string;
  body: string;
}

const heavyCalls: Call[] = [
  { path: '/api/v1/json-formatter', body: JSON.stringify({ text: bigDocument.slice(0, 727_000).replace(/,[^,]*$/, ']') }) },
  {
    path: '/api/v1/upi-qr-generator',
    body: JSON.stringify({ payeeVpa: 'shop.42@okaxis', payeeName: 'Sharma General Store', amountPaise: 1234500, note: 'Invoice 2024-117' }),
  },
  { path: '/api/v1/uuid-generator', body: JSON.stringify({ version: 'v7', count: 1000, format: 'standard' }) },
];

export interface LatencyUnderLoad {
  alone: { p50: number; p99: number; rps: number };
  loaded: { p50: number; p99: number; rps: number; heavyRequests: number; heavyStatuses: Record<string, number> };
}

async function base64Latency(base: string, seconds: number): Promise<{ p50: number; p99: number; rps: number }> {
  const result = await autocannon({
    url: `${base}/api/v1/base64-encode-decode`,
    method: 'POST',
    headers: json,
    body: base64Body,
    connections: 20,
    duration: seconds,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

export async function latencyUnderLoad(base: string, seconds: number, calls: Call[] = heavyCalls): Promise<LatencyUnderLoad> {
  const alone = await base64Latency(base, seconds);
  const heavyStatuses: Record<string, number> = {};
  let heavyRequests = 0;
  let finished: () => void = () => undefined;
  const heavyDone = new Promise<void>((resolve) => (finished = resolve));
  const heavy = autocannon(
    {
      url: base,
      connections: 4,
      duration: seconds + 1,
      requests: calls.map(({ path, body }) => ({ method: 'POST', path, headers: json, body })),
    },
    () => finished(),
  );
  heavy.on('response', (_client: unknown, statusCode: number) => {
    heavyRequests += 1;
    heavyStatuses[statusCode] = (heavyStatuses[statusCode] ?? 0) + 1;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await base64Latency(base, seconds);
  await heavyDone;
  return { alone, loaded: { ...loaded, heavyRequests, heavyStatuses } };
}

function post(port: number, localAddress: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, localAddress, path: '/api/v1/json-formatter', method: 'POST', agent: false, headers: json },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(-1));
    req.end(body);
  });
}

/** Peak resident set of a process so far, in bytes (VmHWM). */
export function peakRss(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

export async function amplificationAttack(port: number): Promise<{ statuses: Record<string, number>; alive: boolean; ms: number }> {
  const text = '['.repeat(999) + Array(3100).fill(0).join(',') + ']'.repeat(999);
  const body = JSON.stringify({ text, indent: 4 });
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: 200 }, (_, i) => post(port, i % 2 ? '127.0.0.2' : '127.0.0.1', body)));
  const ms = performance.now() - started;
  const statuses: Record<string, number> = {};
  for (const status of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const alive = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.status === 200,
    () => false,
  );
  return { statuses, alive, ms };
}

export interface SlowReaderOutcome {
  statuses: Record<string, number>;
  bytesRead: number;
  probes: { count: number; statuses: Record<string, number>; maxMs: number };
  /** One caller from a fourth address that asks for the same large answer mid-attack and reads it at once. */
  honest: { status: number; bytes: number; ms: number };
  alive: boolean;
}

/** One request for the worst mock-data answer whose reader takes nothing for `holdMs`, then reads at full speed. */
function slowRead(port: number, localAddress: string, body: string, holdMs: number): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, localAddress, path: '/api/v1/mock-data-generator', method: 'POST', agent: false, headers: json },
      (res) => {
        let bytes = 0;
        res.pause();
        setTimeout(() => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
          res.resume();
        }, holdMs);
      },
    );
    req.on('error', () => resolve({ status: -1, bytes: 0 }));
    req.end(body);
  });
}

/**
 * 64 requests (MAX_IN_FLIGHT) for the largest mock-data answer (about 9.7 MB: 3,300 JSON rows of 11 columns of
 * escaped quotes), from two loopback addresses in two waves of 32, whose readers read nothing for 12 s; meanwhile
 * a base64 call every 250 ms, from a third address, and at 6 s one request for the same answer from a fourth address,
 * read at once. Before the answer budget: peak RSS 2 GB and every other caller 503; before the per-client shares the
 * fourth caller's large answer was 503 (the attackers held the whole budget).
 */
export async function slowReaderAttack(port: number): Promise<SlowReaderOutcome> {
  const schema = JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, `enum(${'"'.repeat(64)})`])));
  const body = JSON.stringify({ schema, rows: 3300, format: 'json' });
  const probes = { count: 0, statuses: {} as Record<string, number>, maxMs: 0 };
  const probing = setInterval(() => {
    const started = performance.now();
    void fetch(`http://127.0.0.1:${port}/api/v1/base64-encode-decode`, { method: 'POST', headers: json, body: base64Body })
      .then(async (response) => {
        await response.text();
        return response.status;
      })
      .catch(() => -1)
      .then((status) => {
        probes.count += 1;
        probes.statuses[status] = (probes.statuses[status] ?? 0) + 1;
        probes.maxMs = Math.max(probes.maxMs, performance.now() - started);
      });
  }, 250);
  const wave = () => Array.from({ length: 32 }, (_, i) => slowRead(port, i % 2 ? '127.0.0.2' : '127.0.0.3', body, 12_000));
  const first = wave();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const second = wave();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const honestStarted = performance.now();
  const honest = await slowRead(port, '127.0.0.4', body, 0).then((answer) => ({ ...answer, ms: performance.now() - honestStarted }));
  const results = await Promise.all([...first, ...second]);
  clearInterval(probing);
  const statuses: Record<string, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const alive = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.status === 200,
    () => false,
  );
  return { statuses, bytesRead: results.reduce((sum, r) => sum + r.bytes, 0), probes, honest, alive };
}

/** One POST from `localAddress`, read to the end: its status (-1 when the connection failed) and how long it took. */
function timedPost(port: number, localAddress: string, call: Call): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, localAddress, path: call.path, method: 'POST', agent: false, headers: json }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: -1, ms: performance.now() - started }));
    req.end(call.body);
  });
}

export interface HeavyFloodOutcome {
  flood: Record<string, number>;
  probes: { statuses: Record<string, number>; p50Ms: number; maxMs: number };
}

/**
 * Two addresses each keep 16 heavy requests going (`flood`, e.g. 10,000 mock-data rows: about 130 ms of a pool
 * thread) for `seconds`, re-sending as soon as an answer comes, whatever it is; meanwhile a third address sends one
 * light pool call (`probe`) every 500 ms. With one first-come-first-served queue the probe waits behind every
 * flooding task (or finds the queue full); with turns per client it waits about one task per client.
 */
export async function heavyFlood(port: number, flood: Call, probe: Call, seconds: number): Promise<HeavyFloodOutcome> {
  const until = performance.now() + seconds * 1000;
  const floodStatuses: Record<string, number> = {};
  const keepSending = async (address: string) => {
    while (performance.now() < until) {
      const { status } = await timedPost(port, address, flood);
      floodStatuses[status] = (floodStatuses[status] ?? 0) + 1;
    }
  };
  const flooding = Array.from({ length: 32 }, (_, i) => keepSending(i % 2 ? '127.0.0.2' : '127.0.0.3'));
  const probes: Array<{ status: number; ms: number }> = [];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  while (performance.now() < until - 500) {
    probes.push(await timedPost(port, '127.0.0.4', probe));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await Promise.all(flooding);
  const statuses: Record<string, number> = {};
  for (const { status } of probes) statuses[status] = (statuses[status] ?? 0) + 1;
  const times = probes.map((p) => p.ms).sort((a, b) => a - b);
  return {
    flood: floodStatuses,
    probes: { statuses, p50Ms: times[Math.floor(times.length / 2)] ?? 0, maxMs: times[times.length - 1] ?? 0 },
  };
}
