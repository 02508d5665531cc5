import type { RequestBody, ToolResult } from '../../common/operations';

export type UuidRequest = RequestBody<'uuid_generator'>;

export type UuidFormat = UuidRequest['format'];

export type UuidResult = ToolResult<'uuid_generator'>;

export interface UuidSources {
  /** Unix time in milliseconds (UTC), used as the v7 timestamp. */
  nowMs: number;
  /** Cryptographically secure random bytes. */
  randomBytes: (n: number) => Uint8Array;
}

const MAX_UNIX_TS_MS = 2 ** 48 - 1;
const MAX_COUNTER = 0xfff;
const V4_RANDOM_BYTES = 16;
// Per v7 id: 2 bytes that seed the rand_a counter at a new millisecond, 8 bytes for var + rand_b.
const V7_RANDOM_BYTES = 10;

/** Generates `count` UUIDs (RFC 9562): v4 from 122 random bits (§5.4), v7 from a Unix-ms timestamp with a 12-bit rand_a counter (§5.7, §6.2 method 1), strictly increasing within one response. */
export function generateUuids(request: UuidRequest, sources: UuidSources): UuidResult {
  const { format } = request;
  const raw = request.version === 'v7' ? generateV7(request.count, sources) : generateV4(request.count, sources.randomBytes);
  return { version: request.version, format, count: raw.length, uuids: raw.map((bytes) => formatUuid(bytes, format)), warnings: [] };
}

function generateV4(count: number, randomBytes: UuidSources['randomBytes']): Uint8Array[] {
  const random = takeRandom(randomBytes, count * V4_RANDOM_BYTES);
  const uuids: Uint8Array[] = [];
  for (let i = 0; i < count; i += 1) {
    const bytes = random.slice(i * V4_RANDOM_BYTES, (i + 1) * V4_RANDOM_BYTES);
    setVersionAndVariant(bytes, 4);
    uuids.push(bytes);
  }
  return uuids;
}

function generateV7(count: number, { nowMs, randomBytes }: UuidSources): Uint8Array[] {
  if (!Number.isSafeInteger(nowMs) || nowMs < 0 || nowMs > MAX_UNIX_TS_MS) {
    throw new RangeError(`nowMs must be an integer Unix millisecond time within 48 bits, got ${nowMs}`);
  }
  const random = takeRandom(randomBytes, count * V7_RANDOM_BYTES);
  const uuids: Uint8Array[] = [];
  let timestamp = nowMs;
  let counter = -1;
  for (let i = 0; i < count; i += 1) {
    const chunk = random.subarray(i * V7_RANDOM_BYTES, (i + 1) * V7_RANDOM_BYTES);
    const seed = ((chunk[0]! << 8) | chunk[1]!) & MAX_COUNTER;
    if (counter < 0) {
      counter = seed;
    } else if (counter === MAX_COUNTER) {
      // §6.2 counter rollover: run the timestamp ahead of the clock and reseed, so ordering still holds.
      timestamp += 1;
      if (timestamp > MAX_UNIX_TS_MS) throw new RangeError('UUIDv7 timestamp overflowed 48 bits');
      counter = seed;
    } else {
      counter += 1;
    }
    const bytes = new Uint8Array(16);
    writeUint48(bytes, timestamp);
    bytes[6] = counter >> 8;
    bytes[7] = counter & 0xff;
    bytes.set(chunk.subarray(2), 8);
    setVersionAndVariant(bytes, 7);
    uuids.push(bytes);
  }
  return uuids;
}

function takeRandom(randomBytes: UuidSources['randomBytes'], length: number): Uint8Array {
  const random = randomBytes(length);
  if (random.length < length) throw new RangeError(`randomBytes(${length}) returned only ${random.length} bytes`);
  return random;
}

/** Version nibble in octet 6, variant 0b10 in octet 8 (RFC 9562 §4.1, §4.2). */
function setVersionAndVariant(bytes: Uint8Array, version: number): void {
  bytes[6] = (version << 4) | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
}

function writeUint48(bytes: Uint8Array, value: number): void {
  // Bitwise operators truncate to 32 bits, so split the 48-bit value arithmetically.
  const high = Math.floor(value / 2 ** 32);
  const low = value >>> 0;
  bytes[0] = (high >> 8) & 0xff;
  bytes[1] = high & 0xff;
  bytes[2] = (low >>> 24) & 0xff;
  bytes[3] = (low >>> 16) & 0xff;
  bytes[4] = (low >>> 8) & 0xff;
  bytes[5] = low & 0xff;
}

function formatUuid(bytes: Uint8Array, format: UuidFormat): string {
  const hex = Buffer.from(bytes).toString('hex');
  if (format === 'no-dashes') return hex;
  const dashed = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (format === 'uppercase') return dashed.toUpperCase();
  if (format === 'braced') return `{${dashed}}`;
  return dashed;
}
