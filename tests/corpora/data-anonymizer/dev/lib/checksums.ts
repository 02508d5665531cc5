/** Check digits written from the published algorithms: Verhoeff (Aadhaar), Luhn (cards), GSTN (GSTIN). */

const VERHOEFF_D: number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P: number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const cell = (table: number[][], r: number, c: number): number => (table[r] as number[])[c] as number;

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffDigit(digits: string): number {
  let c = 0;
  const rev = digits.split('').reverse();
  rev.forEach((ch, i) => {
    c = cell(VERHOEFF_D, c, cell(VERHOEFF_P, (i + 1) % 8, Number(ch)));
  });
  return VERHOEFF_INV[c] as number;
}

export function verhoeffValid(digits: string): boolean {
  let c = 0;
  const rev = digits.split('').reverse();
  rev.forEach((ch, i) => {
    c = cell(VERHOEFF_D, c, cell(VERHOEFF_P, i % 8, Number(ch)));
  });
  return c === 0;
}

/** The Luhn check digit to append to a string of digits. */
export function luhnDigit(body: string): number {
  let sum = 0;
  const rev = body.split('').reverse();
  rev.forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(digits: string): boolean {
  return luhnDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

const GST_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTN check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GST_ALPHABET.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`bad GSTIN character in ${first14}`);
    const p = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GST_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function gstinValid(gstin: string): boolean {
  return /^[0-9]{2}[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) &&
    gstinCheckChar(gstin.slice(0, 14)) === gstin.charAt(14);
}

export const PAN_RE = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;
