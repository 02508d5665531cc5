import { specAjv, toolSpec } from '../../../tests/support/spec';
import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { generateUuids, type UuidFormat, type UuidResult } from '.';

const snippet = toolSpec('uuid-generator');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

function expectValidResult(result: UuidResult): void {
  expect(validateResult(result)).toBe(true);
  expect(validateResult.errors ?? null).toBeNull();
}

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

/** A random source that hands out `bytes` once and fails if asked for a different amount. */
function exactly(bytes: Uint8Array): (n: number) => Uint8Array {
  return (n) => {
    expect(n).toBe(bytes.length);
    return bytes;
  };
}

const secureRandom = (n: number) => new Uint8Array(cryptoRandomBytes(n));
const allOnes = (n: number) => new Uint8Array(n).fill(0xff);
const allZeros = (n: number) => new Uint8Array(n);

// RFC 9562 Appendix A.6: Tuesday, February 22, 2022 2:22:22.00 PM GMT-05:00
const RFC_V7_MS = 0x017f22e279b0;

function timestampOf(uuid: string): number {
  return Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
}

function counterOf(uuid: string): number {
  return Number.parseInt(uuid.replace(/-/g, '').slice(13, 16), 16);
}

describe('RFC 9562 Appendix A vectors', () => {
  test.each([
    {
      // A.3: random_a 0x919108f752d1, random_b 0x320, random_c 0b01 + 0x1bacf847db4148a8
      name: 'A.3 v4 from its own random bits',
      given: { version: 'v4' as const, random: '919108f752d143209bacf847db4148a8', nowMs: 0 },
      want: '919108f7-52d1-4320-9bac-f847db4148a8',
    },
    {
      name: 'A.3 v4 with version and variant bits scrambled in the source',
      given: { version: 'v4' as const, random: '919108f752d1f3205bacf847db4148a8', nowMs: 0 },
      want: '919108f7-52d1-4320-9bac-f847db4148a8',
    },
    {
      // A.6: unix_ts_ms 0x017F22E279B0, rand_a 0xCC3, rand_b 0b01 + 0x8C4DC0C0C07398F
      name: 'A.6 v7 from its timestamp and random bits',
      given: { version: 'v7' as const, random: '0cc318c4dc0c0c07398f', nowMs: RFC_V7_MS },
      want: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
    },
    {
      name: 'A.6 v7 with version and variant bits scrambled in the source',
      given: { version: 'v7' as const, random: 'fcc3d8c4dc0c0c07398f', nowMs: RFC_V7_MS },
      want: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
    },
  ])('$name', ({ given, want }) => {
    const result = generateUuids(
      { version: given.version, count: 1, format: 'standard' },
      { nowMs: given.nowMs, randomBytes: exactly(fromHex(given.random)) },
    );
    expect(result).toEqual({ version: given.version, format: 'standard', count: 1, uuids: [want], warnings: [] });
    expectValidResult(result);
  });

  test('A.6 timestamp is 1645557742000 ms', () => expect(RFC_V7_MS).toBe(Date.UTC(2022, 1, 22, 19, 22, 22)));
});

describe('formats', () => {
  test.each([
    { format: 'standard', want: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f' },
    { format: 'uppercase', want: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' },
    { format: 'braced', want: '{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}' },
    { format: 'no-dashes', want: '017f22e279b07cc398c4dc0c0c07398f' },
  ] satisfies { format: UuidFormat; want: string }[])('$format', ({ format, want }) => {
    const result = generateUuids(
      { version: 'v7', count: 1, format },
      { nowMs: RFC_V7_MS, randomBytes: exactly(fromHex('0cc318c4dc0c0c07398f')) },
    );
    expect(result.uuids).toEqual([want]);
    expectValidResult(result);
  });
});

describe('version and variant bits', () => {
  test.each([
    { name: 'v4, secure random', version: 'v4' as const, randomBytes: secureRandom, nibble: '4' },
    { name: 'v4, all-ones source', version: 'v4' as const, randomBytes: allOnes, nibble: '4' },
    { name: 'v4, all-zeros source', version: 'v4' as const, randomBytes: allZeros, nibble: '4' },
    { name: 'v7, secure random', version: 'v7' as const, randomBytes: secureRandom, nibble: '7' },
    { name: 'v7, all-ones source', version: 'v7' as const, randomBytes: allOnes, nibble: '7' },
    { name: 'v7, all-zeros source', version: 'v7' as const, randomBytes: allZeros, nibble: '7' },
  ])('$name: 1000 ids with version $nibble and variant 10', ({ version, randomBytes, nibble }) => {
    const result = generateUuids({ version, count: 1000, format: 'standard' }, { nowMs: RFC_V7_MS, randomBytes });
    expect(result.count).toBe(1000);
    expect(result.uuids).toHaveLength(1000);
    for (const uuid of result.uuids) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(uuid[14]).toBe(nibble);
      expect(['8', '9', 'a', 'b']).toContain(uuid[19]);
    }
    expectValidResult(result);
  });

  test('v4 takes 16 bytes per id in order and overwrites only the version and variant bits', () => {
    const random = Uint8Array.from({ length: 32 }, (_, i) => i * 8);
    const result = generateUuids({ version: 'v4', count: 2, format: 'no-dashes' }, { nowMs: 0, randomBytes: exactly(random) });
    // Hand-derived: octet 6 keeps its low nibble under 0x4_, octet 8 its low 6 bits under 0b10.
    expect(result.uuids).toEqual(['00081018202840388048505860687078', '80889098a0a840b880c8d0d8e0e8f0f8']);
  });

  test('v4 ids from a secure source are distinct', () => {
    const { uuids } = generateUuids({ version: 'v4', count: 1000, format: 'standard' }, { nowMs: 0, randomBytes: secureRandom });
    expect(new Set(uuids).size).toBe(1000);
  });
});

describe('v7 monotonicity (RFC 9562 §6.2 method 1)', () => {
  test.each([
    { name: 'secure random', randomBytes: secureRandom },
    { name: 'counter seeded at 0', randomBytes: allZeros },
    { name: 'counter seeded at 0xFFF, overflowing on every id', randomBytes: allOnes },
  ])('1000 ids in one millisecond are strictly increasing in every format ($name)', ({ randomBytes }) => {
    for (const format of ['standard', 'uppercase', 'braced', 'no-dashes'] as const) {
      const { uuids } = generateUuids({ version: 'v7', count: 1000, format }, { nowMs: RFC_V7_MS, randomBytes });
      for (let i = 1; i < uuids.length; i += 1) expect(uuids[i]! > uuids[i - 1]!).toBe(true);
    }
  });

  test('the counter in rand_a counts up from its random seed within one millisecond', () => {
    const { uuids } = generateUuids({ version: 'v7', count: 3, format: 'standard' }, { nowMs: RFC_V7_MS, randomBytes: allZeros });
    expect(uuids).toEqual([
      '017f22e2-79b0-7000-8000-000000000000',
      '017f22e2-79b0-7001-8000-000000000000',
      '017f22e2-79b0-7002-8000-000000000000',
    ]);
  });

  test('counter overflow moves the timestamp one millisecond ahead and reseeds the counter', () => {
    const random = new Uint8Array(30);
    random.set(fromHex('0ffe'), 0);
    random.set(fromHex('0123'), 20);
    const { uuids } = generateUuids({ version: 'v7', count: 3, format: 'standard' }, { nowMs: RFC_V7_MS, randomBytes: exactly(random) });
    expect(uuids.map((u) => [timestampOf(u) - RFC_V7_MS, counterOf(u)])).toEqual([
      [0, 0xffe],
      [0, 0xfff],
      [1, 0x123],
    ]);
  });

  test('the timestamp is the given clock, including the 48-bit edges', () => {
    for (const nowMs of [0, 1, 2 ** 32 - 1, 2 ** 32, 1_700_000_000_123, 2 ** 48 - 1]) {
      const { uuids } = generateUuids({ version: 'v7', count: 1, format: 'standard' }, { nowMs, randomBytes: allZeros });
      expect(timestampOf(uuids[0]!)).toBe(nowMs);
    }
  });

  test.each([
    { name: 'a negative clock', nowMs: -1 },
    { name: 'a fractional clock', nowMs: 1.5 },
    { name: 'a clock beyond 48 bits', nowMs: 2 ** 48 },
  ])('rejects $name as a programming error', ({ nowMs }) => {
    expect(() => generateUuids({ version: 'v7', count: 1, format: 'standard' }, { nowMs, randomBytes: allZeros })).toThrow(RangeError);
  });

  test('rejects a random source that returns too few bytes', () => {
    expect(() =>
      generateUuids({ version: 'v4', count: 2, format: 'standard' }, { nowMs: 0, randomBytes: () => new Uint8Array(16) }),
    ).toThrow(RangeError);
  });
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: unknown }>))('example %s is a valid request', (_name, example) => {
    expect(validateRequest(example.value)).toBe(true);
    expectValidResult(generateUuids(example.value as never, { nowMs: RFC_V7_MS, randomBytes: secureRandom }));
  });

  test.each([
    { name: 'count 0', given: { version: 'v4', count: 0, format: 'standard' } },
    { name: 'count 1001', given: { version: 'v4', count: 1001, format: 'standard' } },
    { name: 'version v1', given: { version: 'v1', count: 1, format: 'standard' } },
  ])('request schema rejects $name', ({ given }) => expect(validateRequest(given)).toBe(false));

  test('result schema rejects a UUID whose variant is wrong', () => {
    expect(validateResult({ version: 'v7', format: 'standard', count: 1, uuids: ['017f22e2-79b0-7cc3-08c4-dc0c0c07398f'] })).toBe(false);
  });

  test('this tool documents no 422 codes', () => expect(snippet.errors).toEqual([]));
});
