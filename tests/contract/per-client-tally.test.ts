import { PerClientTally } from '../../src/http/per-client-tally';

describe('per-client tally', () => {
  test('when amounts are added and removed per address, then each address holds its own sum and is forgotten at zero', () => {
    const tally = new PerClientTally();
    tally.add('203.0.113.7', 3);
    tally.add('203.0.113.7', 2);
    tally.add('198.51.100.9', 1);
    expect([tally.of('203.0.113.7'), tally.of('198.51.100.9'), tally.of('192.0.2.1')]).toEqual([5, 1, 0]);
    tally.remove('203.0.113.7', 5);
    tally.remove('198.51.100.9', 1);
    expect(tally.size).toBe(0);
    expect(tally.of('203.0.113.7')).toBe(0);
  });
});
