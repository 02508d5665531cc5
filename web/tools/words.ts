/**
 * What a tool page says about a field, in words for people: its label, its hint, its choices, its bounds and errors
 * in rupees, how a typed rupee amount becomes paise, and India time for date fields. Read from the request schema's
 * keywords for people (src/common/page-keywords.ts). No DOM here: tests/contract/tool-page-words.test.ts runs it in Node.
 */
import { formatPaise, groupIndian } from '../../src/tools/shared/money';

/** A request property as the page reads it: JSON Schema's bounds and the keywords for people. */
export interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: PropertySchema;
  /** The keywords for people (src/common/page-keywords.ts). */
  'x-label'?: string;
  'x-hint'?: string;
  'x-enumDescriptions'?: Record<string, string>;
  'x-input'?: 'datetime' | 'rupees';
}

/** A whole-paise field (`<name>Paise`): typed in rupees, sent as integer paise. */
export const isPaise = (name: string): boolean => /Paise$/.test(name);
/** A field a person types as rupees: whole paise sent as paise, or a decimal amount sent as rupees (`x-input: rupees`). */
export const isRupees = (name: string, schema: PropertySchema): boolean => isPaise(name) || schema['x-input'] === 'rupees';

/** A string that may be longer than this is edited in a text area (a document, a token, a command), else in one line. */
export const LONG_TEXT = 512;

/** Units shown beside a number, by property name, and how its bounds read in them. */
const UNITS: Record<string, { unit: string; amount: (figure: string) => string }> = {
  ratePerGram: { unit: '₹ per gram', amount: (figure) => `₹${figure} per gram` },
  grams: { unit: 'grams', amount: (figure) => `${figure} grams` },
  makingValue: { unit: '% or ₹/g', amount: (figure) => figure },
};
export const unitOf = (name: string, schema: PropertySchema): string | undefined => (isRupees(name, schema) ? '₹' : UNITS[name]?.unit);

/** A label for a field the spec names nothing better (the spec's own fields all have `x-label`): "amountPaise" → "Amount". */
function mechanicalLabel(name: string): string {
  const words = name
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const labelOf = (name: string, schema: PropertySchema): string => schema['x-label'] ?? mechanicalLabel(name);

/** An enum value in words (`x-enumDescriptions`), or the value itself when the spec gives none. */
export const choiceText = (schema: PropertySchema, value: unknown): string =>
  schema['x-enumDescriptions']?.[String(value)] ?? String(value);

/**
 * A description as a hint when the spec gives no `x-hint`: its code marks dropped, cut after a sentence only where a
 * sentence ends (never inside quotes, brackets or a code mark), at most two sentences.
 */
export function plainDescription(description: string): string {
  const sentences: string[] = [];
  let depth = 0;
  let quoted = false;
  let code = false;
  let start = 0;
  for (let i = 0; i < description.length; i += 1) {
    const c = description[i];
    if (c === '`') code = !code;
    else if (code) continue;
    else if (c === '"') quoted = !quoted;
    else if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (c === '.' && !quoted && depth === 0 && /\s/.test(description[i + 1] ?? ' ')) {
      sentences.push(description.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  if (start < description.length && description.slice(start).trim() !== '') sentences.push(description.slice(start).trim());
  return sentences.slice(0, 2).join(' ').replaceAll('`', '');
}

/** Indian scale words, largest first (as amount-to-words reads them: crore stays the top unit). */
const SCALES: Array<[number, string]> = [
  [1e14, 'crore crore'],
  [1e12, 'lakh crore'],
  [1e7, 'crore'],
  [1e5, 'lakh'],
];

/** A rupee amount as people say a bound: 1e9 → "₹100 crore", 90071992547409.91 → "about ₹90 lakh crore", 1000 → "₹1,000". */
export function rupeesInWords(rupees: number): string {
  const [size, word] = SCALES.find(([scale]) => rupees >= scale) ?? [1, ''];
  const count = rupees / size;
  // Exact to a tenth ("₹1.5 lakh"), else rounded to a whole number of the unit and said to be about that.
  const exact = Number.isInteger(count * 10);
  const shown = exact ? count : Math.round(count);
  const text = `₹${shown.toLocaleString('en-IN', { maximumFractionDigits: 1 })}${word ? ` ${word}` : ''}`;
  return exact ? text : `about ${text}`;
}

/** An exact decimal of rupees, Indian grouping: 999999999999999.9 → "₹99,99,99,99,99,99,999.9". */
function rupeesExact(rupees: number): string {
  const [whole = '0', fraction] = String(rupees).split('.');
  return `₹${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Asia/Kolkata is UTC+05:30 all year: India has kept no daylight saving since 1945, so the offset is a constant. */
const IST_OFFSET_MS = 330 * 60_000;

/** Unix ms → the value of a datetime-local input showing India time ("2026-11-25T14:30"). */
export const istInputValue = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value read as India time → Unix ms; undefined when it is not a date and time. */
export function msFromIstInput(value: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?$/.exec(value);
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}+05:30`);
  return Number.isNaN(ms) ? undefined : ms;
}

const IST_TEXT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
/** Unix ms as India time in words: "1 Jan 2100, 5:30 am IST". */
const istText = (ms: number): string => `${IST_TEXT.format(ms)} IST`;

/** What a field's bounds are, in the units a person types: rupees in words, dates in India time, counts grouped. */
function boundsOf(name: string, schema: PropertySchema): string | undefined {
  const { minimum, maximum } = schema;
  if (schema['x-input'] === 'datetime') return undefined;
  if (isRupees(name, schema)) {
    const scale = isPaise(name) ? 100 : 1;
    const from = minimum !== undefined && minimum > 0 ? `From ${rupeesInWords(minimum / scale)}` : '';
    if (maximum === undefined) return from ? `${from}.` : undefined;
    return from ? `${from} up to ${rupeesInWords(maximum / scale)}.` : `Up to ${rupeesInWords(maximum / scale)}.`;
  }
  if (minimum !== undefined && maximum !== undefined) {
    const amount = UNITS[name]?.amount ?? ((figure: string) => figure);
    const to = amount(maximum.toLocaleString('en-IN'));
    return minimum === 0 ? `Up to ${to}.` : `From ${minimum.toLocaleString('en-IN')} to ${to}.`;
  }
  if (schema.maxLength !== undefined && schema.maxLength > LONG_TEXT)
    return `Up to ${schema.maxLength.toLocaleString('en-IN')} characters.`;
  return undefined;
}

/** Whether the control always holds a value (a list of choices, a switch), so "optional" and "default" say nothing. */
const alwaysSet = (schema: PropertySchema): boolean => schema.enum !== undefined || [schema.type].flat().includes('boolean');

/** The hint under a field: the spec's `x-hint` (else its description, plainly), its bounds, its default, whether it may be left empty. */
export function hintOf(name: string, schema: PropertySchema, required: boolean): string {
  const parts: string[] = [];
  const own = schema['x-hint'] ?? (schema['x-enumDescriptions'] || !schema.description ? undefined : plainDescription(schema.description));
  if (own) parts.push(own);
  const bounds = boundsOf(name, schema);
  if (bounds) parts.push(bounds);
  const fallback = schema.default;
  const said = fallback === undefined || alwaysSet(schema) || (Array.isArray(fallback) && fallback.length === 0);
  if (!said) parts.push(`If left empty: ${Array.isArray(fallback) ? fallback.join(', ') : String(fallback)}.`);
  else if (!required && !alwaysSet(schema) && schema['x-input'] !== 'datetime') parts.push('Optional.');
  return parts.join(' ');
}

/**
 * A schema message about a field, in the units the person typed: a paise bound in rupees ("can be at most
 * ₹10,00,00,000.00 (₹10 crore)"), "cannot be negative", a time bound in India time. Other messages are the service's own.
 */
export function errorInWords(name: string, schema: PropertySchema, message: string): string {
  const bound = /^must be ([<>]=?) (-?\d+(?:\.\d+)?)$/.exec(message);
  if (!bound) return message;
  const [, op, digits] = bound as unknown as [string, string, string];
  const limit = Number(digits);
  if (isRupees(name, schema)) {
    const exact = isPaise(name) ? formatPaise(limit, true) : rupeesExact(limit);
    const words = rupeesInWords(isPaise(name) ? limit / 100 : limit);
    if (op.startsWith('>')) return limit === 0 ? 'cannot be negative.' : `must be at least ${exact} (${words}).`;
    return `can be at most ${exact} (${words}).`;
  }
  if (schema['x-input'] === 'datetime')
    return op.startsWith('>') ? `must be after ${istText(limit)}.` : `must be before ${istText(limit)}.`;
  return message;
}

/** A rupee amount as a person types it ("1,23,456.78", "₹ 1180", "Rs. 10.005", "-5"), as its decimal digits; undefined when it is not one. */
export function parseRupees(text: string): { negative: boolean; whole: string; fraction: string } | undefined {
  const cleaned = text.replace(/[\s,₹]/g, '').replace(/^rs\.?/i, '');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || ((match[2] ?? '') === '' && (match[3] ?? '') === '')) return undefined;
  return { negative: match[1] === '-', whole: (match[2] ?? '') || '0', fraction: match[3] ?? '' };
}

/** Rupees as typed → whole paise, half-up on the typed digits (the house rule): "10.005" → 1001, "10.004" → 1000. */
export function paiseOf({ negative, whole, fraction }: { negative: boolean; whole: string; fraction: string }): number {
  const up = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const paise = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + up;
  return Number(negative ? -paise : paise);
}

/**
 * What happens to a typed amount with more than two decimals, said before it is sent: paise fields are rounded by
 * the page (half-up, the rule every money tool follows), rupee fields by the service; undefined when nothing is rounded.
 */
export function roundingNotice(name: string, text: string): string | undefined {
  const typed = parseRupees(text);
  if (!typed || typed.negative || typed.fraction.length <= 2) return undefined;
  const paise = paiseOf(typed);
  return isPaise(name)
    ? `More than two decimals: this will be sent as ${formatPaise(paise, true)} (${paise.toLocaleString('en-IN')} paise), rounded half-up to the paisa.`
    : `More than two decimals: this will be read as ${formatPaise(paise, true)}, rounded half-up to the paisa.`;
}

/** What each kind of column the anonymizer finds holds, in words. */
const KINDS: Record<string, string> = {
  email: 'e-mail addresses',
  phone: 'phone numbers',
  pan: 'PAN numbers',
  aadhaar: 'Aadhaar numbers',
  gstin: 'GSTINs',
  card: 'card numbers',
  upi: 'UPI IDs',
  ip: 'IP addresses',
  bank_account: 'bank account numbers',
  name: "people's names",
  address: 'addresses',
  date_of_birth: 'dates of birth',
  named: 'listed by you',
  in_text: 'personal data inside its text',
};

/** The service's reason, said plainly: `the header "name" names a name` is "found by its header". */
export function reasonInWords(reason: string): string {
  const listed = /^named in columns(?:; (.*))?$/.exec(reason);
  if (listed) return listed[1] ? `you listed it; ${reasonInWords(listed[1])}` : 'you listed it';
  const header = /^the header ".*" names [^,]*?(?: and (its values .*?))?(,.*)?$/.exec(reason);
  if (header) return `found by its header${header[1] ? ` and ${header[1]}` : ''}${header[2] ?? ''}`;
  return reason;
}

export const columnKindInWords = (kind: string): string => KINDS[kind] ?? kind.replaceAll('_', ' ');
