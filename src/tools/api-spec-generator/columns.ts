/**
 * Tables written without Markdown: rows of cells split by ` | ` or ` — ` (`student_admission_no | string | yes |
 * e.g. …`, `consignee_name — string — required`), under a header row of column words (`field | type | required |
 * notes`) or none (a name, then its type, then notes), and columns aligned by spaces under a header of column words
 * (Postman's `KEY  VALUE  DESCRIPTION`, `Field  Type  Required  Description`), each cell in the column it starts under.
 */
import { typeCellSchema } from './phrases';

export interface ColumnTable {
  kind: 'table';
  line: number;
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

const HEADER_WORD =
  /^(?:(?:field|param(?:eter)?)\s+name|field|fields|name|param|params|parameter|parameters|key|property|attribute|column|type|data\s*type|format|kind|(?:required|mandatory|optional)\??|req\.?|in|location|notes?|description|details|comments?|remarks|meaning|example|examples|sample|value|values|default|allowed\s+values|constraints?)$/i;
const NAME_WORD = /^(?:field|fields|name|param|params|parameter|parameters|key|property|attribute|column)(?:\s+name)?$/i;
// A first column that only numbers the rows ("S.No", "Sr. No.", "#"): no part of a field.
const SERIAL = /^(?:s\.?\s*no\.?|sr\.?\s*no\.?|sl\.?\s*no\.?|no\.|#|serial(?:\s+no\.?)?)$/i;
const IDENTIFIER = /^`?[A-Za-z_$][\w$.[\]-]*`?\??$/;
const MAX_ROWS = 200;

/** The cells of a ` | ` or ` — ` row, outside code marks; undefined when the line is no such row. */
function cellsOf(line: string, separator: RegExp): string[] | undefined {
  if (/^\s*(?:[-*+>#|]|\d+[.)])\s/.test(line) || /^\s*\|/.test(line)) return undefined;
  const cells: string[] = [];
  let code = false;
  let cell = '';
  // "| latitude | Double | N |": a closing pipe after an empty last cell ends the row.
  const text = line.trim().replace(/\s+\|$/, '');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '`') code = !code;
    const found = !code && c === ' ' ? separator.exec(text.slice(i, i + 5)) : null;
    if (found) {
      cells.push(cell.trim());
      cell = '';
      i += found[0].length - 1;
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells.length >= 2 ? cells : undefined;
}

const PIPE = /^\s+\|\s+/;
const DASH = /^\s+[—–]\s+/;

// "Mandatory (Y/N)": a column word with the values it takes.
const isHeader = (cells: string[]): boolean =>
  cells.every((cell) => HEADER_WORD.test(cell.replace(/\s*\([^()]{1,12}\)$/, ''))) && NAME_WORD.test(cells[0] ?? '');
const isRow = (cells: string[] | undefined): cells is string[] => Boolean(cells && IDENTIFIER.test(cells[0] as string));

/** A header for rows that have none: the name, the type, and a required column where its cells are yes or no. */
function inferred(rows: string[][]): string[] {
  const width = Math.max(...rows.map((cells) => cells.length));
  return Array.from({ length: width }, (_, index) => {
    if (index === 0) return 'field';
    if (index === 1) return 'type';
    const flags = rows
      .filter((cells) => cells[index] !== undefined)
      .every((cells) => /^(?:yes|no|y|n|true|false|required|optional|mandatory)$/i.test(cells[index] as string));
    return flags ? 'required' : 'notes';
  });
}

/**
 * Rows indented under a row of an array or an object ("entries — array — required, each entry:" over
 * "    commodity — string"): their names get the parent's (`entries[].commodity`).
 */
class Nesting {
  private readonly open: Array<{ indent: number; prefix: string }> = [];

  /** The row's cells, its name prefixed by the rows it is indented under. */
  row(line: string, cells: string[]): string[] {
    const indent = (/^\s*/.exec(line)?.[0] ?? '').length;
    while (this.open.length > 0 && (this.open.at(-1)?.indent ?? 0) >= indent) this.open.pop();
    const parent = this.open.at(-1)?.prefix;
    const name = parent && !(cells[0] as string).includes('.') ? `${parent}.${cells[0]}` : (cells[0] as string);
    const kind = typeCellSchema(cells[1] ?? '')?.type;
    const items = (typeCellSchema(cells[1] ?? '')?.items as { type?: string } | undefined)?.type;
    if (kind === 'object' || (kind === 'array' && (items === undefined || items === 'object')))
      this.open.push({ indent, prefix: `${name.replace(/\?$/, '')}${kind === 'array' ? '[]' : ''}` });
    return [name, ...cells.slice(1)];
  }
}

/** Rows split by ` | ` or ` — ` from a line on, with or without a header row; undefined when none starts there. */
function separatedTable(lines: string[], index: number, seen: { until: number }): { unit: ColumnTable; last: number } | undefined {
  for (const separator of [PIPE, DASH]) {
    const numbered = cellsOf(lines[index] as string, separator);
    if (!numbered) continue;
    const serial = SERIAL.test(numbered[0] as string) ? 1 : 0;
    const first = numbered.slice(serial);
    const header = isHeader(first) ? first : undefined;
    if (!header && !isRow(first)) continue;
    const rows: Array<{ line: number; cells: string[] }> = [];
    let last = index;
    const nest = new Nesting();
    // The second cell of a row as written on its own line, before a wrapped line was joined to it.
    const unwrapped = new Map<{ line: number; cells: string[] }, string>();
    for (let n = header ? index + 1 : index; n < lines.length && rows.length < MAX_ROWS; n += 1) {
      const all = cellsOf(lines[n] as string, separator);
      if (serial && !/^\d+\.?$/.test(all?.[0] ?? '') && n > index) break;
      const cells = n === index ? first : all?.slice(serial);
      // "status — one of queued, reviewing," then "delivered"; "(only present once delivered)": a row's last cell wrapped.
      const previous = rows.at(-1);
      const line = (lines[n] as string).trim();
      if (!all && previous && line !== '' && (/,$/.test(previous.cells.at(-1) as string) || /^\([^()]*\)$/.test(line))) {
        if (!unwrapped.has(previous)) unwrapped.set(previous, previous.cells[1] as string);
        // A note in parentheses on a line of its own is said of the row's field, not of the last word above it.
        const note = /^\(([^()]*)\)$/.exec(line)?.[1];
        previous.cells[previous.cells.length - 1] = `${previous.cells.at(-1)}${note !== undefined ? `, ${note}` : ` ${line}`}`;
        last = n;
        continue;
      }
      if (!isRow(cells)) break;
      rows.push({
        line: n + 1,
        cells: nest.row(
          lines[n] as string,
          cells.map((cell) => cell.replace(/`/g, '')),
        ),
      });
      last = n;
    }
    if (rows.length === 0) continue;
    // Without a header, the second cells must be types: "Public — no authentication needed" is prose.
    const typed = rows.filter((row) => {
      const cell = (unwrapped.get(row) ?? row.cells[1]) as string;
      return /^[^:]{1,40}$/.test(cell) && typeCellSchema(cell)?.type !== undefined;
    }).length;
    if (!header && typed * 2 < rows.length) {
      // The rows after it are not tried again: one pass over a run of such lines.
      seen.until = last;
      continue;
    }
    return { unit: { kind: 'table', line: index + 1, header: header ?? inferred(rows.map((row) => row.cells)), rows }, last };
  }
  return undefined;
}

/** The cells of a line split by runs of two or more spaces, each with where it starts. */
function aligned(line: string): Array<{ text: string; at: number }> {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((match) => ({ text: match[0], at: match.index }));
}

/** Columns aligned by spaces under a header of column words. */
function alignedTable(lines: string[], index: number): { unit: ColumnTable; last: number } | undefined {
  const header = aligned(lines[index] as string);
  if (header.length < 2 || !isHeader(header.map((cell) => cell.text))) return undefined;
  const indent = header[0]?.at ?? 0;
  const rows: Array<{ line: number; cells: string[] }> = [];
  let last = index;
  for (let n = index + 1; n < lines.length && rows.length < MAX_ROWS; n += 1) {
    const cells = aligned(lines[n] as string);
    if (cells.length === 0 || (cells[0]?.at ?? 0) < indent || !IDENTIFIER.test(cells[0]?.text ?? '')) break;
    if (cells.length === 1 && header.length > 1 && !/\s{2,}/.test(lines[n] as string) && rows.length === 0) break;
    const row = header.map(() => '');
    for (const cell of cells) {
      let column = 0;
      header.forEach((title, i) => {
        if (title.at <= cell.at + 1) column = i;
      });
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    rows.push({ line: n + 1, cells: row });
    last = n;
  }
  return rows.length > 0 ? { unit: { kind: 'table', line: index + 1, header: header.map((cell) => cell.text), rows }, last } : undefined;
}

/** Tables without Markdown in a text's lines, found line by line in one pass. */
export class ColumnFinder {
  private readonly seen = { until: -1 };
  constructor(readonly lines: string[]) {}

  /** The table starting at a line, and its last line. */
  at(index: number): { unit: ColumnTable; last: number } | undefined {
    const line = this.lines[index] as string;
    if (/ \| | [—–] /.test(line)) return index > this.seen.until ? separatedTable(this.lines, index, this.seen) : undefined;
    return /\S {2,}\S/.test(line) ? alignedTable(this.lines, index) : undefined;
  }
}
