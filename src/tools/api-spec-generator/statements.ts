/**
 * What a description states besides fields: status codes ("returns 204", "409 when the email exists"), how a caller
 * authenticates ("requires a bearer token", "an API key in the X-API-Key header", "basic auth"), and the body's media
 * type ("as multipart/form-data", "application/x-www-form-urlencoded"). Each is taken out of the text it was read
 * from, so the field reader sees only the fields.
 */

export interface StatedStatus {
  code: number;
  /** The condition or reason phrase written with it ("if the file is larger than 10 MB", "Conflict"). */
  why: string;
}

export type Auth = { kind: 'bearer' } | { kind: 'basic' } | { kind: 'apiKey'; header: string } | { kind: 'none' };
export type MediaType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

// RFC 9110's reason phrases, as people write them after a code ("201 Created", "422 Unprocessable Entity").
const REASON =
  /^\s+(OK|Created|Accepted|No Content|Moved Permanently|Found|See Other|Not Modified|Bad Request|Unauthori[sz]ed|Payment Required|Forbidden|Not Found|Method Not Allowed|Not Acceptable|Conflict|Gone|Precondition Failed|(?:Payload|Content|Request Entity) Too Large|Unsupported Media Type|Unprocessable (?:Entity|Content)|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b/i;
// A code after the words that introduce one, or before a condition ("409 when ...", "404 if not found").
const AFTER_WORDS =
  /\b(?:returns?|returning|responds?(?:\s+with)?|answers?(?:\s+with)?|response\s*:|status(?:\s+code)?|http|with|gives|or|and|,)\s*(?:an?\s+|the\s+)?(?:(?:http|status)\s+)?([1-5]\d\d)\b/gi;
const BEFORE_CONDITION = /(?:^|[\s(,])([1-5]\d\d)\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+)?(?:if|when|on|for|in case|unless)\b([^,.;]*)/g;
const AT_START = /^\s*([1-5]\d\d)\b/;

// The status codes RFC 9110 and its companions define, 2xx to 5xx: "with 250 characters" names no status.
const KNOWN = new Set([
  ...[200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 307, 308],
  ...[400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424],
  ...[425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511],
]);

/** The status codes a sentence states, and the sentence without them (the condition of an error goes with it). */
export function takeStatuses(sentence: string): { text: string; statuses: StatedStatus[] } {
  const statuses: StatedStatus[] = [];
  const take = (code: string, why: string): boolean => {
    if (!KNOWN.has(Number(code))) return false;
    if (!statuses.some((status) => status.code === Number(code))) statuses.push({ code: Number(code), why: why.trim() });
    return true;
  };
  let text = sentence.replace(BEFORE_CONDITION, (all, code: string) => {
    const at = all.indexOf(code);
    return take(code, all.slice(at + 3)) ? all.slice(0, at) : all;
  });
  // A code goes with the reason phrase written after it ("202 Accepted"), which is no field either.
  let kept = '';
  let from = 0;
  for (const match of text.matchAll(AFTER_WORDS)) {
    const code = match[1] as string;
    const end = match.index + match[0].length;
    const reason = REASON.exec(text.slice(end));
    if (!take(code, reason?.[1] ?? '')) continue;
    kept += text.slice(from, end - code.length);
    from = end + (reason?.[0].length ?? 0);
  }
  text = kept + text.slice(from);
  const start = AT_START.exec(text);
  if (start) {
    const reason = REASON.exec(text.slice(start[0].length));
    if (take(start[1] as string, reason?.[1] ?? '')) text = text.slice(start[0].length + (reason?.[0].length ?? 0));
  }
  return { text, statuses };
}

/** How the description says a caller authenticates, and the text without the sentence that says it. */
export function takeAuth(sentence: string): { text: string; auth?: Auth } {
  const header = /\b(?:in|via|as|using)\s+(?:the\s+|an?\s+)?(X-[A-Za-z0-9-]+|[A-Za-z][A-Za-z0-9-]*-Key)\b(?:\s+header)?/i.exec(
    sentence,
  )?.[1];
  let auth: Auth | undefined;
  if (/\b(no auth(entication)?|public|unauthenticated|without auth(entication)?|anonymous)\b/i.test(sentence)) auth = { kind: 'none' };
  else if (/\bapi[ -]?key\b/i.test(sentence) || (header && /\bheader\b/i.test(sentence) && /\bkey\b/i.test(sentence)))
    auth = { kind: 'apiKey', header: header ?? 'X-API-Key' };
  else if (/\bbasic\s+auth(entication)?\b|\bhttp\s+basic\b/i.test(sentence)) auth = { kind: 'basic' };
  else if (
    /\b(bearer|jwt|access token|auth(entication|orization)? token|requires? (auth(entication)?|login|a logged[- ]in user|authentication)|authenticated|logged[- ]in)\b/i.test(
      sentence,
    )
  )
    auth = { kind: 'bearer' };
  if (!auth) return { text: sentence };
  // A sentence about authentication states nothing else ("Requires a bearer token."); in a longer one only the phrase goes.
  const only =
    /^\s*(requires?|needs?|uses?|authenticat|auth|with|protected|must|only|public|no auth|callers?)\b/i.test(sentence) ||
    sentence.length < 60;
  return { text: only ? '' : sentence, auth };
}

/** The media type a description names for the body, and the text without the phrase. */
export function takeMediaType(sentence: string): { text: string; mediaType?: MediaType } {
  const multipart =
    /\s*\b(?:as|in|using|with|via)?\s*(?:a\s+)?(?:multipart\/form-data|multipart(?:\s+form(?:\s+data)?)?|form-data)(?:\s+(?:request|body|form))?\b/i;
  const form =
    /\s*\b(?:as|in|using|with|via)?\s*(?:an?\s+)?(?:application\/x-www-form-urlencoded|(?:url-?encoded|urlencoded)(?:\s+form)?(?:\s+(?:body|data))?)\b/i;
  if (multipart.test(sentence)) return { text: sentence.replace(multipart, ' '), mediaType: 'multipart/form-data' };
  if (form.test(sentence)) return { text: sentence.replace(form, ' '), mediaType: 'application/x-www-form-urlencoded' };
  return { text: sentence };
}
