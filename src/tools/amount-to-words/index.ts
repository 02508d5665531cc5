import { ToolInputError } from '../shared/errors';
import { formatPaise, groupIndian, roundToPlaces, toScaledDecimal, type ScaledDecimal } from '../shared/money';
import { ENGLISH } from './english';
import { HINDI } from './hindi';
import { warning } from '../shared/warnings';
import type { RequestBody, ToolResult } from '../../common/operations';

export type AmountToWordsRequest = RequestBody<'amount_to_words'>;

export type AmountToWordsResult = ToolResult<'amount_to_words'>;

/** The words one language needs to read a number in the Indian system and name rupees and paise. */
export interface Vocabulary {
  below100: readonly string[];
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  point: string;
  rupee: string;
  rupees: string;
  paisa: string;
  paise: string;
  and: string;
  only?: string;
}

/** 99,99,99,99,99,99,999.99 in hundredths: the largest amount the tool reads. */
const MAX_HUNDREDTHS = 99_999_999_999_999_999n;
const CRORE = 10_000_000n;

/** Reads a non-negative amount in words, English and Hindi, in the Indian system (lakh, crore; above 99 crore the part above crore is itself read and followed by "Crore"); with currency rupees, rounded half-up to the paisa from its shortest decimal form (docs/reference/india.md, to-words style). */
export function amountToWords(request: AmountToWordsRequest): AmountToWordsResult {
  const exact = readAmount(request.amount);
  if (request.currency === 'none') return { ...numberInWords(exact), warnings: [] };
  const paise = roundToPlaces(exact, 2);
  const rounded = exact.units * 100n !== paise * 10n ** BigInt(exact.scale);
  const warnings = rounded
    ? [
        warning(
          'amount_rounded',
          `${String(request.amount)} has more than two decimals; it was rounded half-up to the paisa, ${formatPaise(paise, true)}.`,
        ),
      ]
    : [];
  return { ...rupeesInWords(paise), warnings };
}

function readAmount(amount: number): ScaledDecimal {
  const tooLarge = () =>
    new ToolInputError(
      'amount_too_large',
      `amount ${String(amount)} is larger than the maximum 999999999999999.99 (99,99,99,99,99,99,999.99).`,
    );
  if (amount === Infinity) throw tooLarge();
  // A negative or NaN amount cannot pass the schema (minimum 0); toScaledDecimal rejects it as a programming error.
  const exact = toScaledDecimal(amount);
  if (exact.units * 100n > MAX_HUNDREDTHS * 10n ** BigInt(exact.scale)) throw tooLarge();
  return exact;
}

function rupeesInWords(paise: bigint): Omit<AmountToWordsResult, 'warnings'> {
  const rupees = paise / 100n;
  const fraction = Number(paise % 100n);
  return {
    english: currencyPhrase(rupees, fraction, ENGLISH),
    hindi: currencyPhrase(rupees, fraction, HINDI),
    formatted: formatPaise(paise, true),
    decimal: `${rupees}.${String(fraction).padStart(2, '0')}`,
    ...(paise <= BigInt(Number.MAX_SAFE_INTEGER) ? { amountPaise: Number(paise) } : {}),
  };
}

function numberInWords({ units, scale }: ScaledDecimal): Omit<AmountToWordsResult, 'warnings'> {
  const divisor = 10n ** BigInt(scale);
  const whole = units / divisor;
  const fractionDigits = scale === 0 ? '' : (units % divisor).toString().padStart(scale, '0');
  const read = (v: Vocabulary) =>
    [integerWords(whole, v), ...(fractionDigits ? [v.point, ...[...fractionDigits].map((d) => word(v, Number(d)))] : [])].join(' ');
  const suffix = fractionDigits ? `.${fractionDigits}` : '';
  return {
    english: read(ENGLISH),
    hindi: read(HINDI),
    formatted: groupIndian(whole.toString()) + suffix,
    decimal: whole.toString() + suffix,
  };
}

function currencyPhrase(rupees: bigint, paise: number, v: Vocabulary): string {
  const words = [integerWords(rupees, v), rupees === 1n ? v.rupee : v.rupees];
  if (paise > 0) words.push(v.and, word(v, paise), paise === 1 ? v.paisa : v.paise);
  if (v.only) words.push(v.only);
  return words.join(' ');
}

function integerWords(n: bigint, v: Vocabulary): string {
  return n === 0n ? word(v, 0) : indianGroups(n, v).join(' ');
}

// Crore stays the top unit (no arab/kharab): the count of crores is itself read in the Indian system, so 10^12 is "One Lakh Crore".
function indianGroups(n: bigint, v: Vocabulary): string[] {
  const words: string[] = [];
  const crores = n / CRORE;
  if (crores > 0n) words.push(...indianGroups(crores, v), v.crore);
  const rest = Number(n % CRORE);
  const groups: Array<[number, string]> = [
    [Math.floor(rest / 100_000), v.lakh],
    [Math.floor(rest / 1_000) % 100, v.thousand],
    [Math.floor(rest / 100) % 10, v.hundred],
  ];
  for (const [count, scaleWord] of groups) if (count > 0) words.push(word(v, count), scaleWord);
  if (rest % 100 > 0) words.push(word(v, rest % 100));
  return words;
}

function word(v: Vocabulary, n: number): string {
  const w = v.below100[n];
  if (w === undefined) throw new RangeError(`No word for ${n}`);
  return w;
}
