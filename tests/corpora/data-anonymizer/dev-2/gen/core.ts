// Core of the dev-2 corpus generator: seeded PRNG, labelled text cells, checksummed identifiers,
// date and phone formatting, and the CSV / JSON serialisers that compute label offsets from placement.
// Nothing here searches a finished text for values: every span is recorded when its text is appended.

export type Kind =
  | 'name'
  | 'address'
  | 'date_of_birth'
  | 'phone'
  | 'email'
  | 'aadhaar'
  | 'pan'
  | 'gstin'
  | 'card'
  | 'bank_account'
  | 'upi'
  | 'ip';

export const KINDS: Kind[] = ['name', 'address', 'date_of_birth', 'phone', 'email', 'aadhaar', 'pan', 'gstin', 'card', 'bank_account', 'upi', 'ip'];

// ---------------------------------------------------------------- PRNG (mulberry32)

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from empty');
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  letters(n: number): string {
    const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let s = '';
    for (let i = 0; i < n; i++) s += A[this.int(0, 25)];
    return s;
  }
  shuffle<T>(arr: T[]): T[] {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = a[i] as T;
      a[i] = a[j] as T;
      a[j] = t;
    }
    return a;
  }
  /** weighted pick: [[weight, value], ...] */
  wpick<T>(pairs: readonly (readonly [number, T])[]): T {
    const total = pairs.reduce((s, p) => s + p[0], 0);
    let x = this.next() * total;
    for (const [w, v] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }
}

export const R = new Rng(0x5eed2d02);

// ---------------------------------------------------------------- labelled cells

export interface Span {
  start: number;
  end: number;
  kind: Kind;
}

export class Cell {
  constructor(
    public text: string,
    public spans: Span[] = [],
  ) {}
}

export type Part = string | number | Cell;

/** A fully labelled piece of text. */
export function L(kind: Kind, text: string): Cell {
  return new Cell(text, text.length > 0 ? [{ start: 0, end: text.length, kind }] : []);
}

export function cat(...parts: Part[]): Cell {
  let text = '';
  const spans: Span[] = [];
  for (const p of parts) {
    if (p instanceof Cell) {
      for (const s of p.spans) spans.push({ start: s.start + text.length, end: s.end + text.length, kind: s.kind });
      text += p.text;
    } else {
      text += String(p);
    }
  }
  return new Cell(text, spans);
}

/** Tagged template: T`Called ${N('Ravi')} on ${PH('98...')}` */
export function T(strings: TemplateStringsArray, ...vals: Part[]): Cell {
  const parts: Part[] = [];
  strings.forEach((s, i) => {
    parts.push(s);
    if (i < vals.length) parts.push(vals[i] as Part);
  });
  return cat(...parts);
}

export function joinC(parts: Part[], sep: string): Cell {
  const out: Part[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(sep);
    out.push(p);
  });
  return cat(...out);
}

export function toCell(p: Part): Cell {
  return p instanceof Cell ? p : new Cell(String(p));
}

/** Case-map a cell's text keeping its spans (the mapping must keep the length). */
export function mapCase(p: Part, f: (s: string) => string): Cell {
  const c = toCell(p);
  const t = f(c.text);
  if (t.length !== c.text.length) throw new Error('case mapping changed length: ' + c.text);
  return new Cell(t, c.spans.map((s) => ({ ...s })));
}
export const upper = (p: Part): Cell => mapCase(p, (s) => s.toUpperCase());
export const lower = (p: Part): Cell => mapCase(p, (s) => s.toLowerCase());

export const N = (t: string): Cell => L('name', t);
export const A = (t: string): Cell => L('address', t);
export const DOB = (t: string): Cell => L('date_of_birth', t);
export const PH = (t: string): Cell => L('phone', t);
export const EM = (t: string): Cell => L('email', t);
export const AAD = (t: string): Cell => L('aadhaar', t);
export const PANC = (t: string): Cell => L('pan', t);
export const GST = (t: string): Cell => L('gstin', t);
export const CARD = (t: string): Cell => L('card', t);
export const ACC = (t: string): Cell => L('bank_account', t);
export const UPI = (t: string): Cell => L('upi', t);
export const IP = (t: string): Cell => L('ip', t);

/** A JSON number leaf, labelled as a whole (kind) or not (null). */
export class NumL {
  constructor(
    public kind: Kind | null,
    public n: number,
  ) {
    if (!Number.isSafeInteger(n) && Number.isInteger(n)) throw new Error('unsafe integer ' + n);
  }
}

// ---------------------------------------------------------------- checksums

const VD = [
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
const VP = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function vrow(i: number): number[] {
  return VP[i % 8] as number[];
}
function vd(a: number, b: number): number {
  return (VD[a] as number[])[b] as number;
}

/** Verhoeff check digit for a digit string (the digit to append). */
export function verhoeffDigit(num: string): number {
  let c = 0;
  const rev = num.split('').reverse();
  for (let i = 0; i < rev.length; i++) c = vd(c, vrow(i + 1)[Number(rev[i])] as number);
  return VINV[c] as number;
}
export function verhoeffValid(num: string): boolean {
  let c = 0;
  const rev = num.split('').reverse();
  for (let i = 0; i < rev.length; i++) c = vd(c, vrow(i)[Number(rev[i])] as number);
  return c === 0;
}

export function luhnValid(num: string): boolean {
  let sum = 0;
  let dbl = false;
  for (let i = num.length - 1; i >= 0; i--) {
    let d = Number(num[i]);
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}
export function luhnDigit(body: string): number {
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return d;
  throw new Error('unreachable');
}

const GST_ALPHA = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function gstinCheck(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GST_ALPHA.indexOf(first14[i] as string);
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return GST_ALPHA[(36 - (sum % 36)) % 36] as string;
}
if (gstinCheck('27AAPFU0939F1Z') !== 'V') throw new Error('GSTIN check self-test failed');

// ---------------------------------------------------------------- identifiers

export function aadhaar(): string {
  const body = String(R.int(2, 9)) + R.digits(10);
  return body + verhoeffDigit(body);
}
/** 12 digits that are NOT a valid Aadhaar (fail Verhoeff); first digit given range. */
export function notAadhaar12(first = '23456789'): string {
  const body = R.pick(first.split('')) + R.digits(10);
  const good = verhoeffDigit(body);
  let d = R.int(0, 9);
  if (d === good) d = (d + 1 + R.int(0, 8)) % 10;
  const s = body + d;
  if (verhoeffValid(s)) throw new Error('notAadhaar12 produced valid');
  return s;
}
/** digits string of length n that fails Luhn (for unlabelled long references). */
export function notLuhn(prefix: string, n: number): string {
  let s = prefix + R.digits(n - prefix.length);
  if (luhnValid(s)) s = s.slice(0, -1) + String((Number(s[s.length - 1]) + 1) % 10);
  return s;
}
export function spaced(s: string, groups: number[], sep = ' '): string {
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    out.push(s.slice(i, i + g));
    i += g;
  }
  if (i < s.length) out.push(s.slice(i));
  return out.join(sep);
}
export function fmtAadhaar(a: string): string {
  return R.wpick([
    [5, spaced(a, [4, 4, 4])],
    [3, a],
    [1, spaced(a, [4, 4, 4], '-')],
    [1, spaced(a, [4, 4, 4], '  ')],
  ]);
}

export function pan(type = 'P', surname?: string): string {
  const fifth = surname && /^[A-Za-z]/.test(surname) ? surname[0]!.toUpperCase() : R.letters(1);
  return R.letters(3) + type + fifth + R.digits(4).replace(/^0000$/, '0417') + R.letters(1);
}

export const GST_STATE: Record<string, string> = {
  'Jammu and Kashmir': '01',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Kerala: '32',
  'Tamil Nadu': '33',
  Telangana: '36',
  'Andhra Pradesh': '37',
};

export function gstin(state?: string, panNo?: string): string {
  const code = state && GST_STATE[state] ? GST_STATE[state]! : R.pick(Object.values(GST_STATE));
  const p = panNo ?? pan(R.pick(['C', 'F', 'P', 'P', 'C', 'H', 'T']));
  const first14 = code + p + R.pick(['1', '1', '1', '2', '3']) + 'Z';
  return first14 + gstinCheck(first14);
}

export type Network = 'visa' | 'mc' | 'rupay' | 'amex' | 'diners' | 'visa13' | 'maestro' | 'discover' | 'rupay19';
export function cardNumber(net?: Network): { no: string; net: Network } {
  const n: Network = net ?? R.wpick<Network>([
    [6, 'visa'],
    [5, 'mc'],
    [5, 'rupay'],
    [2, 'amex'],
    [1, 'diners'],
    [1, 'visa13'],
    [1, 'maestro'],
    [1, 'discover'],
    [1, 'rupay19'],
  ]);
  let prefix: string;
  let len: number;
  switch (n) {
    case 'visa':
      prefix = '4' + R.pick(['0', '1', '2', '3', '5', '6', '7', '8']);
      len = 16;
      break;
    case 'visa13':
      prefix = '4';
      len = 13;
      break;
    case 'mc':
      prefix = R.chance(0.75) ? String(R.int(51, 55)) : String(R.int(2221, 2720));
      len = 16;
      break;
    case 'rupay':
      prefix = R.pick(['60', '65', '81', '82', '508', '6521', '6522', '607']);
      len = 16;
      break;
    case 'rupay19':
      prefix = R.pick(['60', '508']);
      len = 19;
      break;
    case 'amex':
      prefix = R.pick(['34', '37']);
      len = 15;
      break;
    case 'diners':
      prefix = R.pick(['36', '38', '300', '305']);
      len = 14;
      break;
    case 'maestro':
      prefix = R.pick(['5018', '5020', '5038', '6304', '6759']);
      len = R.pick([16, 18, 19]);
      break;
    case 'discover':
      prefix = '6011';
      len = 16;
      break;
  }
  const body = prefix + R.digits(len - 1 - prefix.length);
  return { no: body + luhnDigit(body), net: n };
}
export function fmtCard(c: { no: string; net: Network }, style?: 'space' | 'dash' | 'plain'): string {
  const st = style ?? R.pick(['space', 'space', 'plain', 'dash'] as const);
  if (st === 'plain') return c.no;
  const sep = st === 'space' ? ' ' : '-';
  if (c.net === 'amex') return spaced(c.no, [4, 6, 5], sep);
  if (c.net === 'diners') return spaced(c.no, [4, 6, 4], sep);
  return spaced(c.no, [4, 4, 4, 4], sep);
}
export function maskedCard(): string {
  const c = cardNumber(R.pick(['visa', 'mc', 'rupay'] as const));
  return R.pick([
    'XXXX XXXX XXXX ' + c.no.slice(-4),
    c.no.slice(0, 4) + ' **** **** ' + c.no.slice(-4),
    '************' + c.no.slice(-4),
    c.no.slice(0, 6) + 'XXXXXX' + c.no.slice(-4),
    'xxxx-' + c.no.slice(-4),
  ]);
}

export interface BankInfo {
  name: string;
  short: string;
  code: string;
  acct: () => string;
}
export const BANKS: BankInfo[] = [
  { name: 'State Bank of India', short: 'SBI', code: 'SBIN', acct: () => R.pick(['3', '2', '4']) + R.digits(10) },
  { name: 'HDFC Bank', short: 'HDFC', code: 'HDFC', acct: () => R.pick(['50100', '50200', '0181', '1451']).padEnd(5, '0') + R.digits(9) },
  { name: 'ICICI Bank', short: 'ICICI', code: 'ICIC', acct: () => '0' + R.digits(3) + '01' + R.digits(6) },
  { name: 'Axis Bank', short: 'Axis', code: 'UTIB', acct: () => R.pick(['91', '92', '91']) + R.digits(1) + '0' + R.digits(11) },
  { name: 'Kotak Mahindra Bank', short: 'Kotak', code: 'KKBK', acct: () => R.pick(['9', '7', '6', '8']) + R.digits(9) },
  { name: 'Punjab National Bank', short: 'PNB', code: 'PUNB', acct: () => R.digits(4).replace(/^0/, '1') + '00' + R.digits(10) },
  { name: 'Canara Bank', short: 'Canara', code: 'CNRB', acct: () => R.digits(4).replace(/^0/, '2') + '101' + R.digits(6) },
  { name: 'Bank of Baroda', short: 'BoB', code: 'BARB', acct: () => R.digits(4).replace(/^0/, '3') + '0100' + R.digits(6) },
  { name: 'Union Bank of India', short: 'Union Bank', code: 'UBIN', acct: () => R.digits(6).replace(/^0/, '5') + '0100' + R.digits(5) },
  { name: 'Yes Bank', short: 'Yes Bank', code: 'YESB', acct: () => '0' + R.digits(3) + '9' + R.digits(10) },
  { name: 'IDFC FIRST Bank', short: 'IDFC First', code: 'IDFB', acct: () => '10' + R.digits(9) },
  { name: 'Indian Bank', short: 'Indian Bank', code: 'IDIB', acct: () => R.pick(['6', '7', '5']) + R.digits(9) },
  { name: 'Bank of India', short: 'BOI', code: 'BKID', acct: () => R.digits(4).replace(/^0/, '8') + '1011' + R.digits(7) },
  { name: 'Federal Bank', short: 'Federal', code: 'FDRL', acct: () => R.digits(4).replace(/^0/, '1') + '0100' + R.digits(6) },
  { name: 'IndusInd Bank', short: 'IndusInd', code: 'INDB', acct: () => '1' + R.digits(3) + '0' + R.digits(7) + R.digits(R.int(0, 2)) },
];

export function ifsc(b: BankInfo): string {
  if (b.code === 'BARB') return 'BARB0' + R.pick(['ANDHER', 'KOTHRU', 'SALTLA', 'GOMTIN', 'JAYANA', 'VIJAYN', 'BHOPAL', 'ADAJAN']);
  return b.code + '0' + R.digits(6).replace(/^00000/, '00012');
}

export interface Account {
  no: string;
  ifsc: string;
  bank: BankInfo;
}
export function account(b?: BankInfo): Account {
  const bank = b ?? R.pick(BANKS);
  let no = bank.acct();
  // a 12-digit account must never read as a valid Aadhaar; a 13-19 digit one never as a card
  if (no.length === 12 && /^[2-9]/.test(no) && verhoeffValid(no)) no = no.slice(0, -1) + String((Number(no[11]) + 1) % 10);
  if (no.length >= 13 && /^(4|5[1-5]|6|3[4678]|2[2-7]|8[12])/.test(no) && luhnValid(no)) no = no.slice(0, -1) + String((Number(no[no.length - 1]) + 1) % 10);
  if (no.length < 9 || no.length > 18) throw new Error('bad account length ' + no);
  return { no, ifsc: ifsc(bank), bank };
}

export function mobile(): string {
  return R.pick(['9', '9', '8', '7', '6']) + R.digits(9);
}
export type PhoneStyle = 'plain' | 'p91s' | 'p91d' | 'p91' | 'zero' | '55' | '55d' | '91' | 'par' | '334' | 'p91_334' | 'dots';
export function fmtMobile(m: string, st?: PhoneStyle): string {
  const s: PhoneStyle =
    st ??
    R.wpick<PhoneStyle>([
      [6, 'plain'],
      [4, 'p91s'],
      [3, 'p91d'],
      [3, 'p91'],
      [2, 'zero'],
      [3, '55'],
      [1, '55d'],
      [1, '91'],
      [1, 'par'],
      [1, '334'],
      [1, 'p91_334'],
      [1, 'dots'],
    ]);
  const a = m.slice(0, 5);
  const b = m.slice(5);
  switch (s) {
    case 'plain':
      return m;
    case 'p91s':
      return `+91 ${a} ${b}`;
    case 'p91d':
      return `+91-${m}`;
    case 'p91':
      return `+91${m}`;
    case 'zero':
      return R.chance(0.5) ? `0${m}` : `0${a} ${b}`;
    case '55':
      return `${a} ${b}`;
    case '55d':
      return `${a}-${b}`;
    case '91':
      return R.chance(0.5) ? `91${m}` : `91 ${m}`;
    case 'par':
      return `(+91) ${a} ${b}`;
    case '334':
      return `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`;
    case 'p91_334':
      return `+91 ${m.slice(0, 3)}-${m.slice(3, 6)}-${m.slice(6)}`;
    case 'dots':
      return `${m.slice(0, 3)}.${m.slice(3, 6)}.${m.slice(6)}`;
  }
}
/** A residential landline with STD code. */
export function landline(std: string): string {
  const n = 10 - std.length + 1; // subscriber digits so that std(without 0)+sub = 10 digits
  const sub = String(R.int(2, 6)) + R.digits(n - 1);
  return R.wpick([
    [3, `${std}-${sub}`],
    [2, `(${std}) ${sub.length === 8 ? spaced(sub, [4, 4]) : sub}`],
    [1, `${std} ${sub}`],
    [1, `+91 ${std.slice(1)} ${sub}`],
  ]);
}
export function tollFree(): string {
  return R.pick([`1800-${R.digits(3)}-${R.digits(4)}`, `1800 ${R.digits(3)} ${R.digits(4)}`, `1860 ${R.digits(3)} ${R.digits(4)}`, `1800${R.digits(7)}`]);
}

export function ipv4(): string {
  const first = R.pick([49, 106, 117, 223, 157, 103, 27, 182, 59, 122, 42, 110, 152, 183, 203, 14, 1, 171, 180]);
  return `${first}.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`;
}
export function ipv6(): string {
  const h = () => R.int(0, 0xffff).toString(16);
  const pre = R.pick(['2409:40' + R.pick(['42', '4c', '73', '90', 'd2', 'e1']), '2401:4900', '2405:201', '2402:3a80', '2406:7400', '2401:' + R.pick(['4900', '8800'])]);
  const parts = pre.split(':');
  while (parts.length < 8) parts.push(h());
  if (R.chance(0.35)) {
    // compress a run in the middle
    return parts.slice(0, 4).join(':') + '::' + parts.slice(6).join(':');
  }
  return parts.join(':');
}
export function ip(): string {
  return R.chance(0.72) ? ipv4() : ipv6();
}

// ---------------------------------------------------------------- dates

export interface Ymd {
  y: number;
  m: number;
  d: number;
}
const MDAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function leap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
export function randDate(y0: number, y1: number): Ymd {
  const y = R.int(y0, y1);
  const m = R.int(1, 12);
  const max = m === 2 && leap(y) ? 29 : (MDAYS[m - 1] as number);
  return { y, m, d: R.int(1, max) };
}
export const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTH_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const DEV_DIGITS = '०१२३४५६७८९';
export function devDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => DEV_DIGITS[Number(d)] as string);
}
const p2 = (n: number) => String(n).padStart(2, '0');
function ord(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return n + 'th';
  return n + (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
}
export type DateStyle =
  | 'dmy/'
  | 'dmy-'
  | 'dmy.'
  | 'iso'
  | 'd Mon y'
  | 'Month d, y'
  | 'dth Month y'
  | 'mdy/'
  | 'd-Mon-yy'
  | 'ymd'
  | 'd/m/yy'
  | 'd-Mon-y'
  | 'hi'
  | 'hi-dev'
  | 'dmy/ short'
  | 'Mon d y'
  | 'isoT'
  | 'y/m/d'
  | 'd Month y';
export function fmtDate(x: Ymd, st: DateStyle): string {
  const { y, m, d } = x;
  switch (st) {
    case 'dmy/':
      return `${p2(d)}/${p2(m)}/${y}`;
    case 'dmy-':
      return `${p2(d)}-${p2(m)}-${y}`;
    case 'dmy.':
      return `${p2(d)}.${p2(m)}.${y}`;
    case 'iso':
      return `${y}-${p2(m)}-${p2(d)}`;
    case 'd Mon y':
      return `${d} ${MON[m - 1]} ${y}`;
    case 'Month d, y':
      return `${MONTH[m - 1]} ${d}, ${y}`;
    case 'dth Month y':
      return `${ord(d)} ${MONTH[m - 1]} ${y}`;
    case 'mdy/':
      return `${p2(m)}/${p2(d)}/${y}`;
    case 'd-Mon-yy':
      return `${p2(d)}-${MON[m - 1]}-${String(y).slice(2)}`;
    case 'ymd':
      return `${y}${p2(m)}${p2(d)}`;
    case 'd/m/yy':
      return `${d}/${m}/${String(y).slice(2)}`;
    case 'd-Mon-y':
      return `${p2(d)}-${MON[m - 1]}-${y}`;
    case 'hi':
      return `${d} ${MONTH_HI[m - 1]} ${y}`;
    case 'hi-dev':
      return devDigits(`${p2(d)}/${p2(m)}/${y}`);
    case 'dmy/ short':
      return `${d}/${m}/${y}`;
    case 'Mon d y':
      return `${MON[m - 1]} ${d} ${y}`;
    case 'isoT':
      return `${y}-${p2(m)}-${p2(d)}T00:00:00.000Z`;
    case 'y/m/d':
      return `${y}/${p2(m)}/${p2(d)}`;
    case 'd Month y':
      return `${d} ${MONTH[m - 1]} ${y}`;
  }
}
export function anyDobStyle(): DateStyle {
  return R.wpick<DateStyle>([
    [5, 'dmy/'],
    [3, 'dmy-'],
    [2, 'dmy.'],
    [3, 'iso'],
    [2, 'd Mon y'],
    [1, 'Month d, y'],
    [1, 'dth Month y'],
    [1, 'd-Mon-yy'],
    [1, 'd/m/yy'],
    [1, 'd-Mon-y'],
    [1, 'dmy/ short'],
    [1, 'd Month y'],
  ]);
}
export function timestamp(y = 2024): string {
  const x = randDate(y, y);
  return `${fmtDate(x, 'iso')} ${p2(R.int(0, 23))}:${p2(R.int(0, 59))}:${p2(R.int(0, 59))}`;
}
export function isoTs(y = 2024): string {
  const x = randDate(y, y);
  return `${fmtDate(x, 'iso')}T${p2(R.int(0, 23))}:${p2(R.int(0, 59))}:${p2(R.int(0, 59))}.${R.digits(3)}Z`;
}
export function hhmm(): string {
  return `${p2(R.int(8, 21))}:${R.pick(['00', '15', '30', '45', '10', '40'])}`;
}

// ---------------------------------------------------------------- misc look-alikes

export function amount(lo: number, hi: number, decimals = true): string {
  const v = R.int(lo, hi);
  return decimals ? `${v}.${R.pick(['00', '00', '50', String(R.int(10, 99))])}` : String(v);
}
export function inr(v: number): string {
  // Indian grouping
  const s = String(v);
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  let rest = s.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return parts.join(',') + ',' + last3;
}
export function utr(): string {
  return R.pick([
    () => R.pick(['HDFCN', 'SBIN', 'ICICN', 'UTIBN', 'KKBKH']) + '5' + R.digits(R.int(10, 14)),
    () => notAadhaar12('34'),
    () => 'N' + R.digits(3) + R.letters(2) + R.digits(8),
    () => 'CMS' + R.digits(10),
  ])();
}
export function upiRef(): string {
  return notAadhaar12('3456');
}
export function appVersion(): string {
  return R.pick([
    `${R.int(1, 9)}.${R.int(0, 40)}.${R.int(0, 9)}`,
    `v${R.int(2, 12)}.${R.int(0, 9)}.${R.int(0, 99)}`,
    `${R.int(1, 9)}.${R.int(0, 20)}.${R.int(0, 9)}.${R.int(10, 250)}`,
  ]);
}
export function userAgent(): string {
  return R.pick([
    `Mozilla/5.0 (Linux; Android ${R.int(10, 14)}; ${R.pick(['SM-A525F', 'RMX3085', 'CPH2239', 'M2101K6P', 'V2027', 'Pixel 6a'])}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${R.int(110, 124)}.0.${R.int(4000, 6400)}.${R.int(50, 199)} Mobile Safari/537.36`,
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${R.int(15, 17)}_${R.int(0, 6)} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${R.int(15, 17)}.${R.int(0, 5)} Mobile/15E148 Safari/604.1`,
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${R.int(110, 124)}.0.0.0 Safari/537.36`,
    `okhttp/4.${R.int(9, 12)}.${R.int(0, 3)}`,
    `Dalvik/2.1.0 (Linux; U; Android ${R.int(10, 14)}; ${R.pick(['Redmi Note 10', 'vivo 1920', 'moto g(40) fusion', 'Infinix X6816'])} Build/${R.letters(3)}${R.int(1, 9)}.${R.digits(6)}.${R.digits(3)})`,
  ]);
}
export function sku(): string {
  return R.pick([
    `SKU-${R.letters(3)}-${R.digits(4)}`,
    `${R.letters(2)}${R.digits(5)}${R.letters(1)}`,
    `PRD${R.digits(7)}`,
    `${R.letters(3)}/${R.digits(3)}/${R.pick(['S', 'M', 'L', 'XL'])}`,
  ]);
}
export function hsn(): string {
  return R.pick(['5208', '6109', '6204', '8517', '3004', '3304', '0902', '1006', '8471', '9403', '7113', '6403', '30049099', '85171300', '61091000']);
}
export function placeholder(): string {
  return R.pick(['NA', 'N/A', 'nil', '-', '', 'NIL', '--', 'not given', 'na']);
}
