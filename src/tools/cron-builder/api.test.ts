import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'cron-builder';
const client = useTestClient();
const fromMs = Date.parse('2026-01-15T06:30:00Z');

describe(`POST /api/v1/${tool}`, () => {
  test('when a weekday schedule is sent without count, then 5 runs in IST come back through the worker pool', async () => {
    const response = await callTool(client, tool, { expression: '0 9 * * 1-5', fromMs });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ timezone: 'Asia/Kolkata', description: 'At 09:00, Monday through Friday' });
    expect(response.body.result.nextRuns).toHaveLength(5);
  });

  test('when the expression has a bad field, then 422 invalid_cron_expression names it', async () => {
    const problem = expectProblem(await callTool(client, tool, { expression: '0 25 * * *', fromMs }), 422, 'invalid_cron_expression');
    expect(problem.detail).toBe('The hour field "25" is not valid: 25 is outside 0-23.');
  });

  test('when the schedule can never fire, then 422 invalid_cron_expression says why', async () => {
    const problem = expectProblem(await callTool(client, tool, { expression: '0 0 30 2 *', fromMs }), 422, 'invalid_cron_expression');
    expect(problem.detail).toContain('can never fire');
  });

  test.each([
    { body: { expression: '* * * * *', fromMs, count: 101 }, pointer: '/count', message: 'must be <= 100' },
    { body: { expression: '* * * * *', fromMs, count: 0 }, pointer: '/count', message: 'must be >= 1' },
    { body: { expression: '* * * * *', fromMs: -1 }, pointer: '/fromMs', message: 'must be >= 0' },
    { body: { expression: '* * * * *', fromMs: 4102444800001 }, pointer: '/fromMs', message: 'must be <= 4102444800000' },
    { body: { expression: '* * * * *', fromMs: 1.5 }, pointer: '/fromMs', message: 'must be integer (got a number with a fraction)' },
    { body: { expression: '*'.repeat(257), fromMs }, pointer: '/expression', message: 'must NOT have more than 256 characters' },
    { body: { fromMs }, pointer: '/expression', message: expect.stringMatching(/^is required/) },
  ])('when $pointer is wrong ($message), then 422 validation_failed points at it', async ({ body, pointer, message }) => {
    const problem = expectProblem(await callTool(client, tool, body), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer, message }]);
  });

  test('when fromMs is missing, then the 422 says what it holds and where it is described', async () => {
    const problem = expectProblem(await callTool(client, tool, { expression: '* * * * *' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/fromMs', message: 'is required (an integer)' }]);
    expect(problem.recovery).toContain('/docs#operation/cron_builder');
  });
});

describeToolCodes('cron_builder', {
  invalid_cron_expression: { body: { expression: '0 25 * * *', fromMs } },
});
