import { execFile, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/free-port';

// The Dockerfile, rehearsed without a container engine (none runs on these machines): each stage is a folder, its
// COPY lines copy from the build context as .dockerignore filters it (or from an earlier stage's folder), its RUN
// lines run there (npm ci, npm rebuild, npm run build), and the runtime stage's folder is then started with its ENV
// and CMD, and its HEALTHCHECK run against it. What it proves: the files the Dockerfile copies are enough to build,
// and what the runtime stage keeps is enough to serve. What it cannot: the base image, apt-get (tini, and on arm64 a
// compiler), the `node` user and file modes; tests/contract/deployment.test.ts reads those lines.

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const folder = mkdtempSync(join(tmpdir(), 'utility-tools-dockerfile-'));
const WORKDIR = '/app';

interface Stage {
  name: string;
  dir: string;
  env: Record<string, string>;
  cmd?: string[];
  healthcheck?: string[];
}

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function instructions(): string[] {
  return readFileSync(join(root, 'Dockerfile'), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line));
}

/** The build context: the checkout's files (tracked, or untracked and not ignored by git) that .dockerignore keeps. */
function contextFiles(): string[] {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  // Only the forms this file uses are modelled: a top-level name, or a top-level `*.ext`. Another form fails here.
  const unmodelled = patterns.filter((pattern) => !/^(\.?[\w.-]+|\*\.[\w]+)$/.test(pattern));
  if (unmodelled.length > 0) throw new Error(`.dockerignore patterns this rehearsal does not model: ${unmodelled.join(', ')}`);
  const ignored = (path: string): boolean => {
    const top = path.split('/')[0] ?? path;
    return patterns.some((pattern) => (pattern.startsWith('*.') ? path === top && top.endsWith(pattern.slice(1)) : top === pattern));
  };
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.stdout.split('\0').filter((path) => path !== '' && !ignored(path));
}

/** COPY's sources into `dest` (relative to the stage's folder): from the context, or from an earlier stage's /app. */
function copy(args: string[], stage: Stage, stages: Map<string, Stage>, context: string[]): void {
  const from = args[0]?.startsWith('--from=') ? args.shift()?.slice('--from='.length) : undefined;
  const dest = args.pop() as string;
  for (const source of args) {
    if (from !== undefined) {
      const origin = stages.get(from);
      if (!origin || !source.startsWith(`${WORKDIR}/`)) throw new Error(`COPY --from=${from} ${source}: not modelled`);
      cpSync(join(origin.dir, source.slice(WORKDIR.length + 1)), join(stage.dir, dest), { recursive: true });
      continue;
    }
    const files = context.filter((path) => path === source || path.startsWith(`${source}/`));
    if (files.length === 0) throw new Error(`COPY ${source}: nothing in the build context (ignored, or not in the checkout)`);
    for (const file of files) {
      const target =
        dest.endsWith('/') && files.length === 1 && file === source
          ? join(stage.dir, dest, file)
          : join(stage.dir, dest, file.slice(source.length));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(root, file), target);
    }
  }
}

/** A RUN line as a shell command: BuildKit's cache mounts dropped; apt-get (system packages) left to the image. */
function shellOf(line: string): string | undefined {
  const command = line.replace(/^RUN\s+/, '').replace(/--mount=\S+\s+/g, '');
  return command.includes('apt-get') ? undefined : command;
}

/** Every stage, built in order; the last (the runtime) returned with its ENV, CMD and HEALTHCHECK. */
async function buildStages(): Promise<{ runtime: Stage; skipped: string[] }> {
  const context = contextFiles();
  const stages = new Map<string, Stage>();
  const skipped: string[] = [];
  let stage: Stage | undefined;
  for (const line of instructions()) {
    const [keyword = '', ...args] = line.split(/\s+/);
    if (keyword === 'FROM') {
      const name = args[2] ?? `stage-${stages.size}`;
      const base = stages.get(args[0] ?? '');
      stage = { name, dir: join(folder, name), env: { ...(base?.env ?? {}) } };
      if (base) cpSync(base.dir, stage.dir, { recursive: true });
      else mkdirSync(stage.dir, { recursive: true });
      stages.set(name, stage);
      continue;
    }
    if (!stage) continue;
    if (keyword === 'WORKDIR' && args[0] !== WORKDIR) throw new Error(`WORKDIR ${args[0]}: this rehearsal models ${WORKDIR} only`);
    if (keyword === 'COPY') copy(args, stage, stages, context);
    if (keyword === 'ENV') for (const pair of args) stage.env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
    if (keyword === 'CMD') stage.cmd = JSON.parse(line.slice('CMD '.length)) as string[];
    if (keyword === 'HEALTHCHECK') stage.healthcheck = JSON.parse(line.slice(line.indexOf('CMD ') + 'CMD '.length)) as string[];
    if (keyword === 'RUN') {
      const command = shellOf(line);
      if (command === undefined) {
        skipped.push(`${stage.name}: ${line.slice(0, 60)}`);
        continue;
      }
      await run('sh', ['-c', command], {
        cwd: stage.dir,
        env: { ...process.env, ...stage.env, TARGETARCH: 'amd64', npm_config_prefer_offline: 'true', npm_config_loglevel: 'warn' },
        maxBuffer: 64 * 1024 * 1024,
      });
    }
  }
  if (!stage) throw new Error('The Dockerfile has no stage');
  return { runtime: stage, skipped };
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('when the Dockerfile is built stage by stage and its runtime folder started with its ENV and CMD, then it serves the API, the pages and the metrics, passes its HEALTHCHECK and drains on SIGTERM', async () => {
  const { runtime, skipped } = await buildStages();
  // Only the system packages are left to the image: tini in the runtime, a compiler on arm64 in the deps stage.
  expect(skipped.map((line) => line.split(':')[0])).toEqual(['deps', 'runtime']);
  const [port, metricsPort] = [await freePort(), await freePort()];
  const env = { PATH: process.env.PATH ?? '', ...runtime.env, HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort) };
  const [command = 'node', ...args] = runtime.cmd ?? [];
  expect([command, ...args]).toEqual(['node', 'dist/server.js']);
  const child = spawn(process.execPath, args, { cwd: runtime.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) {
      const ready = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const call = await fetch(`${base}/api/v1/gst-calculator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amountPaise: 100000, rate: 18 }),
    });
    const answer = (await call.json()) as { result?: { totalPaise?: number } };
    const pages = await Promise.all(
      ['/docs', '/tools', '/tools/gst-calculator'].map(async (path) => (await fetch(`${base}${path}`)).status),
    );
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const [probe = 'node', ...probeArgs] = runtime.healthcheck ?? [];
    expect(probe).toBe('node');
    const health = spawnSync(process.execPath, probeArgs, { cwd: runtime.dir, env, timeout: 10000 });
    expect({
      call: [call.status, answer.result?.totalPaise],
      pages,
      metrics: [metrics.status, (await metrics.text()).includes('utility_tools_requests_total')],
      healthcheck: health.status,
    }).toEqual({ call: [200, 118000], pages: [200, 200, 200], metrics: [200, true], healthcheck: 0 });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await exited;
    if (process.env.DOCKERFILE_REPORT) console.log(output);
  }
}, 900_000);
