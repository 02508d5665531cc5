import { createHash, createHmac } from 'node:crypto';

export type AnonymizeMode = 'mask' | 'hash' | 'redact';

export const REDACTED = '[REDACTED]';
const KEPT_AT_END = 4;

const ALPHANUMERIC = /[\p{L}\p{N}]/u;

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

/** mask an e-mail: the local part's letters and digits all `*`, the domain kept. */
function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  return `${value.slice(0, at).replace(/[\p{L}\p{N}]/gu, '*')}${value.slice(at)}`;
}

/**
 * One value anonymised: `mask` keeps its shape (length, separators, an e-mail's domain, and for identifiers the last
 * four letters or digits when there are at least eight; never for names, addresses and dates of birth); `hash` is the SHA-256 hex digest of its UTF-8 text (HMAC-SHA256 under `salt` when
 * one is given), the same for the same value, so joins still work; `redact` is `[REDACTED]`. Empty values stay empty.
 */
export function anonymize(value: string, mode: AnonymizeMode, salt: string | undefined, kind: string): string {
  if (value === '') return value;
  if (mode === 'redact') return REDACTED;
  if (mode === 'hash') return (salt === undefined ? createHash('sha256') : createHmac('sha256', salt)).update(value, 'utf8').digest('hex');
  if (kind === 'email' && value.includes('@')) return maskEmail(value);
  return maskShape(value, !['name', 'address', 'date_of_birth'].includes(kind));
}
