import { CONTENT, type PiiKind } from './detect';

/** An identifier found inside a longer text: where it is and what it is. */
export interface FoundSpan {
  kind: PiiKind;
  start: number;
  end: number;
}

// Candidates in running text, each then held to its kind's whole-value test (check digits included). Earlier kinds win
// where two overlap: a GSTIN holds a PAN, a card number holds an Aadhaar-shaped run, an e-mail holds a UPI-shaped one.
// Every pattern starts only where a run of its characters starts (the look-behind) and is bounded in length, so a
// megabyte of letters or digits costs one pass, not one pass per character.
const CANDIDATES: Array<{ kind: PiiKind; pattern: RegExp }> = [
  { kind: 'email', pattern: /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g },
  { kind: 'upi', pattern: /(?<![\w.@-])[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}(?![\w.@-]*[\w@-])/g },
  { kind: 'gstin', pattern: /(?<![A-Za-z0-9])[0-9]{2}[A-Z0-9]{13}(?![A-Za-z0-9])/g },
  { kind: 'pan', pattern: /(?<![A-Za-z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Za-z0-9])/g },
  { kind: 'card', pattern: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g },
  { kind: 'aadhaar', pattern: /(?<![\d-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d-])/g },
  { kind: 'phone', pattern: /(?<![\d+(])(?:(?:\+91|\(\+?91\))[ -]?|0)?[6-9](?:[ -]?\d){9}(?![\d])/g },
  { kind: 'ip', pattern: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)/g },
  { kind: 'ip', pattern: /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g },
];
const TESTS = new Map(CONTENT.map(({ kind, test }) => [kind, test]));

// The words before a number that say what it is. A record number (order 9876543210, txn 4111..., Policy No. ...) is
// not a phone, an Aadhaar or a card number; a phone word (call, mobile no.) says it is one, and wins.
const PHONE_WORDS = /\b(mobile|phone|ph|call|contact|whatsapp|tel|cell|number is|reach me|sms)\b[^\d\n]{0,12}$/i;
const RECORD_WORDS =
  /\b(order|orders|txn|transaction|trans|ref|reference|invoice|inv|awb|tracking|ticket|policy|claim|id|utr|rrn|booking|pnr|receipt|challan|folio|serial|case|docket|account|a\/c|acct|batch|sku|item|product)\b[^\d\n]{0,12}$|#\s*$/i;
const VERSION_WORDS = /(\bv|\b(ver|version|build|release|firmware|android|ios|os|app)\b[^\d\n]{0,4})$/i;

/** Whether the text before a candidate says it is something else (a record number, a version). */
function saidOtherwise(kind: PiiKind, before: string): boolean {
  if (kind === 'ip') return VERSION_WORDS.test(before);
  if (kind !== 'phone' && kind !== 'aadhaar' && kind !== 'card') return false;
  return !PHONE_WORDS.test(before) && RECORD_WORDS.test(before);
}

/**
 * The identifiers inside free text (a note, a comment): e-mail addresses, UPI IDs, GSTINs, PANs, card numbers
 * (Luhn), Aadhaar numbers (Verhoeff), Indian mobile numbers and IP addresses, each passing the same test as a whole
 * value would (a UPI ID's handle one that a payment app uses, so express@latest is not one), and not named as
 * something else by the words before it (order 9876543210, version 10.4.2.1); in text order, none overlapping.
 */
export function findInText(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  // Which characters an earlier span took: each overlap check costs the match's length, not the spans found so far.
  const taken = new Uint8Array(text.length);
  for (const { kind, pattern } of CANDIDATES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!TESTS.get(kind)?.(match[0]) || taken.subarray(start, end).includes(1)) continue;
      if (saidOtherwise(kind, text.slice(Math.max(0, start - 40), start))) continue;
      taken.fill(1, start, end);
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
