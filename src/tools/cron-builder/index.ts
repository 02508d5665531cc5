import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { ToolInputError } from '../shared/errors';
import { formatIso, IST_OFFSET_MINUTES, MONTHS } from '../shared/civil-time';
import { warning } from '../shared/warnings';
import { canonicalField, coversAll, FIELDS, readCron, specialsOf, valuesOf, type FieldSpec } from './syntax';
import type { RequestBody, ToolResult } from '../../common/operations';

export type CronRequest = RequestBody<'cron_builder'>;

interface CronRun {
  epochMs: number;
  utc: string;
  ist: string;
}

type FieldValues = Array<number | string>;

export type CronResult = ToolResult<'cron_builder'>;

const TIMEZONE = 'Asia/Kolkata';
const MS_PER_YEAR = 366 * 86_400_000;
// The longest each month can be (February in a leap year).
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const DAY_OF_MONTH = FIELDS[3] as FieldSpec;
const DAY_OF_WEEK = FIELDS[5] as FieldSpec;

/**
 * crontab(5): when both day fields are restricted, a day matching either runs; otherwise a day must match both. Vixie
 * cron calls a field unrestricted when its text starts with `*` (its DOM_STAR and DOW_STAR flags), so `*\/2` and `*,L`
 * leave the days AND-ed while `1-31` and `SUN-SAT` make them OR-ed. `?` (Quartz's "no value") counts as `*`.
 */
function daysOred(fields: string[]): boolean {
  const starred = (field: string) => field.startsWith('*') || field.startsWith('?');
  return !starred(fields[3] as string) && !starred(fields[5] as string);
}

/** Why a day-of-month that names only days some listed month never has can never fire, or undefined. */
function neverFires(fields: string[], canonical: string[]): string | undefined {
  const [, , , dayOfMonth = '*', month = '*'] = fields;
  // With the day fields OR-ed, the weekdays still fire.
  if (canonical[3] === '*' || daysOred(fields) || /L/i.test(dayOfMonth)) return undefined;
  const days = valuesOf(dayOfMonth, DAY_OF_MONTH);
  const months = valuesOf(month, FIELDS[4] as FieldSpec);
  const first = days[0] ?? 1;
  const longest = Math.max(...months.map((m) => LONGEST_MONTH[m - 1] as number));
  if (first <= longest) return undefined;
  const named = months.map((m) => MONTHS[m - 1]).join(', ');
  return `The expression can never fire: day-of-month ${days.join(',')} does not occur in ${named} (at most ${longest} days).`;
}

/** The values each field stands for: numbers ascending (Sunday as 0), then the specials `L`, `nL` and `n#k` as text. */
function fieldValues(fields: string[]): CronResult['fields'] {
  const of = (index: number): FieldValues => {
    const spec = FIELDS[index] as FieldSpec;
    return [...valuesOf(fields[index] as string, spec), ...specialsOf(fields[index] as string, spec)];
  };
  return { second: of(0), minute: of(1), hour: of(2), dayOfMonth: of(3), month: of(4), dayOfWeek: of(5) };
}

/** What the day rule means for this expression, in words, as warnings. */
function dayRuleWarnings(fields: string[]): CronResult['warnings'] {
  const [, , , dayOfMonth = '*', , dayOfWeek = '*'] = fields;
  if (daysOred(fields)) {
    const everyDay = coversAll(dayOfMonth, DAY_OF_MONTH)
      ? `day-of-month ${dayOfMonth}`
      : coversAll(dayOfWeek, DAY_OF_WEEK)
        ? `day-of-week ${dayOfWeek}`
        : '';
    const message = everyDay
      ? `Neither day field starts with *, so cron ORs them, and ${everyDay} covers every day: the job runs every day. Write * there to run only on the days the other field names.`
      : 'Both day-of-month and day-of-week are restricted, so the job runs on days that match either one (cron ORs them), not only on days that match both.';
    return [warning('day_of_month_or_week', message)];
  }
  if (!coversAll(dayOfMonth, DAY_OF_MONTH) && !coversAll(dayOfWeek, DAY_OF_WEEK)) {
    const starred = dayOfMonth.startsWith('*') ? `day-of-month ${dayOfMonth}` : `day-of-week ${dayOfWeek}`;
    return [
      warning(
        'day_of_month_and_week',
        `${starred} starts with *, so cron ANDs the day fields: the job runs only on days that match both, not on days that match either.`,
      ),
    ];
  }
  return [];
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
 * with crontab(5)'s day rule (see daysOred). Checked field by field here; runs from croner.
 */
export function buildCron(request: CronRequest): CronResult {
  const { fields, hasSeconds } = readCron(request.expression);
  // The libraries disagree on a/n steps, day-of-week 7 in lists and ranges, and names: they get the plain form.
  const canonical = fields.map((field, index) => canonicalField(field, FIELDS[index] as FieldSpec));
  const never = neverFires(fields, canonical);
  if (never) throw new ToolInputError('invalid_cron_expression', never);
  const written = hasSeconds ? fields : fields.slice(1);
  const ored = daysOred(fields);
  // OR-ed with a day field that covers every day, every day runs; croner is told so with two stars.
  const days =
    ored && (coversAll(fields[3] as string, DAY_OF_MONTH) || coversAll(fields[5] as string, DAY_OF_WEEK))
      ? ['*', '*']
      : [canonical[3], canonical[5]];
  const pattern = [canonical[0], canonical[1], canonical[2], days[0], canonical[4], days[1]];
  // The explicit year range lets croner search to 9999 (with `*` it stops at 3000): the rarest schedule that fires at
  // all (a fifth Sunday of February) fires about every 28 years, so `count` runs always fit.
  const schedule = new Cron([...pattern, '1-9999'].join(' '), { timezone: TIMEZONE, paused: true, domAndDow: !ored });
  const runs = schedule.nextRuns(request.count, new Date(request.fromMs)).map((date) => run(date.getTime()));
  if (runs.length === 0)
    throw new ToolInputError('invalid_cron_expression', 'The expression can never fire: no date matches all of its fields.');

  const warnings = dayRuleWarnings(fields);
  const gaps = runs.map((r, i) => r.epochMs - (i === 0 ? request.fromMs : (runs[i - 1] as CronRun).epochMs));
  if (Math.max(...gaps) > MS_PER_YEAR) {
    warnings.push(warning('rarely_fires', 'Some runs are more than a year apart: check that the fields mean what you intend.'));
  }
  return {
    expression: request.expression.trim(),
    normalized: written.join(' '),
    description: describe(fields, canonical, hasSeconds),
    timezone: TIMEZONE,
    fields: fieldValues(fields),
    nextRuns: runs,
    warnings,
  };
}
