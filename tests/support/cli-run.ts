import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/http/log';
import { testConfig } from './app';
import { compiledCli } from './compiled-worker';

const root = join(__dirname, '..', '..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The CLI as a user runs it (src/cli.ts compiled once per jest run, tests/support/compiled-worker.ts; through tsx
 * outside jest), without the caller's UTILITY_TOOLS_URL. `stdin`: text piped in and closed, a stream piped until the
 * CLI exits, or (left out) no stdin at all.
 */
export function runCli(
  args: string[],
  { stdin, env = {} }: { stdin?: string | Readable; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const { UTILITY_TOOLS_URL: _inherited, ...inherited } = process.env;
  const compiled = compiledCli();
  const entry = compiled ? [compiled] : ['--require', 'tsx/cjs', join(root, 'src', 'cli.ts')];
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin instanceof Readable) {
    child.stdin?.on('error', () => undefined); // EPIPE once the CLI stops reading
    stdin.pipe(child.stdin as NodeJS.WritableStream);
    child.once('exit', () => stdin.destroy());
  } else if (stdin !== undefined) child.stdin?.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export interface CliFixture {
  /** The service started for the file, on a loopback port. */
  server: () => Server;
  url: () => string;
  /** The test's own temporary folder. */
  folder: string;
  /** A file in the test's own temporary folder, with `content`; its path. */
  file: (name: string, content: string | Buffer) => string;
}

/** A service and a temporary folder for a CLI test file: started before its tests, stopped and removed after. */
export function useCliFixture(prefix: string): CliFixture {
  const files = mkdtempSync(join(tmpdir(), `utility-tools-${prefix}-`));
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    const app = await createApp(testConfig(), { log: silentLogger });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(files, { recursive: true, force: true });
  });
  return {
    server: () => server as Server,
    url: () => url,
    folder: files,
    file: (name, content) => {
      const path = join(files, name);
      writeFileSync(path, content);
      return path;
    },
  };
}
