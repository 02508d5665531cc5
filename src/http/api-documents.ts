import type { Context } from 'koa';
import { ProblemError } from '../problems/problem';

/** path -> [content type, body] */
export type Documents = Record<string, [string, string]>;

/** Fixed documents under the API root (the spec, the tool list), read with GET or HEAD: answers and returns true when the path names one. */
export function documentServer(documents: Documents): (ctx: Context) => boolean {
  // As Buffers: Node writes a Buffer to a slow reader without copying it per response, as it would a string.
  const byPath = new Map(Object.entries(documents).map(([path, [type, body]]) => [path, [type, Buffer.from(body)] as const]));
  return (ctx) => {
    const document = byPath.get(ctx.path);
    if (!document) return false;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ProblemError('method_not_allowed', `${ctx.path} is a document, read with GET or HEAD; this request used ${ctx.method}.`, {
        headers: { Allow: 'GET, HEAD' },
        recovery: `Read ${ctx.path} with GET (HEAD for the headers alone); tools are called with POST.`,
      });
    }
    ctx.type = document[0];
    ctx.body = document[1];
    return true;
  };
}
