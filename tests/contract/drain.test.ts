import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { trackConnections } from '../../src/http/connections/drain';
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
    // On a kept-alive socket the server still answers, and says it is not ready from the signal on. (It says
    // Connection: close once its listener has closed, a turn or two of the event loop later, so that kept-alive
    // clients are not sent to reconnect while connections can still queue and be reset.)
    expect(readyDuring.status).toBe(503);
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

describe('the stop signal while connections wait in the listen backlog', () => {
  test('when the stop comes while the event loop is busy and 20 requests connect, then the drain answers every one of them instead of resetting the backlog', async () => {
    const server = createServer((_request, response) => setTimeout(() => response.end('ok'), 20));
    const tracker = trackConnections(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    // The stop arrives as data on a control connection, handled on the event loop as a signal is.
    let drained: Promise<unknown> | undefined;
    const control = createNetServer((socket) => socket.once('data', () => (drained = tracker.drain(5000))));
    control.listen(0, '127.0.0.1');
    await once(control, 'listening');
    const controlPort = (control.address() as AddressInfo).port;
    // The callers live in another process: they send the stop, then connect and send 20 requests, all while this
    // process's event loop is busy, so the kernel queues the connections unaccepted behind the stop.
    const callers = spawn(
      process.execPath,
      [
        '-e',
        `const http = require('node:http');
        const net = require('node:net');
        const stop = net.connect(${controlPort}, '127.0.0.1', () => {
          console.log('ready');
          setTimeout(() => {
            stop.write('stop');
            setTimeout(() => {
              const results = Array.from({ length: 20 }, () => new Promise((resolve) => {
                const req = http.request({ host: '127.0.0.1', port: ${port}, method: 'POST', path: '/', agent: false }, (res) => {
                  res.resume();
                  res.on('end', () => resolve(res.statusCode));
                });
                req.on('error', (error) => resolve(error.code));
                req.end('{}');
              }));
              Promise.all(results).then((all) => { console.log(JSON.stringify(all)); stop.end(); });
            }, 50);
          }, 100);
        });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    callers.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve) => callers.stdout.once('data', () => resolve()));
    const until = Date.now() + 800;
    while (Date.now() < until);
    await once(callers, 'exit');
    control.close();
    expect(JSON.parse(output.split('\n')[1] ?? '[]')).toEqual(Array(20).fill(200));
    expect(await drained).toEqual({ complete: true, cut: 0 });
    expect(server.listening).toBe(false);
  });
});
