import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';
import fc from 'fast-check';
import { ToolInputError } from '../shared/errors';
import { calculateGoldPrice, type GoldRequest, type GoldResult } from '.';

/** The engine as the service calls it: the spec's defaults filled in (tests/support/spec.ts). */
const goldAsServed = (request: Partial<GoldRequest>) => calculateGoldPrice(withSpecDefaults('gold_making_charges_calculator', request));

const spec = toolSpec('gold-making-charges-calculator');
const ajv = specAjv();
const validateRequest = ajv.compile(spec.request);
const validateResult = ajv.compile(spec.result);

function checked(request: Partial<GoldRequest>): GoldResult {
  expect(validateRequest(request)).toBe(true);
  const result = goldAsServed(request);
  expect(validateResult(result)).toBe(true);
  expect(validateResult.errors ?? []).toEqual([]);
  return result;
}

function amountsOf(result: GoldResult): number[] {
  return [
    result.goldValuePaise,
    result.makingChargesPaise,
    result.taxablePaise,
    result.cgstPaise,
    result.sgstPaise,
    result.gstPaise,
    result.totalPaise,
  ];
}

/** Independent oracle: exact rationals parsed from the decimal text, rounded half-up by comparing the remainder. */
type Rational = [numerator: bigint, denominator: bigint];
function rational(text: string): Rational {
  const [whole = '0', fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)];
}
function roundHalfUp([numerator, denominator]: Rational): bigint {
  const quotient = numerator / denominator;
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
}
function oracle(rateText: string, gramsText: string, makingType: 'percent' | 'perGram', makingText: string, gst: boolean): number[] {
  const [rn, rd] = rational(rateText);
  const [gn, gd] = rational(gramsText);
  const [mn, md] = rational(makingText);
  const gold = roundHalfUp([rn * gn * 100n, rd * gd]);
  const making = makingType === 'percent' ? roundHalfUp([gold * mn, md * 100n]) : roundHalfUp([mn * gn * 100n, md * gd]);
  const taxable = gold + making;
  const half = gst ? roundHalfUp([taxable * 3n, 200n]) : 0n;
  return [gold, making, taxable, half, half, 2n * half, taxable + 2n * half].map(Number);
}

describe('calculateGoldPrice: Livemint worked example (docs/reference/india.md)', () => {
  // Livemint: ₹45,000 per 10 g, 10 g, 10% making -> 45,000 + 4,500 = 49,500; GST 1,485; total ₹50,985.
  test('₹4,500/g × 10 g + 10% making + 3% GST', () => {
    expect(checked({ ratePerGram: 4500, grams: 10, makingType: 'percent', makingValue: 10, gst: true })).toEqual({
      ratePerGram: 4500,
      grams: 10,
      makingType: 'percent',
      makingValue: 10,
      gst: true,
      gstRate: 3,
      cgstRate: 1.5,
      sgstRate: 1.5,
      goldValuePaise: 4500000,
      goldValueFormatted: '₹45,000.00',
      makingChargesPaise: 450000,
      makingChargesFormatted: '₹4,500.00',
      taxablePaise: 4950000,
      taxableFormatted: '₹49,500.00',
      cgstPaise: 74250,
      cgstFormatted: '₹742.50',
      sgstPaise: 74250,
      sgstFormatted: '₹742.50',
      gstPaise: 148500,
      gstFormatted: '₹1,485.00',
      totalPaise: 5098500,
      totalFormatted: '₹50,985.00',
      lines: [
        { label: 'Gold value (10 g × ₹4,500.00/g)', amountPaise: 4500000, amountFormatted: '₹45,000.00' },
        { label: 'Making charges (10% of gold value)', amountPaise: 450000, amountFormatted: '₹4,500.00' },
        { label: 'Taxable value', amountPaise: 4950000, amountFormatted: '₹49,500.00' },
        { label: 'CGST 1.5%', amountPaise: 74250, amountFormatted: '₹742.50' },
        { label: 'SGST 1.5%', amountPaise: 74250, amountFormatted: '₹742.50' },
        { label: 'Total', amountPaise: 5098500, amountFormatted: '₹50,985.00' },
      ],
      rounding: expect.stringContaining('Half-up to the paisa, once per line'),
      warnings: [],
    });
  });

  test('defaults (percent, 10, GST) give the same total', () => {
    expect(goldAsServed({ ratePerGram: 4500, grams: 10 }).totalPaise).toBe(5098500);
  });
});

describe('calculateGoldPrice: edge cases (hand-computed, cross-checked by the rational oracle)', () => {
  test.each([
    {
      // 10.456 × 7,234.50 = 75,643.932 rupees -> 75,64,393.2 paise -> 7564393; 10% -> 756439.3 -> 756439;
      // taxable 8320832 × 1.5% = 124812.48 -> 124812 each.
      name: '10.456 g at ₹7,234.50/g, 10% making',
      given: { ratePerGram: 7234.5, grams: 10.456, makingType: 'percent', makingValue: 10, gst: true },
      text: ['7234.5', '10.456', '10'],
      want: [7564393, 756439, 8320832, 124812, 124812, 249624, 8570456],
    },
    {
      // 10.456 × 450 = 4705.2 rupees -> 470520; taxable 8034913 × 1.5% = 120523.695 -> 120524 each; total 8275961.
      name: '10.456 g at ₹7,234.50/g, ₹450/g making',
      given: { ratePerGram: 7234.5, grams: 10.456, makingType: 'perGram', makingValue: 450, gst: true },
      text: ['7234.5', '10.456', '450'],
      want: [7564393, 470520, 8034913, 120524, 120524, 241048, 8275961],
    },
    {
      name: '₹4,500/g × 10 g, ₹500/g making',
      given: { ratePerGram: 4500, grams: 10, makingType: 'perGram', makingValue: 500, gst: true },
      text: ['4500', '10', '500'],
      want: [4500000, 500000, 5000000, 75000, 75000, 150000, 5150000],
    },
    {
      name: 'Livemint without GST',
      given: { ratePerGram: 4500, grams: 10, makingType: 'percent', makingValue: 10, gst: false },
      text: ['4500', '10', '10'],
      want: [4500000, 450000, 4950000, 0, 0, 0, 4950000],
    },
    {
      name: '0 grams',
      given: { ratePerGram: 7234.5, grams: 0, makingType: 'perGram', makingValue: 450, gst: true },
      text: ['7234.5', '0', '450'],
      want: [0, 0, 0, 0, 0, 0, 0],
    },
    {
      // Taxable 100 paise: 1.5% is 1.5 -> 2 per half, GST 4 paise where 3% rounded once would be 3.
      name: 'halves at x.5 paise: taxable ₹1',
      given: { ratePerGram: 1, grams: 1, makingType: 'percent', makingValue: 0, gst: true },
      text: ['1', '1', '0'],
      want: [100, 0, 100, 2, 2, 4, 104],
    },
    {
      // 300 × 1.5% = 4.5 -> 5 each.
      name: 'halves at x.5 paise: taxable ₹3',
      given: { ratePerGram: 1.5, grams: 2, makingType: 'percent', makingValue: 0, gst: true },
      text: ['1.5', '2', '0'],
      want: [300, 0, 300, 5, 5, 10, 310],
    },
    {
      // 1.005 rupees is 100.5 paise exactly -> 101, while 1.005 * 100 in binary floating point is 100.49999999999999.
      name: 'float trap: ₹1.005/g × 1 g',
      given: { ratePerGram: 1.005, grams: 1, makingType: 'percent', makingValue: 0, gst: false },
      text: ['1.005', '1', '0'],
      want: [101, 0, 101, 0, 0, 0, 101],
    },
    {
      // Gold 0.5 paise -> 1; 50% of the printed line (1 paisa) = 0.5 -> 1, where 50% of the exact 0.5 paisa would give 0.
      name: 'percent making charges apply to the printed gold value line',
      given: { ratePerGram: 1, grams: 0.005, makingType: 'percent', makingValue: 50, gst: true },
      text: ['1', '0.005', '50'],
      want: [1, 1, 2, 0, 0, 0, 2],
    },
    {
      // 8 × 7000 = 56,000; 12.5% = 7,000.
      name: 'decimal making percent, GST not applied',
      given: { ratePerGram: 7000, grams: 8, makingValue: 12.5, gst: false },
      text: ['7000', '8', '12.5'],
      want: [5600000, 700000, 6300000, 0, 0, 0, 6300000],
    },
    {
      // 1e7 × 1e6 rupees = 1e15 paise; making 1e6 × 1e6 rupees = 1e14 paise; 1.1e15 × 1.5% = 1.65e13 each.
      name: 'every bound at its maximum, per-gram making',
      given: { ratePerGram: 10000000, grams: 1000000, makingType: 'perGram', makingValue: 1000000, gst: true },
      text: ['10000000', '1000000', '1000000'],
      want: [1e15, 1e14, 1.1e15, 1.65e13, 1.65e13, 3.3e13, 1.133e15],
    },
  ] as { name: string; given: GoldRequest; text: [string, string, string]; want: number[] }[])('$name', ({ given, text, want }) => {
    const result = checked(given);
    expect(amountsOf(result)).toEqual(want);
    const [rateText, gramsText, makingText] = text;
    expect(oracle(rateText, gramsText, given.makingType ?? 'percent', makingText, given.gst ?? true)).toEqual(want);
  });

  test('labels: fractional grams, exact rate decimals, per-gram making, GST not applied', () => {
    const result = checked({ ratePerGram: 7234.505, grams: 100000.25, makingType: 'perGram', makingValue: 450, gst: false });
    expect(result.lines.map((entry) => entry.label)).toEqual([
      'Gold value (1,00,000.25 g × ₹7,234.505/g)',
      'Making charges (1,00,000.25 g × ₹450.00/g)',
      'Taxable value',
      'CGST (GST not applied)',
      'SGST (GST not applied)',
      'Total',
    ]);
    expect([result.gstRate, result.cgstRate, result.sgstRate]).toEqual([0, 0, 0]);
  });

  test('labels never use exponent notation', () => {
    const result = checked({ ratePerGram: 1e-7, grams: 2e-7, makingValue: 1e-7 });
    expect(result.lines[0]?.label).toBe('Gold value (0.0000002 g × ₹0.0000001/g)');
    expect(result.lines[1]?.label).toBe('Making charges (0.0000001% of gold value)');
  });

  test.each([
    { name: 'huge percent on the largest gold value', given: { ratePerGram: 10000000, grams: 1000000, makingValue: 1000 } },
    { name: 'just above the limit', given: { ratePerGram: 10000000, grams: 1000000, makingValue: 775 } },
  ])('amount_too_large: $name', ({ given }) => {
    expect(validateRequest(given)).toBe(true);
    expect(() => goldAsServed(given)).toThrow(ToolInputError);
    expect(() => goldAsServed(given)).toThrow(expect.objectContaining({ code: 'amount_too_large' }));
    expect(() => goldAsServed(given)).toThrow(/above the largest supported amount of 9007199254740991 paise/);
  });

  test('just below the limit is accepted', () => {
    // Gold 1e15 paise + 774% = 8.74e15 taxable; + 2 × 1.311e14 GST = 9.0022e15 ≤ 9007199254740991 (775% gives 9.0125e15).
    expect(checked({ ratePerGram: 10000000, grams: 1000000, makingValue: 774 }).totalPaise).toBe(9002200000000000);
  });
});

describe('calculateGoldPrice: properties against the rational oracle', () => {
  const decimal = (maxWhole: number) =>
    fc
      .tuple(fc.nat(maxWhole), fc.nat(3), fc.nat(9999))
      .map(([whole, places, fraction]) =>
        places === 0 ? String(whole) : `${whole}.${String(fraction % 10 ** places).padStart(places, '0')}`,
      );

  test('itemised amounts equal the oracle and add up', () => {
    fc.assert(
      fc.property(
        decimal(100000),
        decimal(1000),
        fc.constantFrom('percent' as const, 'perGram' as const),
        decimal(1000),
        fc.boolean(),
        (rateText, gramsText, makingType, makingText, gst) => {
          const given = { ratePerGram: Number(rateText), grams: Number(gramsText), makingType, makingValue: Number(makingText), gst };
          const result = goldAsServed(given);
          expect(amountsOf(result)).toEqual(oracle(rateText, gramsText, makingType, makingText, gst));
          const [gold, making, taxable, cgst, sgst, total] = result.lines.map((entry) => entry.amountPaise);
          expect(gold! + making!).toBe(taxable);
          expect(taxable! + cgst! + sgst!).toBe(total);
          expect(result.gstPaise).toBe(result.cgstPaise + result.sgstPaise);
          expect(validateResult(result)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

test('the spec snippet examples are valid requests and bounds are enforced', () => {
  for (const example of Object.values(spec.examples as Record<string, { value: GoldRequest }>)) {
    expect(validateRequest(example.value)).toBe(true);
    expect(validateResult(goldAsServed(example.value))).toBe(true);
  }
  expect(validateRequest({ ratePerGram: -1, grams: 1 })).toBe(false);
  expect(validateRequest({ ratePerGram: 1, grams: 1000001 })).toBe(false);
  expect(validateRequest({ ratePerGram: 1, grams: 1, makingType: 'flat' })).toBe(false);
});
