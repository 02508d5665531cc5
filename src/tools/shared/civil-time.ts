/** Civil time shared by the engines: the ECMAScript time range, IST, proleptic Gregorian calendar maths, ISO 8601 / RFC 2822 text and relative time. */

/** One instant in the forms people read: ISO 8601 in UTC and in IST, and relative to `now`. */
export interface InstantText {
  utc: string;
  ist: string;
  relative: string;
}

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
// ECMAScript time values cover exactly ±100,000,000 days around 1970 (ECMA-262 §21.4.1.1).
export const MAX_TIME_MS = 8.64e15;
/** 9999-12-31T23:59:59Z in Unix seconds: the last instant of four-digit years, past which a "seconds" value is suspect. */
export const LAST_SECOND_OF_9999 = 253_402_300_799;
// India has kept UTC+05:30 without daylight saving since 1945; earlier local offsets are not modelled.
export const IST_OFFSET_MINUTES = 330;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** UTC and IST (fixed +05:30) ISO 8601 text with millisecond precision, and the distance from `nowMs` in words; `ms` is Unix time in milliseconds within ±8.64e15. */
export function describeInstant(ms: number, nowMs: number): InstantText {
  return { utc: formatIso(ms, 0), ist: formatIso(ms, IST_OFFSET_MINUTES), relative: relativeTime(ms, nowMs) };
}

export interface CivilFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1 };
}

export function weekdayOf(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

function splitLocal(ms: number, offsetMinutes: number) {
  const local = ms + offsetMinutes * MS_PER_MINUTE;
  const days = Math.floor(local / MS_PER_DAY);
  const inDay = local - days * MS_PER_DAY;
  return {
    days,
    ...civilFromDays(days),
    hour: Math.floor(inDay / 3_600_000),
    minute: Math.floor(inDay / MS_PER_MINUTE) % 60,
    second: Math.floor(inDay / MS_PER_SECOND) % 60,
    millis: inDay % MS_PER_SECOND,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatOffset(offsetMinutes: number, separator: '' | ':'): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`;
}

// ISO 8601 with the ECMAScript expanded-year form (±YYYYYY) outside 0000-9999, as Date#toISOString writes it.
export function formatIso(ms: number, offsetMinutes: number): string {
  const t = splitLocal(ms, offsetMinutes);
  const year = t.year >= 0 && t.year <= 9999 ? pad(t.year, 4) : `${t.year < 0 ? '-' : '+'}${pad(Math.abs(t.year), 6)}`;
  const zone = offsetMinutes === 0 ? 'Z' : formatOffset(offsetMinutes, ':');
  return `${year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millis, 3)}${zone}`;
}

// RFC 5322 §3.3 allows only years from 1900 with at least four digits, so other years get no RFC 2822 form.
export function formatRfc2822(ms: number): string | undefined {
  const t = splitLocal(ms, 0);
  if (t.year < 1900 || t.year > 9999) return undefined;
  return `${WEEKDAYS[weekdayOf(t.days)]}, ${pad(t.day)} ${MONTHS[t.month - 1]} ${t.year} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)} +0000`;
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 31_556_952_000],
  ['month', 2_629_746_000],
  ['day', MS_PER_DAY],
  ['hour', 3_600_000],
  ['minute', MS_PER_MINUTE],
  ['second', MS_PER_SECOND],
];
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

// Largest whole unit, truncated toward zero (89 minutes is "1 hour"); years and months are Gregorian averages (365.2425 days, 1/12 of that).
function relativeTime(ms: number, nowMs: number): string {
  const diff = ms - nowMs;
  for (const [unit, size] of RELATIVE_UNITS) {
    const count = Math.trunc(diff / size);
    if (count !== 0) return relativeFormat.format(count, unit);
  }
  return 'just now';
}
