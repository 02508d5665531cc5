/**
 * Shutdowns under load (issue 29, item 7): the service is started, 20 requests (mock-data, 5,000 rows each, one
 * connection each) are sent, and 400 ms later SIGTERM goes to the primary alone or, as systemd's default
 * KillMode=control-group does, to every process of the group; meanwhile two busy loops hold the CPU. A request lost is
 * one whose connection failed (ECONNRESET, a hang-up) instead of an answer. Loopback only; bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';

const body = JSON.stringify({
  schema: 'name:fullName, phone:phone, pan:pan, gstin:gstin, city:city, state:state, pincode:pincode',
  rows: 5000,
  format: 'json',
});

export interface ShutdownRun {
  answered: number;
  lost: number;
  errors: string[];
  exitCode: number | null;
}

function post(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/mock-data-generator',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

/** Two busy loops, so the service shares the cores as it would on a loaded machine. */
export function cpuLoad(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

export async function startService(cwd: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(cwd, 'dist', 'server.js')], {
    cwd,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ACCESS_LOG: 'false', RATE_LIMIT_MAX: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in 20 s:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.stdout?.resume();
  return child;
}

/** One shutdown: 20 requests in flight, the signal 400 ms after they were sent, to `target`. */
export async function shutdownOnce(
  cwd: string,
  port: number,
  target: 'primary' | 'group',
  env: Record<string, string>,
): Promise<ShutdownRun> {
  const child = await startService(cwd, port, { MAX_IN_FLIGHT_PER_CLIENT: '64', WORKER_QUEUE_MAX_PER_CLIENT: '32', ...env });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const outcomes = Array.from({ length: 20 }, () => post(port));
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (target === 'group') process.kill(-(child.pid as number), 'SIGTERM');
  else child.kill('SIGTERM');
  const results = await Promise.all(outcomes);
  const exitCode = await exited;
  const errors = results.filter((r) => !/^\d+$/.test(r));
  return { answered: results.length - errors.length, lost: errors.length, errors, exitCode };
}

/** `runs` shutdowns in a row under CPU load, alternating the signal's target; the requests lost in all. */
export async function shutdownsUnderLoad(
  cwd: string,
  port: number,
  runs: number,
  env: Record<string, string> = {},
): Promise<{ runs: number; lost: number; requests: number; errors: Record<string, number>; badExits: number }> {
  const load = cpuLoad();
  const errors: Record<string, number> = {};
  let lost = 0;
  let badExits = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const run = await shutdownOnce(cwd, port, i % 2 === 0 ? 'primary' : 'group', env);
      lost += run.lost;
      if (run.exitCode !== 0) badExits += 1;
      for (const error of run.errors) errors[error] = (errors[error] ?? 0) + 1;
    }
  } finally {
    for (const busy of load) busy.kill();
  }
  return { runs, lost, requests: runs * 20, errors, badExits };
}

if (require.main === module) {
  const [cwd = join(__dirname, '..'), runs = '20', workers = '1'] = process.argv.slice(2);
  void shutdownsUnderLoad(cwd, 3930, Number(runs), { WORKERS: workers }).then((outcome) => console.log(JSON.stringify(outcome)));
}
