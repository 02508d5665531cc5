import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import { runs } from './toolchain';

/** Debian's redis-server (.ci/run installs it). */
export const redisServerInstalled = runs('redis-server', ['--version']);

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Freezes the server (SIGSTOP): its connections stay open and nothing is answered, as when Redis hangs. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
}

/** A real, empty, memory-only redis-server on `port` (a free one by default) with `extraArgs`, ready when the promise resolves. */
export async function startRedis(port?: number, extraArgs: string[] = []): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'notice', ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  };
}
