import type { CurlRequest, FormPart, Note } from '../request';
import { phpString } from './literals';
import { disposition, fileType, otherFileNote, partType } from './parts';

/**
 * PHP with ext-curl, which is libcurl: headers go in curl's own syntax (`Name;` sends it empty, `Name:` removes it),
 * `-I` is CURLOPT_NOBODY (a HEAD by CURLOPT_CUSTOMREQUEST waits for a body that never comes).
 */
export function phpCode(request: CurlRequest, notes: Note[]): string {
  const options: string[] = [
    `curl_setopt($ch, CURLOPT_URL, ${phpString(request.url)});`,
    'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
  ];
  const hasBody = request.parts !== undefined || request.body !== undefined || request.bodyParts !== undefined;
  if (request.method === 'HEAD') options.push('curl_setopt($ch, CURLOPT_NOBODY, true);');
  else if (request.method !== (hasBody ? 'POST' : 'GET'))
    options.push(`curl_setopt($ch, CURLOPT_CUSTOMREQUEST, ${phpString(request.method)});`);
  const headers = request.headers.map(([name, value]) => `    ${phpString(value === '' ? `${name};` : `${name}: ${value}`)},\n`);
  const written = request.parts && writesForm(request.parts) ? writtenForm(request.parts) : undefined;
  if (written) headers.push("    'Content-Type: multipart/form-data; boundary=' . $boundary,\n");
  if (headers.length > 0) options.push(`curl_setopt($ch, CURLOPT_HTTPHEADER, [\n${headers.join('')}]);`);
  if (request.basicAuth)
    options.push(`curl_setopt($ch, CURLOPT_USERPWD, ${phpString(`${request.basicAuth.user}:${request.basicAuth.password}`)});`);
  const fields = written ? '$body' : postFields(request, notes);
  if (fields !== undefined) options.push(`curl_setopt($ch, CURLOPT_POSTFIELDS, ${fields});`);
  if (request.followRedirects) options.push('curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);');
  if (request.insecure) options.push('curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);', 'curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);');
  if (request.timeout !== undefined) options.push(`curl_setopt($ch, CURLOPT_TIMEOUT_MS, ${Math.round(request.timeout * 1000)});`);
  return `<?php\n${written ?? ''}$ch = curl_init();\n${options.join('\n')}\n\n$response = curl_exec($ch);\n\ncurl_close($ch);\n`;
}

/**
 * A form the CURLOPT_POSTFIELDS array cannot send as curl does: a repeated name (an array holds each key once) or a
 * text part with its own type (a string value has none, and CURLFile adds a filename). It is written out instead.
 */
function writesForm(parts: FormPart[]): boolean {
  const names = parts.map((part) => part.name);
  return (
    names.some((name, index) => names.indexOf(name) !== index) ||
    parts.some((part) => part.kind !== 'file' && part.contentType !== undefined)
  );
}

/** The multipart body with the headers curl writes for each part (RFC 7578), read files included. */
function writtenForm(parts: FormPart[]): string {
  const entries = parts.map((part) => {
    const type = partType(part);
    const content = part.kind === 'field' ? phpString(part.value) : `file_get_contents(${phpString(part.value)})`;
    return `    [${phpString(disposition(part))}, ${type === undefined ? 'null' : phpString(type)}, ${content}],\n`;
  });
  return `$boundary = bin2hex(random_bytes(16));
$parts = [
${entries.join('')}];
$body = '';
foreach ($parts as [$disposition, $type, $content]) {
    $body .= "--$boundary\\r\\nContent-Disposition: $disposition\\r\\n" . ($type === null ? '' : "Content-Type: $type\\r\\n") . "\\r\\n$content\\r\\n";
}
$body .= "--$boundary--\\r\\n";

`;
}

function postFields(request: CurlRequest, notes: Note[]): string | undefined {
  if (request.parts) {
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
  if (request.bodyParts) {
    return request.bodyParts
      .map((part) => {
        if (typeof part === 'string') return phpString(part);
        const read = `file_get_contents(${phpString(part.file)})`;
        if (part.read === 'strip') return `str_replace(["\\r", "\\n"], '', ${read})`;
        // curl's --data-urlencode: every byte but letters, digits and -._~ as %XX (rawurlencode), a space as +.
        return part.read === 'binary' ? read : `str_replace('%20', '+', rawurlencode(${read}))`;
      })
      .join(' . ');
  }
  if (request.readsOtherFile !== undefined) notes.push(otherFileNote(request.readsOtherFile));
  return request.body === undefined ? undefined : phpString(request.body);
}
