import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { capConnectionsPerClient } from '../../src/http/connections/connection-cap';
import { connectionBudget, openFileLimit, softOpenFileLimit } from '../../src/http/connections/fd-limit';
import { spawnService } from '../support/spawned';

// Every connection takes a file descriptor. With `ulimit -n 256` and the per-address cap of 128, three addresses
// holding 100 silent connections each used every descriptor the process had, and an innocent client could not
// connect at all (0 of 50 answered). The caps now follow the descriptor limit.

/** Opens `count` connections from `localAddress` that send nothing; resolves once each is connected or closed. */
async function silentConnections(port: number, localAddress: string, count: number): Promise<Socket[]> {
  const sockets = Array.from({ length: count }, () => connect({ port, host: '127.0.0.1', localAddress }).on('error', () => undefined));
  await Promise.all(sockets.map((socket) => Promise.race([once(socket, 'connect'), once(socket, 'close')])));
  return sockets;
}

/** GET /healthz on a connection of its own from `localAddress`: its status, or 0 when it was refused, cut or took over 5 s. */
function probe(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', localAddress, path: '/healthz', agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

test('when 3 addresses hold 100 silent connections each under a limit of 256 descriptors, then an innocent client is answered every time', async () => {
  const service = await spawnService({}, ['prlimit', '--nofile=256:256']);
  const held: Socket[] = [];
  try {
    // Once the pool threads have loaded their engines, the service opens no more files of its own.
    while (!service.output().includes('engine_pool_warm')) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) held.push(...(await silentConnections(service.port, address, 100)));
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push(await probe(service.port, '127.0.0.5'));
    expect(answers.filter((status) => status === 200)).toHaveLength(50);
    // Each address kept at most its share of the budget: far fewer than its 100.
    const open = held.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
    expect(open).toBeLessThan(150);
  } finally {
    for (const socket of held) socket.destroy();
    service.child.kill('SIGKILL');
  }
}, 120_000);

describe('the connection budget', () => {
  test('when the limit is read from /proc/self/limits, then it is the soft limit, as `ulimit -n` in a child shell says', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             unlimited            unlimited            processes',
      'Max open files            256                  4096                 files',
    ].join('\n');
    expect(softOpenFileLimit(limits)).toBe(256);
    expect(softOpenFileLimit(limits.replace('256 ', 'unlimited'))).toBeUndefined();
    expect(softOpenFileLimit('')).toBeUndefined();
    expect(openFileLimit()).toBe(Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()));
  });

  test.each([
    // 64 descriptors kept, an eighth of the rest per address.
    [256, undefined, 128, { total: 192, perClient: 24 }],
    [1024, undefined, 128, { total: 896, perClient: 112 }],
    // An eighth kept of a large limit; MAX_CONNECTIONS_PER_CLIENT is the lower.
    [1_048_576, undefined, 128, { total: 917_504, perClient: 128 }],
    // At most half of a small limit is kept.
    [64, undefined, 128, { total: 32, perClient: 4 }],
    // MAX_CONNECTIONS when lower; lowered to the descriptors when higher.
    [1_048_576, 100, 128, { total: 100, perClient: 12 }],
    [256, 100_000, 128, { total: 192, perClient: 24 }],
    // No limit known (Windows): the settings as they are.
    [undefined, undefined, 128, { total: Infinity, perClient: 128 }],
    [undefined, 400, 128, { total: 400, perClient: 50 }],
  ])(
    'when the open-file limit is %p, MAX_CONNECTIONS %p and MAX_CONNECTIONS_PER_CLIENT %p, then the caps are %p',
    (fdLimit, total, perClient, budget) => {
      expect(connectionBudget(fdLimit, { total, perClient })).toEqual(budget);
    },
  );

  test('when every connection is taken, then a newcomer takes the place of a silent one of the address holding the most, until all hold one', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    capConnectionsPerClient(server, { perClient: 3, total: 4, trustProxy: false, ipv6Prefix: 64 });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const opened: Socket[] = [];
    const open = async (localAddress: string): Promise<Socket> => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }).on('error', () => undefined);
      opened.push(socket);
      await once(socket, 'connect');
      return socket;
    };
    const closed = async (socket: Socket): Promise<true> => {
      if (!socket.closed) await once(socket, 'close');
      return true;
    };
    const answered = async (socket: Socket): Promise<boolean> => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      const [event] = await Promise.race([once(socket, 'data').then(() => ['data']), once(socket, 'close').then(() => ['close'])]);
      return event === 'data';
    };
    try {
      // 127.0.0.2 holds three (its cap), 127.0.0.3 one: all four are taken.
      const heavy = [await open('127.0.0.2'), await open('127.0.0.2'), await open('127.0.0.2')];
      const light = await open('127.0.0.3');
      expect(await answered(light)).toBe(true);
      // A newcomer: the heavy address's oldest connection makes room, twice (3 -> 2 -> 1).
      expect(await answered(await open('127.0.0.4'))).toBe(true);
      expect(await closed(heavy[0] as Socket)).toBe(true);
      expect(await answered(await open('127.0.0.5'))).toBe(true);
      expect(await closed(heavy[1] as Socket)).toBe(true);
      // Every address holds one now: nobody gives way, and the next newcomer is closed.
      expect(await answered(await open('127.0.0.6'))).toBe(false);
      expect(await answered(heavy[2] as Socket)).toBe(true);
    } finally {
      for (const socket of opened) socket.destroy();
      server.close();
    }
  });
});
