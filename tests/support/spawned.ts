import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface SpawnedService {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The real server (src/server.ts through tsx) on a free loopback port, as `node dist/server.js` runs in production;
 * `under` is a command that runs it (`['prlimit', '--nofile=256:256']`); `detached` puts it in a process group of its own,
 * which a signal can then reach as a whole (systemd's KillMode).
 */
export async function spawnService(
  env: Record<string, string> = {},
  under: string[] = [],
  { detached = false } = {},
): Promise<SpawnedService> {
  const command = [...under, process.execPath, '--require', 'tsx/cjs', join(root, 'src', 'server.ts')];
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    detached,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'false', WORKERS: '1', WORKER_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start within 20 s:\n${output}`)), 20_000);
    const onData = (): void => {
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    // 'close' comes after the last output, so the message holds everything the service printed.
    child.once('close', () => {
      // Its timer goes too, or it would hold the test process for 20 s after a failed start.
      clearTimeout(timer);
      reject(new Error(`the service exited before listening:\n${output}`));
    });
  });
  return { child, port, output: () => output, exited };
}
