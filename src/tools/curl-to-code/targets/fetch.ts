import { contentType, type CurlRequest, type Note } from '../request';
import { jsString } from './literals';
import { isJsonType, otherFileNote, partTypeNote, repeatedHeaders } from './parts';

// The conditional request headers of RFC 9110 §13.1: the fetch standard makes such a request bypass the HTTP cache.
const CONDITIONAL = new Set(['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range']);

/**
 * JavaScript with the standard fetch API (browsers, Node.js 18+, Deno), no imports. fetch cannot read a file, cannot
 * send a body with GET or HEAD, joins a repeated header into one and turns off certificate checks nowhere: each is a note.
 */
export function fetchCode(request: CurlRequest, notes: Note[]): string {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: ${jsString(request.method)}`);
  const headers = request.headers.map(([name, value]) => `    ${jsString(name)}: ${jsString(value)}`);
  if (request.basicAuth) {
    const { user, password } = request.basicAuth;
    headers.unshift(`    'Authorization': ${jsString(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`)}`);
  }
  notes.push(...repeatedHeaders(request, 'fetch joins them into one header, the values separated by ", "'));
  if (headers.length > 0) options.push(`  headers: {\n${headers.join(',\n')}\n  }`);
  let before = '';
  const body = bodyOption(request, notes);
  if (request.parts) {
    before = `const form = new FormData();\n${request.parts
      .map((part) => {
        const name = jsString(part.name);
        if (part.kind === 'field') return `form.append(${name}, ${jsString(part.value)});\n`;
        const file = part.value.replaceAll('*/', '*\\/');
        if (part.kind === 'text-of-file') return `form.append(${name}, /* the text of ${file} */ '');\n`;
        return `form.append(${name}, new File([/* the contents of ${file} */], ${jsString(part.filename ?? part.value)}));\n`;
      })
      .join('')}\n`;
    options.push('  body: form');
    if (request.parts.some((part) => part.kind === 'file')) {
      notes.push(['--form', 'fetch cannot read a file: each -F file part is an empty File here; put the file in from a file input.']);
    }
    const fromFile = request.parts.filter((part) => part.kind === 'text-of-file');
    if (fromFile.length > 0) {
      notes.push([
        'form-field-from-file',
        `curl sends ${fromFile.map((part) => `"${part.name}"`).join(', ')} as a plain field holding the file's text (-F name=<file); fetch cannot read the file, so this code sends the field empty. Put the file's text in the field to match curl.`,
      ]);
    }
    notes.push(...partTypeNote(request.parts.filter((part) => part.kind === 'field' && part.contentType !== undefined)));
  } else if (body !== undefined) options.push(`  body: ${body}`);
  if (request.timeout !== undefined) options.push(`  signal: AbortSignal.timeout(${Math.round(request.timeout * 1000)})`);
  if (request.insecure)
    notes.push([
      'insecure',
      'fetch cannot turn off certificate checks (-k); the request fails on a certificate the system does not trust.',
    ]);
  if (request.headers.some(([name]) => CONDITIONAL.has(name.toLowerCase()))) {
    notes.push([
      'conditional-request',
      'fetch turns a request with If-None-Match, If-Modified-Since, If-Match, If-Unmodified-Since or If-Range into one that bypasses the HTTP cache, and so adds "Cache-Control: no-cache" and "Pragma: no-cache"; curl sends neither.',
    ]);
  }
  const args = options.length > 0 ? `, {\n${options.join(',\n')}\n}` : '';
  return `${before}fetch(${jsString(request.url)}${args});\n`;
}

/** The body option's value, or undefined when there is none (or fetch cannot send it). */
function bodyOption(request: CurlRequest, notes: Note[]): string | undefined {
  const file = request.bodyFile?.name ?? request.readsOtherFile;
  if (file !== undefined) {
    notes.push(otherFileNote(file));
    return undefined;
  }
  if (request.body === undefined) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    notes.push([
      'body-with-get',
      `fetch cannot send a body with ${request.method}, so the body is left out; curl sends it. Use POST if the server accepts it, or an HTTP client that allows a ${request.method} body.`,
    ]);
    return undefined;
  }
  return editableJson(request.body, contentType(request)) ?? jsString(request.body);
}

/** `JSON.stringify({...})` when that writes exactly the bytes curl sends (an object is easier to edit than a string). */
function editableJson(body: string, type: string | undefined): string | undefined {
  if (!isJsonType(type) || body.includes('__proto__')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || JSON.stringify(value) !== body) return undefined;
  return `JSON.stringify(${jsValue(value, '  ')})`;
}

/** A JSON value as a JavaScript literal in this code's style (single quotes, two-space indents). */
function jsValue(value: unknown, indent: string): string {
  if (typeof value === 'string') return jsString(value);
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${jsValue(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${jsString(key)}: ${jsValue(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return items.length === 0 ? `${open}${close}` : `${open}\n${items.join(',\n')}\n${indent}${close}`;
}
