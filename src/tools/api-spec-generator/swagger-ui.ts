/**
 * Pages copied from Swagger UI, rewritten line for line into the forms the reader reads: an operation is its method
 * alone on a line over its path and summary; a parameter is its name (with "* required"), its type and "(query)" on
 * three lines, then its description; a schema is `Name{` over `field*<tab>type` lines ("*" marks required, `Enum:`
 * over `[ a, b ]` its values, `string($date-time)` its format), wrapped in `[ … ]` when it is a list; a response is
 * its code over its description; "Available authorizations" names the scheme. Line numbers are kept: a rewritten
 * line's place is left blank.
 */

const METHOD_ALONE = /^(GET|POST|PUT|PATCH|DELETE)$/;
const PATH_LINE = /^\/\S*$/;
const PARAMETER_IN = /^\((path|query|header|cookie|formData)\)\s*$/;
const SCHEMA_FIELD = /^([A-Za-z_$][\w$.-]*)(\*)?\t+\s*(\S.*)$/;
const NOISE =
  /^(?:Parameters|Try it out|Name\tDescription|Responses|Code\tDescription(?:\tLinks)?|Media type|Controls Accept header\.|Example Value|Schema|No links|No parameters|--|🔒|Authorize 🔓|[a-z]+\/[\w.+-]+)$/;

/** Whether a text is a Swagger UI page: an operation's method alone on a line over its path, and the UI's own words. */
function isSwaggerPage(lines: string[]): boolean {
  const operation = lines.some((line, index) => METHOD_ALONE.test(line.trim()) && PATH_LINE.test((lines[index + 1] ?? '').trim()));
  return operation && lines.some((line) => /^(?:Try it out|Example Value|Available authorizations)$/.test(line.trim()));
}

/** A Swagger UI type (`string($date-time)`, `integer($int64)`, `[string]`) as the hints of a field line. */
function typeOf(written: string): string {
  const array = /^(?:array)?\[\s*(\w+)(?:\(\$[\w-]+\))?\s*\]$/.exec(written);
  if (array) return `array of ${array[1]}`;
  const format = /^(\w+)\(\$([\w-]+)\)$/.exec(written);
  if (format) return /^int\d+$|^float$|^double$/.test(format[2] as string) ? (format[1] as string) : (format[2] as string);
  return written;
}

/** Values listed with commas, each in code marks, so a value that reads as a word ("A", "none") stays a value. */
function quoted(values: string): string {
  return values
    .split(/\s*,\s*/)
    .filter((value) => value !== '')
    .map((value) => `\`${value}\``)
    .join(', ');
}

/** A parameter's description lines: "Available values : a, b" names its values, "Default value : x" its default. */
function parameterNote(lines: string[], name: string): string {
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== name && line !== '--')
    .map((line) =>
      line
        .replace(/^Available values\s*:\s*(.*)$/i, (_, values: string) => `one of ${quoted(values)}`)
        .replace(/^Default value\s*:\s*(.*)$/i, 'default $1'),
    )
    .join('; ');
}

/** The last line of the JSON value that opens at a line, by its brackets; the line itself when it does not close. */
function balanced(lines: string[], start: number): number {
  let depth = 0;
  for (let index = start; index < lines.length && index < start + 400; index += 1) {
    for (const c of (lines[index] as string).replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
      if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') depth -= 1;
    }
    if (depth <= 0) return index;
  }
  return start;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a schema opened at a line marks any of its own fields required (`name*`): where none is, none is optional. */
function markedBlock(lines: string[], start: number): boolean {
  let depth = 0;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (depth === 0 && /^\}\]?$/.test(line)) return false;
    if (depth === 0 && /^[A-Za-z_$][\w$.-]*\*\t/.test(line)) return true;
    if (/\{$/.test(line)) depth += 1;
    else if (/^\}\]?$/.test(line)) depth -= 1;
  }
  return false;
}

/** The text with a Swagger UI page's lines rewritten; any other text as it is. */
export function fromSwaggerUi(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (!isSwaggerPage(lines)) return text;
  const out = lines.map((line) => line.trim());
  const trimmed = [...out];
  // Parameters: the line before "(query)" is the type, the one before that the name; the description runs to the next.
  const starts = trimmed.flatMap((line, index) => (PARAMETER_IN.test(line) && index >= 2 ? [index - 2] : []));
  for (const [order, start] of starts.entries()) {
    const place = (PARAMETER_IN.exec(trimmed[start + 2] as string)?.[1] as string).replace('formData', 'body');
    // "name * required", or "name *" as some versions print it.
    const required = /\*(?:\s*required)?$/.test(trimmed[start] as string);
    const name = (trimmed[start] as string).replace(/\s*\*(?:\s*required)?$/, '');
    let end = starts[order + 1] ?? trimmed.length;
    const stop = trimmed.slice(start + 3, end).findIndex((line) => /^(?:Request body|Responses)\b/.test(line));
    if (stop >= 0) end = start + 3 + stop;
    const note = parameterNote(trimmed.slice(start + 3, end), name);
    out[start] =
      `- ${place} ${name} (${typeOf(trimmed[start + 1] as string)}, ${required ? 'required' : 'optional'})${note ? ` — ${note}` : ''}`;
    for (let at = start + 1; at < end; at += 1) out[at] = '';
  }
  let list = false;
  let field = -1;
  // The schemas open at this line (`Name{`, `field\t[Item{`, `field\tItem{`): their members are indented under them.
  const open: Array<{ closer: string; marked: boolean }> = [];
  for (let index = 0; index < trimmed.length; index += 1) {
    const line = trimmed[index] as string;
    if (out[index] !== line) continue;
    // "Example Value" then "Schema" over a JSON example: the example, kept whole for the reader.
    if (/^[[{]$|^[[{]\s*["{[]/.test(line) && /^(?:Schema|Example Value)$/.test(trimmed[index - 1] ?? '')) {
      const end = balanced(trimmed, index);
      if (end > index && isJson(trimmed.slice(index, end + 1).join('\n'))) {
        for (let at = index; at <= end; at += 1) out[at] = lines[at] as string;
        index = end;
        continue;
      }
    }
    if (METHOD_ALONE.test(line) && PATH_LINE.test(trimmed[index + 1] ?? '')) {
      const summary = trimmed[index + 2] ?? '';
      const titled = summary !== '' && !NOISE.test(summary);
      out[index] = `${line} ${trimmed[index + 1]}${titled ? ` — ${summary}` : ''}`;
      out[index + 1] = '';
      if (titled) out[index + 2] = '';
      continue;
    }
    const status = /^([1-5]\d\d)\s*$/.exec(line);
    if (status) {
      const why = trimmed[index + 1] ?? '';
      // A success's schema follows its code: "[" over the schema's name makes it a list.
      const after = trimmed.slice(index + 2, index + 12);
      const bracket = after.findIndex((l) => l === '[' || /^\[\s*[A-Za-z_]\w*\{$/.test(l));
      list = bracket >= 0 && bracket <= after.findIndex((l) => /\{$/.test(l));
      out[index] = Number(status[1]) < 300 ? `- ${status[1]} — ${why}${list ? ', an array of:' : ':'}` : `- ${status[1]} — ${why}`;
      out[index + 1] = '';
      index += 1;
      continue;
    }
    if (/^Request body(?:\s+required)?$/.test(line)) {
      out[index] = 'Request body:';
      continue;
    }
    if (/^Available authorizations$/.test(line)) {
      const scheme = /\((apiKey|http|oauth2|openIdConnect)\)/.exec(trimmed[index + 1] ?? '')?.[1];
      const name = /^Name:\s*(\S+)/.exec(trimmed[index + 2] ?? '')?.[1];
      const where = /^In:\s*(\w+)/.exec(trimmed[index + 3] ?? '')?.[1];
      if (scheme === 'apiKey' && name && where === 'header') {
        out[index] = `Every endpoint requires an API key in the ${name} header.`;
        for (let at = index + 1; at <= index + 3; at += 1) out[at] = '';
        index += 3;
      }
      continue;
    }
    if (NOISE.test(line)) {
      out[index] = '';
      continue;
    }
    const schemaField = SCHEMA_FIELD.exec(line);
    const depth = '  '.repeat(Math.max(0, open.length - 1));
    const flag = (required: boolean): string => (required ? ', required' : open.at(-1)?.marked !== false ? ', optional' : '');
    // `variations\t[Variation{` and `address\tAddress{`: an array of objects or an object, its members on the lines below.
    const nested = schemaField && /^(\[)?\s*[A-Za-z_]\w*\{$/.exec(schemaField[3] as string);
    if (schemaField && nested) {
      out[index] = `${depth}- ${schemaField[1]} (${nested[1] ? 'array of object' : 'object'}${flag(Boolean(schemaField[2]))})`;
      open.push({ closer: nested[1] ? '}]' : '}', marked: markedBlock(trimmed, index) });
      field = -1;
      continue;
    }
    if (schemaField && !/\{$/.test(line)) {
      out[index] = `${depth}- ${schemaField[1]} (${typeOf(schemaField[3] as string)}${flag(Boolean(schemaField[2]))})`;
      field = index;
      continue;
    }
    if (/^Enum:$/.test(line) && field >= 0 && /^\[.*\]$/.test(trimmed[index + 1] ?? '')) {
      out[field] = `${out[field]} — one of ${quoted((trimmed[index + 1] as string).replace(/^\[\s*|\s*\]$/g, ''))}`;
      out[index] = '';
      out[index + 1] = '';
      index += 1;
      continue;
    }
    if (
      /^(?:example|default|pattern|format|minLength|maxLength|minimum|maximum|minItems|maxItems|nullable|readOnly|writeOnly):\s/.test(
        line,
      ) &&
      field >= 0
    ) {
      out[index] = '';
      continue;
    }
    if (/^\[?\s*[A-Za-z_]\w*\{$/.test(line)) {
      out[index] = '';
      open.length = 0;
      open.push({ closer: '}', marked: markedBlock(trimmed, index) });
      field = -1;
      continue;
    }
    if (/^\[$|^\}\]?$/.test(line)) {
      out[index] = '';
      if (/^\}/.test(line)) open.pop();
      field = -1;
    }
  }
  return out.join('\n');
}
