/** Seeded pseudo-random numbers (mulberry32) and small helpers built on them. Nothing here reads the clock. */

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi], both ends included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick with weights: pairs of [weight, item]. */
  weighted<T>(pairs: readonly (readonly [number, T])[]): T {
    const total = pairs.reduce((s, [w]) => s + w, 0);
    let x = this.next() * total;
    for (const [w, item] of pairs) {
      x -= w;
      if (x < 0) return item;
    }
    return (pairs[pairs.length - 1] as readonly [number, T])[1];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  letters(n: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
}

/**
 * Draws items without replacement and reshuffles when the pile is empty, so that a long list
 * (several hundred surnames) is actually covered instead of a few favourites repeating.
 */
export class Deck<T> {
  private pile: T[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly items: readonly T[],
  ) {}

  draw(): T {
    if (this.pile.length === 0) this.pile = this.rng.shuffle(this.items);
    return this.pile.pop() as T;
  }
}
