import { isIP } from 'node:net';
import { GSTIN_ALPHABET, gstinCheckCharacter, verhoeffValid } from '../shared/india';
import type { Table } from './spans';

/** The kinds of personal data the tool knows; `bank_account` is found by header only (any long number looks like one). */
const PII_KINDS = [
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

/**
 * The handles (after @) of UPI IDs that banks and payment apps issue, from NPCI's list of live UPI apps and member
 * banks: Google Pay's ok-handles, PhonePe's, Paytm's, BHIM's, the banks' own. A UPI column named as such is found by
 * its header whatever the handle.
 */
const UPI_HANDLES = new Set(
  [
    'okaxis okhdfcbank okicici oksbi ybl ibl axl paytm ptyes ptaxis pthdfc ptsbi upi apl yapl rapl waicici wahdfcbank',
    'wasbi waaxis jupiteraxis fbl fam slice freecharge naviaxis postbank sbi icici hdfcbank axisbank kotak kmbl indus',
    'idfcbank idfcfirst yesbank yesbankltd pnb barodampay boi cnrb unionbankofindia uboi unionbank mahb centralbank',
    'ucobank indianbank iob federal kvb tmb dbs aubank equitas rbl airtel airtelpaymentsbank jio axisb abfspay ikwik',
    'mobikwik pingpay timecosmos tapicici dlb kbl sib csbpay cub dcb hsbc sc citi citigold mairtel payzapp hdfcbankjd',
    'pockets icicipay idbi allbank andb vijb denabank syndicate obc cboi purz superyes tjsb saraswat cosb kaypay',
    'nsdl jkb lvb utbi psb bandhan esaf ujjivan fino nsdlpb indianbk pinelabs amazonpay gpay phonepe',
  ]
    .join(' ')
    .split(' '),
);

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
  // NPCI: a VPA is a handle, @ and the PSP's name, which has no dot (that tells it from an e-mail address), and is
  // one that a bank or payment app issues (so express@latest and react@beta are not UPI IDs).
  {
    kind: 'upi',
    what: 'UPI IDs',
    test: (v) =>
      /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(v) && UPI_HANDLES.has(v.slice(v.lastIndexOf('@') + 1).toLowerCase()),
  },
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
  // Ten digits starting 6-9 in any grouping people type (98765 43210, 987 654 3210), after +91, 91, (+91) or 0.
  { kind: 'phone', what: 'Indian mobile numbers', test: (v) => /^(?:(?:\+?91|\(\+?91\)|0)[ -]?)?[6-9](?:[ -]?[0-9]){9}$/.test(v) },
  {
    kind: 'card',
    what: 'card numbers (Luhn check digit)',
    test: (v) => /^[0-9][0-9 -]{11,21}[0-9]$/.test(v) && /^[0-9]{13,19}$/.test(v.replace(/[ -]/g, '')) && luhnValid(v.replace(/[ -]/g, '')),
  },
  { kind: 'ip', what: 'IP addresses', test: (v) => isIP(v) !== 0 },
];

// A person's name: "name", a role (payee, employee, a policy holder), or a role or qualifier before "name"
// (employee_name, payeeName, fathers_name), or a name "as per" a document (Name (as per PAN)).
const ROLES = [
  'customer|client|user|member|employee|emp|staff|person|patient|student|applicant|candidate|contact|owner|tenant',
  'father|mother|parent|spouse|husband|wife|guardian|nominee|beneficiary|payee|payer|sender|recipient|receiver',
  'holder|cardholder|driver|passenger|guest|buyer|seller|consignee|consignor|signatory|director|proprietor|partner',
  'agent|executive|officer|manager|representative|rep|salesperson|technician|doctor|teacher|assignee|requester|caller',
  'visitor|insured|borrower|lender|guarantor|landlord|shipper|addressee|employer|author|reporter|approver|referrer',
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
    // Bank A/c, Beneficiary A/c No, savings_account, acct_no: an account word after a bank word, or before a number word.
    kind: 'bank_account',
    pattern:
      /^((\w+_)?(bank|beneficiary|savings|current|salary|payee|remitter|customer|sb|ca)_(account|acct|acc|a_?c)(_(no|num|number))?|(\w+_)?(account|acct|acc|a_?c)_?(no|num|number)|iban)$/,
  },
  { kind: 'ip', pattern: /^(ip|ip_?addr(ess)?|client_?ip|remote_?(addr|ip)|source_?ip|user_?ip|x_forwarded_for)$/ },
  {
    kind: 'name',
    pattern: new RegExp(
      `^(name|(\\w+_)?(${ROLES})s?|(${ROLES}|${QUALIFIERS})s?(_(${QUALIFIERS}))?_?name|name_as_per_\\w+|(\\w+_)?(${ROLES})_name)$`,
    ),
  },
  {
    // Any header ending in address (Consignee Address, address_line_2), but not a machine's or a wallet's address.
    kind: 'address',
    pattern:
      /^(?!(mac|wallet|web|server|host|contract|bluetooth|hardware|ethernet|ip|email|e_mail|mail|memory|base|url|node)_)((\w+_)?(address|addr)(_line_?\d*)?|street|street_address)$/,
  },
  { kind: 'date_of_birth', pattern: /^(dob|d_o_b|(\w+_)?date_?of_?birth|birth_?date|birthday)$/ },
];
// Headers that say a column holds codes, record numbers, amounts or versions, so digits that look like a phone or a
// card number, a code shaped like a PAN, or a version shaped like an IP address are not one (Policy No, AWB No,
// app_version). A header that names personal data is matched before this one (Mobile No, Account No).
const NOT_PERSONAL = new RegExp(
  `(^|_)(${[
    'id|sku|order|invoice|txn|transaction|ref|reference|code|amount|price|qty|quantity|total|count|zip|pin|pincode|otp',
    'hsn|sac|batch|serial|no|number|num|policy|claim|ticket|case|docket|challan|receipt|voucher|folio|certificate',
    'licence|license|registration|roll|session|device|tracking|awb|consignment|booking|pnr|utr|rrn|product|item|model',
    'package|dependency|module|library|version|ver|build|release|firmware|os|sr|sno|index|weight|premium|balance',
  ].join('|')})(_|$)`,
);

/** Whether a header (or a JSON key) says its values are codes, record numbers, amounts or versions, not personal data. */
export const notPersonalHeader = (header: string): boolean =>
  headerKind(header) === undefined && NOT_PERSONAL.test(normalisedHeader(header));

// The roles a chat or support transcript names its speakers by.
const CHAT_ROLES = /^(customer|agent|bot|system|user|assistant|support|admin|operator|staff|client|me|them|human|ai|executive)$/i;

/** Share of a column's non-empty values that must match a kind for the column to count as that kind. */
const CONTENT_THRESHOLD = 0.8;

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

/**
 * A header as words joined by `_`: lower case, camelCase split, apostrophes dropped (Father's Name), every other run
 * of punctuation or space as one `_` (A/c No, D.O.B., Name (as per PAN)), none at either end.
 */
const normalisedHeader = (header: string): string =>
  header
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

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
  // Each column's values, gathered in one pass (a search per column and row would cost columns² × rows).
  const byColumn = new Map<string, string[]>();
  for (const cell of table.rows.flat()) {
    if (cell.kind === 'object' || cell.kind === 'null' || cell.value.trim() === '') continue;
    const values = byColumn.get(cell.column) ?? (byColumn.set(cell.column, []).get(cell.column) as string[]);
    values.push(cell.value.trim());
  }
  return table.columns.flatMap((name): ChosenColumn[] => {
    const values = byColumn.get(name) ?? [];
    const kind = headerKind(name);
    // A role header (sender, from_user) over chat roles (customer, agent, bot) holds roles, not names.
    if (
      kind === 'name' &&
      values.length > 0 &&
      values.filter((value) => CHAT_ROLES.test(value)).length / values.length >= CONTENT_THRESHOLD
    ) {
      return [];
    }
    if (kind) return [{ name, kind, reason: `the header "${name}" names ${LABELS[kind]}` }];
    if (NOT_PERSONAL.test(normalisedHeader(name))) return [];
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
