import { contentType, type CurlRequest, type Note } from '../request';
import { jsString } from './literals';
import { fileType, isJsonType, otherFileNote, repeatedHeaders, sendsBody } from './parts';

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
        before.push(`form.append(${name}, fs.readFileSync(${jsString(part.value)}, 'utf8'));`);
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
  if (request.parts?.some((part) => part.kind !== 'field') || request.bodyFile) imports.push("import * as fs from 'fs';");
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
  const head = `${imports.join('\n')}\n\n${before.length > 0 ? `${before.join('\n')}\n\n` : ''}`;
  return `${head}const response = await axios({\n${options.join(',\n')}\n});\n`;
}

function dataOption(request: CurlRequest, notes: Note[]): string | undefined {
  const file = request.bodyFile;
  if (file) {
    return file.stripsNewlines
      ? `fs.readFileSync(${jsString(file.name)}, 'utf8').replace(/[\\r\\n]/g, '')`
      : `fs.readFileSync(${jsString(file.name)})`;
  }
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
