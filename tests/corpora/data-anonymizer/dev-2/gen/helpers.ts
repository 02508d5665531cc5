// Small builders for labelled person fields used by many documents.
import { R, Cell, T, N, A, DOB, PH, EM, ACC, UPI, CARD, cat, fmtDate, DateStyle, anyDobStyle, fmtMobile, PhoneStyle, fmtCard, upper, lower, fmtAadhaar, AAD } from './core';
import { Person, fullAddr, shortAddr, Addr } from './people';

export type NameStyle = 'full' | 'title' | 'upper' | 'lower' | 'initial' | 'first' | 'lastfirst' | 'firstlast_upper';

/** The person's name as a cell, titles outside the span. */
export function nameC(p: Person, st: NameStyle = 'full'): Cell {
  switch (st) {
    case 'full':
      return N(p.full);
    case 'title':
      return T`${p.title} ${N(p.full)}`;
    case 'upper':
      return upper(N(p.full));
    case 'lower':
      return lower(N(p.full));
    case 'initial':
      return N(initialForm(p));
    case 'first':
      return N(firstName(p));
    case 'lastfirst':
      return p.last.length > 1 && p.full.endsWith(p.last) && p.full !== p.last ? N(`${p.last}, ${p.full.slice(0, p.full.length - p.last.length).trim()}`) : N(p.full);
    case 'firstlast_upper':
      return upper(N(p.full));
  }
}
export function anyName(p: Person): Cell {
  return nameC(p, R.wpick<NameStyle>([
    [10, 'full'],
    [3, 'title'],
    [2, 'upper'],
    [1, 'lower'],
    [1, 'initial'],
    [1, 'lastfirst'],
  ]));
}
export function firstName(p: Person): string {
  if (p.comm === 'manipuri') return p.first;
  if (/^[A-Z]\. /.test(p.full)) return p.full.slice(3).split(' ')[0] as string;
  return p.first;
}
export function initialForm(p: Person): string {
  if (p.last.length === 1) return p.full; // Tamil initial names already carry the initial
  return `${(p.first[0] as string).toUpperCase()}. ${p.last}`;
}
export function dobC(p: Person, st?: DateStyle): Cell {
  return DOB(fmtDate(p.dob, st ?? anyDobStyle()));
}
export function phC(p: Person, st?: PhoneStyle): Cell {
  return PH(fmtMobile(p.mobile, st));
}
export function emC(p: Person): Cell {
  return EM(p.email);
}
export function accC(p: Person, spaced = false): Cell {
  if (spaced && p.acct.no.length >= 12) return ACC(p.acct.no.replace(/(\d{4})(?=\d)/g, '$1 '));
  return ACC(p.acct.no);
}
export function upiC(p: Person): Cell {
  return UPI(p.upi);
}
export function cardC(p: Person): Cell {
  return CARD(fmtCard(p.card));
}
export function aadC(p: Person): Cell {
  return AAD(fmtAadhaar(p.aadhaar));
}
export function addrC(a: Addr, opts?: Parameters<typeof fullAddr>[1]): Cell {
  return A(fullAddr(a, opts));
}
export function shortAddrC(a: Addr): Cell {
  return A(shortAddr(a));
}
/** "Ramesh bhai", "Hetal ben", "Sharmaji", "Kavita madam": honorific outside the span. */
export function honor(p: Person): Cell {
  const f = firstName(p);
  return R.wpick<Cell>([
    [3, T`${N(f)} ${p.gender === 'M' ? R.pick(['bhai', 'ji', 'sir', 'bhaiya', 'saab']) : R.pick(['ji', 'madam', 'ben', 'didi', 'mam'])}`],
    [1, p.last.length > 2 ? T`${N(p.last)}ji` : T`${N(f)}ji`],
    [1, T`${N(f)}-ji`],
    [2, T`${p.gender === 'M' ? R.pick(['Mr.', 'Shri', 'Mr']) : R.pick(['Mrs.', 'Ms.', 'Smt.'])} ${N(p.last.length > 2 ? p.last : f)}`],
  ]);
}
export function rel(p: Person): string {
  return p.gender === 'M' ? R.pick(['son', 'husband', 'brother', 'father']) : R.pick(['daughter', 'wife', 'sister', 'mother']);
}
export { cat, UPI, CARD, ACC };
