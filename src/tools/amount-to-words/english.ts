import type { Vocabulary } from '.';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]!}`;
}

/** English words in the Indian system, in the style of the to-words library (en-IN): capitalised, no "and" inside numbers. */
export const ENGLISH: Vocabulary = {
  below100: Array.from({ length: 100 }, (_, n) => belowHundred(n)),
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
  point: 'Point',
  rupee: 'Rupee',
  rupees: 'Rupees',
  paisa: 'Paisa',
  paise: 'Paise',
  and: 'and',
  only: 'Only',
};
