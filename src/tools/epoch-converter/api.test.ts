import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'epoch-converter';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when 1700000000 seconds are converted to human, then UTC, IST and RFC 5322 forms name 2023-11-14 22:13:20 UTC', async () => {
    const response = await callTool(client, tool, { value: '1700000000', direction: 'to-human', unit: 's' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      epoch: 1700000000,
      unit: 's',
      epochSeconds: 1700000000,
      epochMilliseconds: 1700000000000,
      utc: '2023-11-14T22:13:20.000Z',
      ist: '2023-11-15T03:43:20.000+05:30',
      rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      warnings: [],
    });
  });

  // RFC 3339 §5.8 examples; the instants are given by the RFC's own explanations.
  test.each([
    { value: '1985-04-12T23:20:50.52Z', unit: 'ms', epoch: 482196050520, utc: '1985-04-12T23:20:50.520Z' },
    { value: '1996-12-19T16:39:57-08:00', unit: 's', epoch: 851042397, utc: '1996-12-20T00:39:57.000Z' },
    { value: '1937-01-01T12:00:27.87+00:20', unit: 'ms', epoch: -1041337172130, utc: '1937-01-01T11:40:27.870Z' },
  ])('when the RFC 3339 date $value is converted to $unit, then epoch is $epoch', async ({ value, unit, epoch, utc }) => {
    const response = await callTool(client, tool, { value, direction: 'to-epoch', unit });
    expect(response.body.result).toMatchObject({ epoch, utc, format: 'iso-8601' });
  });

  test('when 13 digits are sent as seconds, then they convert as asked with a warning about milliseconds', async () => {
    const response = await callTool(client, tool, { value: '1700000000000', direction: 'to-human', unit: 's' });
    expect(response.body.result.warnings).toEqual([{ code: 'unit_suspect', message: expect.stringContaining('milliseconds') }]);
  });

  test('when a timestamp has a fraction, then 422 invalid_timestamp says so and suggests milliseconds', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: '1700000000.5', direction: 'to-human', unit: 's' }),
      422,
      'invalid_timestamp',
    );
    expect(problem.detail).toContain('"1700000000.5" has a fractional part');
  });

  test('when a timestamp has a letter, then 422 invalid_timestamp names the character and its position', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: '17000x0000', direction: 'to-human', unit: 's' }),
      422,
      'invalid_timestamp',
    );
    expect(problem.detail).toContain('Character "x" at position 6');
  });

  test('when the date is the RFC 3339 leap second 1990-12-31T23:59:60Z, then 422 invalid_date explains Unix time has none', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: '1990-12-31T23:59:60Z', direction: 'to-epoch', unit: 's' }),
      422,
      'invalid_date',
    );
    expect(problem.detail).toContain('Second 60');
  });

  test('when the date is 29 February of a common year, then 422 invalid_date says the month has 28 days', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: '2023-02-29', direction: 'to-epoch', unit: 's' }),
      422,
      'invalid_date',
    );
    expect(problem.detail).toContain('28 days');
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(
      toolSpec(tool)
        .errors.map(({ code }) => code)
        .sort(),
    ).toEqual(['invalid_date', 'invalid_timestamp']);
  });

  test('when unit is missing, then 422 validation_failed points at /unit', async () => {
    const problem = expectProblem(await callTool(client, tool, { value: '0', direction: 'to-human' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/unit', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: '0', direction: 'to-human', unit: 's', tz: 'UTC' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/tz', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when the value is a number and the direction is not in the enum, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { value: 1700000000, direction: 'to-date', unit: 's' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/value', message: expect.stringMatching(/^must be string \(got /) },
        { pointer: '/direction', message: 'must be one of "to-human", "to-epoch"' },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });
});

describeToolCodes('epoch_converter', {
  invalid_timestamp: { body: { value: '17000x0000', direction: 'to-human', unit: 's' } },
  invalid_date: { body: { value: '2023-02-29', direction: 'to-epoch', unit: 's' } },
});
