/**
 * npm run bench with BENCH_ONLY=memory (issue 36, items 2 and 3): the attacks that used to take one process past its
 * container's memory limit, each against a fresh service in the image's shape (WORKERS=1, WORKER_THREADS=2, as
 * deploy/compose.yaml and deploy/k8s set), its peak RSS printed against that limit: (1) 128 addresses x 8 bodies of
 * just under 1 MiB, all but their last byte sent, then held open; (2) 4 addresses each opening one unread 10,000-row
 * mock-data call to /mcp a second for 45 s; (3) both at once. With BENCH_BEFORE=<commit> (1) and (2) also run against
 * that commit's build (BENCH_BEFORE_DIR=<folder> takes a build already there). Loopback only; every loop is bounded in time.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { buildCommit } from './before';
import { startService } from './shutdowns';
import { rssMiB } from './soak';

const root = join(__dirname, '..');
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** The image's shape: one process per container, the two engine threads the deployment files set. */
const imageShape = { WORKERS: '1', WORKER_THREADS: '2' };
const json = { 'content-type': 'application/json' };
const mcpHeaders = { ...json, accept: 'application/json, text/event-stream' };

/** The memory limits of the API container in deploy/compose.yaml and deploy/k8s, in MiB. */
export function deploymentLimits(): { compose: number; k8s: number } {
  const compose = parse(readFileSync(join(root, 'deploy', 'compose.yaml'), 'utf8')) as {
    services: { api: { deploy: { resources: { limits: { memory: string } } } } };
  };
  const manifest = parseAllDocuments(readFileSync(join(root, 'deploy', 'k8s', 'utility-tools-api.yaml'), 'utf8')).map(
    (document) => document.toJS() as { kind: string; metadata: { name: string }; spec: any },
  );
  const api = manifest.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'utility-tools-api');
  const mebibytes = (quantity: string): number => {
    const [, number, unit] = /^(\d+)([A-Za-z]*)$/.exec(quantity) ?? [];
    // Compose's "768M" and Kubernetes' "768Mi" are both 768 x 2^20 bytes; Kubernetes' "M" is 10^6.
    const factor: Record<string, number> = { M: 1, m: 1, Mi: 1, G: 1024, g: 1024, Gi: 1024 };
    return Number(number) * (factor[unit ?? ''] ?? NaN);
  };
  return {
    compose: mebibytes(compose.services.api.deploy.resources.limits.memory),
    k8s: mebibytes(api?.spec.template.spec.containers[0].resources.limits.memory as string),
  };
}

/** Peak resident memory of a process so far, in MiB (VmHWM). */
function peakMiB(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) / 1024;
}

interface Probe {
  count: number;
  statuses: Record<string, number>;
  maxMs: number;
}

/** An innocent caller from 127.0.0.1: one request every `everyMs` until `untilMs`, each awaited. */
async function innocent(port: number, path: string, body: string, headers: Record<string, string>, everyMs: number, untilMs: number) {
  const probe: Probe = { count: 0, statuses: {}, maxMs: 0 };
  while (performance.now() < untilMs) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(-1));
      req.setTimeout(15_000, () => req.destroy());
      req.end(body);
    });
    const ms = performance.now() - started;
    probe.count += 1;
    probe.statuses[status] = (probe.statuses[status] ?? 0) + 1;
    probe.maxMs = Math.max(probe.maxMs, ms);
    await sleep(Math.max(0, everyMs - ms));
  }
  return probe;
}

export interface HeldBodies {
  startMiB: number;
  peakMiB: number;
  /** The status of each answer the service gave while the bodies were held (none: it waited for them). */
  answers: Record<string, number>;
  /** Bytes the attackers managed to send, in MiB. */
  sentMiB: number;
  probe: Probe;
}

/**
 * `addresses` x `each` connections, each sending a json-formatter request whose Content-Length is `bodyBytes` and all of
 * its body but the last byte, then holding it open for `holdSeconds`; an innocent base64 call every 250 ms meanwhile.
 */
export async function heldBodies(
  port: number,
  pid: number,
  { addresses = 128, each = 8, bodyBytes = 1024 * 1024 - 1, holdSeconds = 30 } = {},
): Promise<HeldBodies> {
  const startMiB = rssMiB(pid);
  const body = Buffer.alloc(bodyBytes, 'a');
  body.write('{"text":"');
  const head = `POST /api/v1/json-formatter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`;
  const answers: Record<string, number> = {};
  const sockets: Socket[] = [];
  let sent = 0;
  for (let a = 0; a < addresses; a++) {
    for (let c = 0; c < each; c++) {
      const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.${10 + Math.floor(a / 250)}.${(a % 250) + 1}` });
      socket.on('error', () => undefined);
      let answered = false;
      socket.on('data', (chunk: Buffer) => {
        if (answered) return;
        answered = true;
        const status = chunk.toString('latin1', 9, 12);
        answers[status] = (answers[status] ?? 0) + 1;
      });
      socket.write(head);
      socket.write(body.subarray(0, bodyBytes - 1), () => (sent += bodyBytes - 1));
      sockets.push(socket);
    }
    // A few connections at a time, so the attack is a held load rather than a connect storm the backlog refuses.
    if (a % 8 === 7) await sleep(20);
  }
  const probe = await innocent(
    port,
    '/api/v1/base64-encode-decode',
    JSON.stringify({ text: 'innocent', mode: 'encode' }),
    json,
    250,
    performance.now() + holdSeconds * 1000,
  );
  const peak = peakMiB(pid);
  for (const socket of sockets) socket.destroy();
  return { startMiB, peakMiB: peak, answers, sentMiB: sent / 1024 / 1024, probe };
}

export interface UnreadMcp {
  startMiB: number;
  peakMiB: number;
  opened: number;
  /** Connections the service closed while the attack ran (seen on its side of the connection), and how long after opening each was. */
  cut: number[];
  /** Not closed by the end: their answers taken whole by the kernel's buffers (the connection waits for its next request), or still being written. */
  notCut: number;
  probe: Probe;
}

/** An IPv4 address and port as /proc/net/tcp writes them (`0103007F:8947` for 127.0.3.1:35143). */
const procAddress = (address: string, port: number): string =>
  `${address
    .split('.')
    .reverse()
    .map((byte) => Number(byte).toString(16).toUpperCase().padStart(2, '0'))
    .join('')}:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The clients (as /proc/net/tcp writes them) of the service's connections on `port` that the service has closed, read
 * on its side: its FIN waits behind the answer's unsent bytes, so a client that reads nothing never sees it.
 */
function closedByService(port: number): Set<string> {
  const clients = new Set<string>();
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    // 01 is ESTABLISHED, 0A LISTEN; any other state of the service's end means it has closed the connection.
    if (local?.endsWith(hexPort) && remote && state !== '01' && state !== '0A') clients.add(remote);
  }
  return clients;
}

/**
 * 4 addresses each send one 10,000-row mock-data tools/call to /mcp a second for `seconds` and never read a byte;
 * an innocent gst_calculator MCP call every 250 ms meanwhile; then `graceSeconds` more. Which connections the
 * service closed, and when, is read from the kernel's table every half second.
 */
export async function unreadMcpAnswers(port: number, pid: number, seconds = 45, graceSeconds = 15): Promise<UnreadMcp> {
  const startMiB = rssMiB(pid);
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'mock_data_generator',
      arguments: {
        schema: 'name:fullName, phone:phone, pan:pan, gstin:gstin, city:city, state:state, pincode:pincode, email:email',
        rows: 10000,
        format: 'json',
      },
    },
  });
  const opened: Array<{ socket: Socket; at: number; cutAfter?: number }> = [];
  const sender = setInterval(() => {
    for (let a = 1; a <= 4; a++) {
      const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.3.${a}` });
      socket.on('error', () => undefined);
      // Never read: what the service writes stays in its buffers (and the kernel's).
      socket.pause();
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      opened.push({ socket, at: performance.now() });
    }
  }, 1000);
  const watcher = setInterval(() => {
    const closed = closedByService(port);
    for (const entry of opened) {
      const { localAddress, localPort } = entry.socket;
      if (entry.cutAfter === undefined && localAddress && localPort && closed.has(procAddress(localAddress, localPort))) {
        entry.cutAfter = (performance.now() - entry.at) / 1000;
      }
    }
  }, 500);
  const gst = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'gst_calculator', arguments: { amountPaise: 100000, rate: 18 } },
  });
  const probe = await innocent(port, '/mcp', gst, mcpHeaders, 250, performance.now() + seconds * 1000);
  clearInterval(sender);
  await sleep(graceSeconds * 1000);
  clearInterval(watcher);
  const peak = peakMiB(pid);
  for (const { socket } of opened) socket.destroy();
  const cut = opened.flatMap(({ cutAfter }) => (cutAfter === undefined ? [] : [cutAfter])).sort((a, b) => a - b);
  return { startMiB, peakMiB: peak, opened: opened.length, cut, notCut: opened.length - cut.length, probe };
}

const showProbe = (p: Probe): string => `${p.count} calls ${JSON.stringify(p.statuses)}, slowest ${p.maxMs.toFixed(0)} ms`;

async function attacks(label: string, cwd: string, portBase: number): Promise<void> {
  const { compose, k8s } = deploymentLimits();
  const limit = `compose ${compose} MiB, k8s ${k8s} MiB`;
  console.log(`\n== ${label} (WORKERS=1, WORKER_THREADS=2) ==`);
  let service: ChildProcess = await startService(cwd, portBase, imageShape);
  await sleep(3000);
  const held = await heldBodies(portBase, service.pid as number);
  service.kill();
  console.log(
    `128 addresses x 8 bodies of 1 MiB - 1 byte, all but the last byte sent (${held.sentMiB.toFixed(0)} MiB sent), held 30 s: RSS ${held.startMiB.toFixed(0)} -> peak ${held.peakMiB.toFixed(0)} MiB (deployment limit: ${limit}); answers while held ${JSON.stringify(held.answers)}; innocent base64 every 250 ms: ${showProbe(held.probe)}`,
  );
  await sleep(1000);
  service = await startService(cwd, portBase + 1, imageShape);
  await sleep(3000);
  const unread = await unreadMcpAnswers(portBase + 1, service.pid as number);
  service.kill();
  const { cut } = unread;
  const cutTimes = cut.length
    ? `${cut.length} cut by the service, ${cut[0]?.toFixed(0)}-${cut.at(-1)?.toFixed(0)} s after opening (median ${cut[Math.floor(cut.length / 2)]?.toFixed(0)} s)`
    : 'none cut by the service';
  console.log(
    `4 addresses x one unread 10,000-row /mcp mock-data call a second for 45 s: RSS ${unread.startMiB.toFixed(0)} -> peak ${unread.peakMiB.toFixed(0)} MiB (deployment limit: ${limit}); ${unread.opened} connections: ${cutTimes}; ${unread.notCut} not closed 15 s after the last call (answer taken whole by the kernel's buffers, or still being written); innocent MCP call every 250 ms: ${showProbe(unread.probe)}`,
  );
}

async function bothAtOnce(label: string, cwd: string, port: number): Promise<void> {
  const { compose, k8s } = deploymentLimits();
  const service = await startService(cwd, port, imageShape);
  await sleep(3000);
  const pid = service.pid as number;
  const [held, unread] = await Promise.all([heldBodies(port, pid, { holdSeconds: 45 }), unreadMcpAnswers(port, pid)]);
  service.kill();
  console.log(
    `${label}: both attacks at once: RSS ${Math.min(held.startMiB, unread.startMiB).toFixed(0)} -> peak ${Math.max(held.peakMiB, unread.peakMiB).toFixed(0)} MiB (deployment limit: compose ${compose} MiB, k8s ${k8s} MiB); innocent base64: ${showProbe(held.probe)}; innocent MCP: ${showProbe(unread.probe)}`,
  );
}

export async function main(): Promise<void> {
  await attacks('this build', root, 3990);
  await bothAtOnce('this build', root, 3992);
  const before = process.env.BENCH_BEFORE;
  if (before) await attacks(`before, at ${before}`, process.env.BENCH_BEFORE_DIR ?? buildCommit(root, before), 3995);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
