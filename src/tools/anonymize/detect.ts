import { GSTIN_ALPHABET, gstinCheckCharacter, verhoeffValid } from '../shared/india';
import type { Table } from './spans';

export type PiiKind = 'email' | 'phone' | 'pan' | 'aadhaar' | 'gstin' | 'card' | 'name' | 'address' | 'date_of_birth';

export interface ChosenColumn {
  name: string;
  kind: PiiKind | 'named';
  reason: string;
}

/** Luhn (ISO/IEC 7812-1), the check digit of payment card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

const CONTENT: Array<{ kind: PiiKind; test: (value: string) => boolean; what: string }> = [
  { kind: 'email', what: 'e-mail addresses', test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) },
  {
    kind: 'gstin',
    what: 'GSTINs with a valid check character',
    test: (v) =>
      /^[0-9]{2}[A-Z0-9]{12}[0-9A-Z]$/.test(v) &&
      [...v].every((c) => GSTIN_ALPHABET.includes(c)) &&
      gstinCheckCharacter(v.slice(0, 14)) === v[14],
  },
  { kind: 'pan', what: 'PANs', test: (v) => /^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$/.test(v) },
  {
    kind: 'aadhaar',
    what: 'Aadhaar numbers (Verhoeff check digit)',
    test: (v) => /^[2-9][0-9]{3} ?[0-9]{4} ?[0-9]{4}$/.test(v) && verhoeffValid(v.replace(/ /g, '')),
  },
  { kind: 'phone', what: 'Indian mobile numbers', test: (v) => /^(\+?91[ -]?|0)?[6-9][0-9]{4}[ -]?[0-9]{5}$/.test(v) },
  {
    kind: 'card',
    what: 'card numbers (Luhn check digit)',
    test: (v) => /^[0-9][0-9 -]{11,21}[0-9]$/.test(v) && /^[0-9]{13,19}$/.test(v.replace(/[ -]/g, '')) && luhnValid(v.replace(/[ -]/g, '')),
  },
];

const HEADERS: Array<{ kind: PiiKind; pattern: RegExp }> = [
  { kind: 'email', pattern: /^(e_?mail|mail|email_?address|e_?mail_?id|mail_?id)$/ },
  { kind: 'phone', pattern: /^(phone|mobile|mobile_?(no|number)|phone_?(no|number)|contact_?(no|number)?|tel(ephone)?|whatsapp)$/ },
  { kind: 'pan', pattern: /^pan(_?(no|number|card))?$/ },
  { kind: 'aadhaar', pattern: /^(aadha?ar(_?(no|number))?|uid(ai)?)$/ },
  { kind: 'gstin', pattern: /^gst(in)?(_?(no|number))?$/ },
  { kind: 'card', pattern: /^(card|card_?(no|number)|credit_?card|debit_?card|cc_?number)$/ },
  { kind: 'name', pattern: /^(name|full_?name|first_?name|last_?name|surname|customer(_?name)?|contact_?name|father_?name|holder_?name)$/ },
  { kind: 'address', pattern: /^(address|addr|street|address_?line_?\d?|residential_?address|billing_?address|shipping_?address)$/ },
  { kind: 'date_of_birth', pattern: /^(dob|date_?of_?birth|birth_?date|birthday)$/ },
];

/** Share of a column's non-empty values that must match a kind for the column to count as that kind. */
export const CONTENT_THRESHOLD = 0.8;

const LABELS: Record<PiiKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  pan: 'a PAN',
  aadhaar: 'an Aadhaar number',
  gstin: 'a GSTIN',
  card: 'a card number',
  name: 'a name',
  address: 'an address',
  date_of_birth: 'a date of birth',
};

const normalised = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');

/**
 * The columns that hold personal data: by header name first (names, addresses and dates of birth are found only
 * this way), then by content (at least 80% of the non-empty values are e-mails, Indian mobile numbers, PANs, Aadhaar
 * numbers or GSTINs with valid check digits, or Luhn-valid card numbers).
 */
export function detectPii(table: Table): ChosenColumn[] {
  return table.columns.flatMap((name): ChosenColumn[] => {
    const header = HEADERS.find(({ pattern }) => pattern.test(normalised(name)));
    if (header) return [{ name, kind: header.kind, reason: `the header "${name}" names ${LABELS[header.kind]}` }];
    const values = table.rows
      .map((row) => row.find((cell) => cell.column === name)?.value.trim() ?? '')
      .filter((value) => value !== '' && value !== 'null');
    if (values.length === 0) return [];
    for (const { kind, test, what } of CONTENT) {
      const matching = values.filter(test).length;
      if (matching / values.length >= CONTENT_THRESHOLD) {
        return [{ name, kind, reason: `${matching} of its ${values.length} values are ${what}` }];
      }
    }
    return [];
  });
}
