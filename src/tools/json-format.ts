import { ToolInputError } from './errors';

// A hand-written strict parser instead of jsonc-parser (installed, and its scanner gives offsets and raw
// number text): measured with jsonc-parser 3.3.1, its scanner accepts U+00A0, U+FEFF and other Unicode
// spaces as whitespace, reports a bad escape or control character at the start of the string rather than
// at the offending character, and `visit`/`parseTree` recurse, overflowing the stack at 100000 `[`.

export type JsonIndent = 2 | 4 | 'tab';

export interface JsonFormatRequest {
  text: string;
  indent: JsonIndent;
  sortKeys: boolean;
  mode: 'pretty' | 'minify';
}

/** A place in `text`: 1-based line and column (columns count UTF-16 code units), 0-based UTF-16 offset. */
export interface JsonTextPosition {
  line: number;
  column: number;
  offset: number;
}

export interface JsonSyntaxError extends JsonTextPosition {
  message: string;
}

export interface JsonDuplicateKeyWarning extends JsonTextPosition {
  message: string;
  /** RFC 6901 pointer to the duplicated member. */
  pointer: string;
}

export interface JsonFormatStats {
  /** Deepest nesting of arrays and objects; 0 for a scalar. */
  depth: number;
  /** Object members as written, duplicates included. */
  keys: number;
  /** Members whose key already occurred in the same object. */
  duplicateKeys: number;
}

export interface JsonFormatValidResult {
  valid: true;
  output: string;
  warnings: JsonDuplicateKeyWarning[];
  stats: JsonFormatStats;
}

export interface JsonFormatInvalidResult {
  valid: false;
  error: JsonSyntaxError;
}

export type JsonFormatResult = JsonFormatValidResult | JsonFormatInvalidResult;

export const MAX_JSON_DEPTH = 1000;
export const MAX_DUPLICATE_WARNINGS = 100;
// Pretty output grows with depth x indent per line, so an 8 kB input can ask for 16 MB: the output may be at most
// OUTPUT_FACTOR times the input (plus a little for tiny inputs), and never more than MAX_OUTPUT_LENGTH.
export const MAX_OUTPUT_LENGTH = 4 * 1024 * 1024;
export const OUTPUT_FACTOR = 32;
export const OUTPUT_ALLOWANCE = 4096;

/** The longest output a request may get: 32 characters per input character plus 4,096, at most 4 Mi characters. */
export function outputLimit(inputLength: number): number {
  return Math.min(MAX_OUTPUT_LENGTH, OUTPUT_FACTOR * inputLength + OUTPUT_ALLOWANCE);
}

/** A scalar is kept as its source text, so numbers and string escapes survive digit for digit. */
type JsonNode = string | JsonArray | JsonObject;
interface JsonArray {
  kind: 'array';
  items: JsonNode[];
}
interface JsonObject {
  kind: 'object';
  members: JsonMember[];
}
interface JsonMember {
  key: string;
  rawKey: string;
  keyOffset: number;
  value: JsonNode;
}

interface OpenContainer {
  node: JsonArray | JsonObject;
  /** RFC 6901 segment of this container inside its parent (unescaped). */
  segment: string;
  indexByKey: Map<string, number>;
  pendingKey?: { key: string; rawKey: string; offset: number };
}

// Not an Error: it never leaves formatJson, so it skips the cost of a stack trace.
class JsonSyntaxFailure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

/** Validates strict RFC 8259 JSON and re-emits it pretty or minified, numbers and strings exactly as written. */
export function formatJson(request: JsonFormatRequest): JsonFormatResult {
  const text = request.text;
  const locate = makeLocator(text);
  let parsed: ParsedJson;
  try {
    parsed = parseStrictJson(text, locate);
  } catch (failure) {
    if (!(failure instanceof JsonSyntaxFailure)) throw failure;
    return { valid: false, error: { message: failure.message, ...locate(failure.offset) } };
  }
  const unit = request.indent === 'tab' ? '\t' : ' '.repeat(request.indent);
  const output = emit(parsed.root, request.mode === 'minify' ? undefined : unit, request.sortKeys, outputLimit(request.text.length));
  const warnings = parsed.duplicates.slice(0, MAX_DUPLICATE_WARNINGS).map((d) => {
    const first = locate(d.firstOffset);
    return {
      message: `Duplicate key ${d.rawKey} (first at line ${first.line}, column ${first.column}); the last value is kept at the first occurrence's place.`,
      pointer: d.pointer,
      ...locate(d.offset),
    };
  });
  return {
    valid: true,
    output,
    warnings,
    stats: { depth: parsed.depth, keys: parsed.keys, duplicateKeys: parsed.duplicates.length },
  };
}

interface DuplicateKey {
  rawKey: string;
  offset: number;
  firstOffset: number;
  pointer: string;
}

interface ParsedJson {
  root: JsonNode;
  depth: number;
  keys: number;
  duplicates: DuplicateKey[];
}

const PLAIN_STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const HEX = /^[0-9a-fA-F]$/;
const SIMPLE_ESCAPES = '"\\/bfnrt';

function parseStrictJson(text: string, locate: (offset: number) => JsonTextPosition): ParsedJson {
  let pos = 0;
  let depth = 0;
  let keys = 0;
  const duplicates: DuplicateKey[] = [];
  const stack: OpenContainer[] = [];

  const skipWhitespace = (): void => {
    for (let c = text.charCodeAt(pos); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++pos));
  };
  const isDigit = (at: number): boolean => {
    const c = text.charCodeAt(at);
    return c >= 0x30 && c <= 0x39;
  };
  const skipDigits = (): void => {
    while (isDigit(pos)) pos++;
  };
  const fail = (at: number, message: string): never => {
    throw new JsonSyntaxFailure(at, message);
  };
  const failUnexpected = (expected: string): never =>
    fail(pos, pos >= text.length ? `Unexpected end of input: expected ${expected}.` : `Expected ${expected}, found ${describeAt(text, pos)}.${hintAt(text, pos)}`);

  const readString = (): string => {
    const start = pos;
    const unterminated = (): never => {
      const at = locate(start);
      return fail(text.length, `Unterminated string starting at line ${at.line}, column ${at.column}: expected a closing '"'.`);
    };
    pos++;
    for (;;) {
      PLAIN_STRING_RUN.lastIndex = pos;
      PLAIN_STRING_RUN.test(text);
      pos = PLAIN_STRING_RUN.lastIndex;
      if (pos >= text.length) unterminated();
      const c = text[pos] as string;
      if (c === '"') {
        pos++;
        return text.slice(start, pos);
      }
      if (c === '\\') {
        const escape = pos + 1;
        if (escape >= text.length) unterminated();
        const e = text[escape] as string;
        if (e === 'u') {
          for (let k = escape + 1; k < escape + 5; k++) {
            if (k >= text.length) unterminated();
            if (!HEX.test(text[k] as string)) fail(k, `Invalid Unicode escape: expected 4 hex digits after "\\u", found ${describeAt(text, k)}.`);
          }
          pos = escape + 5;
        } else if (SIMPLE_ESCAPES.includes(e)) {
          pos = escape + 1;
        } else {
          fail(escape, `Invalid escape sequence: ${describeAt(text, escape)} cannot follow a backslash (allowed: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).`);
        }
      } else {
        fail(pos, `Unescaped control character ${describeAt(text, pos)} in string: write it as an escape such as \\n or \\u001f.`);
      }
    }
  };

  const readNumber = (): string => {
    const start = pos;
    if (text[pos] === '-') {
      pos++;
      if (!isDigit(pos)) fail(pos, `Expected a digit after '-', found ${describeAt(text, pos)}.`);
    }
    if (text[pos] === '0') {
      pos++;
      if (isDigit(pos)) fail(pos, 'Leading zeros are not allowed in numbers.');
    } else {
      skipDigits();
    }
    if (text[pos] === '.') {
      pos++;
      if (!isDigit(pos)) fail(pos, `Expected a digit after the decimal point, found ${describeAt(text, pos)}.`);
      skipDigits();
    }
    if (text[pos] === 'e' || text[pos] === 'E') {
      pos++;
      if (text[pos] === '+' || text[pos] === '-') pos++;
      if (!isDigit(pos)) fail(pos, `Expected a digit in the exponent, found ${describeAt(text, pos)}.`);
      skipDigits();
    }
    return text.slice(start, pos);
  };

  const readLiteral = (literal: string): string => {
    for (let k = 0; k < literal.length; k++, pos++) {
      if (text[pos] !== literal[k]) fail(pos, `Invalid literal: expected "${literal}", found ${describeAt(text, pos)}.`);
    }
    return literal;
  };

  /** Reads a scalar, or opens a container and returns undefined. */
  const readValue = (): JsonNode | undefined => {
    const c = text[pos];
    if (c === '"') return readString();
    if (c === '-' || isDigit(pos)) return readNumber();
    if (c === 't') return readLiteral('true');
    if (c === 'f') return readLiteral('false');
    if (c === 'n') return readLiteral('null');
    if (c === '[' || c === '{') {
      if (stack.length >= MAX_JSON_DEPTH) fail(pos, `Nesting deeper than ${MAX_JSON_DEPTH} levels is not supported.`);
      const node: JsonArray | JsonObject = c === '[' ? { kind: 'array', items: [] } : { kind: 'object', members: [] };
      const parent = stack[stack.length - 1];
      const segment = parent === undefined ? '' : parent.node.kind === 'array' ? String(parent.node.items.length) : (parent.pendingKey?.key ?? '');
      stack.push({ node, segment, indexByKey: new Map() });
      depth = Math.max(depth, stack.length);
      pos++;
      return undefined;
    }
    return failUnexpected('a JSON value');
  };

  const readKey = (top: OpenContainer): void => {
    if (text[pos] !== '"') failUnexpected('a property name in double quotes');
    const offset = pos;
    const rawKey = readString();
    const key = rawKey.includes('\\') ? (JSON.parse(rawKey) as string) : rawKey.slice(1, -1);
    top.pendingKey = { key, rawKey, offset };
    skipWhitespace();
    if (text[pos] !== ':') failUnexpected("':' after the property name");
    pos++;
    skipWhitespace();
  };

  const pointerTo = (key: string): string =>
    [...stack.slice(1).map((c) => c.segment), key].map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');

  const attach = (top: OpenContainer, value: JsonNode): void => {
    if (top.node.kind === 'array') {
      top.node.items.push(value);
      return;
    }
    const { key, rawKey, offset } = top.pendingKey as NonNullable<OpenContainer['pendingKey']>;
    keys++;
    const firstIndex = top.indexByKey.get(key);
    if (firstIndex === undefined) {
      top.indexByKey.set(key, top.node.members.length);
      top.node.members.push({ key, rawKey, keyOffset: offset, value });
      return;
    }
    // What JSON.parse does: the last value wins, at the place of the first occurrence.
    const first = top.node.members[firstIndex] as JsonMember;
    first.value = value;
    const pointer = duplicates.length < MAX_DUPLICATE_WARNINGS ? pointerTo(key) : '';
    duplicates.push({ rawKey, offset, firstOffset: first.keyOffset, pointer });
  };

  skipWhitespace();
  let value = readValue();
  for (;;) {
    const top = stack[stack.length - 1];
    if (top === undefined) break;
    const closer = top.node.kind === 'array' ? ']' : '}';
    if (value === undefined) {
      skipWhitespace();
      if (text[pos] === closer) {
        pos++;
        value = stack.pop()?.node;
        continue;
      }
      if (top.node.kind === 'object') {
        if (text[pos] !== '"') failUnexpected("a property name in double quotes or '}'");
        readKey(top);
      }
      value = readValue();
      continue;
    }
    attach(top, value);
    skipWhitespace();
    if (text[pos] === ',') {
      pos++;
      skipWhitespace();
      if (text[pos] === closer) fail(pos, `Trailing comma before '${closer}' is not allowed.`);
      if (top.node.kind === 'object') readKey(top);
      value = readValue();
      continue;
    }
    if (text[pos] === closer) {
      pos++;
      value = stack.pop()?.node;
      continue;
    }
    failUnexpected(`',' or '${closer}' after ${top.node.kind === 'array' ? 'an array element' : 'a property value'}`);
  }
  skipWhitespace();
  if (pos < text.length) fail(pos, `Unexpected ${describeAt(text, pos)} after the end of the JSON value: only one top-level value is allowed.${hintAt(text, pos)}`);
  return { root: value as JsonNode, depth, keys, duplicates };
}

function emit(root: JsonNode, unit: string | undefined, sortKeys: boolean, limit: number): string {
  const parts: string[] = [];
  let length = 0;
  const push = (s: string): void => {
    length += s.length;
    if (length > limit) {
      const rule = limit === MAX_OUTPUT_LENGTH ? `${MAX_OUTPUT_LENGTH} characters, the most this service returns` : `${limit} characters (${OUTPUT_FACTOR} per input character plus ${OUTPUT_ALLOWANCE})`;
      throw new ToolInputError('output_too_large', `The formatted JSON would exceed ${rule}; use mode "minify", indent "tab" or 2, or format a smaller part.`);
    }
    parts.push(s);
  };
  const breaks: string[] = [];
  const lineBreak = (level: number): string => (unit === undefined ? '' : (breaks[level] ??= '\n' + unit.repeat(level)));
  const separator = unit === undefined ? ':' : ': ';

  // Recursion is bounded by MAX_JSON_DEPTH, which the parser enforces.
  const write = (node: JsonNode, level: number): void => {
    if (typeof node === 'string') {
      push(node);
    } else if (node.kind === 'array') {
      if (node.items.length === 0) return push('[]');
      const inner = lineBreak(level + 1);
      node.items.forEach((item, index) => {
        push(index === 0 ? '[' + inner : ',' + inner);
        write(item, level + 1);
      });
      push(lineBreak(level) + ']');
    } else {
      if (node.members.length === 0) return push('{}');
      const inner = lineBreak(level + 1);
      orderedMembers(node.members, sortKeys).forEach((member, index) => {
        push((index === 0 ? '{' : ',') + inner + member.rawKey + separator);
        write(member.value, level + 1);
      });
      push(lineBreak(level) + '}');
    }
  };
  write(root, 0);
  return parts.join('');
}

/** Sorts by UTF-16 code units, the order of JavaScript's default Array.prototype.sort. */
function orderedMembers(members: JsonMember[], sortKeys: boolean): JsonMember[] {
  if (!sortKeys) return members;
  return [...members].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function makeLocator(text: string): (offset: number) => JsonTextPosition {
  let lineStarts: number[] | undefined;
  return (offset) => {
    if (lineStarts === undefined) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        // CRLF counts once; a lone CR is a line break as well.
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
      }
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] as number) + 1, offset };
  };
}

function describeAt(text: string, at: number): string {
  if (at >= text.length) return 'end of input';
  const code = text.codePointAt(at) as number;
  if (code === 0x27) return `"'"`;
  if (code > 0x20 && code < 0x7f) return `'${String.fromCodePoint(code)}'`;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function hintAt(text: string, at: number): string {
  const c = text[at];
  if (c === '/') return ' Comments are not allowed in JSON.';
  if (c === "'") return ' Strings and property names must use double quotes.';
  if (c === '\uFEFF') return ' A byte order mark is not allowed; remove it.';
  if (c === '+' || c === '.') return ' A number must start with a digit or \'-\'.';
  if (text.startsWith('NaN', at) || text.startsWith('Infinity', at)) return ' NaN and Infinity are not JSON numbers.';
  return '';
}
