/**
 * Cells that know where their personal values are. Every personal value enters the corpus through `pii`,
 * and `cat` shifts the spans when text is glued together, so labels come from construction, never from a
 * search over the finished text.
 */

export const KINDS = [
  'name', 'address', 'date_of_birth', 'phone', 'email', 'aadhaar', 'pan', 'gstin', 'card', 'bank_account', 'upi', 'ip',
] as const;
export type Kind = (typeof KINDS)[number];

export interface Span {
  start: number;
  end: number;
  kind: Kind;
}

export class Cell {
  constructor(
    readonly text: string,
    readonly spans: readonly Span[] = [],
  ) {}
}

/** A JSON number leaf (a phone or PIN stored as a number) with its spans over String(num). */
export class NumCell {
  constructor(
    readonly num: number,
    readonly spans: readonly Span[],
  ) {}
}

export type Part = string | Cell;

/** One personal value, whole. */
export function pii(kind: Kind, value: string): Cell {
  if (value.length === 0) throw new Error(`empty ${kind}`);
  return new Cell(value, [{ start: 0, end: value.length, kind }]);
}

/** A number leaf that is one personal value whole. */
export function piiNum(kind: Kind, value: number): NumCell {
  if (!Number.isSafeInteger(value)) throw new Error(`unsafe number for ${kind}: ${value}`);
  return new NumCell(value, [{ start: 0, end: String(value).length, kind }]);
}

/** Glue text and cells, shifting spans by UTF-16 length. */
export function cat(...parts: Part[]): Cell {
  let text = '';
  const spans: Span[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
    } else {
      for (const s of part.spans) spans.push({ start: s.start + text.length, end: s.end + text.length, kind: s.kind });
      text += part.text;
    }
  }
  return new Cell(text, spans);
}

/** Join parts with a separator (like Array.join, but keeping spans). */
export function join(parts: Part[], sep: string): Cell {
  const out: Part[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(sep);
    out.push(p);
  });
  return cat(...out);
}

export const asCell = (p: Part): Cell => (typeof p === 'string' ? new Cell(p) : p);

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

export const escapePointerToken = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

// ---------------------------------------------------------------------------------------------- CSV

export interface CsvSpec {
  id: string;
  about: string;
  delimiter: ',' | ';' | '\t' | '|';
  crlf?: boolean;
  quoteAll?: boolean;
  trailingNewline?: boolean;
  headers: string[];
  rows: (Part | number)[][];
}

function csvField(text: string, delimiter: string, quoteAll: boolean): string {
  const needs = quoteAll || text.includes(delimiter) || /["\r\n]/.test(text);
  return needs ? `"${text.replace(/"/g, '""')}"` : text;
}

export function buildCsv(spec: CsvSpec): OutDoc {
  const { headers, delimiter } = spec;
  if (new Set(headers).size !== headers.length) throw new Error(`${spec.id}: duplicate headers ${headers.join('|')}`);
  const eol = spec.crlf ? '\r\n' : '\n';
  const lines: string[] = [headers.map((h) => csvField(h, delimiter, !!spec.quoteAll)).join(delimiter)];
  const labels: Label[] = [];
  spec.rows.forEach((row, r) => {
    if (row.length !== headers.length) throw new Error(`${spec.id}: row ${r} has ${row.length} cells, want ${headers.length}`);
    const fields = row.map((raw, c) => {
      const cell = typeof raw === 'number' ? new Cell(String(raw)) : asCell(raw);
      if (delimiter === '\t' && cell.text.includes('\t')) throw new Error(`${spec.id}: tab inside a cell`);
      for (const s of cell.spans) {
        labels.push({
          row: r,
          pointer: `/${escapePointerToken(headers[c] as string)}`,
          start: s.start,
          end: s.end,
          kind: s.kind,
          value: cell.text.slice(s.start, s.end),
        });
      }
      return csvField(cell.text, delimiter, !!spec.quoteAll);
    });
    lines.push(fields.join(delimiter));
  });
  const text = lines.join(eol) + (spec.trailingNewline ? eol : '');
  return { id: spec.id, about: spec.about, format: 'csv', delimiter, text, labels };
}

// --------------------------------------------------------------------------------------------- JSON

export type JsonIn = Part | number | NumCell | boolean | null | JsonIn[] | { [key: string]: JsonIn };

export interface JsonSpec {
  id: string;
  about: string;
  indent: 0 | 2 | 4;
  rows: { [key: string]: JsonIn }[];
}

function materialize(v: JsonIn, pointer: string, row: number, labels: Label[]): unknown {
  if (v === null || typeof v === 'boolean' || typeof v === 'number') return v;
  if (typeof v === 'string' || v instanceof Cell) {
    const cell = asCell(v);
    for (const s of cell.spans) {
      labels.push({ row, pointer, start: s.start, end: s.end, kind: s.kind, value: cell.text.slice(s.start, s.end) });
    }
    return cell.text;
  }
  if (v instanceof NumCell) {
    const text = String(v.num);
    for (const s of v.spans) labels.push({ row, pointer, start: s.start, end: s.end, kind: s.kind, value: text.slice(s.start, s.end) });
    return v.num;
  }
  if (Array.isArray(v)) return v.map((item, i) => materialize(item, `${pointer}/${i}`, row, labels));
  const out: Record<string, unknown> = {};
  for (const [k, item] of Object.entries(v)) out[k] = materialize(item, `${pointer}/${escapePointerToken(k)}`, row, labels);
  return out;
}

export function buildJson(spec: JsonSpec): OutDoc {
  const labels: Label[] = [];
  const rows = spec.rows.map((row, r) => materialize(row, '', r, labels));
  const text = spec.indent === 0 ? JSON.stringify(rows) : JSON.stringify(rows, null, spec.indent);
  return { id: spec.id, about: spec.about, format: 'json', text, labels };
}
