/**
 * What a sentence states that the finished document does not hold: a code-like name no endpoint has, a type said of
 * a field ("`hospital` (object)") that its field does not have, "required" said of an optional field, a query
 * parameter or a status its endpoint does not have, a field's values ("one of low, medium, high") that no field takes,
 * a type word become a field's name, a header (header-claims.ts), a labelled status (status-claims.ts), credentials
 * said again (auth-claims.ts) or a closed set of values (closed-sets.ts) it does not hold. Checked against the
 * document itself, in the endpoints the line is about, so a rule that read part of a sentence and dropped the rest in
 * silence still leaves a warning that quotes it.
 */
import { sentences } from './prose';
import { labelOf } from './sentence';
import type { Endpoint } from './model';
import type { Reader, Unread } from './reader';
import { namesIn } from './unused';
import { unheldHeaders } from './header-claims';
import { labelledStatuses } from './status-claims';
import { unheldSet } from './closed-sets';
import { unheldAuth } from './auth-claims';

type Said = Reader['said'][number];

type Json = Record<string, unknown>;

interface Held {
  /** Every schema a field name has, at any depth (`hospital`, and `name` inside it). */
  fields: Map<string, Json[]>;
  enums: Set<string>;
  statuses: Set<number>;
  /** The names that are required somewhere (a parameter, or in their object's `required`). */
  required: Set<string>;
  /** Query parameters, by name. */
  query: Set<string>;
  /** Whether a success answer is an array. */
  list: boolean;
  /** Header names, lower case: header parameters, response headers, and the headers of the security schemes required. */
  headers: Set<string>;
  /** Whether it requires credentials. */
  secured: boolean;
}

const TYPE_WORD =
  /^(?:an?\s+)?(?:(object|map|dict)|(array|list)|(integer|int|int32|int64|long)|(number|decimal|float|double)|(boolean|bool)|(string|str|text|uuid|date|date-?time|timestamp|email|url|uri|file|binary))\b/i;
// After a name: "(object", " — array", ": integer", ", a boolean", "| number |", or a column gap ("absentees   array").
const TYPED_NAME = /(?<![-\w.])`?\b([A-Za-z_][A-Za-z0-9_]*)`?\s*(?:\(\s*|[—–]\s*|\s-\s*|:\s*|,\s+(?=an?\s)|\|\s*|(?<=\w)\s{2,}|\s+\*)/g;
// A status a sentence gives: after "returns", "status", an arrow, or before a reason phrase or "if/when".
const STATUS =
  /(?:\b(?:returns?|returning|status(?:\s+code)?|http|responds?|respond(?:s|ing)?\s+with|replies|reply|answers?|gets?|with|→|->|=>)\s+[`*"]*|^[\s\-*#`>]*|(?:(?<![\w.])\(|[,;])\s*[`*]*)([245]\d\d)\b(?![\d,.%]|\s*(?:ms|s|seconds?|minutes?|hours?|days?|km|kb|mb|characters?|chars?|items?|rupees|paise|bytes?|requests?|per)\b)/gi;
const STATUS_AFTER = /(?<![\w.,₹$-])[`*"]*([245]\d\d)[`*"]*(?=\s+(?:[A-Z][a-z]+\b|(?:if|when|on|for|unless)\b))/g;
const CHOICE =
  /\b(?:one\s+of|either|is\s+(?=\S+,\s))\s*:?\s*((?:[`'"]?[A-Za-z][\w-]*[`'"]?\s*(?:,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*|\s*\/\s*)){1,20}[`'"]?[A-Za-z][\w-]*[`'"]?)/gi;
const QUOTED_CHOICE = /((?:[`'"][A-Za-z][\w-]*[`'"]\s*(?:,\s*(?:or\s+)?|\s+or\s+|\s*\|\s*)){1,20}[`'"][A-Za-z][\w-]*[`'"])/g;
// "`city` (required", "`pan`: required", "lat and lng are required", "`otp` is mandatory".
const REQUIRED =
  /(?<![-\w.])(`?[A-Za-z_]\w*`?)\s*(?:\(\s*|:\s*|[—–]\s*)(?:required|mandatory)\b(?!\s+(?:if|when|unless|for|only))|(?<![-\w.])((?:`?[A-Za-z_]\w*`?\s*(?:,\s*(?:and\s+)?|\s+and\s+)){0,20}`?[A-Za-z_]\w*`?)\s+(?:is|are)\s+(?:both\s+|always\s+)?(?:required|mandatory)\b(?!\s+(?:if|when|unless|for|only))/g;
// "a required `state` query parameter": the flag before a name in code marks.
const REQUIRED_BEFORE = /\b(?:required|mandatory)\s+(`[A-Za-z_]\w*`)(?!\s+(?:if|when|unless|only))/g;
// "nitrogen, phosphorus and potassium (each one of …)", "ph, ec and organic_carbon — all decimals": said of each name.
const PLURAL =
  /(?<![-\w.])((?:`?[A-Za-z_]\w*`?\s*,\s*){0,20}`?[A-Za-z_]\w*`?,?\s+and\s+`?[A-Za-z_]\w*`?)\s*(?:\(\s*|[—–,]\s*|\s-\s*)(?:each|all|both)(?:\s+(?:two|three|four|five|six))?\s+(?:(one\s+of|either)|(?:an?\s+)?(?:(objects?)|(arrays?|lists?)|(integers?|ints?)|(numbers?|decimals?|floats?)|(booleans?))\b)/gi;
const ANSWER_LIST =
  /(?:→|->|=>|\breturns?\b|\bresponds?\s+with\b)\s*(?:[`*]*[2]\d\d(?:\s+OK)?[`*]*\s*[,:]?\s*)?(?:\[\s*[A-Z]\w*!?\s*\]|[A-Z]\w*\[\]|an?\s+(?:array|list)\b(?!\s+of\s+(?:fields|parameters)))/;
const CREDENTIALS = /auth|key|token|jwt|bearer|secret|password|session|login|credential|scope/i;
const REASONS = new Set([
  200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416,
  417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
]);

function walk(schema: unknown, name: string | undefined, held: Held, depth: number): void {
  if (depth > 10 || typeof schema !== 'object' || schema === null) return;
  const node = schema as Json;
  if (name !== undefined) held.fields.set(name, [...(held.fields.get(name) ?? []), node]);
  for (const value of (node.enum as unknown[] | undefined) ?? []) held.enums.add(String(value));
  if (node.items) walk(node.items, undefined, held, depth + 1);
  for (const key of (node.required as string[] | undefined) ?? []) held.required.add(key);
  for (const [key, child] of Object.entries((node.properties as Json | undefined) ?? {})) walk(child, key, held, depth + 1);
}

/** What one operation of the document holds. */
function heldBy(operation: Json, schemes: Map<string, string>): Held {
  const held = empty();
  for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
    walk(parameter.schema, String(parameter.name), held, 0);
    if (parameter.required === true) held.required.add(String(parameter.name));
    if (parameter.in === 'query') held.query.add(String(parameter.name));
    if (parameter.in === 'header') held.headers.add(String(parameter.name).toLowerCase());
  }
  held.secured = ((operation.security as Json[] | undefined) ?? []).some((requirement) => Object.keys(requirement).length > 0);
  for (const requirement of (operation.security as Json[] | undefined) ?? [])
    for (const key of Object.keys(requirement)) if (schemes.has(key)) held.headers.add(schemes.get(key) as string);
  for (const response of Object.values((operation.responses as Json | undefined) ?? {}))
    for (const name of Object.keys(((response as Json).headers as Json | undefined) ?? {})) held.headers.add(name.toLowerCase());
  for (const media of Object.values(((operation.requestBody as Json | undefined)?.content as Json | undefined) ?? {}))
    walk((media as Json).schema, undefined, held, 0);
  for (const [code, response] of Object.entries((operation.responses as Json | undefined) ?? {})) {
    if (/^\d+$/.test(code)) held.statuses.add(Number(code));
    for (const media of Object.values(((response as Json).content as Json | undefined) ?? {}))
      if (/^2/.test(code) && ((media as Json).schema as Json | undefined)?.type === 'array') held.list = true;
    for (const media of Object.values(((response as Json).content as Json | undefined) ?? {}))
      walk((media as Json).schema, undefined, held, 0);
  }
  return held;
}

const empty = (): Held => ({
  fields: new Map(),
  enums: new Set(),
  statuses: new Set(),
  required: new Set(),
  query: new Set(),
  list: false,
  headers: new Set(),
  secured: false,
});

function merge(all: Held[]): Held {
  const held = empty();
  for (const one of all) {
    for (const [name, schemas] of one.fields) held.fields.set(name, [...(held.fields.get(name) ?? []), ...schemas]);
    for (const value of one.enums) held.enums.add(value);
    for (const code of one.statuses) held.statuses.add(code);
    for (const name of one.required) held.required.add(name);
    for (const name of one.query) held.query.add(name);
    for (const name of one.headers) held.headers.add(name);
    held.list ||= one.list;
    held.secured ||= one.secured;
  }
  return held;
}

function typeMatches(schema: Json, kind: number): boolean {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (kind === 1) return types.includes('object') || (types.length === 0 && schema.properties !== undefined);
  if (kind === 2) return types.includes('array');
  if (kind === 3) return types.includes('integer');
  if (kind === 4) return types.includes('number') || types.includes('integer');
  return types.includes('boolean');
}

const KINDS = ['', 'an object', 'an array', 'an integer', 'a number', 'a boolean'];

function describe(schema: Json): string {
  const type = ([] as unknown[]).concat(schema.type ?? []).find((t) => t !== 'null');
  if (type === undefined) return 'untyped';
  return `${/^[aeiou]/.test(String(type)) ? 'an' : 'a'} ${String(type)}`;
}

interface Known {
  /** What every endpoint holds. */
  all: Held;
  /** Every name the document holds: fields, enum values, path segments, security schemes and their headers. */
  names: Set<string>;
  /** Names the text writes as names: in code marks, as JSON keys, or at a line's start before a colon. */
  written: Set<string>;
  /** Type words already reported as fields. */
  reported: Set<string>;
}

/** The sentence's problems with the document, as reasons. */
function problems(sentence: string, scope: Held, { all, names, written, reported }: Known): string[] {
  const found: string[] = [];
  const text = sentence.replace(/https?:\/\/\S+/g, ' ');
  const coded = new Set(namesIn(sentence));
  const unknown: string[] = [];
  /** Fields said to take one of a set of values that the document lists for none of their schemas. */
  const unlisted = new Set<string>();
  // A type said of a field, where the field's schemas (in scope, else anywhere) have none of it.
  for (const match of text.matchAll(TYPED_NAME)) {
    const name = match[1] as string;
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 80).replace(/^[`*_]+/, '');
    // "`status` — one of …": a field that takes a set of values, which its schemas do not list.
    if (/^(?:each\s+)?(?:one\s+of|either)\b/i.test(after)) {
      const choosing = scope.fields.get(name) ?? all.fields.get(name);
      const listed = (schema: Json) => schema.enum !== undefined || (schema.items as Json | undefined)?.enum !== undefined;
      if (choosing && !choosing.some(listed)) unlisted.add(name);
      continue;
    }
    const type = TYPE_WORD.exec(after);
    if (!type) continue;
    const kind = type.slice(1).findIndex((group) => group !== undefined) + 1;
    const schemas = scope.fields.get(name) ?? all.fields.get(name);
    if (!schemas) {
      // A code-like name typed here that no endpoint holds.
      if (!names.has(name) && coded.has(name) && !CREDENTIALS.test(name)) unknown.push(name);
      continue;
    }
    if (kind === 6) continue;
    if (!schemas.some((schema) => typeMatches(schema, kind))) {
      found.push(`\`${name}\` is said to be ${KINDS[kind]} here but the document has it as ${describe(schemas[0] as Json)}`);
      continue;
    }
    // "array of integers": the items' type too.
    const items =
      kind === 2
        ? /^\s+of\s+(?:(objects?)|(arrays?|lists?)|(integers?|ints?)|(numbers?|decimals?|floats?)|(booleans?))\b/i.exec(
            after.slice(type[0].length),
          )
        : null;
    if (!items) continue;
    const itemKind = items.slice(1).findIndex((group) => group !== undefined) + 1;
    if (schemas.some((schema) => typeMatches(schema, 2) && typeMatches((schema.items as Json | undefined) ?? {}, itemKind))) continue;
    const shown = schemas.find((schema) => typeMatches(schema, 2))?.items as Json | undefined;
    found.push(
      `\`${name}\` is said to hold ${KINDS[itemKind]?.replace(/^an? /, '')}s here but the document's items are ${shown ? describe(shown).replace(/^an? /, '') : 'untyped'}`,
    );
  }
  // Several names given one type or one set of values.
  for (const match of text.matchAll(PLURAL)) {
    const listed = (match[1] as string).split(/\s*,\s*(?:and\s+)?|,?\s+and\s+/).map((name) => name.replace(/`/g, ''));
    const kind = match.slice(3).findIndex((group) => group !== undefined) + 1;
    const wrong = listed.filter((name) => {
      const schemas = scope.fields.get(name);
      if (!schemas) return false;
      if (match[2]) return !schemas.some((schema) => schema.enum !== undefined || (schema.items as Json | undefined)?.enum !== undefined);
      return !schemas.some((schema) => typeMatches(schema, kind));
    });
    if (wrong.length === 0) continue;
    if (match[2]) {
      for (const name of wrong) unlisted.add(name);
      continue;
    }
    found.push(
      `${wrong.map((name) => `\`${name.slice(0, 40)}\``).join(', ')} ${wrong.length === 1 ? 'is' : 'are'} said to be ${KINDS[kind]?.replace(/^an? /, '')}s here but the document types ${wrong.length === 1 ? 'it' : 'them'} otherwise`,
    );
  }
  if (unlisted.size > 0)
    found.push(
      `${[...unlisted].map((name) => `\`${name.slice(0, 40)}\``).join(', ')} ${unlisted.size === 1 ? 'is' : 'are'} said to take one of a set of values here but the document lists none`,
    );
  if (unknown.length > 0)
    found.unshift(
      `${unknown.map((name) => `\`${name.slice(0, 40)}\``).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} named here but in no endpoint's fields`,
    );
  // "query: status: string": a parameter the endpoint does not take.
  const label = labelOf(text);
  const parameter = label?.side === 'query' ? /^`?([A-Za-z_]\w*)`?\s*(?::|\(|[—–]|,|$)/.exec(label.rest.trim()) : null;
  if (parameter && !scope.query.has(parameter[1] as string) && !CREDENTIALS.test(parameter[1] as string))
    found.push(`\`${parameter[1]}\` is given as a query parameter here but is no parameter of its endpoint`);
  // A field named like a type ("string"): a type read as a field's name.
  for (const word of text.replace(/`[^`]*`/g, ' ').match(/\b(?:string|integer|number|boolean|object|array)\b/g) ?? [])
    if (scope.fields.has(word) && !written.has(word) && !reported.has(word)) {
      reported.add(word);
      found.push(`"${word}" became a field's name here, but it reads as a type (write each field as \`name\` (type))`);
      break;
    }
  // Fields said to be required ("`city` (required)", "lat and lng are required") that the document has optional.
  const optional = new Set<string>();
  for (const match of [...text.matchAll(REQUIRED), ...text.matchAll(REQUIRED_BEFORE)]) {
    const listed = (match[1] ?? match[2] ?? '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.replace(/`/g, ''));
    for (const name of listed) if (scope.fields.has(name) && !scope.required.has(name)) optional.add(name);
  }
  if (optional.size > 0)
    found.push(
      `${[...optional].map((name) => `\`${name.slice(0, 40)}\``).join(', ')} ${optional.size === 1 ? 'is' : 'are'} said to be required here but the document has ${optional.size === 1 ? 'it' : 'them'} optional`,
    );
  // "→ [Loan]", "→ Charger[]", "returns 200, an array": an answer said to be a list that the document has as one object.
  if (!scope.list && scope !== all && ANSWER_LIST.test(text))
    found.push("its answer is said to be a list here but the document's answer is one object");
  // Statuses no endpoint the sentence is about answers.
  const codes = new Set<number>();
  for (const match of text.matchAll(STATUS)) codes.add(Number(match[1]));
  for (const match of text.matchAll(STATUS_AFTER)) codes.add(Number(match[1]));
  for (const code of labelledStatuses(text)) codes.add(code);
  const missing = [...codes].filter((code) => REASONS.has(code) && !scope.statuses.has(code));
  if (missing.length > 0)
    found.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is a status' : 'are statuses'} named here but in no response of its endpoint`,
    );
  // Values a field takes ("one of low, medium, high", "`sms` or `voice`") that no field of the document takes.
  const choices = unlisted.size > 0 ? [] : [...text.matchAll(CHOICE), ...text.matchAll(QUOTED_CHOICE)];
  for (const match of choices) {
    const values = (match[1] as string)
      .split(/\s*(?:,\s*(?:or\s+)?|\s+or\s+|\|)\s*|\s*\/\s*/)
      .map((value) => value.replace(/[`'"]/g, '').trim())
      .filter((value) => value !== '');
    if (!/^(?:one|either)/i.test(match[0]) && !/\s(?:or)\s|\||\//.test(match[1] as string)) continue;
    if (values.length < 2 || values.some((value) => all.fields.has(value) || scope.enums.has(value))) continue;
    if (values.some((value) => /^(?:and|the|an?|not|any|all|none|both|null|true|false)$/i.test(value))) continue;
    found.push(`${values.map((value) => `\`${value}\``).join(', ')} are named here as a field's values but no field takes them`);
    break;
  }
  const set =
    unlisted.size > 0 || choices.length > 0
      ? undefined
      : unheldSet(text, { fields: new Set(scope.fields.keys()), enums: scope.enums, names });
  if (set) found.push(set);
  const header = unheldHeaders(text, scope.headers);
  if (header) found.push(header);
  const auth = scope === all || header ? undefined : unheldAuth(text, scope.secured);
  if (auth) found.push(auth);
  return found;
}

/** Warnings for the sentences whose names, types, flags, statuses or values the finished document does not hold. */
export function unheld(text: string, endpoints: Endpoint[], built: Json, said: Said[], unread: Unread[]): Unread[] {
  const paths = (built.paths as Json | undefined) ?? {};
  const securitySchemes = ((built.components as Json | undefined)?.securitySchemes as Json | undefined) ?? {};
  const schemes = new Map(Object.entries(securitySchemes).map(([key, scheme]) => [key, String((scheme as Json).name ?? '').toLowerCase()]));
  const operation = (endpoint: Endpoint): Held =>
    heldBy(((paths[endpoint.path] as Json | undefined)?.[endpoint.method] as Json) ?? {}, schemes);
  const held = new Map(endpoints.map((endpoint) => [endpoint, operation(endpoint)]));
  const all = merge([...held.values()]);
  for (const header of schemes.values()) all.headers.add(header);
  const names = new Set([...all.fields.keys(), ...all.enums]);
  for (const path of Object.keys(paths)) for (const part of path.split(/[/{}]/)) names.add(part);
  for (const [key, scheme] of Object.entries(securitySchemes)) names.add(key).add(String((scheme as Json).name ?? ''));
  // The endpoints each line names (where it names any).
  const byLine = new Map<number, Set<Endpoint>>();
  for (const endpoint of endpoints)
    for (const line of [endpoint.line, ...endpoint.context.map((context) => context.line)])
      byLine.set(line, (byLine.get(line) ?? new Set()).add(endpoint));
  const warned = new Set(unread.map((entry) => entry.line));
  const found: Unread[] = [];
  // The code-like names of a prose sentence that the document holds nowhere: read for something else (credentials,
  // a status) and dropped.
  for (const { line, text: sentence, names: written } of said) {
    // A name of credentials (`requireApiKey`, `basicAuth`) is read as the endpoint's security, not as a field.
    const missing = written.filter((name) => !names.has(name) && !CREDENTIALS.test(name));
    if (missing.length === 0 || warned.has(line)) continue;
    const listed = missing
      .slice(0, 5)
      .map((name) => `\`${name.slice(0, 40)}\``)
      .join(', ');
    found.push({
      line,
      text: sentence.slice(0, 100),
      why: `${listed} ${missing.length === 1 ? 'is' : 'are'} named here but in no endpoint's fields`,
      partly: true,
    });
    warned.add(line);
  }
  const lines = text.split(/\r\n|\r|\n/);
  const known: Known = {
    all,
    names,
    written: new Set(
      [...text.matchAll(/`([A-Za-z_]\w*)`|"([A-Za-z_]\w*)"\s*:|^\s*([A-Za-z_]\w*)\??\s*:/gm)].map((m) => m[1] ?? m[2] ?? m[3] ?? ''),
    ),
    reported: new Set(),
  };
  // A line is about the endpoints it names, else about those named last before it; before any, about all of them.
  let inScope = all;
  for (const [index, written] of lines.entries()) {
    const line = index + 1;
    const own = byLine.get(line);
    if (own) inScope = merge([...own].map((endpoint) => held.get(endpoint) as Held));
    if (warned.has(line) || written.trim() === '') continue;
    for (const sentence of sentences(written.trim())) {
      const why = problems(sentence, inScope, known);
      if (why.length === 0) continue;
      found.push({ line, text: sentence.trim().slice(0, 100), why: why.join('; '), partly: true });
      break;
    }
  }
  return found;
}
