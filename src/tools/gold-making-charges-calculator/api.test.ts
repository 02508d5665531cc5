import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'gold-making-charges-calculator';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  // Livemint worked example: ₹45,000 per 10 g, 10 g, 10% making, 3% GST: total ₹50,985.
  test('when the Livemint example is sent with only rate and grams, then the defaults (10% making, GST) give ₹50,985', async () => {
    const response = await callTool(client, tool, { ratePerGram: 4500, grams: 10 });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      makingType: 'percent',
      makingValue: 10,
      gst: true,
      gstRate: 3,
      cgstRate: 1.5,
      sgstRate: 1.5,
      goldValuePaise: 4500000,
      makingChargesPaise: 450000,
      taxablePaise: 4950000,
      cgstPaise: 74250,
      sgstPaise: 74250,
      gstPaise: 148500,
      totalPaise: 5098500,
    });
    const lines = response.body.result.lines as { label: string; amountPaise: number; amountFormatted: string }[];
    expect(lines.map((line) => [line.amountPaise, line.amountFormatted])).toEqual([
      [4500000, '₹45,000.00'],
      [450000, '₹4,500.00'],
      [4950000, '₹49,500.00'],
      [74250, '₹742.50'],
      [74250, '₹742.50'],
      [5098500, '₹50,985.00'],
    ]);
    expect(lines[5]!.label).toBe('Total');
  });

  test('when making is per gram with decimal inputs, then each line is rounded half-up once from the exact product', async () => {
    // 7234.50 × 10.456 = 75643.932 -> ₹75,643.93; 450 × 10.456 = ₹4,705.20; taxable ₹80,349.13; 1.5% = 1205.23695 -> ₹1,205.24.
    const response = await callTool(client, tool, { ratePerGram: 7234.5, grams: 10.456, makingType: 'perGram', makingValue: 450 });
    expect(response.body.result).toMatchObject({
      goldValuePaise: 7564393,
      makingChargesPaise: 470520,
      taxablePaise: 8034913,
      cgstPaise: 120524,
      sgstPaise: 120524,
      totalPaise: 8275961,
    });
  });

  test('when gst is false, then the GST lines are listed at zero and the total is the taxable value', async () => {
    const response = await callTool(client, tool, { ratePerGram: 4500, grams: 10, gst: false });
    expect(response.body.result).toMatchObject({ gst: false, gstRate: 0, cgstRate: 0, sgstRate: 0, gstPaise: 0, totalPaise: 4950000 });
    expect(response.body.result.lines[3]).toMatchObject({ amountPaise: 0, label: expect.stringContaining('GST not applied') });
  });

  test('when every limit is at its maximum, then 422 amount_too_large gives the total and the limit', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { ratePerGram: 10000000, grams: 1000000, makingValue: 1000000 }),
      422,
      'amount_too_large',
    );
    expect(problem.detail).toContain('9007199254740991 paise');
    expect(problem.detail).toMatch(/total comes to \d+ paise/);
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(toolSpec(tool).errors.map(({ code }) => code)).toEqual(['amount_too_large']);
  });

  test('when grams is missing, then 422 validation_failed points at /grams', async () => {
    const problem = expectProblem(await callTool(client, tool, { ratePerGram: 4500 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/grams', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { ratePerGram: 4500, grams: 10, purity: 22 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/purity', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when makingType is not in the enum and grams is negative, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { ratePerGram: 4500, grams: -1, makingType: 'flat' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/grams', message: 'must be >= 0' },
        { pointer: '/makingType', message: 'must be one of "percent", "perGram"' },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });
});

describeToolCodes('gold_making_charges_calculator', {
  amount_too_large: { body: { ratePerGram: 10000000, grams: 1000000, makingValue: 1000000 } },
});
