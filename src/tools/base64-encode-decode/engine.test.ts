import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec } from '../../../tests/support/spec';
import fc from 'fast-check';
import { convertBase64, type Base64Result } from '.';
import { ToolInputError } from '../shared/errors';

const snippet = toolSpec('base64-encode-decode');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

function expectValidResult(result: Base64Result): void {
  expect(validateResult.errors ?? []).toEqual([]);
  expect(validateResult(result)).toBe(true);
}

function thrown(run: () => unknown): ToolInputError {
  return toolError(() => run());
}

// RFC 4648 §10 test vectors; base64url is the same text without padding (§5).
const rfc4648 = [
  { name: 'empty', given: '', want: { base64: '', base64url: '', bytes: 0 } },
  { name: 'f', given: 'f', want: { base64: 'Zg==', base64url: 'Zg', bytes: 1 } },
  { name: 'fo', given: 'fo', want: { base64: 'Zm8=', base64url: 'Zm8', bytes: 2 } },
  { name: 'foo', given: 'foo', want: { base64: 'Zm9v', base64url: 'Zm9v', bytes: 3 } },
  { name: 'foob', given: 'foob', want: { base64: 'Zm9vYg==', base64url: 'Zm9vYg', bytes: 4 } },
  { name: 'fooba', given: 'fooba', want: { base64: 'Zm9vYmE=', base64url: 'Zm9vYmE', bytes: 5 } },
  { name: 'foobar', given: 'foobar', want: { base64: 'Zm9vYmFy', base64url: 'Zm9vYmFy', bytes: 6 } },
];

// Hand-derived from the UTF-8 bytes (RFC 3629) with the RFC 4648 §4/§5 tables, and cross-checked with Buffer below.
const utf8Vectors = [
  { name: 'rupee sign U+20B9 (e2 82 b9)', given: '₹', want: { base64: '4oK5', base64url: '4oK5', bytes: 3 } },
  {
    name: 'emoji U+1F600 (f0 9f 98 80), standard "+" becomes "-"',
    given: '😀',
    want: { base64: '8J+YgA==', base64url: '8J-YgA', bytes: 4 },
  },
  { name: '"???" (3f 3f 3f), standard "/" becomes "_"', given: '???', want: { base64: 'Pz8/', base64url: 'Pz8_', bytes: 3 } },
  { name: '"~~~" (7e 7e 7e)', given: '~~~', want: { base64: 'fn5+', base64url: 'fn5-', bytes: 3 } },
];

describe('encode', () => {
  test.each([...rfc4648, ...utf8Vectors])('$name', ({ given, want }) => {
    const result = convertBase64({ text: given, mode: 'encode' });
    expect(result).toEqual({ mode: 'encode', ...want, warnings: [] });
    expect(want.base64).toBe(Buffer.from(given, 'utf8').toString('base64'));
    expect(want.base64url).toBe(Buffer.from(given, 'utf8').toString('base64url'));
    expectValidResult(result);
  });

  test('an unpaired surrogate has no UTF-8 form: invalid_unicode with its position', () => {
    const error = thrown(() => convertBase64({ text: 'a😀b\uD83D', mode: 'encode' }));
    expect(error.code).toBe('invalid_unicode');
    expect(error.message).toBe(
      'Text has an unpaired surrogate U+D83D at position 4 (1-based, counting Unicode characters); it has no UTF-8 encoding. Send the character it was meant to be, or remove it.',
    );
  });
});

describe('decode', () => {
  const decodeVectors = [
    ...rfc4648.flatMap(({ name, given, want }) => [
      { name: `RFC 4648 §10 padded ${name || 'empty'}`, given: want.base64, want: { text: given, bytes: want.bytes } },
      { name: `RFC 4648 §10 unpadded ${name || 'empty'}`, given: want.base64url, want: { text: given, bytes: want.bytes } },
    ]),
    ...utf8Vectors.flatMap(({ name, given, want }) => [
      { name: `standard ${name}`, given: want.base64, want: { text: given, bytes: want.bytes } },
      { name: `base64url ${name}`, given: want.base64url, want: { text: given, bytes: want.bytes } },
    ]),
    { name: 'MIME line breaks and spaces are ignored', given: ' Zm9v\r\nYmFy\n\t', want: { text: 'foobar', bytes: 6 } },
    { name: 'data URL prefix is skipped', given: 'data:text/plain;charset=utf-8;base64,Zm9vYmFy', want: { text: 'foobar', bytes: 6 } },
    { name: 'data URL prefix is case-insensitive', given: '  DATA:;BASE64,Zm8=', want: { text: 'fo', bytes: 2 } },
    { name: 'only whitespace decodes to empty text', given: ' \n ', want: { text: '', bytes: 0 } },
    { name: 'non-zero unused bits are ignored (RFC 4648 §3.5 allows it)', given: 'Zh==', want: { text: 'f', bytes: 1 } },
    { name: 'a byte order mark is kept', given: '77u/YQ==', want: { text: '\uFEFFa', bytes: 4 } },
  ];

  test.each(decodeVectors)('$name', ({ given, want }) => {
    const result = convertBase64({ text: given, mode: 'decode' });
    expect(result).toEqual({ mode: 'decode', utf8: true, ...want, warnings: [] });
    expectValidResult(result);
  });

  test.each([
    { name: 'URL-safe bytes fb ff', given: '-_8', want: { hex: 'fbff', bytes: 2 } },
    { name: 'standard bytes fb ff', given: '+/8=', want: { hex: 'fbff', bytes: 2 } },
    { name: 'lone continuation byte 80', given: 'gA==', want: { hex: '80', bytes: 1 } },
    { name: 'truncated UTF-8 (first two bytes of ₹)', given: '4oI', want: { hex: 'e282', bytes: 2 } },
    { name: 'UTF-8-encoded surrogate (ed a0 80) is not valid UTF-8', given: '7aCA', want: { hex: 'eda080', bytes: 3 } },
  ])('binary: $name -> utf8 false with hex', ({ given, want }) => {
    const result = convertBase64({ text: given, mode: 'decode' });
    expect(result).toEqual({ mode: 'decode', utf8: false, ...want, warnings: [] });
    expect(want.hex).toBe(Buffer.from(given, 'base64').toString('hex'));
    expectValidResult(result);
  });

  test.each([
    { name: 'character outside the alphabet', given: 'Zm!v', want: 'Character "!" at position 3 (1-based) is not Base64.' },
    { name: 'position counts whitespace', given: 'Zm9v\n Ym*y', want: 'Character "*" at position 9 (1-based) is not Base64.' },
    { name: 'position counts an emoji as one character', given: '😀Zm9v', want: 'Character "😀" at position 1 (1-based) is not Base64.' },
    {
      name: 'position counts the data URL prefix',
      given: 'data:;base64,Zm.v',
      want: 'Character "." at position 16 (1-based) is not Base64.',
    },
    { name: 'control character is shown escaped', given: 'Zm9v\u0000', want: 'Character "\\u0000" at position 5 (1-based) is not Base64.' },
    { name: 'non-ASCII space is not ignored', given: 'Zm9v\u00a0', want: 'Character "\u00a0" at position 5 (1-based) is not Base64.' },
    {
      name: 'mixed alphabets',
      given: 'ab+c de_f',
      want: 'Mixed alphabets: "+" at position 3 is standard Base64 but "_" at position 8 is base64url (positions 1-based); use one alphabet.',
    },
    {
      name: 'padding in the middle',
      given: 'Zg==Zg==',
      want: 'Padding "=" at position 3 is followed by data "Z" at position 5 (positions 1-based); "=" may only end the input.',
    },
    {
      name: 'impossible length 4k+1',
      given: 'Zm9vY',
      want: 'Impossible length: 5 Base64 characters (not counting whitespace and padding) leave 1 character over, which cannot encode a whole byte; the input is truncated or has an extra character (the last is at position 5, 1-based).',
    },
    {
      name: 'impossible length even when padded',
      given: 'Z===',
      want: 'Impossible length: 1 Base64 characters (not counting whitespace and padding) leave 1 character over, which cannot encode a whole byte; the input is truncated or has an extra character (the last is at position 1, 1-based).',
    },
    {
      name: 'too little padding',
      given: 'Zg=',
      want: 'Wrong padding: 2 Base64 characters take 2 "=" but 1 were found, starting at position 3 (1-based).',
    },
    {
      name: 'too much padding',
      given: 'Zm8==',
      want: 'Wrong padding: 3 Base64 characters take 1 "=" but 2 were found, starting at position 4 (1-based).',
    },
    {
      name: 'padding where none is due',
      given: 'Zm9v=',
      want: 'Wrong padding: 4 Base64 characters take 0 "=" but 1 were found, starting at position 5 (1-based).',
    },
    {
      name: 'padding alone',
      given: '==',
      want: 'Wrong padding: 0 Base64 characters take 0 "=" but 2 were found, starting at position 1 (1-based).',
    },
    {
      name: 'data URL without ;base64',
      given: 'data:text/plain,hello',
      want: 'The data URL is not Base64-encoded: ";base64" is missing before the comma.',
    },
  ])('invalid_base64: $name', ({ given, want }) => {
    const error = thrown(() => convertBase64({ text: given, mode: 'decode' }));
    expect(error.code).toBe('invalid_base64');
    expect(error.message).toBe(want);
  });
});

describe('properties', () => {
  test('decode(encode(text)) returns the text, through both alphabets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const encoded = convertBase64({ text, mode: 'encode' });
        if (encoded.mode !== 'encode') throw new Error('unexpected mode');
        for (const form of [encoded.base64, encoded.base64url]) {
          expect(convertBase64({ text: form, mode: 'decode' })).toEqual({
            mode: 'decode',
            utf8: true,
            text,
            bytes: encoded.bytes,
            warnings: [],
          });
        }
      }),
    );
  });

  test('any bytes encoded by Buffer decode to the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const result = convertBase64({ text: Buffer.from(bytes).toString('base64'), mode: 'decode' });
        if (result.mode !== 'decode') throw new Error('unexpected mode');
        const decoded = result.utf8 ? Buffer.from(result.text, 'utf8') : Buffer.from(result.hex, 'hex');
        expect(decoded.equals(Buffer.from(bytes))).toBe(true);
        expect(result.bytes).toBe(bytes.length);
        expect(validateResult(result)).toBe(true);
      }),
    );
  });

  test('a foreign character is reported where it is, never silently dropped as Buffer would', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 32 }),
        fc.nat(),
        fc.constantFrom('!', '.', '$', 'é', '\u0000'),
        (bytes, at, bad) => {
          const valid = Buffer.from(bytes).toString('base64').replace(/=+$/, '');
          const index = at % (valid.length + 1);
          const error = thrown(() => convertBase64({ text: valid.slice(0, index) + bad + valid.slice(index), mode: 'decode' }));
          expect(error.code).toBe('invalid_base64');
          expect(error.message).toBe(`Character ${JSON.stringify(bad)} at position ${index + 1} (1-based) is not Base64.`);
        },
      ),
    );
  });
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: unknown }>))('example %s is a valid request', (_name, example) => {
    expect(validateRequest(example.value)).toBe(true);
    expect(() => convertBase64(example.value as never)).not.toThrow();
  });
});
