import { CronExpressionParser } from 'cron-parser';
import { buildCron, type CronRequest } from '.';
import { ToolInputError } from '../shared/errors';
import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('cron-builder').result);
const run = (body: Partial<CronRequest>) => {
  const result = buildCron(withSpecDefaults('cron_builder', body));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
};
const ist = (body: Partial<CronRequest>) => run(body).nextRuns.map(({ ist }) => ist);

// 2026-01-15T12:00:00+05:30, a Thursday.
const THURSDAY_NOON_IST = Date.parse('2026-01-15T06:30:00Z');

function rejection(body: Partial<CronRequest>): ToolInputError {
  return toolError(() => buildCron(withSpecDefaults('cron_builder', body)));
}

// Next runs worked out from the calendar: 1 Jan 2026 is a Thursday, 2028, 2032 and 2036 are leap years.
describe('next runs, in IST, strictly after fromMs', () => {
  test.each([
    {
      name: 'weekdays at 09:00 from a Thursday noon: Friday, then Monday',
      given: { expression: '0 9 * * 1-5', count: 3 },
      want: ['2026-01-16T09:00:00.000+05:30', '2026-01-19T09:00:00.000+05:30', '2026-01-20T09:00:00.000+05:30'],
    },
    {
      name: 'every 15 minutes',
      given: { expression: '*/15 * * * *', count: 2 },
      want: ['2026-01-15T12:15:00.000+05:30', '2026-01-15T12:30:00.000+05:30'],
    },
    {
      name: '29 February: only leap years',
      given: { expression: '0 0 29 2 *', count: 3 },
      want: ['2028-02-29T00:00:00.000+05:30', '2032-02-29T00:00:00.000+05:30', '2036-02-29T00:00:00.000+05:30'],
    },
    {
      name: 'the 31st skips months without one',
      given: { expression: '0 0 31 * *', count: 3 },
      want: ['2026-01-31T00:00:00.000+05:30', '2026-03-31T00:00:00.000+05:30', '2026-05-31T00:00:00.000+05:30'],
    },
    {
      name: 'the last day of the month (L)',
      given: { expression: '0 0 L * *', count: 3 },
      want: ['2026-01-31T00:00:00.000+05:30', '2026-02-28T00:00:00.000+05:30', '2026-03-31T00:00:00.000+05:30'],
    },
    {
      name: 'the last Friday (5L)',
      given: { expression: '0 18 * * 5L', count: 2 },
      want: ['2026-01-30T18:00:00.000+05:30', '2026-02-27T18:00:00.000+05:30'],
    },
    {
      name: 'the second Friday (5#2)',
      given: { expression: '0 10 * * FRI#2', count: 2 },
      want: ['2026-02-13T10:00:00.000+05:30', '2026-03-13T10:00:00.000+05:30'],
    },
    {
      name: 'the 1st and 15th OR Mondays',
      given: { expression: '0 0 1,15 * 1', count: 4 },
      want: [
        '2026-01-19T00:00:00.000+05:30',
        '2026-01-26T00:00:00.000+05:30',
        '2026-02-01T00:00:00.000+05:30',
        '2026-02-02T00:00:00.000+05:30',
      ],
    },
    {
      name: 'six fields, seconds first',
      given: { expression: '30 0 9 * * *', count: 2 },
      want: ['2026-01-16T09:00:30.000+05:30', '2026-01-17T09:00:30.000+05:30'],
    },
    { name: '@daily is midnight IST', given: { expression: '@daily', count: 1 }, want: ['2026-01-16T00:00:00.000+05:30'] },
    { name: '@hourly', given: { expression: '@hourly', count: 1 }, want: ['2026-01-15T13:00:00.000+05:30'] },
    { name: 'Sunday as 7', given: { expression: '0 8 * * 7', count: 1 }, want: ['2026-01-18T08:00:00.000+05:30'] },
  ])('$name', ({ given, want }) => {
    expect(ist({ fromMs: THURSDAY_NOON_IST, ...given })).toEqual(want);
  });

  test('a run exactly at fromMs is not listed (strictly after)', () => {
    expect(ist({ expression: '0 12 * * *', fromMs: THURSDAY_NOON_IST, count: 1 })).toEqual(['2026-01-16T12:00:00.000+05:30']);
    expect(ist({ expression: '0 12 * * *', fromMs: THURSDAY_NOON_IST - 1, count: 1 })).toEqual(['2026-01-15T12:00:00.000+05:30']);
  });

  test('each run is given as epochMs, UTC and IST of the same instant', () => {
    const [first] = run({ expression: '0 9 * * *', fromMs: THURSDAY_NOON_IST, count: 1 }).nextRuns;
    expect(first).toEqual({
      epochMs: Date.parse('2026-01-16T03:30:00Z'),
      utc: '2026-01-16T03:30:00.000Z',
      ist: '2026-01-16T09:00:00.000+05:30',
    });
  });

  test('count runs exactly, 100 at most, even for a leap-day schedule', () => {
    const runs = run({ expression: '0 0 29 2 *', fromMs: THURSDAY_NOON_IST, count: 100 }).nextRuns;
    expect(runs).toHaveLength(100);
    expect(runs.at(-1)?.ist).toBe('2436-02-29T00:00:00.000+05:30');
  });

  test('the default count is 5', () => {
    expect(run({ expression: '* * * * *', fromMs: THURSDAY_NOON_IST }).nextRuns).toHaveLength(5);
  });
});

// The two libraries must agree: cron-parser is the reference for what an expression means, croner lists the runs fast.
describe('croner lists the same runs as cron-parser', () => {
  test.each([
    '0 9 * * 1-5',
    '*/15 * * * *',
    '0 0 31 * *',
    '0 0 1,15 * 1',
    '5 4 * * SUN',
    '0 22 * * 1-5',
    '23 0-20/2 * * *',
    '0 0,12 1 */2 *',
    '0 0 L * *',
    '0 0 * * 5#2',
    '0 0 * * 5L',
    '15 10 ? * 6',
    '0 0 1 1 *',
    '*/20 */5 * * * *',
    '0 30 9 1-7 * 1',
  ])('%s', (expression) => {
    const parsed = CronExpressionParser.parse(expression, { tz: 'Asia/Kolkata', currentDate: new Date(THURSDAY_NOON_IST) });
    const reference = Array.from({ length: 20 }, () => parsed.next().getTime());
    expect(run({ expression, fromMs: THURSDAY_NOON_IST, count: 20 }).nextRuns.map(({ epochMs }) => epochMs)).toEqual(reference);
  });
});

// cronstrue's own test vectors (github.com/bradymholt/cRonstrue test/cronstrue.ts), 24-hour clock.
describe('description (cronstrue)', () => {
  test.each([
    { given: '* * * * *', want: 'Every minute' },
    { given: '*/5 * * * *', want: 'Every 5 minutes' },
    { given: '0 23 ? * MON-FRI', want: 'At 23:00, Monday through Friday' },
    { given: '30 11 * * *', want: 'At 11:30' },
    { given: '0 0 L * *', want: 'At 00:00, on the last day of the month' },
    { given: '@weekly', want: 'At 00:00, only on Sunday' },
    // Where cronstrue alone misreads: Sunday as 0 and 7, the last day beside other days, a/n in day-of-week.
    { given: '0 0 * * 0,7', want: 'At 00:00, only on Sunday' },
    { given: '0 0 * * 0-7', want: 'At 00:00' },
    { given: '0 0 * * 5-7', want: 'At 00:00, only on Sunday, Friday, and Saturday' },
    { given: '0 0 * * 1/2', want: 'At 00:00, only on Sunday, Monday, Wednesday, and Friday' },
    { given: '0 0 L,15 * *', want: 'At 00:00, on day 15 and on the last day of the month' },
    { given: '5/15 * * * *', want: 'Every 15 minutes, starting at 5 minutes past the hour' },
  ])('$given -> $want', ({ given, want }) => {
    expect(run({ expression: given, fromMs: THURSDAY_NOON_IST, count: 1 }).description).toBe(want);
  });
});

describe('fields and normal form', () => {
  test('the values of each field, Sunday as 0, specials as text', () => {
    const result = run({ expression: '  0 9-17/4 L JAN,jul 5L ', fromMs: THURSDAY_NOON_IST, count: 1 });
    expect(result.expression).toBe('0 9-17/4 L JAN,jul 5L');
    expect(result.normalized).toBe('0 9-17/4 L JAN,jul 5L');
    expect(result.fields).toEqual({ second: [0], minute: [0], hour: [9, 13, 17], dayOfMonth: ['L'], month: [1, 7], dayOfWeek: ['5L'] });
  });

  test.each([
    { expression: '5/15 * * * *', field: 'minute', want: [5, 20, 35, 50] },
    { expression: '0 0/6 * * *', field: 'hour', want: [0, 6, 12, 18] },
    { expression: '0 0 1/5 * *', field: 'dayOfMonth', want: [1, 6, 11, 16, 21, 26, 31] },
    { expression: '0 0 * * 1/2', field: 'dayOfWeek', want: [0, 1, 3, 5] },
    { expression: '0 0 * * 0,7', field: 'dayOfWeek', want: [0] },
    { expression: '0 0 * * 5-7', field: 'dayOfWeek', want: [0, 5, 6] },
  ] as const)('a/n runs from a to the end of the field, and 7 is Sunday: $expression', ({ expression, field, want }) => {
    expect(run({ expression, fromMs: THURSDAY_NOON_IST, count: 1 }).fields[field]).toEqual(want);
  });

  test('a macro is expanded in normalized; seven days of * list Sunday once', () => {
    const result = run({ expression: '@monthly', fromMs: THURSDAY_NOON_IST, count: 1 });
    expect(result.normalized).toBe('0 0 1 * *');
    expect(result.fields.dayOfWeek).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

// crontab(5): "If both fields are restricted (i.e., don't start with *), the command will be run when either field
// matches the current time." Dates from the calendar: 15 January 2026 is a Thursday.
describe('the day rule of crontab(5): restricted means "does not start with *"', () => {
  const days = (expression: string, count = 4) =>
    run({ expression, fromMs: THURSDAY_NOON_IST, count }).nextRuns.map(({ ist }) => ist.slice(0, 10));
  test.each([
    { name: '*,L starts with *: Mondays only', expression: '0 0 *,L * 1', want: ['2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09'] },
    {
      name: '*/2 starts with *: odd-dated Mondays only',
      expression: '0 0 */2 * 1',
      want: ['2026-01-19', '2026-02-09', '2026-02-23', '2026-03-09'],
    },
    {
      name: '1-31 does not: OR-ed, so every day',
      expression: '0 0 1-31 * 1',
      want: ['2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19'],
    },
    {
      name: 'SUN-SAT does not: OR-ed, so every day',
      expression: '0 0 15 * SUN-SAT',
      want: ['2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19'],
    },
    { name: '? counts as *', expression: '0 0 ? * 1', want: ['2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09'] },
  ])('$name ($expression)', ({ expression, want }) => {
    expect(days(expression)).toEqual(want);
  });

  test.each([
    { expression: '0 0 */2 * 1', want: ['day_of_month_and_week'] },
    { expression: '0 0 1-31 * 1', want: ['day_of_month_or_week'] },
    { expression: '0 0 1,15 * 1', want: ['day_of_month_or_week'] },
    { expression: '0 0 *,L * 1', want: [] },
    { expression: '0 0 * * 1', want: [] },
  ])('$expression warns $want', ({ expression, want }) => {
    expect(run({ expression, fromMs: THURSDAY_NOON_IST }).warnings.map(({ code }) => code)).toEqual(want);
  });

  test('a full range without * says that every day runs', () => {
    expect(run({ expression: '0 0 1-31 * 1', fromMs: THURSDAY_NOON_IST }).warnings[0]?.message).toBe(
      'Neither day field starts with *, so cron ORs them, and day-of-month 1-31 covers every day: the job runs every day. Write * there to run only on the days the other field names.',
    );
  });
});

// What Vixie cron accepts (crontab(5) and its parser, entry.c): any step from 1, numbers with leading zeros, lists.
describe('what cron accepts', () => {
  test.each([
    { expression: '*/60 * * * *', field: 'minute', want: [0] },
    { expression: '0 */24 * * *', field: 'hour', want: [0] },
    { expression: '0 0 */31 * *', field: 'dayOfMonth', want: [1] },
    { expression: '007 * * * *', field: 'minute', want: [7] },
    { expression: '0 09-017/04 * * *', field: 'hour', want: [9, 13, 17] },
    { expression: '0 9 * * 1#1,1#3', field: 'dayOfWeek', want: ['1#1', '1#3'] },
    { expression: '0 9 * * 5L,MON#2,1#2', field: 'dayOfWeek', want: ['5L', '1#2'] },
    { expression: '0 9 * * 1-5,0L', field: 'dayOfWeek', want: [1, 2, 3, 4, 5, '0L'] },
  ] as const)('$expression', ({ expression, field, want }) => {
    expect(run({ expression, fromMs: THURSDAY_NOON_IST, count: 1 }).fields[field]).toEqual(want);
  });

  test('the first and third Monday', () => {
    expect(ist({ expression: '0 9 * * 1#1,1#3', fromMs: THURSDAY_NOON_IST, count: 3 })).toEqual([
      '2026-01-19T09:00:00.000+05:30',
      '2026-02-02T09:00:00.000+05:30',
      '2026-02-16T09:00:00.000+05:30',
    ]);
  });

  test('the rarest schedule still lists exactly count runs', () => {
    const runs = run({ expression: '0 0 * 2 0#5', fromMs: Date.parse('2100-01-01T00:00:00Z'), count: 100 }).nextRuns;
    expect(runs).toHaveLength(100);
    const days = runs.map(({ ist }) => ist.slice(0, 10));
    // Every one a Sunday (day 0 of the week) 29 February.
    expect(days.filter((day) => day.slice(5) !== '02-29' || new Date(day).getUTCDay() !== 0)).toEqual([]);
  });
});

describe('warnings', () => {
  test('both day fields restricted: day_of_month_or_week', () => {
    expect(run({ expression: '0 0 13 * 5', fromMs: THURSDAY_NOON_IST }).warnings.map(({ code }) => code)).toEqual(['day_of_month_or_week']);
  });

  test('runs more than a year apart: rarely_fires', () => {
    expect(run({ expression: '0 0 29 2 *', fromMs: THURSDAY_NOON_IST }).warnings.map(({ code }) => code)).toEqual(['rarely_fires']);
  });

  test('an everyday schedule has none', () => {
    expect(run({ expression: '0 9 * * *', fromMs: THURSDAY_NOON_IST }).warnings).toEqual([]);
  });
});

describe('invalid_cron_expression', () => {
  test.each([
    {
      given: '* * *',
      want: 'The expression has 3 fields; cron needs 5 (minute hour day-of-month month day-of-week) or 6 (with seconds first).',
    },
    {
      given: '',
      want: 'The expression has 0 fields; cron needs 5 (minute hour day-of-month month day-of-week) or 6 (with seconds first).',
    },
    {
      given: '0 0 * * * * 2030',
      want: 'The last field "2030" looks like a year (Quartz\'s seventh field), which cron does not have: remove it. This tool reads 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first.',
    },
    {
      given: '0 0 1 1 * 2027',
      want: 'The last field "2027" looks like a year (Quartz\'s seventh field), which cron does not have: remove it. This tool reads 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first.',
    },
    {
      given: '0 0 * * * * *',
      want: 'The expression has 7 fields; cron needs 5 (minute hour day-of-month month day-of-week) or 6 (with seconds first). A seventh (year) field is not supported.',
    },
    { given: '61 * * * *', want: 'The minute field "61" is not valid: 61 is outside 0-59.' },
    { given: '0 24 * * *', want: 'The hour field "24" is not valid: 24 is outside 0-23.' },
    { given: '0 0 0 * *', want: 'The day-of-month field "0" is not valid: 0 is outside 1-31.' },
    { given: '0 0 * 13 *', want: 'The month field "13" is not valid: 13 is outside 1-12.' },
    { given: '0 0 * * 8', want: 'The day-of-week field "8" is not valid: 8 is outside 0-7 (0 and 7 are Sunday).' },
    { given: '0 0 * JANX *', want: 'The month field "JANX" is not valid: "JANX" is not a number or a name (JAN-DEC).' },
    { given: 'H 9 * * *', want: 'The minute field "H" is not valid: "H" is not a number.' },
    { given: '*/0 * * * *', want: 'The minute field "*/0" is not valid: the step "/0" must be a whole number from 1.' },
    { given: '5-1 * * * *', want: 'The minute field "5-1" is not valid: the range 5-1 runs backwards; write it from the smaller value.' },
    { given: '1,,2 * * * *', want: 'The minute field "1,,2" is not valid: it has an empty list entry (two commas, or a comma at an end).' },
    { given: '0 ? * * *', want: 'The hour field "?" is not valid: "?" is allowed only in day-of-month and day-of-week.' },
    {
      given: '0 0 * * 5#6',
      want: 'The day-of-week field "5#6" is not valid: "#6" must be #1 to #5 (the first to fifth such weekday of the month).',
    },
    {
      given: '@reboot',
      want: '"@reboot" is not a cron macro; the macros are @yearly, @annually, @monthly, @weekly, @daily, @midnight, @hourly.',
    },
    { given: '0 0 30 2 *', want: 'The expression can never fire: day-of-month 30 does not occur in Feb (at most 29 days).' },
    {
      given: '0 0 31 4,6,9,11 *',
      want: 'The expression can never fire: day-of-month 31 does not occur in Apr, Jun, Sep, Nov (at most 30 days).',
    },
  ])('"$given"', ({ given, want }) => {
    const error = rejection({ expression: given, fromMs: THURSDAY_NOON_IST });
    expect(error.code).toBe('invalid_cron_expression');
    expect(error.message).toBe(want);
  });
});
