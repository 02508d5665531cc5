/**
 * What curl itself would send for a command, read through curlconverter's documented API only: `toJsonObjectWarn`
 * (the parsed request as data: method, URL, header names, auth, options, which form parts are files) and `toHTTPWarn`
 * (the request as curl writes it: headers in order with repeats, the body bytes, each form part's filename and type).
 * Neither says which option read a body file: curlconverter has no documented parsed-request API that keeps it (its
 * internal `parse` does; no upstream issue asks for it to be public), so that one question is answered from the
 * command's words (data.ts), checked against curlconverter's body.
 */
import { clip } from '../../common/text';
import { bodyFromWords, type BodyPart } from './data';

export interface FormPart {
  name: string;
  /** `field` holds `value`; `file` uploads the file named `value`; `text-of-file` is a field holding that file's text (`name=<file`). */
  kind: 'field' | 'file' | 'text-of-file';
  value: string;
  /** The filename sent for an upload (the file's own name unless `;filename=` gave another). */
  filename?: string;
  /** The part's own type (`;type=`). */
  contentType?: string;
}

export interface CurlRequest {
  method: string;
  /** The URL with its query as written (curl sends it so), without a fragment. */
  url: string;
  /** The headers the command sets, in order, repeats kept (the ones curl adds of its own accord left out). */
  headers: Array<[string, string]>;
  /** `-u user:password` with basic auth. */
  basicAuth?: { user: string; password: string };
  /** The body as curl sends it, when the command holds it. */
  body?: string;
  /** The body when it reads files: text and file reads in curl's order (`-d a=1 --data-urlencode msg@m.txt`). */
  bodyParts?: BodyPart[];
  /** A file or stdin the body reads that the words did not place (`@-`, or a command only curlconverter could read). */
  readsOtherFile?: string;
  parts?: FormPart[];
  insecure: boolean;
  followRedirects: boolean;
  /** --max-time in seconds. */
  timeout?: number;
}

/** [subject, message] as curlconverter writes its warnings. */
export type Note = [string, string];

interface JsonRequest {
  raw_url: string;
  method: string;
  headers?: Record<string, string>;
  data?: unknown;
  files?: Record<string, string>;
  auth?: { user: string; password: string };
  auth_type?: string;
  insecure?: boolean;
  follow_redirects?: boolean;
  timeout?: number;
}

export interface Curlconverter {
  toJsonObjectWarn(command: string | string[], warnings?: Note[]): [JsonRequest, Note[]];
  toHTTPWarn(command: string | string[], warnings?: Note[]): [string, Note[]];
}

// Options the parsed request carries into each program; curlconverter's warnings for them do not apply here.
const HANDLED = new Set(['unsafe-data', 'repeated-header']);

/**
 * The request a command sends, and curlconverter's warnings about what it did not read. `command` is bash text or the
 * words curl receives; `words`, when known, place the files the body reads. Throws curlconverter's error for a bad command.
 */
export function readRequest(
  converter: Curlconverter,
  command: string | string[],
  words?: string[],
): { request: CurlRequest; notes: Note[] } {
  const [json, warnings] = converter.toJsonObjectWarn(command, []);
  const [http] = converter.toHTTPWarn(command, []);
  const headerEnd = http.indexOf('\n\n');
  const ownNames = new Set(Object.keys(json.headers ?? {}));
  const headers = http
    .slice(http.indexOf('\n') + 1, headerEnd)
    .split('\n')
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, '')];
    })
    .filter(([name]) => ownNames.has(name));
  const request: CurlRequest = {
    // As curl writes it on its request line (toJsonObject lower-cases it; `-X patch` sends "patch").
    method: http.slice(0, http.indexOf(' ')),
    url: json.raw_url.replace(/#.*$/s, ''),
    headers,
    insecure: json.insecure === false,
    followRedirects: json.follow_redirects === true,
    ...(json.timeout !== undefined ? { timeout: json.timeout } : {}),
  };
  const notes = warnings.filter(([subject]) => !HANDLED.has(subject));
  // curlconverter drops an empty query ("?" with nothing after it), which curl sends.
  const bare = json.raw_url.replace(/#.*$/s, '');
  if (words?.some((word) => /^[a-z][a-z0-9+.-]*:\/\/[^?#]*\?(?:#|$)/i.test(word) && word.replace(/\?(?:#.*)?$/s, '') === bare)) {
    request.url += '?';
  }
  notes.push(...formPartHeaderNotes(words ?? []));
  if (json.auth && json.auth_type === 'basic') request.basicAuth = json.auth;
  else if (json.auth) {
    notes.push([
      'auth',
      `curl authenticates as "${json.auth.user}" with ${json.auth_type ?? 'its'} authentication, which this code does not do; add it with the library's own support for it.`,
    ]);
  }
  const sent = http.slice(headerEnd + 2, -1);
  if (isForm(json)) {
    request.parts = formParts(sent, json.files ?? {});
    // Each library writes its own multipart Content-Type with its own boundary, as curl does.
    request.headers = request.headers.filter(
      ([name, value]) => name.toLowerCase() !== 'content-type' || !/^multipart\/form-data/i.test(value),
    );
  } else if (json.data !== undefined) {
    const parts = words === undefined ? undefined : bodyFromWords(words, sent);
    const file = warnings.find(([subject]) => subject === 'unsafe-data');
    const name = file ? /means read the file "(.*)"$/s.exec(file[1])?.[1] : undefined;
    if (parts?.some((part) => typeof part !== 'string')) request.bodyParts = parts;
    else if (parts !== undefined || name === undefined) request.body = sent;
    else {
      request.readsOtherFile = name;
      request.body = sent; // as written ("name=@file"), with a note that curl reads the file there
    }
  }
  return { request, notes };
}

/** -F parts with `;headers=` or `;encoder=`, which curlconverter's output leaves out (curl sends the headers). */
function formPartHeaderNotes(words: string[]): Note[] {
  const values = words.flatMap((word, index) => {
    if (word === '-F' || word === '--form') return [words[index + 1] ?? ''];
    return /^-F./.test(word) ? [word.slice(2)] : [];
  });
  return values
    .filter((value) => /;\s*(?:headers|encoder)=/i.test(value))
    .map((value) => [
      'form-part-headers',
      `curl sends the part -F "${clip(value, 60)}" with the headers its ;headers= gives (or encoded as its ;encoder= says); this code sends the part without them. Add them to the part if the server reads them.`,
    ]);
}

export const contentType = (request: CurlRequest) => request.headers.findLast(([name]) => name.toLowerCase() === 'content-type')?.[1];

/**
 * A -F command: toJsonObject lists its parts as `files` and `data` (an object), where -d gives `data` as text, or as
 * an object only when it parsed a JSON or URL-encoded body under that Content-Type.
 */
function isForm(json: JsonRequest): boolean {
  if (json.files !== undefined) return true;
  if (typeof json.data !== 'object' || json.data === null) return false;
  const type = Object.entries(json.headers ?? {}).findLast(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return type === undefined || /^multipart\/form-data/i.test(type);
}

/** The parts of curl's multipart body as toHTTP writes them (one per boundary), told apart by toJsonObject's files. */
function formParts(body: string, files: Record<string, string>): FormPart[] {
  const boundary = body.slice(0, body.indexOf('\n'));
  return body
    .split(`${boundary}\n`)
    .slice(1)
    .map((chunk) => {
      const end = `\n${boundary}--`;
      const text = chunk.endsWith(end) ? chunk.slice(0, -end.length) : chunk.slice(0, -1);
      const split = text.indexOf('\n\n');
      const head = text.slice(0, split);
      const value = text.slice(split + 2);
      const name = /; name="(.*?)"(?:; filename="|$|\n)/m.exec(head)?.[1] ?? '';
      const named = /; filename="(.*)"$/m.exec(head)?.[1];
      // curl sends a file's own name without its folders (`-F f=@dir/a.txt` is filename="a.txt"); `;filename=` as given.
      const filename = named === value ? named.slice(named.lastIndexOf('/') + 1) : named;
      const type = /^Content-Type: "(.*)"$/m.exec(head)?.[1];
      const fromFile = Object.prototype.hasOwnProperty.call(files, name) && files[name] === value;
      const kind: FormPart['kind'] = !fromFile ? 'field' : filename !== undefined ? 'file' : 'text-of-file';
      return { name, kind, value, ...(filename !== undefined ? { filename } : {}), ...(type !== undefined ? { contentType: type } : {}) };
    });
}
