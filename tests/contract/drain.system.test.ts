import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Agent, createServer, request, type Server } from 'node:http';
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
    const probe = new Agent({ keepAlive: true, maxSockets: 1 });
    let signalled = false;
    const outcomes: Outcome[] = [];
    const ready: Outcome[] = [];
    // Each loop stops at its first refused connection (the listener is closed), or 20 s after the signal at most.
    let stopAt = Infinity;
    const loop = async (on: Agent, path: string, into: Outcome[]): Promise<void> => {
      // Back to back, so the connection is never quiet.
      while (Date.now() < stopAt) {
        const outcome = await post(service.port, on, path, () => signalled);
        into.push(outcome);
        if (outcome.error) return;
      }
    };
    const loops = Array.from({ length: 40 }, () => loop(agent, '/api/v1/base64-encode-decode', outcomes));
    const probing = loop(probe, '/readyz', ready);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // A loaded machine may not have answered the first /readyz yet.
    while (ready.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    stopAt = Date.now() + 20_000;
    service.child.kill('SIGTERM');
    signalled = true;
    await Promise.all([...loops, probing]);
    const code = await service.exited;
    agent.destroy();
    probe.destroy();

    // Ready until the signal; then not ready, on a connection still served until the listener is closed (only then does
    // an answer say Connection: close, so that kept-alive clients are not sent to reconnect while connections can still
    // queue and be reset); then refused.
    expect(ready.map((o) => o.status ?? o.error).join(' ')).toMatch(/^(200 )+(503 )+ECONNREFUSED$/);
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    expect(outcomes.filter((o) => o.status !== undefined && o.status !== 200)).toEqual([]);
    // Busy connections were told to close with their last answer, once each; the next request met a closed listener.
    const closing = outcomes.filter((o) => o.status === 200 && o.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.length).toBeLessThanOrEqual(40);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(100);
    expect(code).toBe(0);
    // By count: what the drain read it answered, and it says how many.
    const drained = service
      .output()
      .split('\n')
      .filter((line) => line.includes('drained: every request answered'))
      .map((line) => JSON.parse(line) as { received: number; answered: number; closedByClient: number });
    expect(drained).toEqual([{ ...drained[0], received: drained[0]?.answered, closedByClient: 0 }]);
    expect(drained[0]?.received).toBeGreaterThan(0);
  }, 60_000);

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
    expect(service.output()).toMatch(/"received":1,"answered":0,"closedByClient":0,"notAnswered":1,"cut":1/);
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
    const control = createNetServer((socket) =>
      socket.once('data', () => {
        drained = tracker.drain(5000);
      }),
    );
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
    expect(await drained).toEqual({ complete: true, received: 20, answered: 20, closedByClient: 0, notAnswered: 0, cut: 0 });
    expect(server.listening).toBe(false);
  });
});

/** A server that answers every request `delayMs` after its body has arrived, counting the requests it read. */
async function tracked(
  delayMs = 0,
): Promise<{ server: Server; tracker: ReturnType<typeof trackConnections>; port: number; read: () => number }> {
  let read = 0;
  const server = createServer((request, response) => {
    read += 1;
    request.resume();
    request.on('end', () => setTimeout(() => response.end('ok'), delayMs));
  });
  const tracker = trackConnections(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, tracker, port: (server.address() as AddressInfo).port, read: () => read };
}

/** Resolves once the server's listener is closed (the drain closes it when its sentinel connection is accepted). */
async function listenerClosed(server: Server): Promise<void> {
  while (server.listening) await new Promise((resolve) => setTimeout(resolve, 1));
}

const rawPost = (path: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;

describe('the drain on kept-alive connections', () => {
  test('when a request arrives on a quiet kept-alive connection just after the listener closed, then it is answered, with Connection: close, and counted', async () => {
    const { server, tracker, port } = await tracked();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (): Promise<{ status?: number; connection?: string; reused: boolean }> =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get()).toEqual({ status: 200, connection: 'keep-alive', reused: false });
    const drained = tracker.drain(5000);
    await listenerClosed(server);
    expect(await get()).toEqual({ status: 200, connection: 'close', reused: true });
    expect(await drained).toEqual({ complete: true, received: 1, answered: 1, closedByClient: 0, notAnswered: 0, cut: 0 });
    agent.destroy();
  });

  test('when a request crosses the close of a quiet kept-alive connection, then it is refused unread (reset), never read and left unanswered', async () => {
    const { tracker, port, read } = await tracked();
    // Half-open, so the client can still send after the server's FIN, as a client whose request crossed it on the wire.
    const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    client.on('data', (chunk: Buffer) => (received += chunk.toString()));
    client.write(rawPost('/first'));
    while (!received.includes('ok')) await new Promise((resolve) => setTimeout(resolve, 5));
    const drained = tracker.drain(5000);
    await once(client, 'end');
    const closed = new Promise<string>((resolve) => {
      client.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      client.once('close', () => resolve('closed'));
    });
    client.write(rawPost('/crossing'));
    // A client that has read to the end notices the reset on its next write (blank lines, which HTTP ignores).
    const nudge = setInterval(() => client.write('\r\n'), 20);
    await closed;
    clearInterval(nudge);
    expect(await drained).toEqual({ complete: true, received: 0, answered: 0, closedByClient: 0, notAnswered: 0, cut: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read()).toBe(1);
  });

  test('when two requests arrive pipelined after the listener closed, then both are answered and only the last says Connection: close', async () => {
    const { server, tracker, port } = await tracked(20);
    const client = connect({ port, host: '127.0.0.1' });
    await once(client, 'connect');
    let received = '';
    client.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const drained = tracker.drain(5000);
    await listenerClosed(server);
    client.write(rawPost('/one') + rawPost('/two'));
    await once(client, 'close');
    // Each answer's status and Connection header: none on the first (HTTP/1.1 keeps the connection by default).
    const heads = received.split(/\r\n\r\nok/).filter((head) => head.startsWith('HTTP/1.1'));
    expect(heads.map((head) => `${head.slice(9, 12)} ${/\r\nConnection: (\S+)/i.exec(head)?.[1] ?? 'none'}`)).toEqual([
      '200 none',
      '200 close',
    ]);
    expect(await drained).toEqual({ complete: true, received: 2, answered: 2, closedByClient: 0, notAnswered: 0, cut: 0 });
  });

  test('when a client closes its connection before its answer is written, then the drain counts the request as closed by its client and is complete', async () => {
    // Answered long after the client has gone, however slow the machine.
    const { tracker, port, read } = await tracked(2000);
    const client = connect({ port, host: '127.0.0.1' });
    client.on('error', () => undefined);
    client.write(rawPost('/slow'));
    while (read() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const drained = tracker.drain(5000);
    client.destroy();
    expect(await drained).toEqual({ complete: true, received: 1, answered: 0, closedByClient: 1, notAnswered: 0, cut: 0 });
  });
});
