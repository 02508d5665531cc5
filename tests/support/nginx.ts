import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { runs } from './toolchain';

/** Debian's nginx, when it is installed. */
export const nginx = ['/usr/sbin/nginx', 'nginx'].find((command) => runs(command, ['-v']));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx with `config` (written to `folder`, its prefix) in the foreground, once it listens on every one of `ports`. */
export async function startNginx(folder: string, config: string, ports: number[]): Promise<ChildProcess> {
  writeFileSync(join(folder, 'nginx.conf'), config);
  const proxy = spawn(nginx as string, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proxy.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 100; i++) {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return proxy;
    if (proxy.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen:\n${stderr}`);
}

/** Stops nginx gracefully (SIGQUIT) and waits for it. */
export async function stopNginx(proxy: ChildProcess | undefined): Promise<void> {
  if (!proxy || proxy.exitCode !== null) return;
  proxy.kill('SIGQUIT');
  await once(proxy, 'exit');
}
