import { MAX_SAMPLE_DEPTH, nestingDepth } from '../../shared/json-input';
import { contentType, type CurlRequest, type FormPart, type Note } from '../request';
import { jsString } from './literals';
import { disposition, isJsonType, otherFileNote, partType, partTypeNote, repeatedHeaders } from './parts';
import { urlNote } from './urls';

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
  const body = bodyOption(request, notes);
  const form = request.parts ? formBody(request.parts, notes) : undefined;
  if (form?.type !== undefined) headers.push(`    'Content-Type': ${form.type}`);
  if (headers.length > 0) options.push(`  headers: {\n${headers.join(',\n')}\n  }`);
  if (form) options.push(form.body === 'body' ? '  body' : `  body: ${form.body}`);
  else if (body !== undefined) options.push(`  body: ${body}`);
  if (request.timeout !== undefined) options.push(`  signal: AbortSignal.timeout(${Math.round(request.timeout * 1000)})`);
  if (request.insecure)
    notes.push([
      'insecure',
      'fetch cannot turn off certificate checks (-k); the request fails on a certificate the system does not trust.',
    ]);
  if (request.headers.some(([name]) => CONDITIONAL.has(name.toLowerCase()))) {
    // Fetch standard, HTTP-network-or-cache fetch: in the "default" cache mode a conditional header turns the mode to
    // "no-store", which adds Cache-Control: no-cache and Pragma: no-cache; "force-cache" is left as it is.
    options.push("  cache: 'force-cache'");
    notes.push([
      'cache',
      'cache: \'force-cache\' stops fetch adding "Cache-Control: no-cache" and "Pragma: no-cache" to a conditional request (If-None-Match, If-Modified-Since, ...), which curl does not send. Node.js has no HTTP cache; a browser answers from its cache when it holds the URL: remove the option there.',
    ]);
  }
  notes.push(...urlNote(request.url, 'fetch', 'fetch'));
  const args = options.length > 0 ? `, {\n${options.join(',\n')}\n}` : '';
  return `${form?.before ?? ''}fetch(${jsString(request.url)}${args});\n`;
}

const BARE_LINE_BREAK = /\r(?!\n)|(?<!\r)\n/;

/**
 * The form: FormData where it sends what curl sends; else the multipart body written out with curl's part headers,
 * since FormData cannot type a text part (a Blob would add filename="blob") and sends a line break in a text part as
 * CRLF (the fetch standard's multipart/form-data encoding). A file part is an empty File either way: fetch cannot read it.
 */
function formBody(parts: FormPart[], notes: Note[]): { before: string; body: string; type?: string } {
  const hasFile = parts.some((part) => part.kind === 'file');
  if (hasFile)
    notes.push(['--form', 'fetch cannot read a file: each -F file part is an empty File here; put the file in from a file input.']);
  const fromFile = parts.filter((part) => part.kind === 'text-of-file');
  if (fromFile.length > 0) {
    notes.push([
      'form-field-from-file',
      `curl sends ${fromFile.map((part) => `"${part.name}"`).join(', ')} as a plain field holding the file's text (-F name=<file); fetch cannot read the file, so this code sends the field empty. Put the file's text in the field to match curl.`,
    ]);
  }
  const textOf = (part: FormPart) =>
    part.kind === 'field' ? jsString(part.value) : `/* the text of ${part.value.replaceAll('*/', '*\\/')} */ ''`;
  const typed = parts.filter((part) => part.kind !== 'file' && part.contentType !== undefined);
  const broken = parts.filter((part) => part.kind === 'field' && BARE_LINE_BREAK.test(part.value));
  if (!hasFile && (typed.length > 0 || broken.length > 0 || fromFile.length > 0)) {
    const entries = parts.map((part) => {
      const type = partType(part);
      return `  [${jsString(disposition(part))}, ${type === undefined ? 'null' : jsString(type)}, ${textOf(part)}],\n`;
    });
    const before = `const boundary = \`----------------------------\${Math.random().toString(16).slice(2)}\`;\nconst parts = [\n${entries.join('')}];\n${WRITE_PARTS}\n`;
    return { before, body: 'body', type: '`multipart/form-data; boundary=${boundary}`' };
  }
  notes.push(...partTypeNote(typed));
  if (broken.length > 0) {
    notes.push([
      'form-line-breaks',
      `FormData sends each line break in a text field as CRLF (the fetch standard's multipart/form-data encoding); curl sends ${broken.map((part) => `"${part.name}"`).join(', ')} as written.`,
    ]);
  }
  const appends = parts.map((part) => {
    const name = jsString(part.name);
    if (part.kind !== 'file') return `form.append(${name}, ${textOf(part)});\n`;
    const file = part.value.replaceAll('*/', '*\\/');
    return `form.append(${name}, new File([/* the contents of ${file} */], ${jsString(part.filename ?? part.value)}));\n`;
  });
  return { before: `const form = new FormData();\n${appends.join('')}\n`, body: 'form' };
}

/** Each part with the headers curl writes for it, then the closing boundary (RFC 7578). */
const WRITE_PARTS = `const body =
  parts
    .map(([disposition, type, content]) => \`--\${boundary}\\r\\nContent-Disposition: \${disposition}\\r\\n\${type === null ? '' : \`Content-Type: \${type}\\r\\n\`}\\r\\n\${content}\\r\\n\`)
    .join('') + \`--\${boundary}--\\r\\n\`;
`;

/** The body option's value, or undefined when there is none (or fetch cannot send it). */
function bodyOption(request: CurlRequest, notes: Note[]): string | undefined {
  const files = request.bodyParts?.flatMap((part) => (typeof part === 'string' ? [] : [part.file])) ?? [];
  if (request.readsOtherFile !== undefined) files.push(request.readsOtherFile);
  if (files.length > 0) {
    notes.push(otherFileNote(...files));
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

/** `JSON.stringify({...})` when that writes exactly the bytes curl sends (an object is easier to edit than a string), at most 64 levels deep. */
function editableJson(body: string, type: string | undefined): string | undefined {
  if (!isJsonType(type) || body.includes('__proto__')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || JSON.stringify(value) !== body) return undefined;
  // jsValue recurses once per level and indents each line by its depth: a deeper body goes as the string it is.
  if (nestingDepth(value) > MAX_SAMPLE_DEPTH) return undefined;
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
