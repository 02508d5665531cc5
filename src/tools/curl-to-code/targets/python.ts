import type { CurlRequest, Note } from '../request';
import { pyString } from './literals';
import { fileType, otherFileNote, repeatedHeaders } from './parts';

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
      if (part.kind === 'text-of-file') return `    (${name}, (None, ${read}.read())),\n`;
      return `    (${name}, (${pyString(part.filename ?? part.value)}, ${read}, ${pyString(fileType(part))})),\n`;
    });
    blocks.push(`files = [\n${parts.join('')}]\n`);
    args.push('files=files');
  } else if (request.bodyFile) {
    const strip = request.bodyFile.stripsNewlines ? ".replace(b'\\r', b'').replace(b'\\n', b'')" : '';
    blocks.push(`with open(${pyString(request.bodyFile.name)}, 'rb') as f:\n    data = f.read()${strip}\n`);
    args.push('data=data');
  } else if (request.body !== undefined) {
    if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
    blocks.push(`data = ${pyString(request.body)}\n`);
    args.push('data=data');
  }
  if (request.basicAuth) args.push(`auth=(${pyString(request.basicAuth.user)}, ${pyString(request.basicAuth.password)})`);
  if (request.insecure) args.push('verify=False');
  if (request.timeout !== undefined) args.push(`timeout=${request.timeout}`);
  if (/[[\]]/.test(request.url)) {
    notes.push([
      'query-brackets-encoded',
      'requests percent-encodes "[" and "]" in the URL ("filter%5Bstatus%5D"), where curl -g sends them as written; most servers read both alike. Build a PreparedRequest and set its url to send them unchanged.',
    ]);
  }
  const call = SHORTHANDS.has(request.method) ? `requests.${method}` : 'requests.request';
  blocks.push(`response = ${call}(${args.join(', ')})\n`);
  return `import requests\n\n${blocks.join('\n')}`;
}
