import { ToolInputError } from '../shared/errors';
import { clip } from '../../common/text';

/** The cron fields in order, with their ranges and names: Vixie cron, plus a leading seconds field when there are six. */
export interface FieldSpec {
  name: 'second' | 'minute' | 'hour' | 'day-of-month' | 'month' | 'day-of-week';
  min: number;
  max: number;
  names?: readonly string[];
}

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export const FIELDS: readonly FieldSpec[] = [
  { name: 'second', min: 0, max: 59 },
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day-of-week', min: 0, max: 7, names: DAY_NAMES },
];

/** The macros of Vixie cron (crontab(5)), as the five fields they stand for. */
const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** An expression read into six fields (seconds first, "0" when the caller gave five). */
export interface CronFields {
  fields: string[];
  hasSeconds: boolean;
}

function invalid(field: FieldSpec, text: string, why: string): never {
  throw new ToolInputError('invalid_cron_expression', `The ${field.name} field "${clip(text, 40)}" is not valid: ${why}`);
}

/** A number or (month, day-of-week) a name, within the field's range; returns the number. */
function readValue(field: FieldSpec, whole: string, token: string): number {
  const named = field.names?.indexOf(token.toUpperCase()) ?? -1;
  if (named >= 0) return field.name === 'month' ? named + 1 : named;
  // Leading zeros are fine (`007` is 7), as in Vixie cron.
  if (!/^\d+$/.test(token)) {
    const names = field.names ? ` or a name (${field.names[0]}-${field.names.at(-1)})` : '';
    invalid(field, whole, `"${clip(token, 20)}" is not a number${names}.`);
  }
  const value = Number(token);
  if (value < field.min || value > field.max) {
    const sunday = field.name === 'day-of-week' ? ' (0 and 7 are Sunday)' : '';
    invalid(field, whole, `${value} is outside ${field.min}-${field.max}${sunday}.`);
  }
  return value;
}

/** A step is any whole number from 1; one wider than the field (`*\/60` in minutes) leaves only the range's start, as in Vixie cron. */
function readStep(field: FieldSpec, whole: string, step: string): void {
  if (!/^\d+$/.test(step) || Number(step) === 0) invalid(field, whole, `the step "/${clip(step, 20)}" must be a whole number from 1.`);
}

/** One comma-separated part of a field: `*`, `?`, a value, a range `a-b`, each with an optional `/step`; `L`, `nL`, `n#k`. */
function readPart(field: FieldSpec, whole: string, part: string): void {
  if (part === '') invalid(field, whole, 'it has an empty list entry (two commas, or a comma at an end).');
  if (field.name === 'day-of-month' && part.toUpperCase() === 'L') return;
  if (field.name === 'day-of-week') {
    const last = /^(\w+)L$/i.exec(part);
    if (last) return void readValue(field, whole, last[1] as string);
    const nth = /^(\w+)#(\d+)$/.exec(part);
    if (nth) {
      readValue(field, whole, nth[1] as string);
      const k = Number(nth[2]);
      if (k < 1 || k > 5) invalid(field, whole, `"#${k}" must be #1 to #5 (the first to fifth such weekday of the month).`);
      return;
    }
  }
  const [range = '', step, extra] = part.split('/');
  if (extra !== undefined) invalid(field, whole, `"${clip(part, 20)}" has more than one "/".`);
  if (step !== undefined) readStep(field, whole, step);
  if (range === '*') return;
  if (range === '?') {
    if (field.name === 'day-of-month' || field.name === 'day-of-week') return;
    invalid(field, whole, '"?" is allowed only in day-of-month and day-of-week.');
  }
  const bounds = range.split('-');
  if (bounds.length > 2) invalid(field, whole, `"${clip(range, 20)}" is not a range a-b.`);
  const from = readValue(field, whole, bounds[0] as string);
  if (bounds.length === 2) {
    const to = readValue(field, whole, bounds[1] as string);
    if (to < from) invalid(field, whole, `the range ${bounds[0]}-${bounds[1]} runs backwards; write it from the smaller value.`);
  }
}

/**
 * Reads a cron expression: a Vixie macro, or five fields (minute hour day-of-month month day-of-week), or six with
 * seconds first; each field checked here so that an error names the field and says what is wrong in words.
 */
export function readCron(expression: string): CronFields {
  const text = expression.trim();
  if (text.startsWith('@')) {
    const macro = MACROS[text.toLowerCase()];
    if (!macro) {
      throw new ToolInputError(
        'invalid_cron_expression',
        `"${clip(text, 40)}" is not a cron macro; the macros are ${Object.keys(MACROS).join(', ')}.`,
      );
    }
    return { fields: ['0', ...macro.split(' ')], hasSeconds: false };
  }
  const given = text === '' ? [] : text.split(/\s+/);
  const last = given.at(-1) ?? '';
  if (given.length >= 6 && /(^|[^\d])\d{4}([^\d]|$)/.test(last)) {
    throw new ToolInputError(
      'invalid_cron_expression',
      `The last field "${clip(last, 40)}" looks like a year (Quartz's seventh field), which cron does not have: remove it. This tool reads 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first.`,
    );
  }
  if (given.length !== 5 && given.length !== 6) {
    const year = given.length === 7 ? ' A seventh (year) field is not supported.' : '';
    throw new ToolInputError(
      'invalid_cron_expression',
      `The expression has ${given.length} field${given.length === 1 ? '' : 's'}; cron needs 5 (minute hour day-of-month month day-of-week) or 6 (with seconds first).${year}`,
    );
  }
  const fields = given.length === 5 ? ['0', ...given] : given;
  fields.forEach((field, index) => {
    const spec = FIELDS[index] as FieldSpec;
    for (const part of field.split(',')) readPart(spec, field, part);
  });
  return { fields, hasSeconds: given.length === 6 };
}

/** Whether a part of a day field is one of the specials `L` (day-of-month), `nL` or `n#k` (day-of-week). */
function isSpecial(part: string, spec: FieldSpec): boolean {
  if (spec.name === 'day-of-month') return part.toUpperCase() === 'L';
  return spec.name === 'day-of-week' && /^\w+(L|#\d+)$/i.test(part);
}

/** The numbers a checked field stands for (`*`, values, ranges and steps, `a/n` as `a` to the field's end; names as numbers); `L`, `nL` and `n#k` add none. */
export function valuesOf(field: string, spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    if (isSpecial(part, spec)) continue;
    const [range = '', step = '1'] = part.split('/');
    const [from, to] =
      range === '*' || range === '?'
        ? [spec.min, spec.max]
        : ((bounds) => [bounds[0] as number, bounds[1] ?? (part.includes('/') ? spec.max : (bounds[0] as number))])(
            range.split('-').map((token) => readValue(spec, field, token)),
          );
    for (let value = from; value <= to; value += Number(step)) values.add(spec.name === 'day-of-week' && value === 7 ? 0 : value);
  }
  return [...values].sort((a, b) => a - b);
}

/** Values as a list with runs of three or more written as ranges: 0,1,2,3,5 -> 0-3,5. */
function compress(values: number[]): string[] {
  const parts: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && (values[j + 1] as number) === (values[j] as number) + 1) j += 1;
    if (j - i >= 2) parts.push(`${values[i]}-${values[j]}`);
    else for (let k = i; k <= j; k += 1) parts.push(String(values[k]));
    i = j + 1;
  }
  return parts;
}

/** The specials `L`, `nL` and `n#k` of a checked field, upper-case, with names and leading zeros as numbers and Sunday as 0. */
export function specialsOf(field: string, spec: FieldSpec): string[] {
  return field
    .split(',')
    .filter((part) => isSpecial(part, spec))
    .map((part) => part.toUpperCase().replace(/^\w+?(?=L$|#)/, (day) => String(readValue(spec, field, day) % 7)))
    .map((part) => part.replace(/#0*(\d)$/, '#$1'))
    .filter((part, index, all) => all.indexOf(part) === index);
}

/** Whether a checked field's values cover its whole range (`*`, `*\/1`, `0-7`, `1-31`, `SUN-SAT`), specials aside. */
export function coversAll(field: string, spec: FieldSpec): boolean {
  const whole = spec.name === 'day-of-week' ? 7 : spec.max - spec.min + 1;
  return valuesOf(field, spec).length === whole;
}

/**
 * A checked field in the plainest form every cron library reads alike: names as numbers, steps and `a/n` as the
 * values they stand for, day-of-week 7 as 0, and a field that covers its whole range as `*`; `L`, `nL` and `n#k` kept.
 */
export function canonicalField(field: string, spec: FieldSpec): string {
  const specials = specialsOf(field, spec);
  if (specials.length === 0 && coversAll(field, spec)) return '*';
  return [...compress(valuesOf(field, spec)), ...specials].join(',');
}
