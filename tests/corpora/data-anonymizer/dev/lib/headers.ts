/** Header and key spellings: each document picks its own from alternatives and dresses them in one case style. */

import { Rng } from './rng';

export type HStyle = 'asis' | 'upper' | 'lower' | 'snake' | 'SNAKE' | 'camel' | 'kebab' | 'title';

const words = (s: string): string[] => s.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9#]+/).filter(Boolean);

export function applyStyle(s: string, style: HStyle): string {
  if (/[^\x20-\x7e]/.test(s)) return s; // Devanagari and other scripts stay as written
  const ws = words(s);
  switch (style) {
    case 'upper': return s.toUpperCase();
    case 'lower': return s.toLowerCase();
    case 'snake': return ws.join('_').toLowerCase();
    case 'SNAKE': return ws.join('_').toUpperCase();
    case 'kebab': return ws.join('-').toLowerCase();
    case 'camel': return ws.map((x, i) => (i === 0 ? x.toLowerCase() : x.charAt(0).toUpperCase() + x.slice(1).toLowerCase())).join('');
    case 'title': return ws.map((x) => x.charAt(0).toUpperCase() + x.slice(1).toLowerCase()).join(' ');
    default: return s;
  }
}

export class Headers {
  private readonly used = new Set<string>();

  constructor(
    private readonly r: Rng,
    readonly style: HStyle,
  ) {}

  static csv(r: Rng): Headers {
    return new Headers(r, r.weighted<HStyle>([[10, 'asis'], [2, 'upper'], [2, 'lower'], [2, 'snake'], [1, 'SNAKE'], [1, 'camel'], [1, 'kebab'], [1, 'title']]));
  }

  static json(r: Rng): Headers {
    return new Headers(r, r.weighted<HStyle>([[5, 'camel'], [5, 'snake'], [1, 'kebab'], [1, 'asis']]));
  }

  /** Pick one spelling. A leading "=" keeps that spelling exactly as written whatever the style. */
  h(...alts: string[]): string {
    for (const alt of this.r.shuffle(alts)) {
      const out = alt.startsWith('=') ? alt.slice(1) : applyStyle(alt, this.style);
      if (out.length > 0 && !this.used.has(out)) {
        this.used.add(out);
        return out;
      }
    }
    throw new Error(`no free header among ${alts.join(' | ')}`);
  }
}
