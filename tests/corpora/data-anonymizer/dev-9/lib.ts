// Shared machinery for the dev-9 corpus generator: seeded PRNG, checksums,
// labelled text segments, CSV / JSON document builders.
// Everything here is hand-written; no name, place or word lists are imported.

export type Kind =
  | 'name' | 'address' | 'date_of_birth' | 'phone' | 'email' | 'aadhaar'
  | 'pan' | 'gstin' | 'card' | 'bank_account' | 'upi' | 'ip';

export const KINDS: Kind[] = [
  'name', 'address', 'date_of_birth', 'phone', 'email', 'aadhaar',
  'pan', 'gstin', 'card', 'bank_account', 'upi', 'ip',
];

// ---------------------------------------------------------------- PRNG
function mulberry32(a: number) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const MASTER_SEED = 0x9a71d3e5;
let R = mulberry32(MASTER_SEED);
export function hashStr(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}
export function reseed(id: string) { R = mulberry32((hashStr(id) ^ MASTER_SEED) >>> 0); }
export const rnd = () => R();
export const ri = (a: number, b: number) => a + Math.floor(R() * (b - a + 1));
export function pick<T>(a: readonly T[]): T { return a[Math.floor(R() * a.length)]; }
export const chance = (p: number) => R() < p;
export function pickW<T>(items: readonly [T, number][]): T {
  let tot = 0; for (const [, w] of items) tot += w;
  let x = R() * tot;
  for (const [v, w] of items) { x -= w; if (x < 0) return v; }
  return items[items.length - 1][0];
}
export function shuffle<T>(a: readonly T[]): T[] {
  const b = a.slice();
  for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(R() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; }
  return b;
}
export function pickN<T>(a: readonly T[], n: number): T[] { return shuffle(a).slice(0, n); }
export const digits = (n: number) => { let s = ''; for (let i = 0; i < n; i++) s += String(ri(0, 9)); return s; };
export const pad = (n: number, w = 2) => String(n).padStart(w, '0');

// ---------------------------------------------------------------- checksums
const VD = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];
export function verhoeffDigit(num: string): number {
  let c = 0;
  const d = num.split('').reverse().map(Number);
  for (let i = 0; i < d.length; i++) c = VD[c][VP[(i + 1) % 8][d[i]]];
  return VINV[c];
}
export function verhoeffValid(num: string): boolean {
  let c = 0;
  const d = num.split('').reverse().map(Number);
  for (let i = 0; i < d.length; i++) c = VD[c][VP[i % 8][d[i]]];
  return c === 0;
}
export function luhnDigit(partial: string): number {
  let sum = 0;
  const d = partial.split('').reverse().map(Number);
  for (let i = 0; i < d.length; i++) { let v = d[i]; if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return (10 - (sum % 10)) % 10;
}
export function luhnValid(num: string): boolean {
  let sum = 0;
  const d = num.split('').reverse().map(Number);
  for (let i = 0; i < d.length; i++) { let v = d[i]; if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return sum % 10 === 0;
}
const G36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = G36.indexOf(first14[i]);
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return G36[(36 - (sum % 36)) % 36];
}

// ---------------------------------------------------------------- segments
export interface LSeg { t: string; k: Kind }
export type Seg = string | LSeg;
export class S { constructor(public segs: Seg[]) {} }          // JSON string leaf with labels
export class NumL { constructor(public n: number, public k: Kind) {} } // JSON number leaf, labelled whole
export type Piece = Seg | S | Piece[] | number | null | undefined | false;

export function L(k: Kind, t: string): LSeg {
  if (!t) throw new Error('empty label for ' + k);
  return { t, k };
}
export function flat(p: Piece, out: Seg[] = []): Seg[] {
  if (p === null || p === undefined || p === false) return out;
  if (Array.isArray(p)) { for (const x of p) flat(x, out); return out; }
  if (p instanceof S) { for (const x of p.segs) out.push(x); return out; }
  if (typeof p === 'number') { out.push(String(p)); return out; }
  out.push(p);
  return out;
}
/** tagged template: t`Call ${N(p)} on ${ph}` -> Seg[] */
export function t(strs: TemplateStringsArray, ...vals: Piece[]): Seg[] {
  const out: Seg[] = [];
  strs.forEach((s, i) => { if (s) out.push(s); if (i < vals.length) flat(vals[i], out); });
  return out;
}
export function s(...p: Piece[]): S { return new S(flat(p)); }
/** join pieces: join([a,b,c], ', ', ' and ') */
export function join(items: Piece[], sep: string, lastSep?: string): Seg[] {
  const out: Seg[] = [];
  items.forEach((it, i) => {
    if (i > 0) out.push(i === items.length - 1 && lastSep !== undefined ? lastSep : sep);
    flat(it, out);
  });
  return out;
}
/** map text of every segment (labels preserved) */
export function mapText(p: Piece, f: (x: string) => string): Seg[] {
  return flat(p).map((x) => (typeof x === 'string' ? f(x) : { t: f(x.t), k: x.k }));
}
export const up = (p: Piece) => mapText(p, (x) => x.toUpperCase());
export const low = (p: Piece) => mapText(p, (x) => x.toLowerCase());
export function ucfirst(p: Piece): Seg[] {
  const f = flat(p);
  if (!f.length) return f;
  const x = f[0];
  if (typeof x === 'string') f[0] = x.charAt(0).toUpperCase() + x.slice(1);
  return f;
}

export interface Span { start: number; end: number; kind: Kind; value: string }
export function render(p: Piece): { text: string; spans: Span[] } {
  let text = '';
  const spans: Span[] = [];
  for (const seg of flat(p)) {
    if (typeof seg === 'string') text += seg;
    else if (seg.k.startsWith('la:')) {
      text += seg.t;
      const ty = seg.k.slice(3);
      LOOKALIKES[ty] = (LOOKALIKES[ty] ?? 0) + 1;
    } else {
      const start = text.length;
      text += seg.t;
      spans.push({ start, end: text.length, kind: seg.k, value: seg.t });
    }
  }
  return { text, spans };
}

// ---------------------------------------------------------------- documents
export interface Label { row: number; pointer: string; start: number; end: number; kind: Kind; value: string }
export interface Doc { id: string; about: string; format: 'csv' | 'json'; delimiter?: string; text: string; labels: Label[] }

export const escPtr = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

export function csvDoc(o: {
  id: string; about: string; headers: string[]; rows: Piece[][];
  delimiter?: string; eol?: '\n' | '\r\n'; quoteAll?: boolean; noTrailingEol?: boolean;
}): Doc {
  const d = o.delimiter ?? ',';
  const eol = o.eol ?? '\n';
  if (new Set(o.headers).size !== o.headers.length) throw new Error(o.id + ': duplicate header');
  const q = (v: string) => {
    const need = o.quoteAll || v.includes(d) || v.includes('"') || v.includes('\n') || v.includes('\r');
    return need ? '"' + v.replace(/"/g, '""') + '"' : v;
  };
  const labels: Label[] = [];
  const lines = [o.headers.map(q).join(d)];
  o.rows.forEach((row, r) => {
    if (row.length !== o.headers.length) throw new Error(`${o.id}: row ${r} has ${row.length} cells`);
    const cells = row.map((cell, ci) => {
      const rr = render(cell);
      for (const sp of rr.spans) labels.push({ row: r, pointer: '/' + escPtr(o.headers[ci]), ...sp });
      return q(rr.text);
    });
    lines.push(cells.join(d));
  });
  const text = lines.join(eol) + (o.noTrailingEol ? '' : eol);
  return { id: o.id, about: o.about, format: 'csv', delimiter: d, text, labels };
}

export function jsonDoc(o: { id: string; about: string; rows: any[]; style?: 'pretty2' | 'pretty4' | 'tab' | 'compact' | 'lines' }): Doc {
  const labels: Label[] = [];
  const conv = (v: any, ptr: string, row: number): any => {
    if (v instanceof S || (v && typeof v === 'object' && 'k' in v && 't' in v && Object.keys(v).length === 2)) {
      const rr = render(v instanceof S ? v : [v as LSeg]);
      for (const sp of rr.spans) labels.push({ row, pointer: ptr, ...sp });
      return rr.text;
    }
    if (v instanceof NumL) {
      const str = String(v.n);
      labels.push({ row, pointer: ptr, start: 0, end: str.length, kind: v.k, value: str });
      return v.n;
    }
    if (Array.isArray(v)) return v.map((x, i) => conv(x, ptr + '/' + i, row));
    if (v && typeof v === 'object') {
      const out: any = {};
      for (const [k, x] of Object.entries(v)) { if (x === undefined) continue; out[k] = conv(x, ptr + '/' + escPtr(k), row); }
      return out;
    }
    return v;
  };
  const rows = o.rows.map((r, i) => conv(r, '', i));
  let text: string;
  switch (o.style ?? 'pretty2') {
    case 'pretty4': text = JSON.stringify(rows, null, 4); break;
    case 'tab': text = JSON.stringify(rows, null, '\t'); break;
    case 'compact': text = JSON.stringify(rows); break;
    case 'lines': text = '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]'; break;
    default: text = JSON.stringify(rows, null, 2);
  }
  return { id: o.id, about: o.about, format: 'json', text, labels };
}

// ---------------------------------------------------------------- look-alike accounting
// LA(type, text) is an UNLABELLED segment: render() writes its text as plain text (no label) and
// counts it by type, so only look-alikes that really end up in a document are counted.
export const LOOKALIKES: Record<string, number> = {};
export function LA(type: string, text: string): LSeg {
  return { t: text, k: ('la:' + type) as Kind };
}
