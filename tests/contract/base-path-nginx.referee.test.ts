import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService, type SpawnedService } from '../support/spawned';
import { freePort } from '../support/free-port';
import { nginx, startNginx, stopNginx } from '../support/nginx';
import { withToolchain } from '../support/toolchain';

// BASE_PATH behind the real nginx (Debian's), the two ways its documentation mounts an app under a path:
// `proxy_pass http://svc;` passes the request URI on as it is (the prefix kept), `proxy_pass http://svc/;` replaces
// the location's prefix with `/` (stripped). The service is the real server, BASE_PATH=/utility-tools.

const BASE = '/utility-tools';
withToolchain('nginx', nginx !== undefined)('BASE_PATH behind nginx', () => {
  const folder = mkdtempSync(join(tmpdir(), 'utility-tools-base-path-'));
  let service: SpawnedService | undefined;
  let proxy: ChildProcess | undefined;
  const origins: Record<'keeps' | 'strips', string> = { keeps: '', strips: '' };

  beforeAll(async () => {
    service = await spawnService({ BASE_PATH: BASE, TRUST_PROXY: 'loopback' });
    const ports = { keeps: await freePort(), strips: await freePort() };
    const server = (port: number, pass: string) => `
  server {
    listen 127.0.0.1:${port};
    location ${BASE}/ {
      proxy_pass ${pass};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`;
    const upstream = `http://127.0.0.1:${service.port}`;
    proxy = await startNginx(
      folder,
      `worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${server(ports.keeps, upstream)}
${server(ports.strips, `${upstream}/`)}
}
`,
      [ports.keeps, ports.strips],
    );
    origins.keeps = `http://127.0.0.1:${ports.keeps}`;
    origins.strips = `http://127.0.0.1:${ports.strips}`;
  }, 60_000);

  afterAll(async () => {
    await stopNginx(proxy);
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  test.each(['keeps', 'strips'] as const)(
    'when nginx %s the prefix, then the tools, their problems, the spec, the docs and the tool pages all work under it',
    async (kind) => {
      const at = (path: string) => `${origins[kind]}${BASE}${path}`;
      const post = (path: string, body: unknown) =>
        fetch(at(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

      const result = await post('/api/v1/gstin-validator', { gstin: '27AAPFU0939F1ZV' });
      expect([result.status, ((await result.json()) as { tool: string }).tool]).toEqual([200, 'gstin-validator']);

      const problem = (await (await post('/api/v1/gstin-validator', {})).json()) as { type: string; instance: string };
      expect(problem).toMatchObject({ type: `${BASE}/problems/validation_failed`, instance: `${BASE}/api/v1/gstin-validator` });
      expect((await fetch(`${origins[kind]}${problem.type}`)).status).toBe(200);

      const spec = (await (await fetch(at('/api/v1/openapi.json'))).json()) as { servers: Array<{ url: string }> };
      expect(spec.servers).toEqual([{ url: `${BASE}/api/v1` }]);

      const root = await fetch(at('/'), { redirect: 'manual' });
      expect([root.status, root.headers.get('location')]).toEqual([302, `${BASE}/docs`]);
      expect(await (await fetch(`${origins[kind]}${BASE}/docs`)).text()).toContain(`<a href="${BASE}/tools">Tools</a>`);

      const page = await (await fetch(at('/tools/gst-calculator'))).text();
      const assets = [...page.matchAll(/(?:src|href)="([^"]*\/assets\/[^"]+)"/g)].map((match) => match[1] as string);
      expect(assets.length).toBe(2);
      for (const asset of assets) {
        expect(asset.startsWith(`${BASE}/tools/assets/`)).toBe(true);
        expect((await fetch(`${origins[kind]}${asset}`)).status).toBe(200);
      }
    },
    30_000,
  );
});
