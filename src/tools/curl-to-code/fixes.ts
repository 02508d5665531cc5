import type { CurlTarget } from '.';
import type { CurlRequest } from './request';

/** [subject, message] as curlconverter writes its warnings. */
export type Note = [string, string];

const dropNotes = (notes: Note[], subject: string) => notes.splice(0, notes.length, ...notes.filter(([s]) => s !== subject));

/**
 * Corrections to curlconverter's code, found by sending each program and the real curl to a recording server
 * (src/tools/curl-to-code/recorder.referee.test.ts): each one makes the program send the bytes curl sends, or, where the target
 * cannot, adds a note that says what differs.
 */
export function fixCode(target: CurlTarget, code: string, request: CurlRequest | undefined, notes: Note[]): string {
  const fixers: Record<CurlTarget, (code: string, request: CurlRequest, notes: Note[]) => string> = {
    fetch: fixFetch,
    axios: fixAxios,
    python: fixPython,
    go: fixGo,
    php: fixPhp,
  };
  if (!request) return code;
  const fixed = fixers[target](code, request, notes);
  const readsTheFile = target === 'python' || /\b(fs\.readFileSync|os\.ReadFile|file_get_contents)\(/.test(fixed);
  const name = request.readsOtherFile ?? (readsTheFile ? undefined : request.bodyFile?.name);
  if (name !== undefined && target !== 'python') {
    dropNotes(notes, 'unsafe-data');
    notes.push([
      'data-from-file',
      `The body is read from the file "${name}", which this code does not read as curl does; put the file's contents in the body (curl -d removes CR and LF from them, --data-binary sends them as they are).`,
    ]);
  }
  notes.push(...formNotes(target, request));
  if (target === 'fetch' && request.headerNames.some((name) => CONDITIONAL.has(name))) {
    notes.push([
      'conditional-request',
      'fetch turns a request with If-None-Match, If-Modified-Since, If-Match, If-Unmodified-Since or If-Range into one that bypasses the HTTP cache, and so adds "Cache-Control: no-cache" and "Pragma: no-cache"; curl sends neither.',
    ]);
  }
  if (target === 'python' && request.url !== undefined && /[[\]]/.test(request.url)) {
    notes.push([
      'query-brackets-encoded',
      'requests percent-encodes "[" and "]" in the URL ("filter%5Bstatus%5D"), where curl -g sends them as written; most servers read both alike. Build a PreparedRequest and set its url to send them unchanged.',
    ]);
  }
  if (request.uploadsFile && target !== 'axios') {
    notes.push([
      'file-part-content-type',
      "curl gives a file part the Content-Type its extension names (text/plain for .txt, image/png for .png, application/pdf for .pdf); this code sends application/octet-stream or none. Set the part's type yourself if the server reads it.",
    ]);
  }
  if (/^ {2}(body: )?new URLSearchParams\(/m.test(fixed)) {
    notes.push([
      'form-body-reencoded',
      'The form body is rebuilt with URLSearchParams, which writes spaces as "+" (curl sends the bytes as written) and adds ";charset=UTF-8" to the Content-Type; send the body as a string with your own Content-Type header to match curl exactly.',
    ]);
  }
  return fixed;
}

// The conditional request headers of RFC 9110 §13.1: the fetch standard makes such a request bypass the HTTP cache.
const CONDITIONAL = new Set(['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range']);

/**
 * What a target's form code leaves out of curl's -F parts (recorder.referee.test.ts): a part's own type (`;type=`), which
 * Python's requests sends for every part and PHP's CURLFile for a file (axios types a file by its extension, Go as
 * application/octet-stream, and none of them types a plain field); a field that holds a file's text (`name=<file`), which
 * every target but Python uploads as a file instead.
 */
function formNotes(target: CurlTarget, request: CurlRequest): Note[] {
  const parts = request.parts ?? [];
  const notes: Note[] = [];
  const typeKept = (part: { upload: boolean }) => target === 'python' || (target === 'php' && part.upload);
  // fetch cannot read a file at all (its note is "--form"), so only its typed fields count.
  const typed = parts.filter((part) => part.contentType !== undefined && !typeKept(part) && !(target === 'fetch' && part.upload));
  if (typed.length > 0) {
    notes.push([
      'part-content-type',
      `curl sends ${typed.map((part) => `the part "${part.name}" with Content-Type ${part.contentType}`).join(', ')}; this code sends ${typed.length === 1 ? 'it' : 'them'} without that type (a plain field, or a file typed by its library). Set the type on the part yourself if the server reads it.`,
    ]);
  }
  const fromFile = parts.filter((part) => part.textOfFile);
  if (fromFile.length > 0 && target !== 'python') {
    notes.push([
      'form-field-from-file',
      `curl sends ${fromFile.map((part) => `"${part.name}"`).join(', ')} as a plain field holding the file's text (-F name=<file); this code uploads the file as a file part (with a filename and type). Read the file and append its text as a field to match curl.`,
    ]);
  }
  return notes;
}

/** A single-quoted JavaScript string literal on one line. */
function jsString(text: string): string {
  const escaped = text.replace(/[\\'\u0000-\u001f\u2028\u2029]/g, (c) => {
    const named: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `'${escaped}'`;
}

function phpString(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/**
 * fetch: the body is the last property of the options object. curlconverter rebuilds JSON (JSON.stringify of an
 * object, where the text it was given differs from what JSON.stringify writes: spaces, 1.0, 9007199254740993) and forms (URLSearchParams: a space becomes "+", and fetch adds
 * ";charset=UTF-8"); the body curl sends is written as a string instead, with curl's Content-Type. fetch refuses a
 * body with GET or HEAD, so that body is left out, with a note; a `File(...)` needs `new`.
 */
function fixFetch(code: string, request: CurlRequest, notes: Note[]): string {
  const withNew = code.replace(/(?<!new )\bFile\(\[/g, 'new File([');
  const bodyAt = withNew.search(/^ {2}(\/\/ )?body: /m);
  const end = withNew.lastIndexOf('\n});');
  if (bodyAt < 0 || end < bodyAt) return withNew;
  const before = withNew.slice(0, bodyAt);
  const after = withNew.slice(end);
  if ((request.method === 'GET' || request.method === 'HEAD') && (request.body !== undefined || request.bodyFile)) {
    notes.push([
      'body-with-get',
      `fetch cannot send a body with ${request.method}, so the body is left out; curl sends it. Use POST if the server accepts it, or an HTTP client that allows a ${request.method} body.`,
    ]);
    return `${before.replace(/,\n$/, '\n').replace(/\n$/, '')}${after}`.replace(/, \{\n\}\);/, ');');
  }
  // JSON.stringify without a commented-out alternative sends the bytes written (curlconverter checked): kept, as an object is easier to edit.
  if (request.body === undefined || withNew.startsWith('  body: JSON.stringify(', bodyAt)) return withNew;
  let head = before;
  if (request.contentType && !/^ {4}'content-type': /im.test(head)) {
    const header = `    'Content-Type': ${jsString(request.contentType)}`;
    head = /^ {2}headers: \{\n/m.test(head)
      ? head.replace(/^ {2}headers: \{\n(?= {4}')/m, (open) => `${open}${header},\n`)
      : `${head}  headers: {\n${header}\n  },\n`;
  }
  return `${head}  body: ${jsString(request.body)}${after}`;
}

const AXIOS_JSON_ALTERNATIVE = /^ {2}\/\/ ((?:data: )?)(.+),\n {2}(?:data: )?[[{]\n(?:(?: {4}.*)?\n)*? {2}[}\]](,?)\n/m;
const AXIOS_FORM = /^ {2}((?:data: )?)new URLSearchParams\((?:.*\n)*? {2}[}\]]?\)(,?)\n/m;
const AXIOS_PARAMS = /^( {2,4})params: (?:new URLSearchParams\()?[[{]\n(?:\1 {2}.*\n)*?\1[}\]]\)?,?\n/m;
const AXIOS_URL = /(axios(?:\.\w+)?\(\s*)'(?:[^'\\]|\\.)*'/;
const AXIOS_FILE = /^ {2}'@.*'(,?)\n/m;

/**
 * axios: the same rebuilt JSON and forms as fetch (the data argument is written as curl's string instead; axios sends
 * a string as it is), and `-d @file` is read with fs as curl reads it. axios gives POST, PUT and PATCH a form
 * Content-Type when the command sets none, which curl does not send without a body.
 */
function fixAxios(code: string, request: CurlRequest, notes: Note[]): string {
  let fixed = code;
  if (request.url !== undefined && AXIOS_PARAMS.test(fixed) && AXIOS_URL.test(fixed)) {
    const url = jsString(request.url);
    fixed = fixed.replace(AXIOS_PARAMS, '').replace(AXIOS_URL, (_all, call: string) => `${call}${url}`);
  }
  if (request.body !== undefined) {
    const body = jsString(request.body);
    fixed = fixed
      .replace(AXIOS_JSON_ALTERNATIVE, (_all, data: string, _literal: string, comma: string) => `  ${data}${body}${comma}\n`)
      .replace(AXIOS_FORM, (_all, data: string, comma: string) => `  ${data}${body}${comma}\n`);
    if (isJson(request.contentType) && !readsAsIs(request.body) && fixed.includes(`  ${body}`)) {
      // axios JSON.stringify()s a string that JSON.parse() refuses and trims one it accepts; a Buffer goes as it is.
      fixed = fixed.replace(`  ${body}`, `  Buffer.from(${body})`);
    }
  }
  const file = request.bodyFile;
  if (file && AXIOS_FILE.test(fixed)) {
    const read = file.stripsNewlines
      ? `fs.readFileSync(${jsString(file.name)}, 'utf8').replace(/[\\r\\n]/g, '')`
      : `fs.readFileSync(${jsString(file.name)})`;
    fixed = fixed.replace(AXIOS_FILE, (_all, comma: string) => `  ${read}${comma}\n`);
    if (!fixed.includes("import * as fs from 'fs';"))
      fixed = fixed.replace("from 'axios';\n", "from 'axios';\nimport * as fs from 'fs';\n");
    dropNotes(notes, 'unsafe-data');
  }
  const setsBody =
    request.body !== undefined || request.bodyFile !== undefined || request.readsOtherFile !== undefined || request.parts !== undefined;
  if (['POST', 'PUT', 'PATCH'].includes(request.method) && !setsBody && !request.contentType) {
    notes.push([
      'default-content-type',
      `axios sends "Content-Type: application/x-www-form-urlencoded" with a ${request.method} that has no body; curl sends no Content-Type. Set headers: { 'Content-Type': false } to leave it out.`,
    ]);
  }
  return fixed;
}

const isJson = (contentType: string | undefined) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType ?? '');

function readsAsIs(text: string): boolean {
  try {
    JSON.parse(text);
    return text.trim() === text;
  } catch {
    return false;
  }
}

const REQUESTS_NOTE =
  /\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request\.\n#(data = .*)\n#(response = .*)\n/;

/** A single-quoted Python string literal on one line; bytes (`.encode()`) when not ASCII, which http.client sends as Latin-1. */
function pyString(text: string): string {
  const escaped = text.replace(/[\\'\u0000-\u001f]/g, (c) => {
    const named: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return /^[\x00-\x7f]*$/.test(text) ? `'${escaped}'` : `'${escaped}'.encode()`;
}

const PYTHON_PARAMS = /^params = [[{]\n(?: {4}.*\n)*?[}\]]\n\n/m;
const PYTHON_URL = /(requests\.\w+\()(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/;
const PYTHON_FORM = /^data = \{\n(?: {4}.*\n)*?\}\n/m;

/**
 * Python: curlconverter rebuilds a JSON body as a dict and lets requests serialise it again (spaces added, 1.0 as 1,
 * 9007199254740993 rounded); it writes the exact bytes as a commented-out alternative, which is used instead. Query
 * and form dicts are encoded again by requests (a space as "+", where curl sends "%20" as written): the URL curl sends
 * and the form body as a string, with its Content-Type, are written instead.
 */
function fixPython(code: string, request: CurlRequest, notes: Note[]): string {
  let fixed = code
    // requests sends a TE header as it sends any other (it does not read trailers, which curl does not ask for here either).
    .replace(/^ {4}# Requests doesn't support trailers\n {4}# ('TE': .*,)$/m, '    $1')
    // --data-urlencode name@file: curl encodes the file's bytes; text mode would turn CRLF into LF.
    .replace(/^( {4}'(?:[^'\\]|\\.)*': open\('(?:[^'\\]|\\.)*')\)\.read\(\),$/gm, "$1, 'rb').read(),");
  const jsonFile = /^with open\(('(?:[^'\\]|\\.)*')\) as f:\n {4}json_data = json\.load\(f\)\n/m;
  if (request.dataFile?.filetype === 'json' && jsonFile.test(fixed)) {
    // --json @file sends the file's bytes; json.load and requests' json= would write them again (spaces, key order).
    fixed = fixed
      .replace(jsonFile, (_all, name: string) => `with open(${name}, 'rb') as f:\n    data = f.read()\n`)
      .replace(/, json=json_data\)/, ', data=data)')
      .replace(/\n# Note: json_data will not be serialized by requests\n(?:#.*\n)*/, '\n')
      .replace(/^import json\n/m, '')
      .replace(/\n{3,}$/, '\n');
  }
  const note = REQUESTS_NOTE.exec(fixed);
  if (note) {
    const [, data, call] = note as unknown as [string, string, string];
    fixed = fixed
      .replace(note[0], '\n')
      .replace(/^json_data = [\s\S]*?\n\n(?=response = )/m, `${data}\n\n`)
      .replace(/^response = .*json=json_data.*$/m, call)
      .replace(/\n{3,}$/, '\n');
  }
  if (request.url !== undefined && PYTHON_PARAMS.test(fixed) && PYTHON_URL.test(fixed)) {
    const url = pyString(request.url);
    fixed = fixed
      .replace(PYTHON_PARAMS, '')
      .replace(/params=params, |, params=params(?=\))/, '')
      .replace(PYTHON_URL, (_all, call: string) => `${call}${url}`);
    dropNotes(notes, 'percent-encoded-spaces-in-query');
  }
  if (request.body !== undefined && PYTHON_FORM.test(fixed)) {
    fixed = fixed.replace(PYTHON_FORM, () => `data = ${pyString(request.body as string)}\n`);
    const type = request.contentType;
    if (type && !/^ {4}'content-type': /im.test(fixed)) {
      const header = `    'Content-Type': ${pyString(type)},\n`;
      fixed = /^headers = \{\n/m.test(fixed)
        ? fixed.replace(/^(headers = \{\n(?: {4}.*\n)*?)\}/m, (_all, open: string) => `${open}${header}}`)
        : fixed
            .replace(/^data = /m, `headers = {\n${header}}\n\ndata = `)
            .replace(/(?<!headers=headers, )data=data/, 'headers=headers, data=data');
    }
    dropNotes(notes, 'percent-encoded-spaces-in-data');
  }
  return fixed;
}

/** Go: `-d @file` is read with os.ReadFile (curlconverter sends the text "@file"). */
function fixGo(code: string, request: CurlRequest, notes: Note[]): string {
  const file = request.bodyFile;
  const literal = /^\tvar data = strings\.NewReader\(`@[^`]*`\)\n/m;
  if (!file || !literal.test(code) || !code.includes('\t"strings"\n')) return code;
  const content = file.stripsNewlines ? 'strings.NewReplacer("\\r", "", "\\n", "").Replace(string(content))' : 'string(content)';
  const read = `\tcontent, err := os.ReadFile(${JSON.stringify(file.name)})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tvar data = strings.NewReader(${content})\n`;
  dropNotes(notes, 'unsafe-data');
  return code.replace(literal, () => read).replace('\t"strings"\n', '\t"os"\n\t"strings"\n');
}

/**
 * PHP: ext-curl with CURLOPT_CUSTOMREQUEST 'HEAD' waits for a body that never comes (curl -I hangs), CURLOPT_NOBODY
 * is libcurl's HEAD; libcurl drops a header written "Name: " with no value, so curl's `-H 'Name;'` (send it empty)
 * must stay "Name;"; and `-d @file` is read with file_get_contents (curlconverter sends the text "@file").
 */
function fixPhp(code: string, request: CurlRequest, notes: Note[]): string {
  let fixed = code
    .replace("curl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'HEAD');", 'curl_setopt($ch, CURLOPT_NOBODY, true);')
    .replace(/^( {4}'[^':\s]+): ',$/gm, "$1;',");
  const file = request.bodyFile;
  const literal = /CURLOPT_POSTFIELDS, '@(?:[^'\\]|\\.)*'\);/;
  if (file && literal.test(fixed)) {
    const read = `file_get_contents(${phpString(file.name)})`;
    const body = file.stripsNewlines ? `str_replace(["\\r", "\\n"], '', ${read})` : read;
    fixed = fixed.replace(literal, () => `CURLOPT_POSTFIELDS, ${body});`);
    dropNotes(notes, 'unsafe-data');
  }
  return fixed;
}
