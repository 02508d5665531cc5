import { divideRoundHalfUp, formatPaise, groupIndian, rupeesToPaise, toScaledDecimal } from './money';

describe('toScaledDecimal', () => {
  test.each([
    { name: 'integer', given: 12, want: { units: 12n, scale: 0 } },
    { name: 'shortest form of 0.1', given: 0.1, want: { units: 1n, scale: 1 } },
    { name: '0.1 + 0.2 keeps its float artefact digits', given: 0.1 + 0.2, want: { units: 30000000000000004n, scale: 17 } },
    { name: 'large exponent form', given: 1e21, want: { units: 10n ** 21n, scale: 0 } },
    { name: 'small exponent form', given: 1.5e-7, want: { units: 15n, scale: 8 } },
  ])('$name', ({ given, want }) => expect(toScaledDecimal(given)).toEqual(want));

  test('rejects negative and non-finite numbers', () => {
    expect(() => toScaledDecimal(-1)).toThrow(RangeError);
    expect(() => toScaledDecimal(Number.NaN)).toThrow(RangeError);
  });
});

describe('rounding half-up to the paisa', () => {
  test.each([
    { given: 10.005, want: 1001n },
    { given: 10.004, want: 1000n },
    { given: 1.015, want: 102n },
    { given: 0.1 + 0.2, want: 30n },
    { given: 0, want: 0n },
    { given: 0.01, want: 1n },
  ])('$given rupees -> $want paise', ({ given, want }) => expect(rupeesToPaise(given)).toBe(want));

  test.each([
    { n: 5n, d: 2n, want: 3n },
    { n: 7n, d: 2n, want: 4n },
    { n: 4n, d: 3n, want: 1n },
    { n: 5n, d: 3n, want: 2n },
    { n: 0n, d: 7n, want: 0n },
  ])('$n / $d -> $want', ({ n, d, want }) => expect(divideRoundHalfUp(n, d)).toBe(want));
});

describe('Indian digit grouping', () => {
  test.each([
    { given: '0', want: '0' },
    { given: '999', want: '999' },
    { given: '1000', want: '1,000' },
    { given: '100000', want: '1,00,000' },
    { given: '12345678', want: '1,23,45,678' },
    { given: '999999999999999', want: '99,99,99,99,99,99,999' },
  ])('$given -> $want', ({ given, want }) => expect(groupIndian(given)).toBe(want));

  test('formats paise as rupees with two decimals and the rupee sign', () => {
    expect(formatPaise(11800000, true)).toBe('₹1,18,000.00');
    expect(formatPaise(12345678n)).toBe('1,23,456.78');
    expect(formatPaise(1)).toBe('0.01');
  });
});
