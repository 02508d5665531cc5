import { request } from 'node:http';
import { spawnService, type SpawnedService } from '../support/spawned';
import { parsePrometheusText, prometheusPython, sampleValue } from '../support/prometheus';
import { withToolchain } from '../support/toolchain';

// WORKERS=2 on loopback: the real server as a node:cluster primary and two workers sharing the port. Connections are
// spread over both processes; the rate limit is one quota for the machine (the primary counts); /metrics sums both;
// a worker that dies is replaced; SIGTERM drains both and the primary exits 0.

interface Answer {
  status: number;
  remaining: string | undefined;
}

/** One POST on its own connection (no keep-alive), so the cluster hands each to a worker in turn. */
function post(port: number, path = '/api/v1/base64-encode-decode', body = '{"text":"cluster","mode":"encode"}'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, remaining: res.headers['ratelimit-remaining'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Record {
  pid: number;
  msg: string;
  level: number;
  status?: number;
  worker?: number;
  signal?: string;
}

function records(service: SpawnedService): Record[] {
  return service
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record);
}

async function until(service: SpawnedService, holds: (all: Record[]) => boolean): Promise<void> {
  for (let i = 0; i < 400 && !holds(records(service)); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(holds(records(service))).toBe(true);
}

const answeredPids = (all: Record[], status: number): Set<number> =>
  new Set(all.filter((record) => record.msg === 'answered' && record.status === status).map((record) => record.pid));

withToolchain('python3-prometheus-client', prometheusPython !== undefined)('WORKERS=2 (node:cluster) on loopback', () => {
  test('when 12 requests arrive with RATE_LIMIT_MAX=10, then both processes answer, one quota is counted, and /metrics sums both', async () => {
    const service = await spawnService({ WORKERS: '2', ACCESS_LOG: 'true', ACCESS_LOG_SUCCESS_EVERY: '1', RATE_LIMIT_MAX: '10' });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < 12; i++) answers.push(await post(service.port));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429, 429]);
      // One quota counted by the primary for both workers: the remaining count falls by one per request, whichever answered.
      expect(answers.map((answer) => answer.remaining)).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0', '0', '0']);
      await until(service, (all) => answeredPids(all, 200).size === 2);
      // The primary answers nothing itself: the workers do.
      expect(answeredPids(records(service), 200)).not.toContain(service.child.pid);

      const scraped = await fetch(`http://127.0.0.1:${service.port}/metrics`);
      const families = parsePrometheusText(await scraped.text());
      const base64 = { tool: 'base64-encode-decode', status: '200', code: 'none' };
      expect(sampleValue(families, 'utility_tools_requests_total', base64)).toBe(10);
      expect(sampleValue(families, 'utility_tools_requests_total', { status: '429', code: 'rate_limited' })).toBe(2);
      // Each worker's pool has one thread by default on two processes ((2 cores + 1) / 2), summed to 2 here.
      expect(sampleValue(families, 'utility_tools_pool_threads')).toBe(2);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  }, 30_000);

  test('when METRICS_PORT is set, then the primary serves the sum of both workers there, the API port has no /metrics, and SIGTERM still exits 0', async () => {
    const service = await spawnService({ WORKERS: '2', ACCESS_LOG: 'true', ACCESS_LOG_SUCCESS_EVERY: '1', METRICS_PORT: '0' });
    try {
      const metricsPort = Number(/metrics on http:\/\/[^:]+:(\d+)\/metrics/.exec(service.output())?.[1]);
      // The metrics port is the primary's own: it listens before the workers fork, so it is in the output already.
      expect(records(service).find((record) => record.msg.includes('metrics on http'))?.pid).toBe(service.child.pid);
      for (let i = 0; i < 8; i++) expect((await post(service.port)).status).toBe(200);
      await until(service, (all) => answeredPids(all, 200).size === 2);
      const onApiPort = await fetch(`http://127.0.0.1:${service.port}/metrics`);
      expect([onApiPort.status, ((await onApiPort.json()) as { code: string }).code]).toEqual([404, 'not_found']);
      const families = parsePrometheusText(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
      expect(sampleValue(families, 'utility_tools_requests_total', { tool: 'base64-encode-decode', status: '200', code: 'none' })).toBe(8);
      expect(sampleValue(families, 'utility_tools_pool_threads')).toBe(2);
    } finally {
      service.child.kill('SIGTERM');
    }
    expect(await service.exited).toBe(0);
  }, 30_000);

  test('when a worker dies, then the primary starts another and the port keeps answering; SIGTERM then drains both and exits 0', async () => {
    const service = await spawnService({ WORKERS: '2', ACCESS_LOG: 'true', ACCESS_LOG_SUCCESS_EVERY: '1', RATE_LIMIT_MAX: '1000' });
    try {
      for (let i = 0; i < 6; i++) expect((await post(service.port)).status).toBe(200);
      await until(service, (all) => answeredPids(all, 200).size === 2);
      const [victim] = [...answeredPids(records(service), 200)];
      process.kill(victim as number, 'SIGKILL');
      await until(service, (all) => all.some((record) => record.msg.startsWith('worker_listening')));
      const dead = records(service).find((record) => record.msg.startsWith('worker_exited'));
      expect(dead).toMatchObject({ level: 40, worker: victim, signal: 'SIGKILL' });
      // The replacement answers too: two processes again, neither of them the one that died.
      const from = records(service).length;
      for (let i = 0; i < 40 && answeredPids(records(service).slice(from), 200).size < 2; i++) {
        expect((await post(service.port)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const later = answeredPids(records(service).slice(from), 200);
      expect(later.size).toBe(2);
      expect(later).not.toContain(victim);
    } finally {
      service.child.kill('SIGTERM');
    }
    const exitCode = await service.exited;
    // On a failure, what the processes said while stopping tells why.
    const stopping = records(service).filter((record) => /received|drained|shutdown|worker_stopped|timeout/.test(record.msg));
    expect({ exitCode, stopping }).toEqual({ exitCode: 0, stopping: expect.any(Array) });
    expect(records(service).filter((record) => record.msg === 'drained: every request answered')).toHaveLength(2);
  }, 30_000);
});
