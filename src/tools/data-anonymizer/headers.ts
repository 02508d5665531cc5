import type { PiiKind } from './kinds';
import { isEnglishWord } from './lexicon';
import {
  BUSINESSES,
  SPELLED_OUT,
  ROLES,
  THINGS,
  CODES,
  TEXT,
  OCCASIONS,
  PLACE_PARTS,
  ADDRESS_WORDS,
  NOT_A_PERSONS_ADDRESS,
  SOLE_TRADERS,
  NOT_PERSONAL_PLACES,
  FILLERS,
} from './header-words';

/**
 * What a header (or a JSON key) says its column holds: a kind of personal data, codes or record numbers (`code`), a
 * business or a thing (`thing`: a restaurant, a hospital, a product, whose name, phone and city are not a person's), free
 * text (`text`), a part of an address that locates a person only in a table about people (`place`: city, PIN code,
 * district), a contact or an account that the values must say more of (`contact`, `account`), or nothing it knows
 * (`unknown`, left to the values).
 */
export type HeaderVerdict =
  | { says: 'kind'; kind: PiiKind }
  | { says: 'place' }
  | { says: 'code'; soleTrader?: true; address?: true }
  | { says: 'thing' }
  | { says: 'text' }
  | { says: 'contact' }
  | { says: 'account' }
  | { says: 'date' }
  | { says: 'unknown' };

/** Damerau-Levenshtein distance at most one (a typo: one letter wrong, missing, extra, or two swapped). */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const rest = (x: string, y: string) => x === y;
  if (a.length === b.length)
    return rest(a.slice(i + 1), b.slice(i + 1)) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a.slice(i + 2), b.slice(i + 2)));
  return a.length > b.length ? rest(a.slice(i + 1), b.slice(i)) : rest(a.slice(i), b.slice(i + 1));
}
const TYPO_TARGETS = [
  ...[...ROLES].filter((word) => word.length >= 6),
  'address',
  'mobile',
  'phone',
  'email',
  'customer',
  'beneficiary',
  'account',
  'number',
  'birth',
  'father',
  'mother',
  'contact',
  'aadhaar',
  'nominee',
  'consignee',
  'remarks',
  'employee',
  'patient',
  'applicant',
  'husband',
  'guardian',
  'street',
  'district',
  'village',
  'locality',
];
const KNOWN = new Set([
  ...ROLES,
  ...THINGS,
  ...CODES,
  ...TEXT,
  ...PLACE_PARTS,
  ...ADDRESS_WORDS,
  ...Object.values(SPELLED_OUT).flatMap((w) => w.split(' ')),
  'name',
  'first',
  'last',
  'full',
  'given',
  'middle',
  'surname',
  'date',
  'of',
  'upi',
  'ip',
  'pan',
  'card',
  'credit',
  'debit',
]);

/** One word of a header as the word it stands for (abbreviation, Hindi, typo); '' for words that carry nothing. */
function spelledOut(word: string): string {
  if (word in SPELLED_OUT) return SPELLED_OUT[word] as string;
  // A typo is a word no list or dictionary knows: "office" is a word, not a typo of "officer".
  if (word.length >= 5 && !KNOWN.has(word) && !isEnglishWord(word))
    return TYPO_TARGETS.find((target) => oneTypoApart(word, target)) ?? word;
  return word;
}

/**
 * A header as lower-case words, with abbreviations, Hindi and Roman Hindi words and typos spelled out, and the part in
 * brackets ("Date of Birth (DD/MM/YYYY)", "Name (as per PAN)", "Mobile (10 digit)") set apart as a hint.
 */
function headerWords(header: string): { words: string[]; hint: string[] } {
  const trimmed = header.replace(/^\uFEFF/, '').trim();
  const hints: string[] = [];
  let main = trimmed.replace(/[([{]([^)\]}]*)[)\]}]/g, (_, inside: string) => {
    hints.push(inside);
    return ' ';
  });
  if (main.trim() === '') main = hints.splice(0).join(' ');
  const words = (text: string): string[] =>
    text
      .replace(/\ba\s*\/\s*c\b/gi, ' account number ')
      .replace(/\b[sdwc]\s*\/\s*o\b/gi, ' relative ')
      .replace(/\bd\.?\s*o\.?\s*b\b\.?/gi, ' dob ')
      .replace(/\be\s*[-.]?\s*mail/gi, ' email')
      .replace(/\bp\.?\s*o\.?\s*box\b/gi, ' address ')
      .replace(/पिन\s*कोड/gu, ' पिनकोड ')
      .replace(/#/g, ' number ')
      .replace(/whats\s?app/gi, ' whatsapp ')
      .replace(/phone\s?pe|g\s?pay|google\s?pay|paytm/gi, ' upi ')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .replace(/\b(?:pin|zip|post|postal)\s*[-_ ]?\s*code\b/g, ' pin ')
      .replace(/\bdate\s*of\s*birth\b/g, ' birth date ')
      // A line's number glued on ("addr1", "address2", "line1"): "addr 1".
      .replace(/\b(addr|address|add|line|street|landmark|locality|area)(\d)\b/g, '$1 $2')
      .replace(/['\u2019]s?\b/g, '')
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
      .flatMap((word) => spelledOut(word).split(' '))
      .filter(Boolean);
  return { words: words(main), hint: words(hints.join(' ')) };
}

/** The words before a header's head, and the head (its last meaningful word), fillers such as "line 1" dropped. */
// Prepositions: a header's head comes before them ("Name on Card", "Address for Communication", "Mobile No of Father").
const PREPOSITIONS = new Set(['on', 'of', 'as', 'per', 'in', 'for', 'at', 'from', 'with', 'under']);

/**
 * The words before a header's head, and the head: its last meaningful word ("line 1" and other fillers dropped),
 * or the last word before a preposition ("Name on Card" is a name), plural heads made singular ("Family Members").
 */
function headOf(words: string[]): { head: string; before: string[] } {
  const preposition = words.findIndex((word, i) => i > 0 && PREPOSITIONS.has(word));
  const meaningful = preposition > 0 ? words.slice(0, preposition) : [...words];
  while (meaningful.length > 1 && FILLERS.has(meaningful[meaningful.length - 1] as string)) meaningful.pop();
  const last = meaningful[meaningful.length - 1] ?? '';
  const singular = /[^s]s$/.test(last) && (ROLES.has(last.slice(0, -1)) || ADDRESS_WORDS.has(last.slice(0, -1))) ? last.slice(0, -1) : last;
  return { head: singular, before: meaningful.slice(0, -1) };
}

const has = (words: string[], ...any: string[]): boolean => any.some((word) => words.includes(word));

/** The kinds a header's bracket may name for its column ("ID Proof (Aadhaar)"). */
const IDENTIFIERS_IN_BRACKETS = new Set<PiiKind>(['aadhaar', 'pan', 'gstin', 'upi', 'email', 'phone', 'card', 'bank_account']);

/** What a header says its column holds (see HeaderVerdict); English and Hindi compounds put the head last. */
export function readHeader(header: string): HeaderVerdict {
  const { words, hint } = headerWords(header);
  if (words.length === 0) return { says: 'unknown' };
  // "Referred By (address)", "Age (DOB)": a bracket that says the column holds addresses or dates of birth makes it
  // such a header, whoever's they are and whatever else the cells hold.
  if (hint.includes('address') && !words.includes('address')) return readHeader(`${words.join(' ')} address`);
  if (hint.includes('birth') && !words.includes('birth')) return readHeader(`${words.join(' ')} dob`);
  // "ID Proof (Aadhaar)", "Reference (Mobile)", "KYC Doc (PAN card)": a bracket naming an identifier makes the column
  // one when the words before it name no kind ("Name (as per PAN)" stays a name): every value is masked, a number
  // whose checksum fails included, as under an "Aadhaar" header.
  if (hint.length > 0) {
    const bracket = readHeader(hint.join(' '));
    if (bracket.says === 'kind' && IDENTIFIERS_IN_BRACKETS.has(bracket.kind) && readHeader(words.join(' ')).says !== 'kind') return bracket;
  }
  const { head, before } = headOf(words);
  const kind = (k: PiiKind): HeaderVerdict => ({ says: 'kind', kind: k });
  // Phrases first: "date of birth", "birth date", "e-mail", "user agent", "x forwarded for", "updated by".
  if (words.length === 1 && head === 'by') return kind('name');
  // "Updated By", "Assigned To": the person who did it.
  if (words.length >= 2 && has([words[words.length - 1] as string], 'by', 'to') && /ed$/.test(words[words.length - 2] as string))
    return kind('name');
  if (has(words, 'birth') && !has([head], 'place', 'city', 'country', 'certificate', 'weight')) return kind('date_of_birth');
  if (has(words, 'user') && head === 'agent') return { says: 'code' };
  if (has(words, 'forwarded') || head === 'ip' || (head === 'address' && has(before, 'ip'))) {
    // A server's, a gateway's or a database's address is a machine's, not a person's.
    const machine = has(
      before,
      'server',
      'host',
      'gateway',
      'router',
      'proxy',
      'dns',
      'node',
      'nat',
      'db',
      'database',
      'lb',
      'backend',
      'upstream',
      'internal',
      'private',
      'cluster',
      'pod',
      'container',
      'vm',
    );
    return machine ? { says: 'code' } : kind('ip');
  }
  if (head === 'email' || (has(before, 'email') && (FILLERS.has(head) || has([head], 'id', 'address')))) return kind('email');
  if (head === 'upi' || (has(before, 'upi') && has([head], 'address', 'handle', 'id', 'number'))) return kind('upi');
  if (head === 'aadhaar' || (has(before, 'aadhaar') && has([head], 'number', 'card', 'id'))) return kind('aadhaar');
  if (head === 'pan' || (has(before, 'pan') && has([head], 'number', 'card', 'id'))) return kind('pan');
  if (head === 'gstin' || (has(before, 'gstin') && has([head], 'number', 'id'))) return kind('gstin');
  const notBank = has(words, 'email', 'user', 'login', 'twitter', 'social', 'manager', 'type', 'status', 'name', 'holder', 'loan');
  const bankWords = has(before, 'bank', 'beneficiary', 'savings', 'current', 'salary', 'payee', 'remitter', 'sb', 'ca');
  if (head === 'iban' || (has(words, 'account') && !notBank && (head === 'number' || (head === 'account' && bankWords))))
    return kind('bank_account');
  if (head === 'account' && !notBank) return { says: 'account' };
  if (
    (head === 'card' || (head === 'number' && has(before, 'card'))) &&
    !has(words, 'ration', 'voter', 'id', 'identity', 'access', 'sim', 'report', 'job', 'gift', 'loyalty')
  ) {
    return has(words, 'credit', 'debit', 'card') && !has(words, 'aadhaar', 'pan') ? kind('card') : { says: 'unknown' };
  }
  if (has([head], 'phone', 'mobile') || (head === 'number' && has(before, 'phone', 'mobile', 'contact'))) return kind('phone');
  if (head === 'contact') return { says: 'contact' };
  // An occasion ("Event", "Function", "Event Title"): its title may name the people it is for, so it is searched.
  if (OCCASIONS.has(head) || ((head === 'name' || head === 'title') && has(before, ...OCCASIONS))) return { says: 'text' };
  if (head === 'name' || head === 'surname' || ((head === 'first' || head === 'last') && words.length === 1)) {
    // A vendor's, supplier's or party's name may be a person's (a freelancer, "Sharma Traders (Prop: X)"): searched.
    if (has(before, 'vendor', 'supplier', 'seller', 'party', 'merchant', 'firm', 'shop', 'business')) return { says: 'text' };
    // An animal's name (Pet Name, Dog Name) is no person's: left in clear, and named in a warning if it reads like one.
    if (has(before, 'pet', 'dog', 'cat', 'animal', 'horse', 'cow', 'cattle', 'buffalo', 'bird')) return { says: 'code' };
    return has(before, ...THINGS) && !has(before, ...ROLES) ? { says: 'code' } : kind('name');
  }
  if (ROLES.has(head) && !has(before, ...THINGS)) return kind('name');
  if (
    ADDRESS_WORDS.has(head) ||
    has(words, 'address') ||
    (head === 'number' && has(before, 'flat', 'house', 'plot', 'door', 'unit', 'apartment'))
  ) {
    if (!has(words, ...NOT_A_PERSONS_ADDRESS)) return kind('address');
    // A shop's or a seller's address may be where its one owner lives: left in clear, but named in a warning.
    return has(words, ...SOLE_TRADERS) ? { says: 'code', soleTrader: true, address: true } : { says: 'code', address: true };
  }
  // "Post Office" in an address is a place, not a business; a village's ward ("Village/Ward") is a place, not a hospital's.
  const postOffice = head === 'office' && has(before, 'post');
  if (PLACE_PARTS.has(head) || postOffice || (head === 'ward' && before.some((word) => PLACE_PARTS.has(word))))
    return has(postOffice ? before : words, ...NOT_A_PERSONS_ADDRESS) ? { says: 'code' } : { says: 'place' };
  if (TEXT.has(head)) return { says: 'text' };
  // An identity document's number ("ID Proof No", "KYC Document"): searched for every identifier it may be.
  if (has(words, 'proof', 'document', 'doc', 'kyc', 'identity') && has(words, 'id', 'number', 'proof', 'identity')) return { says: 'text' };
  // "Order No", "Invoice Number": a number of a code; "Alternate No", "Dialled No": a number the values must explain.
  if (head === 'number') return before.some((word) => CODES.has(word) || THINGS.has(word)) ? { says: 'code' } : { says: 'unknown' };
  if (BUSINESSES.has(head)) return { says: 'thing' };
  // A "bank" object holds a person's bank details (account holder, account number); a bank's name is a thing's.
  if (head === 'bank') return { says: 'unknown' };
  if (THINGS.has(head)) return { says: 'code' };
  // A bare "Date" or "Dt." says nothing of whose or which date: its values may show dates of birth.
  // "Date of Joining", "Date of Visit": a date of some event, which a birth is not ("Date of Birth" is read above).
  if (head === 'date' && before.length === 0) return words.length > 1 ? { says: 'code' } : { says: 'date' };
  if (CODES.has(head) || NOT_PERSONAL_PLACES.has(head) || has(words, 'code')) return { says: 'code' };
  return { says: 'unknown' };
}
