import type { Socket } from 'node:net';
import proxyAddr from 'proxy-addr';
import { clientKey } from '../limits/client-key';
import type { Logger } from '../log';
import type { Step } from '../pipeline';

/** Which proxies sit in front of the service: none, a number of hops, or their addresses and ranges (TRUST_PROXY). */
export type TrustedProxies = false | number | string[];

export interface ClientAddressOptions {
  trustProxy: TrustedProxies;
  /** IPv6 clients are grouped by this many leading bits (CLIENT_IPV6_PREFIX). */
  ipv6Prefix: number;
}

/** Whether proxy-addr may walk past the socket address `address` (`hop` 0) towards the client. */
export function proxyTrust(trustProxy: TrustedProxies): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/**
 * The client's key for every per-client limit (exchange.client). The address is found as Express's `trust proxy`
 * finds it (proxy-addr): walking X-Forwarded-For from the socket outwards, the first address that is not a trusted
 * proxy; without trusted proxies it is the socket address, so a client cannot choose its own key by writing the
 * header. It is then normalised (clientKey): IPv4-mapped IPv6 as IPv4, IPv6 grouped by its /64 (CLIENT_IPV6_PREFIX),
 * lowercase. An X-Forwarded-For entry that is not an IP address is ignored for the socket address, with one warning
 * per process, since the proxy that wrote it is misconfigured or the header was forged.
 */
export function clientAddress({ trustProxy, ipv6Prefix }: ClientAddressOptions, log: Logger): Step {
  const name = 'client address (TRUST_PROXY, CLIENT_IPV6_PREFIX)';
  // A socket's address does not change: its key is worked out once per connection, not per kept-alive request.
  const keys = new WeakMap<Socket, string>();
  const socketKey = (exchange: Parameters<Step['run']>[0]): string => {
    const socket = exchange.ctx.req.socket;
    let key = keys.get(socket);
    if (key === undefined) {
      key = clientKey(socket.remoteAddress ?? '', ipv6Prefix) ?? 'unknown';
      keys.set(socket, key);
    }
    return key;
  };
  // With no proxy trusted the answer is the socket address; skipping proxy-addr skips parsing a header it would ignore.
  if (trustProxy === false) return { name, provides: ['client'], run: (exchange) => void (exchange.client = socketKey(exchange)) };
  const trust = proxyTrust(trustProxy);
  let warned = false;
  return {
    name,
    provides: ['client'],
    run: (exchange) => {
      const found = proxyAddr(exchange.ctx.req, trust);
      const key = clientKey(found, ipv6Prefix);
      if (key !== undefined) {
        exchange.client = key;
        return;
      }
      if (!warned) {
        warned = true;
        log.warn(
          { entry: found.slice(0, 60) },
          'x_forwarded_for_not_an_ip: the client address falls back to the socket address (logged once per process)',
        );
      }
      exchange.client = socketKey(exchange);
    },
  };
}
