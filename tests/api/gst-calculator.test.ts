import { callTool, expectProblem, useTestClient } from '../support/app';
import { toolSpec } from '../support/spec';

const tool = 'gst-calculator';
const client = useTestClient();

const MAX_SAFE = 9007199254740991;

describe(`POST /api/v1/${tool}`, () => {
  test('when ₹1,000 at 18% is sent without mode or supply, then the defaults (exclusive, intra) give CGST ₹90 + SGST ₹90, total ₹1,180', async () => {
    const response = await callTool(client, tool, { amountPaise: 100000, rate: 18 });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
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
      formatted: { taxable: '₹1,000.00', cgst: '₹90.00', sgst: '₹90.00', igst: '₹0.00', totalTax: '₹180.00', total: '₹1,180.00' },
    });
    expect(response.body.result.note).toContain('UTGST');
  });

  test('when ₹1,180 including 18% is sent, then the taxable value is ₹1,000 and the total stays ₹1,180', async () => {
    const response = await callTool(client, tool, { amountPaise: 118000, rate: 18, mode: 'inclusive' });
    expect(response.body.result).toMatchObject({
      mode: 'inclusive',
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      totalTaxPaise: 18000,
      totalPaise: 118000,
    });
  });

  test('when ₹1,000 at 18% is inter-state, then IGST is ₹180 and there is no CGST, SGST or UTGST note', async () => {
    const response = await callTool(client, tool, { amountPaise: 100000, rate: 18, supply: 'inter' });
    expect(response.body.result).toMatchObject({
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 18,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18000,
      totalPaise: 118000,
    });
    expect(response.body.result).not.toHaveProperty('note');
  });

  test('when 50 paise at 18% is split, then intra rounds each half up (5 + 5) while inter rounds once (9), as the spec documents', async () => {
    const intra = await callTool(client, tool, { amountPaise: 50, rate: 18 });
    const inter = await callTool(client, tool, { amountPaise: 50, rate: 18, supply: 'inter' });
    expect(intra.body.result).toMatchObject({ cgstPaise: 5, sgstPaise: 5, totalTaxPaise: 10 });
    expect(inter.body.result).toMatchObject({ igstPaise: 9, totalTaxPaise: 9 });
  });

  test('when an amount is in crores, then it is formatted in Indian digit grouping', async () => {
    const response = await callTool(client, tool, { amountPaise: 1234567800, rate: 0 });
    expect(response.body.result.formatted.total).toBe('₹1,23,45,678.00');
  });

  test.each(Object.entries(toolSpec(tool).examples))(
    'when the spec example "%s" is sent, then the answer is 200',
    async (_name, example) => {
      const response = await callTool(client, tool, example.value);
      expect(response.status).toBe(200);
      expect(response.body.tool).toBe(tool);
    },
  );

  test('when an exclusive amount plus GST would pass Number.MAX_SAFE_INTEGER, then 422 amount_too_large gives the largest accepted amount', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: MAX_SAFE, rate: 18 }), 422, 'amount_too_large');
    expect(problem.detail).toMatch(/largest exclusive amountPaise at 18% intra-state is \d+/);
  });

  test('when the same largest amount is inclusive, then GST is extracted and it succeeds', async () => {
    const response = await callTool(client, tool, { amountPaise: MAX_SAFE, rate: 18, mode: 'inclusive' });
    expect(response.body.result.totalPaise).toBe(MAX_SAFE);
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(toolSpec(tool).errors.map(({ code }) => code)).toEqual(['amount_too_large']);
  });

  test('when rate is missing, then 422 validation_failed points at /rate', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: 100000 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rate', message: 'is required' }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: 100000, rate: 18, extra: 'x' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when the rate is not a GST slab, then 422 validation_failed lists the slabs', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: 100000, rate: 15 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rate', message: 'must be one of 0, 3, 5, 12, 18, 28, 40' }]);
  });

  test('when amountPaise has a fraction, then 422 validation_failed says it must be an integer', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: 100.5, rate: 18 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/amountPaise', message: 'must be integer' }]);
  });
});
