// Small helpers shared by the document recipes: header spelling, whole-cell personal values, titles.
import { Rng, P, T, TB } from './lib';
import {
  Person, fmtAadhaar, fmtAddr, fmtCard, fmtDate, fmtMobile, ip, nm, AddrOpts, DateStyle, NameForm, USED,
} from './world';

export type HeaderStyle = 'as' | 'upper' | 'lower' | 'snake' | 'camel' | 'title' | 'mixed' | 'kebab' | 'pascal';

function words(h: string): string[] {
  return h.replace(/[()[\]#.:?/&'’-]+/g, ' ').trim().split(/\s+/).filter((w) => w);
}
export function styleHeader(h: string, s: HeaderStyle, r: Rng): string {
  if (/[^\x00-\x7F]/.test(h)) return h;
  const eff: HeaderStyle = s === 'mixed' ? r.pick<HeaderStyle>(['as', 'as', 'upper', 'lower', 'snake', 'title']) : s;
  const w = words(h);
  switch (eff) {
    case 'as': return h;
    case 'upper': return h.toUpperCase();
    case 'lower': return h.toLowerCase();
    case 'snake': return w.join('_').toLowerCase();
    case 'kebab': return w.join('-').toLowerCase();
    case 'camel': return w.map((x, i) => (i === 0 ? x.toLowerCase() : x[0]?.toUpperCase() + x.slice(1).toLowerCase())).join('');
    case 'pascal': return w.map((x) => x[0]?.toUpperCase() + x.slice(1).toLowerCase()).join('');
    case 'title': return h.replace(/\b([a-z])/g, (c) => c.toUpperCase());
    default: return h;
  }
}

/** Returns a header picker bound to one style for the whole document. */
export function headerPicker(r: Rng, styles: HeaderStyle[] = ['as', 'as', 'as', 'mixed', 'upper', 'snake', 'camel', 'title', 'lower']): (variants: string[]) => string {
  const st = r.pick(styles);
  return (variants) => styleHeader(r.pick(variants), st, r);
}

export const nameC = (p: Person, r: Rng, f?: NameForm): TB => P('name', nm(p, r, f));
export const phoneC = (p: Person, r: Rng, s?: number, second = false): TB => P('phone', fmtMobile(second ? p.mobile2 : p.mobile, r, s));
export const dobC = (p: Person, r: Rng, s?: DateStyle): TB => P('date_of_birth', fmtDate(p.dob, r, s));
export const addrC = (p: Person, r: Rng, o?: AddrOpts): TB => P('address', fmtAddr(p.addr, r, o));
export const emailC = (p: Person, work = false): TB => P('email', work ? p.workEmail : p.email);
export const aadhaarC = (p: Person, r: Rng): TB => P('aadhaar', fmtAadhaar(p.aadhaar, r));
export const panC = (p: Person): TB => P('pan', p.pan);
export const acctC = (p: Person): TB => P('bank_account', p.acct);
export const upiC = (p: Person): TB => P('upi', p.upi);
export const cardC = (p: Person, r: Rng): TB => P('card', fmtCard(p.card, r));
export const ipC = (r: Rng, v6 = 0.3): TB => P('ip', ip(r, v6));

export function title(p: Person, r: Rng): string {
  return p.g === 'm' ? r.pick(['Mr. ', 'Mr ', 'Shri ', 'Sri ', 'MR. ', 'Dr. ']) : r.pick(['Mrs. ', 'Ms. ', 'Smt. ', 'Ms ', 'Kumari ', 'Dr. ', 'MRS ']);
}
export function titleHi(p: Person, r: Rng): string {
  return p.g === 'm' ? r.pick(['श्री ', 'श्री ', 'डॉ. ']) : r.pick(['श्रीमती ', 'सुश्री ', 'श्रीमती ']);
}
/** The name, sometimes with a title in front (the title stays outside the label). */
export function titledName(p: Person, r: Rng, pTitle = 0.3, f?: NameForm): TB {
  const t = T();
  if (r.chance(pTitle)) t.s(title(p, r));
  return t.p('name', nm(p, r, f));
}
export function given(name: string): string {
  USED.given.add(name);
  return name;
}
export function maybe<Tv>(r: Rng, p: number, v: () => Tv, otherwise: Tv): Tv {
  return r.chance(p) ? v() : otherwise;
}
export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
