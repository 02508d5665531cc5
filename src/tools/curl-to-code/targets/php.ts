import type { CurlRequest, Note } from '../request';
import { phpString } from './literals';
import { fileType, otherFileNote, partTypeNote } from './parts';

/**
 * PHP with ext-curl, which is libcurl: headers go in curl's own syntax (`Name;` sends it empty, `Name:` removes it),
 * `-I` is CURLOPT_NOBODY (a HEAD by CURLOPT_CUSTOMREQUEST waits for a body that never comes).
 */
export function phpCode(request: CurlRequest, notes: Note[]): string {
  const options: string[] = [
    `curl_setopt($ch, CURLOPT_URL, ${phpString(request.url)});`,
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
  ];
  const hasBody = request.parts !== undefined || request.body !== undefined || request.bodyFile !== undefined;
  if (request.method === 'HEAD') options.push('curl_setopt($ch, CURLOPT_NOBODY, true);');
  else if (request.method !== (hasBody ? 'POST' : 'GET'))
    options.push(`curl_setopt($ch, CURLOPT_CUSTOMREQUEST, ${phpString(request.method)});`);
  const headers = request.headers.map(([name, value]) => `    ${phpString(value === '' ? `${name};` : `${name}: ${value}`)},\n`);
  if (headers.length > 0) options.push(`curl_setopt($ch, CURLOPT_HTTPHEADER, [\n${headers.join('')}]);`);
  if (request.basicAuth)
    options.push(`curl_setopt($ch, CURLOPT_USERPWD, ${phpString(`${request.basicAuth.user}:${request.basicAuth.password}`)});`);
  const fields = postFields(request, notes);
  if (fields !== undefined) options.push(`curl_setopt($ch, CURLOPT_POSTFIELDS, ${fields});`);
  if (request.followRedirects) options.push('curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);');
  if (request.insecure) options.push('curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);', 'curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);');
  if (request.timeout !== undefined) options.push(`curl_setopt($ch, CURLOPT_TIMEOUT_MS, ${Math.round(request.timeout * 1000)});`);
  return `<?php\n$ch = curl_init();\n${options.join('\n')}\n\n$response = curl_exec($ch);\n\ncurl_close($ch);\n`;
}

function postFields(request: CurlRequest, notes: Note[]): string | undefined {
  if (request.parts) {
    const names = request.parts.map((part) => part.name);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    if (repeated.length > 0) {
      notes.push([
        'repeated-part',
        `A PHP array holds each key once, so of the parts named ${[...new Set(repeated)].map((name) => `"${name}"`).join(', ')} only the last is sent.`,
      ]);
    }
    notes.push(...partTypeNote(request.parts.filter((part) => part.kind !== 'file' && part.contentType !== undefined)));
    const entries = request.parts.map((part) => {
      const value =
        part.kind === 'field'
          ? phpString(part.value)
          : part.kind === 'text-of-file'
            ? `file_get_contents(${phpString(part.value)})`
            : `new CURLFile(${phpString(part.value)}, ${phpString(fileType(part))}, ${phpString(part.filename ?? part.value)})`;
      return `    ${phpString(part.name)} => ${value},\n`;
    });
    return `[\n${entries.join('')}]`;
  }
  const file = request.bodyFile;
  if (file) {
    const read = `file_get_contents(${phpString(file.name)})`;
    return file.stripsNewlines ? `str_replace(["\\r", "\\n"], '', ${read})` : read;
  }
  if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
  return request.body === undefined ? undefined : phpString(request.body);
}
