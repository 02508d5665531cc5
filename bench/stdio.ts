/**
 * npm run bench with BENCH_ONLY=stdio (issue 36, item 4): MCP over stdio with a client that stops reading. The server
 * (`node dist/mcp-stdio.js`) is initialised, then sent BENCH_STDIO_REQUESTS (300,000) gst_calculator calls while its
 * stdout is left unread; the client queues in its own memory what the server does not take. Printed: the server's
 * RSS once it has settled (no input read and no growth for 10 s) and its peak, how much of the input it read
 * meanwhile (/proc/<pid>/io), then how long it takes to answer every request once the client reads again. With
 * BENCH_BEFORE=<commit> (or BENCH_BEFORE_DIR=<a built clone>) the same against that build, in the same run. Bounded
 * in time: 300 s to settle, 300 s to answer.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCommit } from './before';

const root = join(__dirname, '..');
const requests = Number(process.env.BENCH_STDIO_REQUESTS ?? 300_000);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** Bytes the process has read so far, from any file (its stdin, once it has loaded itself). */
function bytesRead(pid: number): number {
  return Number(/rchar:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
}

const call = (id: number): string =>
  `${JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'gst_calculator', arguments: { amountPaise: 100000 + id, rate: 18 } } })}\n`;

interface StdioFigures {
  settledRss: number;
  peakRss: number;
  inputTakenBytes: number;
  inputBytes: number;
  answered: number;
  answerSeconds: number;
}

async function unreadClient(dir: string): Promise<StdioFigures> {
  const child = spawn(process.execPath, [join(dir, 'dist', 'mcp-stdio.js')], {
    cwd: dir,
    env: { ...process.env, LOG_LEVEL: 'warn', WORKER_THREADS: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const pid = child.pid as number;
  let answered = 0;
  let partial = '';
  const count = (chunk: Buffer): void => {
    const text = partial + chunk.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    answered += lines.length;
  };
  child.stdout.on('data', count);
  child.stdin.write(
    `${JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } })}\n`,
  );
  while (answered < 1) await sleep(20);
  // From here on nothing is read from the server's stdout: the pipe and the server's own buffers fill up.
  child.stdout.off('data', count);
  child.stdout.pause();
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  let inputBytes = 0;
  const readBefore = bytesRead(pid);
  for (let first = 1; first <= requests; first += 1000) {
    const batch = Array.from({ length: Math.min(1000, requests - first + 1) }, (_, i) => call(first + i)).join('');
    inputBytes += Buffer.byteLength(batch);
    child.stdin.write(batch);
  }
  // Settled: the server has read no more input, and its RSS has not grown by more than 1 MiB, for 10 s (a major
  // collection of a large heap on a busy machine can stall both for seconds), or 300 s have passed.
  const started = performance.now();
  let mark = { rss: status(pid, 'VmRSS'), read: bytesRead(pid), at: performance.now() };
  while (performance.now() - started < 300_000) {
    await sleep(500);
    const now = { rss: status(pid, 'VmRSS'), read: bytesRead(pid), at: performance.now() };
    if (now.rss > mark.rss + 1024 * 1024 || now.read !== mark.read) mark = now;
    else if (now.at - mark.at >= 10_000) break;
  }
  const settledRss = status(pid, 'VmRSS');
  const peakRss = status(pid, 'VmHWM');
  const inputTakenBytes = Math.min(inputBytes, bytesRead(pid) - readBefore);
  const reading = performance.now();
  child.stdout.on('data', count);
  child.stdout.resume();
  while (answered < requests + 1 && performance.now() - reading < 300_000) await sleep(50);
  const answerSeconds = (performance.now() - reading) / 1000;
  child.stdin.end();
  child.kill();
  return { settledRss, peakRss, inputTakenBytes, inputBytes, answered: answered - 1, answerSeconds };
}

function print(label: string, figures: StdioFigures): void {
  const taken = ((100 * figures.inputTakenBytes) / figures.inputBytes).toFixed(1);
  console.log(
    `${label}: ${requests} calls, stdout unread: RSS ${mib(figures.settledRss)} settled, ${mib(figures.peakRss)} peak; ` +
      `input read ${mib(figures.inputTakenBytes)} of ${mib(figures.inputBytes)} (${taken} %); ` +
      `then reading: ${figures.answered} answered in ${figures.answerSeconds.toFixed(1)} s`,
  );
}

export async function main(): Promise<void> {
  const before = process.env.BENCH_BEFORE ? buildCommit(root, process.env.BENCH_BEFORE) : process.env.BENCH_BEFORE_DIR;
  if (before) print(`before (${before})`, await unreadClient(before));
  print('this build', await unreadClient(root));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
