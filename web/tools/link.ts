/**
 * A tool page's request body in its URL fragment, so a link opens the tool filled in and shows its result:
 * `/tools/gst-calculator#z=<base64url>` (the body's JSON, deflated) or `#b=<base64url>` (the JSON as it is, where
 * the browser cannot deflate). The fragment is never sent to a server, so a shared body reaches no access log.
 * Reading a link is guarded: at most MAX_LINK_CHARS characters, at most MAX_BODY_BYTES of JSON once inflated (an
 * inflated bomb stops there), and only a JSON object comes back.
 */

/** Longer links are not offered: browsers, chat apps and mail cut URLs somewhere past this. */
export const MAX_LINK_CHARS = 32_000;
/** The largest JSON a link may inflate to (a link this long holds far less unless it is a bomb). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

type Bytes = Uint8Array<ArrayBuffer>;

/** What is wrong with a link, in words for the page. */
export class LinkError extends Error {}

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Bytes => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new LinkError('the link is damaged (a character that base64url does not use)');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Reads a stream to its end, refusing more than `limit` bytes. */
async function readAll(stream: ReadableStream<Bytes>, limit: number): Promise<Bytes> {
  const reader = stream.getReader();
  const chunks: Bytes[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new LinkError(`the link's body is larger than ${limit / 1024 / 1024} MiB`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

const through = (bytes: Bytes, transform: CompressionStream | DecompressionStream): ReadableStream<Bytes> =>
  new Blob([bytes]).stream().pipeThrough<Bytes>(transform);

/** The fragment (without `#`) that carries `body`. */
export async function bodyToFragment(body: Record<string, unknown>): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(body));
  if (typeof CompressionStream === 'undefined') return `b=${toBase64Url(json)}`;
  const deflated = await readAll(through(json, new CompressionStream('deflate-raw')), Number.MAX_SAFE_INTEGER);
  return `z=${toBase64Url(deflated)}`;
}

/**
 * The body a fragment carries (`#` included or not), undefined when it carries none, or an Error that says what is
 * wrong with the link.
 */
export async function fragmentToBody(fragment: string): Promise<Record<string, unknown> | LinkError | undefined> {
  const text = fragment.replace(/^#/, '');
  const kind = text.slice(0, 2);
  if (kind !== 'z=' && kind !== 'b=') return undefined;
  try {
    if (text.length > MAX_LINK_CHARS) throw new LinkError(`the link is longer than ${MAX_LINK_CHARS.toLocaleString('en-IN')} characters`);
    const bytes = fromBase64Url(text.slice(2));
    let json: Bytes;
    if (kind === 'b=') json = bytes;
    else if (typeof DecompressionStream === 'undefined') throw new LinkError('this browser cannot read a compressed link');
    else json = await readAll(through(bytes, new DecompressionStream('deflate-raw')), MAX_BODY_BYTES);
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LinkError('the link does not hold a JSON object');
    return value as Record<string, unknown>;
  } catch (error) {
    // atob, the inflater, UTF-8 and JSON each throw their own kind: to the reader they all mean a damaged link.
    return error instanceof LinkError ? error : new LinkError('the link is damaged: its body could not be read');
  }
}
