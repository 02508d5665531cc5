/**
 * Tasks waiting for an engine thread, one line per client, served round robin: the next task is the first of the
 * client whose turn is oldest, and that client goes to the back. A client with many tasks waiting delays another's
 * by at most one task of its own per turn, however many it queued first.
 */
export class FairQueue<T> {
  /** Insertion order is turn order: a client is re-inserted at the back each time one of its tasks is taken. */
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  waitingFor(client: string): number {
    return this.lines.get(client)?.length ?? 0;
  }

  push(client: string, item: T): void {
    const line = this.lines.get(client);
    if (line) line.push(item);
    else this.lines.set(client, [item]);
    this.count += 1;
  }

  shift(): T | undefined {
    const next = this.lines.entries().next();
    if (next.done) return undefined;
    const [client, line] = next.value;
    const item = line.shift() as T;
    this.count -= 1;
    this.lines.delete(client);
    if (line.length > 0) this.lines.set(client, line);
    return item;
  }

  /** The length of the longest client line. */
  get longestLine(): number {
    let longest = 0;
    for (const line of this.lines.values()) longest = Math.max(longest, line.length);
    return longest;
  }

  /** Takes out the newest item of the longest line (of those, the client whose turn is furthest off). */
  popNewestOfLongest(): T | undefined {
    let chosen: [string, T[]] | undefined;
    for (const entry of this.lines) if (!chosen || entry[1].length >= chosen[1].length) chosen = entry;
    if (!chosen) return undefined;
    const [client, line] = chosen;
    const item = line.pop() as T;
    this.count -= 1;
    if (line.length === 0) this.lines.delete(client);
    return item;
  }

  /** Takes out the items `drop` picks (of one client, or of every client), keeping the order and turns of the rest. */
  removeWhere(drop: (item: T) => boolean, client?: string): T[] {
    const removed: T[] = [];
    for (const key of client === undefined ? [...this.lines.keys()] : [client]) {
      const line = this.lines.get(key);
      if (!line) continue;
      const kept: T[] = [];
      for (const item of line) (drop(item) ? removed : kept).push(item);
      // Setting an existing key keeps its place in the turn order.
      if (kept.length === 0) this.lines.delete(key);
      else if (kept.length !== line.length) this.lines.set(key, kept);
    }
    this.count -= removed.length;
    return removed;
  }
}

/**
 * Tasks waiting for an engine thread, one FairQueue per tool family (operation), served round robin across families
 * and, within a family, across clients: a flood of one heavy tool delays another tool's task by at most one task of
 * that family, and a client's task by at most one task of each other client in its family. When the queue is full,
 * a newcomer from a family (or client) with fewer tasks waiting takes the place of the newest task of the family
 * (and client) with the most, so a flood cannot keep everyone else out by filling the queue first.
 */
export class FamilyQueue<T> {
  /** Insertion order is turn order, as in FairQueue. */
  private readonly families = new Map<string, FairQueue<T>>();
  private readonly byClient = new Map<string, number>();
  private count = 0;

  constructor(private readonly clientOf: (item: T) => string) {}

  get size(): number {
    return this.count;
  }

  /** Tasks of this client waiting, all families together. */
  waitingFor(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  push(family: string, client: string, item: T): void {
    let queue = this.families.get(family);
    if (!queue) this.families.set(family, (queue = new FairQueue<T>()));
    queue.push(client, item);
    this.count += 1;
    this.byClient.set(client, this.waitingFor(client) + 1);
  }

  shift(): T | undefined {
    const next = this.families.entries().next();
    if (next.done) return undefined;
    const [family, queue] = next.value;
    const item = queue.shift() as T;
    this.count -= 1;
    this.families.delete(family);
    if (queue.size > 0) this.families.set(family, queue);
    this.taken(this.clientOf(item));
    return item;
  }

  /**
   * The task that gives its place to a newcomer of `family` from `client` in a full queue, taken out; undefined when
   * the newcomer's family and client already have their fair share (then the newcomer is the one refused).
   */
  yieldPlaceTo(family: string, client: string): T | undefined {
    let richest: [string, FairQueue<T>] | undefined;
    for (const entry of this.families) if (!richest || entry[1].size >= richest[1].size) richest = entry;
    if (!richest) return undefined;
    const [richestFamily, queue] = richest;
    const mine = this.families.get(family);
    if (richestFamily !== family) {
      if (queue.size <= (mine?.size ?? 0) + 1) return undefined;
    } else if (queue.longestLine <= queue.waitingFor(client) + 1) return undefined;
    const item = queue.popNewestOfLongest() as T;
    this.count -= 1;
    if (queue.size === 0) this.families.delete(richestFamily);
    this.taken(this.clientOf(item));
    return item;
  }

  /** Takes out the items `drop` picks (of one client, or of every client), keeping the order and turns of the rest. */
  removeWhere(drop: (item: T) => boolean, client?: string): T[] {
    const removed: T[] = [];
    for (const [family, queue] of [...this.families]) {
      removed.push(...queue.removeWhere(drop, client));
      if (queue.size === 0) this.families.delete(family);
    }
    this.count -= removed.length;
    for (const item of removed) this.taken(this.clientOf(item));
    return removed;
  }

  private taken(client: string): void {
    const left = this.waitingFor(client) - 1;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
  }
}
