/** What one client address holds: requests in flight, or bytes of answers still being read. */
export interface ClientHolding {
  held: number;
}

const FIRST_SWEEP_AT = 1024;

/**
 * What each client address holds. A caller takes the address's entry and adds to and takes from `held` directly,
 * so a request pays one map lookup and no map writes once its address is known. Entries that hold nothing are
 * forgotten in a sweep when a new address would pass the threshold, which then doubles past what is still held:
 * the map stays near the number of addresses that hold something, at amortised O(1) per new address.
 */
export class PerClientTally {
  private readonly entries = new Map<string, ClientHolding>();
  private sweepAt = FIRST_SWEEP_AT;

  /** The address's entry; one whose `held` is back to 0 may be forgotten by any later call. */
  entry(client: string): ClientHolding {
    let holding = this.entries.get(client);
    if (holding === undefined) {
      if (this.entries.size >= this.sweepAt) this.forgetIdle();
      holding = { held: 0 };
      this.entries.set(client, holding);
    }
    return holding;
  }

  /** How many addresses are remembered (tests look at it to see the map stays bounded). */
  get size(): number {
    return this.entries.size;
  }

  private forgetIdle(): void {
    for (const [client, holding] of this.entries) if (holding.held === 0) this.entries.delete(client);
    this.sweepAt = Math.max(FIRST_SWEEP_AT, 2 * this.entries.size);
  }
}
