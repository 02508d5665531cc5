/**
 * What each client address holds (requests in flight, bytes of answers being read). An address is forgotten as soon
 * as it holds nothing, so the map never grows past what is held at that moment.
 */
export class PerClientTally {
  private readonly held = new Map<string, number>();

  of(client: string): number {
    return this.held.get(client) ?? 0;
  }

  add(client: string, amount: number): void {
    this.held.set(client, this.of(client) + amount);
  }

  remove(client: string, amount: number): void {
    const left = this.of(client) - amount;
    if (left > 0) this.held.set(client, left);
    else this.held.delete(client);
  }

  /** How many addresses hold something (tests look at it to see nothing leaks). */
  get size(): number {
    return this.held.size;
  }
}
