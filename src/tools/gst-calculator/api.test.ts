import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

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
      taxableFormatted: '₹1,000.00',
      cgstFormatted: '₹90.00',
      sgstFormatted: '₹90.00',
      igstFormatted: '₹0.00',
      totalTaxFormatted: '₹180.00',
      totalFormatted: '₹1,180.00',
    });
    expect(response.body.result.note).toContain('UTGST');
  });

  test('when an exclusive amount plus GST would pass Number.MAX_SAFE_INTEGER, then 422 amount_too_large gives the largest accepted amount', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: MAX_SAFE, rate: 18 }), 422, 'amount_too_large');
    expect(problem.detail).toMatch(/largest exclusive amountPaise at 18% intra-state is \d+/);
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(toolSpec(tool).errors.map(({ code }) => code)).toEqual(['amount_too_large']);
  });

  test('when rate is missing, then 422 validation_failed points at /rate', async () => {
    const problem = expectProblem(await callTool(client, tool, { amountPaise: 100000 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rate', message: expect.stringMatching(/^is required/) }]);
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
    expect(problem.errors).toEqual([{ pointer: '/amountPaise', message: expect.stringMatching(/^must be integer \(got /) }]);
  });
});

describeToolCodes('gst_calculator', {
  amount_too_large: { body: { amountPaise: Number.MAX_SAFE_INTEGER, rate: 18 } },
});
