import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { patternWords, toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'upi-qr-generator';
const client = useTestClient();

/** The text of the QR code in a PNG data URL, read by an independent decoder (jsQR). */
function scan(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe(`POST /api/v1/${tool}`, () => {
  // Layout of the NPCI UPI linking specification: pa, pn, am (rupees, two decimals), cu=INR, tn.
  test('when a simple payee and ₹1,234.56 are sent, then the link is upi://pay?pa=shop@upi&pn=Shop&am=1234.56&cu=INR and the QR scans to it', async () => {
    const response = await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 123456 });
    expect(response.status).toBe(200);
    const result = response.body.result;
    expect(result).toMatchObject({
      uri: 'upi://pay?pa=shop@upi&pn=Shop&am=1234.56&cu=INR',
      payeeVpa: 'shop@upi',
      amountPaise: 123456,
      amountFormatted: '₹1,234.56',
      errorCorrectionLevel: 'M',
    });
    expect(result.svg).toMatch(/^<svg [\s\S]*<\/svg>\s*$/);
    expect(scan(result.png)).toBe(result.uri);
  });

  test('when there is no amount, then the link has no am and the result no amount (open-amount QR)', async () => {
    const response = await callTool(client, tool, { payeeVpa: ' ravi.sons@okaxis ', payeeName: 'Ravi & Sons' });
    expect(response.body.result.uri).toBe('upi://pay?pa=ravi.sons@okaxis&pn=Ravi%20%26%20Sons&cu=INR');
    expect(response.body.result).not.toHaveProperty('amountPaise');
    expect(response.body.result).not.toHaveProperty('amountFormatted');
  });

  test('when the note has RFC 3986 sub-delimiters and Hindi, then they are percent-encoded as UTF-8 (space %20, never +)', async () => {
    const response = await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 1, note: "Rent (May)! it's ₹" });
    expect(response.body.result.uri).toBe('upi://pay?pa=shop@upi&pn=Shop&am=0.01&cu=INR&tn=Rent%20%28May%29%21%20it%27s%20%E2%82%B9');
  });

  test('when the note has an unpaired surrogate, then 422 invalid_unicode names the field and position', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', note: 'a\uD800' }),
      422,
      'invalid_unicode',
    );
    expect(problem.detail).toContain('note has an unpaired surrogate U+D800 at position 2');
  });

  test.each(Object.entries(toolSpec(tool).examples))(
    'when the spec example "%s" is sent, then the answer is 200 and the QR scans to the link',
    async (_name, example) => {
      const response = await callTool(client, tool, example.value);
      expect(response.status).toBe(200);
      expect(scan(response.body.result.png)).toBe(response.body.result.uri);
    },
  );

  test.each([
    { field: 'payeeVpa', body: { payeeVpa: 'ravi sons@okaxis', payeeName: 'Ravi' } },
    { field: 'payeeVpa', body: { payeeVpa: 'shop@9upi', payeeName: 'Ravi' } },
    { field: 'payeeName', body: { payeeVpa: 'shop@upi', payeeName: '  \t ' } },
  ])('when $field breaks its pattern, then 422 validation_failed points at it in the words of the spec', async ({ field, body }) => {
    const problem = expectProblem(await callTool(client, tool, body), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: `/${field}`, message: patternWords(tool, field) }]);
  });

  test.each([
    { field: 'payeeName', code: 'invalid_payee_name', body: { payeeVpa: 'shop@upi', payeeName: 'Ravi\nSons' }, at: 'U+000A at position 5' },
    {
      field: 'note',
      code: 'invalid_note',
      body: { payeeVpa: 'shop@upi', payeeName: 'Shop', note: 'May\trent' },
      at: 'U+0009 at position 4',
    },
    {
      field: 'note',
      code: 'invalid_note',
      body: { payeeVpa: 'shop@upi', payeeName: 'Shop', note: 'a\u0085b' },
      at: 'U+0085 at position 2',
    },
  ])('when $field holds a control character ($at), then 422 $code names it and its position', async ({ code, body, at }) => {
    const problem = expectProblem(await callTool(client, tool, body), 422, code);
    expect(problem.detail).toContain(`control character ${at}`);
  });

  // amount_too_large is documented as reachable only when the schema bound is bypassed: over HTTP the schema answers first.
  test('when amountPaise is above ten crore rupees, then 422 validation_failed gives the bound', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 10000000001 }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/amountPaise', message: 'must be <= 10000000000' }]);
  });

  test('when every documented error code is listed, then it is one this file covers', () => {
    expect(
      toolSpec(tool)
        .errors.map(({ code }) => code)
        .sort(),
    ).toEqual(['amount_too_large', 'invalid_note', 'invalid_payee_name', 'invalid_unicode']);
  });

  test('when payeeName is missing, then 422 validation_failed points at /payeeName', async () => {
    const problem = expectProblem(await callTool(client, tool, { payeeVpa: 'shop@upi' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/payeeName', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', currency: 'INR' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/currency', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when amountPaise has a fraction and the note is over 80 characters, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { payeeVpa: 'shop@upi', payeeName: 'Shop', amountPaise: 10.5, note: 'x'.repeat(81) }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/amountPaise', message: expect.stringMatching(/^must be integer \(got /) },
        { pointer: '/note', message: 'must NOT have more than 80 characters' },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });
});

describeToolCodes('upi_qr_generator', {
  invalid_payee_name: { body: { payeeVpa: 'a@upi', payeeName: 'A\tB' } },
  invalid_note: { body: { payeeVpa: 'a@upi', payeeName: 'A', note: 'x\ny' } },
  amount_too_large: { refusedBySchema: { payeeVpa: 'a@upi', payeeName: 'A', amountPaise: 10_000_000_001 } },
  invalid_unicode: { body: { payeeVpa: 'a@upi', payeeName: 'A\uD800' } },
});
