import { ProblemError } from '../problems/problem';
import type { Step } from './pipeline';

/** path -> [content type, body]; a body given as a function is made on the first request for it (then kept). */
export type Documents = Record<string, [string, string | (() => string)]>;

/** Fixed documents under the API root (the spec, the tool list), read with GET or HEAD: answers when the path names one. */
export function documentServer(documents: Documents): Step {
  // As Buffers: Node writes a Buffer to a slow reader without copying it per response, as it would a string.
  const made = new Map<string, Buffer>();
  const bodyOf = (path: string, body: string | (() => string)): Buffer => {
    let bytes = made.get(path);
    if (!bytes) made.set(path, (bytes = Buffer.from(typeof body === 'function' ? body() : body)));
    return bytes;
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
    ctx.type = document[0];
    ctx.body = bodyOf(ctx.path, document[1]);
    return 'answered';
  };
  return { name: 'fixed documents (openapi.yaml, openapi.json, tools)', run };
}
