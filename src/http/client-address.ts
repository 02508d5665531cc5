import type { Middleware } from 'koa';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';

/**
 * The client's address, as Express's `trust proxy` finds it (proxy-addr): walking X-Forwarded-For from the socket
 * outwards, the first address that is not a trusted proxy. Without trusted proxies it is the socket address, so a
 * client cannot choose its own rate-limit key by writing the header.
 */
export function clientAddress(trustProxy: Config['trustProxy']): Middleware {
  const trust =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return async (ctx, next) => {
    // With no proxy trusted the answer is the socket address; skipping proxy-addr skips parsing a header it would ignore.
    ctx.state.clientAddress = trustProxy === false ? (ctx.req.socket.remoteAddress ?? '') : proxyAddr(ctx.req, trust);
    await next();
  };
}
