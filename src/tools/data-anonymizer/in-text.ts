import { findAddresses } from './addresses';
import { findBirthDates } from './birth-dates';
import { CONTENT, isMerchantVpa, type PiiKind } from './kinds';
import { findNames } from './names';

/** Personal data found inside a longer text: where it is and what it is; `left` for a business's address left in clear. */
export interface FoundSpan {
  kind: PiiKind;
  start: number;
  end: number;
  left?: true;
}

/**
 * What to look for: `all` (free text, and cells of columns whose header says nothing), or `unmistakable` (cells of a
 * column of codes or amounts, where only e-mail addresses and UPI IDs cannot be something else).
 */
export type TextScope = 'all' | 'unmistakable';

// Candidates in running text, each then held to its kind's whole-value test (check digits included). Earlier kinds win
// where two overlap: a GSTIN holds a PAN, a card number holds an Aadhaar-shaped run, an e-mail holds a UPI-shaped one.
// Every pattern starts only where a run of its characters starts (the look-behind) and is bounded in length, so a
// megabyte of letters or digits costs one pass, not one pass per character.
const CANDIDATES: Array<{ kind: PiiKind; pattern: RegExp }> = [
  { kind: 'email', pattern: /(?<![\w.%+-])[\w.%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g },
  { kind: 'upi', pattern: /(?<![\w.@-])[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}(?![\w@]|\.[A-Za-z0-9])/g },
  { kind: 'gstin', pattern: /(?<![A-Za-z0-9])[0-9]{2}[A-Z0-9]{13}(?![A-Za-z0-9])/g },
  { kind: 'pan', pattern: /(?<![A-Za-z0-9])[A-Z]{5}[0-9]{4}[A-Z](?![A-Za-z0-9])/g },
  { kind: 'card', pattern: /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g },
  { kind: 'aadhaar', pattern: /(?<![\d-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d-])/g },
  { kind: 'phone', pattern: /(?<![\w+])(?:(?:\+?91|\(\+?91\))[ -]?|0)?[6-9](?:[ -]?\d){9}(?![\d])/g },
  { kind: 'phone', pattern: /(?<![\d+])(?:\+91[ -]?|0)[1-9]\d{1,3}[ -]\d{3,4}[ -]?\d{3,4}(?![\d])/g },
  { kind: 'phone', pattern: /(?<![\d+])\(0[1-9]\d{1,3}\)[ -]?\d{3,4}[ -]?\d{3,4}(?![\d])/g },
  { kind: 'ip', pattern: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.]*\d)/g },
  { kind: 'ip', pattern: /(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:])/g },
];
const UNMISTAKABLE = new Set<PiiKind>(['email', 'upi']);
const NAMED_BEFORE: Partial<Record<PiiKind, RegExp>> = {
  aadhaar: /\b(?:aadhaa?r|uid|uidai)\b[^\d\n]{0,6}$/i,
  pan: /\bpan\b[^\w\n]{0,6}$/i,
  gstin: /\bgst(?:in|n)?\b[^\w\n]{0,6}$/i,
  phone: /\b(?:mobile|mob|phone|ph|tel|whatsapp|contact)(?:\s*(?:no|number|num))?\.?\s*(?:[:=#-]|->|to)?\s*$/i,
};
// Twelve digits grouped as Aadhaar numbers are written (four, four, four), the first 2-9.
const AADHAAR_SHAPE = /^[2-9]\d{3}([ -]?)\d{4}\1\d{4}$/;
const TESTS = new Map(CONTENT.map(({ kind, test }) => [kind, test]));

// The words before a number that say what it is. A record number (order 9876543210, txn 4111..., Policy No. ...) is
// not a phone, an Aadhaar or a card number; a phone word (call, mobile no.) says it is one, and wins.
const PHONE_WORDS = /\b(mobile|mob|phone|ph|call|contact|whatsapp|tel|cell|number is|reach me|sms|फ़ोन|फोन|मोबाइल)\b[^\d\n]{0,12}$/iu;
const RECORD_WORDS =
  /\b(order|orders|txn|transaction|trans|ref|reference|invoice|inv|awb|tracking|ticket|policy|claim|id|utr|rrn|booking|pnr|receipt|challan|folio|serial|case|docket|batch|sku|item|product|imei|serial|lan|loan|emi|cif|crn|customer id|consumer|meter|amount|rs|inr)\b[^\d\n]{0,12}$|#\s*$|₹\s*$/iu;
const USER_AGENT =
  /^\s*(?:Mozilla|Opera|Dalvik|okhttp|curl|Wget|python-requests|axios|PostmanRuntime|Apache-HttpClient|Java|Go-http-client)\/\d/;
// A bank statement's narration writes its references right after the channel (UPI/CR/367223522498/...).
const NARRATION_REFERENCE = /\b(?:upi|imps|neft|rtgs|ach|nach|mmt)(?:[/-][a-z0-9]{1,6}){0,2}[/-]\s*$/i;
// A version after a word and a slash (Chrome/126.0.0.0) or a version word is not an IP address.
const VERSION_WORDS = /(\bv|\b(ver|version|build|release|firmware|android|ios|os|app)\b[^\d\n]{0,4}|[A-Za-z]\/)$/i;
// "a/c 05201000123456", "account no. 1234...", "khata 9876...", "खाता संख्या ...": a bank account number follows.
const ACCOUNT_WORDS =
  /(?:\b(?:a\s?\/\s?c\.?|a\.c\.|ac|acc|acct|accnt|account|khata|bank)(?:\s*[.:]?\s*(?:no|number|num|nbr|#)\.?)?|(?:खाता|खाते)(?:\s*(?:संख्या|नंबर|नं\.?))?)\s*(?:is\s*|:-?|-|–|=|no\.?\s*)?\s*$/iu;
const ACCOUNT_NUMBER = /(?<!\d|\d-)\d(?:[ -]?\d){8,17}(?!\d|-\d)/g;
// "... 916050952258307 wale account me": the account word after the number (Hinglish).
const ACCOUNT_AFTER = /^\s*(?:wale|wala|waale|vale|ka|ki|ke)?\s*(?:a\/c|account|acct|khata|khate|खाते|खाता)\b/iu;
const IFSC = /(?<![A-Za-z0-9])[A-Z]{4}0[A-Z0-9]{6}(?![A-Za-z0-9])/;

/** Whether the text before a candidate says it is something else (a record number, a version). */
function saidOtherwise(kind: PiiKind, before: string): boolean {
  if (kind === 'ip') return VERSION_WORDS.test(before);
  if (kind !== 'phone' && kind !== 'aadhaar' && kind !== 'card') return false;
  return !PHONE_WORDS.test(before) && (RECORD_WORDS.test(before) || NARRATION_REFERENCE.test(before));
}

/** Bank account numbers: 9 to 18 digits after an account word, or near an IFSC code with no record word before them. */
function findAccounts(text: string): Array<{ start: number; end: number }> {
  const found: Array<{ start: number; end: number }> = [];
  for (const match of text.matchAll(ACCOUNT_NUMBER)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const near = text.slice(Math.max(0, match.index - 60), match.index + match[0].length + 60);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    // Near an IFSC code a mobile number is still a mobile number ("Call me on (+91) 73207 66305").
    const mobile = (TESTS.get('phone') as (value: string) => boolean)(match[0]) || /(?:\+?91|\(\+?91\))[ -]?$/.test(before);
    const nearIfsc = IFSC.test(near) && !mobile && !RECORD_WORDS.test(before) && !PHONE_WORDS.test(before);
    if (ACCOUNT_WORDS.test(before) || ACCOUNT_AFTER.test(after) || nearIfsc) {
      found.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

/**
 * The personal data inside free text, in text order, none overlapping: e-mail addresses, UPI IDs, GSTINs, PANs, card
 * numbers (Luhn), Aadhaar numbers (Verhoeff), Indian phone numbers and IP addresses, each passing the same test as a
 * whole value would and not named as something else by the words before it (order 9876543210, version 10.4.2.1);
 * an Aadhaar number after "Aadhaar" or "UID" even with a wrong check digit; merchants' UPI IDs left as they are;
 * bank account numbers after an account word or near an IFSC code; dates of birth after "DOB" or "born on"; postal
 * addresses; and the names of people. With `unmistakable`, e-mail addresses and UPI IDs, and the identifiers whose
 * own name introduces them (Aadhaar, PAN, GSTIN, a phone number after "mobile").
 */
export function findInText(text: string, scope: TextScope = 'all'): FoundSpan[] {
  const found: FoundSpan[] = [];
  // Which characters an earlier span took: each overlap check costs the match's length, not the spans found so far.
  const taken = new Uint8Array(text.length);
  const take = (kind: PiiKind, start: number, end: number): void => {
    if (end <= start || taken.subarray(start, end).includes(1)) return;
    taken.fill(1, start, end);
    found.push({ kind, start, end });
  };
  // An address or a name around an identifier already found keeps the parts beside it ("House 4, ph 98765 43210, Pune").
  const takeAround = (kind: PiiKind, start: number, end: number): void => {
    let from = start;
    for (let at = start; at <= end; at += 1) {
      if (at < end && taken[at] === 0) continue;
      const piece = text.slice(from, at);
      const lead = piece.length - piece.trimStart().length;
      const kept = piece.trim().replace(/[\s,;:.\-–]+$/u, '');
      if (/[\p{L}\p{N}]/u.test(kept)) take(kind, from + lead, from + lead + kept.length);
      from = at + 1;
    }
  };
  if (scope === 'all') for (const { start, end } of findAccounts(text)) take('bank_account', start, end);
  for (const { kind, pattern } of CANDIDATES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      // In a column of codes, an identity number counts where its own name introduces it ("Aadhaar 9209 ...").
      const named = NAMED_BEFORE[kind]?.test(text.slice(Math.max(0, start - 20), start)) === true;
      if (scope === 'unmistakable' && !UNMISTAKABLE.has(kind) && !named) continue;
      // An Aadhaar number its name introduces is one even with a wrong check digit (a typo still names a person).
      const valid = TESTS.get(kind)?.(match[0]) === true || (kind === 'aadhaar' && named && AADHAAR_SHAPE.test(match[0]));
      if (!valid || saidOtherwise(kind, text.slice(Math.max(0, start - 40), start))) continue;
      // A merchant's VPA is left as it is, and no name or address is read into it either.
      if (kind === 'upi' && isMerchantVpa(match[0])) taken.fill(1, start, start + match[0].length);
      take(kind, start, start + match[0].length);
    }
  }
  // A user agent (Mozilla/5.0 (iPhone; CPU iPhone OS ...), okhttp/4.12.0) names software, not people or places.
  if (scope === 'all' && !USER_AGENT.test(text)) {
    for (const { start, end } of findBirthDates(text)) take('date_of_birth', start, end);
    for (const { start, end, business } of findAddresses(text)) {
      // A business's address is kept whole (no name is read into "Krishna Market") and reported as left in clear.
      // (Reported even around an identifier already found inside it, which is masked on its own: `left` writes nothing.)
      if (business) {
        taken.fill(1, start, end);
        found.push({ kind: 'address', start, end, left: true });
      } else takeAround('address', start, end);
    }
    for (const { start, end } of findNames(text)) takeAround('name', start, end);
  }
  return found.sort((a, b) => a.start - b.start);
}
