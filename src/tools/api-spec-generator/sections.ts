/**
 * The part of an endpoint a sub-heading or a title line opens, from the words it holds wherever they stand ("Body
 * parameters", "Parameters for “List issues”", "HTTP response status codes", "Example response", "PATH PARAMS",
 * "Response fields (HTTP 200)"): the request, the query, the path, the answer (with the status it names), the headers,
 * or the statuses. Parameters without a place are the query of a GET or DELETE and the body of the others.
 */
import type { Method } from './model';
import type { Section } from './reader';

const HEADERS = /\bheaders?\b/i;
const ANSWER = /\b(?:responses?|returns?|reply|replies|output|results?|gives\s+back|answer)\b/i;
const REQUEST = /\b(?:request|body|payload|input|form\s+fields)\b/i;
const STATUSES = /\b(?:status(?:es)?(?:\s+codes?)?|errors?|error\s+codes?|codes)\b/i;
const QUERY = /\bquery\b/i;
const PATH = /\bpath\b/i;
const PARAMETERS = /\b(?:param(?:eter)?s?|arguments?|fields|attributes|properties)\b/i;

/** The section a title opens under an endpoint, or undefined when its words name none. */
export function sectionOfTitle(title: string, method: Method): Section | undefined {
  const words = title.replace(/[`*_#]/g, ' ');
  const status = /\b([1-5]\d\d)\b/.exec(words)?.[1];
  const code = status ? { status: Number(status) } : {};
  if (HEADERS.test(words) && !REQUEST.test(words.replace(HEADERS, ''))) return { headers: true };
  // "HTTP response status codes", "Errors": statuses, not fields.
  if (STATUSES.test(words) && !PARAMETERS.test(words) && !/\bbody\b/i.test(words)) return { statuses: true };
  if (ANSWER.test(words) && !/\brequest\b/i.test(words)) return { side: 'answer', ...code };
  if (REQUEST.test(words)) return { side: 'request' };
  const query = QUERY.test(words);
  const path = PATH.test(words);
  if (query && !path) return { side: 'query' };
  if (path && !query && PARAMETERS.test(words)) return { side: 'path' };
  if (query || PARAMETERS.test(words)) return { side: method === 'get' || method === 'delete' ? 'query' : 'request' };
  return undefined;
}

/** A line that is only a section's title: "Request Parameters", "PATH PARAMS", "Response fields (HTTP 200)", "Errors:". */
export function isTitleLine(line: string): boolean {
  return (
    line.length <= 60 &&
    /^[*_#\s]*[A-Z]/.test(line) &&
    /^[*_\s]*(?:[A-Za-z]+\s+){0,2}?(?:request|body|payload|responses?|returns?|query|path|param(?:eter)?s?|headers?|errors?|fields|status(?:\s+codes?)?)\b[\w ]{0,30}(?:\([^()]{0,30}\))?[*_\s]*:?\s*$/i.test(
      line,
    )
  );
}
