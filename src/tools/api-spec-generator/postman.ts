/**
 * Pages copied from Postman's published documentation, rewritten line for line into the forms the reader reads: a
 * request is its method and name on one line ("GET  PNR status") over its URL on the next (`{{base_url}}/pnr/{{pnr}}`),
 * which becomes "GET /pnr/{pnr} — PNR status"; PARAMS, PATH VARIABLES and HEADERS are key–value rows (the key, an
 * example value, a description line under it); "Body  raw (json)" is the request body; "Example Response — 201
 * Created" labels the answer of that status. Line numbers are kept: a rewritten line's place is left blank.
 */
import { valueSchema } from './types';

const METHOD_AND_NAME = /^(GET|POST|PUT|PATCH|DELETE)\s{2,}(\S.*)$/;
const URL_LINE = /^\{\{[\w.-]+\}\}(\/\S*)$/;
const SECTIONS: Record<string, string> = {
  PARAMS: 'Query parameters:',
  'QUERY PARAMS': 'Query parameters:',
  'PATH VARIABLES': 'Path parameters:',
  HEADERS: 'Headers:',
};
const KEY_VALUE = /^([A-Za-z_][\w.-]*)\s{2,}(\S.*)$/;
// "Optional boolean. Bypass the cache.": Postman's description of a key, its flag and type first.
const DESCRIBED =
  /^[(\s]*(optional|required)?[;,\s]*(?:(string|integer|number|boolean|date|date-time|uuid|array|object)\b)?[.,:;]?\s*(.*?)\)?$/i;

/** Whether a text is a Postman documentation page: a method and name line over a `{{variable}}/path` line. */
function isPostmanPage(lines: string[]): boolean {
  return lines.some((line, index) => METHOD_AND_NAME.test(line.trim()) && URL_LINE.test(nextFilled(lines, index).text));
}

function nextFilled(lines: string[], index: number): { text: string; index: number } {
  for (let at = index + 1; at < lines.length && at <= index + 2; at += 1)
    if ((lines[at] as string).trim() !== '') return { text: (lines[at] as string).trim(), index: at };
  return { text: '', index: -1 };
}

/** One key–value row of a PARAMS or PATH VARIABLES table, and the description line under it, as a field line. */
function parameterRow(key: string, value: string, description: string): string {
  const said = DESCRIBED.exec(description) as RegExpExecArray;
  const type = said[2]?.toLowerCase() ?? valueSchema(value.replace(/^\{\{.*\}\}$/, '')).type ?? 'string';
  const hints = [type, ...(said[1] ? [said[1].toLowerCase()] : [])].join(', ');
  let note = (said[3] ?? '').replace(/^[—–-]+\s*/, '').trim();
  // "optional — quiet, phone_friendly or standing": a description that is only a list of values names them.
  if (/^[\w.-]+(?:\s*,\s*[\w.-]+)*,?\s+or\s+[\w.-]+$/.test(note)) note = `one of ${note}`;
  return `- ${key} (${hints})${note ? ` — ${note}` : ''}`;
}

/**
 * The collection's or folder's "Authorization" block ("AUTHORIZATION  API Key" over "Key  X-Api-Key", "Authorization
 * Bearer Token", "Basic Auth") as the sentence the reader reads, or undefined when the lines are no such block.
 */
function authorization(lines: string[], index: number): { sentence: string; end: number } | undefined {
  const kind = /^authorization\s{2,}(api key|bearer token|basic auth|oauth 2\.0|jwt bearer)$/i.exec((lines[index] as string).trim())?.[1];
  if (!kind) return undefined;
  let end = index;
  const rows: Record<string, string> = {};
  for (let at = index + 1; at < lines.length && at <= index + 4; at += 1) {
    const row = /^(Key|Value|Add to|Token|Username|Password)\s{2,}(\S.*)$/i.exec((lines[at] as string).trim());
    if (!row) break;
    rows[(row[1] as string).toLowerCase()] = (row[2] as string).trim();
    end = at;
  }
  if (/api key/i.test(kind)) {
    const where = /query/i.test(rows['add to'] ?? '') ? 'query parameter' : 'header';
    return rows.key ? { sentence: `Every endpoint requires an API key in the ${rows.key} ${where}.`, end } : undefined;
  }
  if (/basic/i.test(kind)) return { sentence: 'Every endpoint requires HTTP Basic authentication.', end };
  return { sentence: 'Every endpoint requires a bearer token.', end };
}

/** "Example Response  201 Created", "Example Response — 404 Not Found  (no such id)": the status and its words. */
const EXAMPLE_RESPONSE = /^Example Response\s*(?:[—–-]\s*|\s)\s*([1-5]\d\d)\b\s*(.*)$/i;

/** The text with a Postman page's lines rewritten; any other text as it is. */
export function fromPostman(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (!isPostmanPage(lines)) return text;
  const out = [...lines];
  let section: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const trimmed = (lines[index] as string).trim();
    const request = METHOD_AND_NAME.exec(trimmed);
    const url = nextFilled(lines, index);
    const auth = authorization(lines, index);
    if (auth) {
      out[index] = auth.sentence;
      for (let at = index + 1; at <= auth.end; at += 1) out[at] = '';
      // "This authorization method will be used for every request …": said already.
      if (/^this (?:authorization|collection)\b.*\b(?:every|all)\b/i.test((lines[auth.end + 1] ?? '').trim())) out[auth.end + 1] = '';
      index = auth.end;
      continue;
    }
    if (request && URL_LINE.test(url.text)) {
      // Postman writes a path variable as `:name` and a collection variable as `{{name}}`.
      const path = (URL_LINE.exec(url.text)?.[1] as string).replace(/\{\{([\w.-]+)\}\}/g, '{$1}').replace(/\/:([A-Za-z_]\w*)/g, '/{$1}');
      out[index] = `${request[1]} ${path} — ${request[2]}`;
      out[url.index] = '';
      index = url.index;
      section = undefined;
      continue;
    }
    if (SECTIONS[trimmed.toUpperCase()]) {
      section = trimmed.toUpperCase();
      out[index] = SECTIONS[section] as string;
      continue;
    }
    const row = KEY_VALUE.exec(trimmed);
    if (section && row && !/^Body\s+raw\b/i.test(trimmed)) {
      const below = (lines[index + 1] ?? '').trim();
      const described = below !== '' && !KEY_VALUE.test(below) && !SECTIONS[below.toUpperCase()] && !METHOD_AND_NAME.test(below);
      // "date   2026-12-08   required", "zone  quiet  optional — a, b or c": the example value, then the key's description.
      const [value, ...rest] = (row[2] as string).split(/\s{2,}/);
      const said = [rest.join(' '), described ? below : ''].filter((part) => part !== '').join(' ');
      out[index] = section === 'HEADERS' ? `- ${row[1]}: ${row[2]}` : parameterRow(row[1] as string, value as string, said);
      if (described && section !== 'HEADERS') {
        out[index + 1] = '';
        index += 1;
      }
      continue;
    }
    if (trimmed !== '') section = undefined;
    const answer = EXAMPLE_RESPONSE.exec(trimmed);
    // A status with no example under it is a response the request can get, said in a word.
    const shown =
      /^(?:json\s*)?[{[]/.test(nextFilled(lines, index).text) || /^(?:Body\s+Headers|json$)/i.test(nextFilled(lines, index).text);
    if (answer)
      out[index] = shown ? `Response ${answer[1]}:` : `- ${answer[1]} — ${((answer[2] as string) || 'no example').replace(/\s{2,}/g, ' ')}`;
    else if (/^Example Request\b/i.test(trimmed)) out[index] = '';
    else if (/^Body\s+raw\s*\((?:json|text)\)$/i.test(trimmed)) out[index] = 'Request body:';
    else if (/^Body\s+Headers\s*\(\d+\)$/i.test(trimmed)) out[index] = '';
    else if (/^json$/i.test(trimmed) && /^[{[]/.test(nextFilled(lines, index).text)) out[index] = '';
  }
  return out.join('\n');
}
