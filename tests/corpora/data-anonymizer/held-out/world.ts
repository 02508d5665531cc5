// People, places and the many ways they get written down; plus the non-personal look-alikes.
import {
  BANKS, BUILDINGS, CITIES, City, EMAIL_DOMAINS, HI_F, HI_M, HI_MONTHS, HI_S, HI_SF, KERALA_HOUSES, LANDMARKS,
  MONTHS, REGIONS, Region, STATE_CODES, STREETS, UPI_COMMON, UPI_HANDLES, USER_AGENTS, VILLAGES, Village, WORK_DOMAINS,
} from './data';
import { Rng, gstinCheckChar, luhnCheckDigit, luhnValid, verhoeffCheckDigit, verhoeffValid } from './lib';

export interface Dt {
  y: number;
  m: number; // 1-12
  d: number;
}

export interface Addr {
  kind: 'urban' | 'village';
  house: string;
  building: string;
  street: string;
  locality: string;
  landmark: string;
  city: string;
  state: string;
  pin: string;
  std: string;
  village?: Village;
  cityHi?: string;
}

export interface Person {
  region: Region;
  g: 'm' | 'f';
  first: string;
  middle: string;
  last: string;
  suffix: string;
  order: 'fl' | 'lf';
  fatherFirst: string;
  motherFirst: string;
  spouseFirst: string;
  hiFirst: string;
  hiLast: string;
  hiFather: string;
  dob: Dt;
  mobile: string;
  mobile2: string;
  aadhaar: string;
  pan: string;
  bankIdx: number;
  acct: string;
  ifsc: string;
  addr: Addr;
  email: string;
  workEmail: string;
  upi: string;
  card: string;
}

export const USED = { given: new Set<string>(), surname: new Set<string>() };

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

// ---------------------------------------------------------------- numbers

export function mobile(r: Rng): string {
  const lead = r.wpick([[45, '9'], [30, '8'], [20, '7'], [5, '6']] as const);
  return lead + r.digits(9);
}

export function aadhaar(r: Rng): string {
  const body = String(r.int(2, 9)) + r.digits(10);
  return body + verhoeffCheckDigit(body);
}

export function pan(r: Rng, type: string, nameInitial: string): string {
  return r.letters(3) + type + nameInitial.toUpperCase() + r.digits(4) + r.letters(1);
}

export function gstin(r: Rng, state: string, panNo: string): string {
  const code = STATE_CODES[state] ?? '27';
  const body = code + panNo + r.wpick([[8, '1'], [2, '2'], [1, '3']] as const) + 'Z';
  return body + gstinCheckChar(body);
}

/** A bank account number that is not also a valid Aadhaar or card number. */
export function account(r: Rng, bankIdx: number): string {
  const b = BANKS[bankIdx];
  if (!b) throw new Error('bank');
  for (;;) {
    let lead = b.lead;
    if (b.len === 10 && lead === '') lead = String(r.int(1, 5));
    if (lead === '') lead = String(r.int(1, 9));
    const a = lead + r.digits(b.len - lead.length);
    if (b.len === 12 && /^[2-9]/.test(a) && verhoeffValid(a)) continue;
    if (b.len >= 13 && luhnValid(a)) continue;
    return a;
  }
}

export function ifsc(r: Rng, bankIdx: number): string {
  const b = BANKS[bankIdx];
  if (!b) throw new Error('bank');
  return b.ifsc + '0' + (r.chance(0.8) ? r.digits(6) : r.letters(2) + r.digits(4));
}

const PUBLISHED_CARDS = ['4111111111111111', '5555555555554444', '378282246310005', '4012888888881881',
  '6011111111111117', '5105105105105100', '4222222222222', '30569309025904', '371449635398431', '6011000990139424',
  '3530111333300000', '5200828282828210', '4000056655665556'];

export function card(r: Rng): string {
  if (r.chance(0.12)) return r.pick(PUBLISHED_CARDS);
  const kind = r.wpick([[40, 'visa'], [25, 'mc'], [20, 'rupay'], [8, 'amex'], [4, 'diners'], [3, 'maestro']] as const);
  let body: string;
  switch (kind) {
    case 'visa': body = '4' + r.digits(14); break;
    case 'mc': body = (r.chance(0.8) ? String(r.int(51, 55)) : String(r.int(2221, 2720))); body += r.digits(15 - body.length); break;
    case 'rupay': body = r.pick(['60', '65', '81', '82', '508']); body += r.digits(15 - body.length); break;
    case 'amex': body = r.pick(['34', '37']) + r.digits(12); break;
    case 'diners': body = '36' + r.digits(11); break;
    case 'maestro': body = r.pick(['6759', '5018', '6304']) + r.digits(14); break;
  }
  return body + luhnCheckDigit(body);
}

export function fmtCard(c: string, r: Rng): string {
  const style = r.wpick([[50, 'space'], [20, 'plain'], [20, 'dash'], [10, 'spaceplain']] as const);
  if (style === 'plain') return c;
  const groups = c.length === 15 ? [4, 6, 5] : c.length === 14 ? [4, 6, 4] : c.length === 13 ? [4, 4, 5] : c.length === 19 ? [4, 4, 4, 4, 3] : [4, 4, 4, 4];
  const parts: string[] = [];
  let i = 0;
  for (const g of groups) {
    parts.push(c.slice(i, i + g));
    i += g;
  }
  if (style === 'dash') return parts.join('-');
  return parts.join(' ');
}

export function maskCard(c: string, r: Rng): string {
  return r.pick([
    () => c.slice(0, 6) + 'X'.repeat(c.length - 10) + c.slice(-4),
    () => 'XXXX XXXX XXXX ' + c.slice(-4),
    () => '**** **** **** ' + c.slice(-4),
    () => 'xx' + c.slice(-4),
    () => c.slice(0, 4) + ' **** **** ' + c.slice(-4),
  ])();
}

export function fmtAadhaar(a: string, r: Rng): string {
  const s = r.wpick([[55, 'space'], [25, 'plain'], [20, 'dash']] as const);
  if (s === 'plain') return a;
  const sep = s === 'space' ? ' ' : '-';
  return a.slice(0, 4) + sep + a.slice(4, 8) + sep + a.slice(8);
}
export function maskAadhaar(a: string, r: Rng): string {
  return r.pick([
    () => 'XXXX XXXX ' + a.slice(8),
    () => 'xxxx-xxxx-' + a.slice(8),
    () => '********' + a.slice(8),
    () => 'XXXXXXXX' + a.slice(8),
  ])();
}

export function fmtMobile(m: string, r: Rng, style?: number): string {
  const s = style ?? r.wpick([
    [30, 0], [14, 1], [6, 2], [8, 3], [6, 4], [5, 5], [7, 6], [4, 7], [4, 8], [3, 9], [3, 10], [2, 11], [2, 12], [1, 13],
  ] as const);
  const a = m.slice(0, 5);
  const b = m.slice(5);
  switch (s) {
    case 0: return m;
    case 1: return `+91 ${a} ${b}`;
    case 2: return `+91-${a}-${b}`;
    case 3: return `+91${m}`;
    case 4: return `+91 ${m}`;
    case 5: return `0${m}`;
    case 6: return `${a} ${b}`;
    case 7: return `${a}-${b}`;
    case 8: return `91-${m}`;
    case 9: return `91${m}`;
    case 10: return `(+91) ${a}-${b}`;
    case 11: return `+91 ${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`;
    case 12: return `0${a} ${b}`;
    default: return `0091 ${a} ${b}`;
  }
}

export function landline(r: Rng, std: string): string {
  const len = 10 - (std.length - 1);
  const num = String(r.pick([2, 2, 2, 4, 6])) + r.digits(len - 1);
  const s = r.int(0, 4);
  if (s === 0) return `${std}-${num}`;
  if (s === 1) return `(${std}) ${num}`;
  if (s === 2) return `+91 ${std.slice(1)} ${num}`;
  if (s === 3) return `${std} ${num.slice(0, len - 4)} ${num.slice(len - 4)}`;
  return `${std}${num}`;
}

export function helpline(r: Rng): string {
  return r.pick([`1800-${r.digits(3)}-${r.digits(4)}`, `1800 ${r.digits(3)} ${r.digits(4)}`, `1800${r.digits(7)}`, `1860-${r.digits(3)}-${r.digits(4)}`]);
}

// ---------------------------------------------------------------- dates

export function dob(r: Rng, y0 = 1950, y1 = 2004): Dt {
  const y = r.int(y0, y1);
  const m = r.int(1, 12);
  const d = r.int(1, [31, y % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 28);
  return { y, m, d };
}

const MON3 = MONTHS.map((x) => x.slice(0, 3));
function ord(n: number): string {
  if (n % 10 === 1 && n !== 11) return n + 'st';
  if (n % 10 === 2 && n !== 12) return n + 'nd';
  if (n % 10 === 3 && n !== 13) return n + 'rd';
  return n + 'th';
}

export type DateStyle = 'dmy/' | 'dmy-' | 'ymd' | 'dmy.' | 'd Mon y' | 'd-Mon-y' | 'Month d, y' | 'dth Month y' | 'mdy/' |
  'd/m/yy' | 'ymdcompact' | 'hi' | 'dmy-yy' | 'y/m/d' | 'Mon d y' | 'd Month y';

export function fmtDate(t: Dt, r: Rng, style?: DateStyle): string {
  const s: DateStyle = style ?? r.wpick<DateStyle>([
    [25, 'dmy/'], [15, 'dmy-'], [12, 'ymd'], [6, 'dmy.'], [8, 'd Mon y'], [7, 'd-Mon-y'], [5, 'Month d, y'],
    [4, 'dth Month y'], [3, 'd/m/yy'], [2, 'dmy-yy'], [2, 'y/m/d'], [2, 'Mon d y'], [3, 'd Month y'],
  ]);
  const mon = MON3[t.m - 1] ?? 'Jan';
  const month = MONTHS[t.m - 1] ?? 'January';
  switch (s) {
    case 'dmy/': return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
    case 'dmy-': return `${pad(t.d)}-${pad(t.m)}-${t.y}`;
    case 'ymd': return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
    case 'dmy.': return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
    case 'd Mon y': return `${t.d} ${mon} ${t.y}`;
    case 'd-Mon-y': return `${pad(t.d)}-${mon}-${t.y}`;
    case 'Month d, y': return `${month} ${t.d}, ${t.y}`;
    case 'dth Month y': return `${ord(t.d)} ${month} ${t.y}`;
    case 'mdy/': return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
    case 'd/m/yy': return `${t.d}/${t.m}/${String(t.y).slice(2)}`;
    case 'ymdcompact': return `${t.y}${pad(t.m)}${pad(t.d)}`;
    case 'hi': return `${t.d} ${HI_MONTHS[t.m - 1]} ${t.y}`;
    case 'dmy-yy': return `${pad(t.d)}-${pad(t.m)}-${String(t.y).slice(2)}`;
    case 'y/m/d': return `${t.y}/${pad(t.m)}/${pad(t.d)}`;
    case 'Mon d y': return `${mon} ${t.d} ${t.y}`;
    case 'd Month y': return `${t.d} ${month} ${t.y}`;
  }
}

/** A non-birth date (orders, visits, payments) in 2022-2025. */
export function recent(r: Rng): Dt {
  return dob(r, 2022, 2025);
}
export function ts(r: Rng, style = 0): string {
  const t = recent(r);
  const hh = r.int(0, 23);
  const mm = r.int(0, 59);
  const ss = r.int(0, 59);
  if (style === 0) return `${t.y}-${pad(t.m)}-${pad(t.d)}T${pad(hh)}:${pad(mm)}:${pad(ss)}+05:30`;
  if (style === 1) return `${pad(t.d)}/${pad(t.m)}/${t.y} ${pad(hh)}:${pad(mm)}`;
  if (style === 2) return `${t.y}-${pad(t.m)}-${pad(t.d)} ${pad(hh)}:${pad(mm)}:${pad(ss)}`;
  if (style === 3) return `${pad(t.d)}-${MON3[t.m - 1]}-${t.y} ${pad(hh % 12 || 12)}:${pad(mm)} ${hh < 12 ? 'AM' : 'PM'}`;
  return `${t.y}-${pad(t.m)}-${pad(t.d)}T${pad(hh)}:${pad(mm)}:${pad(ss)}.${r.digits(3)}Z`;
}

// ---------------------------------------------------------------- ip

export function ip(r: Rng, v6share = 0.3): string {
  if (r.chance(v6share)) {
    const pre = r.pick(['2401:4900', '2409:40c2', '2409:4050', '2405:201', '2402:3a80', '2402:8100', '2406:7400']);
    const groups = Array.from({ length: 6 }, () => r.int(0, 0xffff).toString(16));
    if (r.chance(0.4)) return `${pre}:${groups[0]}:${groups[1]}::${groups[5]}`;
    const s = `${pre}:${groups.join(':')}`;
    return r.chance(0.15) ? s.toUpperCase() : s;
  }
  const a = r.pick([
    () => `49.${r.int(32, 47)}`, () => `106.${r.int(192, 223)}`, () => `117.${r.int(192, 255)}`,
    () => `122.${r.int(160, 180)}`, () => `157.${r.int(32, 51)}`, () => `223.${r.int(176, 191)}`,
    () => `27.${r.int(56, 63)}`, () => `182.${r.int(64, 79)}`, () => `103.${r.int(1, 250)}`, () => `59.${r.int(88, 99)}`,
    () => `14.${r.int(139, 143)}`, () => `115.${r.int(96, 99)}`, () => `1.${r.int(38, 39)}`, () => `42.${r.int(104, 111)}`,
  ])();
  return `${a}.${r.int(0, 255)}.${r.int(1, 254)}`;
}

// ---------------------------------------------------------------- people

function pickRegion(r: Rng, only?: string[]): Region {
  const pool = only ? REGIONS.filter((x) => only.includes(x.key)) : REGIONS;
  return r.wpick(pool.map((x) => [x.weight, x] as const));
}

/** A village in one of the states the region's people mostly live in. */
function villageFor(r: Rng, region: Region, hindi: boolean): Village {
  const states = new Set(region.cities.map((c) => CITIES[c]?.state));
  const pool = VILLAGES.filter((v) => (hindi ? !!v.hv : states.has(v.state)));
  return r.pick(pool.length ? pool : VILLAGES);
}

export interface PersonOpts {
  regions?: string[];
  g?: 'm' | 'f';
  y0?: number;
  y1?: number;
  city?: string;
  village?: boolean;
  hindi?: boolean;
}

export function person(r: Rng, o: PersonOpts = {}): Person {
  const hindi = o.hindi ?? false;
  const region = hindi ? pickRegion(r, ['hindi_belt']) : pickRegion(r, o.regions);
  const g = o.g ?? (r.chance(0.52) ? 'm' : 'f');
  let first = r.pick(g === 'm' ? region.m : region.f);
  let last = r.pick(region.sf && g === 'f' && r.chance(0.18) ? region.sf : region.s);
  let middle = '';
  let suffix = '';
  let order: 'fl' | 'lf' = 'fl';
  let hiFirst = '';
  let hiLast = '';
  let hiFather = '';
  const fatherFirst = r.pick(region.m);
  const motherFirst = r.pick(region.f);
  const spouseFirst = r.pick(g === 'm' ? region.f : region.m);
  if (hindi) {
    const gp = r.pick(g === 'm' ? HI_M : HI_F);
    const sp = g === 'f' && r.chance(0.2) ? r.pick(HI_SF) : r.pick(HI_S);
    first = gp[0];
    hiFirst = gp[1];
    last = sp[0];
    hiLast = sp[1];
    hiFather = r.pick(HI_M)[1];
  }
  if (region.style === 'sikh' && r.chance(0.6)) {
    suffix = g === 'm' ? 'Singh' : 'Kaur';
    if (r.chance(0.35)) last = '';
  } else if (region.style === 'meitei') {
    order = 'lf';
    suffix = g === 'm' ? 'Singh' : r.pick(['Devi', 'Chanu']);
  } else if (region.style === 'telugu' && r.chance(0.3)) {
    order = 'lf';
  } else if (!hindi && (region.key === 'marathi' || region.key === 'gujarati') && r.chance(0.35)) {
    middle = fatherFirst.replace(/bhai$/, '');
    if (g === 'f' && region.key === 'marathi' && r.chance(0.5)) middle = spouseFirst;
  } else if (!hindi && region.key === 'hindi_belt' && g === 'm' && r.chance(0.15) && !first.includes(' ') && last !== 'Kumar') {
    middle = 'Kumar';
  }
  if (middle === first) middle = '';
  const cityKey = o.city ?? r.pick(region.cities);
  const bankIdx = r.int(0, 19);
  const p: Person = {
    region, g, first, middle, last, suffix, order, fatherFirst, motherFirst, spouseFirst, hiFirst, hiLast, hiFather,
    dob: dob(r, o.y0 ?? 1952, o.y1 ?? 2004),
    mobile: mobile(r),
    mobile2: mobile(r),
    aadhaar: aadhaar(r),
    pan: '',
    bankIdx,
    acct: account(r, bankIdx),
    ifsc: ifsc(r, bankIdx),
    addr: o.village ? villageAddr(r, villageFor(r, region, hindi)) : urbanAddr(r, cityKey, region),
    email: '',
    workEmail: '',
    upi: '',
    card: card(r),
  };
  const surnameForPan = last || suffix || first;
  p.pan = pan(r, 'P', (surnameForPan[0] ?? 'A').toUpperCase());
  p.email = email(r, p);
  p.workEmail = email(r, p, r.pick(WORK_DOMAINS));
  p.upi = upi(r, p);
  return p;
}

const FEMALE_ONLY = ['Devi', 'Khatoon', 'Begum', 'Bano'];

/** Give a person another first / last name (a relative), keeping e-mail, UPI and PAN consistent with it. */
export function rename(p: Person, r: Rng, first?: string, last?: string): Person {
  if (first !== undefined) p.first = first;
  if (last !== undefined) p.last = FEMALE_ONLY.includes(last) && p.g === 'm' ? r.pick(p.region.s) : last;
  if (FEMALE_ONLY.includes(p.last) && p.g === 'm') p.last = r.pick(p.region.s);
  const surnameForPan = p.last || p.suffix || p.first;
  p.pan = pan(r, 'P', (surnameForPan[0] ?? 'A').toUpperCase());
  p.email = email(r, p);
  p.workEmail = email(r, p, r.pick(WORK_DOMAINS));
  p.upi = upi(r, p);
  return p;
}

/** What friends and agents call someone in a chat: the first word of the given name (not "Mohd."). */
export function callName(p: Person): string {
  const w = p.first.split(' ');
  const c = (w[0] === 'Mohd.' || w[0] === 'Md.') && w[1] ? w[1] : (w[0] ?? p.first);
  USED.given.add(c);
  return c;
}

function tokens(p: Person): string[] {
  const f = p.first.split(' ');
  if (p.order === 'lf') return [p.last, ...f, ...(p.suffix ? [p.suffix] : [])];
  const t = [...f];
  if (p.middle) t.push(p.middle);
  if (p.suffix) t.push(p.suffix);
  if (p.last) t.push(p.last);
  return t;
}

function mark(p: Person, showFirst: boolean, showLast: boolean): void {
  if (showFirst) USED.given.add(p.first);
  if (showLast && p.last) USED.surname.add(p.last);
}

export type NameForm = 'full' | 'upper' | 'lower' | 'initials' | 'lastFirst' | 'lastComma' | 'first' | 'firstInitial' |
  'firstLast' | 'tamil' | 'hi' | 'hiFirst';

/** A person's name written one of the many ways people write it. */
export function nm(p: Person, r: Rng, form?: NameForm): string {
  const f: NameForm = form ?? r.wpick<NameForm>([
    [48, 'full'], [14, 'upper'], [4, 'lower'], [8, 'initials'], [5, 'lastFirst'], [3, 'lastComma'], [5, 'firstLast'],
    [p.region.style === 'tamil' ? 8 : 0, 'tamil'],
  ]);
  const t = tokens(p);
  const full = t.join(' ');
  switch (f) {
    case 'full': mark(p, true, true); return full;
    case 'upper': mark(p, true, true); return full.toUpperCase();
    case 'lower': mark(p, true, true); return full.toLowerCase();
    case 'firstLast': {
      mark(p, true, true);
      if (p.order === 'lf' || !p.last) return full;
      return `${p.first} ${p.last}`;
    }
    case 'initials': {
      if (t.length < 2) return full;
      mark(p, false, true);
      const init = t.slice(0, -1).map((x) => (x[0] ?? 'X').toUpperCase());
      const sep = r.pick(['. ', '.', ' ']);
      const lastTok = t[t.length - 1] ?? '';
      const joined = sep === '.' ? init.join('.') + '. ' : sep === ' ' ? init.join(' ') + ' ' : init.join('. ') + '. ';
      return joined + lastTok;
    }
    case 'lastFirst': {
      mark(p, true, true);
      if (!p.last || p.order === 'lf') return full;
      const s = [p.last, ...t.filter((x, i) => i < t.length - 1 || x !== p.last)].join(' ');
      return r.chance(0.5) ? s.toUpperCase() : s;
    }
    case 'lastComma': {
      mark(p, true, true);
      if (!p.last || p.order === 'lf') return full;
      return `${p.last}, ${t.slice(0, -1).join(' ')}`;
    }
    case 'first': mark(p, true, false); return p.first;
    case 'firstInitial': {
      mark(p, true, false);
      const lt = p.last || p.suffix;
      return lt ? `${p.first} ${lt[0]}.` : p.first;
    }
    case 'tamil': {
      mark(p, true, false);
      const ini = (p.fatherFirst[0] ?? 'S').toUpperCase();
      return r.chance(0.6) ? `${ini}. ${p.first}` : `${p.first} ${ini}`;
    }
    case 'hi': mark(p, true, true); return p.hiFirst ? `${p.hiFirst} ${p.hiLast}` : full;
    case 'hiFirst': mark(p, true, false); return p.hiFirst || p.first;
  }
}

/** The father's (or husband's) name, in the family's own style. */
export function fatherName(p: Person, r: Rng, hindi = false): string {
  if (hindi && p.hiFather) return `${p.hiFather} ${p.hiLast === 'देवी' ? r.pick(HI_S)[1] : p.hiLast}`;
  USED.given.add(p.fatherFirst);
  if (p.region.style === 'sikh') return `${p.fatherFirst} Singh${p.last ? ' ' + p.last : ''}`;
  if (p.region.style === 'meitei') return `${p.last} ${p.fatherFirst} Singh`;
  if (p.region.style === 'tamil' && r.chance(0.4)) return p.fatherFirst;
  const sur = p.last === 'Devi' || p.last === 'Khatoon' || p.last === 'Begum' || p.last === 'Bano' ? r.pick(p.region.s) : p.last;
  USED.surname.add(sur);
  const s = sur ? `${p.fatherFirst} ${sur}` : p.fatherFirst;
  return r.chance(0.2) ? s.toUpperCase() : s;
}
export function relName(p: Person, who: 'mother' | 'spouse', r: Rng): string {
  const g = who === 'mother' ? p.motherFirst : p.spouseFirst;
  USED.given.add(g);
  let sur = p.last;
  if (p.region.style === 'sikh') sur = (who === 'mother' || p.g === 'm' ? 'Kaur' : 'Singh') + (p.last ? ' ' + p.last : '');
  if (p.region.style === 'meitei') return `${p.last} ${g} ${who === 'mother' || p.g === 'm' ? 'Devi' : 'Singh'}`;
  if (sur === 'Devi' || sur === 'Khatoon' || sur === 'Begum' || sur === 'Bano') sur = r.pick(p.region.s);
  if (sur) USED.surname.add(sur);
  return sur && !(p.region.style === 'tamil' && r.chance(0.5)) ? `${g} ${sur}` : g;
}

// ---------------------------------------------------------------- e-mail, UPI

function slug(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
}

export function email(r: Rng, p: Person, domain?: string): string {
  const f = slug(p.first.split(' ').pop() ?? p.first);
  const l = slug(p.last || p.suffix || 'in');
  const y2 = String(p.dob.y).slice(2);
  const local = r.wpick<string>([
    [20, `${f}.${l}`], [12, `${f}${l}`], [6, `${f}_${l}`], [6, `${f}.${l}${r.int(1, 99)}`], [5, `${f[0]}${l}`],
    [5, `${l}.${f}`], [6, `${f}${y2}`], [5, `${f}${r.int(100, 9999)}`], [4, `${f}${l}${p.dob.y}`], [3, `${f}.${l[0]}`],
    [3, `${f}.${l}.${r.pick(['official', 'work', 'in'])}`], [2, `its${f}`], [2, `${f}4${r.pick(['u', 'ever', 'all'])}`],
  ]);
  const dom = domain ?? r.wpick(EMAIL_DOMAINS);
  const e = `${local}@${dom}`;
  if (domain) return r.chance(0.2) ? `${f}.${l}@${dom}` : `${f[0]}${l}@${dom}`;
  return r.chance(0.06) ? e.replace(/^./, (c) => c.toUpperCase()) : e;
}

export function upi(r: Rng, p: Person): string {
  const f = slug(p.first.split(' ').pop() ?? p.first);
  const l = slug(p.last || p.suffix || 'upi');
  const local = r.wpick<string>([
    [25, p.mobile], [15, `${f}.${l}`], [10, `${f}${l}`], [8, `${f}${r.int(10, 999)}`], [5, `${p.mobile}-${r.int(1, 3)}`],
    [4, `${f}.${l}${r.int(1, 99)}`], [3, `${l}${f[0]}`], [3, `${f}${p.dob.y}`],
  ]);
  const h = r.chance(0.7) ? r.pick(UPI_COMMON) : r.pick(UPI_HANDLES);
  return `${local}@${h}`;
}

export function roleEmail(r: Rng, dom?: string): string {
  return `${r.pick(['support', 'noreply', 'no-reply', 'care', 'accounts', 'hr', 'info', 'billing', 'grievance', 'helpdesk', 'orders', 'payroll', 'alerts', 'ops'])}@${dom ?? r.pick(WORK_DOMAINS)}`;
}

// ---------------------------------------------------------------- addresses

function houseFor(r: Rng, key: string, region: Region): { house: string; building: string } {
  const b = r.pick(BUILDINGS);
  const flat = `${r.int(1, 14)}0${r.int(1, 8)}`;
  switch (key) {
    case 'hyderabad':
    case 'warangal':
      return r.chance(0.6)
        ? { house: `H.No. ${r.int(1, 16)}-${r.int(1, 12)}-${r.int(10, 999)}${r.chance(0.4) ? '/' + r.int(1, 99) + (r.chance(0.4) ? '/A' : '') : ''}`, building: '' }
        : { house: `Flat ${flat}`, building: b };
    case 'delhi':
      return r.pick([
        () => ({ house: `${r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'])}-${r.int(1, 250)}`, building: '' }),
        () => ({ house: `H.No. ${r.int(100, 2999)}`, building: '' }),
        () => ({ house: `Flat ${r.int(1, 400)}`, building: `Pocket ${r.int(1, 12)}` }),
        () => ({ house: `WZ-${r.int(10, 400)}`, building: '' }),
        () => ({ house: `${r.int(1, 90)}/${r.int(1, 30)}`, building: r.pick(['Ground Floor', 'First Floor', '2nd Floor']) }),
      ])();
    case 'mumbai':
    case 'thane':
    case 'navi_mumbai':
      return r.pick([
        () => ({ house: `Flat No. ${flat}`, building: `${r.pick(['A', 'B', 'C', 'D'])} Wing, ${b}` }),
        () => ({ house: `Room No. ${r.int(1, 40)}`, building: `Chawl No. ${r.int(1, 12)}` }),
        () => ({ house: `${flat}`, building: b }),
        () => ({ house: `Flat ${flat}`, building: `${b}, Plot ${r.int(1, 120)}, Sector ${r.int(1, 40)}` }),
      ])();
    case 'bengaluru':
    case 'mysuru':
      return r.pick([
        () => ({ house: `#${r.int(1, 999)}`, building: r.pick(['1st Floor', '2nd Floor', 'Ground Floor', '']) }),
        () => ({ house: `No. ${r.int(1, 400)}`, building: '' }),
        () => ({ house: `Flat ${r.pick(['A', 'B', 'C', 'G', 'T'])}-${flat}`, building: b }),
      ])();
    case 'chennai':
    case 'madurai':
    case 'coimbatore':
    case 'trichy':
      return r.pick([
        () => ({ house: `No. ${r.int(1, 120)}`, building: '' }),
        () => ({ house: `Old No. ${r.int(1, 60)}, New No. ${r.int(1, 150)}`, building: '' }),
        () => ({ house: `Flat ${r.pick(['F', 'S', 'G'])}${r.int(1, 6)}`, building: b }),
      ])();
    case 'kolkata':
    case 'howrah':
      return r.pick([
        () => ({ house: `${r.int(1, 150)}/${r.int(1, 9)}${r.pick(['A', 'B', 'C', ''])}`, building: '' }),
        () => ({ house: `Flat ${r.int(1, 5)}${r.pick(['A', 'B', 'C', 'D'])}`, building: b }),
        () => ({ house: `P-${r.int(10, 300)}`, building: '' }),
      ])();
    case 'kochi':
    case 'thiruvananthapuram':
    case 'kozhikode':
    case 'thrissur':
      return r.chance(0.6)
        ? { house: r.pick(KERALA_HOUSES), building: r.chance(0.5) ? `TC ${r.int(1, 40)}/${r.int(100, 2999)}` : '' }
        : { house: `Flat ${r.int(1, 12)}${r.pick(['A', 'B', 'C'])}`, building: b };
    default:
      void region;
      return r.pick([
        () => ({ house: `H.No. ${r.int(1, 999)}`, building: '' }),
        () => ({ house: `House No ${r.int(1, 300)}`, building: '' }),
        () => ({ house: `Plot No. ${r.int(1, 250)}`, building: '' }),
        () => ({ house: `Flat ${flat}`, building: b }),
        () => ({ house: `Qtr No. ${r.pick(['B', 'C', 'D'])}-${r.int(1, 120)}`, building: '' }),
        () => ({ house: `${r.int(1, 99)}`, building: b }),
        () => ({ house: `MIG-${r.int(1, 400)}`, building: '' }),
      ])();
  }
}

export function urbanAddr(r: Rng, key: string, region: Region): Addr {
  const c: City | undefined = CITIES[key];
  if (!c) throw new Error('city ' + key);
  const { house, building } = houseFor(r, key, region);
  return {
    kind: 'urban', house, building,
    street: r.chance(0.55) ? r.pick(STREETS) : '',
    locality: r.pick(c.loc),
    landmark: r.chance(0.35) ? r.pick(LANDMARKS) : '',
    city: c.name,
    state: c.state,
    pin: c.pin + pad(r.int(1, 99), 3),
    std: c.std,
    ...(c.hi ? { cityHi: c.hi } : {}),
  };
}

export function villageAddr(r: Rng, v?: Village): Addr {
  const vil = v ?? r.pick(VILLAGES);
  return {
    kind: 'village',
    house: r.chance(0.4) ? `H.No. ${r.int(1, 300)}` : r.chance(0.5) ? `Ward No. ${r.int(1, 15)}` : '',
    building: '',
    street: '',
    locality: vil.v,
    landmark: r.chance(0.3) ? r.pick(LANDMARKS) : '',
    city: vil.district,
    state: vil.state,
    pin: vil.pin + pad(r.int(1, 399), 3),
    std: '0' + r.int(5000, 6999),
    village: vil,
  };
}

export interface AddrOpts {
  pin?: boolean;
  state?: boolean;
  landmark?: boolean;
  sep?: string;
  upper?: boolean;
  city?: boolean;
}

/** One line (or one block) of a postal address. */
export function fmtAddr(a: Addr, r: Rng, o: AddrOpts = {}): string {
  const withPin = o.pin ?? r.chance(0.75);
  const withState = o.state ?? r.chance(0.3);
  const withLm = o.landmark ?? r.chance(0.5);
  const withCity = o.city ?? true;
  const sep = o.sep ?? ', ';
  let parts: string[];
  if (a.kind === 'village' && a.village) {
    const v = a.village;
    const vs = r.pick([
      () => [`Vill. ${v.v}`, `Post ${v.block}`, `Distt. ${v.district}`],
      () => [`Village ${v.v}`, `Block ${v.block}`, `District ${v.district}`],
      () => [`Gram ${v.v}`, `Tehsil ${v.block}`, `Zila ${v.district}`],
      () => [`At/Po ${v.v}`, `PS ${v.block}`, `Dist ${v.district}`],
      () => [`${v.v} village`, `${v.block} taluk`, `${v.district} dist`],
    ])();
    parts = [...(a.house ? [a.house] : []), ...(withLm && a.landmark ? [a.landmark] : []), ...vs];
  } else {
    parts = [a.house, a.building, a.street, a.locality].filter((x) => x);
    if (withLm && a.landmark) parts.splice(parts.length - 1, 0, a.landmark);
    if (withCity) parts.push(a.city);
  }
  if (withState) parts.push(a.state);
  let s = parts.join(sep);
  if (withPin) s += r.pick([' - ', ' ', '-', ', ', ' PIN ', ' Pin: ']) + a.pin;
  if (o.upper ?? r.chance(0.12)) s = s.toUpperCase();
  return s;
}

/** The address in Devanagari (for Hindi-language documents). */
export function fmtAddrHi(a: Addr, r: Rng): string {
  if (a.kind === 'village' && a.village && a.village.hv) {
    const v = a.village;
    const h = a.house ? a.house.replace('H.No.', 'मकान नं.').replace('Ward No.', 'वार्ड नं.') + ', ' : '';
    return `${h}ग्राम ${v.hv}, ${r.pick(['ब्लॉक', 'पोस्ट', 'तहसील'])} ${v.hb}, जिला ${v.hd}${r.chance(0.7) ? ' - ' + a.pin : ''}`;
  }
  const num = r.int(1, 400);
  const loc = a.locality;
  const city = a.cityHi ?? a.city;
  return r.pick([
    () => `मकान नं. ${num}, ${loc}, ${city} - ${a.pin}`,
    () => `${num}, ${loc}, ${city}`,
    () => `म.नं. ${num}, गली नं. ${r.int(1, 12)}, ${loc}, ${city} ${a.pin}`,
  ])();
}

// ---------------------------------------------------------------- non-personal look-alikes

/** A 12-digit number that is NOT a valid Aadhaar (fails Verhoeff), e.g. a UTR or consumer number. */
export function notAadhaar12(r: Rng, lead?: string): string {
  for (;;) {
    const s = (lead ?? String(r.int(1, 9))) + r.digits(12 - (lead ?? 'x').length);
    if (!verhoeffValid(s)) return s;
  }
}
/** A digit string of length n that does not pass Luhn. */
export function notLuhn(r: Rng, n: number, lead = ''): string {
  for (;;) {
    const s = lead + r.digits(n - lead.length);
    if (!luhnValid(s)) return s;
  }
}
/** Ten digits starting 6-9: shaped like a mobile number but an order / roll / ticket number. */
export function phoneShaped(r: Rng): string {
  return String(r.int(6, 9)) + r.digits(9);
}
/** A product code of PAN shape whose fourth letter is not a PAN holder type. */
export function panShapedSku(r: Rng): string {
  return r.letters(3) + r.pick(['D', 'E', 'K', 'M', 'N', 'R', 'S', 'U', 'V', 'W', 'X', 'Y']) + r.letters(1) + r.digits(4) + r.letters(1);
}
export function sku(r: Rng): string {
  return r.pick([
    () => panShapedSku(r),
    () => `${r.letters(3)}-${r.digits(4)}-${r.pick(['BLK', 'WHT', 'RED', 'NVY', 'GRN'])}`,
    () => `SKU${r.digits(7)}`,
    () => `${r.letters(2)}${r.digits(3)}${r.letters(2)}${r.digits(2)}`,
  ])();
}
export function hsn(r: Rng): string {
  return r.pick(['8517', '6109', '3004', '0902', '1006', '8471', '9403', '6204', '3304', '8418', '61091000', '30049099', '85171300', '09024020', '84713010']);
}
export function ifscAny(r: Rng): string {
  return ifsc(r, r.int(0, BANKS.length - 1));
}
export function amount(r: Rng, lo: number, hi: number, dec = true): string {
  const v = r.int(lo, hi);
  return dec ? `${v}.${r.pick(['00', '00', '50', String(r.int(10, 99))])}` : String(v);
}
export function inr(r: Rng, lo: number, hi: number): string {
  const v = r.int(lo, hi);
  return r.pick(['₹', 'Rs. ', 'Rs ', 'INR ', '']) + v.toLocaleString('en-IN');
}
export function appVersion(r: Rng): string {
  return r.pick([
    () => `${r.int(1, 12)}.${r.int(0, 30)}.${r.int(0, 9)}`,
    () => `v${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}`,
    () => `${r.int(2, 10)}.${r.int(0, 9)}.${r.int(0, 9)}.${r.int(100, 250)}`,
    () => `${r.int(3, 8)}.${r.int(0, 40)}.${r.int(0, 5)} (build ${r.int(1000, 9999)})`,
  ])();
}
export function userAgent(r: Rng): string {
  return r.pick(USER_AGENTS);
}
export function utr(r: Rng): string {
  return notAadhaar12(r, String(r.int(3, 4)));
}
export function upiTxnId(r: Rng): string {
  return r.pick([
    () => `T${ts(r, 0).replace(/\D/g, '').slice(2, 14)}${r.digits(10)}`,
    () => `${r.pick(['AXL', 'YBL', 'ICI', 'HDF', 'SBI'])}${r.letters(4, 'ABCDEF0123456789')}${r.digits(16)}`,
    () => `pay_${r.letters(14, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
  ])();
}
export function companyPan(r: Rng, name: string): string {
  return pan(r, r.pick(['C', 'C', 'C', 'F', 'F', 'T', 'A']), name.replace(/[^A-Za-z]/g, '')[0] ?? 'K');
}

export { pad };
