import type { Note } from '../request';

/**
 * The request target (path and query) each library sends for a URL, against curl's: curl removes "." and ".."
 * segments (RFC 3986 §5.2.4) and sends everything else as written. Where a library sends other bytes, the code says so.
 */

interface Split {
  origin: string;
  path: string;
  /** The query without its "?", undefined when the URL has no "?". */
  query?: string;
}

function split(url: string): Split {
  const found = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(?:\?([^#]*))?/.exec(url);
  if (!found) return { origin: url, path: '' };
  return { origin: found[1] as string, path: found[2] as string, ...(found[3] !== undefined ? { query: found[3] } : {}) };
}

/** RFC 3986 §5.2.4, on "." and ".." segments as written (curl and urllib3 leave %2e alone). */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/');
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && output.length > 1) output.pop();
      if (last) output.push('');
    } else output.push(segment);
  }
  const joined = output.join('/');
  return path.startsWith('/') && !joined.startsWith('/') ? `/${joined}` : joined;
}

/** The URL with the path curl sends (dot segments removed), for a library that sends the path as it is given. */
export function curlUrl(url: string): string {
  const { origin, path, query } = split(url);
  return `${origin}${removeDotSegments(path)}${query === undefined ? '' : `?${query}`}`;
}

/** What curl writes on its request line. */
function curlTarget(url: string): string {
  const { path, query } = split(url);
  return `${removeDotSegments(path) || '/'}${query === undefined ? '' : `?${query}`}`;
}

// Go's validEncoded (net/url): a path Go sends as written; any other byte makes it escape the path again.
const GO_PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@[\]/]|%[0-9A-Fa-f]{2})*$/;

/** The path to set as req.URL.Opaque when net/url would escape it again ("|" as %7C), or undefined when it sends it as written. */
export function goOpaquePath(url: string): string | undefined {
  const path = removeDotSegments(split(url).path);
  return GO_PATH.test(path) || path.startsWith('//') ? undefined : path;
}

/** Whether Go refuses the URL: a "%" in the path that starts no %XX escape. */
export const goRefusesPath = (url: string) => /%(?![0-9A-Fa-f]{2})/.test(split(url).path);

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** urllib3's _encode_invalid_chars: %xx upper-cased; other bytes outside `allowed` (and a stray "%") escaped. */
function encodeInvalid(component: string, allowed: RegExp): string {
  let escapes = 0;
  const upper = component.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    escapes += 1;
    return escape.toUpperCase();
  });
  const bytes = Buffer.from(upper, 'utf8');
  const keepsPercent = escapes === bytes.filter((byte) => byte === 0x25).length;
  return [...bytes]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return (keepsPercent && c === '%') || (byte < 0x80 && allowed.test(c)) ? c : hex(byte);
    })
    .join('');
}

/** requests' unquote_unreserved: %XX of a letter, digit or -._~ decoded. */
const unquoteUnreserved = (text: string) =>
  text.replace(/%([0-9A-F]{2})/g, (escape, code: string) => {
    const c = String.fromCharCode(parseInt(code, 16));
    return UNRESERVED.test(c) ? c : escape;
  });

const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/;
const QUERY_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

/** What requests (prepare_url, then urllib3 at send) writes on the request line for an http(s) URL. */
function requestsTarget(url: string): string {
  const { path, query } = split(url);
  const sentPath = unquoteUnreserved(encodeInvalid(removeDotSegments(path), PATH_CHARS)) || '/';
  return query ? `${sentPath}?${unquoteUnreserved(encodeInvalid(query, QUERY_CHARS))}` : sentPath;
}

/**
 * What a client that parses the URL by the WHATWG URL standard writes on the request line: the path and the query (axios
 * in Node.js, and fetch in Node.js before 24, which leave out an empty "?"). With `emptyQuery`, an empty "?" is kept,
 * as the URL's own serialisation keeps it (fetch in Node.js 24 and in browsers).
 */
function whatwgTarget(url: string, emptyQuery = false): string | undefined {
  try {
    const parsed = new URL(url);
    const kept = emptyQuery && parsed.search === '' && parsed.href.replace(/#.*$/s, '').endsWith('?');
    return `${parsed.pathname}${parsed.search}${kept ? '?' : ''}`;
  } catch {
    return undefined; // the program throws on such a URL itself
  }
}

const WHY = {
  requests: 'urllib3 percent-encodes what RFC 3986 leaves out of a URL and upper-cases %xx, with no option to keep it (its issue #2922)',
  whatwg:
    'the WHATWG URL standard percent-encodes some characters (a quote, "<", ">") and removes %2e segments; the client leaves out an empty "?"',
  fetch: 'the WHATWG URL standard percent-encodes some characters (a quote, "<", ">") and removes %2e segments',
} as const;

/** At most 70 characters of a URL, from a little before `index` (where it differs from the other). */
function around(text: string, index: number): string {
  if (text.length <= 70) return text;
  const start = Math.max(0, Math.min(index - 20, text.length - 69));
  const shown = text.slice(start, start + 69);
  return `${start > 0 ? '…' : ''}${shown}${start + 69 < text.length ? '…' : ''}`;
}

/**
 * A note when the library sends another path or query than curl; servers mostly read both alike, but not every one.
 * fetch's depends on the Node.js version for an empty "?", which is a note of its own (subject `node-version`).
 */
export function urlNote(url: string, library: 'requests' | 'whatwg' | 'fetch', name: string): Note[] {
  const theirs = library === 'requests' ? requestsTarget(url) : whatwgTarget(url, library === 'fetch');
  const curls = curlTarget(url);
  if (library === 'fetch' && theirs === curls) {
    const older = whatwgTarget(url);
    if (older === undefined || older === curls) return [];
    return [
      [
        'node-version',
        `fetch in Node.js before 24 sends "${around(older, older.length)}" where curl sends "${around(curls, older.length)}": it leaves out an empty "?"; Node.js 24 and browsers send it as curl does.`,
      ],
    ];
  }
  if (theirs === undefined || theirs === curls) return [];
  let at = 0;
  while (theirs[at] === curls[at]) at += 1;
  return [['url-encoding', `${name} sends "${around(theirs, at)}" where curl sends "${around(curls, at)}": ${WHY[library]}.`]];
}
