// Re-reads corpus.json and checks every label: the slice at row / pointer / start / end must equal its value.
// Also checks each value against its kind's own shape (Verhoeff, Luhn, GSTIN check character, PAN pattern), and
// looks through the text the labels do NOT cover for anything that looks personal but was left unlabelled.
// Run: npx tsx check.ts          (exit code 1 on any error)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { BUILDINGS, CITIES, KERALA_HOUSES, LANDMARKS, LANDMARKS_HINGLISH, REGIONS, STREETS, HI_M, HI_F, HI_S, VILLAGES } from './data';
import { KINDS, Kind, PAN_RE, gstinValid, luhnValid, verhoeffValid } from './lib';

interface L { row: number; pointer: string; start: number; end: number; kind: Kind; value: string }
interface D { id: string; about: string; format: 'csv' | 'json'; delimiter?: string; text: string; labels: L[] }

const corpus = JSON.parse(readFileSync(join(__dirname, 'corpus.json'), 'utf8')) as { about: string; documents: D[] };
const errors: string[] = [];
const warnings: string[] = [];
const err = (m: string): void => { errors.push(m); };

function unescapeToken(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Every leaf of one row as pointer -> text (strings and numbers). */
function leaves(v: unknown, ptr: string, out: Map<string, string>): void {
  if (typeof v === 'string') out.set(ptr, v);
  else if (typeof v === 'number') out.set(ptr, String(v));
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${ptr}/${i}`, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) leaves(x, `${ptr}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
}

function resolve(row: unknown, pointer: string): unknown {
  let cur: unknown = row;
  for (const raw of pointer.split('/').slice(1)) {
    const t = unescapeToken(raw);
    if (Array.isArray(cur)) cur = cur[Number(t)];
    else if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[t];
    else return undefined;
  }
  return cur;
}

function parseDoc(d: D): Record<string, unknown>[] {
  if (d.format === 'json') {
    const v = JSON.parse(d.text) as unknown;
    if (!Array.isArray(v)) throw new Error(`${d.id}: JSON is not an array`);
    return v as Record<string, unknown>[];
  }
  const text = d.text.charCodeAt(0) === 0xfeff ? d.text.slice(1) : d.text;
  const res = Papa.parse<string[]>(text, { delimiter: d.delimiter ?? ',', skipEmptyLines: true });
  if (res.errors.length) err(`${d.id}: papaparse: ${JSON.stringify(res.errors.slice(0, 3))}`);
  const [header, ...body] = res.data;
  if (!header) throw new Error(`${d.id}: no header`);
  if (new Set(header).size !== header.length) err(`${d.id}: duplicate header`);
  return body.map((cells, ri) => {
    if (cells.length !== header.length) err(`${d.id}: row ${ri} has ${cells.length} fields, header has ${header.length}`);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

const digits = (s: string): string => s.replace(/\D/g, '');
const shapeOk: Record<Kind, (v: string) => boolean> = {
  name: (v) => v.trim() === v && v.length > 0 && !/^(mr|mrs|ms|smt|shri|sri|dr|kumari)\.?\s/i.test(v) && !/\sji$/i.test(v),
  address: (v) => v.trim() === v && v.length > 0,
  date_of_birth: (v) => /\d/.test(v),
  phone: (v) => { const n = digits(v); return n.length >= 10 && n.length <= 14; },
  email: (v) => /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(v),
  aadhaar: (v) => /^\d{4}([ -]?)\d{4}\1\d{4}$/.test(v) && /^[2-9]/.test(v) && verhoeffValid(digits(v)),
  pan: (v) => PAN_RE.test(v),
  gstin: (v) => gstinValid(v),
  card: (v) => /^[\d -]+$/.test(v) && digits(v).length >= 13 && digits(v).length <= 19 && luhnValid(digits(v)),
  bank_account: (v) => /^\d{9,18}$/.test(v),
  upi: (v) => /^[A-Za-z0-9._-]+@[A-Za-z]+$/.test(v),
  ip: (v) => /^(\d{1,3}\.){3}\d{1,3}$/.test(v) || (v.includes(':') && /^[0-9A-Fa-f:]+$/.test(v)),
};

// Words that, left unlabelled, would mean a person's name slipped into the text.
const nameWords = new Set<string>();
for (const g of REGIONS) for (const w of [...g.m, ...g.f, ...g.s, ...(g.sf ?? [])]) for (const t of w.split(' ')) if (t.length >= 4) nameWords.add(t);
for (const [, h] of [...HI_M, ...HI_F, ...HI_S]) nameWords.add(h);
const placeWords = new Set<string>();
for (const c of Object.values(CITIES)) for (const w of [c.name, ...c.loc, ...(c.hi ? [c.hi] : [])]) placeWords.add(w);
for (const w of [...BUILDINGS, ...KERALA_HOUSES, ...LANDMARKS, ...LANDMARKS_HINGLISH, ...STREETS]) placeWords.add(w);
for (const v of VILLAGES) for (const w of [v.v, v.block, v.district, v.hv, v.hb, v.hd]) if (w) placeWords.add(w);
const ROLE = /^(support|noreply|no-reply|care|accounts|hr|info|billing|grievance|helpdesk|orders|payroll|alerts|ops|svc-[a-z]+)@/;

const perKind: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
const perDoc: [string, string, number, number, Record<string, number>][] = [];
let rowsTotal = 0;
let nameInText = 0;
let phoneShapedDecoys = 0;

for (const d of corpus.documents) {
  let rows: Record<string, unknown>[];
  try { rows = parseDoc(d); } catch (e) { err(String(e)); continue; }
  rowsTotal += rows.length;
  if (rows.length < 5 || rows.length > 40) err(`${d.id}: ${rows.length} data rows (want 5-40)`);
  const dk: Record<string, number> = {};
  const covered = new Map<string, [number, number][]>();
  for (const l of d.labels) {
    const where = `${d.id} row ${l.row} ${l.pointer} [${l.start},${l.end}]`;
    if (!KINDS.includes(l.kind)) err(`${where}: unknown kind ${l.kind}`);
    const row = rows[l.row];
    if (!row) { err(`${where}: no such row`); continue; }
    let v: unknown;
    if (d.format === 'csv') {
      const toks = l.pointer.split('/');
      if (toks.length !== 2) { err(`${where}: CSV pointer must have one token`); continue; }
      v = row[unescapeToken(toks[1] ?? '')];
    } else v = resolve(row, l.pointer);
    if (typeof v !== 'string' && typeof v !== 'number') { err(`${where}: pointer does not reach a string or number`); continue; }
    const s = String(v);
    const slice = s.slice(l.start, l.end);
    if (l.start < 0 || l.end > s.length || l.start >= l.end) err(`${where}: bad offsets for value of length ${s.length}`);
    if (slice !== l.value) err(`${where}: slice "${slice}" != value "${l.value}"`);
    if (!shapeOk[l.kind](l.value)) err(`${where}: value "${l.value}" does not look like a ${l.kind}`);
    const key = `${l.row}\u0000${l.pointer}`;
    const spans = covered.get(key) ?? [];
    for (const [a, b] of spans) if (l.start < b && a < l.end) err(`${where}: overlaps another label`);
    spans.push([l.start, l.end]);
    covered.set(key, spans);
    perKind[l.kind] = (perKind[l.kind] ?? 0) + 1;
    dk[l.kind] = (dk[l.kind] ?? 0) + 1;
    if (l.kind === 'name' && (l.start > 0 || l.end < s.length)) nameInText++;
  }
  // Look through what the labels leave uncovered.
  rows.forEach((row, ri) => {
    const lv = new Map<string, string>();
    if (d.format === 'csv') for (const [h, x] of Object.entries(row)) lv.set('/' + h.replace(/~/g, '~0').replace(/\//g, '~1'), String(x));
    else leaves(row, '', lv);
    for (const [ptr, text] of lv) {
      let rest = text;
      for (const [a, b] of covered.get(`${ri}\u0000${ptr}`) ?? []) rest = rest.slice(0, a) + ' '.repeat(b - a) + rest.slice(b);
      const where = `${d.id} row ${ri} ${ptr}`;
      for (const m of rest.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) if (!ROLE.test(m[0])) err(`${where}: unlabelled e-mail "${m[0]}"`);
      for (const m of rest.matchAll(/[A-Za-z0-9._-]+@[A-Za-z]+\b(?!\.)/g)) warnings.push(`${where}: unlabelled handle@psp-like "${m[0]}"`);
      for (const m of rest.matchAll(/\b[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]\b/g)) err(`${where}: unlabelled PAN-shaped "${m[0]}"`);
      for (const m of rest.matchAll(/\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g)) if (gstinValid(m[0])) err(`${where}: unlabelled GSTIN "${m[0]}"`);
      for (const m of rest.matchAll(/\d(?:[ -]?\d){9,22}/g)) {
        const n = digits(m[0]);
        if (n.length === 12 && /^[2-9]/.test(n) && verhoeffValid(n)) err(`${where}: unlabelled Aadhaar-valid "${m[0]}"`);
        if (n.length >= 13 && n.length <= 19 && luhnValid(n)) err(`${where}: unlabelled Luhn-valid "${m[0]}"`);
        if (n.length === 10 && /^[6-9]/.test(n)) phoneShapedDecoys++;
      }
      for (const m of rest.matchAll(/\b(?:\d{1,3}\.){3}\d{1,3}\b/g)) warnings.push(`${where}: unlabelled dotted quad "${m[0]}" in "${text.slice(0, 60)}"`);
      for (const m of rest.matchAll(/[\p{L}\p{M}'’]+/gu)) {
        const w = m[0];
        const tc = (w[0] ?? '').toUpperCase() + w.slice(1).toLowerCase();
        if (nameWords.has(w) || nameWords.has(tc)) warnings.push(`${where}: unlabelled name-like word "${w}" in "${text.slice(0, 80)}"`);
      }
      for (const pw of placeWords) if (rest.includes(pw)) warnings.push(`${where}: unlabelled place "${pw}" in "${text.slice(0, 80)}"`);
    }
  });
  perDoc.push([d.id, d.format + (d.delimiter ? ` ${JSON.stringify(d.delimiter)}` : ''), rows.length, d.labels.length, dk]);
}

const total = Object.values(perKind).reduce((a, b) => a + b, 0);
console.log(`documents: ${corpus.documents.length}  data rows: ${rowsTotal}  labels: ${total}`);
console.log('labels per kind:');
for (const k of KINDS) console.log(`  ${k.padEnd(14)} ${perKind[k]}`);
console.log(`names inside free text: ${nameInText}   phone-shaped unlabelled decoys: ${phoneShapedDecoys}`);
console.log('per document (id, format, rows, labels, kinds):');
for (const [id, f, n, l, dk] of perDoc) console.log(`  ${id.padEnd(32)} ${f.padEnd(10)} ${String(n).padStart(3)} ${String(l).padStart(4)}  ${Object.entries(dk).map(([k, v]) => `${k}:${v}`).join(' ')}`);

const mins: Record<string, number> = { name: 400, address: 150, date_of_birth: 100 };
for (const k of KINDS) if ((perKind[k] ?? 0) < (mins[k] ?? 60)) err(`kind ${k}: only ${perKind[k]} labels`);
if (total < 2000) err(`only ${total} labels`);
if (nameInText < 80) err(`only ${nameInText} names inside free text`);
if (corpus.documents.length < 40) err(`only ${corpus.documents.length} documents`);

if (warnings.length) {
  // Expected: business cities and branches, product names like "Jeevan Anand", "St. Joseph College", job titles
  // like "Engineer", app versions shaped like IPv4, merchant VPAs. These are deliberate non-personal look-alikes.
  const groups = new Map<string, number>();
  for (const w of warnings) {
    const g = w.replace(/^\S+ row \d+ /, '').replace(/"[^"]*"/g, '…').replace(/ in …$/, '');
    groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  console.log(`\n${warnings.length} warnings about unlabelled look-alikes (deliberate non-personal decoys; review with VERBOSE=1):`);
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${g}`);
  if (process.env.VERBOSE) for (const w of warnings) console.log('  ' + w);
}
if (errors.length) {
  console.log(`\n${errors.length} ERRORS:`);
  for (const e of errors.slice(0, 60)) console.log('  ' + e);
  process.exit(1);
}
console.log('\nOK: every label matches its slice.');
