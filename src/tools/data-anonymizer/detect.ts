import { isIP } from 'node:net';
import { GSTIN_ALPHABET, gstinCheckCharacter, verhoeffValid } from '../shared/india';
import type { Table } from './spans';

/** The kinds of personal data the tool knows; `bank_account` is found by header only (any long number looks like one). */
export const PII_KINDS = [
  'email',
  'phone',
  'pan',
  'aadhaar',
  'gstin',
  'card',
  'upi',
  'ip',
  'bank_account',
  'name',
  'address',
  'date_of_birth',
] as const;
export type PiiKind = (typeof PII_KINDS)[number];

export interface ChosenColumn {
  name: string;
  kind: PiiKind | 'named' | 'in_text';
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

/** Each kind's test on a whole value; the order settles overlaps (a GSTIN holds a PAN, a UPI ID looks like an e-mail). */
export const CONTENT: Array<{ kind: PiiKind; test: (value: string) => boolean; what: string }> = [
  { kind: 'email', what: 'e-mail addresses', test: (v) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(v) },
  // NPCI: a VPA is a handle, @ and the PSP's name, which has no dot (that tells it from an e-mail address).
  { kind: 'upi', what: 'UPI IDs', test: (v) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(v) },
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
    test: (v) => /^[2-9][0-9]{3}[ -]?[0-9]{4}[ -]?[0-9]{4}$/.test(v) && verhoeffValid(v.replace(/[ -]/g, '')),
  },
  { kind: 'phone', what: 'Indian mobile numbers', test: (v) => /^(\+?91[ -]?|0)?[6-9][0-9]{4}[ -]?[0-9]{5}$/.test(v) },
  {
    kind: 'card',
    what: 'card numbers (Luhn check digit)',
    test: (v) => /^[0-9][0-9 -]{11,21}[0-9]$/.test(v) && /^[0-9]{13,19}$/.test(v.replace(/[ -]/g, '')) && luhnValid(v.replace(/[ -]/g, '')),
  },
  { kind: 'ip', what: 'IP addresses', test: (v) => isIP(v) !== 0 },
];

// A person's name: "name", a role (payee, employee), or a role or qualifier before "name" (employee_name, payeeName).
const ROLES = [
  'customer|client|user|member|employee|emp|staff|person|patient|student|applicant|candidate|contact|owner|tenant',
  'father|mother|parent|spouse|husband|wife|guardian|nominee|beneficiary|payee|payer|sender|recipient|receiver',
  'holder|cardholder|account_holder|card_holder|driver|passenger|guest|buyer|seller|consignee|signatory|director',
].join('|');
const QUALIFIERS = 'full|first|last|middle|given|family|sur|nick|display|legal';
const HEADERS: Array<{ kind: PiiKind; pattern: RegExp }> = [
  { kind: 'email', pattern: /^(e_?mail|mail|email_?address|e_?mail_?id|mail_?id|\w+_email)$/ },
  { kind: 'upi', pattern: /^(upi|upi_?(id|address|handle)|vpa|\w+_upi(_id)?)$/ },
  {
    kind: 'phone',
    pattern: /^(phone|mobile|mobile_?(no|number)|phone_?(no|number)|contact_?(no|number)?|tel(ephone)?|whatsapp|cell|\w+_(phone|mobile))$/,
  },
  { kind: 'pan', pattern: /^pan(_?card)?(_?(no|number))?$/ },
  { kind: 'aadhaar', pattern: /^(aadha?ar(_?(no|number))?|uid(ai)?(_?(no|number))?)$/ },
  { kind: 'gstin', pattern: /^gst(in)?(_?(no|number))?$/ },
  { kind: 'card', pattern: /^(card|card_?(no|number)|(credit|debit)_?card(_?(no|number))?|cc_?(no|number))$/ },
  {
    kind: 'bank_account',
    pattern: /^((bank_?)?(account|acct|acc|a_?c)_?(no|num|number)|(bank|beneficiary|savings)_?account(_?(no|number))?|iban)$/,
  },
  { kind: 'ip', pattern: /^(ip|ip_?addr(ess)?|client_?ip|remote_?(addr|ip)|source_?ip|user_?ip|x_forwarded_for)$/ },
  { kind: 'name', pattern: new RegExp(`^(name|${ROLES}|(${ROLES}|${QUALIFIERS})(_(${QUALIFIERS}))?_?name)$`) },
  {
    kind: 'address',
    pattern:
      /^(address|addr|street|address_?line_?\d?|residential_?address|billing_?address|shipping_?address|(home|permanent|postal|mailing)_?address)$/,
  },
  { kind: 'date_of_birth', pattern: /^(dob|date_?of_?birth|birth_?date|birthday|d_o_b)$/ },
];
// Headers that say a column holds codes or amounts, so digits that look like a phone or a card number are not one.
const NOT_PERSONAL =
  /(^|_)(id|sku|order|invoice|txn|transaction|ref|reference|code|amount|price|qty|quantity|total|count|zip|pin|otp|hsn|batch|serial)(_|$)/;

/** Share of a column's non-empty values that must match a kind for the column to count as that kind. */
export const CONTENT_THRESHOLD = 0.8;

export const LABELS: Record<PiiKind, string> = {
  email: 'an e-mail address',
  phone: 'a phone number',
  pan: 'a PAN',
  aadhaar: 'an Aadhaar number',
  gstin: 'a GSTIN',
  card: 'a card number',
  upi: 'a UPI ID',
  ip: 'an IP address',
  bank_account: 'a bank account number',
  name: 'a name',
  address: 'an address',
  date_of_birth: 'a date of birth',
};

/** A header as words joined by `_`: lower case, camelCase split, spaces, dots, dashes and slashes as `_`. */
export const normalisedHeader = (header: string): string =>
  header
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s./-]+/g, '_');

/** The kind a header (or a JSON key) names, if any. */
export function headerKind(header: string): PiiKind | undefined {
  const words = normalisedHeader(header);
  return HEADERS.find(({ pattern }) => pattern.test(words))?.kind;
}

/** The kind a whole value is, by its shape and check digits (names, addresses and dates of birth never match). */
export function valueKind(value: string): PiiKind | undefined {
  const text = value.trim();
  return CONTENT.find(({ test }) => test(text))?.kind;
}

/**
 * The columns that hold personal data: by header name first (names, addresses, dates of birth and bank accounts are
 * found only this way), then by content (at least 80% of the non-empty values are one kind: e-mails, UPI IDs, Indian
 * mobile numbers, PANs, Aadhaar numbers or GSTINs with valid check digits, Luhn-valid card numbers, IP addresses),
 * except in columns whose header says they hold codes or amounts (order_id, amount).
 */
export function detectPii(table: Table): ChosenColumn[] {
  return table.columns.flatMap((name): ChosenColumn[] => {
    const kind = headerKind(name);
    if (kind) return [{ name, kind, reason: `the header "${name}" names ${LABELS[kind]}` }];
    if (NOT_PERSONAL.test(normalisedHeader(name))) return [];
    const values = table.rows
      .map((row) => row.find((cell) => cell.column === name))
      .filter((cell) => cell !== undefined && cell.kind !== 'object' && cell.kind !== 'null')
      .map((cell) => cell?.value.trim() ?? '')
      .filter((value) => value !== '');
    if (values.length === 0) return [];
    for (const { kind: contentKind, test, what } of CONTENT) {
      const matching = values.filter(test).length;
      if (matching / values.length >= CONTENT_THRESHOLD) {
        return [{ name, kind: contentKind, reason: `${matching} of its ${values.length} values are ${what}` }];
      }
    }
    return [];
  });
}
