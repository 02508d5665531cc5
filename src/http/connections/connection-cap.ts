import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from '../limits/client-key';
import { proxyTrust, type TrustedProxies } from '../steps/client-address';
import { PerClientTally } from '../limits/per-client-tally';

export interface ConnectionCapOptions {
  /** Open connections one client address may hold (MAX_CONNECTIONS_PER_CLIENT). */
  perClient: number;
  trustProxy: TrustedProxies;
  ipv6Prefix: number;
}

/**
 * Caps the connections one client address holds open, counted from accept to close, keyed as every per-client limit
 * is (IPv6 by its /64). One past the cap is closed at once, before a byte of it is read, so a client that opens
 * connections and sends nothing (or sends slowly) holds sockets and parser state of its own only. A trusted proxy's
 * connections carry many clients and are not capped; the per-client limits behind it apply to each client.
 */
export function capConnectionsPerClient(server: Server, { perClient, trustProxy, ipv6Prefix }: ConnectionCapOptions): void {
  const trusted = proxyTrust(trustProxy);
  const open = new PerClientTally();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address, 0)) return;
    const mine = open.entry(clientKey(address, ipv6Prefix) ?? 'unknown');
    if (mine.held >= perClient) {
      socket.destroy();
      return;
    }
    mine.held += 1;
    socket.once('close', () => (mine.held -= 1));
  });
}
