import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Config } from '../../src/config';
import { capConnectionsPerClient } from '../../src/http/connections/connection-cap';
import { testApp } from '../support/app';
import { problemValidator } from '../support/spec';

// A slow peer never holds a shared slot: a body is read before it takes an in-flight slot, one client may have only
// its share of bodies arriving and of open connections, and a body that does not arrive at the minimum rate is 408.

async function serving(overrides: Partial<Config>): Promise<{ server: Server; port: number }> {
  const app = await testApp(overrides);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

/** Opens a connection from `localAddress` and sends a tool request whose body stops after its first 10 bytes. */
async function slowBody(port: number, localAddress: string): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  await once(socket, 'connect');
  socket.write(
    'POST /api/v1/json-formatter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":"[',
  );
  return socket;
}

/** The first answer on a socket: its status line's code, its headers and its JSON body. */
async function answerOn(socket: Socket): Promise<{ status: number; head: string; body: Record<string, unknown> }> {
  let text = '';
  socket.setEncoding('utf8');
  for await (const chunk of socket) {
    text += chunk as string;
    const split = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text)?.[1];
    if (split !== -1 && length !== undefined && text.length - split - 4 >= Number(length)) break;
  }
  const split = text.indexOf('\r\n\r\n');
  return {
    status: Number(text.slice(9, 12)),
    head: text.slice(0, split),
    body: JSON.parse(text.slice(split + 4)) as Record<string, unknown>,
  };
}

/** Opens a connection from `localAddress` and sends a tool request whose `length`-byte body stops one byte short. */
async function nearlyWholeBody(port: number, localAddress: string, length: number): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  await once(socket, 'connect');
  const body = `{"text":"${'a'.repeat(length - 11)}"}`;
  socket.write(
    `POST /api/v1/base64-encode-decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body.slice(0, -1)}`,
  );
  return socket;
}

function post(port: number, localAddress: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: '/api/v1/base64-encode-decode',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ text: 'innocent', mode: 'encode' }));
  });
}

describe('slow clients', () => {
  const opened: Socket[] = [];
  const servers: Server[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) server.close();
  });

  test('when two addresses hold every in-flight slot worth of bodies still arriving, then an innocent client is still served', async () => {
    const { server, port } = await serving({ inFlight: { max: 4, perClient: 16 } });
    servers.push(server);
    for (const address of ['127.0.0.2', '127.0.0.3']) for (let i = 0; i < 6; i++) opened.push(await slowBody(port, address));
    // Before, each of the 12 slow bodies held one of the 4 slots from its headers on: this was 503 server_busy.
    const innocent = await post(port, '127.0.0.1');
    expect([innocent.status, innocent.body.result]).toEqual([200, expect.objectContaining({ base64: 'aW5ub2NlbnQ=' })]);
  });

  test('when one client already has BODY_READS_PER_CLIENT bodies arriving, then its next request is 429 and the connection is closed', async () => {
    const { server, port } = await serving({ bodies: { readsPerClient: 3, minBytesPerSecond: 16_384, budgetBytes: 64 * 1024 * 1024 } });
    servers.push(server);
    for (let i = 0; i < 3; i++) opened.push(await slowBody(port, '127.0.0.2'));
    const fourth = await slowBody(port, '127.0.0.2');
    opened.push(fourth);
    const answer = await answerOn(fourth);
    expect(answer.status).toBe(429);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(problemValidator(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      code: 'rate_limited',
      detail: 'This client already has 3 request bodies arriving, its share (BODY_READS_PER_CLIENT); this one was not read.',
    });
    // Another address is read as usual.
    expect((await post(port, '127.0.0.3')).status).toBe(200);
  });

  test('when the bodies arriving from every client fill BODY_BUDGET_BYTES, then the next body is 503 server_busy with Retry-After and its connection is closed', async () => {
    const { server, port } = await serving({ bodies: { readsPerClient: 8, minBytesPerSecond: 16_384, budgetBytes: 3 * 1000 } });
    servers.push(server);
    // Three addresses, one body each (no per-client share is reached), 999 of each one's 1,000 bytes sent: 2,997 bytes held.
    const held = [];
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) held.push(await nearlyWholeBody(port, address, 1000));
    opened.push(...held);
    // Until the service has counted them: the bytes are in flight on the loopback.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = await nearlyWholeBody(port, '127.0.0.5', 1000);
    opened.push(fourth);
    const answer = await answerOn(fourth);
    expect(answer.status).toBe(503);
    expect(answer.head).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(problemValidator(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      code: 'server_busy',
      detail:
        'The bodies being received take the memory set aside for them (3000 bytes, BODY_BUDGET_BYTES); this one (1000 bytes) was not read, and the connection is closed.',
    });
    // Once the held bodies' connections close, their bytes are given back: a body is read again.
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await post(port, '127.0.0.6')).status).toBe(200);
  });

  test('when a compressed body inflates past what is left of BODY_BUDGET_BYTES, then 503 server_busy at the chunk that passes it: bytes count as they arrive, decompressed', async () => {
    const { server, port } = await serving({ bodies: { readsPerClient: 8, minBytesPerSecond: 16_384, budgetBytes: 64 * 1024 } });
    servers.push(server);
    const held = await nearlyWholeBody(port, '127.0.0.2', 32 * 1024);
    opened.push(held);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // 100 kB of JSON in about 200 bytes of gzip: its Content-Length says nothing of what it holds.
    const bomb = gzipSync(JSON.stringify({ text: 'a'.repeat(100_000), mode: 'encode' }));
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.3' });
    opened.push(socket);
    await once(socket, 'connect');
    socket.write(
      `POST /api/v1/base64-encode-decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\n\r\n`,
    );
    socket.write(bomb);
    const answer = await answerOn(socket);
    expect(answer.status).toBe(503);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.body).toMatchObject({
      code: 'server_busy',
      detail:
        'The bodies being received take the memory set aside for them (65536 bytes, BODY_BUDGET_BYTES); this one was not read to its end, and the connection is closed.',
    });
  });

  test('when a body does not arrive within 5 s plus its size at BODY_MIN_BYTES_PER_SECOND, then 408 request_timeout and the connection is closed', async () => {
    const { server, port } = await serving({ bodies: { readsPerClient: 8, minBytesPerSecond: 1_000_000, budgetBytes: 64 * 1024 * 1024 } });
    servers.push(server);
    const socket = await slowBody(port, '127.0.0.2');
    opened.push(socket);
    const answer = await answerOn(socket);
    expect(answer.status).toBe(408);
    expect(answer.head).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.body).toMatchObject({
      code: 'request_timeout',
      detail: 'The body did not arrive within 5 s (5 s plus its size at BODY_MIN_BYTES_PER_SECOND); the connection is closed.',
    });
    expect(problemValidator(answer.body)).toBe(true);
  }, 15_000);

  test('when one address opens more than MAX_CONNECTIONS_PER_CLIENT connections, then the extra ones are closed at once and other addresses connect', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    capConnectionsPerClient(server, { perClient: 2, trustProxy: false, ipv6Prefix: 64 });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    const open = async (localAddress: string): Promise<Socket> => {
      const socket = connect({ port, host: '127.0.0.1', localAddress });
      opened.push(socket);
      await once(socket, 'connect');
      return socket;
    };
    await open('127.0.0.2');
    await open('127.0.0.2');
    const third = await open('127.0.0.2');
    third.on('error', () => undefined);
    await once(third, 'close');
    const other = await open('127.0.0.3');
    other.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const [chunk] = (await once(other, 'data')) as [Buffer];
    expect(chunk.toString()).toMatch(/^HTTP\/1\.1 200/);
  });
});
