import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ProblemError } from '../../problems/problem';
import { cacheable, type CacheableBody } from './cacheable';
import type { Step } from '../pipeline';

/** path -> [content type, body]; a body given as a function is made on the first request for it (then kept). */
export type Documents = Record<string, [string, string | (() => string)]>;

/**
 * Fixed documents under the API root (the spec, the tool list), read with GET or HEAD: answers when the path names
 * one. Like the docs page, each is sent compressed (Brotli or gzip, as the client accepts), with a strong ETag and
 * a five-minute cache lifetime, so a browser revalidates and gets 304 while it is unchanged.
 */
export function documentServer(documents: Documents): Step {
  // As Buffers, made and compressed on a document's first request: Node writes a Buffer to a slow reader without
  // copying it per response, and the spec (260 kB) compresses to about a tenth.
  const made = new Map<string, CacheableBody>();
  const prepared = (path: string, body: string | (() => string)): CacheableBody => {
    let document = made.get(path);
    if (!document) {
      const identity = Buffer.from(typeof body === 'function' ? body() : body);
      document = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity, { level: 9 }),
        etag: `"${createHash('sha256').update(identity).digest('hex').slice(0, 32)}"`,
      };
      made.set(path, document);
    }
    return document;
  };
  const run: Step['run'] = ({ ctx }) => {
    const document = documents[ctx.path];
    if (!document || !Object.hasOwn(documents, ctx.path)) return undefined;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ProblemError('method_not_allowed', `${ctx.path} is a document, read with GET or HEAD; this request used ${ctx.method}.`, {
        headers: { Allow: 'GET, HEAD' },
        recovery: `Read ${ctx.path} with GET (HEAD for the headers alone); tools are called with POST.`,
      });
    }
    const bytes = cacheable(ctx, prepared(ctx.path, document[1]));
    if (bytes) {
      ctx.type = document[0];
      ctx.body = bytes;
    }
    return 'answered';
  };
  return { name: 'fixed documents (openapi.yaml, openapi.json, tools)', run };
}
