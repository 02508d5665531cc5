/**
 * Raw HTTP examples (RFC 9112 messages as API docs print them, `curl -v` transcripts included) and curl commands: the
 * request line names the endpoint (a concrete path becomes the template the text names), its query string the query
 * parameters, `Authorization` and key headers the scheme, `Content-Type` the media type, the body (JSON, multipart
 * parts, a form) the request's fields with types from the example values; a status line and its JSON body give the
 * status, the answer's fields and an example.
 */
import type { Unit } from './lines';
import { HTTP_REQUEST, HTTP_STATUS } from './lines';
import { cleanPath } from './mentions';
import type { Endpoint, Field, Method } from './model';
import { literalIn } from './shapes';
import type { Reader } from './reader';
import { readAuth, readMediaType } from './statements';
import { exampleSchema, valueSchema } from './types';

const PLAIN_HEADERS =
  /^(?:host|accept(?:-\w+)?|content-(?:type|length|encoding|disposition)|user-agent|connection|cache-control|location|date|etag|cookie|set-cookie|origin|referer|x-request-id|x-forwarded-[\w-]+|idempotency-key|x-idempotency-key|if-match|if-none-match|vary|server)$/i;

/** The scheme and media type stated by headers. */
function headers(target: Endpoint, list: Array<[string, string]>): void {
  for (const [name, value] of list) {
    if (/^authorization$/i.test(name)) {
      const auth = readAuth(`Authorization: ${value}`);
      if (auth?.auth && !target.auth.some((a) => a.kind === auth.auth?.kind)) target.auth.push(auth.auth);
    } else if (/^content-type$/i.test(name)) {
      const media = readMediaType(value);
      if (media) target.mediaType = media;
    } else if (!PLAIN_HEADERS.test(name) && /key|token|secret|signature|auth/i.test(name)) {
      if (!target.auth.some((a) => a.kind === 'apiKey' && a.header.toLowerCase() === name.toLowerCase()))
        target.auth.push({ kind: 'apiKey', header: name });
    }
  }
}

/** The parts of a multipart body: a part with a filename is a file. */
function parts(body: string): Field[] {
  const fields: Field[] = [];
  for (const match of body.matchAll(/content-disposition:\s*form-data;\s*name="([^"]+)"(;\s*filename="[^"]*")?/gi)) {
    const schema = match[2] ? { type: 'string', contentMediaType: 'application/octet-stream' } : { type: 'string' };
    fields.push({ name: match[1] as string, schema, optional: false });
  }
  return fields;
}

/** A form body (`a=1&b=two`). */
function form(body: string): Field[] {
  return body
    .trim()
    .split('&')
    .map((pair) => pair.split('=') as [string, string?])
    .filter(([name]) => /^[A-Za-z_][\w.-]*$/.test(name))
    .map(([name, value = '']) => ({ name, schema: valueSchema(value), optional: false }));
}

/** A request body, by its media type. */
function requestBody(reader: Reader, target: Endpoint, body: string, line: number): void {
  if (body.trim() === '') return;
  if (target.mediaType === 'multipart/form-data') return reader.place(target, 'request', parts(body), line, body.slice(0, 100));
  const json = literalIn(body);
  if (json) {
    if (json.example !== undefined) target.requestExample ??= json.example;
    return reader.place(target, 'request', json.fields, line, body.slice(0, 100));
  }
  if (/^[\w.-]+=/.test(body.trim())) {
    target.mediaType ??= 'application/x-www-form-urlencoded';
    reader.place(target, 'request', form(body), line, body.slice(0, 100));
  }
}

/**
 * The endpoint an example's concrete path is a call of ("DELETE /api/articles/solid-state-battery" for
 * "DELETE /api/articles/{slug}" named before): the one known endpoint of that method whose static segments are the
 * path's and whose parameters stand where the path has other words; else the path as written.
 */
function exampleOf(endpoints: Endpoint[], method: Method, raw: string): string {
  const { path, query } = cleanPath(raw);
  if (!path || path.includes('{')) return raw;
  const parts = path.split('/');
  const fits = endpoints.filter((known) => {
    const shape = known.path.split('/');
    return (
      known.method === method &&
      known.path.includes('{') &&
      shape.length === parts.length &&
      shape.every((segment, index) => segment.startsWith('{') || segment === parts[index])
    );
  });
  if (fits.length !== 1 || endpoints.some((known) => known.path === path)) return raw;
  return `${(fits[0] as Endpoint).path}${query !== undefined ? `?${query}` : ''}`;
}

/** An HTTP request or response message. */
export function readHttp(reader: Reader, unit: Extract<Unit, { kind: 'http' }>): void {
  const request = HTTP_REQUEST.exec(unit.start);
  if (request) {
    const method = (request[1] as string).toLowerCase() as Method;
    const target = reader.endpointAt(method, exampleOf(reader.endpoints, method, request[2] as string), unit.line, unit.start, unit.start);
    reader.lastRequest = target;
    if (!target) return;
    headers(target, unit.headers);
    requestBody(reader, target, unit.body, unit.bodyLine);
    return;
  }
  const status = HTTP_STATUS.exec(unit.start);
  // "Tracking — GET /orders/{id}/tracking:" between the last request and this answer names the endpoint it answers.
  const named = reader.current && reader.current !== reader.lastRequest && reader.current.line > (reader.lastRequest?.line ?? 0);
  const target = named ? reader.current : (reader.lastRequest ?? reader.current);
  if (!status || !target) {
    if (!target) reader.unread.push({ line: unit.line, text: unit.start, why: 'no request or endpoint comes before this response' });
    return;
  }
  const code = Number(status[1]);
  reader.statuses(target, [{ code, why: (status[2] ?? '').trim() }]);
  const json = literalIn(unit.body);
  if (!json) return;
  if (json.example !== undefined) target.examples.set(code, json.example);
  if (code >= 200 && code < 300) {
    target.list = json.list;
    reader.place(target, 'answer', json.fields, unit.bodyLine, unit.body.slice(0, 100), code);
  }
}

/** The words of a shell command: quotes and backslash escapes as a POSIX shell reads them. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: string | undefined;
  let started = false;
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i] as string;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && i + 1 < command.length) word += command[(i += 1)];
      else word += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      started = true;
    } else if (c === '\\' && i + 1 < command.length) {
      word += command[(i += 1)];
      started = true;
    } else if (/\s/.test(c)) {
      if (started || word) words.push(word);
      word = '';
      started = false;
    } else word += c;
  }
  if (started || word) words.push(word);
  return words;
}

/**
 * A curl command: `-X`, the URL, `-H`, `-d`/`--data*`/`--json` (a body makes it a POST), `-F` (multipart; `@file`
 * a file), `-u` (basic). Read by hand: the commands API notes print are this subset, and curlconverter's tree-sitter
 * parser would load in every pool thread for it.
 */
export function readCurl(reader: Reader, unit: Extract<Unit, { kind: 'curl' }>): void {
  const words = shellWords(unit.text).slice(1);
  let method: string | undefined;
  let url: string | undefined;
  const headerList: Array<[string, string]> = [];
  let body: string | undefined;
  const formFields: Field[] = [];
  let basic = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const value = words[i + 1] ?? '';
    if (/^(?:-X|--request)$/.test(word)) method = words[(i += 1)];
    else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
    else if (/^(?:-H|--header)$/.test(word)) {
      const [name = '', ...rest] = value.split(':');
      headerList.push([name.trim(), rest.join(':').trim()]);
      i += 1;
    } else if (/^(?:-d|--data|--data-raw|--data-binary|--data-ascii|--data-urlencode|--json)$/.test(word)) {
      body = `${body ? `${body}&` : ''}${value}`;
      if (word === '--json') headerList.push(['Content-Type', 'application/json']);
      i += 1;
    } else if (/^(?:-F|--form)$/.test(word)) {
      const [name = '', content = ''] = value.split('=', 2);
      if (/^[A-Za-z_][\w.-]*$/.test(name))
        formFields.push({
          name,
          schema: content.startsWith('@') ? { type: 'string', contentMediaType: 'application/octet-stream' } : exampleSchema(content),
          optional: false,
        });
      i += 1;
    } else if (/^(?:-u|--user)$/.test(word)) {
      basic = true;
      i += 1;
    } else if (word === '--url') url = words[(i += 1)];
    else if (!word.startsWith('-') && !url && /^(?:https?:\/\/|\/|\{\{[^{}]+\}\}\/|\$\{?\w+\}?\/|<[\w-]+>\/)/.test(word)) url = word;
  }
  if (!url) {
    reader.unread.push({ line: unit.line, text: unit.text.slice(0, 100), why: 'the curl command names no URL' });
    return;
  }
  const verb = (method ?? (body !== undefined || formFields.length > 0 ? 'POST' : 'GET')).toLowerCase();
  if (!/^(?:get|post|put|patch|delete)$/.test(verb)) return;
  const target = reader.endpointAt(
    verb as Method,
    exampleOf(reader.endpoints, verb as Method, url),
    unit.line,
    unit.text,
    unit.text.slice(0, 100),
  );
  reader.lastRequest = target;
  if (!target) return;
  headers(target, headerList);
  if (basic && !target.auth.some((a) => a.kind === 'basic')) target.auth.push({ kind: 'basic' });
  if (formFields.length > 0) {
    target.mediaType = 'multipart/form-data';
    reader.place(target, 'request', formFields, unit.line, unit.text.slice(0, 100));
  }
  if (body !== undefined) requestBody(reader, target, body, unit.line);
}
