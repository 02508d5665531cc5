import { specAjv, toolSpec } from '../../../tests/support/spec';
import { decodePng } from '../../../tests/support/qr';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { ToolInputError } from '../shared/errors';
import { encodeRfc3986, generateUpiQr, type UpiQrRequest, type UpiQrResult } from '.';

const snippet = toolSpec('upi-qr-generator') as {
  request: object;
  result: object;
  examples: Record<string, { value: unknown }>;
  errors: { code: string }[];
};
const ajv = specAjv();
const resultSchemaValid = ajv.compile(snippet.result);
const requestSchemaValid = ajv.compile(snippet.request);

// The accepted-VPA convention of docs/reference/india.md, verbatim.
const INDIA_MD_VPA = /^[A-Za-z0-9][A-Za-z0-9._-]{0,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

async function generate(request: UpiQrRequest): Promise<UpiQrResult> {
  expect(requestSchemaValid(request)).toBe(true);
  const result = await generateUpiQr(request);
  expect(resultSchemaValid(result)).toBe(true);
  return result;
}

async function rejection(request: UpiQrRequest): Promise<ToolInputError> {
  const error: unknown = await generateUpiQr(request).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ToolInputError);
  return error as ToolInputError;
}

describe('UPI deep link', () => {
  // Layout and parameter order: NPCI UPI Linking Specification as summarised in docs/reference/india.md; encoding: RFC 3986 §2.
  test.each([
    {
      name: 'name with spaces and &, no amount, no note',
      given: { payeeVpa: 'ravi.sons@okaxis', payeeName: 'Ravi & Sons' },
      want: { uri: 'upi://pay?pa=ravi.sons@okaxis&pn=Ravi%20%26%20Sons&cu=INR' },
    },
    {
      name: 'amount 1 paisa is 0.01',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 1 },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&am=0.01&cu=INR', amountPaise: 1, amountFormatted: '₹0.01' },
    },
    {
      name: 'amount 0 leaves am out, so the payer enters the amount',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 0 },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&cu=INR' },
    },
    {
      name: 'amount 123456 paise is 1234.56, shown with Indian grouping',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 123456 },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&am=1234.56&cu=INR', amountPaise: 123456, amountFormatted: '₹1,234.56' },
    },
    {
      name: 'trailing zero paise kept: 1234.50',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 123450 },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&am=1234.50&cu=INR', amountPaise: 123450, amountFormatted: '₹1,234.50' },
    },
    {
      name: 'largest amount, no grouping commas in am',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 10_000_000_000 },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&am=100000000.00&cu=INR', amountPaise: 10000000000, amountFormatted: '₹10,00,00,000.00' },
    },
    {
      // UTF-8 of ₹ is E2 82 B9; of क ि र ा य ा: E0 A4 95, E0 A4 BF, E0 A4 B0, E0 A4 BE, E0 A4 AF, E0 A4 BE (Unicode Devanagari block)
      name: 'note in Hindi with the rupee sign, every parameter in order',
      given: { payeeVpa: 'landlord@oksbi', payeeName: 'Mr. Sharma', amountPaise: 1500000, note: '₹ किराया' },
      want: {
        uri: 'upi://pay?pa=landlord@oksbi&pn=Mr.%20Sharma&am=15000.00&cu=INR&tn=%E2%82%B9%20%E0%A4%95%E0%A4%BF%E0%A4%B0%E0%A4%BE%E0%A4%AF%E0%A4%BE',
        amountPaise: 1500000,
        amountFormatted: '₹15,000.00',
      },
    },
    {
      name: "RFC 3986 sub-delimiters ! ' ( ) * are encoded, unreserved ~ is not",
      given: { payeeVpa: 'a@bc', payeeName: "Rock 'n' Roll (Pvt)*!~", note: '+=?#/' },
      want: { uri: 'upi://pay?pa=a@bc&pn=Rock%20%27n%27%20Roll%20%28Pvt%29%2A%21~&cu=INR&tn=%2B%3D%3F%23%2F' },
    },
    {
      name: 'surrounding whitespace of VPA, name and note is trimmed; a blank note is left out',
      given: { payeeVpa: '  shop@upi\t', payeeName: '  Shop  ', note: '   ' },
      want: { uri: 'upi://pay?pa=shop@upi&pn=Shop&cu=INR', payeeVpa: 'shop@upi' },
    },
    {
      // India.md: the stricter regex often quoted rejects these valid addresses
      name: 'IFSC-style VPA account@IFSC.ifsc.npci',
      given: { payeeVpa: '1234567890@SBIN0001234.ifsc.npci', payeeName: 'A' },
      want: { uri: 'upi://pay?pa=1234567890@SBIN0001234.ifsc.npci&pn=A&cu=INR' },
    },
  ])('$name', async ({ given, want }) => {
    const result = await generate(given);
    expect(result).toEqual({
      uri: want.uri,
      payeeVpa: want.payeeVpa ?? given.payeeVpa,
      ...(want.amountPaise === undefined ? {} : { amountPaise: want.amountPaise, amountFormatted: want.amountFormatted }),
      errorCorrectionLevel: 'M',
      svg: expect.any(String),
      png: expect.any(String),
      warnings: [],
    });
    expect(decodePng(result.png)).toBe(want.uri);
  });

  test('encodeRfc3986 leaves exactly the unreserved set and round-trips through decodeURIComponent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const encoded = encodeRfc3986(text);
        expect(encoded).toMatch(/^(?:[A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/);
        expect(decodeURIComponent(encoded)).toBe(text);
      }),
    );
  });
});

describe('QR code', () => {
  const request = { payeeVpa: 'ravi.sons@okaxis', payeeName: 'Ravi & Sons', amountPaise: 123456, note: '₹ किराया' };

  test('the SVG is an <svg> of the same symbol with a 4-module quiet zone on each side', async () => {
    const result = await generate(request);
    const moduleCount = QRCode.create(result.uri, { errorCorrectionLevel: 'M' }).modules.size;
    expect(result.svg.startsWith('<svg')).toBe(true);
    expect(result.svg).toContain(`viewBox="0 0 ${moduleCount + 8} ${moduleCount + 8}"`);
  });

  test('the PNG decodes (jsQR + pngjs) to exactly the URI, and is 8 pixels per module', async () => {
    const result = await generate(request);
    expect(decodePng(result.png)).toBe(result.uri);
    const png = PNG.sync.read(Buffer.from(result.png.split(',')[1] ?? '', 'base64'));
    const moduleCount = QRCode.create(result.uri, { errorCorrectionLevel: 'M' }).modules.size;
    expect(png.width).toBe((moduleCount + 8) * 8);
  });
});

describe('errors', () => {
  // Each breaks one rule of name@handle; the detail of what and where is the 422's words (x-pattern-words).
  test.each([
    { name: 'empty', given: '' },
    { name: 'whitespace only', given: '   ' },
    { name: 'no @', given: 'shopupi' },
    { name: 'inner space', given: 'shop @upi' },
    { name: 'two @', given: 'shop@ok@upi' },
    { name: 'nothing before @', given: '@upi' },
    { name: 'empty handle', given: 'shop@' },
    { name: 'name starts with a dot', given: '.shop@upi' },
    { name: 'disallowed character in name', given: 'sh+op@upi' },
    { name: 'non-ASCII letter in name', given: 'café@upi' },
    { name: 'name longer than 256', given: `${'a'.repeat(257)}@upi` },
    { name: 'handle starts with a digit', given: 'shop@9upi' },
    { name: 'underscore in handle', given: 'shop@ok_axis' },
    { name: 'one-letter handle', given: 'shop@u' },
    { name: 'handle longer than 64', given: `shop@${'u'.repeat(65)}` },
  ])('the request schema refuses a payeeVpa that is not name@handle: $name', ({ given }) => {
    expect(requestSchemaValid({ payeeVpa: given, payeeName: 'Shop' })).toBe(false);
    expect([...new Set(requestSchemaValid.errors?.map(({ instancePath }) => instancePath))]).toEqual(['/payeeVpa']);
  });

  test("the request schema accepts exactly the VPAs docs/reference/india.md's regex accepts, around whitespace", async () => {
    const vpaChar = fc.constantFrom(...'aZ09._-@ +é'.split(''));
    fc.assert(
      fc.property(
        fc.array(vpaChar, { maxLength: 12 }).map((chars) => chars.join('')),
        (vpa) => {
          expect(requestSchemaValid({ payeeVpa: vpa, payeeName: 'Shop' })).toBe(INDIA_MD_VPA.test(vpa.trim()));
        },
      ),
      { numRuns: 300 },
    );
    // What the schema accepts, the engine writes trimmed.
    expect((await generate({ payeeVpa: ' shop.42@okaxis\t', payeeName: 'Shop' })).payeeVpa).toBe('shop.42@okaxis');
  });

  test.each([
    { name: 'empty', given: '' },
    { name: 'whitespace only', given: ' \t\n ' },
    { name: 'longer than 100 characters', given: 'x'.repeat(101) },
  ])('the request schema refuses a payeeName that is $name', ({ given }) => {
    expect(requestSchemaValid({ payeeVpa: 'shop@upi', payeeName: given })).toBe(false);
    expect([...new Set(requestSchemaValid.errors?.map(({ instancePath }) => instancePath))]).toEqual(['/payeeName']);
  });

  test('amount_too_large above the documented bound', async () => {
    const error = await rejection({ payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 10_000_000_001 });
    expect(error).toMatchObject({
      code: 'amount_too_large',
      message: 'amountPaise 10000000001 is above 10000000000 paise (₹10,00,00,000.00), the largest amount this tool encodes.',
    });
  });

  test.each([
    {
      field: 'note',
      given: { payeeVpa: 'shop@upi', payeeName: 'Shop', note: 'a\uD800b' },
      detail: 'note has an unpaired surrogate U+D800 at position 2',
    },
    {
      field: 'payeeName',
      given: { payeeVpa: 'shop@upi', payeeName: '😀\uDC00' },
      detail: 'payeeName has an unpaired surrogate U+DC00 at position 2',
    },
  ])('an unpaired surrogate in $field is refused as invalid_unicode, never replaced', async ({ given, detail }) => {
    await expect(generate(given)).rejects.toMatchObject({ code: 'invalid_unicode', message: expect.stringContaining(detail) });
  });
});

describe('spec snippet examples', () => {
  test.each(Object.entries(snippet.examples))('%s produces a valid result', async (_name, example) => {
    const result = await generate(example.value as UpiQrRequest);
    expect(decodePng(result.png)).toBe(result.uri);
  });
});
