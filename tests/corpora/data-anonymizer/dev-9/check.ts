// dev-9 copy of the dev-6 checker (unchanged apart from this line).
// Verifies corpus.json: re-parses every document, resolves every label pointer,
// checks the slice, validates each kind's format/checksum, and prints counts.
//   run: npx tsx check.ts            (exit 1 on any problem)
//        npx tsx check.ts --audit    (also list unlabelled look-alikes for review)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIP } from 'node:net';
import Papa from 'papaparse';

const KINDS = ['name', 'address', 'date_of_birth', 'phone', 'email', 'aadhaar', 'pan', 'gstin', 'card', 'bank_account', 'upi', 'ip'];
const UPI_HANDLES = new Set('okaxis okhdfcbank okicici oksbi ybl ibl axl paytm ptyes ptsbi apl upi icici sbi axisbank kotak ikwik freecharge hdfcbank pnb barodampay jio yapl'.split(' '));
const TITLES = /^(Mr|Mrs|Ms|Smt|Shri|Sri|Dr|Kumari|Coach|Pt|Sr|Br|Sister|Late)\b\.?\s/i;
const HONORIFICS = /\s(ji|sir|madam|ma'am|bhai|saab|sahab|garu|didi|bhaiya|aunty|uncle)$/i;

const dir = typeof __dirname !== 'undefined' ? __dirname : process.cwd();
const corpus = JSON.parse(readFileSync(join(dir, 'corpus.json'), 'utf8'));
const audit = process.argv.includes('--audit');
const problems: string[] = [];
const bad = (m: string) => problems.push(m);

// ---------------------------------------------------------------- checksums
const VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]];
const VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]];
const verhoeff = (n: string) => { let c = 0; [...n].reverse().forEach((d, i) => { c = VD[c][VP[i % 8][+d]]; }); return c === 0; };
const luhn = (n: string) => { let s = 0; [...n].reverse().forEach((d, i) => { let v = +d; if (i % 2) { v *= 2; if (v > 9) v -= 9; } s += v; }); return s % 10 === 0; };
const G = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gstOk = (g: string) => {
  if (!/^\d{2}[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(g)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) { const p = G.indexOf(g[i]) * (i % 2 ? 2 : 1); sum += Math.floor(p / 36) + (p % 36); }
  return G[(36 - (sum % 36)) % 36] === g[14];
};
const cardPrefixOk = (d: string) =>
  (/^4/.test(d) && [13, 16, 19].includes(d.length)) ||
  (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d) && d.length === 16) ||
  (/^(60|65|81|82|508|353|356)/.test(d) && d.length === 16) ||
  (/^3[47]/.test(d) && d.length === 15) || (/^36/.test(d) && d.length === 14);

function validate(kind: string, v: string): string | null {
  const dg = v.replace(/[\s-]/g, '');
  switch (kind) {
    case 'name':
      if (v.trim() !== v) return 'name has outer whitespace';
      if (TITLES.test(v)) return 'name starts with a title';
      if (HONORIFICS.test(v)) return 'name ends with an honorific';
      if (/[@\d]/.test(v)) return 'name contains digit or @';
      return null;
    case 'address': return v.trim() === v && /[\p{L}\d]/u.test(v) ? null : 'bad address span';
    case 'date_of_birth': return /\d/.test(v) && v.trim() === v ? null : 'bad date';
    case 'phone': {
      const d = v.replace(/[^\d]/g, '');
      if (!/^[+\d(]/.test(v) || v.trim() !== v) return 'phone span edges';
      if (d.length < 10 || d.length > 13) return 'phone digit count';
      const core = d.length === 10 ? d : d.replace(/^(91|0)/, '');
      return /^[6-9]\d{9}$/.test(core) || /^0?\d{10}$/.test(d) || /^91\d{10}$/.test(d) ? null : 'phone shape';
    }
    case 'email': return /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(v) ? null : 'email shape';
    case 'aadhaar': return /^[2-9]\d{11}$/.test(dg) && verhoeff(dg) && /^\d{4}([ -]?)\d{4}\1\d{4}$/.test(v) ? null : 'aadhaar invalid';
    case 'pan': return /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/.test(v) ? null : 'pan invalid';
    case 'gstin': return gstOk(v) ? null : 'gstin invalid';
    case 'card': return /^\d{13,19}$/.test(dg) && luhn(dg) && cardPrefixOk(dg) ? null : 'card invalid';
    case 'bank_account': return /^\d{9,18}$/.test(v) ? null : 'bank account shape';
    case 'upi': { const m = /^[a-zA-Z0-9._-]{2,}@([a-z]+)$/.exec(v); return m && UPI_HANDLES.has(m[1]) ? null : 'upi invalid'; }
    case 'ip': return isIP(v) ? null : 'ip invalid';
  }
  return 'unknown kind';
}

// ---------------------------------------------------------------- parsing
type Row = Record<string, unknown>;
function parseDoc(d: any): { rows: Row[]; headers?: string[] } {
  if (d.format === 'csv') {
    const res = Papa.parse<string[]>(d.text, { delimiter: d.delimiter ?? ',', skipEmptyLines: true });
    if (res.errors.length) bad(`${d.id}: papaparse errors ${JSON.stringify(res.errors.slice(0, 2))}`);
    const [headers, ...data] = res.data;
    if (new Set(headers).size !== headers.length) bad(`${d.id}: duplicate headers`);
    const rows = data.map((r, i) => {
      if (r.length !== headers.length) bad(`${d.id}: row ${i} has ${r.length} cells, header has ${headers.length}`);
      const o: Row = {};
      headers.forEach((h, j) => { o[h] = r[j]; });
      return o;
    });
    return { rows, headers };
  }
  const arr = JSON.parse(d.text);
  if (!Array.isArray(arr) || !arr.every((x) => x && typeof x === 'object' && !Array.isArray(x))) bad(`${d.id}: JSON is not an array of objects`);
  return { rows: arr };
}
function resolve(row: unknown, ptr: string): unknown {
  if (ptr === '') return row;
  if (!ptr.startsWith('/')) return undefined;
  let cur: any = row;
  for (const raw of ptr.slice(1).split('/')) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !(k in cur)) return undefined;
    cur = cur[k];
  }
  return cur;
}
const leafString = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const freeTextWords = (text: string, spans: { start: number; end: number }[]) => {
  let rest = '';
  let pos = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) { rest += text.slice(pos, s.start) + ' '; pos = s.end; }
  rest += text.slice(pos);
  return (rest.match(/[\p{L}\p{M}]{2,}/gu) ?? []).length;
};

// ---------------------------------------------------------------- main
const counts: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
const freeCounts: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
let nRows = 0;
const fmt = { csv: 0, json: 0 };
const delims: Record<string, number> = {};
let crlf = 0;
const ids = new Set<string>();
const auditHits: Record<string, Set<string>> = { email: new Set(), upi: new Set(), ipv4: new Set(), digits10: new Set(), digits12: new Set() };
const nameTokens = new Set<string>();
const cellsForAudit: { doc: string; text: string; spans: { start: number; end: number }[] }[] = [];

if (!Array.isArray(corpus.documents) || typeof corpus.about !== 'string') bad('corpus shape');
for (const d of corpus.documents) {
  for (const k of ['id', 'about', 'format', 'text', 'labels']) if (!(k in d)) bad(`${d.id}: missing ${k}`);
  if (ids.has(d.id)) bad(`duplicate id ${d.id}`);
  ids.add(d.id);
  if (d.format !== 'csv' && d.format !== 'json') bad(`${d.id}: format ${d.format}`);
  fmt[d.format as 'csv' | 'json']++;
  if (d.format === 'csv') { delims[JSON.stringify(d.delimiter)] = (delims[JSON.stringify(d.delimiter)] ?? 0) + 1; if (d.text.includes('\r\n')) crlf++; }
  const { rows } = parseDoc(d);
  nRows += rows.length;
  if (rows.length < 5 || rows.length > 40) bad(`${d.id}: ${rows.length} rows (want 5-40)`);
  const byCell = new Map<string, any[]>();
  for (const l of d.labels) {
    const where = `${d.id} row ${l.row} ${l.pointer} [${l.start},${l.end}) ${l.kind}`;
    if (!KINDS.includes(l.kind)) { bad(`${where}: unknown kind`); continue; }
    if (!Number.isInteger(l.row) || l.row < 0 || l.row >= rows.length) { bad(`${where}: bad row`); continue; }
    const v = leafString(resolve(rows[l.row], l.pointer));
    if (v === undefined) { bad(`${where}: pointer does not resolve to a string/number leaf`); continue; }
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start < 0 || l.end > v.length || l.start >= l.end) { bad(`${where}: bad offsets`); continue; }
    if (v.slice(l.start, l.end) !== l.value) { bad(`${where}: slice ${JSON.stringify(v.slice(l.start, l.end))} != value ${JSON.stringify(l.value)}`); continue; }
    const err = validate(l.kind, l.value);
    if (err) bad(`${where}: ${err}: ${JSON.stringify(l.value)}`);
    const key = `${l.row}\u0000${l.pointer}`;
    if (!byCell.has(key)) byCell.set(key, []);
    byCell.get(key)!.push({ ...l, cell: v });
    counts[l.kind]++;
    if (l.kind === 'name') for (const tok of l.value.split(/[\s,.]+/)) if (tok.length > 2) nameTokens.add(tok);
  }
  for (const [, ls] of byCell) {
    ls.sort((a, b) => a.start - b.start);
    for (let i = 1; i < ls.length; i++) if (ls[i].start < ls[i - 1].end) bad(`${d.id} row ${ls[i].row} ${ls[i].pointer}: overlapping labels`);
    const words = freeTextWords(ls[0].cell, ls);
    if (words >= 3) for (const l of ls) freeCounts[l.kind]++;
  }
  // audit: scan every leaf for unlabelled personal-looking values
  const walk = (v: unknown, ptr: string, r: number) => {
    if (v && typeof v === 'object') { for (const [k, x] of Object.entries(v as object)) walk(x, ptr + '/' + k.replace(/~/g, '~0').replace(/\//g, '~1'), r); return; }
    const text = leafString(v);
    if (text === undefined) return;
    const spans = (byCell.get(`${r}\u0000${ptr}`) ?? []).map((l) => ({ start: l.start, end: l.end }));
    const outside = (i: number, j: number) => spans.every((s2) => j <= s2.start || i >= s2.end);
    cellsForAudit.push({ doc: d.id, text, spans });
    const scan = (re: RegExp, f: (m: string) => string | null) => {
      for (const m of text.matchAll(re)) if (outside(m.index!, m.index! + m[0].length)) { const res = f(m[0]); if (res) return res; }
      return null;
    };
    for (const m of text.matchAll(/(?<![\w.])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\w])/g)) {
      const dg = m[0].replace(/[ -]/g, '');
      if (outside(m.index!, m.index! + m[0].length) && verhoeff(dg)) bad(`${d.id} row ${r} ${ptr}: unlabelled valid Aadhaar-like ${m[0]}`);
    }
    scan(/\b[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]\b/g, (m) => { bad(`${d.id} row ${r} ${ptr}: unlabelled PAN-like ${m}`); return null; });
    scan(/\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g, (m) => { if (gstOk(m)) bad(`${d.id} row ${r} ${ptr}: unlabelled GSTIN ${m}`); return null; });
    for (const m of text.matchAll(/(?<![\w.])(?:\d[ -]?){13,19}(?![\w])/g)) {
      const dg = m[0].replace(/[ -]/g, '');
      if (outside(m.index!, m.index! + m[0].length) && luhn(dg) && cardPrefixOk(dg)) bad(`${d.id} row ${r} ${ptr}: unlabelled card-like ${m[0]}`);
    }
    if (audit) {
      for (const m of text.matchAll(/[\w.+-]+@[\w.-]+/g)) if (outside(m.index!, m.index! + m[0].length)) auditHits[m[0].includes('.') && /\.[a-z]{2,}$/.test(m[0]) ? 'email' : 'upi'].add(m[0]);
      for (const m of text.matchAll(/(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])/g)) if (outside(m.index!, m.index! + m[0].length)) auditHits.ipv4.add(m[0]);
      for (const m of text.matchAll(/(?<!\d)[6-9]\d{9}(?!\d)/g)) if (outside(m.index!, m.index! + m[0].length)) auditHits.digits10.add(`${d.id}: ${m[0]}`);
      for (const m of text.matchAll(/(?<!\d)\d{12}(?!\d)/g)) if (outside(m.index!, m.index! + m[0].length)) auditHits.digits12.add(`${d.id}: ${m[0]}`);
    }
  };
  rows.forEach((row, r) => walk(row, '', r));
}

if (fmt.csv + fmt.json < 30) bad(`only ${fmt.csv + fmt.json} documents`);

// ---------------------------------------------------------------- report
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(`documents: ${fmt.csv + fmt.json} (csv ${fmt.csv}, json ${fmt.json}); data rows: ${nRows}; CSV delimiters ${JSON.stringify(delims)}; CRLF csv docs: ${crlf}`);
console.log(`labels: ${total}`);
console.log('kind            all   in free text');
for (const k of KINDS) console.log(`${k.padEnd(14)} ${String(counts[k]).padStart(5)}   ${String(freeCounts[k]).padStart(5)}`);
console.log("('in free text' = the label's cell still has >= 3 words of letters once all labelled spans are removed)");

if (audit) {
  // capitalised tokens outside labels that also occur inside some name label
  const hits = new Map<string, number>();
  for (const c of cellsForAudit) {
    for (const m of c.text.matchAll(/[\p{Lu}][\p{L}\p{M}']+|[\u0900-\u097F]{2,}/gu)) {
      const i = m.index!, j = i + m[0].length;
      if (c.spans.every((s2) => j <= s2.start || i >= s2.end) && nameTokens.has(m[0])) hits.set(m[0], (hits.get(m[0]) ?? 0) + 1);
    }
  }
  console.log('\n[audit] unlabelled tokens that also appear in name labels:');
  console.log([...hits.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join('  '));
  for (const [k, v] of Object.entries(auditHits)) console.log(`\n[audit] unlabelled ${k} (${v.size}): ${[...v].slice(0, 40).join('  ')}`);
}

// look-alike report (written by generate.ts; look-alikes are unlabelled, so they are counted at generation)
try {
  const la = JSON.parse(readFileSync(join(dir, 'lookalike-counts.json'), 'utf8'));
  const tot = Object.values(la.by_type as Record<string, number>).reduce((a, b) => a + b, 0);
  console.log(`\nunlabelled look-alikes rendered: ${tot}`);
  for (const [k, v] of Object.entries(la.by_type)) console.log(`  ${k.padEnd(34)} ${String(v).padStart(4)}`);
  for (const d of corpus.documents) if (!(d.id in la.by_document)) bad(`${d.id}: missing from lookalike-counts.json`);
} catch (e) { bad('lookalike-counts.json unreadable: ' + e); }

if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 60)) console.error('  ' + p);
  process.exit(1);
}
console.log('\nOK: all labels verified.');
