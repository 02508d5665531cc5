/**
 * Questions and their answers, as chats and e-mails ask them: a question that names a side ("What do they send?",
 * "Answer?", "and what comes back", "response kya?") says what the answer after it lists, so a reply with no marker
 * of its own ("society_id, capacity_litres (integer) and the delivery_date") is that side's fields; a question that
 * is one field's name ("permit_expiry?") is taken up by the reply that refers back to it ("haan woh bhi, date hai,
 * required", "yes, that one is a date, optional"), which says the field's hints; a reply that agrees and names a field
 * ("yes, flat_no, but optional") adds it.
 */
import type { Side } from './prose';

// A question: it ends with "?", or opens with a question word ("and what comes back").
const QUESTION = /\?\s*$|^(?:(?:and|so|ok|okay)\s*,?\s+)?(?:what|which)\b/i;
const SIDES: Array<[Side, RegExp]> = [
  ['answer', /\b(?:answer|response|reply|returns?|comes?\s+back|get\s+back|output|result)\b/i],
  ['query', /\b(?:query|filters?|params?|parameters?)\b/i],
  ['request', /\b(?:send|sends|sent|body|payload|input|request|pass|passes|post)\b/i],
];

/** The side a question asks about, when it is a short question about one side and names no path or field. */
export function questionSide(sentence: string): Side | undefined {
  const text = sentence.trim();
  if (!QUESTION.test(text) || text.length > 60 || /\/[a-z{]|`|\b[a-z]+_[a-z]/i.test(text)) return undefined;
  return SIDES.find(([, words]) => words.test(text))?.[0];
}

/** The field a question asks about: a name alone before "?" ("permit_expiry?", "`gate_no`?"). */
export function askedField(sentence: string): string | undefined {
  return /^\s*(?:(?:and|aur|also)\s+)?`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+)`?\s*\?\s*$/.exec(sentence)?.[1];
}

// A reply that refers back: "haan woh bhi", "yes, that too", "it is …", "that one: …".
const BACK =
  /^\s*(?:(?:haan|han|ha|ji|yes|yeah|yep|sure)\b[\s,.!-]*)?(?:(?:woh|wo|ye|yeh|that(?:\s+one)?|it|this)\b\s*(?:bhi|too|also|is|'s)?\s*[,:-]?\s*)+(.+)$/i;

/** The hints a reply says of the field asked about, as a field line ("permit_expiry (date, required)"), or undefined. */
export function answeredField(asked: string, sentence: string): string | undefined {
  const rest = BACK.exec(sentence)?.[1];
  if (!rest) return undefined;
  const hints = rest
    .replace(/[.!]+\s*$/, '')
    .replace(/\s+(?:hai|hain|hoga|is)\b/gi, '')
    .trim();
  return hints === '' || hints.length > 80 ? undefined : `${asked} (${hints})`;
}

// "yes, flat_no, but optional — independent houses don't have one": a reply that agrees and names the field in code case.
const CONFIRMED =
  /^\s*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|haan|han|ji)\b[\s,.!-]*(?:add\s+|take\s+|include\s+)?`?([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+)`?\s*(?:(?:,\s*|\s+)(?:but\s+|and\s+)?(?:it(?:'s|\s+is)\s+)?(optional|required|mandatory))?\s*(?:[.!]|\s+[—–-]\s+.*)?$/i;

/** The field a reply agrees to add ("yes, flat_no, but optional"), as a field line, or undefined. */
export function confirmedField(sentence: string): string | undefined {
  const match = CONFIRMED.exec(sentence);
  if (!match) return undefined;
  return match[2] ? `${match[1]} (${(match[2] as string).toLowerCase()})` : match[1];
}
