import type { Context } from 'koa';

/** A fixed body in the forms it can be sent in, and a strong ETag from its content. */
export interface CacheableBody {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer;
  etag: string;
}

/**
 * Answers with a fixed body, compressed (Brotli or gzip, as the client accepts) and cacheable: an ETag per coding
 * (RFC 9110 section 8.8.3: each coding is a different representation, so a strong validator must differ) and a
 * five-minute lifetime, then 304 with no body while it is unchanged. Returns the bytes to send, or undefined for a
 * 304; sets Content-Encoding for a compressed form.
 */
export function cacheable(ctx: Context, body: CacheableBody): Buffer | undefined {
  ctx.vary('Accept-Encoding');
  // The smallest form the client takes (Accept-Encoding lists are unordered at equal q: browsers send "gzip, deflate, br").
  const encoding = body.br && ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  ctx.set('ETag', encoding ? `${body.etag.slice(0, -1)}-${encoding}"` : body.etag);
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return undefined;
  }
  if (encoding) ctx.set('Content-Encoding', encoding);
  return encoding === 'br' && body.br ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
}
