import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../limits/client-key';
import { proxyTrust, type TrustedProxies } from '../steps/client-address';

export interface ConnectionCapOptions {
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_CLIENT, scaled by connectionBudget). */
  perClient: number;
  /** Open connections in all, trusted proxies' included (MAX_CONNECTIONS, scaled by connectionBudget); unlimited by default. */
  total?: number;
  trustProxy: TrustedProxies;
  ipv6Prefix: number;
}

/**
 * Caps the connections one client address holds open, and all of them, counted from accept to close, keyed as every
 * per-client limit is (IPv6 by its /64). One past an address's cap is closed at once, before a byte of it is read,
 * so a client that opens connections and sends nothing (or sends slowly) holds sockets and parser state of its own
 * only. When the total is reached, a newcomer takes the place of a connection of the address holding the most (its
 * oldest that has sent nothing, else its oldest), provided that address holds at least two more than the
 * newcomer's would: a few addresses cannot use up the process's descriptors and lock everyone else out. A trusted
 * proxy's connections carry many clients: they count in the total but are never capped or closed here; the
 * per-client limits behind it apply to each client.
 */
export function capConnectionsPerClient(
  server: Server,
  { perClient, total = Infinity, trustProxy, ipv6Prefix }: ConnectionCapOptions,
): void {
  const trusted = proxyTrust(trustProxy);
  // Each address's open connections, oldest first; an address is forgotten when it holds none.
  const byClient = new Map<string, Set<Socket>>();
  // The addresses by how many they hold (bySize[n]), and the most any holds: the heaviest is found in O(1) when
  // every connection is taken, however many addresses hold one.
  const bySize: Set<string>[] = [];
  let most = 0;
  let open = 0;

  const moved = (client: string, from: number, to: number): void => {
    bySize[from]?.delete(client);
    if (to > 0) (bySize[to] ??= new Set()).add(client);
    most = Math.max(most, to);
    while (most > 0 && !bySize[most]?.size) most -= 1;
  };

  const hold = (client: string, socket: Socket): void => {
    let mine = byClient.get(client);
    if (!mine) byClient.set(client, (mine = new Set()));
    mine.add(socket);
    open += 1;
    moved(client, mine.size - 1, mine.size);
  };

  const release = (client: string, socket: Socket): void => {
    const mine = byClient.get(client);
    if (!mine?.delete(socket)) return;
    open -= 1;
    moved(client, mine.size + 1, mine.size);
    if (mine.size === 0) byClient.delete(client);
  };

  /** Closes a connection of the address holding the most, if it holds at least two more than `held`; whether it did. */
  const makeRoom = (held: number): boolean => {
    if (most < held + 2) return false;
    const client = bySize[most]?.values().next().value as string;
    const sockets = byClient.get(client) as Set<Socket>;
    let victim: Socket | undefined;
    for (const socket of sockets) {
      victim ??= socket;
      if (socket.bytesRead === 0) {
        victim = socket;
        break;
      }
    }
    release(client, victim as Socket);
    (victim as Socket).destroy();
    return true;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) {
      if (open >= total && !makeRoom(0)) {
        socket.destroy();
        return;
      }
      open += 1;
      socket.once('close', () => (open -= 1));
      return;
    }
    const client = clientKey(address, ipv6Prefix) ?? 'unknown';
    const held = byClient.get(client)?.size ?? 0;
    if (held >= perClient || (open >= total && !makeRoom(held))) {
      socket.destroy();
      return;
    }
    hold(client, socket);
    socket.once('close', () => release(client, socket));
  });
}
