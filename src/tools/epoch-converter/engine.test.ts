import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec } from '../../../tests/support/spec';
import fc from 'fast-check';
import { convertEpoch, type EpochConverterRequest, type EpochConverterResult } from '.';
import { ToolInputError } from '../shared/errors';
import { requestEnums } from '../../common/operations';

const snippet = toolSpec('epoch-converter');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

const NOW = new Date('2024-06-01T00:00:00.000Z');
const IST_MS = 5.5 * 3_600_000;

function convert(request: EpochConverterRequest, now = NOW): EpochConverterResult {
  const result = convertEpoch(request, { now });
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

function thrown(run: () => unknown): ToolInputError {
  return toolError(() => run());
}

// Independent reference: the JS Date implementation, shifted by +05:30 for IST.
function reference(ms: number) {
  return {
    utc: new Date(ms).toISOString(),
    ist: new Date(ms + IST_MS).toISOString().replace('Z', '+05:30'),
    rfc2822: new Date(ms).toUTCString().replace('GMT', '+0000'),
  };
}

function utcYear(year: number, month = 0, day = 1): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

describe('to-human', () => {
  test.each([
    // POSIX.1-2017 §4.16 epoch; IST is UTC+05:30
    {
      name: 'the epoch',
      given: { value: '0', unit: 's' as const },
      want: { ms: 0, utc: '1970-01-01T00:00:00.000Z', ist: '1970-01-01T05:30:00.000+05:30' },
    },
    {
      name: 'one second before the epoch',
      given: { value: '-1', unit: 's' as const },
      want: { ms: -1000, utc: '1969-12-31T23:59:59.000Z', ist: '1970-01-01T05:29:59.000+05:30' },
    },
    // The 32-bit time_t limit (Y2038)
    {
      name: '2^31 - 1 seconds',
      given: { value: '2147483647', unit: 's' as const },
      want: { ms: 2147483647000, utc: '2038-01-19T03:14:07.000Z', ist: '2038-01-19T08:44:07.000+05:30' },
    },
    {
      name: '10^9 seconds',
      given: { value: '1000000000', unit: 's' as const },
      want: { ms: 1e12, utc: '2001-09-09T01:46:40.000Z', ist: '2001-09-09T07:16:40.000+05:30' },
    },
    {
      name: 'milliseconds',
      given: { value: '1700000000123', unit: 'ms' as const },
      want: { ms: 1700000000123, utc: '2023-11-14T22:13:20.123Z', ist: '2023-11-15T03:43:20.123+05:30' },
    },
    {
      name: 'negative milliseconds',
      given: { value: '-1', unit: 'ms' as const },
      want: { ms: -1, utc: '1969-12-31T23:59:59.999Z', ist: '1970-01-01T05:29:59.999+05:30' },
    },
    {
      name: 'surrounding whitespace and a plus sign',
      given: { value: ' \t+86400\n', unit: 's' as const },
      want: { ms: 86_400_000, utc: '1970-01-02T00:00:00.000Z', ist: '1970-01-02T05:30:00.000+05:30' },
    },
    // ECMA-262 §21.4.1.1: time values span ±8.64e15 ms
    {
      name: 'latest representable instant',
      given: { value: '8640000000000000', unit: 'ms' as const },
      want: { ms: 8.64e15, utc: '+275760-09-13T00:00:00.000Z', ist: '+275760-09-13T05:30:00.000+05:30' },
    },
    {
      name: 'earliest representable instant',
      given: { value: '-8640000000000', unit: 's' as const },
      want: { ms: -8.64e15, utc: '-271821-04-20T00:00:00.000Z', ist: '-271821-04-20T05:30:00.000+05:30' },
    },
  ])('$name', ({ given, want }) => {
    const result = convert({ ...given, direction: 'to-human' });
    expect(result).toMatchObject({
      unit: given.unit,
      epochMilliseconds: want.ms,
      epochSeconds: Math.floor(want.ms / 1000),
      utc: want.utc,
      ist: want.ist,
    });
    expect(result.epoch).toBe(Number(given.value));
    expect(result.utc).toBe(new Date(want.ms).toISOString());
    if (Math.abs(want.ms) < 8.6e15) expect(result.ist).toBe(reference(want.ms).ist);
  });

  test.each([
    { name: '1970', given: 0 },
    { name: 'Y2038', given: 2147483647000 },
    { name: 'before 1970', given: -1234567890123 },
    { name: 'year 9999', given: Date.UTC(9999, 11, 31, 23, 59, 59) },
  ])('RFC 2822 form agrees with Date#toUTCString: $name', ({ given }) => {
    expect(convert({ value: String(given), direction: 'to-human', unit: 'ms' }).rfc2822).toBe(reference(given).rfc2822);
  });

  test.each([
    { name: 'before 1900 (RFC 5322 §3.3)', given: String(Date.UTC(1899, 11, 31)) },
    { name: 'after 9999', given: String(utcYear(10000)) },
  ])('no RFC 2822 form $name', ({ given }) => {
    expect(convert({ value: given, direction: 'to-human', unit: 'ms' })).not.toHaveProperty('rfc2822');
  });

  test('seconds are floored for millisecond input, also before 1970', () => {
    expect(convert({ value: '-1', direction: 'to-human', unit: 'ms' }).epochSeconds).toBe(-1);
    expect(convert({ value: '1999', direction: 'to-human', unit: 'ms' }).epochSeconds).toBe(1);
  });

  test('agrees with Date for any instant in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const result = convertEpoch({ value: String(ms), direction: 'to-human', unit: 'ms' }, { now: NOW });
        expect(result.utc).toBe(new Date(ms).toISOString());
        expect(result.epochSeconds).toBe(Math.floor(ms / 1000));
        if (ms + IST_MS <= 8.64e15) expect(result.ist).toBe(reference(ms).ist);
      }),
    );
  });

  // Judged by range: seconds up to the end of 9999 (253402300799) are plausible; beyond, or a ms value within 1970, is suspect.
  test.each([
    {
      name: '13 digits in seconds',
      given: { value: '1700000000000', unit: 's' as const },
      want: /after the year 9999; it looks like milliseconds/,
    },
    {
      name: 'the first second after 9999 in seconds',
      given: { value: '253402300800', unit: 's' as const },
      want: /looks like milliseconds/,
    },
    { name: '10 digits in milliseconds', given: { value: '1700000000', unit: 'ms' as const }, want: /falls within 1970; as seconds/ },
    { name: '16 digits in milliseconds', given: { value: '1700000000000000', unit: 'ms' as const }, want: /looks like microseconds/ },
  ])('warns about a likely wrong unit: $name', ({ given, want }) => {
    const result = convert({ ...given, direction: 'to-human' });
    expect(result.warnings).toEqual([{ code: 'unit_suspect', message: expect.stringMatching(want) }]);
  });

  test('the last second of 9999 in seconds is a plausible date: no warning', () => {
    expect(convert({ value: '253402300799', direction: 'to-human', unit: 's' }).warnings).toEqual([]);
  });

  test('no warning for an ordinary timestamp', () => {
    expect(convert({ value: '1700000000', direction: 'to-human', unit: 's' }).warnings).toEqual([]);
  });

  test.each([
    { name: 'empty', given: { value: '  ', unit: 's' as const }, want: /^The value is empty; expected a whole number of seconds/ },
    { name: 'decimal', given: { value: '1.5', unit: 's' as const }, want: /^"1\.5" has a fractional part.*unit "ms"/ },
    {
      name: 'decimal in ms',
      given: { value: '1700000000000.5', unit: 'ms' as const },
      want: /^"1700000000000\.5" has a fractional part; expected a whole number of milliseconds/,
    },
    { name: 'exponent', given: { value: '1e9', unit: 's' as const }, want: /^"1e9" uses exponent notation/ },
    { name: 'hexadecimal', given: { value: '0x1F', unit: 's' as const }, want: /^"0x1F" is hexadecimal/ },
    { name: 'stray character', given: { value: '17000a0000', unit: 's' as const }, want: /^Character "a" at position 6 is not a digit/ },
    { name: 'digit grouping', given: { value: '1,700,000,000', unit: 's' as const }, want: /^Character "," at position 2 is not a digit/ },
    { name: 'a date', given: { value: '2024-01-01', unit: 's' as const }, want: /is a date, not a timestamp; use direction "to-epoch"/ },
    { name: 'an invalid date still reads as a date', given: { value: '2023-02-29', unit: 's' as const }, want: /use direction "to-epoch"/ },
    {
      name: 'above the range in seconds',
      given: { value: '8640000000001', unit: 's' as const },
      want: /^Timestamp 8640000000001 s is outside the range/,
    },
    {
      name: 'below the range in ms',
      given: { value: '-8640000000000001', unit: 'ms' as const },
      want: /^Timestamp -8640000000000001 ms is outside the range/,
    },
    {
      name: 'nanoseconds',
      given: { value: '1700000000000000000', unit: 'ms' as const },
      want: /far beyond the year 9999; it looks like nanoseconds/,
    },
    {
      name: 'microseconds in seconds',
      given: { value: '1700000000000000', unit: 's' as const },
      want: /far beyond the year 9999; it looks like microseconds or nanoseconds/,
    },
  ])('invalid_timestamp: $name', ({ given, want }) => {
    const error = thrown(() => convertEpoch({ ...given, direction: 'to-human' }, { now: NOW }));
    expect(error.code).toBe('invalid_timestamp');
    expect(error.message).toMatch(want);
  });
});

describe('to-epoch', () => {
  test.each([
    // RFC 3339 §5.8
    {
      name: 'RFC 3339 §5.8 UTC with fraction',
      given: '1985-04-12T23:20:50.52Z',
      want: { ms: Date.UTC(1985, 3, 12, 23, 20, 50, 520), offset: '+00:00' },
    },
    { name: 'RFC 3339 §5.8 with -08:00', given: '1996-12-19T16:39:57-08:00', want: { ms: 851042397000, offset: '-08:00' } },
    {
      name: 'RFC 3339 §5.8 Netherlands +00:20',
      given: '1937-01-01T12:00:27.87+00:20',
      want: { ms: Date.UTC(1937, 0, 1, 11, 40, 27, 870), offset: '+00:20' },
    },
    // RFC 2822 §A.1.1
    { name: 'RFC 2822 §A.1.1', given: 'Fri, 21 Nov 1997 09:55:06 -0600', want: { ms: 880127706000, offset: '-06:00' } },
    // RFC 2822 §A.1.2
    { name: 'RFC 2822 §A.1.2', given: 'Tue, 1 Jul 2003 10:52:37 +0200', want: { ms: Date.UTC(2003, 6, 1, 8, 52, 37), offset: '+02:00' } },
    // RFC 2822 §A.6.2: two-digit year and GMT
    {
      name: 'RFC 2822 §A.6.2 obsolete date',
      given: '21 Nov 97 09:55:06 GMT',
      want: { ms: Date.UTC(1997, 10, 21, 9, 55, 6), offset: '+00:00' },
    },
    // RFC 822 §5.1 zone EST = -0500
    { name: 'RFC 822 zone EST', given: 'Fri, 21 Nov 1997 10:55:06 EST', want: { ms: 880127706000, offset: '-05:00' } },
    {
      name: 'RFC 822 zone PDT, no seconds, lower case',
      given: 'fri, 21 nov 1997 08:55 pdt',
      want: { ms: Date.UTC(1997, 10, 21, 15, 55), offset: '-07:00' },
    },
    { name: 'zone UT and UTC', given: 'Fri, 21 Nov 1997 15:55:06 UTC', want: { ms: 880127706000, offset: '+00:00' } },
    { name: 'Y2038 in UTC', given: '2038-01-19T03:14:07Z', want: { ms: 2147483647000, offset: '+00:00' } },
    { name: 'the epoch with -00:00 (RFC 3339 §4.3)', given: '1970-01-01T00:00:00-00:00', want: { ms: 0, offset: '+00:00' } },
    { name: 'lower-case t and z (RFC 3339 §5.6)', given: '1970-01-01t00:00:01z', want: { ms: 1000, offset: '+00:00' } },
    { name: 'basic-format offset', given: '2024-05-01T10:00:00+0530', want: { ms: Date.UTC(2024, 4, 1, 4, 30), offset: '+05:30' } },
    { name: 'year 50 is not 1950', given: '0050-01-01T00:00:00Z', want: { ms: utcYear(50), offset: '+00:00' } },
    { name: 'expanded year', given: '+010000-01-01T00:00:00Z', want: { ms: utcYear(10000), offset: '+00:00' } },
    { name: 'latest representable instant', given: '+275760-09-13T00:00:00.000Z', want: { ms: 8.64e15, offset: '+00:00' } },
  ])('$name', ({ given, want }) => {
    for (const unit of requestEnums.epoch_converter.unit) {
      const result = convert({ value: given, direction: 'to-epoch', unit });
      expect(result).toMatchObject({
        epochMilliseconds: want.ms,
        epochSeconds: Math.floor(want.ms / 1000),
        offset: want.offset,
        utc: new Date(want.ms).toISOString(),
      });
      expect(result.epoch).toBe(unit === 's' ? Math.floor(want.ms / 1000) : want.ms);
      expect(result).not.toHaveProperty('assumedTimeZone');
    }
  });

  test('RFC 3339 §5.8 fraction: exact in ms, floored in seconds with a warning', () => {
    expect(convert({ value: '1985-04-12T23:20:50.52Z', direction: 'to-epoch', unit: 'ms' }).epoch).toBe(482196050520);
    const seconds = convert({ value: '1985-04-12T23:20:50.52Z', direction: 'to-epoch', unit: 's' });
    expect(seconds.epoch).toBe(482196050);
    expect(seconds.warnings).toEqual([
      {
        code: 'fraction_rounded_down',
        message:
          'The date has a fraction of a second; epoch in seconds is rounded down to 482196050, and epochMilliseconds keeps 482196050520.',
      },
    ]);
  });

  test.each([
    { name: 'leap day 2024-02-29 (midnight IST)', given: '2024-02-29', want: { ms: Date.UTC(2024, 1, 29) - IST_MS, format: 'iso-8601' } },
    { name: 'date and time with a space', given: '2024-02-29 10:00', want: { ms: Date.UTC(2024, 1, 29, 10) - IST_MS, format: 'iso-8601' } },
    {
      name: 'with T, seconds and milliseconds',
      given: '2024-02-29T23:59:59.999',
      want: { ms: Date.UTC(2024, 1, 29, 23, 59, 59, 999) - IST_MS, format: 'iso-8601' },
    },
    { name: 'midnight IST of 1970-01-01 is before the epoch', given: '1970-01-01', want: { ms: -IST_MS, format: 'iso-8601' } },
    { name: '2000 is a leap year', given: '2000-02-29', want: { ms: Date.UTC(2000, 1, 29) - IST_MS, format: 'iso-8601' } },
  ])('no offset means IST: $name', ({ given, want }) => {
    const result = convert({ value: given, direction: 'to-epoch', unit: 'ms' });
    expect(result).toMatchObject({ epoch: want.ms, assumedTimeZone: 'Asia/Kolkata', offset: '+05:30', format: want.format });
    expect(result.ist.startsWith(given.replace(' ', 'T'))).toBe(true);
  });

  test('sub-millisecond digits are dropped with a warning', () => {
    const result = convert({ value: '2024-01-01T00:00:00.123456Z', direction: 'to-epoch', unit: 'ms' });
    expect(result.epoch).toBe(Date.UTC(2024, 0, 1, 0, 0, 0, 123));
    expect(result.warnings).toEqual([
      {
        code: 'precision_truncated',
        message: 'Digits after the milliseconds (".123456") were dropped; this service has millisecond precision.',
      },
    ]);
  });

  test('to-human and to-epoch round-trip through the UTC and IST forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15 + IST_MS, max: 8.64e15 - IST_MS }), (ms) => {
        const human = convertEpoch({ value: String(ms), direction: 'to-human', unit: 'ms' }, { now: NOW });
        expect(convertEpoch({ value: human.utc, direction: 'to-epoch', unit: 'ms' }, { now: NOW }).epoch).toBe(ms);
        expect(convertEpoch({ value: human.ist, direction: 'to-epoch', unit: 'ms' }, { now: NOW }).epoch).toBe(ms);
        if (human.rfc2822)
          expect(convertEpoch({ value: human.rfc2822, direction: 'to-epoch', unit: 'ms' }, { now: NOW }).epoch).toBe(
            Math.floor(ms / 1000) * 1000,
          );
      }),
    );
  });

  test.each([
    {
      name: 'not a leap year',
      given: '2023-02-29',
      want: 'Day 29 is out of range for Feb 2023, which has 28 days (2023 is not a leap year).',
    },
    {
      name: '1900 is not a leap year',
      given: '1900-02-29T00:00:00Z',
      want: 'Day 29 is out of range for Feb 1900, which has 28 days (1900 is not a leap year).',
    },
    { name: 'April has 30 days', given: '2024-04-31', want: 'Day 31 is out of range for Apr 2024, which has 30 days.' },
    { name: 'day zero', given: '2024-01-00', want: 'Day 0 is out of range for Jan 2024, which has 31 days.' },
    { name: 'month 13', given: '2024-13-01', want: 'Month 13 is out of range; months are 01-12.' },
    {
      name: 'hour 24',
      given: '2024-01-01T24:00:00',
      want: 'Hour 24 is not accepted (RFC 3339 allows 00-23); write 00:00 of the next day.',
    },
    { name: 'hour 25', given: '2024-01-01 25:00', want: 'Hour 25 is out of range; hours are 00-23.' },
    { name: 'minute 60', given: '2024-01-01T10:60', want: 'Minute 60 is out of range; minutes are 00-59.' },
    { name: 'second 61', given: '2024-01-01T10:00:61Z', want: 'Second 61 is out of range; seconds are 00-59.' },
    // RFC 3339 §5.8 leap-second examples: valid RFC 3339, but Unix time has no leap seconds
    { name: 'RFC 3339 §5.8 leap second', given: '1990-12-31T23:59:60Z', want: /^Second 60 \(a leap second\) has no Unix time/ },
    { name: 'RFC 3339 §5.8 leap second with offset', given: '1990-12-31T15:59:60-08:00', want: /^Second 60 \(a leap second\)/ },
    {
      name: 'offset hour 24',
      given: '2024-01-01T10:00+24:00',
      want: 'Offset "+24:00" is out of range; hours must be 00-23 and minutes 00-59.',
    },
    {
      name: 'RFC 2822 offset minutes 60',
      given: 'Mon, 1 Jan 2024 10:00 +0160',
      want: 'Offset "+01:60" is out of range; hours must be 00-23 and minutes 00-59.',
    },
    {
      name: 'weekday disagrees with the date',
      given: 'Wed, 1 Jul 2003 10:52:37 +0200',
      want: '1 Jul 2003 falls on a Tue, but the date says "Wed" (RFC 5322 §3.3 requires them to agree).',
    },
    { name: 'unknown month name', given: '1 Jly 2003 10:52:37 +0200', want: /^"Jly" is not an RFC 2822 month name/ },
    { name: 'unknown zone', given: '1 Jul 2003 10:52:37 IST', want: /^"IST" is not a supported RFC 2822 zone/ },
    { name: 'year -000000', given: '-000000-01-01T00:00:00Z', want: /^Year "-000000" is not allowed/ },
    {
      name: 'after the representable range',
      given: '+275760-09-13T00:00:00.001Z',
      want: /^The date is outside the range this service can represent/,
    },
    {
      name: 'unparseable text',
      given: 'next Tuesday',
      want: /^"next Tuesday" is not a date in a supported format\. Accepted formats: "YYYY-MM-DD" \(midnight IST\)/,
    },
    { name: 'a timestamp', given: '1700000000', want: /It looks like a timestamp; use direction "to-human"/ },
    { name: 'RFC 2822 without a zone', given: 'Tue, 1 Jul 2003 10:52:37', want: /is not a date in a supported format/ },
    { name: 'slashes', given: '01/07/2003', want: /is not a date in a supported format/ },
    { name: 'empty', given: '', want: /^"" is not a date in a supported format/ },
  ])('invalid_date: $name', ({ given, want }) => {
    const error = thrown(() => convertEpoch({ value: given, direction: 'to-epoch', unit: 's' }, { now: NOW }));
    expect(error.code).toBe('invalid_date');
    expect(error.message).toMatch(want);
  });
});

describe('relative time', () => {
  const at = (offsetMs: number) => convert({ value: String(NOW.getTime() + offsetMs), direction: 'to-human', unit: 'ms' }).relative;
  test.each([
    { name: 'same instant', given: 0, want: 'just now' },
    { name: 'under a second ahead', given: 999, want: 'just now' },
    { name: 'one second ago', given: -1000, want: '1 second ago' },
    { name: 'two hours ahead', given: 2 * 3_600_000, want: 'in 2 hours' },
    { name: '89 minutes ahead truncates to an hour', given: 89 * 60_000, want: 'in 1 hour' },
    { name: 'three days ago', given: -3 * 86_400_000, want: '3 days ago' },
    { name: '30 days is still days', given: 30 * 86_400_000, want: 'in 30 days' },
    { name: '45 days ahead', given: 45 * 86_400_000, want: 'in 1 month' },
    { name: '400 days ago', given: -400 * 86_400_000, want: '1 year ago' },
  ])('$name', ({ given, want }) => expect(at(given)).toBe(want));
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: EpochConverterRequest }>))(
    'example %s is a valid request and converts',
    (_name, example) => {
      expect(validateRequest(example.value) ? [] : validateRequest.errors).toEqual([]);
      convert(example.value);
    },
  );

  test('request schema rejects unknown properties and enum values', () => {
    expect(validateRequest({ value: '0', direction: 'to-human', unit: 's', extra: 1 })).toBe(false);
    expect(validateRequest({ value: '0', direction: 'sideways', unit: 's' })).toBe(false);
    expect(validateRequest({ value: '0', direction: 'to-human', unit: 'us' })).toBe(false);
  });
});
