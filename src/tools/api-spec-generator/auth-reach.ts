/**
 * How far credentials said before reach, when a sentence of its own says it: "Every endpoint needs it" after
 * "Authentication: a Bearer token.", or "owner login again" pointing back to an earlier endpoint's login.
 */
import type { Endpoint } from './model';
import type { Reader } from './reader';

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
