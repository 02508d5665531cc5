import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { CONTENT, type PiiKind } from './detect';
import { findInText } from './in-text';

export type AnonymizeMode = 'mask' | 'hash' | 'redact';

const REDACTED = '[REDACTED]';
const KEPT_AT_END = 4;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;
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
export const isKind = (value: string, kind: PiiKind): boolean =>
  kind === 'bank_account' ? /^[0-9][0-9 -]{7,22}[0-9]$/.test(value.trim()) : (TESTS.get(kind)?.(value.trim()) ?? false);

/**
 * The one spelling of an identifier that is hashed, so that the formats of one value join: a phone as +91 and ten
 * digits, Aadhaar, card and account numbers as digits alone, PAN and GSTIN in capitals, e-mail and UPI IDs in lower
 * case, IPv6 compressed. Other values, and values not of their kind, are hashed as written.
 */
function normalizeIdentifier(value: string, kind: PiiKind | undefined): string {
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

/** Free text with every identifier found in it (findInText) anonymised in place; the kinds found, in order. */
export function anonymizeInText(text: string, mode: AnonymizeMode, salt: string | undefined): { text: string; kinds: PiiKind[] } {
  const spans = findInText(text);
  if (spans.length === 0) return { text, kinds: [] };
  const parts: string[] = [];
  let at = 0;
  for (const span of spans) {
    parts.push(text.slice(at, span.start), anonymize(text.slice(span.start, span.end), mode, salt, span.kind));
    at = span.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), kinds: spans.map(({ kind }) => kind) };
}
