/**
 * npm run bench with BENCH_ONLY=endurance (issue 29): the soak of every tool (bench/soak.ts), then each attack with
 * an innocent client measured meanwhile, against this build and, with BENCH_BEFORE=<commit>, the build of that
 * commit in the same run: slow bodies from 8 addresses x 40 connections, GET /mcp streams, MCP answers nobody reads,
 * a Redis paused with SIGSTOP, 64 addresses flooding mock-data, an IPv6 /64 rotating behind a proxy, 20 shutdowns
 * under CPU load, and curl-to-code's worst command 260 times. Loopback only; every loop is bounded in time.
 */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { startRedis } from '../tests/support/redis';
import { buildCommit } from './before';
import { shutdownsUnderLoad, startService } from './shutdowns';
import { rssMiB, soak, type SoakRow } from './soak';

const root = join(__dirname, '..');
const json = { 'content-type': 'application/json' };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const base64Body = JSON.stringify({ text: 'innocent', mode: 'encode' });

interface Probe {
  count: number;
  ok: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  maxMs: number;
}

/** One request from `localAddress`, read to the end: its status (-1 on a connection failure) and time. */
function timed(
  port: number,
  localAddress: string,
  path: string,
  body: string,
  headers: Record<string, string> = json,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, localAddress, path, method: 'POST', agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: -1, ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy());
    req.end(body);
  });
}

/** An innocent caller: one request every `everyMs` until `untilMs` (performance.now()), each awaited. */
async function innocent(
  call: () => Promise<{ status: number; ms: number }>,
  everyMs: number,
  untilMs: number,
  okStatus = 200,
): Promise<Probe> {
  const results: Array<{ status: number; ms: number }> = [];
  while (performance.now() < untilMs) {
    const started = performance.now();
    results.push(await call());
    await sleep(Math.max(0, everyMs - (performance.now() - started)));
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    count: results.length,
    ok: results.filter((r) => r.status === okStatus).length,
    statuses,
    p50: at(0.5),
    p99: at(0.99),
    maxMs: at(1),
  };
}

const show = (p: Probe): string =>
  `${p.ok}/${p.count} answered 200 (${((100 * p.ok) / Math.max(1, p.count)).toFixed(0)} %), p50 ${p.p50.toFixed(0)} ms, p99 ${p.p99.toFixed(0)} ms, slowest ${p.maxMs.toFixed(0)} ms ${JSON.stringify(p.statuses)}`;

/** `addresses` x `each` connections that send a tool request's headers, then its body one byte every 2 s, reconnecting when cut. */
async function slowBodies(port: number, seconds: number, addresses: number, each: number): Promise<Probe> {
  const until = performance.now() + seconds * 1000;
  const sockets = new Set<Socket>();
  let stopped = false;
  const attacker = async (address: string): Promise<void> => {
    while (!stopped) {
      const socket = connect({ port, host: '127.0.0.1', localAddress: address });
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('data', () => undefined);
      socket.write(
        `POST /api/v1/json-formatter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n{"text":"`,
      );
      const trickle = setInterval(() => socket.write('1'), 2000);
      await new Promise((resolve) => socket.once('close', resolve));
      clearInterval(trickle);
      sockets.delete(socket);
      await sleep(100);
    }
  };
  const attackers = Array.from({ length: addresses * each }, (_, i) => attacker(`127.0.1.${(i % addresses) + 1}`));
  await sleep(2000);
  const probe = await innocent(() => timed(port, '127.0.0.1', '/api/v1/base64-encode-decode', base64Body), 200, until);
  stopped = true;
  for (const socket of sockets) socket.destroy();
  await Promise.all(attackers);
  return probe;
}

const mcpHeaders = { ...json, accept: 'application/json, text/event-stream' };
const mcpCall = (name: string, args: unknown): string =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

/** 4 addresses x 16 GET /mcp event streams, reopened whenever they end; an innocent MCP tool call every 200 ms. */
async function mcpStreams(port: number, seconds: number): Promise<Probe> {
  const until = performance.now() + seconds * 1000;
  let stopped = false;
  const open = async (address: string): Promise<void> => {
    while (!stopped) {
      await new Promise<void>((resolve) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            localAddress: address,
            path: '/mcp',
            method: 'GET',
            agent: false,
            headers: { accept: 'text/event-stream' },
          },
          (res) => {
            res.resume();
            res.on('close', () => resolve());
          },
        );
        req.on('error', () => resolve());
        req.end();
      });
      await sleep(1000);
    }
  };
  const streams = Array.from({ length: 64 }, (_, i) => open(`127.0.2.${(i % 4) + 1}`));
  await sleep(1000);
  const probe = await innocent(
    () => timed(port, '127.0.0.1', '/mcp', mcpCall('gst_calculator', { amountPaise: 100000, rate: 18 }), mcpHeaders),
    200,
    until,
  );
  stopped = true;
  await Promise.race([Promise.all(streams), sleep(3000)]);
  return probe;
}

/** 4 addresses each send a 10,000-row mock-data tools/call a second and never read; peak RSS and the innocent's calls. */
async function mcpUnreadAnswers(
  port: number,
  pid: number,
  seconds: number,
): Promise<{ probe: Probe; peakMiB: number; startMiB: number; closedByService: number }> {
  const until = performance.now() + seconds * 1000;
  const startMiB = rssMiB(pid);
  let peakMiB = startMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(pid))), 200);
  const sockets: Socket[] = [];
  let closedByService = 0;
  const body = mcpCall('mock_data_generator', {
    schema: 'name:fullName, phone:phone, pan:pan, gstin:gstin, city:city, state:state, pincode:pincode, email:email',
    rows: 10000,
    format: 'json',
  });
  const sender = setInterval(() => {
    for (let a = 1; a <= 4; a++) {
      const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.3.${a}` });
      socket.on('error', () => undefined);
      socket.on('close', () => (closedByService += 1));
      socket.pause();
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      sockets.push(socket);
    }
  }, 1000);
  const probe = await innocent(
    () => timed(port, '127.0.0.1', '/mcp', mcpCall('gst_calculator', { amountPaise: 100000, rate: 18 }), mcpHeaders),
    250,
    until,
  );
  clearInterval(sender);
  clearInterval(sampler);
  const closed = closedByService;
  for (const socket of sockets) socket.destroy();
  return { probe, peakMiB, startMiB, closedByService: closed };
}

/** A Redis paused (SIGSTOP) for 10 s under an innocent client's base64 calls every 20 ms; the calls during the pause. */
async function hungRedis(cwd: string, port: number): Promise<Probe> {
  const redis = await startRedis();
  const service = await startService(cwd, port, { WORKERS: '1', REDIS_URL: redis.url, RATE_LIMIT_MAX: '1000000' });
  try {
    await sleep(500);
    redis.pause();
    const probe = await innocent(
      () => timed(port, '127.0.0.1', '/api/v1/base64-encode-decode', base64Body),
      20,
      performance.now() + 10_000,
    );
    redis.resume();
    return probe;
  } finally {
    service.kill();
    await redis.stop();
  }
}

/** 64 addresses each send `flood` about once a second (within their rate limit); an innocent `probe` every 500 ms. */
async function familyFlood(
  port: number,
  seconds: number,
  flood: { path: string; body: string },
  probe: { path: string; body: string },
): Promise<{ probe: Probe; flood: Record<string, number> }> {
  const until = performance.now() + seconds * 1000;
  const statuses: Record<string, number> = {};
  const attacker = async (address: string): Promise<void> => {
    while (performance.now() < until) {
      const started = performance.now();
      const { status } = await timed(port, address, flood.path, flood.body);
      statuses[status] = (statuses[status] ?? 0) + 1;
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
  };
  const attackers = Array.from({ length: 64 }, (_, i) => attacker(`127.0.4.${i + 1}`));
  await sleep(1500);
  const innocentProbe = await innocent(() => timed(port, '127.0.0.1', probe.path, probe.body), 500, until);
  await Promise.all(attackers);
  return { probe: innocentProbe, flood: statuses };
}

/** 130 requests behind a trusted proxy, each from another address of one /64 (RATE_LIMIT_MAX=120): the 429s. */
async function ipv6Rotation(cwd: string, port: number): Promise<Record<string, number>> {
  const service = await startService(cwd, port, { WORKERS: '1', TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '120' });
  try {
    const statuses: Record<string, number> = {};
    for (let i = 1; i <= 130; i++) {
      const { status } = await timed(port, '127.0.0.1', '/api/v1/base64-encode-decode', base64Body, {
        ...json,
        'x-forwarded-for': `2001:db8:1:2:${i.toString(16)}::${i.toString(16)}`,
      });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    return statuses;
  } finally {
    service.kill();
  }
}

/** curl-to-code's worst command (1,500 -H flags, to Python) 260 times over 4 connections: RSS before, after, after 15 s idle. */
async function curlLeak(cwd: string, port: number): Promise<{ startMiB: number; endMiB: number; idleMiB: number }> {
  const service = await startService(cwd, port, { WORKERS: '1', WORKER_THREADS: '2' });
  try {
    const pid = service.pid as number;
    const curl = `curl https://example.com/api ${Array.from({ length: 1500 }, (_, i) => `-H 'X-H${i}: v${i}'`).join(' ')}`;
    const body = JSON.stringify({ curl, target: 'python' });
    await timed(port, '127.0.0.1', '/api/v1/curl-to-code', body);
    await sleep(1000);
    const startMiB = rssMiB(pid);
    for (let i = 0; i < 65; i++) await Promise.all(Array.from({ length: 4 }, () => timed(port, '127.0.0.1', '/api/v1/curl-to-code', body)));
    const endMiB = rssMiB(pid);
    await sleep(15_000);
    return { startMiB, endMiB, idleMiB: rssMiB(pid) };
  } finally {
    service.kill();
  }
}

const mockFlood = {
  path: '/api/v1/mock-data-generator',
  body: JSON.stringify({
    schema: 'name:fullName, phone:phone, pan:pan, gstin:gstin, city:city, state:state, pincode:pincode, email:email',
    rows: 10000,
    format: 'csv',
  }),
};
const jsonTsFlood = {
  path: '/api/v1/json-to-typescript',
  body: JSON.stringify({
    text: JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `n${i}`, tags: ['a'], nested: { x: i, y: [i] } }))),
  }),
};

async function attacks(label: string, cwd: string, portBase: number): Promise<void> {
  console.log(`\n== ${label} ==`);
  let service: ChildProcess = await startService(cwd, portBase, {});
  console.log(
    `slow bodies (8 addresses x 40 connections, 1 byte / 2 s, default cluster), innocent base64 every 200 ms: ${show(await slowBodies(portBase, 25, 8, 40))}`,
  );
  console.log(
    `slow bodies (64 addresses x 5 connections, 1 byte / 2 s, default cluster), innocent base64 every 200 ms: ${show(await slowBodies(portBase, 25, 64, 5))}`,
  );
  service.kill();
  await sleep(500);
  service = await startService(cwd, portBase + 1, {});
  console.log(`GET /mcp streams (4 addresses x 16), innocent MCP call every 200 ms: ${show(await mcpStreams(portBase + 1, 20))}`);
  service.kill();
  await sleep(500);
  service = await startService(cwd, portBase + 2, { WORKERS: '1' });
  const unread = await mcpUnreadAnswers(portBase + 2, service.pid as number, 30);
  console.log(
    `MCP answers never read (4 addresses, a 10,000-row mock-data call each per second, WORKERS=1): RSS ${unread.startMiB.toFixed(0)} -> peak ${unread.peakMiB.toFixed(0)} MiB, ${unread.closedByService} connections closed by the service; innocent MCP call every 250 ms: ${show(unread.probe)}`,
  );
  service.kill();
  await sleep(500);
  console.log(`Redis paused (SIGSTOP) 10 s, innocent base64 every 20 ms during the pause: ${show(await hungRedis(cwd, portBase + 3))}`);
  service = await startService(cwd, portBase + 4, {});
  const mock = await familyFlood(portBase + 4, 20, mockFlood, {
    path: '/api/v1/json-formatter',
    body: JSON.stringify({ text: '[1,2,3]' }),
  });
  console.log(
    `64 addresses flood mock-data (10,000 rows, ~1/s each), innocent json-formatter (pool) every 500 ms: ${show(mock.probe)}; flood ${JSON.stringify(mock.flood)}`,
  );
  service.kill();
  await sleep(500);
  service = await startService(cwd, portBase + 5, {});
  const ts = await familyFlood(portBase + 5, 20, jsonTsFlood, {
    path: '/api/v1/uuid-generator',
    body: JSON.stringify({ version: 'v4', count: 1, format: 'standard' }),
  });
  console.log(
    `64 addresses flood json-to-typescript (~1/s each), innocent uuid every 500 ms: ${show(ts.probe)}; flood ${JSON.stringify(ts.flood)}`,
  );
  service.kill();
  await sleep(500);
  console.log(
    `IPv6: 130 requests rotating inside one /64 behind a trusted proxy (limit 120): ${JSON.stringify(await ipv6Rotation(cwd, portBase + 6))}`,
  );
  const leak = await curlLeak(cwd, portBase + 7);
  console.log(
    `curl-to-code worst command x 260 (WORKER_THREADS=2): RSS ${leak.startMiB.toFixed(0)} -> ${leak.endMiB.toFixed(0)} MiB, ${leak.idleMiB.toFixed(0)} MiB after 15 s idle`,
  );
  const shutdowns = await shutdownsUnderLoad(cwd, portBase + 8, 20, {});
  console.log(
    `20 shutdowns under CPU load (default cluster, SIGTERM to the primary and to the group in turn, 20 mock-data requests each): ${shutdowns.lost} of ${shutdowns.requests} requests lost ${JSON.stringify(shutdowns.errors)}, ${shutdowns.badExits} non-zero exits`,
  );
}

export async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 8);
  if (process.env.BENCH_SKIP_SOAK === undefined) {
    const service = await startService(root, 3950, { WORKERS: '1', MAX_IN_FLIGHT_PER_CLIENT: '64', WORKER_QUEUE_MAX_PER_CLIENT: '32' });
    const pid = service.pid as number;
    await sleep(3000);
    const started = rssMiB(pid);
    const { warmIdleMiB, first, second } = await soak(3950, pid, seconds);
    const metrics = await fetch('http://127.0.0.1:3950/metrics').then((response) => response.text());
    const recycles = /^utility_tools_pool_recycles (\d+)/m.exec(metrics)?.[1] ?? 'not reported';
    service.kill();
    console.log(
      `soak (WORKERS=1, ${seconds} s per tool and round, ordinary + worst inputs, 4 connections, 5 s idle after each): RSS at start ${started.toFixed(0)} MiB, after the warm-up round ${warmIdleMiB.toFixed(0)} MiB; the last round, each tool against its own row of the round before:`,
    );
    console.log('  tool                               start   peak  after idle  (round before: after idle)  drift  requests  statuses');
    second.forEach((row, i) => {
      const before = (first[i] as SoakRow).idleMiB;
      const drift = ((row.idleMiB - before) / before) * 100;
      console.log(
        `  ${row.tool.padEnd(34)} ${row.startMiB.toFixed(0).padStart(5)} ${row.peakMiB.toFixed(0).padStart(6)} ${row.idleMiB.toFixed(0).padStart(11)}  ${before.toFixed(0).padStart(26)}  ${drift.toFixed(1).padStart(5)} %  ${String(row.requests).padStart(8)}  ${JSON.stringify(row.statuses)}`,
      );
    });
    const last = (second.at(-1) as SoakRow).idleMiB;
    const previous = (first.at(-1) as SoakRow).idleMiB;
    console.log(
      `  end of each round after idle: ${warmIdleMiB.toFixed(0)} (warm-up), ${previous.toFixed(0)}, ${last.toFixed(0)} MiB; engine threads replaced ${recycles} times`,
    );
  }
  if (process.env.BENCH_SKIP_ATTACKS !== undefined) return;
  await attacks('this build', root, 3960);
  const before = process.env.BENCH_BEFORE;
  if (before) await attacks(`before, at ${before}`, buildCommit(root, before), 3980);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
