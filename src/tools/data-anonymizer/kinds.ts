import { isIP } from 'node:net';
import { GSTIN_ALPHABET, gstinCheckCharacter, verhoeffValid } from '../shared/india';
import type { ToolResult } from '../../common/operations';

/** A column the tool anonymizes, as the result lists it: its name, the kind of data and why. */
export type ChosenColumn = ToolResult<'data_anonymizer'>['columns'][number];

/**
 * The kinds of personal data the tool knows (the result's column kinds but `named` and `in_text`, which say how a
 * column was chosen); `bank_account` is found by header or by the words before it (any long number looks like one).
 */
export type PiiKind = Exclude<ChosenColumn['kind'], 'named' | 'in_text'>;

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

// Card networks by their issuer prefixes (ISO/IEC 7812) and lengths: Visa 4 (13, 16, 19), Mastercard 51-55 and
// 2221-2720 (16), American Express 34/37 (15), Diners 30/36/38 (14-19), JCB 35 (16-19), Discover 6011/644-649/65
// (16-19), RuPay 60/65/81/82/508 (16), Maestro 50/56-69 (12-19).
const CARD_NETWORKS: Array<[RegExp, number[]]> = [
  [/^4/, [13, 16, 19]],
  [/^(?:5[1-5]|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, [16]],
  [/^3[47]/, [15]],
  [/^3(?:0|6|8)/, [14, 15, 16, 17, 18, 19]],
  [/^35/, [16, 17, 18, 19]],
  [/^(?:6011|64[4-9]|65|60|8[12]|508)/, [16, 17, 18, 19]],
  [/^(?:50|5[6-9]|6\d)/, [12, 13, 14, 15, 16, 17, 18, 19]],
];

/** Whether digits are a payment card number: a network's prefix and length, and the Luhn check digit. */
const cardNumber = (digits: string): boolean =>
  /^\d{12,19}$/.test(digits) &&
  CARD_NETWORKS.some(([prefix, lengths]) => prefix.test(digits) && lengths.includes(digits.length)) &&
  luhnValid(digits);

// Addresses of a role, not a person (support@, noreply@, accounts@): an organisation's, left as they are; so are
// roles written in several words (it.helpdesk@, nodal.officer@, customer-care@).
const ROLE_WORD =
  /^(?:support|info|help|helpdesk|care|customercare|cs|contact|contactus|sales|admin|noreply|donotreply|billing|accounts|hr|careers|jobs|enquiry|enquiries|feedback|service|services|orders|team|hello|office|mail|webmaster|postmaster|grievances?|compliance|legal|press|media|marketing|partners|payments|refunds|returns|alerts|notifications|newsletter|ops|operations|it|tech|security|abuse|finance|purchase|procurement|invoices?|gst|tax|accounts?payable|ap|ar|dispatch|logistics|store|shop|escalations?|donations?|admissions?|nodal|officer|desk|principal|registrar|reception|frontdesk|bookings?|reservations?|events?|membership|placements?|recruitment|customer|no|not|do|reply)$/i;
const ROLE_MAILBOX = {
  test: (value: string): boolean => {
    const words = /^([^@\s]+)@/.exec(value)?.[1]?.split(/[._-]/) ?? [];
    return (
      words.length > 0 &&
      words.every((word) => ROLE_WORD.test(word)) &&
      !words.every((word) => /^(?:customer|no|not|do|reply)$/i.test(word))
    );
  },
};

// A merchant's VPA, not a person's: a payment gateway's or a QR's local part, a business app's handle (Google Pay for
// Business: okbiz...).
const MERCHANT_VPA =
  /(?:^|[._-])(?:merchant|paytmqr\w*|bharatpe\w*|rzp|razorpay|payu|cashfree|ccavenue|billdesk|pinelabs|qr|pos|refunds?|collect|payments?|pay)(?:[._-]|\d*@)|^[^@]*@okbiz\w+$|^(?:bharatpe|paytmqr|q\d{6,})/i;

// A shop's or a brand's VPA names its trade: the letters before the @ (or before a dot and digits) end in a business
// word (sharmasweets.58126@ybl, jioprepaid@sbi, ganeshfuels@icici), which no person's name does. Words a person's
// handle may end in (india, official, online) are not trade words: a person's VPA left in clear is a leak.
const TRADE_VPA =
  /^[a-z]*?(?:sweets|stores?|textiles|handlooms|medicals?|pharmacy|fuels|petroleum|payments|prepaid|recharge|jewell?ers|hardware|transport|traders|trading|enterprises|electricals|electronics|foods|bakery|bakers|restaurant|hotels?|garments|mobiles|motors|kirana|emporium|parlou?r|collections|mart|bazaar|shop|agency|agencies|industries|dairy|caterers|travels|logistics)(?:[._-]?\d*)?@/i;

/** Whether a UPI ID is a merchant's (a gateway's, a shop's QR, a business app's, a trade's), not a person's. */
export const isMerchantVpa = (value: string): boolean => MERCHANT_VPA.test(value.trim()) || TRADE_VPA.test(value.trim());

// A UPI ID in running text: a handle, @ and the PSP's name (as in-text.ts finds it; bounded, one pass).
const VPA_IN_TEXT = /(?<![\w.@-])[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}(?![\w@]|\.[A-Za-z0-9])/g;

/**
 * Whether a text holds a UPI ID left in clear only because its handle names a trade (sharmasweets.58126@ybl): a
 * one-person shop's VPA may be its owner's own, so it is named in a warning rather than passed in silence.
 */
export const holdsTradeVpa = (text: string): boolean =>
  [...text.matchAll(VPA_IN_TEXT)].some(([vpa]) => TRADE_VPA.test(vpa) && !MERCHANT_VPA.test(vpa) && isUpiId(vpa));

/** Whether an e-mail address is a role mailbox (support@, noreply@), not a person's. */
export const isRoleMailbox = (value: string): boolean => ROLE_MAILBOX.test(value.trim());

// NPCI: a VPA is a handle, @ and the PSP's name, which has no dot (that tells it from an e-mail address), and is
// one that a bank or payment app issues (so express@latest and react@beta are not UPI IDs).
const isUpiId = (v: string): boolean =>
  /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(v) && UPI_HANDLES.has(v.slice(v.lastIndexOf('@') + 1).toLowerCase());

/** Each kind's test on a whole value; the order settles overlaps (a GSTIN holds a PAN, a UPI ID looks like an e-mail). */
export const CONTENT: Array<{ kind: PiiKind; test: (value: string) => boolean; what: string }> = [
  { kind: 'email', what: 'e-mail addresses', test: (v) => /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(v) && !isRoleMailbox(v) },
  { kind: 'upi', what: 'UPI IDs', test: (v) => isUpiId(v) },
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
  // Ten digits starting 6-9 in any grouping people type (98765 43210, 987 654 3210), after +91, 91, (+91) or 0; or a
  // landline: 0, an STD code of 2-4 digits, a separator and the subscriber number, 11 digits in all (022-2654 3210).
  {
    kind: 'phone',
    what: 'Indian phone numbers',
    test: (v) =>
      /^(?:(?:\+?91|\(\+?91\)|0)[ -]?)?[6-9](?:[ -]?[0-9]){9}$/.test(v) ||
      /^[6-9]\d{2}\.\d{3}\.\d{4}$/.test(v) ||
      (/^(?:\+91[ -]?|0|\(0)[1-9][0-9]{1,3}\)?[ -][0-9]{3,4}[ -]?[0-9]{3,4}$/.test(v) &&
        v.replace(/\D/g, '').replace(/^91/, '0').length === 11),
  },
  {
    kind: 'card',
    what: "card numbers (a card network's prefix and length, Luhn check digit)",
    test: (v) => /^[0-9][0-9 -]{11,21}[0-9]$/.test(v) && cardNumber(v.replace(/[ -]/g, '')),
  },
  { kind: 'ip', what: 'IP addresses', test: (v) => isIP(v) !== 0 },
];

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
