import type { Context } from 'koa';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';

/**
 * The client's address, as Express's `trust proxy` finds it (proxy-addr): walking X-Forwarded-For from the socket
 * outwards, the first address that is not a trusted proxy. Without trusted proxies it is the socket address, so a
 * client cannot choose its own rate-limit key by writing the header.
 */
export function clientAddressFinder(trustProxy: Config['trustProxy']): (ctx: Context) => string {
  // With no proxy trusted the answer is the socket address; skipping proxy-addr skips parsing a header it would ignore.
  if (trustProxy === false) return (ctx) => ctx.req.socket.remoteAddress ?? '';
  const trust = typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : proxyAddr.compile(trustProxy);
  return (ctx) => proxyAddr(ctx.req, trust);
}
