// Serialisers: turn a document spec (rows of labelled cells) into text + labels.
import { Cell, Kind, NumL, Part, toCell } from './core';

export interface Label {
  row: number;
  pointer: string;
  start: number;
  end: number;
  kind: Kind;
  value: string;
}
export interface OutDoc {
  id: string;
  about: string;
  format: 'csv' | 'json';
  delimiter?: string;
  text: string;
  labels: Label[];
}

export function escPointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export interface CsvSpec {
  id: string;
  about: string;
  delimiter: string;
  header: string[];
  rows: Part[][];
  crlf?: boolean;
  bom?: boolean;
  quoteAll?: boolean;
  /** quote the header fields too when quoteAll (default true) */
  quoteHeader?: boolean;
  trailingNewline?: boolean;
}

function csvField(s: string, delim: string, force: boolean): string {
  if (force || s.includes(delim) || s.includes('"') || s.includes('\n') || s.includes('\r')) return '"' + s.replace(/"/g, '""') + '"';
  return s;
}

export function csvDoc(spec: CsvSpec): OutDoc {
  const { header, rows, delimiter } = spec;
  if (new Set(header).size !== header.length) throw new Error(spec.id + ': duplicate header');
  if (rows.length < 5 || rows.length > 40) throw new Error(spec.id + ': row count ' + rows.length);
  const nl = spec.crlf ? '\r\n' : '\n';
  const lines: string[] = [];
  lines.push(header.map((h) => csvField(h, delimiter, !!spec.quoteAll && spec.quoteHeader !== false)).join(delimiter));
  const labels: Label[] = [];
  rows.forEach((row, r) => {
    if (row.length !== header.length) throw new Error(`${spec.id}: row ${r} has ${row.length} cells, header ${header.length}`);
    const cells = row.map(toCell);
    cells.forEach((c, j) => {
      if (spec.crlf && /\n/.test(c.text)) throw new Error(spec.id + ': newline inside a CRLF document cell');
      if (!spec.crlf && /\r/.test(c.text)) throw new Error(spec.id + ': CR inside LF document');
      pushSpans(labels, r, '/' + escPointer(header[j] as string), c, spec.id);
    });
    lines.push(cells.map((c) => csvField(c.text, delimiter, !!spec.quoteAll)).join(delimiter));
  });
  let text = lines.join(nl);
  if (spec.trailingNewline !== false) text += nl;
  if (spec.bom) text = '\uFEFF' + text;
  return { id: spec.id, about: spec.about, format: 'csv', delimiter, text, labels };
}

function pushSpans(labels: Label[], row: number, pointer: string, c: Cell, id: string): void {
  const sorted = c.spans.slice().sort((a, b) => a.start - b.start);
  let last = -1;
  for (const s of sorted) {
    if (s.start < last) throw new Error(`${id}: overlapping spans in ${pointer} row ${row}: ${c.text}`);
    if (s.end <= s.start) throw new Error(`${id}: empty span in ${pointer}`);
    const value = c.text.slice(s.start, s.end);
    if (value !== value.trim()) throw new Error(`${id}: span with outer whitespace ${JSON.stringify(value)}`);
    labels.push({ row, pointer, start: s.start, end: s.end, kind: s.kind, value });
    last = s.end;
  }
}

export interface JsonSpec {
  id: string;
  about: string;
  rows: unknown[];
  indent?: number | string;
}

export function jsonDoc(spec: JsonSpec): OutDoc {
  if (spec.rows.length < 5 || spec.rows.length > 40) throw new Error(spec.id + ': row count ' + spec.rows.length);
  const labels: Label[] = [];
  const plain = spec.rows.map((row, r) => walk(row, '', labels, r, spec.id));
  const text = JSON.stringify(plain, null, spec.indent ?? 2);
  return { id: spec.id, about: spec.about, format: 'json', text, labels };
}

function walk(v: unknown, path: string, labels: Label[], row: number, id: string): unknown {
  if (v instanceof Cell) {
    pushSpans(labels, row, path, v, id);
    return v.text;
  }
  if (v instanceof NumL) {
    const s = String(v.n);
    if (v.kind) labels.push({ row, pointer: path, start: 0, end: s.length, kind: v.kind, value: s });
    return v.n;
  }
  if (Array.isArray(v)) return v.map((x, i) => walk(x, path + '/' + i, labels, row, id));
  if (v !== null && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      if (/^\d+$/.test(k)) throw new Error(id + ': integer-like key ' + k);
      o[k] = walk((v as Record<string, unknown>)[k], path + '/' + escPointer(k), labels, row, id);
    }
    return o;
  }
  return v;
}
