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
