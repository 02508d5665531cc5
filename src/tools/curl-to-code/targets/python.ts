import type { BodyPart } from '../data';
import type { CurlRequest, Note } from '../request';
import { pyString } from './literals';
import { fileType, otherFileNote, repeatedHeaders } from './parts';
import { urlNote } from './urls';

const SHORTHANDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/**
 * Python with requests. The body is the bytes curl sends, as a string (a dict would be encoded again: a space as "+",
 * JSON with other spacing); the URL is the one curl sends, query as written; a form is a list of parts in curl's
 * order, each file typed as curl types it.
 */
export function pythonCode(request: CurlRequest, notes: Note[]): string {
  const blocks: string[] = [];
  const args = [pyString(request.url)];
  const method = request.method.toLowerCase();
  if (!SHORTHANDS.has(request.method)) args.unshift(pyString(request.method));
  if (request.headers.length > 0) {
    blocks.push(`headers = {\n${request.headers.map(([name, value]) => `    ${pyString(name)}: ${pyString(value)},\n`).join('')}}\n`);
    args.push('headers=headers');
  }
  notes.push(...repeatedHeaders(request, 'a requests headers dict holds each name once, so only the last value is sent'));
  if (request.parts) {
    const parts = request.parts.map((part) => {
      const name = pyString(part.name);
      if (part.kind === 'field') {
        const type = part.contentType === undefined ? '' : `, ${pyString(part.contentType)}`;
        return `    (${name}, (None, ${pyString(part.value)}${type})),\n`;
      }
      const read = `open(${pyString(part.value)}, 'rb')`;
      if (part.kind === 'text-of-file') {
        const type = part.contentType === undefined ? '' : `, ${pyString(part.contentType)}`;
        return `    (${name}, (None, ${read}.read()${type})),\n`;
      }
      return `    (${name}, (${pyString(part.filename ?? part.value)}, ${read}, ${pyString(fileType(part))})),\n`;
    });
    blocks.push(`files = [\n${parts.join('')}]\n`);
    args.push('files=files');
  } else if (request.bodyParts) {
    blocks.push(bodyBlock(request.bodyParts));
    args.push('data=data');
  } else if (request.body !== undefined) {
    if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
    blocks.push(`data = ${pyString(request.body)}\n`);
    args.push('data=data');
  }
  if (request.basicAuth) args.push(`auth=(${pyString(request.basicAuth.user)}, ${pyString(request.basicAuth.password)})`);
  if (request.insecure) args.push('verify=False');
  if (request.timeout !== undefined) args.push(`timeout=${request.timeout}`);
  notes.push(...urlNote(request.url, 'requests', 'requests'));
  const call = SHORTHANDS.has(request.method) ? `requests.${method}` : 'requests.request';
  blocks.push(`response = ${call}(${args.join(', ')})\n`);
  const encodes = request.bodyParts?.some((part) => typeof part !== 'string' && part.read === 'urlencode');
  return `import requests${encodes ? '\nfrom urllib.parse import quote_plus' : ''}\n\n${blocks.join('\n')}`;
}

const STRIP = ".replace(b'\\r', b'').replace(b'\\n', b'')";

/** The bytes of one part of the body: text as written, a file as curl reads it (quote_plus with no safe character is curl's --data-urlencode). */
function bodyPart(part: BodyPart, read = (file: string) => `open(${pyString(file)}, 'rb').read()`): string {
  if (typeof part === 'string') return /^[\x00-\x7f]*$/.test(part) ? `b${pyString(part)}` : pyString(part);
  const bytes = read(part.file);
  if (part.read === 'strip') return `${bytes}${STRIP}`;
  return part.read === 'binary' ? bytes : `quote_plus(${bytes}, safe='').encode()`;
}

function bodyBlock(parts: BodyPart[]): string {
  const [only] = parts;
  if (parts.length === 1 && only !== undefined && typeof only !== 'string') {
    const data = bodyPart(only, () => 'f.read()');
    return `with open(${pyString(only.file)}, 'rb') as f:\n    data = ${only.read === 'urlencode' ? "quote_plus(f.read(), safe='')" : data}\n`;
  }
  return `data = b''.join([\n${parts.map((part) => `    ${bodyPart(part)},\n`).join('')}])\n`;
}
