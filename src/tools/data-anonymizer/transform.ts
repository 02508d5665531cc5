import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { CONTENT, isMerchantVpa, isRoleMailbox, type ChosenColumn, type PiiKind } from './kinds';
import { findInText, type FoundSpan } from './in-text';
import { hasAddressWord } from './addresses';
import { splitAddressTail } from './address-tail';
import { labelledAddresses, withoutLabel } from './address-parts';
import { isBusinessAddress } from './business-addresses';
import { isEnglishWord, nameWord } from './lexicon';
import { isBusinessName, TITLES as NAME_TITLES } from './names';
import type { RequestBody } from '../../common/operations';

export type AnonymizeMode = RequestBody<'data_anonymizer'>['mode'];

const REDACTED = '[REDACTED]';
const KEPT_AT_END = 4;
// Letters with their combining marks (a Devanagari vowel sign is a mark) and digits: each becomes `*`.
const ALPHANUMERIC = /[\p{L}\p{M}\p{N}]/u;
/** Identifiers whose last four letters or digits a mask keeps (a card's, a phone's, an account's). */
const KEEPS_LAST_FOUR = new Set<PiiKind>(['phone', 'pan', 'aadhaar', 'gstin', 'card', 'bank_account']);
const TESTS = new Map(CONTENT.map(({ kind, test }) => [kind, test]));

/**
 * Letters and digits become `*`, separators (spaces, dashes, dots, +) stay, so the shape does; with `keepLastFour`
 * the last four letters or digits stay too, when there are at least eight (a card's or a phone's last four).
 */
function maskShape(value: string, keepLastFour: boolean): string {
  const chars = [...value];
  const total = chars.filter((char) => ALPHANUMERIC.test(char)).length;
  let seen = 0;
  return chars
    .map((char) => {
      if (!ALPHANUMERIC.test(char)) return char;
      seen += 1;
      return keepLastFour && total >= KEPT_AT_END * 2 && seen > total - KEPT_AT_END ? char : '*';
    })
    .join('');
}

/** Everything before the last `@` masked, the rest kept: an e-mail's domain, a UPI ID's payment app. */
const maskBeforeAt = (value: string): string => {
  const at = value.lastIndexOf('@');
  return `${maskShape(value.slice(0, at), false)}${value.slice(at)}`;
};

/** An IP address with its network part kept (IPv4's first two octets, IPv6's first two groups) and the host masked. */
function maskIp(value: string): string {
  const separator = isIP(value.trim()) === 4 ? '.' : ':';
  const parts = value.split(separator);
  return [...parts.slice(0, 2), ...parts.slice(2).map((part) => part.replace(/[0-9A-Fa-f]/g, '*'))].join(separator);
}

/** Whether a value really is of the kind its column names (a phone column can hold "n/a"). */
const isKind = (value: string, kind: PiiKind): boolean =>
  kind === 'bank_account' ? /^[0-9][0-9 -]{7,22}[0-9]$/.test(value.trim()) : (TESTS.get(kind)?.(value.trim()) ?? false);

/** The kind a whole value is, by its shape and check digits (names, addresses and dates of birth never match). */
export function valueKind(value: string): PiiKind | undefined {
  const text = value.trim();
  return CONTENT.find(({ test }) => test(text))?.kind;
}

/**
 * What a cell of a chosen column is anonymised as: its column's kind when the value is of that kind (ten digits in an
 * account column are an account, not a phone), else what the value itself is (an e-mail in a phone column keeps its
 * domain), else its column's kind.
 */
function cellKind(value: string, columnKind: ChosenColumn['kind']): PiiKind | undefined {
  const kind = columnKind === 'named' || columnKind === 'in_text' ? undefined : columnKind;
  return kind && isKind(value, kind) ? kind : (valueKind(value) ?? kind);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TITLES = /^(?:mr|mrs|ms|miss|shri|sri|shree|smt|sushri|kumari|km|dr|late)\b\.?\s*/i;
/** Words of a name, an address or a date, in lower case with punctuation and titles dropped: "Mr. R.K. Sharma" -> "r k sharma". */
const wordsOnly = (value: string): string =>
  value
    .trim()
    .replace(TITLES, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** A date of birth as YYYY-MM-DD when it reads as day, month, year (the Indian order) or year, month, day. */
function isoDate(value: string): string {
  const words = wordsOnly(value)
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .split(' ');
  const month = (word: string) => (/^\d+$/.test(word) ? Number(word) : MONTHS.indexOf(word.slice(0, 3)) + 1);
  const [a = '', b = '', c = ''] = words.length === 3 ? words : [];
  const [year, monthOf, day] = a.length === 4 ? [a, b, c] : [c, b, a];
  const full = year.length === 2 ? `19${year}` : year;
  if (!/^\d{4}$/.test(full) || !/^\d{1,2}$/.test(day) || month(monthOf) < 1 || month(monthOf) > 12) return wordsOnly(value);
  return `${full}-${String(month(monthOf)).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The one spelling of a value that is hashed, so that the formats of one value join: a phone as +91 and ten digits,
 * Aadhaar, card and account numbers as digits alone, PAN and GSTIN in capitals, e-mail and UPI IDs in lower case, IPv6
 * compressed, names and addresses as lower-case words without titles or punctuation, dates of birth as YYYY-MM-DD.
 * Other values, and identifiers not of their kind, are hashed as written.
 */
function normalizeIdentifier(value: string, kind: PiiKind | undefined): string {
  if (kind === 'name' || kind === 'address') return wordsOnly(value);
  if (kind === 'date_of_birth') return isoDate(value);
  if (!kind || !isKind(value, kind)) return value;
  const text = value.trim();
  switch (kind) {
    case 'phone':
      return `+91${text.replace(/\D/g, '').slice(-10)}`;
    case 'aadhaar':
    case 'card':
    case 'bank_account':
      return text.replace(/\D/g, '');
    case 'pan':
    case 'gstin':
      return text.toUpperCase();
    case 'email':
    case 'upi':
      return text.toLowerCase();
    case 'ip':
      return isIP(text) === 6 ? new URL(`http://[${text}]/`).hostname.slice(1, -1) : text;
    default:
      return value;
  }
}

/**
 * One value anonymised as `kind` (undefined: a value of no known kind): `mask` keeps its shape (length, separators, an
 * e-mail's domain, a UPI ID's app, an IP's network, and for identifiers the last four letters or digits when there
 * are at least eight; nothing else for names, addresses, dates of birth and values of no known kind); `hash` is the
 * SHA-256 hex digest of the UTF-8 text of its normalised form (normalizeIdentifier), HMAC-SHA256 under `salt` when
 * one is given, so joins still work across formats; `redact` is `[REDACTED]`. Empty values stay empty.
 */
export function anonymize(value: string, mode: AnonymizeMode, salt: string | undefined, kind: PiiKind | undefined): string {
  if (value === '') return value;
  if (mode === 'redact') return REDACTED;
  if (mode === 'hash') {
    const hash = salt === undefined ? createHash('sha256') : createHmac('sha256', salt);
    return hash.update(normalizeIdentifier(value, kind), 'utf8').digest('hex');
  }
  if ((kind === 'email' || kind === 'upi') && value.includes('@')) return maskBeforeAt(value);
  if (kind === 'ip' && isKind(value, 'ip')) return maskIp(value);
  // The last four stay only for a value that really is such an identifier: "n/a" in a phone column keeps nothing.
  return maskShape(value, kind !== undefined && KEEPS_LAST_FOUR.has(kind) && isKind(value, kind));
}

// Values already masked by whoever exported them (XXXX XXXX 9012, 5244-XXXX-XXXX-8620, ******3210): nothing to hide.
const alreadyMasked = (value: string): boolean =>
  /^[0-9Xx*#•●\s-]+$/.test(value) && /[Xx*#•●]{4,}/.test(value) && (value.match(/\d/g) ?? []).length <= 10;
// What follows a name in a name field without being one: an honorific, "& family", "+ 1", a relation in brackets, a
// trade or a place a contact is saved under ("Sunil Plumber", "Meena Office").
/**
 * A pattern anchored at the end ($) matched against the last END_WINDOW characters only: what ends a name (an
 * honorific, a remark in brackets) is short, and such a pattern tried from every position of a long cell ("ji ji ji …",
 * "- - - …") costs time quadratic in its length. The match's index is the value's.
 */
const END_WINDOW = 512;
function atEnd(pattern: RegExp, value: string): RegExpExecArray | null {
  const from = Math.max(0, value.length - END_WINDOW);
  const match = pattern.exec(value.slice(from));
  if (match) match.index += from;
  return match;
}

const HONORIFIC_AFTER =
  /((?:[\s-]+(?:ji|jee|sahab|saheb|sir|madam|didi|bhaiya|bhai|garu|uncle|aunty|family|parivar|mbbs|md|ms|dnb|bds|bams|bhms|phd|frcs|mrcp|mch|dgo|dch|dm|office|home|work|plumber|electrician|carpenter|mechanic|maid|watchman|tuition)\.?|\s*(?:&|and)\s*family|\s*\+\s*\d+|\s*\([^)]*\))+)$/i;

// What people write in a cell that has no value: placeholders, in English and Hindi.
const PLACEHOLDER =
  /^(?:n\.?\s?a\.?|n\/a|nil|null|none|nan|-+|—|\?+|x+|0|(?:(?:address|number|name)\s+)?not\s+(?:available|applicable|provided|known|given|updated)|na\s*\/\s*na|tbd|tba|to\s+be\s+updated|pending|applied|awaited|unknown|same|same\s+as\s+above|do|ditto|नहीं|उपलब्ध नहीं|लागू नहीं)$/i;

/** Whether a value stands for no value: a placeholder (NA, nil, -, Self) or a value masked already (XXXX XXXX 9012). */
export const isPlaceholder = (value: string): boolean => {
  const text = value.trim();
  return text === '' || alreadyMasked(text) || PLACEHOLDER.test(text);
};

/**
 * Whether a value of a kind holds nothing to hide: masked already (XXXX XXXX 9012), a placeholder (NA, nil, -, Self),
 * only common English words and no name (Counter sale, Applied), a role mailbox (support@), or, for an identifier,
 * letters with no digit at all (URP in a GSTIN column), which no identifier of digits is.
 */
export function nothingToHide(value: string, kind: PiiKind | undefined): boolean {
  const text = value.trim();
  if (text === '' || alreadyMasked(text) || PLACEHOLDER.test(text) || (kind === 'email' && isRoleMailbox(text))) return true;
  // A name has letters: a code beside a payee's name (an MCC, 5812) is no part of it.
  if (
    (kind === 'upi' && isMerchantVpa(text)) ||
    // A remark in brackets after a name ("Asha (home visit at Flat 4, Park Street)") says nothing of whether it is a business's.
    // A business is told by the cell's first part: "C/O Ravi Rao, Plot 4, Shanti Bhavan" is a person and his address.
    (kind === 'name' &&
      (isBusinessName(text.replace(/(?<!\s)\s*\(.*$/su, '').split(/[,;\n]/u)[0] ?? '') || (!/[\p{L}]/u.test(text) && !valueKind(text))))
  )
    return true;
  if (kind !== undefined && ['phone', 'aadhaar', 'card', 'bank_account', 'gstin'].includes(kind) && !/\d/.test(text)) return true;
  const words = text.match(/[\p{L}\p{M}]+/gu) ?? [];
  const plain = !/\d/.test(text) && words.length > 0 && words.every((word) => isEnglishWord(word) && nameWord(word) === undefined);
  // Behind Post Office, Park Street: English words that still locate someone.
  return plain && !(kind === 'address' && hasAddressWord(text));
}

/**
 * A cell of a chosen column anonymised as its kind (every cell of a column the caller named), or else undefined where
 * it holds nothing to hide: a value already
 * masked (XXXX XXXX 9012), a placeholder (NA, nil, -), plain English words (Counter sale, Applied), a role mailbox
 * (support@), a business in a name column (Sharma Traders). A name keeps its title and honorific (Mr., ji) in clear: they say nothing of who it is.
 */
export function anonymizeCell(
  value: string,
  mode: AnonymizeMode,
  salt: string | undefined,
  columnKind: ChosenColumn['kind'],
  named: boolean,
): string | undefined {
  const text = value.trim();
  const kind = cellKind(value, columnKind);
  if (named) return anonymize(value, mode, salt, kind);
  if (nothingToHide(text, kind ?? (columnKind === 'named' || columnKind === 'in_text' ? undefined : columnKind))) return undefined;
  // A phone number or an e-mail address in a name column (a chat's sender) is anonymised as what it is.
  if (columnKind === 'name' && kind === 'name') return anonymizeName(value, mode, salt);
  return kind === 'address' ? anonymizeAddress(value, mode, salt) : anonymize(value, mode, salt, kind);
}

/** A name anonymised with its title and what follows it in clear (Mr., ji, & family): they say nothing of who it is. */
export function anonymizeName(value: string, mode: AnonymizeMode, salt: string | undefined): string {
  // A list of people in one cell ("Dr. Deka, Rajesh Rajput and J. Bisht") is anonymised name by name, so that each
  // keeps its title and each hashes as it does elsewhere.
  // A remark in brackets at the end ("Meena (home visit at Flat 4, Park Street)") is text, not more names of the list.
  const remark = atEnd(/\s*\([^()]*\)\s*$/, value);
  if (remark && remark.index > 0 && LIST_SEPARATOR.test(remark[0]))
    return `${anonymizeName(value.slice(0, remark.index), mode, salt)}${anonymizeInText(remark[0], mode, salt).text}`;
  const items = value.split(LIST_SEPARATOR);
  if (items.length > 1)
    return items.map((item, i) => (i % 2 === 1 || item.trim() === '' ? item : anonymizeOneName(item, mode, salt))).join('');
  return anonymizeOneName(value, mode, salt);
}

// Between the people of a list: commas, semicolons, slashes, "and", "&" (kept as they are).
// Each starts where a run of spaces starts (the lookbehinds), so a long run of spaces costs linear time, not quadratic.
const LIST_SEPARATOR = /((?<!\s)\s*[,;|]\s*|(?<!\s)\s+\/\s+|(?<!\s)\s+(?:and|&|aur)\s+)/i;
// What may stand before a name without being part of it: titles, relations ("S/O", "Neighbour", "wife of", "Baby of",
// "B/O"), roles ("Manager", "Prop.", "TTE"), one after another ("W/o Late").
const BEFORE_A_NAME = new RegExp(
  `^((?:\\s*(?:(?:${[...NAME_TITLES].join('|')})\\.?|[sdwcb]\\s?/\\s?o|(?:son|daughter|wife|husband|father|mother|baby) of|neighbour|neighbor|self|spouse|wife|husband|son|daughter|father|mother|brother|sister|nominee|guardian|borrower|co-borrower|guarantor|sr|sister|br|brother|manager|technician|supervisor|coordinator|tte|prop|proprietor|driver|tutor|teacher|warden|principal)(?:\\.\\s*|\\s+|:\\s*|-\\s*))+(?=\\S))`,
  'iu',
);

// An item of a list that is no name: a title alone ("Mr & Mrs Rao"), a degree ("Dr. Rao, MD (Med)").
const NO_NAME_ITEM = new RegExp(
  `^\\s*(?:(?:${[...NAME_TITLES].join('|')}|mbbs|md|ms|dnb|bds|bams|bhms|phd|frcs|mrcp|mch|dgo|dch|dm|rn|gnm|anm|bsc|msc|family|parivar)\\.?\\s*)+(?:\\([^)]*\\))?\\s*$`,
  'iu',
);
// A staff or record code written before a name in its cell ("E1042 - Asha Rao", "EMP77/R. Iyer"): a code, kept.
const CODE_BEFORE_A_NAME = /^\s*[A-Z]{0,4}\d{2,8}\s*(?:-|\/|:|\|)\s*(?=\p{L})/u;

/**
 * An address anonymised with the title or relation it starts with in clear (Smt. ****, ** ****; S/O ***** *****), as a
 * name keeps its own: they say nothing of who or where.
 */
export function anonymizeAddress(value: string, mode: AnonymizeMode, salt: string | undefined): string {
  // Several labelled addresses in one cell ("Home: …; Office: …"): each is a home's, masked, or a business's, left.
  const pieces = labelledAddresses(value);
  if (pieces) {
    return pieces
      .map((piece, i) => {
        if (i % 2 === 1) return piece;
        const { label, address } = withoutLabel(piece);
        return isBusinessAddress(address) ? piece : `${label}${anonymizeAddress(address, mode, salt)}`;
      })
      .join('');
  }
  // A note after the address ("… 411001 - leave with security") is text: searched, not masked whole.
  const split = splitAddressTail(value);
  if (split) return `${anonymizeAddress(split.address, mode, salt)}${anonymizeInText(split.tail, mode, salt).text}`;
  const title = BEFORE_A_NAME.exec(value)?.[1] ?? '';
  return `${title}${anonymize(value.slice(title.length), mode, salt, 'address')}`;
}

function anonymizeOneName(value: string, mode: AnonymizeMode, salt: string | undefined): string {
  if (NO_NAME_ITEM.test(value)) return value;
  const code = CODE_BEFORE_A_NAME.exec(value)?.[0] ?? '';
  if (code !== '') return `${code}${anonymizeOneName(value.slice(code.length), mode, salt)}`;
  const title = BEFORE_A_NAME.exec(value)?.[1] ?? '';
  const honorific = atEnd(HONORIFIC_AFTER, value.slice(title.length))?.[1] ?? '';
  const core = value.slice(title.length, value.length - honorific.length);
  // What follows may name someone else ("(wife of Bhaskar Hazarika)"): the names in it are anonymised too.
  const after = anonymizeInText(honorific, mode, salt).text;
  return core.trim() === '' ? anonymize(value, mode, salt, 'name') : `${title}${anonymize(core, mode, salt, 'name')}${after}`;
}

/**
 * A business's address (a shop's, an office's, a firm's) left in clear but for its unmistakable identifiers (a phone,
 * an e-mail): the text with those masked and their kinds (none: unchanged). The caller counts it for the warning
 * (`column_not_masked`), since a one-person shop's address may be its owner's home: the flat table (index.ts) and the
 * JSON leaves (nested.ts) alike.
 */
export function businessAddressLeft(text: string, mode: AnonymizeMode, salt: string | undefined): { text: string; kinds: PiiKind[] } {
  return anonymizeInText(text, mode, salt, findInText(text, 'unmistakable'));
}

/** Free text with the personal data found in it (findInText, or the spans given) anonymised in place; the kinds, in order. */
export function anonymizeInText(
  text: string,
  mode: AnonymizeMode,
  salt: string | undefined,
  spans: FoundSpan[] = findInText(text),
): { text: string; kinds: PiiKind[]; left: number } {
  const changed = spans.filter((span) => !span.left);
  const left = spans.length - changed.length;
  if (changed.length === 0) return { text, kinds: [], left };
  const parts: string[] = [];
  let at = 0;
  for (const span of changed) {
    parts.push(text.slice(at, span.start), anonymize(text.slice(span.start, span.end), mode, salt, span.kind));
    at = span.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), kinds: changed.map(({ kind }) => kind), left };
}
