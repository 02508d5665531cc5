/**
 * Pages copied from Stoplight Elements (and Mintlify and ReadMe, which lay fields out the same way), rewritten line
 * for line into the forms the reader reads. Elements prints a field as its name, its type (`string<date>`, `array[object]`,
 * `integer<int64>`) and "required" on lines of their own, then its notes ("Allowed values: a, b", "Default: 0",
 * "Example: …", ">= 0"), members indented under their array or object; "Request" holds "Path Parameters", "Query
 * Parameters" and "Body" over its media type; "Responses" lists its status codes one a line, then the body of the
 * first success. Other reference pages print the same cells in sentence case ("Path parameters", "Body parameters"),
 * the format in parentheses (`string (date-time)`) and "optional" on its own line; they are read the same way. Line
 * numbers are kept.
 */

// Stoplight's `string<date>`, `array[object]`; Mintlify's `enum<string>`, `object[]`, `string<date-time>`.
// Other pages write the format in parentheses: `string (date-time)`, `integer (int64)`.
const TYPE =
  /^(?:string|integer|number|boolean|object|null|enum|array(?:\[(?:object|string|integer|number|boolean)\])?)(?:<[\w-]+>|\s*\([\w-]+\))?(?:\[\])?(?:\s+or\s+null)?$/;
const NAME = /^([A-Za-z_$][\w$.-]*)$/;
// ReadMe writes its sections in capitals: "PATH PARAMS", "QUERY PARAMS", "BODY PARAMS", "HEADERS", "RESPONSE BODY".
const SECTIONS: Record<string, string> = {
  'Path Parameters': 'Path parameters:',
  'Query Parameters': 'Query parameters:',
  Headers: 'Headers:',
  'PATH PARAMS': 'Path parameters:',
  'QUERY PARAMS': 'Query parameters:',
  HEADERS: 'Headers:',
  'BODY PARAMS': 'Request body:',
};

/** The label a section heading stands for: the headings above, or "Path parameters", "Body params" in any case. */
function sectionOf(line: string): string | undefined {
  if (SECTIONS[line]) return SECTIONS[line];
  const place = /^(path|query|body|header)\s+param(?:eter)?s$/i.exec(line)?.[1]?.toLowerCase();
  return place === 'body'
    ? 'Request body:'
    : place
      ? `${place[0]?.toUpperCase()}${place.slice(1)}${place === 'header' ? 's:' : ' parameters:'}`
      : undefined;
}
const READ_ME_TYPE =
  /^(?:int32|int64|double|float|date|date-time|uuid|uri|url|email|array of (?:objects|strings|integers|numbers|booleans))$/;

/** Whether a text is a Stoplight Elements page: "Path Parameters", "Query Parameters" or "Body" over a media type, and typed rows. */
function isStoplightPage(lines: string[]): boolean {
  const trimmed = lines.map((line) => line.trim());
  const sections = trimmed.some(
    (line, index) =>
      (sectionOf(line) !== undefined && line !== 'Headers') || (line === 'Body' && /^[a-z]+\/[\w.+-]+$/.test(trimmed[index + 1] ?? '')),
  );
  const rows = trimmed.filter((line, index) => NAME.test(line) && isType(trimmed[index + 1] ?? '')).length;
  return sections && rows >= 2 && (trimmed.includes('Responses') || trimmed.includes('Response') || trimmed.includes('RESPONSES'));
}

function isType(cell: string): boolean {
  return TYPE.test(cell) || READ_ME_TYPE.test(cell);
}

/** A type cell as the hints of a field line: `string<date>` a date, `array[object]` an array of objects. */
function typeOf(cell: string): string {
  if (/^int(?:32|64)$/.test(cell)) return 'integer';
  if (/^(?:double|float)$/.test(cell)) return 'number';
  if (/^(?:date|date-time|uuid|uri|url|email)$/.test(cell)) return cell;
  const array = /^array\[(\w+)\]/.exec(cell) ?? /^(\w+)(?:<[\w-]+>)?\[\]$/.exec(cell) ?? /^array of (\w+?)s$/.exec(cell);
  if (array) return `array of ${array[1]}`;
  // Mintlify's `enum<string>`: the values follow as "Available options".
  const listed = /^enum<(\w+)>$/.exec(cell);
  if (listed) return listed[1] as string;
  const format = /^(\w+)(?:<([\w-]+)>|\s*\(([\w-]+)\))/.exec(cell);
  const said = format?.[2] ?? format?.[3];
  if (format) return /^int\d+$|^float$|^double$/.test(said as string) ? (format[1] as string) : (said as string);
  return /^\w+/.exec(cell)?.[0] ?? cell;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** The text with a Stoplight Elements page's lines rewritten; any other text as it is. */
export function fromStoplight(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (!isStoplightPage(lines)) return text;
  const trimmed = lines.map((line) => line.trim());
  const out = [...lines];
  let part: 'request' | 'responses' | undefined;
  let success: string | undefined;
  // Whether the block being read marks any field "required": where none is marked, none is said optional.
  let marked = false;
  let nested = false;
  let headers = false;
  const markedFrom = (start: number): boolean => {
    for (let at = start; at < trimmed.length; at += 1) {
      const line = trimmed[at] as string;
      if (line === 'required') return true;
      if (
        sectionOf(line) ||
        line === 'Body' ||
        /^(?:Responses|RESPONSES|RESPONSE BODY)$/.test(line) ||
        /^(?:GET|POST|PUT|PATCH|DELETE)\s/.test(line)
      )
        return false;
    }
    return false;
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = trimmed[index] as string;
    if (/^(?:GET|POST|PUT|PATCH|DELETE)\s+\S/.test(line)) {
      part = undefined;
      continue;
    }
    // Mintlify: "Authorizations" over the credential's name, its type, where it goes and "required", then its notes.
    if (line === 'Authorizations' && NAME.test(trimmed[index + 1] ?? '')) {
      const name = trimmed[index + 1] as string;
      let at = index + 2;
      while (at < lines.length && trimmed[at] !== '' && at < index + 8) at += 1;
      const said = trimmed.slice(index + 2, at).join(' ');
      out[index] = /^authorization$/i.test(name)
        ? /\bbasic\b/i.test(said)
          ? 'Authentication: HTTP Basic.'
          : 'Authentication: bearer token.'
        : /\bquery\b/.test(said)
          ? `Authentication: API key in the ${name} query parameter.`
          : `Authentication: API key in the ${name} header.`;
      for (let blank = index + 1; blank < at; blank += 1) out[blank] = '';
      index = at - 1;
      continue;
    }
    if (line === 'Security') {
      const scheme = trimmed[index + 1] ?? '';
      out[index] = '';
      if (/bearer|jwt|oauth/i.test(scheme)) out[index + 1] = 'Authentication: bearer token.';
      else if (/basic/i.test(scheme)) out[index + 1] = 'Authentication: HTTP Basic.';
      index += 1;
      continue;
    }
    if (/^Example:/.test(line)) {
      out[index] = '';
      continue;
    }
    if (line === 'Request') {
      part = 'request';
      out[index] = '';
      continue;
    }
    // Mintlify: "Response" over "201 - application/json" (and `object[]` for a list), then the answer's fields.
    const tab = /^([1-5]\d\d)\s+-\s+[a-z]+\/[\w.+-]+$/.exec(line);
    if (tab && (part === 'responses' || trimmed[index - 1] === 'Response')) {
      const list = /^(?:object\[\]|array(?:\[object\])?)$/.test(trimmed[index + 1] ?? '');
      out[index] = `- ${tab[1]} — the answer${list ? ', an array of:' : ':'}`;
      if (list) {
        out[index + 1] = '';
        index += 1;
      }
      marked = markedFrom(index + 1);
      continue;
    }
    if (/^(?:RESPONSES|Responses|Response|RESPONSE BODY|Body)$/.test(line)) headers = false;
    if (line === 'RESPONSE BODY') {
      const list = /^array(?: of objects)?$/.test(trimmed[index + 1] ?? '');
      out[index] = `- ${success ?? '200'} — the answer${list ? ', an array of:' : ':'}`;
      if (/^(?:object|array(?: of objects)?)$/.test(trimmed[index + 1] ?? '')) {
        out[index + 1] = '';
        index += 1;
      }
      marked = markedFrom(index + 1);
      nested = false;
      continue;
    }
    if (line === 'Responses' || line === 'Response' || line === 'RESPONSES') {
      part = 'responses';
      success = undefined;
      out[index] = '';
      continue;
    }
    const section = sectionOf(line);
    if (section) {
      part = 'request';
      headers = section === 'Headers:';
      nested = false;
      out[index] = section;
      marked = markedFrom(index + 1);
      continue;
    }
    if (line === 'Body' && (part || /^[a-z]+\/[\w.+-]+$/.test(trimmed[index + 1] ?? ''))) {
      part ??= 'request';
      const media = /^[a-z]+\/[\w.+-]+$/.test(trimmed[index + 1] ?? '');
      const list =
        /^array(?:\[\w+\])?$/.test(trimmed[index + (media ? 2 : 1)] ?? '') && !NAME.test(trimmed[index + (media ? 1 : 0)] ?? '-');
      if (part === 'request') out[index] = 'Request body:';
      else out[index] = `- ${success ?? '200'} — the answer${list ? ', an array of:' : ':'}`;
      if (media) out[index + 1] = '';
      if (list) out[index + (media ? 2 : 1)] = '';
      marked = markedFrom(index + 1);
      index += (media ? 1 : 0) + (list ? 1 : 0);
      continue;
    }
    const status = /^([1-5]\d\d)$/.exec(line);
    if (part === 'responses' && status) {
      const code = status[1] as string;
      if (code < '300' && success === undefined) success = code;
      const why = trimmed[index + 1] ?? '';
      const described = why !== '' && !/^[1-5]\d\d$/.test(why) && why !== 'Body';
      out[index] = `- ${code}${described ? ` — ${why}` : ''}`;
      if (described) {
        out[index + 1] = '';
        index += 1;
      }
      continue;
    }
    if (line === '') nested = false;
    const name = NAME.exec(line);
    // Under ReadMe's "HEADERS", a key or token header is the credential.
    if (headers && name && /^x-|key|token|secret|^authorization$/i.test(line) && isType(trimmed[index + 1] ?? '')) {
      out[index] = /^authorization$/i.test(line) ? 'Authentication: bearer token.' : `Authentication: API key in the ${line} header.`;
      let at = index + 1;
      while (at < lines.length && trimmed[at] !== '') out[at++] = '';
      index = at - 1;
      continue;
    }
    if (name && isType(trimmed[index + 1] ?? '') && line !== 'required') {
      const type = trimmed[index + 1] as string;
      const required = trimmed[index + 2] === 'required';
      // "optional" on a line of its own, where other pages write nothing.
      const optional = trimmed[index + 2] === 'optional';
      const notes: string[] = [];
      let at = index + (required || optional ? 3 : 2);
      for (; at < lines.length; at += 1) {
        const note = trimmed[at] as string;
        if (
          note === '' ||
          (NAME.test(note) && isType(trimmed[at + 1] ?? '')) ||
          note === 'object' ||
          sectionOf(note) ||
          /^(?:Body|Responses|Request)$/.test(note)
        )
          break;
        if (/^[1-5]\d\d$/.test(note) || /^(?:GET|POST|PUT|PATCH|DELETE)\s/.test(note)) break;
        out[at] = '';
        const values = /^(?:Allowed values?|Available options|Possible values?):\s*(.+)$/i.exec(note);
        if (values)
          notes.push(
            `one of ${(values[1] as string)
              .split(/\s*,\s*/)
              .map((value) => `\`${value}\``)
              .join(', ')}`,
          );
        else if (/^Default:\s*/i.test(note)) notes.push(note.replace(/^Default:\s*/i, 'default '));
        else if (
          !/^(?:Example|Examples|Match pattern|Format|Required range|Required string length):|^[<>]=?\s*-?\d|^(?:non-empty|unique items|\[\s*\d)/i.test(
            note,
          )
        )
          notes.push(note);
      }
      notes.sort((a, b) => Number(a.startsWith('one of ')) - Number(b.startsWith('one of ')));
      const flag = required ? ', required' : marked || optional ? ', optional' : '';
      out[index] =
        `${' '.repeat(indentOf(lines[index] as string) + (nested ? 2 : 0))}- ${name[1]} (${typeOf(type)}${flag})${notes.length > 0 ? ` — ${notes.join('. ')}` : ''}`;
      out[index + 1] = '';
      if (required || optional) out[index + 2] = '';
      // ReadMe: "array of objects" (or "object") over a line "object": its members follow unindented, to a blank line.
      if (!nested && /^(?:object|array of objects|array\[object\]|object\[\])$/.test(type) && trimmed[at] === 'object') {
        nested = true;
        out[at] = '';
        at += 1;
      }
      index = at - 1;
    }
  }
  return out.join('\n');
}
