import { request } from 'node:http';
import { connect } from 'node:net';
import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { inFlightCap } from '../../src/http/steps/in-flight';
import { callTool, expectProblem, testClient } from '../support/app';
import { spawnService } from '../support/spawned';

import { slowDocument } from '../support/slow-document';

describe('work in flight is bounded', () => {
  test('when MAX_IN_FLIGHT requests are being worked on, then the next is 503 server_busy before its tool runs', async () => {
    const client = await testClient({ inFlight: { max: 1, perClient: 16 } });
    const responses = await Promise.all(Array.from({ length: 4 }, () => callTool(client, 'json-formatter', { text: slowDocument })));
    const busy = responses.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(expectProblem(busy[0]!, 503, 'server_busy').detail).toBe(
      'The service is working on 1 requests, its limit; this one was not started.',
    );
    expect((await callTool(client, 'json-formatter', { text: '[1]' })).status).toBe(200);
  });

  test('when a request arrives whose connection is already gone, then it takes no slot, and closed responses give theirs back', () => {
    const step = inFlightCap({ max: 1, perClient: 1 });
    const admit = (ctx: Context, client: string) => void step.run({ ctx, client, startedAt: 0n, requestId: '' });
    const request = (closed: boolean) =>
      ({ res: Object.assign(new EventEmitter(), { closed }) }) as unknown as Context & { res: EventEmitter };
    admit(request(true), 'a');
    const open = request(false);
    admit(open, 'a');
    expect(() => admit(request(false), 'b')).toThrow('The service is working on 1 requests');
    open.res.emit('close');
    expect(() => admit(request(false), 'a')).not.toThrow();
  });

  test('when one client has MAX_IN_FLIGHT_PER_CLIENT requests in flight, then its next is 429 rate_limited while another client is served', async () => {
    // Behind one trusted proxy the client is the address it appended, so one in-process app can see two clients.
    const client = await testClient({ trustProxy: 1, inFlight: { max: 64, perClient: 1 } });
    const from = (address: string) =>
      client
        .post('/api/v1/json-formatter')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', address)
        .send(JSON.stringify({ text: slowDocument }));
    const [greedy, other] = await Promise.all([Promise.all(Array.from({ length: 4 }, () => from('203.0.113.7'))), from('198.51.100.9')]);
    const refused = greedy.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(expectProblem(refused[0]!, 429, 'rate_limited')).toMatchObject({
      detail: 'This client already has 1 requests in flight, its share (MAX_IN_FLIGHT_PER_CLIENT); this one was not started.',
      recovery: 'Read the answers you are waiting for, or wait for one of them, then send this request again.',
    });
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(greedy.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(other.status).toBe(200);
    // Every slot was given back: the same client is served again.
    expect((await from('203.0.113.7')).status).toBe(200);
  });
});

function post(port: number, localAddress: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: '/api/v1/json-formatter',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the real server under hostile traffic', () => {
  test('when two clients send 200 amplification requests at once (999-deep arrays, indent 4), then every one is answered with a documented status and the service stays up', async () => {
    const service = await spawnService({ WORKER_THREADS: '2' });
    try {
      const text = '['.repeat(999) + Array(3100).fill(0).join(',') + ']'.repeat(999);
      const body = JSON.stringify({ text, indent: 4 });
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(service.port, i % 2 ? '127.0.0.2' : '127.0.0.1', body)),
      );
      expect(statuses.filter((s) => ![200, 413, 422, 429, 503].includes(s))).toEqual([]);
      expect(statuses.filter((s) => s === 422).length).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${service.port}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  }, 60_000);

  test('when a client trickles its headers past HEADERS_TIMEOUT_MS, then it gets a 408 problem within about a second of the setting', async () => {
    const service = await spawnService({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    try {
      const socket = connect(service.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const started = Date.now();
      socket.write('POST /api/v1/base64-encode-decode HTTP/1.1\r\nHost: x\r\n');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      await new Promise((resolve) => socket.once('close', resolve));
      const elapsed = Date.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain('Content-Type: application/problem+json');
      expect(answer).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
        status: 408,
        code: 'request_timeout',
        type: '/problems/request_timeout',
      });
      // Checked every second: the answer comes between the setting and the setting plus one check interval (and some slack).
      expect(elapsed).toBeGreaterThanOrEqual(1000);
      expect(elapsed).toBeLessThan(3500);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  }, 30_000);
});
