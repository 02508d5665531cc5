import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'base64-encode-decode';
const client = useTestClient();

// RFC 4648 §10 test vectors; base64url is the same without padding (§5).
const rfc4648 = [
  { text: '', base64: '' },
  { text: 'f', base64: 'Zg==' },
  { text: 'fo', base64: 'Zm8=' },
  { text: 'foo', base64: 'Zm9v' },
  { text: 'foob', base64: 'Zm9vYg==' },
  { text: 'fooba', base64: 'Zm9vYmE=' },
  { text: 'foobar', base64: 'Zm9vYmFy' },
];

describe(`POST /api/v1/${tool}`, () => {
  test.each(rfc4648)('when encoding "$text" (RFC 4648 §10), then base64 is "$base64"', async ({ text, base64 }) => {
    const response = await callTool(client, tool, { text, mode: 'encode' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tool,
      result: { mode: 'encode', base64, base64url: base64.replace(/=+$/, ''), bytes: text.length, warnings: [] },
    });
  });

  test.each(rfc4648.filter(({ text }) => text !== ''))(
    'when decoding "$base64" (RFC 4648 §10), then the text is "$text"',
    async ({ text, base64 }) => {
      const response = await callTool(client, tool, { text: base64, mode: 'decode' });
      expect(response.status).toBe(200);
      expect(response.body.result).toEqual({ mode: 'decode', utf8: true, text, bytes: text.length, warnings: [] });
    },
  );

  test('when the text is multi-byte UTF-8, then its UTF-8 bytes are encoded and the URL-safe alphabet has no padding', async () => {
    // "₹" is U+20B9, UTF-8 E2 82 B9 (RFC 3629); 0xFB 0xFF encodes as "+/8=" / "-_8".
    const response = await callTool(client, tool, { text: '₹', mode: 'encode' });
    expect(response.body.result).toEqual({ mode: 'encode', base64: '4oK5', base64url: '4oK5', bytes: 3, warnings: [] });
    const binary = await callTool(client, tool, { text: '-_8', mode: 'decode' });
    expect(binary.body.result).toEqual({ mode: 'decode', utf8: false, hex: 'fbff', bytes: 2, warnings: [] });
  });

  test('when a character outside both alphabets is decoded, then 422 invalid_base64 names it and its position', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'Zm9v!mFy', mode: 'decode' }), 422, 'invalid_base64');
    expect(problem.detail).toContain('"!" at position 5');
  });

  test('when "=" is followed by data, then 422 invalid_base64 gives both positions', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'Zg==Zm8=', mode: 'decode' }), 422, 'invalid_base64');
    expect(problem.detail).toMatch(/position 3 .*position 5/);
  });

  test('when the text to encode has an unpaired surrogate, then 422 invalid_unicode names the code unit and position', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a\uD800b', mode: 'encode' }), 422, 'invalid_unicode');
    expect(problem.detail).toContain('U+D800 at position 2');
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(
      toolSpec(tool)
        .errors.map(({ code }) => code)
        .sort(),
    ).toEqual(['invalid_base64', 'invalid_unicode']);
  });

  test('when mode is missing, then 422 validation_failed points at /mode', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'foobar' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/mode', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'foobar', mode: 'encode', extra: true }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when mode is not in the enum and text is not a string, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 42, mode: 'encrypt' }), 422, 'validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/text', message: expect.stringMatching(/^must be string \(got /) },
        { pointer: '/mode', message: 'must be one of "encode", "decode"' },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });
});

describeToolCodes('base64_encode_decode', {
  invalid_base64: { body: { text: 'abc$', mode: 'decode' } },
  invalid_unicode: { body: { text: 'a\uD800b', mode: 'encode' } },
});
