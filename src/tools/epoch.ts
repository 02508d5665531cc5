import { ToolInputError } from './errors';

export interface EpochConverterRequest {
  value: string;
  direction: 'to-human' | 'to-epoch';
  unit: 's' | 'ms';
}

/** One instant in the forms people read: ISO 8601 in UTC and in IST, and relative to `now`. */
export interface InstantText {
  utc: string;
  ist: string;
  relative: string;
}

export interface EpochConverterResult extends InstantText {
  epoch: number;
  unit: 's' | 'ms';
  epochSeconds: number;
  epochMilliseconds: number;
  rfc2822?: string;
  format?: 'iso-8601' | 'rfc-2822';
  offset?: string;
  assumedTimeZone?: 'Asia/Kolkata';
  warnings: string[];
}

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
// ECMAScript time values cover exactly ±100,000,000 days around 1970 (ECMA-262 §21.4.1.1).
const MAX_TIME_MS = 8.64e15;
// India has kept UTC+05:30 without daylight saving since 1945; earlier local offsets are not modelled.
const IST_OFFSET_MINUTES = 330;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Converts a Unix timestamp (seconds or milliseconds since 1970-01-01T00:00:00Z, leap seconds ignored per POSIX) to ISO 8601 / RFC 2822 text, or a date (ISO 8601, RFC 3339, RFC 2822; IST when no offset) to a Unix timestamp. */
export function convertEpoch(request: EpochConverterRequest, context: { now: Date }): EpochConverterResult {
  const unit = request.unit === 'ms' ? 'ms' : 's';
  const nowMs = context.now.getTime();
  return request.direction === 'to-epoch' ? dateToEpoch(request.value, unit, nowMs) : epochToDate(request.value, unit, nowMs);
}

/** UTC and IST (fixed +05:30) ISO 8601 text with millisecond precision, and the distance from `nowMs` in words; `ms` is Unix time in milliseconds within ±8.64e15. */
export function describeInstant(ms: number, nowMs: number): InstantText {
  return { utc: formatIso(ms, 0), ist: formatIso(ms, IST_OFFSET_MINUTES), relative: relativeTime(ms, nowMs) };
}

function epochToDate(value: string, unit: 's' | 'ms', nowMs: number): EpochConverterResult {
  const count = parseInteger(value, unit);
  const ms = count * BigInt(unit === 's' ? MS_PER_SECOND : 1);
  if (ms > BigInt(MAX_TIME_MS) || ms < BigInt(-MAX_TIME_MS)) {
    const limit = unit === 's' ? '8640000000000 s' : '8640000000000000 ms';
    throw new ToolInputError(
      'invalid_timestamp',
      `Timestamp ${count} ${unit} is outside the range of dates this service can represent (±${limit} around 1970, years -271821 to 275760).${unitHint(count, unit)}`,
    );
  }
  const warning = unitHint(count, unit);
  return { epoch: Number(count), unit, ...instantFields(Number(ms), nowMs), warnings: warning ? [warning.trim()] : [] };
}

function parseInteger(value: string, unit: 's' | 'ms'): bigint {
  const text = value.trim();
  const unitName = unit === 's' ? 'seconds' : 'milliseconds';
  if (/^[+-]?\d+$/.test(text)) return BigInt(text);
  const expected = `expected a whole number of ${unitName} since 1970-01-01T00:00:00Z, such as 1700000000${unit === 'ms' ? '000' : ''} or -1`;
  if (text === '') throw new ToolInputError('invalid_timestamp', `The value is empty; ${expected}.`);
  if (/^[+-]?0[xX][0-9a-fA-F]+$/.test(text)) throw new ToolInputError('invalid_timestamp', `"${text}" is hexadecimal; ${expected}, written in decimal digits.`);
  if (/^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/.test(text)) throw new ToolInputError('invalid_timestamp', `"${text}" uses exponent notation; ${expected}, written out in full.`);
  if (/^[+-]?(\d+\.\d*|\.\d+)$/.test(text)) {
    const finer = unit === 's' ? ' For sub-second precision send milliseconds with unit "ms".' : '';
    throw new ToolInputError('invalid_timestamp', `"${text}" has a fractional part; ${expected}.${finer}`);
  }
  if (ISO_PATTERN.test(text) || RFC2822_PATTERN.test(text)) throw new ToolInputError('invalid_timestamp', `"${text}" is a date, not a timestamp; use direction "to-epoch" to convert a date.`);
  const chars = [...text];
  const index = chars.findIndex((char, i) => !/\d/.test(char) && !(i === 0 && /[+-]/.test(char)));
  throw new ToolInputError('invalid_timestamp', `Character "${chars[index]}" at position ${index + 1} is not a digit; ${expected}.`);
}

function unitHint(count: bigint, unit: 's' | 'ms'): string {
  const digits = (count < 0n ? -count : count).toString().length;
  if (unit === 's' && digits >= 15) return ` It has ${digits} digits, which looks like microseconds or nanoseconds; divide to milliseconds and use unit "ms".`;
  if (unit === 's' && digits >= 12) return ` It has ${digits} digits, which looks like milliseconds; did you mean unit "ms"?`;
  if (unit === 'ms' && digits >= 18) return ` It has ${digits} digits, which looks like nanoseconds; divide by 1000000.`;
  if (unit === 'ms' && digits >= 15) return ` It has ${digits} digits, which looks like microseconds; divide by 1000.`;
  if (unit === 'ms' && digits >= 9 && digits <= 11) return ` It has ${digits} digits, which looks like seconds; did you mean unit "s"?`;
  return '';
}

interface ParsedDate {
  ms: number;
  format: 'iso-8601' | 'rfc-2822';
  offsetMinutes: number | null;
  warnings: string[];
}

const ACCEPTED_FORMATS =
  'Accepted formats: "YYYY-MM-DD" (midnight IST), "YYYY-MM-DD HH:mm[:ss[.sss]]" or "YYYY-MM-DDTHH:mm[:ss[.sss]]" (IST unless followed by "Z" or an offset like "+05:30" or "-0800"), and RFC 2822 like "Tue, 1 Jul 2003 10:52:37 +0200" (zones: ±hhmm, UT, UTC, GMT, EST, EDT, CST, CDT, MST, MDT, PST, PDT).';

function dateToEpoch(value: string, unit: 's' | 'ms', nowMs: number): EpochConverterResult {
  const text = value.trim();
  const parsed = tryParseDate(text);
  if (!parsed) {
    const hint = /^[+-]?\d+$/.test(text) ? ' It looks like a timestamp; use direction "to-human" to convert it.' : '';
    throw new ToolInputError('invalid_date', `"${text}" is not a date in a supported format.${hint} ${ACCEPTED_FORMATS}`);
  }
  const { ms, format, offsetMinutes, warnings } = parsed;
  const epoch = unit === 's' ? Math.floor(ms / MS_PER_SECOND) : ms;
  if (unit === 's' && ms % MS_PER_SECOND !== 0) {
    warnings.push(`The date has a fraction of a second; epoch in seconds is rounded down to ${epoch}, and epochMilliseconds keeps ${ms}.`);
  }
  return {
    epoch: epoch + 0,
    unit,
    ...instantFields(ms, nowMs),
    format,
    offset: formatOffset(offsetMinutes ?? IST_OFFSET_MINUTES, ':'),
    ...(offsetMinutes === null ? { assumedTimeZone: 'Asia/Kolkata' as const } : {}),
    warnings,
  };
}

function instantFields(ms: number, nowMs: number) {
  const rfc2822 = formatRfc2822(ms);
  return {
    epochSeconds: Math.floor(ms / MS_PER_SECOND) + 0,
    epochMilliseconds: ms + 0,
    ...describeInstant(ms, nowMs),
    ...(rfc2822 ? { rfc2822 } : {}),
  };
}

const ISO_PATTERN =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;
const RFC2822_PATTERN =
  /^(?:([a-z]{3})\s*,\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{2,4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i;
// RFC 5322 §4.3 obsolete zones; "UTC" is not in the RFC but is common and unambiguous.
const NAMED_ZONES: Record<string, number> = { UT: 0, UTC: 0, GMT: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420 };

function tryParseDate(text: string): ParsedDate | null {
  const iso = ISO_PATTERN.exec(text);
  if (iso) return parseIso(iso);
  const rfc = RFC2822_PATTERN.exec(text);
  if (rfc) return parseRfc2822(rfc);
  return null;
}

function parseIso(match: RegExpExecArray): ParsedDate {
  const [, yearText = '', month = '', day = '', hour = '0', minute = '0', second = '0', fraction = '', zulu, sign, offH, offM] = match;
  if (yearText === '-000000') throw new ToolInputError('invalid_date', 'Year "-000000" is not allowed; write year zero as "0000" or "+000000".');
  const warnings: string[] = [];
  if (fraction.length > 3) warnings.push(`Digits after the milliseconds (".${fraction}") were dropped; this service has millisecond precision.`);
  let offsetMinutes: number | null = zulu ? 0 : null;
  if (sign) offsetMinutes = zoneOffset(sign, offH ?? '', offM ?? '');
  const fields = { year: Number(yearText), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return { ms: toUnixMs(fields, millis, offsetMinutes), format: 'iso-8601', offsetMinutes, warnings };
}

function parseRfc2822(match: RegExpExecArray): ParsedDate {
  const [, weekday, day = '', monthName = '', yearText = '', hour = '', minute = '', second = '0', zone = ''] = match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthName.toLowerCase()) + 1;
  if (month === 0) throw new ToolInputError('invalid_date', `"${monthName}" is not an RFC 2822 month name; use Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec.`);
  let offsetMinutes = NAMED_ZONES[zone.toUpperCase()];
  if (/^[+-]\d{4}$/.test(zone)) offsetMinutes = zoneOffset(zone.slice(0, 1), zone.slice(1, 3), zone.slice(3));
  if (offsetMinutes === undefined) {
    throw new ToolInputError('invalid_date', `"${zone}" is not a supported RFC 2822 zone; use ±hhmm (such as +0530), UT, UTC, GMT, EST, EDT, CST, CDT, MST, MDT, PST or PDT.`);
  }
  // RFC 5322 §4.3: two-digit years 00-49 are 20xx, 50-99 are 19xx; three-digit years add 1900.
  let year = Number(yearText);
  if (yearText.length === 2) year += year < 50 ? 2000 : 1900;
  if (yearText.length === 3) year += 1900;
  const fields = { year, month, day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  const ms = toUnixMs(fields, 0, offsetMinutes);
  if (weekday !== undefined) {
    const implied = WEEKDAYS[weekdayOf(daysFromCivil(year, month, fields.day))] ?? '';
    if (implied.toLowerCase() !== weekday.toLowerCase()) {
      throw new ToolInputError('invalid_date', `${fields.day} ${MONTHS[month - 1]} ${year} falls on a ${implied}, but the date says "${weekday}" (RFC 5322 §3.3 requires them to agree).`);
    }
  }
  return { ms, format: 'rfc-2822', offsetMinutes, warnings: [] };
}

function zoneOffset(sign: string, hours: string, minutes: string): number {
  if (Number(hours) > 23 || Number(minutes) > 59) {
    throw new ToolInputError('invalid_date', `Offset "${sign}${hours}:${minutes}" is out of range; hours must be 00-23 and minutes 00-59.`);
  }
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

interface CivilFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function toUnixMs(f: CivilFields, millis: number, offsetMinutes: number | null): number {
  if (f.month < 1 || f.month > 12) throw new ToolInputError('invalid_date', `Month ${f.month} is out of range; months are 01-12.`);
  const monthDays = daysInMonth(f.year, f.month);
  if (f.day < 1 || f.day > monthDays) {
    const leap = f.month === 2 && monthDays === 28 ? ` (${f.year} is not a leap year)` : '';
    throw new ToolInputError('invalid_date', `Day ${f.day} is out of range for ${MONTHS[f.month - 1]} ${f.year}, which has ${monthDays} days${leap}.`);
  }
  if (f.hour === 24) throw new ToolInputError('invalid_date', 'Hour 24 is not accepted (RFC 3339 allows 00-23); write 00:00 of the next day.');
  if (f.hour > 23) throw new ToolInputError('invalid_date', `Hour ${f.hour} is out of range; hours are 00-23.`);
  if (f.minute > 59) throw new ToolInputError('invalid_date', `Minute ${f.minute} is out of range; minutes are 00-59.`);
  if (f.second === 60) {
    throw new ToolInputError('invalid_date', 'Second 60 (a leap second) has no Unix time: POSIX time skips leap seconds. Use :59 or 00 of the next minute.');
  }
  if (f.second > 59) throw new ToolInputError('invalid_date', `Second ${f.second} is out of range; seconds are 00-59.`);
  const local = daysFromCivil(f.year, f.month, f.day) * MS_PER_DAY + ((f.hour * 60 + f.minute) * 60 + f.second) * MS_PER_SECOND + millis;
  const ms = local - (offsetMinutes ?? IST_OFFSET_MINUTES) * MS_PER_MINUTE;
  if (Math.abs(ms) > MAX_TIME_MS) {
    throw new ToolInputError('invalid_date', 'The date is outside the range this service can represent (-271821-04-20T00:00:00Z to +275760-09-13T00:00:00Z).');
  }
  return ms + 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
function daysFromCivil(year: number, month: number, day: number): number {
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
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * mp + 2) / 5) + 1 };
}

function weekdayOf(days: number): number {
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

function formatOffset(offsetMinutes: number, separator: '' | ':'): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${separator}${pad(abs % 60)}`;
}

// ISO 8601 with the ECMAScript expanded-year form (±YYYYYY) outside 0000-9999, as Date#toISOString writes it.
function formatIso(ms: number, offsetMinutes: number): string {
  const t = splitLocal(ms, offsetMinutes);
  const year = t.year >= 0 && t.year <= 9999 ? pad(t.year, 4) : `${t.year < 0 ? '-' : '+'}${pad(Math.abs(t.year), 6)}`;
  const zone = offsetMinutes === 0 ? 'Z' : formatOffset(offsetMinutes, ':');
  return `${year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millis, 3)}${zone}`;
}

// RFC 5322 §3.3 allows only years from 1900 with at least four digits, so other years get no RFC 2822 form.
function formatRfc2822(ms: number): string | undefined {
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
