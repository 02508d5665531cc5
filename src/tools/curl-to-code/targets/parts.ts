import type { CurlRequest, FormPart, Note } from '../request';

/**
 * The Content-Type curl gives a file part that names none: by the file's extension, from curl's own short table
 * (lib/mime.c, ContentTypeForFilename), else application/octet-stream.
 */
const CURL_FILE_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  htm: 'text/html',
  html: 'text/html',
  pdf: 'application/pdf',
  xml: 'application/xml',
};

export function fileType(part: FormPart): string {
  if (part.contentType !== undefined) return part.contentType;
  const extension = /\.([^./\\]+)$/.exec(part.filename ?? part.value)?.[1]?.toLowerCase() ?? '';
  return CURL_FILE_TYPES[extension] ?? 'application/octet-stream';
}

/** curl's Content-Disposition for a part (a quote in a name is sent as %22 by curl too). */
export function disposition(part: FormPart): string {
  const filename = part.kind === 'file' ? (part.filename ?? part.value) : undefined;
  return `form-data; name="${part.name.replaceAll('"', '%22')}"${filename === undefined ? '' : `; filename="${filename.replaceAll('"', '%22')}"`}`;
}

/** The Content-Type curl sends with a part: a file's (given or by extension), a text part's only when given. */
export const partType = (part: FormPart) => (part.kind === 'file' || part.contentType !== undefined ? fileType(part) : undefined);

/** Header names the command gives more than once (case aside), in the target's words when it sends them as one. */
export function repeatedHeaders(request: CurlRequest, sends: string): Note[] {
  const seen = new Map<string, number>();
  for (const [name] of request.headers) seen.set(name.toLowerCase(), (seen.get(name.toLowerCase()) ?? 0) + 1);
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([name, count]) => ['repeated-header', `The header "${name}" is given ${count} times; ${sends}.`]);
}

/** The body curl reads from files (or stdin) this code does not read. */
export function otherFileNote(...names: string[]): Note {
  const sources = names.map((name) => (name === '-' ? 'standard input' : `the file "${name}"`)).join(', ');
  return [
    'data-from-file',
    `The body is read in part from ${sources}, which this code does not read as curl does; put the file's contents in the body (curl -d removes CR and LF from them, --data-binary sends them as they are, --data-urlencode URL-encodes them).`,
  ];
}

export function partTypeNote(parts: FormPart[]): Note[] {
  if (parts.length === 0) return [];
  return [
    [
      'part-content-type',
      `curl sends ${parts.map((part) => `the part "${part.name}" with Content-Type ${part.contentType ?? ''}`).join(', ')}; this code sends ${parts.length === 1 ? 'it' : 'them'} without that type. Set the type on the part yourself if the server reads it.`,
    ],
  ];
}

/** Whether the command sends a body of any kind (text, a file, a form). */
export const sendsBody = (request: CurlRequest) =>
  request.body !== undefined || request.bodyParts !== undefined || request.readsOtherFile !== undefined || request.parts !== undefined;

/** A JSON media type (application/json, application/problem+json, …), as a Content-Type names it. */
export const isJsonType = (type: string | undefined) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type ?? '');
