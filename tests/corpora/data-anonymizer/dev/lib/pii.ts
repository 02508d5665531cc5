/** Makers of people and of every kind of personal value, each in the several ways people write it. */

import { Deck, Rng } from './rng';
import { gstinCheckChar, luhnDigit, verhoeffDigit } from './checksums';
import { DEV_FEMALE, DEV_FEMALE_SURNAMES, DEV_MALE, DEV_SURNAMES, NAME_GROUPS, NameGroup } from './names';
import { BUILDINGS, CITIES, City, DEV_DISTRICTS, DEV_PLACES, DEV_VILLAGES, LANDMARKS, STREETS, VILLAGES } from './places';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export interface Person {
  group: string;
  female: boolean;
  given: string;
  surname: string;
  /** The name as usually written in full. */
  full: string;
  /** A father's or second name, for initials ("R. K. Sharma", "S. Karthikeyan"). */
  middle: string;
  city: City;
  mobile: string;
  dob: Ymd;
}

export interface Addr {
  line1: string;
  line2: string;
  locality: string;
  city: string;
  pin: string;
  state: string;
  full: string;
}

export interface BankAcct {
  bank: string;
  ifsc: string;
  account: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export const STD: Record<string, string> = {
  Mumbai: '022', Thane: '022', 'Navi Mumbai': '022', 'New Delhi': '011', Bengaluru: '080', Chennai: '044',
  Kolkata: '033', Hyderabad: '040', Pune: '020', Ahmedabad: '079', Jaipur: '0141', Lucknow: '0522', Noida: '0120',
  Gurugram: '0124', Kochi: '0484', Chandigarh: '0172', Patna: '0612', Bhopal: '0755', Indore: '0731',
  Nagpur: '0712', Guwahati: '0361', Bhubaneswar: '0674', Coimbatore: '0422', Surat: '0261', Vadodara: '0265',
  Thiruvananthapuram: '0471', Kanpur: '0512', Varanasi: '0542', Ludhiana: '0161', Dehradun: '0135',
};

export class Gen {
  private readonly groupDecks = new Map<string, { m: Deck<string>; f: Deck<string>; s: Deck<string> }>();
  private readonly devM: Deck<string>;
  private readonly devF: Deck<string>;
  private readonly devS: Deck<string>;
  private readonly cityDeck: Deck<City>;
  private readonly buildingDeck: Deck<string>;
  private readonly streetDeck: Deck<string>;

  constructor(readonly rng: Rng) {
    for (const g of NAME_GROUPS) {
      this.groupDecks.set(g.id, { m: new Deck(rng, g.male), f: new Deck(rng, g.female), s: new Deck(rng, g.surnames) });
    }
    this.devM = new Deck(rng, DEV_MALE);
    this.devF = new Deck(rng, DEV_FEMALE);
    this.devS = new Deck(rng, DEV_SURNAMES);
    this.cityDeck = new Deck(rng, CITIES);
    this.buildingDeck = new Deck(rng, BUILDINGS);
    this.streetDeck = new Deck(rng, STREETS);
  }

  // ------------------------------------------------------------------------------------------ people

  person(opts: { groupId?: string; female?: boolean; minYear?: number; maxYear?: number } = {}): Person {
    const r = this.rng;
    const group: NameGroup = opts.groupId
      ? (NAME_GROUPS.find((g) => g.id === opts.groupId) as NameGroup)
      : r.weighted(NAME_GROUPS.map((g) => [g.weight, g] as const));
    const decks = this.groupDecks.get(group.id)!;
    const female = opts.female ?? r.chance(0.48);
    const given = female ? decks.f.draw() : decks.m.draw();
    let surname = decks.s.draw();
    if (female && group.femaleSurnames && r.chance(0.6)) surname = r.pick(group.femaleSurnames);
    const middle = decks.m.draw();
    let full = `${given} ${surname}`;
    if (group.id === 'sikh' && !female && r.chance(0.5)) full = `${given} Singh ${surname}`;
    if (group.id === 'sikh' && female && surname !== 'Kaur' && r.chance(0.5)) full = `${given} Kaur ${surname}`;
    if (group.id === 'manipuri') full = `${surname} ${given}${female ? r.pick([' Devi', ' Chanu']) : ' Singh'}`;
    if (group.id === 'mizo' && r.chance(0.3)) full = given; // many Mizo people go by one name
    const city = this.cityDeck.draw();
    return { group: group.id, female, given, surname, full, middle, city, mobile: this.mobile(), dob: this.dob(opts.minYear ?? 1952, opts.maxYear ?? 2004) };
  }

  /** A Devanagari person, for Hindi sheets. */
  devPerson(femaleWanted?: boolean): { given: string; surname: string; full: string; female: boolean } {
    const female = femaleWanted ?? this.rng.chance(0.5);
    const given = female ? this.devF.draw() : this.devM.draw();
    const surname = female && this.rng.chance(0.35) ? this.rng.pick(DEV_FEMALE_SURNAMES) : this.devS.draw();
    return { given, surname, full: `${given} ${surname}`, female };
  }

  /** One way of writing a person's name (without title). */
  nameForm(p: Person, style?: string): string {
    const r = this.rng;
    const south = ['tamil', 'telugu', 'kannada-tulu-konkani'].includes(p.group);
    const st = style ?? r.weighted([
      [14, 'full'], [3, 'upper'], [2, 'lower'], [2, 'initial-surname'], [2, 'two-initials'], [1, 'surname-comma'],
      [1, 'given-initial'], [2, 'with-middle'], [south ? 5 : 0, 'south-initial'], [1, 'upper-surname-first'],
    ]);
    const ini = (s: string): string => `${s.charAt(0)}.`;
    if (st === 'south-initial' && !south) return this.nameForm(p, 'initial-surname');
    switch (st) {
      case 'upper': return p.full.toUpperCase();
      case 'lower': return p.full.toLowerCase();
      case 'initial-surname': return p.full === p.given ? p.given : `${ini(p.given)} ${p.surname}`;
      case 'two-initials': return p.full === p.given ? p.given : `${ini(p.given)} ${ini(p.middle)} ${p.surname}`;
      case 'surname-comma': return p.full === p.given ? p.given : `${p.surname}, ${p.given}`;
      case 'given-initial': return p.full === p.given ? p.given : `${p.given} ${p.surname.charAt(0)}.`;
      case 'with-middle': return p.full === `${p.given} ${p.surname}` ? `${p.given} ${p.middle} ${p.surname}` : p.full;
      case 'south-initial': return r.chance(0.5) ? `${ini(p.middle)} ${p.given}` : `${ini(p.surname)} ${ini(p.middle)} ${p.given}`;
      case 'upper-surname-first': return p.full === p.given ? p.given.toUpperCase() : `${p.surname} ${p.given}`.toUpperCase();
      default: return p.full;
    }
  }

  title(p: { female: boolean }): string {
    return this.rng.pick(p.female ? ['Mrs. ', 'Ms. ', 'Smt. ', 'Ms ', 'Mrs ', 'Kumari ', 'Dr. ', 'Miss '] : ['Mr. ', 'Mr ', 'Shri ', 'Sri ', 'Dr. ', 'Dr ', 'Shri. ']);
  }

  // ------------------------------------------------------------------------------------------ dates

  dob(minYear: number, maxYear: number): Ymd {
    const y = this.rng.int(minYear, maxYear);
    const m = this.rng.int(1, 12);
    const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { y, m, d: this.rng.int(1, dim) };
  }

  /** Any date for non-personal events (orders, joining, payments). */
  eventDate(minYear = 2023, maxYear = 2025): Ymd {
    return this.dob(minYear, maxYear);
  }

  fmtDate(t: Ymd, style: string): string {
    const mon = MONTHS[t.m - 1] as string;
    switch (style) {
      case 'dd/mm/yyyy': return `${pad(t.d)}/${pad(t.m)}/${t.y}`;
      case 'dd-mm-yyyy': return `${pad(t.d)}-${pad(t.m)}-${t.y}`;
      case 'dd.mm.yyyy': return `${pad(t.d)}.${pad(t.m)}.${t.y}`;
      case 'dd.mm.yy': return `${pad(t.d)}.${pad(t.m)}.${pad(t.y % 100)}`;
      case 'd/m/yyyy': return `${t.d}/${t.m}/${t.y}`;
      case 'mm/dd/yyyy': return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
      case 'yyyy-mm-dd': return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
      case 'yyyy/mm/dd': return `${t.y}/${pad(t.m)}/${pad(t.d)}`;
      case 'yyyymmdd': return `${t.y}${pad(t.m)}${pad(t.d)}`;
      case 'dd-Mon-yyyy': return `${pad(t.d)}-${mon.slice(0, 3)}-${t.y}`;
      case 'DD-MON-YY': return `${pad(t.d)}-${mon.slice(0, 3).toUpperCase()}-${pad(t.y % 100)}`;
      case 'd Mon yyyy': return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
      case 'd Month yyyy': return `${t.d} ${mon} ${t.y}`;
      case 'dth Month yyyy': return `${ordinal(t.d)} ${mon} ${t.y}`;
      case 'Month d, yyyy': return `${mon} ${t.d}, ${t.y}`;
      case 'iso-ts': return `${t.y}-${pad(t.m)}-${pad(t.d)}T00:00:00.000Z`;
      default: throw new Error(`date style ${style}`);
    }
  }

  dobStyle(): string {
    return this.rng.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'yyyy-mm-dd', 'dd-Mon-yyyy', 'd Mon yyyy', 'dd.mm.yyyy', 'd/m/yyyy', 'DD-MON-YY', 'dd.mm.yy', 'dth Month yyyy', 'Month d, yyyy']);
  }

  /** A timestamp string for logs, never personal. */
  timestamp(style: 'iso' | 'sql' | 'in' = 'iso'): string {
    const t = this.eventDate(2024, 2025);
    const hh = pad(this.rng.int(0, 23));
    const mi = pad(this.rng.int(0, 59));
    const ss = pad(this.rng.int(0, 59));
    if (style === 'sql') return `${t.y}-${pad(t.m)}-${pad(t.d)} ${hh}:${mi}:${ss}`;
    if (style === 'in') return `${pad(t.d)}/${pad(t.m)}/${t.y} ${hh}:${mi}`;
    return `${t.y}-${pad(t.m)}-${pad(t.d)}T${hh}:${mi}:${ss}.${pad(this.rng.int(0, 999), 3)}+05:30`;
  }

  // ---------------------------------------------------------------------------------------- phones

  mobile(): string {
    return String(this.rng.weighted([[5, 9], [4, 8], [3, 7], [2, 6]])) + this.rng.digits(9);
  }

  fmtMobile(m: string, style?: string): string {
    const a = m.slice(0, 5);
    const b = m.slice(5);
    const st = style ?? this.rng.weighted([
      [8, 'plain'], [4, '+91 5 5'], [2, '0-5-5'], [2, '+91-5-5'], [3, '5 5'], [2, '91 plain'], [1, '(+91) 5-5'],
      [2, '+91plain'], [1, '3-3-4'], [1, '+91 3 3 4'], [1, '0plain'], [1, '+91-plain'],
    ]);
    switch (st) {
      case 'plain': return m;
      case '+91 5 5': return `+91 ${a} ${b}`;
      case '0-5-5': return `0${a}-${b}`;
      case '+91-5-5': return `+91-${a}-${b}`;
      case '5 5': return `${a} ${b}`;
      case '91 plain': return `91 ${m}`;
      case '(+91) 5-5': return `(+91) ${a}-${b}`;
      case '+91plain': return `+91${m}`;
      case '3-3-4': return `${m.slice(0, 3)}-${m.slice(3, 6)}-${m.slice(6)}`;
      case '+91 3 3 4': return `+91 ${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`;
      case '0plain': return `0${m}`;
      case '+91-plain': return `+91-${m}`;
      default: throw new Error(`phone style ${st}`);
    }
  }

  /** A personal landline with STD code. */
  landline(cityName?: string): string {
    const r = this.rng;
    const std = (cityName && STD[cityName]) || r.pick(Object.values(STD));
    const local = String(r.int(2, 6)) + r.digits(10 - std.length);
    return r.weighted([
      [3, `${std}-${local}`],
      [2, local.length === 8 ? `${std}-${local.slice(0, 4)} ${local.slice(4)}` : `${std}-${local}`],
      [2, local.length === 8 ? `${std} ${local.slice(0, 4)} ${local.slice(4)}` : `${std} ${local}`],
      [1, `(${std}) ${local}`],
      [1, `+91 ${std.slice(1)} ${local}`],
      [1, `+91-${std.slice(1)}-${local}`],
    ]);
  }

  helpline(): string {
    return this.rng.pick(['1800-266-', '1800 419 ', '1800-102-', '1800 208 ', '1800-3000-']) + this.rng.digits(4);
  }

  // ---------------------------------------------------------------------------------- email and UPI

  private slug(s: string): string {
    return s.toLowerCase().replace(/[^a-z]/g, '');
  }

  email(p: Person, domain?: string): string {
    const r = this.rng;
    const g = this.slug(p.given);
    const s = this.slug(p.surname);
    const local = r.weighted([
      [5, `${g}.${s}`], [3, `${g}${s}${r.int(1, 99)}`], [2, `${g.charAt(0)}${s}`], [2, `${g}_${s}`], [2, `${g}${p.dob.y}`],
      [1, `${s}.${g}`], [2, `${g}.${s.charAt(0)}`], [1, `${g}${r.int(100, 9999)}`], [1, `${g}.${s}${pad(p.dob.d)}${pad(p.dob.m)}`],
      [1, `its${g}`], [1, `${g}${s}.official`],
    ]);
    const dom = domain ?? r.weighted([
      [12, 'gmail.com'], [3, 'yahoo.co.in'], [2, 'yahoo.com'], [2, 'rediffmail.com'], [2, 'outlook.com'],
      [2, 'hotmail.com'], [1, 'icloud.com'], [1, 'ymail.com'], [1, 'protonmail.com'], [1, 'live.in'], [1, 'zohomail.in'],
    ]);
    return r.chance(0.06) ? `${local}@${dom}`.replace(/^./, (c) => c.toUpperCase()) : `${local}@${dom}`;
  }

  upi(p: Person): string {
    const r = this.rng;
    const g = this.slug(p.given);
    const s = this.slug(p.surname);
    const local = r.weighted([
      [4, `${g}.${s.charAt(0)}`], [3, p.mobile], [3, `${g}${s}`], [2, `${g}${p.dob.y}`], [2, `${g}.${s}${r.int(1, 99)}`],
      [1, `${g}${r.int(10, 999)}`], [1, `${s}${g.charAt(0)}`], [1, `${p.mobile}-2`],
    ]);
    const handle = r.weighted([
      [5, 'okicici'], [5, 'okaxis'], [4, 'oksbi'], [3, 'okhdfcbank'], [6, 'ybl'], [3, 'ibl'], [2, 'axl'], [5, 'paytm'],
      [2, 'upi'], [2, 'apl'], [2, 'icici'], [1, 'hdfcbank'], [1, 'sbi'], [1, 'axisbank'], [1, 'kotak'], [1, 'federal'],
      [1, 'idfcbank'], [1, 'barodampay'], [1, 'pnb'], [1, 'aubank'], [1, 'indus'], [1, 'kbl'], [1, 'jupiteraxis'],
      [1, 'fam'], [1, 'freecharge'], [1, 'waicici'], [1, 'waaxis'], [1, 'dbs'], [1, 'rbl'], [1, 'cnrb'], [1, 'unionbank'],
      [1, 'mahb'], [1, 'boi'], [1, 'ikwik'], [1, 'airtel'], [1, 'yesbank'], [1, 'ptyes'], [1, 'ptsbi'],
    ]);
    return `${local}@${handle}`;
  }

  // ------------------------------------------------------------------------------ government numbers

  aadhaar(): string {
    const body = String(this.rng.int(2, 9)) + this.rng.digits(10);
    return body + String(verhoeffDigit(body));
  }

  fmtAadhaar(a: string, style?: string): string {
    const st = style ?? this.rng.weighted([[5, 'space'], [4, 'plain'], [2, 'dash']]);
    if (st === 'plain') return a;
    const sep = st === 'dash' ? '-' : ' ';
    return `${a.slice(0, 4)}${sep}${a.slice(4, 8)}${sep}${a.slice(8)}`;
  }

  maskedAadhaar(): string {
    return this.rng.pick(['XXXX XXXX ', 'xxxx-xxxx-', 'XXXXXXXX', '**** **** ']) + this.rng.digits(4);
  }

  /** PAN: holder type P for people, C company, F firm, H HUF and so on; 5th letter from the name. */
  pan(nameForFifth: string, holder = 'P'): string {
    const r = this.rng;
    const fifth = (nameForFifth.replace(/[^A-Za-z]/g, '').charAt(0) || 'K').toUpperCase();
    return `${r.letters(1, 'ABCDEFGHJKLMNOPQRSTUVW')}${r.letters(2)}${holder}${fifth}${pad(r.int(1, 9999), 4)}${r.letters(1)}`;
  }

  gstin(nameForFifth: string, holder?: string): string {
    const r = this.rng;
    const state = r.pick(['27', '29', '07', '33', '24', '36', '19', '09', '08', '32', '06', '03', '10', '23', '21', '18', '30', '37', '20', '22']);
    const pan = this.pan(nameForFifth, holder ?? r.weighted([[5, 'C'], [3, 'F'], [3, 'P'], [1, 'A'], [1, 'T']]));
    const first14 = `${state}${pan}${r.weighted([[8, '1'], [2, '2'], [1, '3']])}Z`;
    return first14 + gstinCheckChar(first14);
  }

  /** A GSTIN built around an existing PAN (a proprietor's registrations in several states). */
  gstinForPan(pan: string): string {
    const first14 = `${this.rng.pick(['27', '29', '07', '33', '24', '09', '36', '19'])}${pan}${this.rng.weighted([[8, '1'], [2, '2']])}Z`;
    return first14 + gstinCheckChar(first14);
  }

  // ------------------------------------------------------------------------------------------ cards

  card(): string {
    const r = this.rng;
    if (r.chance(0.25)) {
      return r.pick(['4111111111111111', '5555555555554444', '4012888888881881', '378282246310005', '6011111111111117',
        '5105105105105100', '4242424242424242', '371449635398431', '30569309025904', '4222222222222', '3530111333300000', '6011000990139424']);
    }
    const [prefix, len] = r.weighted<[string, number]>([
      [5, ['4', 16]], [3, ['5' + r.int(1, 5), 16]], [1, [String(r.int(2221, 2720)), 16]], [1, ['3' + r.pick(['4', '7']), 15]],
      [2, [r.pick(['60', '6521', '6522', '508', '81', '82']), 16]], [1, ['36', 14]], [1, ['6011', 16]], [1, ['4', 19]],
      [1, ['6', 19]],
    ]);
    const body = prefix + r.digits(len - prefix.length - 1);
    return body + String(luhnDigit(body));
  }

  fmtCard(c: string, style?: string): string {
    const st = style ?? this.rng.weighted([[5, 'space'], [3, 'plain'], [2, 'dash']]);
    if (st === 'plain') return c;
    const sep = st === 'dash' ? '-' : ' ';
    let groups: number[];
    if (c.length === 15) groups = [4, 6, 5];
    else if (c.length === 14) groups = [4, 6, 4];
    else if (c.length === 13) return c;
    else groups = [4, 4, 4, 4, 3].slice(0, Math.ceil(c.length / 4));
    const out: string[] = [];
    let i = 0;
    for (const g of groups) {
      out.push(c.slice(i, i + g));
      i += g;
    }
    if (i < c.length) out.push(c.slice(i));
    return out.filter((s) => s.length > 0).join(sep);
  }

  maskedCard(): string {
    return this.rng.pick(['XXXX XXXX XXXX ', '**** **** **** ', 'xxxxxxxxxxxx', '4111 XXXX XXXX ', '5244-XXXX-XXXX-']) + this.rng.digits(4);
  }

  // ------------------------------------------------------------------------------------------ banks

  bank(): BankAcct {
    const r = this.rng;
    const d = (n: number): string => r.digits(n);
    const kind = r.weighted([[6, 'SBI'], [5, 'HDFC'], [4, 'ICICI'], [3, 'Axis'], [2, 'Kotak'], [2, 'PNB'], [2, 'BoB'], [2, 'Canara'],
      [1, 'Union'], [1, 'Indian'], [1, 'IDFC'], [1, 'Yes'], [1, 'Federal'], [1, 'BOI'], [1, 'IOB'], [1, 'AU'], [1, 'Airtel']]);
    switch (kind) {
      case 'SBI': return { bank: 'State Bank of India', ifsc: `SBIN000${d(4)}`, account: r.pick(['3', '2', '4']) + d(10) };
      case 'HDFC': return { bank: 'HDFC Bank', ifsc: `HDFC000${d(4)}`, account: r.chance(0.5) ? `50100${d(9)}` : `0${d(3)}1000${d(6)}` };
      case 'ICICI': return { bank: 'ICICI Bank', ifsc: `ICIC000${d(4)}`, account: `0${d(3)}01${d(6)}` };
      case 'Axis': return { bank: 'Axis Bank', ifsc: `UTIB000${d(4)}`, account: `9${r.int(12, 24)}010${d(9)}` };
      case 'Kotak': return { bank: 'Kotak Mahindra Bank', ifsc: `KKBK000${d(4)}`, account: String(r.int(1, 9)) + d(9) };
      case 'PNB': return { bank: 'Punjab National Bank', ifsc: `PUNB0${d(6)}`, account: String(r.int(1, 9)) + d(15) };
      case 'BoB': return { bank: 'Bank of Baroda', ifsc: `BARB0${r.letters(6)}`, account: String(r.int(1, 9)) + d(13) };
      case 'Canara': return { bank: 'Canara Bank', ifsc: `CNRB000${d(4)}`, account: String(r.int(1, 9)) + d(12) };
      case 'Union': return { bank: 'Union Bank of India', ifsc: `UBIN0${d(6)}`, account: String(r.int(3, 5)) + d(14) };
      case 'Indian': return { bank: 'Indian Bank', ifsc: `IDIB000${r.letters(1)}${d(3)}`, account: String(r.int(5, 7)) + d(9) };
      case 'IDFC': return { bank: 'IDFC FIRST Bank', ifsc: `IDFB00${d(5)}`, account: `1000${d(7)}` };
      case 'Yes': return { bank: 'Yes Bank', ifsc: `YESB0000${d(3)}`, account: `0${d(14)}` };
      case 'Federal': return { bank: 'Federal Bank', ifsc: `FDRL000${d(4)}`, account: `1${d(13)}` };
      case 'BOI': return { bank: 'Bank of India', ifsc: `BKID000${d(4)}`, account: String(r.int(1, 9)) + d(14) };
      case 'IOB': return { bank: 'Indian Overseas Bank', ifsc: `IOBA000${d(4)}`, account: String(r.int(1, 9)) + d(14) };
      case 'AU': return { bank: 'AU Small Finance Bank', ifsc: `AUBL000${d(4)}`, account: `2${d(15)}` };
      default: return { bank: 'Airtel Payments Bank', ifsc: 'AIRP0000001', account: this.mobile() };
    }
  }

  // --------------------------------------------------------------------------------------------- IP

  ip(): string {
    const r = this.rng;
    const o = (): number => r.int(1, 254);
    const h = (): string => r.int(0, 0xffff).toString(16);
    return r.weighted([
      [3, `192.0.2.${o()}`], [3, `198.51.100.${o()}`], [3, `203.0.113.${o()}`],
      [2, `10.${r.int(0, 255)}.${r.int(0, 255)}.${o()}`], [3, `192.168.${r.int(0, 10)}.${o()}`], [1, `172.${r.int(16, 31)}.${r.int(0, 255)}.${o()}`],
      [3, `49.${r.int(32, 47)}.${r.int(0, 255)}.${o()}`], [2, `106.${r.int(192, 223)}.${r.int(0, 255)}.${o()}`],
      [2, `157.${r.int(32, 51)}.${r.int(0, 255)}.${o()}`], [2, `223.${r.int(176, 191)}.${r.int(0, 255)}.${o()}`],
      [1, `117.${r.int(96, 99)}.${r.int(0, 255)}.${o()}`], [1, `182.${r.int(64, 79)}.${r.int(0, 255)}.${o()}`],
      [1, `103.${r.int(10, 250)}.${r.int(0, 255)}.${o()}`], [1, `152.58.${r.int(0, 255)}.${o()}`],
      [3, `2001:db8:${h()}:${h()}::${h()}`], [1, `2001:0db8:85a3:0000:0000:8a2e:0370:${pad(r.int(1000, 9999), 4)}`],
      [2, `2409:40${r.int(10, 99)}:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`], [2, `2401:4900:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`],
      [1, `2405:201:${h()}:${h()}::${h()}`], [1, `fe80::${h()}:${h()}:${h()}:${h()}`], [1, `::ffff:49.36.${r.int(0, 255)}.${o()}`],
    ]);
  }

  // -------------------------------------------------------------------------------------- addresses

  pinFor(prefix: string): string {
    return prefix + String(this.rng.weighted([[6, 0], [2, 1], [1, 2]])) + this.rng.digits(2);
  }

  address(city?: City, opts: { urban?: boolean } = {}): Addr {
    const r = this.rng;
    const c = city ?? this.cityDeck.draw();
    const locality = r.pick(c.localities);
    const cityName = c.alt && r.chance(0.2) ? r.pick(c.alt) : c.city;
    const pin = this.pinFor(c.pin);
    const building = this.buildingDeck.draw();
    const street = this.streetDeck.draw();
    const south = ['Karnataka'].includes(c.state);
    const telugu = ['Telangana', 'Andhra Pradesh'].includes(c.state);
    const north = ['Delhi', 'Uttar Pradesh', 'Haryana', 'Rajasthan', 'Punjab', 'Chandigarh', 'Madhya Pradesh', 'Bihar', 'Uttarakhand'].includes(c.state);
    const style = r.weighted([[4, 'flat'], [3, 'house'], [south ? 5 : 0, 'blr'], [telugu ? 5 : 0, 'hyd'], [north ? 4 : 0, 'delhi'], [2, 'landmark'], [1, 'plot'], [opts.urban ? 0 : 1, 'rural']]);
    let line1: string;
    let line2: string;
    switch (style) {
      case 'flat':
        line1 = `${r.pick(['Flat ', 'Flat No. ', '', 'Flat no ', 'Apt '])}${r.chance(0.7) ? r.pick(['A', 'B', 'C', 'D']) + r.pick(['-', '', ' ']) : ''}${r.int(1, 22)}${pad(r.int(1, 12))}, ${building}`;
        line2 = `${street}, ${locality}`;
        break;
      case 'house':
        line1 = `${r.pick(['H.No. ', 'House No. ', 'H No ', '# ', 'No. ', 'Door No. '])}${r.int(1, 999)}${r.pick(['', '/A', '/2', '-B'])}, ${street}`;
        line2 = locality;
        break;
      case 'blr':
        line1 = `#${r.int(1, 480)}, ${ordinal(r.int(1, 18))} Cross, ${ordinal(r.int(1, 12))} Main`;
        line2 = locality;
        break;
      case 'hyd':
        line1 = `H.No. ${r.int(1, 16)}-${r.int(1, 12)}-${r.int(1, 999)}/${r.pick(['A', 'B', '1', '2', '4/C'])}`;
        line2 = `${r.pick(['Street No. ', 'Road No. ', 'Lane '])}${r.int(1, 14)}, ${locality}`;
        break;
      case 'delhi':
        line1 = `${r.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'WZ', 'RZ'])}-${r.int(1, 9)}/${r.int(1, 250)}${r.pick(['', ', 2nd Floor', ', Ground Floor', ', Top Floor'])}`;
        line2 = locality;
        break;
      case 'landmark':
        line1 = `${r.int(1, 40)}${pad(r.int(1, 8))}, ${building}`;
        line2 = `${r.pick(LANDMARKS)}, ${locality}`;
        break;
      case 'plot':
        line1 = `Plot No. ${r.int(1, 300)}, ${r.pick(['Sector ', 'Phase ', 'Block '])}${r.int(1, 60)}`;
        line2 = locality;
        break;
      default: {
        const v = r.pick(VILLAGES);
        const vpin = this.pinFor(v.pin);
        const l1 = `Vill. ${v.village}, Post ${v.village}`;
        const l2 = `${r.pick(['Tehsil ', 'Block ', 'PS '])}${v.district}`;
        return { line1: l1, line2: l2, locality: v.village, city: v.district, pin: vpin, state: v.state, full: `${l1}, ${l2}, Dist. ${v.district}, ${v.state} - ${vpin}` };
      }
    }
    const sep = r.pick([' - ', ' ', '-', ', PIN ', ', Pin: ', ' – ']);
    const withState = r.chance(0.25);
    const full = `${line1}, ${line2}, ${cityName}${withState ? `, ${c.state}` : ''}${withState && sep === '-' ? ' ' : sep}${pin}`;
    return { line1, line2, locality, city: cityName, pin, state: c.state, full: r.chance(0.08) ? full.toUpperCase() : full };
  }

  devAddress(): { full: string; city: string; pin: string } {
    const r = this.rng;
    if (r.chance(0.3)) {
      const v = r.pick(DEV_VILLAGES);
      const dist = r.pick(DEV_DISTRICTS);
      return { full: `ग्राम ${v}, पोस्ट ${v}, जिला ${dist}`, city: dist, pin: '' };
    }
    const p = r.pick(DEV_PLACES);
    const pin = this.pinFor(p.pin);
    const full = r.pick([
      `मकान नं. ${r.int(1, 400)}, ${p.locality}, ${p.city} - ${pin}`,
      `${r.int(1, 99)}/${r.int(1, 40)}, ${p.locality}, ${p.city} ${pin}`,
      `फ्लैट ${r.int(1, 12)}0${r.int(1, 8)}, ${p.locality}, ${p.city}`,
      `${r.pick(['ए', 'बी', 'सी'])}-${r.int(1, 300)}, ${p.locality}, ${p.city}`,
    ]);
    return { full, city: p.city, pin };
  }

  city(): City {
    return this.cityDeck.draw();
  }
}

export { MONTHS, pad };
