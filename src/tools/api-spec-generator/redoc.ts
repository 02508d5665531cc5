/**
 * Pages copied from Redoc, rewritten line for line into the forms the reader reads. Redoc prints an operation's
 * title, then "Authorizations:", "PATH PARAMETERS", "REQUEST BODY SCHEMA: application/json", field rows (`name
 * required type` with descriptions and `Enum: "a" "b"` under them) and its responses ("— 201 Item created" over
 * "RESPONSE SCHEMA:"), and only then the method and path: the endpoint line moves up to the title's place. Line
 * numbers are kept: a moved or rewritten line's place is left blank.
 */

const MARKER = /^(?:Authorizations:|(?:PATH|QUERY|HEADER|COOKIE) PARAMETERS$|REQUEST BODY SCHEMA:|Responses$)/;
const ENDPOINT_ALONE = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/;
const SECTIONS: Array<[RegExp, string]> = [
  [/^PATH PARAMETERS$/, 'Path parameters:'],
  [/^QUERY PARAMETERS$/, 'Query parameters:'],
  [/^HEADER PARAMETERS$/, 'Headers:'],
  [/^REQUEST BODY SCHEMA:/, 'Request body:'],
];

/** Whether a text is a Redoc page: its schema markers in capitals. */
function isRedocPage(lines: string[]): boolean {
  return lines.some((line) => /^\s*(?:REQUEST BODY SCHEMA|RESPONSE SCHEMA):/.test(line));
}

/** Redoc's `Enum: "a" "b"` and `Enum: 0 5 12` as the values a field line reads. */
function enumLine(line: string): string | undefined {
  const values = /^(\s*)Enum:\s*(.+)$/.exec(line);
  if (!values) return undefined;
  const listed = (values[2] as string).match(/"[^"]*"|\S+/g) ?? [];
  return `${values[1]}one of ${listed.map((value) => `\`${value.replace(/^"|"$/g, '')}\``).join(', ')}`;
}

const ROW = /^(\s*)([A-Za-z_$][\w$.-]*)\s{2,}(?:(required)\s{2,})?(\S.*)$/;

/** Redoc's type cell (`string <date-time>`, `Array of strings <uri> [ 1 .. 5 ] items`, `integer >= 0`) as hints. */
function typeCell(cell: string): string {
  const array = /^Array of (\w+?)s?\b/i.exec(cell);
  if (array) return `array of ${array[1]}`;
  const format = /^(\w+)\s*<([\w-]+)>/.exec(cell);
  if (format) return /^int\d+$|^float$|^double$/.test(format[2] as string) ? (format[1] as string) : (format[2] as string);
  return /^\w+/.exec(cell)?.[0] ?? cell;
}

/** The field rows of a schema from a line on: each row with the description lines indented under its type. */
function schemaRows(lines: string[], out: string[], start: number): void {
  for (let index = start; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (line.trim() === '') continue;
    const row = ROW.exec(line);
    if (!row) return;
    const column = line.length - (row[4] as string).length;
    const notes: string[] = [];
    while (index + 1 < lines.length && /^\s*$/.test((lines[index + 1] as string).slice(0, column)) && (lines[index + 1] as string).trim()) {
      index += 1;
      notes.push(enumLine((lines[index] as string).trim()) ?? (lines[index] as string).trim());
      out[index] = '';
    }
    // The values last, after the description's sentences, so no capitalised word of those reads as one of them.
    notes.sort((a, b) => Number(a.startsWith('one of ')) - Number(b.startsWith('one of ')));
    const flag = row[3] ? 'required' : 'optional';
    out[index - notes.length] = `- ${row[2]} (${typeCell(row[4] as string)}, ${flag})${notes.length > 0 ? ` — ${notes.join('. ')}` : ''}`;
  }
}

/** "Authorizations: bearerAuth": the scheme's name, when it says how callers authenticate. */
function authorizations(line: string): string | undefined {
  const name = /^Authorizations:\s*(.+)$/.exec(line)?.[1] ?? '';
  if (/bearer|jwt|oauth/i.test(name)) return 'Authentication: bearer token.';
  if (/basic/i.test(name)) return 'Authentication: HTTP Basic.';
  return undefined;
}

/** The text with a Redoc page's lines rewritten; any other text as it is. */
export function fromRedoc(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (!isRedocPage(lines)) return text;
  const out = [...lines];
  let from = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const endpoint = ENDPOINT_ALONE.exec((lines[index] as string).trim());
    if (!endpoint) continue;
    // The operation's title: the last line written before its first marker, after the endpoint before it.
    const marker = lines.slice(from, index).findIndex((line) => MARKER.test(line.trim()));
    const title = marker < 0 ? -1 : lines.slice(from, from + marker).findLastIndex((line) => line.trim() !== '');
    if (title >= 0) {
      out[from + title] = `${endpoint[1]} ${endpoint[2]} — ${(lines[from + title] as string).trim()}`;
      out[index] = '';
    }
    from = index + 1;
  }
  for (const [index, line] of lines.entries()) {
    if (out[index] !== line) continue;
    const trimmed = line.trim();
    const section = SECTIONS.find(([pattern]) => pattern.test(trimmed));
    const status = /^[—–-]\s*([1-5]\d\d)\s+(.*)$/.exec(trimmed);
    if (section) {
      out[index] = section[1];
      schemaRows(lines, out, index + 1);
    } else if (/^RESPONSE SCHEMA:/.test(trimmed)) {
      out[index] = '';
      schemaRows(lines, out, index + 1);
    } else if (trimmed === 'Responses') out[index] = '';
    else if (/^Authorizations:/.test(trimmed)) out[index] = authorizations(trimmed) ?? '';
    else if (status) {
      const schema = /^\s*RESPONSE SCHEMA:/.test(lines[index + 1] ?? '');
      out[index] = schema ? `Response ${status[1]} (${status[2]}):` : `- ${status[1]} — ${status[2]}`;
    } else out[index] = enumLine(line) ?? line;
  }
  return out.join('\n');
}
