/**
 * Re-reads corpus.json, parses every document the way a consumer would (papaparse for CSV with the recorded
 * delimiter, JSON.parse for JSON) and checks every label: the slice at row / pointer / start / end must equal
 * `value`. Also checks check digits and shapes per kind, overlaps, the corpus minimums, and prints counts.
 * Exit code 1 on any failure.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { KINDS, Kind } from './lib/cell';
import { PAN_RE, gstinValid, luhnValid, verhoeffValid } from './lib/checksums';

interface Label { row: number; pointer: string; start: number; end: number; kind: Kind; value: string }
interface Doc { id: string; about: string; format: 'csv' | 'json'; delimiter?: string; text: string; labels: Label[] }

const corpus = JSON.parse(readFileSync(join(__dirname, 'corpus.json'), 'utf8')) as { about: string; documents: Doc[] };
const errors: string[] = [];
const fail = (doc: string, msg: string): void => {
  errors.push(`${doc}: ${msg}`);
};

const unescapeToken = (t: string): string => t.replace(/~1/g, '/').replace(/~0/g, '~');

/** Resolve a pointer into one row; returns the leaf as a string (numbers via String()) or an error. */
function resolve(root: unknown, pointer: string): { leaf?: string; error?: string } {
  if (!pointer.startsWith('/')) return { error: `pointer ${pointer} does not start with /` };
  let cur: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const tok = unescapeToken(raw);
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9][0-9]*)$/.test(tok) || Number(tok) >= cur.length) return { error: `bad array index ${tok} in ${pointer}` };
      cur = cur[Number(tok)];
    } else if (cur !== null && typeof cur === 'object') {
      if (!Object.prototype.hasOwnProperty.call(cur, tok)) return { error: `no key ${tok} in ${pointer}` };
      cur = (cur as Record<string, unknown>)[tok];
    } else {
      return { error: `pointer ${pointer} goes through a leaf` };
    }
  }
  if (typeof cur === 'string') return { leaf: cur };
  if (typeof cur === 'number') return { leaf: String(cur) };
  return { error: `pointer ${pointer} ends at ${cur === null ? 'null' : typeof cur}, not a string or number` };
}

/** Rows as plain objects, keyed by header for CSV. */
function parseDoc(doc: Doc): unknown[] | null {
  if (doc.format === 'json') {
    const parsed = JSON.parse(doc.text) as unknown;
    if (!Array.isArray(parsed)) {
      fail(doc.id, 'JSON text is not an array');
      return null;
    }
    return parsed;
  }
  if (!doc.delimiter) {
    fail(doc.id, 'CSV document without delimiter');
    return null;
  }
  const res = Papa.parse<string[]>(doc.text, { delimiter: doc.delimiter, header: false, skipEmptyLines: true });
  if (res.errors.length > 0) fail(doc.id, `papaparse: ${res.errors.map((e) => `${e.code} row ${e.row}`).join(', ')}`);
  const [headers, ...rows] = res.data;
  if (!headers) {
    fail(doc.id, 'no header row');
    return null;
  }
  if (new Set(headers).size !== headers.length) fail(doc.id, 'duplicate headers');
  return rows.map((cells, i) => {
    if (cells.length !== headers.length) fail(doc.id, `row ${i} has ${cells.length} fields, header has ${headers.length}`);
    const obj: Record<string, string> = {};
    headers.forEach((h, c) => {
      obj[h] = cells[c] ?? '';
    });
    return obj;
  });
}

const digits = (s: string): string => s.replace(/\D/g, '');

/** Shape checks per kind: catch a label that holds the wrong thing. */
function shapeProblem(l: Label): string | null {
  const v = l.value;
  if (v.trim() !== v || v.length === 0) return 'value has surrounding spaces or is empty';
  switch (l.kind) {
    case 'aadhaar': {
      if (!/^[2-9][0-9]{3}([ -]?)[0-9]{4}\1[0-9]{4}$/.test(v)) return 'not an Aadhaar shape';
      return verhoeffValid(digits(v)) ? null : 'Aadhaar fails Verhoeff';
    }
    case 'card': {
      const d = digits(v);
      if (!/^[0-9 -]+$/.test(v) || d.length < 13 || d.length > 19) return 'not a card shape';
      return luhnValid(d) ? null : 'card fails Luhn';
    }
    case 'pan': return PAN_RE.test(v) ? null : 'not a PAN';
    case 'gstin': return gstinValid(v) ? null : 'GSTIN fails check character';
    case 'phone': {
      const d = digits(v);
      const mobile = /^(0|91)?[6-9][0-9]{9}$/.test(d);
      const landline = /^(0|91)?[1-9][0-9]{9}$/.test(d) && /^(\+91[ -]?|\(?0)/.test(v);
      return mobile || landline ? null : 'not an Indian phone number';
    }
    case 'email': return /^[^@\s]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(v) ? null : 'not an e-mail';
    case 'upi': return /^[A-Za-z0-9.\-_]+@[A-Za-z]+$/.test(v) ? null : 'not a UPI ID';
    case 'bank_account': return /^[0-9]{9,18}$/.test(v) ? null : 'not 9-18 digits';
    case 'ip': return /^(\d{1,3}\.){3}\d{1,3}$/.test(v) || (/^[0-9a-f:.]+$/i.test(v) && v.includes(':')) ? null : 'not an IP address';
    case 'date_of_birth': return /\d/.test(v) ? null : 'date without digits';
    case 'name': return /\d|@/.test(v) ? 'name with digits or @' : /^(mr|mrs|ms|smt|shri|dr|kumari|sri)\b\.?\s/i.test(v) || /^(श्री|श्रीमती)\s/.test(v) ? 'title inside name span' : null;
    default: return null;
  }
}

const kindCounts = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
let namesInText = 0;
let labelTotal = 0;
const perDoc: string[] = [];
// Unlabelled text that looks like something: for a human to eyeball (these should all be deliberate distractors).
const lookalikes = new Map<string, { n: number; examples: Set<string> }>();
const LOOKS: [string, RegExp][] = [
  ['e-mail-like', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/g],
  ['10-digit run starting 6-9', /(?<!\d)[6-9]\d{9}(?!\d)/g],
  ['12-digit run', /(?<!\d)\d{12}(?!\d)/g],
  ['PAN-shaped (any 4th letter)', /\b[A-Z]{5}\d{4}[A-Z]\b/g],
  ['IPv4-shaped', /(?<![\d.])(\d{1,3}\.){3}\d{1,3}(?![\d.])/g],
  ['1800 helpline', /1800[ -]?\d{3,4}[ -]?\d{3,4}/g],
];

function scanUnlabelled(text: string, spans: Label[]): void {
  let masked = text;
  for (const s of spans) masked = masked.slice(0, s.start) + ' '.repeat(s.end - s.start) + masked.slice(s.end);
  for (const [name, re] of LOOKS) {
    for (const m of masked.matchAll(re)) {
      const e = lookalikes.get(name) ?? { n: 0, examples: new Set<string>() };
      e.n++;
      if (e.examples.size < 6) e.examples.add(m[0]);
      lookalikes.set(name, e);
    }
  }
}

/** Every leaf in a parsed row, with its pointer. */
function leaves(v: unknown, pointer: string, out: [string, string][]): void {
  if (typeof v === 'string') out.push([pointer, v]);
  else if (typeof v === 'number') out.push([pointer, String(v)]);
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${pointer}/${i}`, out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
}

let csvDocs = 0;
for (const doc of corpus.documents) {
  if (doc.format === 'csv') csvDocs++;
  const rows = parseDoc(doc);
  if (!rows) continue;
  if (rows.length < 5 || rows.length > 40) fail(doc.id, `${rows.length} data rows, want 5-40`);
  const local = new Map<Kind, number>();
  const byLeaf = new Map<string, Label[]>();
  for (const l of doc.labels) {
    const where = `row ${l.row} ${l.pointer} [${l.start},${l.end})`;
    if (!(KINDS as readonly string[]).includes(l.kind)) fail(doc.id, `${where}: unknown kind ${l.kind}`);
    if (l.row < 0 || l.row >= rows.length) {
      fail(doc.id, `${where}: row out of range`);
      continue;
    }
    const { leaf, error } = resolve(rows[l.row], l.pointer);
    if (leaf === undefined) {
      fail(doc.id, `${where}: ${error}`);
      continue;
    }
    if (!(l.start >= 0 && l.start < l.end && l.end <= leaf.length)) fail(doc.id, `${where}: offsets outside a value of length ${leaf.length}`);
    const slice = leaf.slice(l.start, l.end);
    if (slice !== l.value) fail(doc.id, `${where}: slice ${JSON.stringify(slice)} != value ${JSON.stringify(l.value)}`);
    const shape = shapeProblem(l);
    if (shape) fail(doc.id, `${where} ${l.kind} ${JSON.stringify(l.value)}: ${shape}`);
    const key = `${l.row}\u0000${l.pointer}`;
    byLeaf.set(key, [...(byLeaf.get(key) ?? []), l]);
    // A name "inside free text" has more than a title or a word or two around it in its value.
    if (l.kind === 'name' && (leaf.slice(0, l.start) + leaf.slice(l.end)).trim().length > 12) namesInText++;
    kindCounts.set(l.kind, (kindCounts.get(l.kind) ?? 0) + 1);
    local.set(l.kind, (local.get(l.kind) ?? 0) + 1);
    labelTotal++;
  }
  for (const [key, ls] of byLeaf) {
    const sorted = [...ls].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if ((sorted[i] as Label).start < (sorted[i - 1] as Label).end) fail(doc.id, `overlapping labels at ${key.replace('\u0000', ' ')}`);
    }
  }
  rows.forEach((row, r) => {
    const ls: [string, string][] = [];
    leaves(row, '', ls);
    for (const [ptr, text] of ls) scanUnlabelled(text, byLeaf.get(`${r}\u0000${ptr}`) ?? []);
  });
  const kinds = [...local.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
  perDoc.push(`${doc.id.padEnd(28)} ${doc.format.padEnd(4)} ${String(rows.length).padStart(3)} rows ${String(doc.labels.length).padStart(4)} labels  ${kinds}`);
}

// Corpus minimums from the brief.
const need = (ok: boolean, msg: string): void => {
  if (!ok) errors.push(`minimum not met: ${msg}`);
};
need(corpus.documents.length >= 40, `>= 40 documents (have ${corpus.documents.length})`);
need(labelTotal >= 2000, `>= 2000 labels (have ${labelTotal})`);
for (const k of KINDS) need((kindCounts.get(k) ?? 0) >= 60, `>= 60 ${k} (have ${kindCounts.get(k)})`);
need((kindCounts.get('name') ?? 0) >= 400, '>= 400 names');
need(namesInText >= 80, `>= 80 names inside free text (have ${namesInText})`);
need((kindCounts.get('address') ?? 0) >= 150, '>= 150 addresses');
need((kindCounts.get('date_of_birth') ?? 0) >= 100, '>= 100 dates of birth');

console.log('Per document:');
for (const line of perDoc) console.log(`  ${line}`);
console.log(`\nDocuments: ${corpus.documents.length} (${csvDocs} CSV, ${corpus.documents.length - csvDocs} JSON)`);
console.log(`Labels: ${labelTotal} (names inside free text: ${namesInText})`);
console.log('Per kind:');
for (const k of KINDS) console.log(`  ${k.padEnd(14)} ${kindCounts.get(k)}`);
console.log('\nUnlabelled look-alikes (deliberate distractors; eyeball these):');
for (const [name, e] of lookalikes) console.log(`  ${name.padEnd(28)} ${String(e.n).padStart(4)}  e.g. ${[...e.examples].join(' | ')}`);

if (errors.length > 0) {
  console.error(`\nFAILED with ${errors.length} problem(s):`);
  for (const e of errors.slice(0, 80)) console.error(`  ${e}`);
  process.exit(1);
}
console.log('\nOK: every label matches its slice.');
