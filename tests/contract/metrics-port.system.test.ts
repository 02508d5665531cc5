import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { Counter, Registry } from 'prom-client';
import { createMetricsServer } from '../../src/http/protocols/metrics';
import { callTool, expectProblem, testClient } from '../support/app';
import { spawnService, type SpawnedService } from '../support/spawned';

// METRICS_PORT: /metrics is served only on its own port, by a small server that serves nothing else, and the API's
// port answers /metrics with the site's 404, so an ingress that forwards the API port cannot expose the metrics.

const metricsPortOf = (service: SpawnedService): number => {
  const match = /metrics on http:\/\/[^:]+:(\d+)\/metrics/.exec(service.output());
  if (!match) throw new Error(`no metrics port in the output:\n${service.output()}`);
  return Number(match[1]);
};

describe('METRICS_PORT', () => {
  test('when it is set, then the API port answers /metrics with a 404 problem, and the probes and pages still answer', async () => {
    const client = await testClient({ metricsPort: 9464 });
    expectProblem(await client.get('/metrics'), 404, 'not_found');
    expect((await client.get('/healthz')).status).toBe(200);
    expect((await callTool(client, 'base64-encode-decode', { text: 'a', mode: 'encode' })).status).toBe(200);
  });

  test('when it is unset, then /metrics stays on the API port (the default)', async () => {
    const client = await testClient();
    const response = await client.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.text).toContain('utility_tools_requests_total');
  });

  describe('its server', () => {
    const registry = new Registry();
    new Counter({ name: 'metrics_port_probe_total', help: 'A counter only this test registers.', registers: [registry] }).inc(3);
    const server = createMetricsServer(() => registry.metrics());
    let base = '';
    beforeAll(async () => {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    test('when GET /metrics, then the Prometheus text, not cached', async () => {
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('metrics_port_probe_total 3');
    });

    test('when HEAD /metrics, then 200 without a body', async () => {
      const response = await fetch(`${base}/metrics`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    });

    test.each(['/', '/docs', '/api/v1/tools', '/healthz', '/metrics/x'])(
      'when GET %s, then a 404 problem: it serves /metrics only',
      async (path) => {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(((await response.json()) as { code: string }).code).toBe('not_found');
      },
    );

    test('when POST /metrics, then 405 with Allow: GET, HEAD', async () => {
      const response = await fetch(`${base}/metrics`, { method: 'POST', body: 'x' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(((await response.json()) as { code: string }).code).toBe('method_not_allowed');
    });
  });

  test('when the service runs alone (WORKERS=1), then its metrics port counts the API answers and the API port has no /metrics', async () => {
    const service = await spawnService({ METRICS_PORT: '0' });
    try {
      const metricsPort = metricsPortOf(service);
      expect(metricsPort).not.toBe(service.port);
      const called = await fetch(`http://127.0.0.1:${service.port}/api/v1/base64-encode-decode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'a', mode: 'encode' }),
      });
      expect(called.status).toBe(200);
      const onApiPort = await fetch(`http://127.0.0.1:${service.port}/metrics`);
      expect([onApiPort.status, ((await onApiPort.json()) as { code: string }).code]).toEqual([404, 'not_found']);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^utility_tools_requests_total\{tool="base64-encode-decode",status="200",code="none"\} 1$/m);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  });

  test('when METRICS_PORT is already in use, then the start ends with exit code 1 and one line that says to change METRICS_PORT', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as AddressInfo;
    try {
      const started = spawnService({ METRICS_PORT: String(port) });
      const output = ((await started.catch((error: Error) => error)) as Error).message;
      expect(output).toContain('the service exited before listening');
      expect(output).toContain(`Cannot listen on 127.0.0.1:${port}: the port is already in use. Set METRICS_PORT to a free port`);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  });
});
