import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6, type Socket } from 'node:net';
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

const isPort = (digits: string | undefined): boolean => digits === undefined || Number(digits) <= 65535;

/**
 * One X-Forwarded-For entry as a bare address. proxy-addr (through `forwarded`) takes each entry as written and has no
 * form with a port (koajs/koa#827, jshttp/proxy-addr#8), but proxies write some: Azure Application Gateway appends the
 * client's port (`203.0.113.7:4711`), and IPv6 may come bracketed as in a URL or RFC 7239 (`[2001:db8::1]`,
 * `[2001:db8::1]:4711`). Exactly those forms give their address; any other entry is returned as written, so a bare
 * IPv6 address (whose own colons could pass for a port) is never split and garbage stays garbage.
 */
export function forwardedAddress(entry: string): string {
  const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::([0-9]{1,5}))?$/.exec(entry);
  if (bracketed) return isIPv6(bracketed[1] as string) && isPort(bracketed[2]) ? (bracketed[1] as string) : entry;
  const withPort = /^([0-9.]{7,15}):([0-9]{1,5})$/.exec(entry);
  if (withPort) return isIPv4(withPort[1] as string) && isPort(withPort[2]) ? (withPort[1] as string) : entry;
  return entry;
}

/** proxy-addr's walk (proxyaddr(req, trust): from the socket outwards, the first address not trusted), each entry read by forwardedAddress. */
function forwardedClient(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  const addresses = proxyAddr.all(req).map(forwardedAddress);
  let hop = 0;
  while (hop < addresses.length - 1 && trust(addresses[hop] as string, hop)) hop += 1;
  return addresses[hop] as string;
}

/**
 * The client's key for every per-client limit (exchange.client). The address is found as Express's `trust proxy`
 * finds it (proxy-addr): walking X-Forwarded-For from the socket outwards, the first address that is not a trusted
 * proxy; without trusted proxies it is the socket address, so a client cannot choose its own key by writing the
 * header. Entries written with a port or in brackets are read as their address (forwardedAddress). It is then
 * normalised (clientKey): IPv4-mapped IPv6 as IPv4, IPv6 grouped by its /64 (CLIENT_IPV6_PREFIX), lowercase. An
 * X-Forwarded-For entry that is not an IP address is ignored for the socket address, with one warning per process,
 * since the proxy that wrote it is misconfigured or the header was forged.
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
      const found = forwardedClient(exchange.ctx.req, trust);
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
