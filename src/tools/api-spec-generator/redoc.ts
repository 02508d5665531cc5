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

// Redoc's page copied from a browser puts each cell of a row on a line of its own: the name (a tab after it when the
// field is optional), "required", the type, then the notes; the operation's endpoint is written `post/v1/items`.
const GLUED_ENDPOINT = /^(get|post|put|patch|delete)(\/\S*)$/;
const STACKED_TYPE =
  /^(?:string|integer|number|boolean|object|any|null|Array of \w+|(?:string|integer|number|boolean)\s*(?:or|\|)\s*\w+)(?:\s*<[\w-]+>)?(?:\s*\(\w+\))?(?:\s*(?:\[[^\]]*\]|[<>]=?\s*-?\d+(?:\.\d+)?|non-empty|nullable|(?:unique\s+)?items|\(\w+\)))*\s*$/i;
const STACKED_NAME = /^([A-Za-z_$][\w$.-]*)\t?\s*$/;
const STACKED_SECTIONS: Array<[RegExp, string]> = [
  [/^PATH PARAMETERS$/, 'Path parameters:'],
  [/^QUERY PARAMETERS$/, 'Query parameters:'],
  [/^HEADER PARAMETERS$/, 'Headers:'],
  [/^REQUEST BODY SCHEMA:/, 'Request body:'],
];

/** Whether a field starts at a line: its name, then "required" or not, then its type. */
function stackedField(lines: string[], index: number): { name: string; required: boolean; type: string; next: number } | undefined {
  const name = STACKED_NAME.exec(lines[index] ?? '')?.[1];
  if (!name || /^(?:required|Array|Responses)$/.test(name)) return undefined;
  const required = (lines[index + 1] ?? '').trim() === 'required';
  const type = (lines[index + (required ? 2 : 1)] ?? '').trim();
  if (!STACKED_TYPE.test(type)) return undefined;
  return { name, required, type, next: index + (required ? 3 : 2) };
}

/** A stacked type cell's hints: `Array of objects (PledgeItem)` an array of objects, `integer [ 1 .. 10 ]` an integer. */
function stackedType(cell: string): { hint: string; model?: string } {
  const model = /\((\w+)\)\s*$/.exec(cell)?.[1];
  return { hint: typeCell(cell.replace(/\s*\(\w+\)\s*$/, '')), model };
}

/**
 * "AUTHORIZATIONS:" over the scheme's name and, the first time, its kind ("HTTP: Bearer Auth", "API Key: X-Key
 * header", "None"): the sentence that says it, and the lines it takes. A scheme named again is the kind it was.
 */
function stackedAuth(lines: string[], index: number, schemes: Map<string, string>): { sentence: string; used: number } {
  const name = (lines[index + 1] ?? '').trim();
  const kind = (lines[index + 2] ?? '').trim();
  if (/^None\b/i.test(name)) return { sentence: 'This endpoint is public, with no authentication.', used: 1 };
  const key = /^API Key:\s*([\w-]+)\s+(header|query)/i.exec(kind);
  let sentence: string | undefined;
  if (key) sentence = `Authentication: API key in the ${key[1]} ${key[2] === 'query' ? 'query parameter' : 'header'}.`;
  else if (/^HTTP:\s*Basic/i.test(kind)) sentence = 'Authentication: HTTP Basic.';
  else if (/^(?:HTTP:\s*Bearer|OAuth2|OpenID)/i.test(kind)) sentence = 'Authentication: bearer token.';
  if (sentence) {
    schemes.set(name, sentence);
    return { sentence, used: 2 };
  }
  const known =
    schemes.get(name) ??
    (/bearer|jwt|oauth/i.test(name) ? 'Authentication: bearer token.' : /basic/i.test(name) ? 'Authentication: HTTP Basic.' : '');
  return { sentence: known, used: name && !/^[A-Z ]+(?:PARAMETERS|SCHEMA:.*)$|^Responses$/.test(name) ? 1 : 0 };
}

/** A Redoc page copied cell by cell, rewritten into field lines, labels and endpoint lines; line numbers kept. */
function fromStackedRedoc(lines: string[]): string {
  const trimmed = lines.map((line) => line.replace(/\s+$/, (space) => (space.includes('\t') ? '\t' : '')).trim());
  const out = trimmed.map(() => '');
  const models = new Map<string, string[]>();
  const schemes = new Map<string, string>();
  let from = 0;
  // Each operation's endpoint line moves up to its title: the last text line before its first marker.
  const titles = new Map<number, string>();
  for (let index = 0; index < trimmed.length; index += 1) {
    const endpoint = GLUED_ENDPOINT.exec(trimmed[index] as string);
    if (!endpoint) continue;
    const marker = trimmed
      .slice(from, index)
      .findIndex((line) => /^(?:AUTHORIZATIONS:|[A-Z]+ PARAMETERS$|REQUEST BODY SCHEMA:|Responses$)/.test(line));
    let title = marker < 0 ? -1 : from + marker - 1;
    while (title >= from && trimmed[title] === '') title -= 1;
    // A description line under the title: the title is the line above it, after a blank line or the last endpoint.
    if (title > from && trimmed[title - 1] !== '') title -= 1;
    titles.set(title >= from ? title : index, `${(endpoint[1] as string).toUpperCase()} ${endpoint[2]}`);
    from = index + 1;
  }
  let depth = 0;
  let holder: string | undefined;
  // Where no field of a schema is marked "required" (answers often), the page marks none: no field is said optional.
  let marked = false;
  const starts = (line: string): boolean =>
    GLUED_ENDPOINT.test(line) || /^[1-5]\d\d\s/.test(line) || STACKED_SECTIONS.some(([pattern]) => pattern.test(line));
  for (let index = 0; index < trimmed.length; index += 1) {
    const line = trimmed[index] as string;
    if (index === 0 || starts(line)) {
      const end = trimmed.findIndex((next, at) => at > index && starts(next));
      marked = trimmed.slice(index + 1, end < 0 ? undefined : end).includes('required');
    }
    const title = titles.get(index);
    if (title) {
      out[index] = GLUED_ENDPOINT.test(line) ? title : `${title} — ${line}`;
      depth = 0;
      continue;
    }
    if (GLUED_ENDPOINT.test(line)) continue;
    if (line === '') {
      depth = 0;
      holder = undefined;
      continue;
    }
    const section = STACKED_SECTIONS.find(([pattern]) => pattern.test(line));
    if (section) {
      out[index] = section[1];
      depth = 0;
      continue;
    }
    if (/^AUTHORIZATIONS:$/i.test(line)) {
      const auth = stackedAuth(trimmed, index, schemes);
      out[index] = auth.sentence;
      index += auth.used;
      continue;
    }
    if (line === 'Responses') continue;
    const status = /^([1-5]\d\d)\s+(.*)$/.exec(line);
    if (status) {
      const schema = /^RESPONSE SCHEMA:/.test(trimmed[index + 1] ?? '');
      const list = schema && /^Array$/.test(trimmed[index + 2] ?? '');
      out[index] = schema ? `- ${status[1]} — ${status[2]}${list ? ', an array of:' : ':'}` : `- ${status[1]} — ${status[2]}`;
      if (schema) index += list ? 2 : 1;
      depth = 0;
      continue;
    }
    if (line === 'Array') {
      depth = 1;
      continue;
    }
    const field = stackedField(trimmed, index);
    if (field) {
      const notes: string[] = [];
      let at = field.next;
      for (; at < trimmed.length && trimmed[at] !== '' && !stackedField(trimmed, at) && trimmed[at] !== 'Array'; at += 1) {
        const note = trimmed[at] as string;
        if (GLUED_ENDPOINT.test(note) || /^[1-5]\d\d\s/.test(note) || STACKED_SECTIONS.some(([pattern]) => pattern.test(note))) break;
        if (/^(?:Example|Value|Examples):/.test(note)) continue;
        notes.push(enumLine(note) ?? note.replace(/^Default:\s*/, 'default '));
      }
      notes.sort((a, b) => Number(a.startsWith('one of ')) - Number(b.startsWith('one of ')));
      const { hint, model } = stackedType(field.type);
      const flag = field.required ? ', required' : marked ? ', optional' : '';
      const written = `${'  '.repeat(depth)}- ${field.name} (${hint}${flag})${notes.length > 0 ? ` — ${notes.join('. ')}` : ''}`;
      out[index] = written;
      if (depth > 0 && holder) models.get(holder)?.push(written.trim());
      const opens =
        trimmed[at] === 'Array' || (/^object\b/.test(field.type) && stackedField(trimmed, at) !== undefined && trimmed[at - 1] !== '');
      if (opens && depth === 0) {
        depth = 1;
        holder = model;
        if (model && !models.has(model)) models.set(model, []);
        if (trimmed[at] === 'Array') at += 1;
      } else if (model && models.get(model)?.length && depth === 0) {
        // "Array of objects (PledgeItem)" shown again without its members: the members it had where it was shown.
        out[index] = [written, ...(models.get(model) as string[]).map((member) => `  ${member}`)].join('\n');
      }
      index = at - 1;
      continue;
    }
    out[index] = enumLine(line) ?? line;
  }
  // A model's members written again add lines: warnings about the lines after them name a later line number.
  return out.join('\n');
}

/** The text with a Redoc page's lines rewritten; any other text as it is. */
export function fromRedoc(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (!isRedocPage(lines)) return text;
  if (lines.some((line) => GLUED_ENDPOINT.test(line.trim()))) return fromStackedRedoc(lines);
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
