/**
 * The blocks of a description as API notes are laid out: headings (`#`, underlined, a bold line), label lines
 * ("Request body:", "Response `202 Accepted`:"), Markdown tables, list items (bullets, `1.`, `1)`, nested by indent),
 * raw HTTP messages (request or status line, headers, body; `curl -v`'s `>` and `<` prefixes), curl commands, JSON
 * and TypeScript blocks, field lines (`amount_paise: integer (required)`) and paragraphs. Fenced code is read the same
 * way, line by line; `//` comment markers (route comments) are dropped.
 *
 * A Markdown parser was judged and not used: GFM splits table cells at a `|` inside code spans (`"a" | "b"` enums),
 * reads `curl -v`'s `> POST` as a quote and a multipart `------boundary` as a heading underline, and the block
 * structure read here is a few line patterns.
 */
import { attributeLines } from './attribute-lines';
import { ColumnFinder } from './columns';
import { bareTable, cells, TABLE_ROW, TABLE_RULE } from './pipe-tables';
import { DeclarationFinder, type DeclarationUnit } from './declarations';
import { readLiteral } from './literal';
import { FIELD_START, standsAlone } from './standalone';
import { fromHttpLog } from './http-logs';
import { fromDottedMember } from './member-rows';
import { isTitleLine } from './sections';
import { parseYaml } from './yaml-blocks';

export type Unit =
  | { kind: 'heading'; line: number; text: string; level: number }
  | { kind: 'paragraph'; line: number; text: string; lines: number[]; starts: number[]; indent?: number }
  | { kind: 'item'; line: number; text: string; indent: number; ordinal?: number }
  | { kind: 'table'; line: number; header: string[]; rows: Array<{ line: number; cells: string[] }> }
  | { kind: 'http'; line: number; start: string; headers: Array<[string, string]>; body: string; bodyLine: number }
  | { kind: 'curl'; line: number; text: string }
  | { kind: 'literal'; line: number; text: string; name?: string }
  | { kind: 'yaml'; line: number; text: string; value: Record<string, unknown> }
  | { kind: 'form'; line: number; text: string }
  | { kind: 'fence'; line: number; open: boolean }
  | DeclarationUnit;

export const HTTP_REQUEST = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)\s+HTTP\/\d(?:\.\d)?\s*$/i;
export const HTTP_STATUS = /^HTTP\/\d(?:\.\d)?\s+([1-5]\d\d)\b(.*)$/i;
const HEADER_LINE = /^[A-Za-z][A-Za-z0-9-]*:\s*\S/;
const ATX = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const SETEXT = /^\s{0,3}(=+|-+)\s*$/;
// Indented "i.", "ii)", "a." and outline numbers ("2.1", "2.10.1") under a numbered step are its sub-items.
const BULLET =
  /^(\s*)(?:[-*+•◦▪▫‣○●■►▸]|(\d{1,3})[.)]|\((\d{1,3})\)|(?<=^\s+)(?:[ivx]{1,4}|[a-h])[.)]|(?<=^\s+)\d{1,3}(?:\.\d{1,3}){1,3}\.?)\s+(.*)$/;
const FENCE = /^\s*(```+|~~~+)\s*([\w-]*)/;
const ENDPOINT_ONLY = /^[\s`*]*(?:GET|POST|PUT|PATCH|DELETE)[`*]*\s+[`*]*\S+[`*]*\s*$/i;
const RETROFIT_ROUTE = /@(?:GET|POST|PUT|PATCH|DELETE)\s*\(\s*"/;
const LITERAL_START = /^\s*(?:(?:export\s+)?(?:interface|type)\s+(\w+)\s*(?:=\s*)?|const\s+\w+\s*=\s*)?(\{|\[|Array<)/;

/** The quote a shell command's text leaves open, from the quote open before it (one pass over each line). */
function openQuote(text: string, open?: string): string | undefined {
  let quote = open;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"') i += 1;
    } else if (c === '\\') i += 1;
    else if (c === '"' || c === "'") quote = c;
  }
  return quote;
}

/** Braces and brackets a line opens and does not close (quoted text aside). */
function bracketDepth(line: string): number {
  const bare = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '');
  return (bare.match(/[{[]/g) ?? []).length - (bare.match(/[}\]]/g) ?? []).length;
}

/** A line without `//` route-comment and `>`/`<` transcript markers; the marker's width kept as indent. */
function unmark(raw: string): string {
  return raw.replace(/^(\s*)(?:\/\/+|[<>](?=\s|$))\s?/, (_, space: string) => space);
}

/**
 * Lines in fenced code with `#` shell comments read as text: a curl session's `# 200 {"verified": true}` is the answer
 * it shows (a status and a literal, read as "→ 200 {…}"), and `# 429 after too many attempts` a status.
 */
function shellComments(lines: string[]): string[] {
  let fence = false;
  return lines.map((line) => {
    if (FENCE.test(line)) fence = !fence;
    // In an indented code block too, and wherever the comment holds JSON or an arrow ("# {", "#   "total": 1", "# => 201").
    const code = fence || /^ {4}|^\t/.test(line) || /^\s*#+\s+(?:=>|[{}[\]"])/.test(line);
    const comment = code ? /^(\s*)#+\s+(.*)$/.exec(line) : null;
    if (!comment) return line;
    const text = comment[2] as string;
    return `${comment[1]}${/^[1-5]\d\d\s*[{[]/.test(text) ? `→ ${text}` : text}`;
  });
}

const YAML_PATH = /^\s*\/[^\s:]*:\s*$/;
const YAML_METHOD = /^\s+(?:get|post|put|patch|delete):\s*$/i;

/**
 * YAML written without a fence: a `paths:` map, or a path key with method keys under it (`/claims/{id}:` then
 * `  get:`), read whole as YAML to the first line that is neither indented nor a key. A `# comment` after a value
 * ("string  # optional") is kept with the value, as the note it is.
 */
const indentOf = (line: string): number => (/^\s*/.exec(line)?.[0] ?? '').length;

/** "create_survey:" over "  method: POST" and "  path: /surveys": an operation named by a key, in YAML notes. */
function namedOperation(lines: string[], index: number): boolean {
  if (!/^[A-Za-z_][\w-]*:\s*$/.test(lines[index] as string)) return false;
  const body = lines.slice(index + 1, index + 4);
  return (
    body.some((l) => /^\s+method:\s*(?:get|post|put|patch|delete)\s*$/i.test(l)) && body.some((l) => /^\s+(?:path|url|route):\s*\//.test(l))
  );
}

function looseYaml(lines: string[], index: number): { unit: Extract<Unit, { kind: 'yaml' }>; last: number } | undefined {
  const line = lines[index] as string;
  const next = lines.slice(index + 1).find((l) => l.trim() !== '') ?? '';
  const opens = /^paths:\s*$/.test(line)
    ? YAML_PATH.test(next)
    : (YAML_PATH.test(line) && !/^\s/.test(line) && YAML_METHOD.test(next)) || namedOperation(lines, index);
  if (!opens) return undefined;
  let last = index;
  for (let n = index + 1; n < lines.length && n < index + 2000; n += 1) {
    const text = lines[n] as string;
    if (text.trim() === '') continue;
    if (!/^\s/.test(text) && !YAML_PATH.test(text) && !/^paths:\s*$/.test(text) && !namedOperation(lines, n)) break;
    last = n;
  }
  const kept = lines.slice(index, last + 1);
  const body = kept
    // "questions:   # required" over its indented members: the note goes, so the members stay the key's value.
    .map((text, at) =>
      /^\s*[^\s#:][^:#]*:\s+#/.test(text) && indentOf(kept[at + 1] ?? '') > indentOf(text) ? text.replace(/\s+#.*$/, '') : text,
    )
    .map((text) =>
      text
        // "200: array of { docId: string }": a value that is prose around braces is a string, not a YAML mapping.
        .replace(
          /^(\s*[^\s#:][^:#]*:\s+)([^\s'"{[#][^#]*[{:][^#]*?)\s*$/,
          (_, key: string, value: string) => `${key}'${value.replace(/'/g, "''")}'`,
        )
        .replace(/^(\s*[^\s#:][^:#]*:\s+)([^#'"{[]*?)\s+#\s*(.+)$/, (_, key: string, value: string, note: string) =>
          value.trim() === ''
            ? `${key}"${note.replace(/"/g, "'")}"`
            : `${key}"${value.trim().replace(/"/g, "'")}, ${note.replace(/"/g, "'")}"`,
        ),
    )
    .join('\n');
  const value = parseYaml(body);
  return value ? { unit: { kind: 'yaml', line: index + 1, text: body, value }, last } : undefined;
}

// A table copied from a rendered page (GitBook, Confluence) keeps its cells apart with tabs: "Name<TAB>Type<TAB>Description".
const TAB_HEADER = /^(?:name|field|parameter|param|property|attribute|key)\s*$/i;

/** Whether a line with no tab is the rest of the last cell of the row above it, a full row whose last cell was wrapped. */
function wrapped(lines: string[], at: number, columns: number, unit: Extract<Unit, { kind: 'table' }>): boolean {
  const line = lines[at];
  const row = unit.rows.at(-1);
  return line !== undefined && line.trim() !== '' && !line.includes('\t') && row !== undefined && row.cells.length === columns;
}

/** A tab-separated table whose header names a name column and another known column, and its rows (each with a tab). */
function tabTable(lines: string[], index: number): { unit: Extract<Unit, { kind: 'table' }>; last: number } | undefined {
  const header = (lines[index] as string)
    .trim()
    .split('\t')
    .map((cell) => cell.trim());
  if (header.length < 2 || !TAB_HEADER.test(header[0] as string)) return undefined;
  if (!header.slice(1).some((cell) => /^(?:type|description|required|notes?|in|default|example)$/i.test(cell))) return undefined;
  const unit: Extract<Unit, { kind: 'table' }> = { kind: 'table', line: index + 1, header, rows: [] };
  let last = index;
  const isRow = (at: number): boolean => at < lines.length && (lines[at] as string).includes('\t') && (lines[at] as string).trim() !== '';
  while (isRow(last + 1) || (wrapped(lines, last + 1, header.length, unit) && isRow(last + 2))) {
    // "certified<TAB>boolean<TAB>no<TAB>Sworn translation with", then "stamp; default false": the last cell, wrapped.
    if (!isRow(last + 1)) {
      const row = unit.rows.at(-1) as { cells: string[] };
      row.cells[row.cells.length - 1] = `${row.cells.at(-1)} ${(lines[last + 1] as string).trim()}`;
      last += 1;
      continue;
    }
    last += 1;
    const cells = (lines[last] as string)
      .replace(/^\s+/, '')
      .split('\t')
      .map((cell) => cell.trim());
    unit.rows.push({ line: last + 1, cells });
  }
  return unit.rows.length > 0 ? { unit, last } : undefined;
}

/** The blocks of a text, in order. */
export function readUnits(text: string): Unit[] {
  const raw = text.split(/\r\n|\r|\n/);
  const lines = attributeLines(shellComments(raw.map((line) => fromDottedMember(unmark(fromHttpLog(line))))));
  const source = new Source(lines);
  const declarations = new DeclarationFinder(raw);
  const tables = new ColumnFinder(lines);
  const units: Unit[] = [];
  let paragraph: { line: number; text: string; lines: number[]; starts: number[]; indent?: number } | undefined;
  let item: Extract<Unit, { kind: 'item' }> | undefined;
  let table: Extract<Unit, { kind: 'table' }> | undefined;
  let fence: string | undefined;
  let depth = 0;
  /** The last field line standing alone, which lines indented under it describe. */
  let described: { unit: Extract<Unit, { kind: 'paragraph' }>; indent: number; last: number } | undefined;
  const close = () => {
    depth = 0;
    if (paragraph) units.push({ kind: 'paragraph', ...paragraph });
    paragraph = undefined;
    item = undefined;
    table = undefined;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const number = index + 1;
    const trimmed = line.trim();
    const fenced = FENCE.exec(line);
    if (fenced) {
      close();
      fence = fence ? undefined : (fenced[1] as string);
      units.push({ kind: 'fence', line: number, open: fence !== undefined });
      // A YAML block is read whole, as YAML.
      if (fence && /^(?:ya?ml|openapi)$/i.test(fenced[2] ?? '')) {
        let end = index + 1;
        while (end < lines.length && !FENCE.test(raw[end] as string)) end += 1;
        const body = raw.slice(index + 1, end).join('\n');
        const value = parseYaml(body);
        if (value) {
          units.push({ kind: 'yaml', line: number + 1, text: body, value });
          index = end;
          fence = undefined;
        }
      }
      continue;
    }
    if (trimmed === '') {
      close();
      continue;
    }
    // An HTML form, to its end.
    if (/<form\b/i.test(line)) {
      let end = index;
      while (end < lines.length - 1 && end < index + 400 && !/<\/form>/i.test(raw[end] as string)) end += 1;
      close();
      units.push({ kind: 'form', line: number, text: raw.slice(index, end + 1).join('\n') });
      index = end;
      continue;
    }
    const loose = fence ? undefined : looseYaml(raw, index);
    if (loose) {
      close();
      units.push(loose.unit);
      index = loose.last;
      continue;
    }
    const declared = declarations.at(index);
    if (declared && !RETROFIT_ROUTE.test(declared.unit.text)) {
      close();
      units.push(declared.unit);
      index = declared.last;
      continue;
    }
    // A brace or bracket left open on a line ("200 -> { a: number,") continues on the next lines.
    if (paragraph && depth > 0) {
      paragraph.starts.push(paragraph.text.length + 1);
      // Members on lines of their own without commas (GraphQL, Go): the line break separates them.
      const separate = !/[,{[(;]\s*$/.test(paragraph.text.replace(/\s*\/\*[^*]*\*\/$/, '')) && /^[A-Za-z_$][\w$]*\??\s*:/.test(trimmed);
      paragraph.text = `${paragraph.text}${separate ? ',' : ''} ${closedComment(trimmed)}`;
      paragraph.lines.push(number);
      depth += bracketDepth(trimmed);
      continue;
    }
    const bare = fence || table ? undefined : bareTable(lines, index);
    if (bare) {
      close();
      units.push(bare.unit);
      index = bare.last;
      continue;
    }
    const tabbed = fence || table ? undefined : tabTable(lines, index);
    if (tabbed) {
      close();
      units.push(tabbed.unit);
      index = tabbed.last;
      continue;
    }
    if (!fence && TABLE_ROW.test(line)) {
      paragraph && close();
      if (!table && TABLE_RULE.test(lines[index + 1] ?? '')) {
        close();
        table = { kind: 'table', line: number, header: cells(line), rows: [] };
        units.push(table);
        index += 1;
      } else if (table) table.rows.push({ line: number, cells: cells(line) });
      else units.push({ kind: 'paragraph', line: number, text: trimmed, lines: [number], starts: [0] });
      continue;
    }
    table = undefined;
    const request = HTTP_REQUEST.exec(trimmed);
    const status = HTTP_STATUS.exec(trimmed);
    if (request || status) {
      close();
      index = readMessage(source, index, units);
      continue;
    }
    if (/^\s*\$?\s*curl\s/.test(line)) {
      close();
      let command = trimmed.replace(/^\$\s*/, '');
      // A line ending with "\" continues the command, and so does a quote left open (`-d '{` … `}'`).
      let quote = openQuote(command);
      let last = command;
      for (let added = 0; (quote || /\\\s*$/.test(last)) && index + 1 < lines.length && added < 400; added += 1) {
        index += 1;
        const next = quote ? (raw[index] as string) : (lines[index] as string).trim();
        command = quote ? `${command}\n${next}` : `${command.slice(0, command.length - (/\\\s*$/.exec(last)?.[0].length ?? 0))} ${next}`;
        quote = openQuote(next, quote);
        last = next;
      }
      units.push({ kind: 'curl', line: number, text: command });
      continue;
    }
    const columns = tables.at(index);
    if (columns && !fence) {
      close();
      units.push(columns.unit);
      index = columns.last;
      continue;
    }
    const literal = LITERAL_START.exec(line);
    // "201: Created Application received" or "200 OK" alone over a literal (GitBook's response tabs): that status's answer.
    const tab = paragraph && paragraph.lines.length === 1 ? /^([1-5]\d\d)\b\s*:?\s*([^{}[\]]*)$/.exec(paragraph.text) : null;
    if (literal && paragraph && tab && !literal[1]) paragraph.text = `Response ${tab[1]}${tab[2] ? ` (${tab[2].trim()})` : ''}:`;
    // A literal starts after a label, an arrow, or a line that is only an endpoint ("POST /appointments" then "{").
    // "Content type: application/json" over it too: the body of that type.
    const opens = (text: string): boolean =>
      /(?:[:{[=]|->|→)\s*$/.test(text) || ENDPOINT_ONLY.test(text) || /\bcontent[\s-]?type\s*:\s*[\w.+-]+\/[\w.+-]+\s*$/i.test(text);
    if (literal && (literal[1] || !paragraph || opens(paragraph.text))) {
      const read = source.literal(index, literal[0].length - (literal[2] as string).length);
      // A Retrofit interface declares routes (`@GET("/x") suspend fun …`), not a type: its lines are read as code.
      if (read && !(literal[1] && RETROFIT_ROUTE.test(read.text))) {
        close();
        units.push({ kind: 'literal', line: number, text: read.text, ...(literal[1] ? { name: literal[1] } : {}) });
        index = read.lastLine;
        // What follows the literal on its last line ("; replies 204") is a paragraph of its own.
        if (read.tail !== '') units.push({ kind: 'paragraph', line: index + 1, text: read.tail, lines: [index + 1], starts: [0] });
        continue;
      }
    }
    const heading = ATX.exec(line);
    const underline = SETEXT.exec(lines[index + 1] ?? '');
    if (heading && !fence) {
      close();
      units.push({ kind: 'heading', line: number, text: (heading[2] as string).trim(), level: (heading[1] as string).length });
      continue;
    }
    if (underline && !fence && !paragraph && !BULLET.test(line) && trimmed.length < 120) {
      close();
      units.push({ kind: 'heading', line: number, text: trimmed, level: (underline[1] as string).startsWith('=') ? 1 : 2 });
      index += 1;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet && !/^\s*-{3,}\s*$/.test(line)) {
      close();
      const ordinal = bullet[2] ?? bullet[3];
      item = {
        kind: 'item',
        line: number,
        text: (bullet[4] as string).trim(),
        indent: (bullet[1] as string).length,
        ...(ordinal ? { ordinal: Number(ordinal) } : {}),
      };
      units.push(item);
      continue;
    }
    const indent = (/^\s*/.exec(line)?.[0] ?? '').length;
    if (item && indent > item.indent && !/^\s*[\w.[\]?]+\s*:\s*\S/.test(line)) {
      item.text = `${item.text} ${trimmed}`;
      continue;
    }
    item = undefined;
    // "  The payout amount, in paise." under "amount  mandatory  integer": the field's description, one more column.
    if (described && described.last === index - 1 && indent > described.indent && !standsAlone(line, trimmed, fence !== undefined)) {
      described.unit.starts.push(described.unit.text.length + 2);
      described.unit.text = `${described.unit.text}  ${trimmed}`;
      described.unit.lines.push(number);
      described.last = index;
      continue;
    }
    described = undefined;
    // A line that reads as a field or a label stands alone; prose lines join into a paragraph.
    if (standsAlone(line, trimmed, fence !== undefined)) {
      close();
      // A field line keeps its indent: the lines indented under "line_items: array, each item:" are its members.
      paragraph = { line: number, text: trimmed, lines: [number], starts: [0], indent };
      depth = bracketDepth(trimmed);
      if (depth <= 0) {
        close();
        const unit = units.at(-1) as Extract<Unit, { kind: 'paragraph' }>;
        if (!fence && !/(?::|->|→)\s*$/.test(trimmed) && !isTitleLine(line) && FIELD_START.test(line))
          described = { unit, indent, last: index };
      }
      continue;
    }
    // A line that starts with a method and a path starts a paragraph: "GET /a …\nGET /b …" are two.
    const startsEndpoint =
      /^[\s`*]*(?:GET|POST|PUT|PATCH|DELETE)[`*]*\s+[`*]*(?:https?:\/\/\S+)?\//i.test(line) ||
      /^[\s`*]*(?:GET|POST|PUT|PATCH|DELETE)\s/.test(line);
    if (paragraph && !startsEndpoint && !/^\s*\*\*[^*]+\*\*\s*:?\s*$/.test(line)) {
      paragraph.starts.push(paragraph.text.length + 1);
      paragraph.text = `${paragraph.text} ${trimmed}`;
      paragraph.lines.push(number);
      depth += bracketDepth(trimmed);
    } else {
      close();
      depth = bracketDepth(trimmed);
      paragraph = { line: number, text: depth > 0 ? closedComment(trimmed) : trimmed, lines: [number], starts: [0] };
    }
  }
  close();
  return units;
}

/** A line's `// comment` as `/* comment *\/`, so that the lines of a brace block joined into one keep their members after it. */
function closedComment(line: string): string {
  return line.replace(/(?<=\s)\/\/\s?([^\n]*)$/, (_, note: string) => `/* ${note.replace(/\*\//g, '')} */`);
}

/** The lines as one text, for reading a literal that spans lines; a literal that never closes stops the search for more (one pass, not a square). */
class Source {
  readonly text: string;
  readonly offsets: number[] = [];
  private unclosed = false;
  constructor(readonly lines: string[]) {
    let offset = 0;
    for (const line of lines) {
      this.offsets.push(offset);
      offset += line.length + 1;
    }
    this.text = lines.join('\n');
  }

  /** The literal starting at a column of a line: its text, its last line, and what follows it there. */
  literal(index: number, column: number): { text: string; lastLine: number; tail: string } | undefined {
    if (this.unclosed) return undefined;
    const start = (this.offsets[index] as number) + column;
    const read = readLiteral(this.text, start);
    if (!read) return undefined;
    if (!read.closed) {
      this.unclosed = true;
      return undefined;
    }
    let last = index;
    while (last + 1 < this.lines.length && (this.offsets[last + 1] as number) <= read.end - 1) last += 1;
    const tail = this.text.slice(read.end, (this.offsets[last] as number) + (this.lines[last] as string).length).replace(/^[\s;,>]+/, '');
    return { text: this.text.slice(start, read.end), lastLine: last, tail: tail.trim() };
  }
}

/** An HTTP message from its start line: headers up to a blank line, then the body (JSON to its end, multipart to its closing boundary, else up to a blank line). */
function readMessage(source: Source, start: number, units: Unit[]): number {
  const lines = source.lines;
  const headers: Array<[string, string]> = [];
  let index = start + 1;
  while (index < lines.length && HEADER_LINE.test((lines[index] as string).trim())) {
    const [name = '', ...value] = (lines[index] as string).trim().split(':');
    headers.push([name.trim(), value.join(':').trim()]);
    index += 1;
  }
  while (index < lines.length && (lines[index] as string).trim() === '') index += 1;
  const bodyLine = index + 1;
  const body: string[] = [];
  const boundary = /boundary=("?)([^";]+)\1/i.exec(headers.find(([name]) => /^content-type$/i.test(name))?.[1] ?? '')?.[2];
  const first = (lines[index] ?? '').trim();
  if (boundary && first.startsWith(`--${boundary}`)) {
    while (index < lines.length) {
      const line = lines[index] as string;
      body.push(line);
      index += 1;
      if (line.trim() === `--${boundary}--`) break;
    }
  } else if (/^[{[]/.test(first)) {
    const read = source.literal(index, (lines[index] as string).indexOf(first[0] as string));
    body.push(read ? read.text : first);
    index = (read ? read.lastLine : index) + 1;
  } else if (
    first !== '' &&
    // A 204 or 304 has no body, and a line that names a route ("Tracking — GET /orders/{id}:") is the text's own.
    !/^HTTP\/\S+\s+(?:204|304)\b/i.test((lines[start] as string).trim()) &&
    !/\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//.test(first) &&
    !HTTP_REQUEST.test(first) &&
    !HTTP_STATUS.test(first) &&
    !/^\s*\$?\s*curl\s/.test(first) &&
    index > start + 1 &&
    (lines[index - 1] as string).trim() === ''
  ) {
    while (index < lines.length && (lines[index] as string).trim() !== '') body.push(lines[index++] as string);
  }
  units.push({ kind: 'http', line: start + 1, start: (lines[start] as string).trim(), headers, body: body.join('\n'), bodyLine });
  return index - 1;
}
