/**
 * Object shapes as API notes show them, read leniently in one pass: JSON examples (`{"amount": 18500.0}`, where
 * `18500.0` is a number and `42` an integer), JavaScript objects (`{ channel: 'sms' }`), TypeScript types (`{ id:
 * string; notes?: string; status: "a" | "b"; at: string /* ISO timestamp *\/ }`, `Array<{ kwh: number }>`,
 * `string[]`), type-word objects (`{ appointmentId: uuid, fee: number }`), shorthand (`{ period, arn }`) and
 * placeholders (`[ ...subscription objects... ]`).
 */
import { refineByComment } from './members';
import { languageType } from './type-names';
import { onlyTypePhrase, stringSchema, typePhrase, type Schema } from './types';

export interface Literal {
  schema: Schema;
  /** The value, when the literal is a concrete example (JSON-like values only). */
  example?: unknown;
  /** Where the literal ends in the text. */
  end: number;
  /** It was closed before the text ended. */
  closed: boolean;
}

const MAX_DEPTH = 8;
/** Members read of one object (more are skipped), and array elements whose types are merged. */
const MAX_MEMBERS = 100;

interface Read {
  schema: Schema;
  value: unknown;
  concrete: boolean;
  optional?: boolean;
}

class Reader {
  i: number;
  closed = true;
  /** The comments skipped since the member being read began. */
  comments = '';
  constructor(
    readonly text: string,
    start: number,
  ) {
    this.i = start;
  }

  /** Skips spaces (not newlines when `lines`), and comments, returning the comments' text. */
  space(lines = true): string {
    let comment = '';
    for (;;) {
      const c = this.text[this.i];
      if (c === ' ' || c === '\t' || c === '\r' || (lines && c === '\n')) this.i += 1;
      else if (this.text.startsWith('/*', this.i)) {
        const end = this.text.indexOf('*/', this.i + 2);
        comment += ` ${this.text.slice(this.i + 2, end < 0 ? this.text.length : end)}`;
        this.comments += comment;
        this.i = end < 0 ? this.text.length : end + 2;
      } else if (this.text.startsWith('//', this.i) && this.text[this.i - 1] !== ':') {
        const end = this.text.indexOf('\n', this.i);
        comment += ` ${this.text.slice(this.i + 2, end < 0 ? this.text.length : end)}`;
        this.comments += comment;
        this.i = end < 0 ? this.text.length : end;
      } else return comment.trim();
    }
  }

  /** A quoted string, the quote at `i`. */
  quoted(): string {
    const quote = this.text[this.i] as string;
    let out = '';
    this.i += 1;
    while (this.i < this.text.length && this.text[this.i] !== quote && this.text[this.i] !== '\n') {
      if (this.text[this.i] === '\\') this.i += 1;
      out += this.text[this.i] ?? '';
      this.i += 1;
    }
    this.i += 1;
    return out;
  }

  /** Skips a bracketed region (the opener at `i`) without reading it: too deep, or a placeholder. */
  skip(): void {
    let depth = 0;
    while (this.i < this.text.length) {
      const c = this.text[this.i] as string;
      if (c === '"') this.quoted();
      else {
        if (c === '{' || c === '[') depth += 1;
        if (c === '}' || c === ']') depth -= 1;
        this.i += 1;
        if (depth === 0) return;
      }
    }
    this.closed = false;
  }

  value(depth: number): Read {
    this.space();
    const c = this.text[this.i];
    if (c === '{' || c === '[') {
      if (depth >= MAX_DEPTH) {
        this.skip();
        return { schema: {}, value: undefined, concrete: false };
      }
      const read = c === '{' ? this.object(depth + 1) : this.array(depth + 1);
      return this.arraySuffix(read);
    }
    if (this.text.startsWith('Array<', this.i)) {
      this.i += 6;
      const inner = this.value(depth + 1);
      this.space();
      if (this.text[this.i] === '>') this.i += 1;
      return { schema: { type: 'array', items: inner.schema }, value: undefined, concrete: false };
    }
    return this.union(depth);
  }

  /** `T[]` after a type. */
  arraySuffix(read: Read): Read {
    let result = read;
    while (this.text.startsWith('[]', this.i)) {
      this.i += 2;
      result = { schema: { type: 'array', items: result.schema }, value: undefined, concrete: false };
    }
    return result;
  }

  /** A scalar, a type phrase, or a union of them (`"a" | "b"`, `SILVER | GOLD`, `string | null`). */
  union(depth: number): Read {
    const parts: Array<{ text: string; quoted: boolean }> = [];
    let nested: Read | undefined;
    for (;;) {
      this.space(false);
      const c = this.text[this.i];
      if (c === '"' || c === "'") parts.push({ text: this.quoted(), quoted: true });
      else if (c === '{' || c === '[' || this.text.startsWith('Array<', this.i)) nested = this.value(depth);
      else {
        const start = this.i;
        while (this.i < this.text.length && !/[,;}\]\n|>{[]/.test(this.text[this.i] as string) && !this.text.startsWith('/*', this.i))
          if (this.text.startsWith('//', this.i) && this.text[this.i - 1] !== ':') break;
          else this.i += 1;
        let word = this.text.slice(start, this.i).trim();
        while (word !== '' && this.text.startsWith('[]', this.i)) {
          word += '[]';
          this.i += 2;
        }
        if (word !== '') parts.push({ text: word, quoted: false });
        else if (start === this.i && parts.length === 0 && !nested && this.i < this.text.length && !/[,;}\]\n]/.test(c ?? '')) this.i += 1;
      }
      this.space(false);
      if (this.text[this.i] !== '|') break;
      this.i += 1;
    }
    if (nested && parts.length === 0) return nested;
    const values = parts.filter((part) => part.text !== 'null' && part.text !== 'undefined');
    const nullable = values.length < parts.length;
    if (values.length === 1 && !(values[0] as { quoted: boolean }).quoted && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(values[0]?.text ?? '')) {
      const text = values[0]?.text as string;
      return { schema: { type: /[.eE]/.test(text) ? 'number' : 'integer' }, value: Number(text), concrete: true };
    }
    if (values.length === 1 && /^(true|false)$/.test(values[0]?.text ?? '') && !values[0]?.quoted)
      return { schema: { type: 'boolean' }, value: values[0]?.text === 'true', concrete: true };
    if (values.length === 1 && values[0]?.quoted) return { schema: stringSchema(values[0].text), value: values[0].text, concrete: true };
    if (values.length > 1 && values.every((part) => part.quoted || /^[A-Za-z0-9_.-]+$/.test(part.text))) {
      const types = values.map((part) => (part.quoted ? undefined : typePhrase(part.text)));
      if (types.every((type) => type === undefined))
        return { schema: { type: 'string', enum: values.map((part) => part.text) }, value: undefined, concrete: false };
      const first = types.find((type) => type !== undefined) as Schema;
      return { schema: first, value: undefined, concrete: false, optional: nullable };
    }
    if (values.length === 0) return { schema: {}, value: nullable ? null : undefined, concrete: nullable };
    const phrase = values[0]?.text ?? '';
    // `<binary data>`, `...`, `<token>`: a placeholder says nothing of the type.
    const schema = /^(<.*>?|\.\.\.|…)$/.test(phrase)
      ? {}
      : (onlyTypePhrase(phrase) ?? typePhrase(phrase) ?? languageType(phrase, { family: 'ts' }).schema);
    // `discount: number (optional)`: a note in parentheses after the type.
    return { schema, value: undefined, concrete: false, optional: nullable || /\(\s*optional\b[^()]*\)\s*$/i.test(phrase) };
  }

  array(depth: number): Read {
    const open = this.i;
    this.i += 1;
    this.space();
    const start = this.i;
    if (this.text.startsWith('...', this.i) || this.text[this.i] === '…') {
      // `[ ...subscription objects... ]`: a placeholder for items of one kind.
      this.i = open;
      this.skip();
      const words = this.text.slice(start, this.i);
      return { schema: { type: 'array', items: /\bobjects?\b/i.test(words) ? { type: 'object' } : {} }, value: undefined, concrete: false };
    }
    const values: unknown[] = [];
    let items: Schema | undefined;
    let concrete = true;
    while (this.i < this.text.length && this.text[this.i] !== ']') {
      const read = this.value(depth);
      values.push(read.value);
      concrete &&= read.concrete;
      items = items ? mergeItems(items, read.schema) : read.schema;
      this.space();
      if (this.text[this.i] === ',') this.i += 1;
      else if (this.text[this.i] !== ']') this.i += 1;
      this.space();
      if (values.length > MAX_MEMBERS) concrete = false;
    }
    if (this.i >= this.text.length) this.closed = false;
    this.i += 1;
    return { schema: { type: 'array', items: items ?? {} }, value: values, concrete };
  }

  object(depth: number): Read {
    this.i += 1;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    const value: Record<string, unknown> = {};
    let concrete = true;
    let last: string | undefined;
    // A comment that says a member is optional ("optional", "absent when …") takes it out of `required`.
    const optionalByComment = new Set<string>();
    const comment = (key: string, text: string) => {
      const read = hinted(properties[key] as Schema, text);
      properties[key] = read.schema;
      if (read.optional) optionalByComment.add(key);
    };
    for (let count = 0; count < MAX_MEMBERS * 4; count += 1) {
      const said = this.space();
      if (said && last) comment(last, said);
      const c = this.text[this.i];
      if (c === undefined) {
        this.closed = false;
        break;
      }
      if (c === '}') {
        this.i += 1;
        break;
      }
      if (c === ',' || c === ';') {
        this.i += 1;
        continue;
      }
      let key: string;
      if (c === '"' || c === "'") key = this.quoted();
      else if (this.text.startsWith('...', this.i) || c === '…') {
        this.i += c === '…' ? 1 : 3;
        concrete = false;
        continue;
      } else {
        const match = /^[A-Za-z_$][\w$.-]*/.exec(this.text.slice(this.i, this.i + 100));
        if (!match) {
          this.i += 1;
          concrete = false;
          continue;
        }
        key = match[0];
        this.i += key.length;
      }
      let optional = false;
      this.space(false);
      if (this.text[this.i] === '?') {
        optional = true;
        this.i += 1;
        this.space(false);
      }
      let read: Read = { schema: {}, value: undefined, concrete: false };
      this.comments = '';
      // `{sku, qty (integer), note (optional)}`: hints in parentheses after a shorthand name.
      if (this.text[this.i] === '(') {
        const close = this.text.indexOf(')', this.i);
        const hint = this.text.slice(this.i + 1, close < 0 ? this.text.length : close);
        this.i = close < 0 ? this.text.length : close + 1;
        if (/\boptional\b/i.test(hint)) optional = true;
        const first = hint.split(',')[0]?.trim() ?? '';
        read = { schema: onlyTypePhrase(first) ?? typePhrase(first) ?? {}, value: undefined, concrete: false };
        concrete = false;
      }
      if (this.text[this.i] === ':') {
        this.i += 1;
        read = this.value(depth);
      } else if (read.schema.type === undefined) concrete = false;
      this.space(false);
      const trailing = this.comments.trim();
      this.comments = '';
      if (Object.keys(properties).length < MAX_MEMBERS) {
        properties[key] = read.schema;
        if (trailing) comment(key, trailing);
        if (!optional && !read.optional) required.push(key);
        value[key] = read.value;
      }
      concrete &&= read.concrete;
      last = key;
    }
    const schema: Schema = { type: 'object', properties };
    const kept = [...new Set(required)].filter((key) => !optionalByComment.has(key));
    if (kept.length > 0) schema.required = kept;
    return { schema, value, concrete };
  }
}

/** Array items from several examples: objects member by member (the first example's types first). */
function mergeItems(a: Schema, b: Schema): Schema {
  if (a.type !== 'object' || b.type !== 'object') return a.type === undefined ? b : a;
  const properties = { ...(b.properties as Record<string, Schema>), ...(a.properties as Record<string, Schema>) };
  const required = ((a.required as string[]) ?? []).filter((key) => ((b.required as string[]) ?? []).includes(key));
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** A comment says what a plain `string` is ("ISO 8601 timestamp", "user UUID", `e.g. "2024-06-30"`), or that it is optional. */
function hinted(schema: Schema, comment: string): { schema: Schema; optional?: boolean } {
  const refined = refineByComment(schema, comment);
  if (schema.type !== undefined && (schema.type !== 'string' || schema.format || schema.enum))
    return { ...refined, schema: refined.schema };
  const stated = onlyTypePhrase(comment) ?? typePhrase(comment);
  const typed = stated && (schema.type === undefined || stated.type === 'string' || stated.type === 'integer') ? stated : refined.schema;
  return { ...refined, schema: typed };
}

/** The literal starting at `start` (an opening `{` or `[`, or `Array<`), or undefined when nothing is read. */
export function readLiteral(text: string, start = 0): Literal | undefined {
  const reader = new Reader(text, start);
  const read = reader.value(0);
  if (read.schema.type !== 'object' && read.schema.type !== 'array') return undefined;
  return { schema: read.schema, ...(read.concrete ? { example: read.value } : {}), end: reader.i, closed: reader.closed };
}
