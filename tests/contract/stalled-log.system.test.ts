import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { settings } from '../../src/config';

// A log pipe that stops taking lines (a stalled collector) must not grow the service's memory: lines beyond
// LOG_BUFFER_BYTES are dropped, counted in utility_tools_log_lines_dropped_total and reported in one line once the
// pipe takes lines again. Before the bound, 300,000 such lines grew the heap by 64 MiB, and it kept growing.

const root = join(__dirname, '..', '..');

test('when stdout takes nothing while 300,000 lines are logged, then the heap grows by at most LOG_BUFFER_BYTES, the drops are counted, and reported once stdout drains', async () => {
  const child = spawn(process.execPath, ['--expose-gc', '--require', 'tsx/cjs', join(root, 'tests', 'support', 'stalled-log.ts')], {
    cwd: root,
    env: { ...process.env, LOG_BUFFER_BYTES: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const stdout = child.stdout as Readable;
  try {
    stdout.pause();
    // A child that dies before it reports fails the test at once, with its exit code, instead of at the timeout.
    const exited = once(child, 'exit').then(([code, signal]) => {
      throw new Error(`the logging child exited (${String(code ?? signal)}) before it reported`);
    });
    const [stats] = (await Promise.race([once(child, 'message'), exited])) as [{ heapGrowth: number; dropped: number; metric: number }];
    const bound = settings.LOG_BUFFER_BYTES.default;
    // 300,000 lines are 64 MiB: most of them cannot have been kept.
    expect(stats.heapGrowth).toBeLessThan(bound + 8 * 1024 * 1024);
    expect(stats.dropped).toBeGreaterThan(150_000);
    expect(stats.metric).toBe(stats.dropped);

    // The pipe is read again: the kept lines come out, then one line that says how many were dropped.
    let text = '';
    stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stdout.resume();
    while (!/"msg":"log_lines_dropped/.test(text)) await once(stdout, 'data');
    const lines = text.split('\n').filter(Boolean);
    const reports = lines.filter((line) => line.includes('"msg":"log_lines_dropped'));
    expect(reports).toHaveLength(1);
    expect(JSON.parse(reports[0] as string)).toMatchObject({ level: 40, dropped: stats.dropped });
    expect(lines.indexOf(reports[0] as string) + stats.dropped).toBe(300_000);
  } finally {
    child.kill();
  }
}, 60_000);
