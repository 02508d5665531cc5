import { describeAt, hintAt } from './json-positions';
import { escapePointerToken } from '../../common/text';

/** The strict RFC 8259 parser: iterative (no recursion, so no stack overflow at any depth), scalars kept as source text. Shared by every tool that reads JSON text and must say where it breaks. */

/** A place in `text`: 1-based line and column (columns count UTF-16 code units), 0-based UTF-16 offset. */
export interface JsonTextPosition {
  line: number;
  column: number;
  offset: number;
}

/** A scalar is kept as its source text, so numbers and string escapes survive digit for digit. */
export type JsonNode = string | JsonArray | JsonObject;
interface JsonArray {
  kind: 'array';
  items: JsonNode[];
}
interface JsonObject {
  kind: 'object';
  members: JsonMember[];
}
export interface JsonMember {
  key: string;
  rawKey: string;
  keyOffset: number;
  value: JsonNode;
}

const MAX_JSON_DEPTH = 1000;
export const MAX_DUPLICATE_WARNINGS = 100;

interface OpenContainer {
  node: JsonArray | JsonObject;
  /** RFC 6901 segment of this container inside its parent (unescaped). */
  segment: string;
  indexByKey: Map<string, number>;
  pendingKey?: { key: string; rawKey: string; offset: number };
}

// Not an Error: callers turn it into a result or a ToolInputError, so it skips the cost of a stack trace.
export class JsonSyntaxFailure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

interface DuplicateKey {
  rawKey: string;
  offset: number;
  firstOffset: number;
  pointer: string;
}

export interface ParsedJson {
  root: JsonNode;
  depth: number;
  keys: number;
  duplicates: DuplicateKey[];
}

const PLAIN_STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const HEX = /^[0-9a-fA-F]$/;
const SIMPLE_ESCAPES = '"\\/bfnrt';

export function parseStrictJson(text: string, locate: (offset: number) => JsonTextPosition): ParsedJson {
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
    fail(
      pos,
      pos >= text.length
        ? `Unexpected end of input: expected ${expected}.`
        : `Expected ${expected}, found ${describeAt(text, pos)}.${hintAt(text, pos)}`,
    );

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
            if (!HEX.test(text[k] as string))
              fail(k, `Invalid Unicode escape: expected 4 hex digits after "\\u", found ${describeAt(text, k)}.`);
          }
          pos = escape + 5;
        } else if (SIMPLE_ESCAPES.includes(e)) {
          pos = escape + 1;
        } else {
          fail(
            escape,
            `Invalid escape sequence: ${describeAt(text, escape)} cannot follow a backslash (allowed: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).`,
          );
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
      const segment =
        parent === undefined ? '' : parent.node.kind === 'array' ? String(parent.node.items.length) : (parent.pendingKey?.key ?? '');
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
    [...stack.slice(1).map((c) => c.segment), key].map((s) => '/' + escapePointerToken(s)).join('');

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
  if (pos < text.length)
    fail(
      pos,
      `Unexpected ${describeAt(text, pos)} after the end of the JSON value: only one top-level value is allowed.${hintAt(text, pos)}`,
    );
  return { root: value as JsonNode, depth, keys, duplicates };
}
