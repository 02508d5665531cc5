import proxyAddr from 'proxy-addr';
import type { Config } from '../config';
import type { Step } from './pipeline';

/**
 * The client's address, as Express's `trust proxy` finds it (proxy-addr): walking X-Forwarded-For from the socket
 * outwards, the first address that is not a trusted proxy. Without trusted proxies it is the socket address, so a
 * client cannot choose its own rate-limit key by writing the header. Sets exchange.client (`unknown` when there is none).
 */
export function clientAddress(trustProxy: Config['trustProxy']): Step {
  const name = 'client address (TRUST_PROXY)';
  // With no proxy trusted the answer is the socket address; skipping proxy-addr skips parsing a header it would ignore.
  if (trustProxy === false) {
    return {
      name,
      run: (exchange) => {
        exchange.client = exchange.ctx.req.socket.remoteAddress || 'unknown';
      },
    };
  }
  const trust = typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : proxyAddr.compile(trustProxy);
  return {
    name,
    run: (exchange) => {
      exchange.client = proxyAddr(exchange.ctx.req, trust) || 'unknown';
    },
  };
}
