import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { spawnService, type SpawnedService } from '../support/spawned';
import { freePort } from '../support/free-port';
import { nginx, startNginx, stopNginx } from '../support/nginx';
import { withToolchain } from '../support/toolchain';

// deploy/compose.yaml puts deploy/nginx.conf in front of the replicas and sets TRUST_PROXY for it. Here the real nginx
// (Debian's) runs that file, pointed at the real service on loopback with the environment compose gives it, and
// callers from different loopback addresses go through it: each must get a quota of its own (had TRUST_PROXY not
// matched the proxy, all would share the proxy's), and a caller cannot pick another key by writing X-Forwarded-For.

const root = join(__dirname, '..', '..');
interface Answer {
  status: number;
  remaining: string | undefined;
}

function post(port: number, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: '/api/v1/base64-encode-decode',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, remaining: res.headers['ratelimit-remaining'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end('{"text":"proxied","mode":"encode"}');
  });
}

withToolchain('nginx', nginx !== undefined)('deploy/compose.yaml: nginx in front of the replicas', () => {
  const compose = parse(readFileSync(join(root, 'deploy', 'compose.yaml'), 'utf8')) as {
    services: { api: { environment: Record<string, string> } };
  };
  const folder = mkdtempSync(join(tmpdir(), 'utility-tools-proxy-'));
  let service: SpawnedService | undefined;
  let proxy: ChildProcess | undefined;
  let proxyPort = 0;

  beforeAll(async () => {
    const { TRUST_PROXY, METRICS_PORT } = compose.services.api.environment;
    service = await spawnService({
      TRUST_PROXY: TRUST_PROXY ?? '',
      METRICS_PORT: METRICS_PORT === undefined ? '' : '0',
      RATE_LIMIT_MAX: '3',
    });
    proxyPort = await freePort();
    // The file as compose mounts it, but for what only Docker has: the replicas' name (here the one service's
    // address, which nginx uses without asking the resolver) and the published port (a free loopback one).
    const config = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')
      .replace('http://api:3000', `http://127.0.0.1:${service.port}`)
      .replace(/listen 8080;/, `listen 127.0.0.1:${proxyPort};`)
      .replaceAll('/tmp/', `${folder}/`);
    expect(config).toContain(`proxy_pass $api;`);
    proxy = await startNginx(folder, config, [proxyPort]);
  }, 60_000);

  afterAll(async () => {
    await stopNginx(proxy);
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  test('when two callers come through the proxy, then each has a quota of its own, and X-Forwarded-For written by a caller changes nothing', async () => {
    const first: Answer[] = [];
    for (let i = 0; i < 3; i++) first.push(await post(proxyPort, '127.0.0.2'));
    expect(first).toEqual([
      { status: 200, remaining: '2' },
      { status: 200, remaining: '1' },
      { status: 200, remaining: '0' },
    ]);
    // Its quota is spent; a made-up address in the header does not buy a new one.
    expect((await post(proxyPort, '127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    expect((await post(proxyPort, '127.0.0.2')).status).toBe(429);
    // Another caller through the same proxy starts with its own full quota.
    expect(await post(proxyPort, '127.0.0.3')).toEqual({ status: 200, remaining: '2' });
  });

  test('when /metrics is asked for through the proxy, then it is not there (the replicas serve it on METRICS_PORT only)', async () => {
    const response = await fetch(`http://127.0.0.1:${proxyPort}/metrics`);
    expect(response.status).toBe(404);
  });
});
