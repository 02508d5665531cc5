import { CronExpressionParser } from 'cron-parser';
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { ToolInputError } from '../shared/errors';
import { formatIso, IST_OFFSET_MINUTES, MONTHS } from '../shared/civil-time';
import { clip } from '../../common/text';
import { warning, type Warning } from '../shared/warnings';
import { canonicalField, FIELDS, readCron, valuesOf, type FieldSpec } from './syntax';

export interface CronRequest {
  expression: string;
  fromMs: number;
  count: number;
}

export interface CronRun {
  epochMs: number;
  utc: string;
  ist: string;
}

type FieldValues = Array<number | string>;

export interface CronResult {
  expression: string;
  normalized: string;
  description: string;
  timezone: 'Asia/Kolkata';
  fields: {
    second: FieldValues;
    minute: FieldValues;
    hour: FieldValues;
    dayOfMonth: FieldValues;
    month: FieldValues;
    dayOfWeek: FieldValues;
  };
  nextRuns: CronRun[];
  warnings: Warning<'day_of_month_or_week' | 'rarely_fires'>[];
}

export const TIMEZONE = 'Asia/Kolkata';
const MS_PER_YEAR = 366 * 86_400_000;
// The longest each month can be (February in a leap year).
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Why a day-of-month that names only days some listed month never has can never fire, or undefined. */
function neverFires(fields: string[], canonical: string[]): string | undefined {
  const [, , , dayOfMonth = '*', month = '*'] = fields;
  // With day-of-week restricted too, the days are OR-ed, so the weekdays still fire.
  if (canonical[3] === '*' || canonical[5] !== '*' || /L/i.test(dayOfMonth)) return undefined;
  const days = valuesOf(dayOfMonth, FIELDS[3] as FieldSpec);
  const months = valuesOf(month, FIELDS[4] as FieldSpec);
  const first = days[0] ?? 1;
  const longest = Math.max(...months.map((m) => LONGEST_MONTH[m - 1] as number));
  if (first <= longest) return undefined;
  const named = months.map((m) => MONTHS[m - 1]).join(', ');
  return `The expression can never fire: day-of-month ${days.join(',')} does not occur in ${named} (at most ${longest} days).`;
}

/** cron-parser's reading of the canonical fields: the values each field stands for. */
function parse(expression: string, canonical: string[]): CronResult['fields'] {
  try {
    const parsed = CronExpressionParser.parse(canonical.join(' '), { tz: TIMEZONE, strict: false });
    const values = (name: 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek') =>
      [...parsed.fields[name].values] as FieldValues;
    const dayOfWeek = [...new Set(values('dayOfWeek').map((day) => (day === 7 ? 0 : day)))];
    return {
      second: values('second'),
      minute: values('minute'),
      hour: values('hour'),
      dayOfMonth: values('dayOfMonth'),
      month: values('month'),
      dayOfWeek,
    };
  } catch {
    // cron-parser's messages name its internals; the fields were already checked one by one, so this is a combination.
    throw new ToolInputError(
      'invalid_cron_expression',
      `The expression "${clip(expression, 80)}" has valid fields that cron-parser does not read together; write the day fields without mixing L or # with other values.`,
    );
  }
}

/**
 * The schedule in English by cronstrue, given the fields it reads right: day-of-week as its plain values (cronstrue
 * reads 0-7 as "Sunday through Sunday" and 1/2 as Monday to Saturday), and L beside other days of the month
 * described apart (it reads L,15 as "day the last day and 15").
 */
function describe(fields: string[], canonical: string[], hasSeconds: boolean): string {
  const described = [...fields];
  described[5] = canonical[5] as string;
  const dayOfMonth = (fields[3] as string).split(',');
  const lastDayBeside = dayOfMonth.length > 1 && dayOfMonth.some((part) => part.toUpperCase() === 'L');
  if (lastDayBeside) described[3] = dayOfMonth.filter((part) => part.toUpperCase() !== 'L').join(',');
  const text = cronstrue.toString((hasSeconds ? described : described.slice(1)).join(' '), {
    use24HourTimeFormat: true,
    throwExceptionOnParseError: true,
  });
  return lastDayBeside ? text.replace(/ of the month/, ' and on the last day of the month') : text;
}

function run(ms: number): CronRun {
  return { epochMs: ms, utc: formatIso(ms, 0), ist: formatIso(ms, IST_OFFSET_MINUTES) };
}

/**
 * Reads a cron expression (5 fields, 6 with seconds first, or a Vixie macro), describes it in English (cronstrue) and
 * lists the next `count` runs strictly after `fromMs` (Unix ms) in IST (Asia/Kolkata, UTC+05:30, no daylight saving),
 * Vixie semantics: a restricted day-of-month and day-of-week are OR-ed. Validated by cron-parser, runs from croner.
 */
export function buildCron(request: CronRequest): CronResult {
  const { fields, hasSeconds } = readCron(request.expression);
  // The libraries disagree on a/n steps, day-of-week 7 in lists and ranges, and names: they get the plain form.
  const canonical = fields.map((field, index) => canonicalField(field, FIELDS[index] as FieldSpec));
  const never = neverFires(fields, canonical);
  if (never) throw new ToolInputError('invalid_cron_expression', never);
  const parsed = parse(request.expression.trim(), canonical);
  const written = hasSeconds ? fields : fields.slice(1);
  const schedule = new Cron(canonical.join(' '), { timezone: TIMEZONE, paused: true, legacyMode: true });
  const runs = schedule.nextRuns(request.count, new Date(request.fromMs)).map((date) => run(date.getTime()));
  if (runs.length === 0)
    throw new ToolInputError('invalid_cron_expression', 'The expression can never fire: no date matches all of its fields.');

  const warnings: CronResult['warnings'] = [];
  // A day field restricts the days when it leaves out some day of its range (`*/1` and `0-7` restrict nothing).
  if (canonical[3] !== '*' && canonical[5] !== '*') {
    warnings.push(
      warning(
        'day_of_month_or_week',
        'Both day-of-month and day-of-week are restricted, so the job runs on days that match either one (cron ORs them), not only on days that match both.',
      ),
    );
  }
  const gaps = runs.map((r, i) => r.epochMs - (i === 0 ? request.fromMs : (runs[i - 1] as CronRun).epochMs));
  if (Math.max(...gaps) > MS_PER_YEAR) {
    warnings.push(warning('rarely_fires', 'Some runs are more than a year apart: check that the fields mean what you intend.'));
  }
  return {
    expression: request.expression.trim(),
    normalized: written.join(' '),
    description: describe(fields, canonical, hasSeconds),
    timezone: TIMEZONE,
    fields: parsed,
    nextRuns: runs,
    warnings,
  };
}
