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
  { kind: 'phone', pattern: /(?<![\d+])(?:\+91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?!\d)/g },
  { kind: 'ip', pattern: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)/g },
  { kind: 'ip', pattern: /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g },
];
const TESTS = new Map(CONTENT.map(({ kind, test }) => [kind, test]));

/**
 * The identifiers inside free text (a note, a comment): e-mail addresses, UPI IDs, GSTINs, PANs, card numbers
 * (Luhn), Aadhaar numbers (Verhoeff), Indian mobile numbers and IP addresses, each passing the same test as a whole
 * value would; in text order, none overlapping.
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
      taken.fill(1, start, end);
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
