import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { spawnService } from '../support/spawned';

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
  afterSignal: boolean;
}

const body = JSON.stringify({ text: 'drain me', mode: 'encode' });

function post(port: number, agent: Agent, path: string, afterSignal: () => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAfterSignal = afterSignal();
    const read = path === '/readyz';
    const headers = read ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request({ host: '127.0.0.1', port, path, method: read ? 'GET' : 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, afterSignal: sentAfterSignal }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, afterSignal: sentAfterSignal }));
    req.end(read ? undefined : body);
  });
}

describe('graceful shutdown of the real server', () => {
  test('when SIGTERM arrives under 40 busy keep-alive connections, then every request that reached it is answered, later answers say Connection: close, /readyz turns 503, and it exits 0', async () => {
    const service = await spawnService({ SHUTDOWN_TIMEOUT_SECONDS: '10', RATE_LIMIT_MAX: '1000000' });
    const agent = new Agent({ keepAlive: true, maxSockets: 40 });
    let signalled = false;
    const outcomes: Outcome[] = [];
    const stopAt = Date.now() + 8000;
    const loop = async (): Promise<void> => {
      // Each loop stops at its first refused connection (the listener is closed) or after 8 s at most.
      while (Date.now() < stopAt) {
        const outcome = await post(service.port, agent, '/api/v1/base64-encode-decode', () => signalled);
        outcomes.push(outcome);
        if (outcome.error) return;
      }
    };
    const loops = Array.from({ length: 40 }, loop);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    const readyBefore = await post(service.port, probe, '/readyz', () => false);
    service.child.kill('SIGTERM');
    // "After the signal" means after the service has seen it: it logs the line once it is draining.
    for (let i = 0; i < 200 && !service.output().includes('SIGTERM received'); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    signalled = true;
    const readyDuring = await post(service.port, probe, '/readyz', () => true);
    await Promise.all(loops);
    const code = await service.exited;
    agent.destroy();
    probe.destroy();

    expect(readyBefore.status).toBe(200);
    // On a kept-alive socket the server still answers, and says it is not ready.
    expect(readyDuring).toMatchObject({ status: 503, connection: 'close' });
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
    // Busy connections were told to close with their last answer, once each; the next request met a closed listener.
    const closing = outcomes.filter((o) => o.status === 200 && o.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.length).toBeLessThanOrEqual(40);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(100);
    expect(code).toBe(0);
    expect(service.output()).toContain('drained: every request answered');
  }, 30_000);

  test('when a request is still arriving at SHUTDOWN_TIMEOUT_SECONDS, then it is cut and the exit code is 1', async () => {
    const service = await spawnService({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const socket = connect(service.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers promise 100 bytes of body; only 10 arrive, so the request stays in flight.
    socket.write(
      'POST /api/v1/base64-encode-decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"text":"a',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    const code = await service.exited;
    socket.destroy();
    expect(code).toBe(1);
    expect(service.output()).toContain('shutdown timeout: 1 request(s) cut');
  }, 30_000);
});
