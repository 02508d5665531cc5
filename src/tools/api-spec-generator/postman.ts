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
const DESCRIBED = /^(optional|required)?\s*(string|integer|number|boolean|date|date-time|uuid|array|object)?\b[.,:]?\s*(.*)$/i;

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
  const note = (said[3] ?? '').trim();
  return `- ${key} (${hints})${note ? ` — ${note}` : ''}`;
}

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
    if (request && URL_LINE.test(url.text)) {
      const path = (URL_LINE.exec(url.text)?.[1] as string).replace(/\{\{([\w.-]+)\}\}/g, '{$1}');
      out[index] = `${request[1]} ${path} — ${request[2]}`;
      out[url.index] = '';
      index = url.index;
      section = undefined;
      continue;
    }
    if (SECTIONS[trimmed]) {
      section = trimmed;
      out[index] = SECTIONS[trimmed] as string;
      continue;
    }
    const row = KEY_VALUE.exec(trimmed);
    if (section && row) {
      const below = (lines[index + 1] ?? '').trim();
      const described = below !== '' && !KEY_VALUE.test(below) && !SECTIONS[below];
      out[index] =
        section === 'HEADERS' ? `- ${row[1]}: ${row[2]}` : parameterRow(row[1] as string, row[2] as string, described ? below : '');
      if (described && section !== 'HEADERS') {
        out[index + 1] = '';
        index += 1;
      }
      continue;
    }
    if (trimmed !== '') section = undefined;
    const answer = /^Example Response\s*[—–-]\s*([1-5]\d\d)\b/i.exec(trimmed);
    if (answer) out[index] = `Response ${answer[1]}:`;
    else if (/^Example Request\b/i.test(trimmed)) out[index] = '';
    else if (/^Body\s+raw\s*\((?:json|text)\)$/i.test(trimmed)) out[index] = 'Request body:';
    else if (/^Body\s+Headers\s*\(\d+\)$/i.test(trimmed)) out[index] = '';
    else if (/^json$/i.test(trimmed) && /^[{[]/.test(nextFilled(lines, index).text)) out[index] = '';
  }
  return out.join('\n');
}
