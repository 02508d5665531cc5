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
  const array = /^\[\s*(\w+)(?:\(\$[\w-]+\))?\s*\]$/.exec(written);
  if (array) return `array of ${array[1]}`;
  const format = /^(\w+)\(\$([\w-]+)\)$/.exec(written);
  if (format) return /^int\d+$|^float$|^double$/.test(format[2] as string) ? (format[1] as string) : (format[2] as string);
  return written;
}

/** A parameter's description lines: "Available values : a, b" names its values, "Default value : x" its default. */
function parameterNote(lines: string[], name: string): string {
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== name && line !== '--')
    .map((line) => line.replace(/^Available values\s*:\s*(.*)$/i, 'one of $1').replace(/^Default value\s*:\s*(.*)$/i, 'default $1'))
    .join('; ');
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
    const required = /\*\s*required$/.test(trimmed[start] as string);
    const name = (trimmed[start] as string).replace(/\s*\*\s*required$/, '');
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
  for (let index = 0; index < trimmed.length; index += 1) {
    const line = trimmed[index] as string;
    if (out[index] !== line) continue;
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
      list = after.findIndex((l) => l === '[') >= 0 && after.findIndex((l) => l === '[') < after.findIndex((l) => /\{$/.test(l));
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
    if (schemaField && !/\{$/.test(line)) {
      out[index] = `- ${schemaField[1]} (${typeOf(schemaField[3] as string)}, ${schemaField[2] ? 'required' : 'optional'})`;
      field = index;
      continue;
    }
    if (/^Enum:$/.test(line) && field >= 0 && /^\[.*\]$/.test(trimmed[index + 1] ?? '')) {
      out[field] = `${out[field]} — one of ${(trimmed[index + 1] as string).replace(/^\[\s*|\s*\]$/g, '')}`;
      out[index] = '';
      out[index + 1] = '';
      index += 1;
      continue;
    }
    if (/^(?:example|default):\s/.test(line) && field >= 0) {
      out[index] = '';
      continue;
    }
    if (/^\[$|^[A-Za-z_]\w*\{$|^\}\]?$/.test(line)) {
      out[index] = '';
      field = -1;
    }
  }
  return out.join('\n');
}
