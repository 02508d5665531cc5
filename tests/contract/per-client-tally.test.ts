import { PerClientTally } from '../../src/http/limits/per-client-tally';

describe('per-client tally', () => {
  test('when holdings are added and taken per address, then each address has its own and the same entry is handed back', () => {
    const tally = new PerClientTally();
    const greedy = tally.entry('203.0.113.7');
    greedy.held += 3;
    tally.entry('203.0.113.7').held += 2;
    tally.entry('198.51.100.9').held += 1;
    expect([greedy.held, tally.entry('198.51.100.9').held, tally.entry('192.0.2.1').held]).toEqual([5, 1, 0]);
  });

  test('when many addresses come and go, then idle ones are forgotten and the map stays bounded, while held ones are kept', () => {
    const tally = new PerClientTally();
    const holding = tally.entry('203.0.113.7');
    holding.held = 2;
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      const passing = tally.entry(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
      passing.held += 1;
      passing.held -= 1;
      largest = Math.max(largest, tally.size);
    }
    expect(largest).toBeLessThanOrEqual(1025);
    expect(tally.entry('203.0.113.7')).toBe(holding);
    expect(holding.held).toBe(2);
  });
});
