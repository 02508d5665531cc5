import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'amount-to-words';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when 123456.78 is sent without currency, then it is read as rupees and paise in English and Hindi', async () => {
    const response = await callTool(client, tool, { amount: 123456.78 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tool,
      result: {
        english: 'One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees and Seventy Eight Paise Only',
        hindi: 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और अठहत्तर पैसे',
        formatted: '₹1,23,456.78',
        decimal: '123456.78',
        amountPaise: 12345678,
        warnings: [],
      },
    });
  });

  test.each([
    { amount: 1, english: 'One Rupee Only', hindi: 'एक रुपया' },
    { amount: 0.01, english: 'Zero Rupees and One Paisa Only', hindi: 'शून्य रुपये और एक पैसा' },
    { amount: 0, english: 'Zero Rupees Only', hindi: 'शून्य रुपये' },
    { amount: 0.999, english: 'One Rupee Only', hindi: 'एक रुपया' },
    { amount: 1000000000000, english: 'One Lakh Crore Rupees Only', hindi: 'एक लाख करोड़ रुपये' },
  ])('when $amount rupees are read, then the words are "$english"', async ({ amount, english, hindi }) => {
    const response = await callTool(client, tool, { amount, currency: 'rupees' });
    expect(response.body.result).toMatchObject({ english, hindi });
  });

  test('when 0.1 + 0.2 is sent, then its shortest decimal form is read (thirty paise), not the binary float', async () => {
    const response = await callTool(client, tool, { amount: 0.1 + 0.2 });
    expect(response.body.result).toMatchObject({ english: 'Zero Rupees and Thirty Paise Only', amountPaise: 30 });
  });

  test('when currency is none, then decimals are read digit by digit with no currency words', async () => {
    const response = await callTool(client, tool, { amount: 12.05, currency: 'none' });
    expect(response.body.result).toEqual({
      english: 'Twelve Point Zero Five',
      hindi: 'बारह दशमलव शून्य पाँच',
      formatted: '12.05',
      decimal: '12.05',
      warnings: [],
    });
  });

  test('when the largest sendable amount is read, then amountPaise is omitted because it passes 2^53 − 1, and decimal is exact', async () => {
    const response = await callTool(client, tool, { amount: 999999999999999.9 });
    expect(response.body.result).toMatchObject({ decimal: '999999999999999.90', formatted: '₹99,99,99,99,99,99,999.90' });
    expect(response.body.result).not.toHaveProperty('paise');
  });

  // The schema's maximum (999999999999999.9, the largest double below 10^15) rejects every larger JSON number, so the
  // engine's own amount_too_large guard is never what a client sees.
  test('when the amount is 10^15, then 422 validation_failed points at /amount with the maximum', async () => {
    const problem = expectProblem(await callTool(client, tool, { amount: 1e15 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/amount', message: 'must be <= 999999999999999.9' }]);
  });

  test('when amount is missing, then 422 validation_failed points at /amount', async () => {
    const problem = expectProblem(await callTool(client, tool, { currency: 'rupees' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/amount', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { amount: 5, language: 'hi' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/language', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when the currency is not in the enum and the amount is a string, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(await callTool(client, tool, { amount: '5', currency: 'dollars' }), 422, 'validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/amount', message: expect.stringMatching(/^must be number \(got /) },
        { pointer: '/currency', message: 'must be one of "rupees", "none"' },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });

  test('when the amount is negative, then 422 validation_failed points at /amount', async () => {
    const problem = expectProblem(await callTool(client, tool, { amount: -1 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/amount', message: 'must be >= 0' }]);
  });
});

describeToolCodes('amount_to_words', {
  amount_too_large: { refusedBySchema: { amount: 1e15 } },
});
