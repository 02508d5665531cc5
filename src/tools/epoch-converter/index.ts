import { ToolInputError } from '../shared/errors';
import {
  describeInstant,
  formatOffset,
  formatRfc2822,
  IST_OFFSET_MINUTES,
  LAST_SECOND_OF_9999,
  MAX_TIME_MS,
  MS_PER_SECOND,
} from '../shared/civil-time';
import { warning } from '../shared/warnings';
import { ACCEPTED_FORMATS, ISO_PATTERN, RFC2822_PATTERN, tryParseDate } from './parse-date';
import type { RequestBody, ToolResult } from '../../common/operations';

export type EpochConverterRequest = RequestBody<'epoch_converter'>;

export type EpochConverterResult = ToolResult<'epoch_converter'>;

/** Converts a Unix timestamp (seconds or milliseconds since 1970-01-01T00:00:00Z, leap seconds ignored per POSIX) to ISO 8601 / RFC 2822 text, or a date (ISO 8601, RFC 3339, RFC 2822; IST when no offset) to a Unix timestamp. */
export function convertEpoch(request: EpochConverterRequest, context: { now: Date }): EpochConverterResult {
  const unit = request.unit === 'ms' ? 'ms' : 's';
  const nowMs = context.now.getTime();
  return request.direction === 'to-epoch' ? dateToEpoch(request.value, unit, nowMs) : epochToDate(request.value, unit, nowMs);
}

function epochToDate(value: string, unit: EpochConverterRequest['unit'], nowMs: number): EpochConverterResult {
  const count = parseInteger(value, unit);
  const ms = count * BigInt(unit === 's' ? MS_PER_SECOND : 1);
  if (ms > BigInt(MAX_TIME_MS) || ms < BigInt(-MAX_TIME_MS)) {
    const limit = unit === 's' ? '8640000000000 s' : '8640000000000000 ms';
    throw new ToolInputError(
      'invalid_timestamp',
      `Timestamp ${count} ${unit} is outside the range of dates this service can represent (±${limit} around 1970, years -271821 to 275760).${unitHint(count, unit)}`,
    );
  }
  const hint = unitHint(count, unit);
  return { epoch: Number(count), unit, ...instantFields(Number(ms), nowMs), warnings: hint ? [warning('unit_suspect', hint.trim())] : [] };
}

function parseInteger(value: string, unit: EpochConverterRequest['unit']): bigint {
  const text = value.trim();
  const unitName = unit === 's' ? 'seconds' : 'milliseconds';
  if (/^[+-]?\d+$/.test(text)) return BigInt(text);
  const expected = `expected a whole number of ${unitName} since 1970-01-01T00:00:00Z, such as 1700000000${unit === 'ms' ? '000' : ''} or -1`;
  if (text === '') throw new ToolInputError('invalid_timestamp', `The value is empty; ${expected}.`);
  if (/^[+-]?0[xX][0-9a-fA-F]+$/.test(text))
    throw new ToolInputError('invalid_timestamp', `"${text}" is hexadecimal; ${expected}, written in decimal digits.`);
  if (/^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/.test(text))
    throw new ToolInputError('invalid_timestamp', `"${text}" uses exponent notation; ${expected}, written out in full.`);
  if (/^[+-]?(\d+\.\d*|\.\d+)$/.test(text)) {
    const finer = unit === 's' ? ' For sub-second precision send milliseconds with unit "ms".' : '';
    throw new ToolInputError('invalid_timestamp', `"${text}" has a fractional part; ${expected}.${finer}`);
  }
  if (ISO_PATTERN.test(text) || RFC2822_PATTERN.test(text))
    throw new ToolInputError('invalid_timestamp', `"${text}" is a date, not a timestamp; use direction "to-epoch" to convert a date.`);
  const chars = [...text];
  const index = chars.findIndex((char, i) => !/\d/.test(char) && !(i === 0 && /[+-]/.test(char)));
  throw new ToolInputError('invalid_timestamp', `Character "${chars[index]}" at position ${index + 1} is not a digit; ${expected}.`);
}

// Judged by range, not digit count: seconds up to the end of year 9999 are plausible dates (253402300799 is
// 9999-12-31T23:59:59Z); a larger "seconds" value, or a "milliseconds" value that only makes sense as seconds, is suspect.
const LAST_MS_OF_9999 = BigInt(LAST_SECOND_OF_9999) * 1000n + 999n;

function unitHint(count: bigint, unit: EpochConverterRequest['unit']): string {
  const size = count < 0n ? -count : count;
  if (unit === 's' && size > LAST_MS_OF_9999)
    return ' Read as seconds it is far beyond the year 9999; it looks like microseconds or nanoseconds: divide to milliseconds and use unit "ms".';
  if (unit === 's' && size > BigInt(LAST_SECOND_OF_9999))
    return ' Read as seconds it is after the year 9999; it looks like milliseconds: did you mean unit "ms"?';
  if (unit === 'ms' && size > LAST_MS_OF_9999 * 1000n)
    return ' Read as milliseconds it is far beyond the year 9999; it looks like nanoseconds: divide by 1000000.';
  if (unit === 'ms' && size > LAST_MS_OF_9999)
    return ' Read as milliseconds it is after the year 9999; it looks like microseconds: divide by 1000.';
  if (unit === 'ms' && size >= 100_000_000n && size <= 99_999_999_999n)
    return ' Read as milliseconds it falls within 1970; as seconds it would be 1973-2286, which looks likelier: did you mean unit "s"?';
  return '';
}

function dateToEpoch(value: string, unit: EpochConverterRequest['unit'], nowMs: number): EpochConverterResult {
  const text = value.trim();
  const parsed = tryParseDate(text);
  if (!parsed) {
    const hint = /^[+-]?\d+$/.test(text) ? ' It looks like a timestamp; use direction "to-human" to convert it.' : '';
    throw new ToolInputError('invalid_date', `"${text}" is not a date in a supported format.${hint} ${ACCEPTED_FORMATS}`);
  }
  const { ms, format, offsetMinutes, warnings } = parsed;
  const epoch = unit === 's' ? Math.floor(ms / MS_PER_SECOND) : ms;
  if (unit === 's' && ms % MS_PER_SECOND !== 0) {
    warnings.push(
      warning(
        'fraction_rounded_down',
        `The date has a fraction of a second; epoch in seconds is rounded down to ${epoch}, and epochMilliseconds keeps ${ms}.`,
      ),
    );
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
