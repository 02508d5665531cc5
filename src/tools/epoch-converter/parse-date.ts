import { ToolInputError } from '../shared/errors';
import { warning } from '../shared/warnings';
import type { ToolResult } from '../../common/operations';
import {
  daysFromCivil,
  daysInMonth,
  MAX_TIME_MS,
  MONTHS,
  MS_PER_DAY,
  MS_PER_MINUTE,
  MS_PER_SECOND,
  WEEKDAYS,
  weekdayOf,
  IST_OFFSET_MINUTES,
  type CivilFields,
} from '../shared/civil-time';

type TruncatedWarning = ToolResult<'epoch_converter'>['warnings'][number] & { code: 'precision_truncated' };

/** Dates people write: ISO 8601 / RFC 3339 (IST when no offset is given) and RFC 2822. */

export interface ParsedDate {
  ms: number;
  format: NonNullable<ToolResult<'epoch_converter'>['format']>;
  offsetMinutes: number | null;
  warnings: TruncatedWarning[];
}

export const ACCEPTED_FORMATS =
  'Accepted formats: "YYYY-MM-DD" (midnight IST), "YYYY-MM-DD HH:mm[:ss[.sss]]" or "YYYY-MM-DDTHH:mm[:ss[.sss]]" (IST unless followed by "Z" or an offset like "+05:30" or "-0800"), and RFC 2822 like "Tue, 1 Jul 2003 10:52:37 +0200" (zones: ±hhmm, UT, UTC, GMT, EST, EDT, CST, CDT, MST, MDT, PST, PDT).';

export const ISO_PATTERN =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;
export const RFC2822_PATTERN =
  /^(?:([a-z]{3})\s*,\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{2,4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i;
// RFC 5322 §4.3 obsolete zones; "UTC" is not in the RFC but is common and unambiguous.
const NAMED_ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

export function tryParseDate(text: string): ParsedDate | null {
  const iso = ISO_PATTERN.exec(text);
  if (iso) return parseIso(iso);
  const rfc = RFC2822_PATTERN.exec(text);
  if (rfc) return parseRfc2822(rfc);
  return null;
}

function parseIso(match: RegExpExecArray): ParsedDate {
  const [, yearText = '', month = '', day = '', hour = '0', minute = '0', second = '0', fraction = '', zulu, sign, offH, offM] = match;
  if (yearText === '-000000')
    throw new ToolInputError('invalid_date', 'Year "-000000" is not allowed; write year zero as "0000" or "+000000".');
  const warnings: TruncatedWarning[] = [];
  if (fraction.length > 3)
    warnings.push(
      warning(
        'precision_truncated',
        `Digits after the milliseconds (".${fraction}") were dropped; this service has millisecond precision.`,
      ),
    );
  let offsetMinutes: number | null = zulu ? 0 : null;
  if (sign) offsetMinutes = zoneOffset(sign, offH ?? '', offM ?? '');
  const fields = {
    year: Number(yearText),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  return { ms: toUnixMs(fields, millis, offsetMinutes), format: 'iso-8601', offsetMinutes, warnings };
}

function parseRfc2822(match: RegExpExecArray): ParsedDate {
  const [, weekday, day = '', monthName = '', yearText = '', hour = '', minute = '', second = '0', zone = ''] = match;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === monthName.toLowerCase()) + 1;
  if (month === 0)
    throw new ToolInputError(
      'invalid_date',
      `"${monthName}" is not an RFC 2822 month name; use Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov or Dec.`,
    );
  let offsetMinutes = NAMED_ZONES[zone.toUpperCase()];
  if (/^[+-]\d{4}$/.test(zone)) offsetMinutes = zoneOffset(zone.slice(0, 1), zone.slice(1, 3), zone.slice(3));
  if (offsetMinutes === undefined) {
    throw new ToolInputError(
      'invalid_date',
      `"${zone}" is not a supported RFC 2822 zone; use ±hhmm (such as +0530), UT, UTC, GMT, EST, EDT, CST, CDT, MST, MDT, PST or PDT.`,
    );
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
      throw new ToolInputError(
        'invalid_date',
        `${fields.day} ${MONTHS[month - 1]} ${year} falls on a ${implied}, but the date says "${weekday}" (RFC 5322 §3.3 requires them to agree).`,
      );
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

function toUnixMs(f: CivilFields, millis: number, offsetMinutes: number | null): number {
  if (f.month < 1 || f.month > 12) throw new ToolInputError('invalid_date', `Month ${f.month} is out of range; months are 01-12.`);
  const monthDays = daysInMonth(f.year, f.month);
  if (f.day < 1 || f.day > monthDays) {
    const leap = f.month === 2 && monthDays === 28 ? ` (${f.year} is not a leap year)` : '';
    throw new ToolInputError(
      'invalid_date',
      `Day ${f.day} is out of range for ${MONTHS[f.month - 1]} ${f.year}, which has ${monthDays} days${leap}.`,
    );
  }
  if (f.hour === 24)
    throw new ToolInputError('invalid_date', 'Hour 24 is not accepted (RFC 3339 allows 00-23); write 00:00 of the next day.');
  if (f.hour > 23) throw new ToolInputError('invalid_date', `Hour ${f.hour} is out of range; hours are 00-23.`);
  if (f.minute > 59) throw new ToolInputError('invalid_date', `Minute ${f.minute} is out of range; minutes are 00-59.`);
  if (f.second === 60) {
    throw new ToolInputError(
      'invalid_date',
      'Second 60 (a leap second) has no Unix time: POSIX time skips leap seconds. Use :59 or 00 of the next minute.',
    );
  }
  if (f.second > 59) throw new ToolInputError('invalid_date', `Second ${f.second} is out of range; seconds are 00-59.`);
  const local = daysFromCivil(f.year, f.month, f.day) * MS_PER_DAY + ((f.hour * 60 + f.minute) * 60 + f.second) * MS_PER_SECOND + millis;
  const ms = local - (offsetMinutes ?? IST_OFFSET_MINUTES) * MS_PER_MINUTE;
  if (Math.abs(ms) > MAX_TIME_MS) {
    throw new ToolInputError(
      'invalid_date',
      'The date is outside the range this service can represent (-271821-04-20T00:00:00Z to +275760-09-13T00:00:00Z).',
    );
  }
  return ms + 0;
}
