/** Shared pieces for the document makers. */

import { Biz } from '../lib/biz';
import { Cell, OutDoc, Part, cat, pii } from '../lib/cell';
import { Gen, Person } from '../lib/pii';
import { Rng } from '../lib/rng';
import { Texts } from '../lib/text';

export interface Ctx {
  g: Gen;
  b: Biz;
  t: Texts;
  r: Rng;
}

export type DocFn = (c: Ctx) => OutDoc;

/** Columns as a record, so that every row must fill every column. */
export function table<K extends string>(cols: Record<K, string>, rows: Record<K, Part | number>[]): { headers: string[]; rows: (Part | number)[][] } {
  const keys = Object.keys(cols) as K[];
  return { headers: keys.map((k) => cols[k]), rows: rows.map((row) => keys.map((k) => row[k])) };
}

export function times<T>(n: number, f: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => f(i));
}

/** A title outside the label, the name inside. */
export function titled(g: Gen, p: { female: boolean }, name: string): Cell {
  return cat(g.title(p), pii('name', name));
}

/** A father, mother or spouse from the same group, usually sharing the surname. */
export function relative(g: Gen, p: Person, female: boolean): Person {
  const rel = g.person({ groupId: p.group, female });
  const shared = !['Kaur', 'Devi', 'Chanu'].includes(p.surname) && !['Kaur', 'Devi', 'Chanu'].includes(rel.surname) && p.full.includes(p.surname) && p.full !== p.given && p.group !== 'manipuri';
  if (!shared || g.rng.chance(0.15)) return rel;
  return { ...rel, surname: p.surname, full: `${rel.given} ${p.surname}` };
}

export const N = (s: string): Cell => pii('name', s);

/** Company e-mail domain from a company name. */
export function domainOf(company: string, r: Rng): string {
  const words = company.toLowerCase().replace(/[^a-z ]/g, ' ').split(/\s+/).filter((x) => x && !['pvt', 'ltd', 'llp', 'private', 'limited', 'co', 'the', 'and'].includes(x));
  return `${words.slice(0, 2).join('')}${r.pick(['.com', '.in', '.co.in'])}`;
}

export function csvLook(r: Rng): { crlf: boolean; quoteAll: boolean; trailingNewline: boolean } {
  return { crlf: r.chance(0.3), quoteAll: r.chance(0.25), trailingNewline: r.chance(0.6) };
}

export function ageIn2025(p: Person): number {
  return 2025 - p.dob.y;
}
