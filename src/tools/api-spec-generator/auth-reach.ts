/**
 * How far credentials said before reach, when a sentence of its own says it: "Every endpoint needs it" after
 * "Authentication: a Bearer token.", or "owner login again" pointing back to an earlier endpoint's login.
 */
import type { Mention } from './mentions';
import type { Endpoint } from './model';
import type { Reader } from './reader';
import { readAuth } from './statements';

const CALLS = String.raw`(?:of\s+(?:the|these|our|my)\s+)?(?:calls?|endpoints?|requests?|routes?|operations?|apis?)`;
// "Every endpoint needs it", "All calls require this", "It is required on every request", "Needed for all endpoints".
const EVERY_NEEDS_IT = new RegExp(
  String.raw`^(?:(?:every|all|each|any)\s+${CALLS}\s+(?:needs?|requires?|takes?|uses?|expects?|must\s+(?:send|carry|have))\s+(?:it|this|that|them|one)|(?:(?:it|this|that)\s+is\s+|it's\s+)?(?:needed|required|mandatory|expected)\s+(?:on|for|by|in)\s+(?:every|all|each|any)\s+${CALLS})[\s.!]*$`,
  'i',
);

/** Whether the sentence says the credentials of the sentence just before are every endpoint's (and makes them so). */
export function widenLastAuth(reader: Reader, text: string, line: number): boolean {
  if (!EVERY_NEEDS_IT.test(text.trim())) return false;
  const last = reader.notes.at(-1);
  if (!last?.auth || line - last.line > 1) return false;
  for (const note of reader.notes)
    if (note.line === last.line && note.auth) {
      note.rest = `${note.rest} every endpoint`;
      note.named = [];
      note.local = false;
    }
  return true;
}

// "same token", "Same auth header", "owner login again", "bearer as before": the credentials of an earlier endpoint.
export const SAME_AUTH =
  /\bsame\s+(?:auth\w*|token|key|api\s+key|credentials?|headers?|scheme|login|bearer|jwt)\b|\b(?:login|token|bearer|jwt|auth\w*|credentials?)\s+(?:again|as\s+before)\b/i;

/** The credentials of the nearest endpoint at or before `from` that has any. */
export function earlierAuth(endpoints: Endpoint[], from: Endpoint): Endpoint['auth'] {
  for (let index = endpoints.indexOf(from); index >= 0; index--) {
    const auth = (endpoints[index] as Endpoint).auth;
    if (auth.length > 0) return auth;
  }
  return [];
}

// "every endpoint except", "all calls apart from", "any route other than": the endpoints named next are left out.
// Two tests, each linear in the text (one pattern with ".*" between them backtracks quadratically on "all all all …").
const EVERY = /\b(?:every|all|each|any)\b/i;
const EXCEPT_AT_END = /\b(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+not|excluding|save\s+for)[\s`*]*$/i;

/**
 * "Every endpoint except GET /therapies needs the guest's bearer token": credentials of every endpoint, and the
 * endpoints the sentence names after "except" public. Whether the sentence said so (and was read).
 */
export function authExceptNamed(reader: Reader, text: string, mentions: Mention[], line: number, written: string): boolean {
  const first = mentions[0];
  const lead = first ? text.slice(0, first.index) : '';
  const every = EVERY.exec(lead);
  const except = every ? EXCEPT_AT_END.exec(lead.slice(every.index + every[0].length)) : null;
  if (!first || !every || !except) return false;
  // The named endpoints run on while only commas, "and" and "or" stand between them; nothing is named after them.
  let last = 0;
  while (last + 1 < mentions.length && /^[\s`*,]*(?:(?:and|or)[\s`*]*)?$/i.test(text.slice(mentions[last]?.end, mentions[last + 1]?.index)))
    last += 1;
  if (last + 1 < mentions.length) return false;
  const rest = `${lead.slice(0, every.index + every[0].length + except.index)} ${text.slice(mentions[last]?.end)}`;
  const auth = readAuth(rest);
  if (!auth?.auth) return false;
  const excepted = mentions
    .slice(0, last + 1)
    .map((mention) => reader.endpointAt(mention.method, mention.raw, line, written, written.slice(0, 100)))
    .filter((target): target is Endpoint => target !== undefined);
  for (const scheme of [auth.auth, ...(auth.more ?? [])])
    reader.notes.push({ ...auth, auth: scheme, rest: `${rest} every endpoint`, line, preamble: true, named: [], local: false });
  reader.notes.push({ isPublic: true, rest: '', line, preamble: true, named: excepted });
  return true;
}
