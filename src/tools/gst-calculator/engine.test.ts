import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';
import fc from 'fast-check';
import { ToolInputError } from '../shared/errors';
import { requestEnums } from '../../common/operations';
import { calculateGst, type GstRate, type GstRequest, type GstResult } from '.';

/** The engine as the service calls it: the spec's defaults filled in (tests/support/spec.ts). */
const gstAsServed = (request: Partial<GstRequest>) => calculateGst(withSpecDefaults('gst_calculator', request));

const MAX = Number.MAX_SAFE_INTEGER;
// The spec's lists (src/generated/enums.ts), so a rate added to the contract is tested without an edit here.
const { rate: RATES, mode: MODES, supply: SUPPLIES } = requestEnums.gst_calculator;

test("the engine's types are the spec's: a rate the contract does not list does not compile", () => {
  // @ts-expect-error 7 is not in the spec's `rate` enum (openapi/paths/gst-calculator.yaml), so GstRate refuses it.
  const unlisted: GstRate = 7;
  expect(RATES).not.toContain(unlisted);
});

const spec = toolSpec('gst-calculator');
const ajv = specAjv();
const validateRequest = ajv.compile(spec.request);
const validateResult = ajv.compile(spec.result);

type Amounts = Pick<GstResult, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>;

function amountsOf(result: GstResult): Amounts {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = result;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise };
}

function checked(request: Partial<GstRequest>): GstResult {
  expect(validateRequest(request)).toBe(true);
  const result = gstAsServed(request);
  expect(validateResult(result)).toBe(true);
  expect(validateResult.errors ?? []).toEqual([]);
  return result;
}

// Intl's en-IN currency format (ICU/CLDR), fed an exact decimal string, as an independent check of the grouping.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
function viaIntl(paise: number): string {
  const digits = String(paise).padStart(3, '0');
  return inr.format(`${digits.slice(0, -2)}.${digits.slice(-2)}` as unknown as number);
}

describe('calculateGst: worked examples', () => {
  // docs/reference/india.md "Public worked examples": ₹1,000 at 18% -> GST ₹180 (CGST 90 + SGST 90), total ₹1,180; ₹1,180 inclusive at 18% -> taxable ₹1,000.
  test.each([
    {
      name: '₹1,000 + 18% intra-state',
      given: { amountPaise: 100000, rate: 18, mode: 'exclusive', supply: 'intra' } as GstRequest,
      want: { taxablePaise: 100000, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0, totalPaise: 118000 },
    },
    {
      name: '₹1,000 + 18% inter-state',
      given: { amountPaise: 100000, rate: 18, mode: 'exclusive', supply: 'inter' } as GstRequest,
      want: { taxablePaise: 100000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18000, totalPaise: 118000 },
    },
    {
      name: '₹1,180 including 18% intra-state',
      given: { amountPaise: 118000, rate: 18, mode: 'inclusive', supply: 'intra' } as GstRequest,
      want: { taxablePaise: 100000, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0, totalPaise: 118000 },
    },
    {
      name: '₹1,180 including 18% inter-state',
      given: { amountPaise: 118000, rate: 18, mode: 'inclusive', supply: 'inter' } as GstRequest,
      want: { taxablePaise: 100000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18000, totalPaise: 118000 },
    },
  ])('$name', ({ given, want }) => expect(amountsOf(checked(given))).toEqual(want));

  test('₹1,000 + 18% intra-state: rates, formatted amounts, echoes and UTGST note', () => {
    expect(checked({ amountPaise: 100000, rate: 18 })).toEqual({
      rate: 18,
      mode: 'exclusive',
      supply: 'intra',
      cgstRate: 9,
      sgstRate: 9,
      igstRate: 0,
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
      totalTaxPaise: 18000,
      totalPaise: 118000,
      taxableFormatted: '₹1,000.00',
      cgstFormatted: '₹90.00',
      sgstFormatted: '₹90.00',
      igstFormatted: '₹0.00',
      totalTaxFormatted: '₹180.00',
      totalFormatted: '₹1,180.00',
      note: expect.stringContaining('UTGST is levied in place of SGST'),
      warnings: [],
    });
  });

  test('inter-state results have no UTGST note and the full rate as IGST', () => {
    const result = checked({ amountPaise: 100000, rate: 5, supply: 'inter' });
    expect(result).not.toHaveProperty('note');
    expect([result.cgstRate, result.sgstRate, result.igstRate]).toEqual([0, 0, 5]);
  });
});

describe('calculateGst: edge cases (hand-computed from the docs/reference/india.md formulas)', () => {
  test.each(RATES.flatMap((rate) => MODES.flatMap((mode) => SUPPLIES.map((supply) => ({ rate, mode, supply })))))(
    '1 paisa at $rate% $mode $supply: every tax share rounds to 0',
    ({ rate, mode, supply }) =>
      expect(amountsOf(checked({ amountPaise: 1, rate, mode, supply }))).toEqual({
        taxablePaise: 1,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 1,
      }),
  );

  test.each(RATES.flatMap((rate) => MODES.flatMap((mode) => SUPPLIES.map((supply) => ({ rate, mode, supply })))))(
    '0 paise at $rate% $mode $supply: all zero',
    ({ rate, mode, supply }) => {
      const result = checked({ amountPaise: 0, rate, mode, supply });
      expect([result.taxablePaise, result.totalTaxPaise, result.totalPaise]).toEqual([0, 0, 0]);
      expect(result.totalFormatted).toBe('₹0.00');
    },
  );

  test.each([
    // 3 × 18 / 200 = 0.27 -> 0 per half; 3 × 18 / 100 = 0.54 -> 1.
    { name: '3 paise + 18% intra: halves 0.27 -> 0', given: { amountPaise: 3, rate: 18, supply: 'intra' }, want: [3, 0, 0, 0, 3] },
    { name: '3 paise + 18% inter: 0.54 -> 1', given: { amountPaise: 3, rate: 18, supply: 'inter' }, want: [3, 0, 0, 1, 4] },
    // 50 × 18 / 200 = 4.5 -> 5 each, so intra tax 10 while the exact 18% is 9 (inter).
    { name: '50 paise + 18% intra: halves 4.5 -> 5', given: { amountPaise: 50, rate: 18, supply: 'intra' }, want: [50, 5, 5, 0, 60] },
    { name: '50 paise + 18% inter: exactly 9', given: { amountPaise: 50, rate: 18, supply: 'inter' }, want: [50, 0, 0, 9, 59] },
    // 20 × 5 / 200 = 0.5 -> 1 each.
    { name: '20 paise + 5% intra: halves 0.5 -> 1', given: { amountPaise: 20, rate: 5, supply: 'intra' }, want: [20, 1, 1, 0, 22] },
    // ₹10.10 at 5%: 0.505 rupees has no exact binary form; in paise 1010 × 5 / 100 = 50.5 -> 51, halves 25.25 -> 25.
    { name: '₹10.10 + 5% inter: 50.5 -> 51', given: { amountPaise: 1010, rate: 5, supply: 'inter' }, want: [1010, 0, 0, 51, 1061] },
    { name: '₹10.10 + 5% intra: 25.25 -> 25 each', given: { amountPaise: 1010, rate: 5, supply: 'intra' }, want: [1010, 25, 25, 0, 1060] },
    // 1000 × 18 / 236 = 76.27 -> 76 each (taxable 848); 1000 × 18 / 118 = 152.54 -> 153 (taxable 847).
    {
      name: '₹10 including 18% intra',
      given: { amountPaise: 1000, rate: 18, mode: 'inclusive', supply: 'intra' },
      want: [848, 76, 76, 0, 1000],
    },
    {
      name: '₹10 including 18% inter',
      given: { amountPaise: 1000, rate: 18, mode: 'inclusive', supply: 'inter' },
      want: [847, 0, 0, 153, 1000],
    },
    // 21 × 5 / 210 = 0.5 -> 1 each (taxable 19); 21 × 5 / 105 = 1 exactly (taxable 20).
    {
      name: '21 paise including 5% intra: halves 0.5 -> 1',
      given: { amountPaise: 21, rate: 5, mode: 'inclusive', supply: 'intra' },
      want: [19, 1, 1, 0, 21],
    },
    {
      name: '21 paise including 5% inter',
      given: { amountPaise: 21, rate: 5, mode: 'inclusive', supply: 'inter' },
      want: [20, 0, 0, 1, 21],
    },
    // Extension rates: 3% (gold, 1.5 + 1.5) and 40%.
    { name: '₹1,000 + 3% intra', given: { amountPaise: 100000, rate: 3 }, want: [100000, 1500, 1500, 0, 103000] },
    { name: '₹1,000 + 40% intra', given: { amountPaise: 100000, rate: 40 }, want: [100000, 20000, 20000, 0, 140000] },
    { name: '₹1,000 + 28% inter', given: { amountPaise: 100000, rate: 28, supply: 'inter' }, want: [100000, 0, 0, 28000, 128000] },
    {
      name: '₹1,120 including 12% intra',
      given: { amountPaise: 112000, rate: 12, mode: 'inclusive' },
      want: [100000, 6000, 6000, 0, 112000],
    },
    { name: '0% leaves the amount untouched', given: { amountPaise: 123457, rate: 0 }, want: [123457, 0, 0, 0, 123457] },
  ] as { name: string; given: GstRequest; want: number[] }[])('$name', ({ given, want }) => {
    const [taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise] = want;
    expect(amountsOf(checked(given))).toEqual({ taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise });
  });

  test.each([
    { rate: 3, cgstRate: 1.5 },
    { rate: 5, cgstRate: 2.5 },
    { rate: 12, cgstRate: 6 },
    { rate: 40, cgstRate: 20 },
  ] as { rate: GstRate; cgstRate: number }[])('intra-state $rate% is CGST $cgstRate% + SGST $cgstRate%', ({ rate, cgstRate }) => {
    const result = checked({ amountPaise: 100, rate });
    expect([result.cgstRate, result.sgstRate, result.igstRate]).toEqual([cgstRate, cgstRate, 0]);
  });
});

describe('calculateGst: the largest amounts (expected values from Python fractions.Fraction)', () => {
  test.each([
    {
      name: 'MAX_SAFE_INTEGER including 18% intra',
      given: { amountPaise: MAX, rate: 18, mode: 'inclusive', supply: 'intra' } as GstRequest,
      want: { taxablePaise: 7633219707407619, cgstPaise: 686989773666686, sgstPaise: 686989773666686, igstPaise: 0, totalPaise: MAX },
    },
    {
      name: 'MAX_SAFE_INTEGER including 18% inter',
      given: { amountPaise: MAX, rate: 18, mode: 'inclusive', supply: 'inter' } as GstRequest,
      want: { taxablePaise: 7633219707407619, cgstPaise: 0, sgstPaise: 0, igstPaise: 1373979547333372, totalPaise: MAX },
    },
    {
      name: 'MAX_SAFE_INTEGER + 0%',
      given: { amountPaise: MAX, rate: 0 } as GstRequest,
      want: { taxablePaise: MAX, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: MAX },
    },
    {
      name: 'largest exclusive amount at 18% intra',
      given: { amountPaise: 7633219707407619, rate: 18, supply: 'intra' } as GstRequest,
      want: { taxablePaise: 7633219707407619, cgstPaise: 686989773666686, sgstPaise: 686989773666686, igstPaise: 0, totalPaise: MAX },
    },
    {
      name: 'largest exclusive amount at 40% inter',
      given: { amountPaise: 6433713753386422, rate: 40, supply: 'inter' } as GstRequest,
      want: { taxablePaise: 6433713753386422, cgstPaise: 0, sgstPaise: 0, igstPaise: 2573485501354569, totalPaise: MAX },
    },
  ])('$name', ({ given, want }) => {
    const result = checked(given);
    expect(amountsOf(result)).toEqual(want);
    expect(result.totalFormatted).toBe('₹9,00,71,99,25,47,409.91');
  });

  test.each([
    { given: { amountPaise: 7633219707407620, rate: 18, supply: 'intra' } as GstRequest, largest: '7633219707407619' },
    { given: { amountPaise: 7633219707407620, rate: 18, supply: 'inter' } as GstRequest, largest: '7633219707407619' },
    { given: { amountPaise: 6433713753386423, rate: 40, supply: 'intra' } as GstRequest, largest: '6433713753386422' },
    { given: { amountPaise: 8578285004515230, rate: 5, supply: 'inter' } as GstRequest, largest: '8578285004515229' },
    { given: { amountPaise: 8042142191733028, rate: 12, supply: 'intra' } as GstRequest, largest: '8042142191733027' },
    { given: { amountPaise: MAX, rate: 3 } as GstRequest, largest: '8744853645379603' },
  ])('amount_too_large for $given.amountPaise + $given.rate% $given.supply names the largest amount $largest', ({ given, largest }) => {
    const error = (() => {
      try {
        gstAsServed(given);
      } catch (thrown) {
        return thrown;
      }
      throw new Error('expected amount_too_large');
    })();
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ code: 'amount_too_large' });
    expect((error as Error).message).toContain(`amountPaise ${given.amountPaise}`);
    expect((error as Error).message).toContain(`is ${largest}.`);
  });

  test('inclusive mode never exceeds the amount, even at 40%', () => {
    expect(checked({ amountPaise: MAX, rate: 40, mode: 'inclusive', supply: 'inter' }).totalPaise).toBe(MAX);
  });

  test('missing optional fields default to exclusive, intra', () => {
    const result = gstAsServed({ amountPaise: 100000, rate: 18 });
    expect([result.mode, result.supply, result.totalPaise]).toEqual(['exclusive', 'intra', 118000]);
  });
});

describe('calculateGst: properties against exact rational arithmetic', () => {
  const amount = fc.oneof(fc.nat(100_000), fc.maxSafeNat());
  const request = fc.record({
    amountPaise: amount,
    rate: fc.constantFrom(...RATES),
    mode: fc.constantFrom(...MODES),
    supply: fc.constantFrom(...SUPPLIES),
  });

  // `share` is the half-up rounding of numerator/denominator iff |share × d − n| ≤ d/2, with ties going up.
  function isHalfUpRounding(share: number, numerator: bigint, denominator: bigint): boolean {
    const twiceError = 2n * (BigInt(share) * denominator - numerator);
    return twiceError <= denominator && twiceError > -denominator;
  }

  test('invariants and half-up rounding of every share', () => {
    fc.assert(
      fc.property(request, (given) => {
        const A = BigInt(given.amountPaise);
        const r = BigInt(given.rate);
        const exclusive = given.mode === 'exclusive';
        // Exact tax as a rational: exclusive A × r / 100, inclusive A × r / (100 + r); a half-share doubles the denominator.
        const [numerator, denominator] = exclusive ? [A * r, 100n] : [A * r, 100n + r];
        // Rounding moves an exclusive total by less than 1 paisa, so the error must fire above MAX + 1 and never below MAX.
        const exactTotalTimes100 = A * 100n + A * r;
        const max = BigInt(MAX);
        let result: GstResult;
        try {
          result = gstAsServed(given);
        } catch (thrown) {
          expect(thrown).toBeInstanceOf(ToolInputError);
          expect(thrown).toMatchObject({ code: 'amount_too_large' });
          expect(exclusive && exactTotalTimes100 >= max * 100n).toBe(true);
          return;
        }
        expect(!exclusive || exactTotalTimes100 <= (max + 1n) * 100n).toBe(true);
        const { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalTaxPaise, totalPaise } = result;
        expect(totalPaise).toBeLessThanOrEqual(MAX);
        expect(totalTaxPaise).toBe(cgstPaise + sgstPaise + igstPaise);
        expect(BigInt(totalPaise)).toBe(BigInt(taxablePaise) + BigInt(totalTaxPaise));
        if (exclusive) expect(taxablePaise).toBe(given.amountPaise);
        else expect(totalPaise).toBe(given.amountPaise);
        if (given.supply === 'intra') {
          expect(cgstPaise).toBe(sgstPaise);
          expect(igstPaise).toBe(0);
          expect(isHalfUpRounding(cgstPaise, numerator, 2n * denominator)).toBe(true);
        } else {
          expect([cgstPaise, sgstPaise]).toEqual([0, 0]);
          expect(isHalfUpRounding(igstPaise, numerator, denominator)).toBe(true);
        }
        // Within 1 paisa of the exact tax overall (intra: at most half a paisa per share).
        const error = BigInt(totalTaxPaise) * denominator - numerator;
        expect(error <= denominator && error >= -denominator).toBe(true);
        expect(result.totalFormatted).toBe(viaIntl(totalPaise));
        expect(result.taxableFormatted).toBe(viaIntl(taxablePaise));
        expect(validateResult(result)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

test('the spec snippet examples are valid requests', () => {
  for (const example of Object.values(spec.examples as Record<string, { value: GstRequest }>)) {
    expect(validateRequest(example.value)).toBe(true);
  }
  expect(validateRequest({ amountPaise: 100, rate: 7 })).toBe(false);
  expect(validateRequest({ amountPaise: MAX + 1, rate: 0 })).toBe(false);
});
