/**
 * What curl itself would send, read with curlconverter's own parser (the generators start from the same parse), so
 * the code a generator wrote can be corrected to send those bytes. curlconverter 4.12 is pinned exactly: its parser is
 * not part of its documented API (dist/src/parse.js), and src/tools/curl-to-code/recorder.referee.test.ts holds what it returns.
 */
interface Word {
  isString(): boolean;
  toString(): string;
}
interface DataFile {
  filetype: 'data' | 'binary' | 'text' | 'json' | 'urlencode';
  name?: Word;
  filename: Word;
}
interface ParsedRequest {
  urls: Array<{ method: Word; url: Word }>;
  headers: { get(name: string): Word | null | undefined; headers?: Array<[Word, Word | null]> };
  data?: Word;
  dataArray?: Array<Word | DataFile>;
  dataReadsFile?: string;
  multipartUploads?: Array<{ name?: Word; contentFile?: Word; filename?: Word; contentType?: Word }>;
}
type Parse = (command: string, supportedArgs?: unknown, warnings?: unknown[]) => ParsedRequest[];

export interface CurlRequest {
  method: string;
  /** The URL with its query as written (curl sends it so), without a fragment; absent when it holds a variable. */
  url?: string;
  /** The body exactly as curl sends it, when the command holds it (no file, no shell variable, no form upload). */
  body?: string;
  /** The one file curl reads the whole body from (`-d @name` strips CR and LF, `--data-binary @name` does not). */
  bodyFile?: { name: string; stripsNewlines: boolean };
  /** Another file or stdin the body reads (several parts, `--data-urlencode name@file`, `@-`). */
  readsOtherFile?: string;
  contentType?: string;
  /** A form part (`-F name=@file`) is a file with no type given: curl names its type from the file's extension. */
  uploadsFile?: boolean;
  /** The form's parts (`-F`): a file upload (`@file`), a field holding a file's text (`<file`), the type given (`;type=`). */
  parts?: Array<{ name: string; upload: boolean; textOfFile: boolean; contentType?: string }>;
  /** The header names the command sets, lower-case. */
  headerNames: string[];
  /** Where `-d @file` or `--data-urlencode name@file` reads, as the parser lists it (the form `--json @file` too). */
  dataFile?: { filetype: string; name: string };
}

let parse: Parse | undefined;

function isFile(part: Word | DataFile): part is DataFile {
  return typeof (part as DataFile).filetype === 'string';
}

/** The request a curl command sends; undefined when the parser does not return exactly one. */
export function readRequest(command: string): CurlRequest | undefined {
  parse ??= (process.getBuiltinModule('node:module').createRequire(__filename)('curlconverter/dist/src/parse.js') as { parse: Parse })
    .parse;
  let requests: ParsedRequest[];
  try {
    requests = parse(command, undefined, []);
  } catch {
    return undefined; // the generator has already read this command; what it could not read has its own answer
  }
  const [request] = requests;
  if (requests.length !== 1 || !request || request.urls.length !== 1) return undefined;
  const { method, url } = request.urls[0] as { method: Word; url: Word };
  const headerNames = (request.headers.headers ?? []).map(([name]) => name.toString().toLowerCase());
  const found: CurlRequest = { method: method.toString(), headerNames };
  if (url.isString()) found.url = url.toString().replace(/#.*$/s, '');
  const contentType = request.headers.get('Content-Type');
  if (contentType?.isString()) found.contentType = contentType.toString();
  const parts = request.dataArray ?? [];
  if (request.multipartUploads) {
    found.parts = request.multipartUploads.map((part) => ({
      name: part.name?.toString() ?? '',
      upload: part.contentFile !== undefined && part.filename !== undefined,
      textOfFile: part.contentFile !== undefined && part.filename === undefined,
      ...(part.contentType ? { contentType: part.contentType.toString() } : {}),
    }));
    if (found.parts.some((part) => part.upload && part.contentType === undefined)) found.uploadsFile = true;
  }
  const file = parts.find(isFile);
  if (file?.filename.isString()) found.dataFile = { filetype: file.filetype, name: file.filename.toString() };
  if (request.multipartUploads || parts.length === 0) return found;
  const [first] = parts;
  if (parts.length === 1 && first && isFile(first) && !first.name && first.filename.isString()) {
    const name = first.filename.toString();
    if (name !== '-' && (first.filetype === 'data' || first.filetype === 'binary')) {
      found.bodyFile = { name, stripsNewlines: first.filetype === 'data' };
      return found;
    }
  }
  if (request.dataReadsFile !== undefined) found.readsOtherFile = request.dataReadsFile;
  else if (request.data?.isString()) found.body = request.data.toString();
  return found;
}
