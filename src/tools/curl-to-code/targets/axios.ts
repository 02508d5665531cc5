import type { BodyPart } from '../data';
import { contentType, type CurlRequest, type Note } from '../request';
import { jsString } from './literals';
import { fileType, isJsonType, otherFileNote, repeatedHeaders, sendsBody } from './parts';
import { urlNote } from './urls';

/**
 * Node.js with axios, an ES module with top-level await. axios sends a string or Buffer body as it is (but
 * JSON.stringify()s a string under a JSON type that JSON.parse refuses, and trims one it accepts: such a body goes as
 * a Buffer); a form goes through form-data (axios's own dependency), which types a part as given.
 */
export function axiosCode(request: CurlRequest, notes: Note[]): string {
  const imports = ["import axios from 'axios';"];
  const before: string[] = [];
  const options = [`  method: ${jsString(request.method.toLowerCase())}`, `  url: ${jsString(request.url)}`];
  const headers = request.headers.map(([name, value]) => `    ${jsString(name)}: ${jsString(value)}`);
  notes.push(...repeatedHeaders(request, 'an axios headers object holds each name once, so only the last value is sent'));
  if (request.parts) {
    imports.push("import FormData from 'form-data';");
    before.push('const form = new FormData();');
    for (const part of request.parts) {
      const name = jsString(part.name);
      if (part.kind === 'field') {
        const type = part.contentType === undefined ? '' : `, { contentType: ${jsString(part.contentType)} }`;
        before.push(`form.append(${name}, ${jsString(part.value)}${type});`);
      } else if (part.kind === 'text-of-file') {
        const type = part.contentType === undefined ? '' : `, { contentType: ${jsString(part.contentType)} }`;
        before.push(`form.append(${name}, fs.readFileSync(${jsString(part.value)}, 'utf8')${type});`);
      } else {
        const filename = jsString(part.filename ?? part.value);
        before.push(
          `form.append(${name}, fs.readFileSync(${jsString(part.value)}), { filename: ${filename}, contentType: ${jsString(fileType(part))} });`,
        );
      }
    }
    options.push('  data: form');
  } else {
    const data = dataOption(request, notes);
    if (data !== undefined) options.push(`  data: ${data}`);
  }
  if (request.parts?.some((part) => part.kind !== 'field') || request.bodyParts) imports.push("import * as fs from 'fs';");
  if (request.bodyParts?.some((part) => typeof part !== 'string' && part.read === 'urlencode')) before.push(URLENCODE);
  if (headers.length > 0) options.splice(2, 0, `  headers: {\n${headers.join(',\n')}\n  }`);
  if (request.basicAuth) {
    const { user, password } = request.basicAuth;
    options.push(`  auth: {\n    username: ${jsString(user)},\n    password: ${jsString(password)}\n  }`);
  }
  if (request.timeout !== undefined) options.push(`  timeout: ${Math.round(request.timeout * 1000)}`);
  if (request.insecure) {
    imports.push("import * as https from 'https';");
    options.push('  httpsAgent: new https.Agent({ rejectUnauthorized: false })');
  }
  if (['POST', 'PUT', 'PATCH'].includes(request.method) && !sendsBody(request) && contentType(request) === undefined) {
    notes.push([
      'default-content-type',
      `axios sends "Content-Type: application/x-www-form-urlencoded" with a ${request.method} that has no body; curl sends no Content-Type. Set headers: { 'Content-Type': false } to leave it out.`,
    ]);
  }
  notes.push(...urlNote(request.url, 'whatwg', 'axios'));
  const head = `${imports.join('\n')}\n\n${before.length > 0 ? `${before.join('\n')}\n\n` : ''}`;
  return `${head}const response = await axios({\n${options.join(',\n')}\n});\n`;
}

/** A body that reads files as a Buffer (axios would JSON.stringify a string under a JSON type), each file read as curl reads it. */
function partsData(parts: BodyPart[]): string {
  const buffers = parts.map((part) => {
    if (typeof part === 'string') return `Buffer.from(${jsString(part)})`;
    if (part.read === 'binary') return `fs.readFileSync(${jsString(part.file)})`;
    // latin1 keeps every byte as one character, so removing CR and LF leaves the other bytes as they are.
    if (part.read === 'strip') return `Buffer.from(fs.readFileSync(${jsString(part.file)}, 'latin1').replace(/[\\r\\n]/g, ''), 'latin1')`;
    return `Buffer.from(urlencode(fs.readFileSync(${jsString(part.file)})))`;
  });
  return buffers.length === 1 ? (buffers[0] as string) : `Buffer.concat([\n    ${buffers.join(',\n    ')}\n  ])`;
}

/** curl's --data-urlencode in JavaScript: every byte but letters, digits and -._~ as %XX, a space as +. */
const URLENCODE = `const urlencode = (bytes) =>
  Array.from(bytes, (byte) =>
    /[\\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : byte === 32 ? '+' : \`%\${byte.toString(16).toUpperCase().padStart(2, '0')}\`,
  ).join('');`;

function dataOption(request: CurlRequest, notes: Note[]): string | undefined {
  if (request.bodyParts) return partsData(request.bodyParts);
  if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
  if (request.body === undefined) return undefined;
  const literal = jsString(request.body);
  return isJsonType(contentType(request)) && !readsAsIs(request.body) ? `Buffer.from(${literal})` : literal;
}

function readsAsIs(text: string): boolean {
  try {
    JSON.parse(text);
    return text.trim() === text;
  } catch {
    return false;
  }
}
