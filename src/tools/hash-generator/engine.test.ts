import { specAjv, toolSpec } from '../../../tests/support/spec';
import { createHash } from 'node:crypto';
import { ToolInputError } from '../shared/errors';
import { hashText, type HashAlgorithm, type HashResult } from '.';

const snippet = toolSpec('hash-generator');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

function expectValidResult(result: HashResult): void {
  expect(validateResult(result)).toBe(true);
  expect(validateResult.errors ?? null).toBeNull();
}

const NIST_448_BIT = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';

const vectors: { name: string; given: string; algorithm: HashAlgorithm; want: string }[] = [
  // RFC 1321 §A.5 test suite
  { name: 'MD5 ""', given: '', algorithm: 'md5', want: 'd41d8cd98f00b204e9800998ecf8427e' },
  { name: 'MD5 "a"', given: 'a', algorithm: 'md5', want: '0cc175b9c0f1b6a831c399e269772661' },
  { name: 'MD5 "abc"', given: 'abc', algorithm: 'md5', want: '900150983cd24fb0d6963f7d28e17f72' },
  { name: 'MD5 "message digest"', given: 'message digest', algorithm: 'md5', want: 'f96b697d7cb7938d525a2f31aaf161d0' },
  { name: 'MD5 a-z', given: 'abcdefghijklmnopqrstuvwxyz', algorithm: 'md5', want: 'c3fcd3d76192e4007dfb496cca67e13b' },
  {
    name: 'MD5 A-Za-z0-9',
    given: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
    algorithm: 'md5',
    want: 'd174ab98d277d9f5a5611c2c9f419d9f',
  },
  { name: 'MD5 8 x "1234567890"', given: '1234567890'.repeat(8), algorithm: 'md5', want: '57edf4a22be3c955ac49da2e2107b67a' },
  // FIPS 180-4 / NIST CSRC examples ("abc" and the 448-bit two-block message)
  { name: 'SHA-1 "abc"', given: 'abc', algorithm: 'sha1', want: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
  { name: 'SHA-1 448-bit', given: NIST_448_BIT, algorithm: 'sha1', want: '84983e441c3bd26ebaae4aa1f95129e5e54670f1' },
  { name: 'SHA-256 "abc"', given: 'abc', algorithm: 'sha256', want: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
  {
    name: 'SHA-256 448-bit',
    given: NIST_448_BIT,
    algorithm: 'sha256',
    want: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  },
  {
    name: 'SHA-384 "abc"',
    given: 'abc',
    algorithm: 'sha384',
    want: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  },
  {
    name: 'SHA-384 448-bit',
    given: NIST_448_BIT,
    algorithm: 'sha384',
    want: '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
  },
  {
    name: 'SHA-512 "abc"',
    given: 'abc',
    algorithm: 'sha512',
    want: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  },
  {
    name: 'SHA-512 448-bit',
    given: NIST_448_BIT,
    algorithm: 'sha512',
    want: '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
  },
  // NIST CAVP SHAVS byte-oriented ShortMsg vectors, Len = 0 (empty message)
  { name: 'SHA-1 ""', given: '', algorithm: 'sha1', want: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' },
  { name: 'SHA-256 ""', given: '', algorithm: 'sha256', want: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
  {
    name: 'SHA-384 ""',
    given: '',
    algorithm: 'sha384',
    want: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
  },
  {
    name: 'SHA-512 ""',
    given: '',
    algorithm: 'sha512',
    want: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  },
];

describe('published vectors', () => {
  test.each(vectors)('$name', ({ given, algorithm, want }) => {
    const result = hashText({ text: given, algorithms: [algorithm] });
    expect(result.hashes).toEqual({ [algorithm]: want });
    expect(result.bytes).toBe(Buffer.byteLength(given));
    expectValidResult(result);
  });
});

describe('request handling', () => {
  test.each([
    { name: 'rupee sign is hashed as its 3 UTF-8 bytes e2 82 b9', given: '₹', bytes: [0xe2, 0x82, 0xb9] },
    { name: 'emoji is hashed as its 4 UTF-8 bytes f0 9f 98 80', given: '😀', bytes: [0xf0, 0x9f, 0x98, 0x80] },
    { name: 'Devanagari is not normalised', given: 'नमस्ते', bytes: [...Buffer.from('नमस्ते', 'utf8')] },
  ])('$name', ({ given, bytes }) => {
    const result = hashText({ text: given, algorithms: ['sha256', 'md5'] });
    expect(result.bytes).toBe(bytes.length);
    expect(result.hashes).toEqual({
      sha256: createHash('sha256').update(Uint8Array.from(bytes)).digest('hex'),
      md5: createHash('md5').update(Uint8Array.from(bytes)).digest('hex'),
    });
    expectValidResult(result);
  });

  test('duplicates collapse, first-mention order is kept, and md5/sha1 carry warnings', () => {
    const result = hashText({ text: 'abc', algorithms: ['sha256', 'md5', 'sha256', 'sha1', 'md5'] });
    expect(Object.keys(result.hashes)).toEqual(['sha256', 'md5', 'sha1']);
    expect(result.hashes.md5).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(result.warnings.map((w) => w.algorithm)).toEqual(['md5', 'sha1']);
    expect(result.warnings.every((w) => w.message.includes('not collision-resistant'))).toBe(true);
    expectValidResult(result);
  });

  test('strong algorithms alone carry no warning', () => {
    const result = hashText({ text: 'abc', algorithms: ['sha256', 'sha384', 'sha512'] });
    expect(result.warnings).toEqual([]);
    expect(Object.keys(result.hashes)).toEqual(['sha256', 'sha384', 'sha512']);
    expectValidResult(result);
  });

  test('an unpaired surrogate is rejected with invalid_unicode instead of hashing U+FFFD', () => {
    let error: unknown;
    try {
      hashText({ text: 'ab\uDC00', algorithms: ['sha256'] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).code).toBe('invalid_unicode');
    expect((error as ToolInputError).message).toBe(
      'Text has an unpaired surrogate U+DC00 at position 3 (1-based, counting Unicode characters); it has no UTF-8 encoding. Send the character it was meant to be, or remove it.',
    );
  });
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: unknown }>))('example %s is a valid request', (_name, example) => {
    expect(validateRequest(example.value)).toBe(true);
    expectValidResult(hashText(example.value as never));
  });

  test.each([
    { name: 'empty algorithms', given: { text: 'a', algorithms: [] } },
    { name: 'unknown algorithm', given: { text: 'a', algorithms: ['sha3-256'] } },
    { name: 'extra property', given: { text: 'a', algorithms: ['md5'], encoding: 'hex' } },
  ])('request schema rejects $name', ({ given }) => expect(validateRequest(given)).toBe(false));
});
