// Shared helpers for the held-out corpus: a seeded PRNG, the check-digit algorithms, a text builder that
// records where each personal value was put, and the CSV / JSON writers that turn those records into labels.
// Written from the published algorithms only; nothing here is taken from the anonymizer's sources.

export type Kind =
  | 'name'
  | 'address'
  | 'date_of_birth'
  | 'phone'
  | 'email'
  | 'aadhaar'
  | 'pan'
  | 'gstin'
  | 'card'
  | 'bank_account'
  | 'upi'
  | 'ip';

export const KINDS: readonly Kind[] = [
  'name',
  'address',
  'date_of_birth',
  'phone',
  'email',
  'aadhaar',
  'pan',
  'gstin',
  'card',
  'bank_account',
  'upi',
  'ip',
];

// ---------------------------------------------------------------- PRNG (mulberry32)

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty array');
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  /** Pick with weights: [[weight, value], ...]. */
  wpick<T>(items: readonly (readonly [number, T])[]): T {
    const total = items.reduce((a, [w]) => a + w, 0);
    let x = this.next() * total;
    for (const [w, v] of items) {
      x -= w;
      if (x < 0) return v;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('wpick from empty list');
    return last[1];
  }
  shuffle<T>(arr: readonly T[]): T[] {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = a[i] as T;
      a[i] = a[j] as T;
      a[j] = t;
    }
    return a;
  }
  sample<T>(arr: readonly T[], k: number): T[] {
    return this.shuffle(arr).slice(0, k);
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

/** FNV-1a, to derive a per-document seed from its id. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// ---------------------------------------------------------------- check digits

const VD: number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP: number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function at(t: number[][], i: number, j: number): number {
  const v = t[i]?.[j];
  if (v === undefined) throw new Error('table index');
  return v;
}

export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  const rev = digits.split('').reverse();
  rev.forEach((ch, i) => {
    c = at(VD, c, at(VP, (i + 1) % 8, Number(ch)));
  });
  return String(VINV[c]);
}

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const rev = digits.split('').reverse();
  rev.forEach((ch, i) => {
    c = at(VD, c, at(VP, i % 8, Number(ch)));
  });
  return c === 0;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let v = Number(digits[i]);
    if (dbl) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + String(d))) return String(d);
  throw new Error('unreachable');
}

const GST_ALPHA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GST_ALPHA.indexOf(first14[i] ?? '');
    if (v < 0) throw new Error('bad GSTIN char');
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GST_ALPHA[(36 - (sum % 36)) % 36] as string;
}
export function gstinValid(s: string): boolean {
  return /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(s) && gstinCheckChar(s.slice(0, 14)) === s[14];
}
export const PAN_RE = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;

// Self-test against the published examples.
if (verhoeffCheckDigit('236') !== '3' || !verhoeffValid('2363')) throw new Error('Verhoeff self-test failed');
if (gstinCheckChar('27AAPFU0939F1Z') !== 'V') throw new Error('GSTIN self-test failed');
if (!luhnValid('4111111111111111') || !luhnValid('378282246310005')) throw new Error('Luhn self-test failed');

// ---------------------------------------------------------------- text builder

export interface Span {
  start: number;
  end: number;
  kind: Kind;
  value: string;
}

/** A string being built, with the spans of the personal values put into it. */
export class TB {
  text = '';
  spans: Span[] = [];
  /** Plain, non-personal text. */
  s(x: string): this {
    this.text += x;
    return this;
  }
  /** A personal value. */
  p(kind: Kind, v: string): this {
    if (v.length === 0) throw new Error(`empty ${kind} value`);
    if (v !== v.trim()) throw new Error(`${kind} value with outer spaces: "${v}"`);
    this.spans.push({ start: this.text.length, end: this.text.length + v.length, kind, value: v });
    this.text += v;
    return this;
  }
  /** Append another builder's text and spans. */
  t(o: TB | string): this {
    if (typeof o === 'string') return this.s(o);
    const off = this.text.length;
    for (const sp of o.spans) this.spans.push({ ...sp, start: sp.start + off, end: sp.end + off });
    this.text += o.text;
    return this;
  }
  get empty(): boolean {
    return this.text.length === 0;
  }
}

/** A whole-cell personal value. */
export function P(kind: Kind, v: string): TB {
  return new TB().p(kind, v);
}
export function T(): TB {
  return new TB();
}
/** Join builders / strings with a separator. */
export function join(parts: (TB | string)[], sep: string): TB {
  const t = new TB();
  parts.forEach((p, i) => {
    if (i > 0) t.s(sep);
    t.t(p);
  });
  return t;
}

/** A JSON number; kind set when the number is a personal value. */
export class Num {
  constructor(
    readonly n: number,
    readonly kind: Kind | null,
  ) {
    if (!Number.isSafeInteger(n) && kind !== null) throw new Error(`unsafe number for ${kind}: ${n}`);
  }
}

export type Cell = string | TB | Num;

export interface Label {
  row: number;
  pointer: string;
  start: number;
  end: number;
  kind: Kind;
  value: string;
}

export interface Doc {
  id: string;
  about: string;
  format: 'csv' | 'json';
  delimiter?: string;
  text: string;
  labels: Label[];
}

export function escPointer(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

function cellText(c: Cell): string {
  if (typeof c === 'string') return c;
  if (c instanceof Num) return String(c.n);
  return c.text;
}

export interface CsvOpts {
  delim: string;
  eol?: string;
  bom?: boolean;
  quoteAll?: boolean;
  trailing?: boolean;
}

export function writeCsv(
  id: string,
  about: string,
  headers: string[],
  rows: Cell[][],
  o: CsvOpts,
): Doc {
  if (new Set(headers).size !== headers.length) throw new Error(`${id}: duplicate header`);
  const eol = o.eol ?? '\n';
  const q = (s: string): string => {
    const need = o.quoteAll || s.includes(o.delim) || s.includes('"') || s.includes('\n') || s.includes('\r');
    return need ? '"' + s.replace(/"/g, '""') + '"' : s;
  };
  const lines: string[] = [headers.map(q).join(o.delim)];
  const labels: Label[] = [];
  rows.forEach((row, ri) => {
    if (row.length !== headers.length) throw new Error(`${id}: row ${ri} has ${row.length} cells, want ${headers.length}`);
    const texts = row.map(cellText);
    if (texts.every((t) => t === '')) throw new Error(`${id}: empty row ${ri}`);
    lines.push(texts.map(q).join(o.delim));
    row.forEach((c, ci) => {
      const ptr = '/' + escPointer(headers[ci] as string);
      if (c instanceof TB) {
        for (const sp of c.spans) labels.push({ row: ri, pointer: ptr, ...sp });
      } else if (c instanceof Num && c.kind) {
        const v = String(c.n);
        labels.push({ row: ri, pointer: ptr, start: 0, end: v.length, kind: c.kind, value: v });
      }
    });
  });
  const text = (o.bom ? '\ufeff' : '') + lines.join(eol) + (o.trailing ? eol : '');
  return { id, about, format: 'csv', delimiter: o.delim, text, labels };
}

export type JV = Cell | number | boolean | null | JV[] | { [k: string]: JV | undefined };

export function writeJson(id: string, about: string, rows: JV[], indent: number | string): Doc {
  const labels: Label[] = [];
  const walk = (v: JV | undefined, ptr: string, ri: number): unknown => {
    if (v === undefined) return undefined;
    if (v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string') return v;
    if (v instanceof TB) {
      for (const sp of v.spans) labels.push({ row: ri, pointer: ptr, ...sp });
      return v.text;
    }
    if (v instanceof Num) {
      if (v.kind) {
        const s = String(v.n);
        labels.push({ row: ri, pointer: ptr, start: 0, end: s.length, kind: v.kind, value: s });
      }
      return v.n;
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, ptr + '/' + i, ri));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x, ptr + '/' + escPointer(k), ri);
    return out;
  };
  const plain = rows.map((r, i) => walk(r, '', i));
  const text = JSON.stringify(plain, null, indent);
  return { id, about, format: 'json', text, labels };
}

