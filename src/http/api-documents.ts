import { ProblemError } from '../problems/problem';
import type { Step } from './pipeline';

/** path -> [content type, body] */
export type Documents = Record<string, [string, string]>;

/** Fixed documents under the API root (the spec, the tool list), read with GET or HEAD: answers when the path names one. */
export function documentServer(documents: Documents): Step {
  // As Buffers: Node writes a Buffer to a slow reader without copying it per response, as it would a string.
  const byPath = new Map(Object.entries(documents).map(([path, [type, body]]) => [path, [type, Buffer.from(body)] as const]));
  const run: Step['run'] = ({ ctx }) => {
    const document = byPath.get(ctx.path);
    if (!document) return undefined;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ProblemError('method_not_allowed', `${ctx.path} is a document, read with GET or HEAD; this request used ${ctx.method}.`, {
        headers: { Allow: 'GET, HEAD' },
        recovery: `Read ${ctx.path} with GET (HEAD for the headers alone); tools are called with POST.`,
      });
    }
    ctx.type = document[0];
    ctx.body = document[1];
    return 'answered';
  };
  return { name: 'fixed documents (openapi.yaml, openapi.json, tools)', run };
}
