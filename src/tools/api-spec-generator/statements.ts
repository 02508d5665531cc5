/**
 * What a description states besides fields: status codes ("returns 204", "you get a 409 back", "`201 Created` —",
 * "errors: 400 wrong OTP"), how a caller authenticates ("requires a bearer token", "`Authorization: Basic`", "an API
 * key in the X-Partner-Key header", "public", "no auth"), and the body's media type ("multipart/form-data", "form
 * fields (application/x-www-form-urlencoded)", "JSON body"). Each is taken out of the text it was read from, so the
 * field reader sees only the fields.
 */
import { spokenStatuses } from './spoken-statuses';

export interface StatedStatus {
  code: number;
  /** The condition or reason phrase written with it ("if the file is larger than 10 MB", "Conflict"). */
  why: string;
}

export type Auth = { kind: 'bearer' } | { kind: 'basic' } | { kind: 'apiKey'; header: string };
export type MediaType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

// RFC 9110's reason phrases, as people write them after a code ("201 Created", "422 Unprocessable Entity").
const REASON =
  /^[\s`*]*(?:[-—–:]\s*)?(OK|Created|Accepted|Non-Authoritative Information|No Content|Reset Content|Partial Content|Moved Permanently|Found|See Other|Not Modified|Temporary Redirect|Permanent Redirect|Bad Request|Unauthori[sz]ed|Payment Required|Forbidden|Not Found|Method Not Allowed|Not Acceptable|Request Timeout|Conflict|Gone|Length Required|Precondition Failed|(?:Payload|Content|Request Entity) Too Large|URI Too Long|Unsupported Media Type|Range Not Satisfiable|Expectation Failed|Misdirected Request|Unprocessable (?:Entity|Content)|Locked|Failed Dependency|Too Early|Upgrade Required|Precondition Required|Too Many Requests|Request Header Fields Too Large|Unavailable For Legal Reasons|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Timeout)\b[`*]*/i;

// The status codes RFC 9110 and its companions define, 2xx to 5xx: "with 250 characters" names no status.
const KNOWN = new Set([
  ...[200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 307, 308],
  ...[400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424],
  ...[425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511],
]);
// A number that is a quantity, not a status: "max 100", "default 200", "over 500 MB", "₹200", "200 ms".
const NOT_BEFORE =
  /(?:\b(?:max(?:imum)?|min(?:imum)?|default(?:s\s+to)?|up\s+to|at\s+(?:most|least)|limit(?:ed)?(?:\s+to)?|over|under|than|multiple\s+of|top|first|last|e\.g\.?|like|of|within|every|about|around|page|length|size|len)\s*[:=]?\s*|"\s*:\s*|[₹$€£#=/.+\-*]\s*|\brs\.?\s*|[\w/]-|\d[.,]?)$/i;
const NOT_AFTER =
  /^(?:\s*(?:ms|millis(?:econds)?|s\b|secs?|seconds?|min(?:ute)?s?|hours?|hrs?|days?|weeks?|months?|years?|[kmg]i?b\b|bytes?|chars?|characters?|digits?|words?|%|percent|rupees|paise|inr|usd|items?|points?|kg|grams?|km|px|requests?|calls?|times|x\b|rows?|records?|entries|users?|members?|seats?)|[.,]\d|-\d|\/\d|[\w-]*[A-Za-z_]\w)/i;

// Reason phrases by their constant's spelling (`NO_CONTENT`, `NoContent`, `Status204NoContent`): the code.
const CODES: Record<string, number> = {
  ok: 200,
  created: 201,
  accepted: 202,
  nocontent: 204,
  resetcontent: 205,
  partialcontent: 206,
  movedpermanently: 301,
  found: 302,
  seeother: 303,
  notmodified: 304,
  temporaryredirect: 307,
  permanentredirect: 308,
  badrequest: 400,
  unauthorized: 401,
  paymentrequired: 402,
  forbidden: 403,
  notfound: 404,
  methodnotallowed: 405,
  notacceptable: 406,
  requesttimeout: 408,
  conflict: 409,
  gone: 410,
  preconditionfailed: 412,
  payloadtoolarge: 413,
  requestentitytoolarge: 413,
  contenttoolarge: 413,
  unsupportedmediatype: 415,
  unprocessableentity: 422,
  unprocessablecontent: 422,
  locked: 423,
  toomanyrequests: 429,
  internalservererror: 500,
  notimplemented: 501,
  badgateway: 502,
  serviceunavailable: 503,
  gatewaytimeout: 504,
};

/** Status constants as code writes them (`HttpStatus.CREATED`, `StatusCode::ACCEPTED`, `StatusCodes.Status201Created`, `status.HTTP_201_CREATED`, `http.StatusNoContent`, `status_code=201`) as their codes. */
function statusConstants(text: string): string {
  if (!/status|http|results/i.test(text)) return text;
  return text
    .replace(
      /\b(?:HttpStatus(?:Code)?|StatusCodes?|HTTPStatus|Status|status|http|Response|HttpResponseStatus|Results|TypedResults)\s*(?:\.|::)\s*(?:Status|HTTP_?)?(\d{3})?_?([A-Za-z][A-Za-z_]*)?(?:\(\))?/g,
      (all, digits: string | undefined, name: string | undefined) => {
        const code = digits ?? CODES[(name ?? '').replace(/_/g, '').toLowerCase()];
        return code === undefined ? all : ` ${code} `;
      },
    )
    .replace(/\b(?:status_code|statusCode|status)\s*=\s*([1-5]\d\d)\b/g, ' $1 ');
}

/** The status codes a text states, and the text without them (a code goes with its reason phrase and a following "—"). */
export function takeStatuses(written: string): { text: string; statuses: StatedStatus[] } {
  const text = statusConstants(spokenStatuses(written));
  const statuses: StatedStatus[] = [];
  let kept = '';
  let from = 0;
  for (const match of text.matchAll(/(?<![\w.\-/])([1-5]\d\d)(?![\w])/g)) {
    const code = Number(match[1]);
    const at = match.index;
    const before = text.slice(Math.max(0, at - 30), at);
    const after = text.slice(at + 3, at + 40);
    if (!KNOWN.has(code) || NOT_BEFORE.test(before) || NOT_AFTER.test(after)) continue;
    const reason = REASON.exec(after);
    let end = at + 3 + (reason?.[0].length ?? 0);
    // The condition written after it: "409 when the email exists", "404 if not found", "— unknown AWB".
    const rest = text.slice(end);
    const condition = /^[\s`*]*(?:[-—–:]\s*)?\b(if|when|on|for|in case|unless)\b([^,.;(]{0,120})/i.exec(rest);
    const dash = /^[\s`*]*[—–-]\s+([^,.;:(`]{1,120})/.exec(rest);
    const why = reason?.[1] ?? (condition ? `${condition[1]}${condition[2]}`.trim() : (dash?.[1]?.trim() ?? ''));
    if (condition) end += condition[0].length;
    if (!statuses.some((status) => status.code === code)) statuses.push({ code, why });
    else if (why && !statuses.find((status) => status.code === code)?.why)
      (statuses.find((status) => status.code === code) as StatedStatus).why = why;
    kept += text.slice(from, at);
    from = end;
  }
  return { text: kept + text.slice(from), statuses };
}

export interface AuthStatement {
  auth?: Auth;
  /** Further key headers the clause names with it ("two headers, `X-Client-Id` and `X-Client-Secret`"). */
  more?: Auth[];
  isPublic?: boolean;
  /** The clause without the words that said it, for finding what it is said of ("the roster", "teacher endpoints"). */
  rest: string;
}

// A header named as a credential: `X-Api-Key`, `X-Partner-Key`, `Api-Key`, `X-Widget-Token`.
const KEY_HEADER =
  /(?<![\w/.-])(X-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*|[A-Za-z]+(?:-[A-Za-z0-9]+)*-(?:Key|Token|Secret|Auth|Signature)|Api[-_]?Key)\b/i;
export const PUBLIC =
  /\b(?:(?<![/|]\s?)public(?:ly)?(?!\s?[/|])(?!\s+(?:urls?|links?|keys?|holidays?|profiles?|ids?|ip|address(?:es)?|repo(?:sitory)?|domains?|pages?|info(?:rmation)?|data|names?|transport|sector|cloud|internet|beta|holidays?|api\s+docs?))|no\s+auth(?:entication|orization)?|without\s+(?:any\s+)?auth(?:entication|orization)?|without\s+(?:a\s+|any\s+)?(?:login|token|key)\b|unauthenticated|anonymous(?:ly)?|anyone|open\s+to\s+(?:everyone|all|anyone)|needs?\s+no\s+(?:auth\w*|login|token|key)|auth(?:entication)?\s*:\s*none)\b/i;
const BEARER = /\b(?:bearer|jwt|oauth\s*2?(?:\.0)?|access[\s-]token|auth(?:entication|orization)?\s+token|id\s+token)\b(?![_-]\w)/i;
// Words that say a caller signs in, but not how: a bearer token unless the clause is about fields.
const SIGNED_IN =
  /\b(?:session\s+token|(?:requires?|needs?)\s+(?:an?\s+)?(?:auth(?:entication)?|login|logged[- ]in\s+user)|authenticated(?:\s+user)?|logged[- ]in|normal\s+login|behind\s+(?:the\s+)?login)\b/i;
const BASIC = /\b(?:http\s+basic|basic\s+auth(?:entication|orization)?|authorization:\s*basic|basic)\b/i;
const API_KEY = /\b(?:api[\s_-]?key|secret\s+key|access\s+key|partner\s+key|client\s+key|app(?:lication)?\s+key|key\s+in\s+the)\b/i;

// "Greenfield Public School", "Public Works Department": "Public" inside a proper name says nothing of credentials.
const PROPER_NAME_PUBLIC = /(?<=\b[A-Z][a-z]+\s+)Public(?=\s+[A-Z][a-z]+)/g;

/** How one clause says a caller authenticates, if it does. */
export function readAuth(clause: string): AuthStatement | undefined {
  // Most clauses say nothing of credentials: one cheap test first.
  if (!/bearer|jwt|oauth|token|key|basic|auth|log(?:ged|in)|public|anyone|anonymous|open\s+to|secret|signature|x-/i.test(clause))
    return undefined;
  const header = KEY_HEADER.exec(clause)?.[1];
  const namedAuthorization = /\bAuthorization\s*:\s*(Bearer|Basic|Token)\b/i.exec(clause)?.[1];
  // "authenticated with the `authtoken` header": a header in code marks that carries the credential.
  const coded = /`([A-Za-z][\w-]*)`\s+(?:request\s+)?header\b|\bheader\s+`([A-Za-z][\w-]*)`/i.exec(clause);
  const codedHeader =
    coded && /authenticat|\bauth|token|key|secret|credential|signature/i.test(clause) ? (coded[1] ?? coded[2]) : undefined;
  let statement: AuthStatement | undefined;
  if (namedAuthorization) statement = { auth: /basic/i.test(namedAuthorization) ? { kind: 'basic' } : { kind: 'bearer' }, rest: clause };
  else if (codedHeader && !/^(?:authorization|content-type|accept|x-request-id|idempotency-key)$/i.test(codedHeader))
    statement = { auth: { kind: 'apiKey', header: codedHeader }, rest: clause };
  else if (header && /^x-|key|token|secret|auth|signature/i.test(header) && !/^(?:X-Request-Id|X-Forwarded-\w+)$/i.test(header)) {
    const headers = [...new Set([...clause.matchAll(new RegExp(KEY_HEADER.source, 'gi'))].map((m) => canonicalHeader(m[1] as string)))];
    statement = { auth: { kind: 'apiKey', header: canonicalHeader(header) }, rest: clause };
    const others = headers.filter((name) => name !== canonicalHeader(header) && !/^(?:X-Request-Id|X-Forwarded-\w+)$/i.test(name));
    if (others.length > 0) statement.more = others.slice(0, 3).map((name) => ({ kind: 'apiKey', header: name }));
    // "your secret key sent as HTTP Basic auth": the key is the credential, Basic the scheme that carries it.
  } else if (
    BASIC.test(clause) &&
    /\b(?:basic|http)\b/i.test(clause) &&
    /\b(?:http\s+basic|basic\s+auth|authorization:\s*basic|basic\s*\(|is\s+(?:http\s+)?basic|uses?\s+(?:http\s+)?basic)/i.test(clause)
  )
    statement = { auth: { kind: 'basic' }, rest: clause };
  else if (API_KEY.test(clause) && !/\bbearer\b/i.test(clause)) statement = { auth: { kind: 'apiKey', header: 'X-API-Key' }, rest: clause };
  else if (BEARER.test(clause) || (SIGNED_IN.test(clause) && !/`|\b[a-z]+_[a-z]\w*|\b[a-z]+[A-Z]\w*|\(/.test(clause)))
    statement = { auth: { kind: 'bearer' }, rest: clause };
  if (PUBLIC.test(clause.replace(PROPER_NAME_PUBLIC, ' '))) {
    // "every request needs a key, except redirects, which are public": the public part is its own clause.
    const at = clause.search(/\b(?:except|but|apart\s+from|other\s+than)\b/i);
    if (statement && at >= 0) return { ...statement, rest: clause.slice(0, at) };
    if (!statement) return { isPublic: true, rest: clause };
  }
  return statement;
}

/** "except redirects, which are public": the part of an auth clause that names the public exception. */
export function publicException(clause: string): string | undefined {
  const at = clause.search(/\b(?:except|but|apart\s+from|other\s+than)\b/i);
  return at >= 0 && PUBLIC.test(clause.slice(at)) ? clause.slice(at) : undefined;
}

/** `x-api-key` as written in API docs: `X-Api-Key`; a name written with capitals is kept. */
function canonicalHeader(header: string): string {
  if (/[A-Z]/.test(header)) return header;
  return header.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`);
}

/** The media type a text names for a request body. */
export function readMediaType(text: string): MediaType | undefined {
  if (/\bmultipart(?:\/form-data|\s+form(?:\s+data)?|\s+(?:request|body|upload))?\b|\bform-data\b/i.test(text))
    return 'multipart/form-data';
  if (/\bapplication\/x-www-form-urlencoded\b|\burl-?encoded\b|\bform\s+fields\b|\bhtml\s+form\b/i.test(text))
    return 'application/x-www-form-urlencoded';
  if (
    /\bapplication\/json\b|\bjson\s+(?:body|object|payload|request)\b|\b(?:body|payload|request)\s+(?:is|in|as)\s+json\b|\bsend\s+json\b|\b(?:request|body)\s*\(json\)|\beverything\s+is\s+json\b|\baccept\s+(?:and\s+return\s+)?json\b|^\s*json\s*:/i.test(
      text,
    )
  )
    return 'application/json';
  return undefined;
}
