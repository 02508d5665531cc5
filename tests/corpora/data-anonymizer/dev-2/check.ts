// Checks corpus.json: re-parses every document (CSV with papaparse, JSON with JSON.parse), resolves each
// label's row + RFC 6901 pointer, verifies the UTF-16 slice equals `value`, validates each kind's form,
// looks for unlabelled checksum-valid identifiers, and enforces the corpus size targets.
// Prints counts per kind and per document; exits 1 on any problem.
// Run: npx tsx tests/corpora/data-anonymizer/dev-2/check.ts
// Independent of gen/: the checksum code below is written again on purpose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';

const KINDS = ['name', 'address', 'date_of_birth', 'phone', 'email', 'aadhaar', 'pan', 'gstin', 'card', 'bank_account', 'upi', 'ip'] as const;
type Kind = (typeof KINDS)[number];
interface Label {
  row: number;
  pointer: string;
  start: number;
  end: number;
  kind: Kind;
  value: string;
}
interface Doc {
  id: string;
  about: string;
  format: 'csv' | 'json';
  delimiter?: string;
  text: string;
  labels: Label[];
}

const problems: string[] = [];
const bad = (m: string) => problems.push(m);

// ---------------------------------------------------------------- validators
const D = [
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
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
function verhoeff(s: string): boolean {
  let c = 0;
  const r = s.split('').reverse();
  for (let i = 0; i < r.length; i++) c = D[c]![P[i % 8]![Number(r[i])]!]!;
  return c === 0;
}
function isAadhaar(digits: string): boolean {
  return /^[2-9]\d{11}$/.test(digits) && verhoeff(digits);
}
function luhn(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
const CARD_PREFIX = /^(4|5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)|3[47]|3(0[0-5]|[68])|6011|65|60|6521|6522|508|8[12]|5018|5020|5038|6304|6759|607)/;
function isCard(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && CARD_PREFIX.test(digits) && luhn(digits);
}
const GA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function gstinOk(g: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(g)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = GA.indexOf(g[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GA[(36 - (sum % 36)) % 36] === g[14];
}
if (!gstinOk('27AAPFU0939F1ZV')) throw new Error('gstin self-test');
const PAN_RE = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;
const PSP = new Set(['okaxis', 'oksbi', 'okhdfcbank', 'okicici', 'ybl', 'ibl', 'axl', 'paytm', 'apl', 'upi', 'icici', 'sbi', 'axisbank', 'hdfcbank', 'kotak', 'ptsbi', 'ptyes', 'pthdfc', 'ptaxis', 'waaxis', 'wahdfcbank', 'jupiteraxis', 'freecharge', 'airtel', 'ikwik', 'yapl', 'idfcfirst', 'fbl']);
function ipOk(s: string): boolean {
  const v4 = s.split('.');
  if (v4.length === 4 && v4.every((x) => /^\d{1,3}$/.test(x) && Number(x) <= 255)) return true;
  if (!/^[0-9a-f:]+$/i.test(s) || !s.includes(':')) return false;
  const dbl = s.split('::');
  if (dbl.length > 2) return false;
  const groups = dbl.flatMap((x) => (x === '' ? [] : x.split(':')));
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  return dbl.length === 2 ? groups.length < 8 : groups.length === 8;
}
const digitsOf = (s: string) => s.replace(/\D/g, '');
const devToAscii = (s: string) => s.replace(/[०-९]/g, (c) => String(c.charCodeAt(0) - 0x966));

function validate(kind: Kind, v: string): string | null {
  switch (kind) {
    case 'aadhaar':
      return /^\d{4}([ -]|  )?\d{4}([ -]|  )?\d{4}$/.test(v) && isAadhaar(digitsOf(v)) ? null : 'not a Verhoeff-valid Aadhaar';
    case 'pan':
      return PAN_RE.test(v) ? null : 'not a PAN';
    case 'gstin':
      return gstinOk(v) ? null : 'GSTIN check fails';
    case 'card':
      return /^[\d -]+$/.test(v) && isCard(digitsOf(v)) ? null : 'not a Luhn-valid card with a network prefix';
    case 'bank_account': {
      const d = digitsOf(v);
      return /^[\d ]+$/.test(v) && d.length >= 9 && d.length <= 18 ? null : 'not 9-18 digits';
    }
    case 'upi': {
      const m = /^[a-z0-9._-]+@([a-z]+)$/i.exec(v);
      return m && PSP.has(m[1]!) ? null : 'not a VPA on a known PSP handle';
    }
    case 'ip':
      return ipOk(v) ? null : 'not an IP';
    case 'email':
      return /^[^\s@]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(v) ? null : 'not an e-mail';
    case 'phone': {
      const d = digitsOf(devToAscii(v));
      return /^[\d +().-]+$/.test(v) && d.length >= 10 && d.length <= 13 ? null : 'not a phone';
    }
    case 'date_of_birth':
      return /\d|[०-९]/.test(v) ? null : 'DOB without digits';
    case 'name':
      return /^[\p{L}\p{M}][\p{L}\p{M} .,'-]*$/u.test(v) ? null : 'odd characters in name';
    case 'address':
      return v.trim() === v && v.length > 0 ? null : 'empty address';
  }
}

// ---------------------------------------------------------------- leaves
type Leaves = Map<string, string>; // key `${row}\u0000${pointer}` -> string value of the leaf

function unescapePtr(tok: string): string {
  return tok.replace(/~1/g, '/').replace(/~0/g, '~');
}
function escapePtr(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

function csvLeaves(doc: Doc): { leaves: Leaves; rows: number } {
  let text = doc.text;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const res = Papa.parse<string[]>(text, { delimiter: doc.delimiter, newline, header: false, skipEmptyLines: false, quoteChar: '"' });
  if (res.errors.length) bad(`${doc.id}: papaparse errors ${JSON.stringify(res.errors.slice(0, 3))}`);
  const data = res.data.slice();
  const lastRow = data[data.length - 1];
  if (lastRow && lastRow.length === 1 && lastRow[0] === '') data.pop();
  const header = data.shift() ?? [];
  if (new Set(header).size !== header.length) bad(`${doc.id}: duplicate header names`);
  const leaves: Leaves = new Map();
  data.forEach((r, i) => {
    if (r.length !== header.length) bad(`${doc.id}: row ${i} has ${r.length} fields, header ${header.length}`);
    r.forEach((v, j) => leaves.set(`${i}\u0000/${escapePtr(header[j] ?? `#${j}`)}`, v));
  });
  return { leaves, rows: data.length };
}

function jsonLeaves(doc: Doc): { leaves: Leaves; rows: number } {
  const leaves: Leaves = new Map();
  let data: unknown;
  try {
    data = JSON.parse(doc.text);
  } catch (e) {
    bad(`${doc.id}: JSON parse error ${String(e)}`);
    return { leaves, rows: 0 };
  }
  if (!Array.isArray(data)) {
    bad(`${doc.id}: top level is not an array`);
    return { leaves, rows: 0 };
  }
  const walk = (v: unknown, row: number, ptr: string) => {
    if (typeof v === 'string') leaves.set(`${row}\u0000${ptr}`, v);
    else if (typeof v === 'number') leaves.set(`${row}\u0000${ptr}`, String(v));
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, row, `${ptr}/${i}`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, row, `${ptr}/${escapePtr(k)}`);
  };
  data.forEach((r, i) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) bad(`${doc.id}: row ${i} is not an object`);
    walk(r, i, '');
  });
  return { leaves, rows: data.length };
}

// ---------------------------------------------------------------- unlabelled look-alikes that would be mistakes
function unlabelledScan(doc: Doc, leaves: Leaves, spans: Map<string, [number, number][]>) {
  for (const [key, v] of leaves) {
    const covered = spans.get(key) ?? [];
    const inside = (s: number, e: number) => covered.some(([a, b]) => s >= a && e <= b);
    const where = () => `${doc.id}: row ${key.split('\u0000')[0]} ${key.split('\u0000')[1]}`;
    for (const m of v.matchAll(/(?<![\dA-Za-z])\d{4}([ -]?)\d{4}\1\d{4}(?![\d])/g)) {
      if (isAadhaar(digitsOf(m[0])) && !inside(m.index!, m.index! + m[0].length)) bad(`${where()}: unlabelled Verhoeff-valid 12 digits ${m[0]}`);
    }
    for (const m of v.matchAll(/(?<![\dA-Za-z])\d(?:[ -]?\d){12,18}(?![\d])/g)) {
      const d = digitsOf(m[0]);
      if (isCard(d) && !inside(m.index!, m.index! + m[0].length)) bad(`${where()}: unlabelled Luhn-valid card-like ${m[0]}`);
    }
    for (const m of v.matchAll(/\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]/g)) {
      if (gstinOk(m[0]) && !inside(m.index!, m.index! + m[0].length)) bad(`${where()}: unlabelled GSTIN ${m[0]}`);
    }
    for (const m of v.matchAll(/(?<![A-Z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Z0-9])/g)) {
      if (!inside(m.index!, m.index! + m[0].length)) bad(`${where()}: unlabelled PAN ${m[0]}`);
    }
    for (const m of v.matchAll(/[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/g)) {
      const local = m[0].split('@')[0]!.toLowerCase();
      const role = /^(support|noreply|no-reply|accounts|care|billing|hr|help|info|grievance|payouts|admin|sales|purchase|refunds)$/.test(local);
      if (!role && !inside(m.index!, m.index! + m[0].length)) bad(`${where()}: unlabelled e-mail ${m[0]}`);
    }
  }
}

// ---------------------------------------------------------------- main
const corpus = JSON.parse(readFileSync(join(__dirname, 'corpus.json'), 'utf8')) as { about: string; documents: Doc[] };
const totals: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
let freeTextNames = 0;
let allLabels = 0;
const perDoc: string[] = [];
const ids = new Set<string>();

for (const doc of corpus.documents) {
  if (ids.has(doc.id)) bad(`duplicate id ${doc.id}`);
  ids.add(doc.id);
  if (doc.format !== 'csv' && doc.format !== 'json') bad(`${doc.id}: bad format`);
  if (doc.format === 'csv' && typeof doc.delimiter !== 'string') bad(`${doc.id}: csv without delimiter`);
  const { leaves, rows } = doc.format === 'csv' ? csvLeaves(doc) : jsonLeaves(doc);
  if (rows < 5 || rows > 40) bad(`${doc.id}: ${rows} rows (want 5-40)`);
  const counts: Record<string, number> = {};
  const spans = new Map<string, [number, number][]>();
  for (const l of doc.labels) {
    const key = `${l.row}\u0000${l.pointer}`;
    const where = `${doc.id}: row ${l.row} ${l.pointer} [${l.start},${l.end}) ${l.kind}`;
    if (!(KINDS as readonly string[]).includes(l.kind)) bad(`${where}: unknown kind`);
    if (!l.pointer.startsWith('/')) bad(`${where}: pointer must start with /`);
    // pointer tokens must round-trip through RFC 6901 escaping
    for (const tok of l.pointer.slice(1).split('/')) if (escapePtr(unescapePtr(tok)) !== tok) bad(`${where}: badly escaped pointer token ${tok}`);
    const leaf = leaves.get(key);
    if (leaf === undefined) {
      bad(`${where}: pointer does not resolve to a string/number leaf`);
      continue;
    }
    const slice = leaf.slice(l.start, l.end);
    if (l.start < 0 || l.end > leaf.length || l.start >= l.end) bad(`${where}: offsets out of range (leaf length ${leaf.length})`);
    if (slice !== l.value) bad(`${where}: slice ${JSON.stringify(slice)} != value ${JSON.stringify(l.value)}`);
    const err = validate(l.kind, l.value);
    if (err) bad(`${where}: ${err}: ${JSON.stringify(l.value)}`);
    const list = spans.get(key) ?? [];
    for (const [a, b] of list) if (l.start < b && a < l.end) bad(`${where}: overlaps another label`);
    list.push([l.start, l.end]);
    spans.set(key, list);
    counts[l.kind] = (counts[l.kind] ?? 0) + 1;
    totals[l.kind] = (totals[l.kind] ?? 0) + 1;
    allLabels++;
    if (l.kind === 'name' && leaf.trim().split(/\s+/).length >= 6) freeTextNames++;
  }
  unlabelledScan(doc, leaves, spans);
  const fmt = doc.format === 'csv' ? `csv ${JSON.stringify(doc.delimiter)}` : 'json';
  perDoc.push(
    `${doc.id.padEnd(36)} ${fmt.padEnd(9)} rows=${String(rows).padStart(2)} labels=${String(doc.labels.length).padStart(4)}  ` +
      KINDS.filter((k) => counts[k])
        .map((k) => `${k}:${counts[k]}`)
        .join(' '),
  );
}

// ---------------------------------------------------------------- targets
const nDocs = corpus.documents.length;
const nCsv = corpus.documents.filter((d) => d.format === 'csv').length;
if (nDocs < 40) bad(`only ${nDocs} documents (want >= 40)`);
if (allLabels < 2000) bad(`only ${allLabels} labels (want >= 2000)`);
for (const k of KINDS) if ((totals[k] ?? 0) < 60) bad(`kind ${k}: ${totals[k]} labels (want >= 60)`);
const mins: [Kind, number][] = [
  ['name', 400],
  ['address', 150],
  ['date_of_birth', 150],
  ['bank_account', 150],
];
for (const [k, n] of mins) if ((totals[k] ?? 0) < n) bad(`kind ${k}: ${totals[k]} labels (want >= ${n})`);
if (freeTextNames < 120) bad(`only ${freeTextNames} names inside free text (want >= 120)`);
const csvShare = nCsv / nDocs;
if (csvShare < 0.6 || csvShare > 0.8) bad(`CSV share ${csvShare.toFixed(2)} (want about 0.7)`);

console.log(perDoc.join('\n'));
console.log('');
console.log(`documents: ${nDocs} (${nCsv} csv, ${nDocs - nCsv} json); labels: ${allLabels}; names in free-text cells (>= 6 words): ${freeTextNames}`);
console.log(KINDS.map((k) => `${k}: ${totals[k]}`).join('\n'));
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 200)) console.error('  ' + p);
  process.exit(1);
}
console.log('\nOK: every label resolves and matches its value.');
