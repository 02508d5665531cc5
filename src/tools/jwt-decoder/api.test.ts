import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'jwt-decoder';
const client = useTestClient();

// RFC 7519 §3.1 example JWT, signed (HS256) with the oct JWK of RFC 7515 Appendix A.1.
const rfc7519 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const rfc7515A1Key = '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';
const segment = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`POST /api/v1/${tool}`, () => {
  test('when the RFC 7519 §3.1 token is sent without a key, then header, claims and exp (2011-03-22T18:43:00Z) are decoded, unverified', async () => {
    const response = await callTool(client, tool, { token: rfc7519 });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      header: { typ: 'JWT', alg: 'HS256' },
      payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
      times: { exp: { epoch: 1300819380, utc: '2011-03-22T18:43:00.000Z', ist: '2011-03-23T00:13:00.000+05:30' } },
      expired: true,
      notYetValid: null,
      signature: { algorithm: 'HS256', verified: null },
    });
  });

  test('when the token is copied with "Bearer " and surrounding whitespace, then it decodes the same', async () => {
    const response = await callTool(client, tool, { token: `  Bearer ${rfc7519}\n` });
    expect(response.body.result.payload.iss).toBe('joe');
  });

  test('when the RFC 7515 A.1 key is sent, then the signature is verified', async () => {
    const response = await callTool(client, tool, { token: rfc7519, key: rfc7515A1Key });
    expect(response.body.result.signature).toMatchObject({ algorithm: 'HS256', verified: true });
  });

  test('when a different, short HMAC secret is sent, then verified is false and the short secret is warned about', async () => {
    const response = await callTool(client, tool, { token: rfc7519, key: 'secret' });
    expect(response.body.result.signature.verified).toBe(false);
    expect(response.body.result.warnings).toEqual([{ code: 'weak_hmac_secret', message: expect.stringContaining('RFC 7518 §3.2') }]);
  });

  test('when nbf is in 2100, then notYetValid is true and expired is null (no exp)', async () => {
    const response = await callTool(client, tool, { token: `${segment({ alg: 'none' })}.${segment({ nbf: 4102444800 })}.` });
    expect(response.body.result).toMatchObject({ times: { nbf: { utc: '2100-01-01T00:00:00.000Z' } }, expired: null, notYetValid: true });
  });

  test('when the RFC 7519 §6.1 unsecured JWT is sent with a key, then it decodes but is never verified', async () => {
    const unsecured = 'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';
    const response = await callTool(client, tool, { token: unsecured, key: rfc7515A1Key });
    expect(response.body.result).toMatchObject({ payload: { iss: 'joe' }, signature: { algorithm: 'none', verified: false } });
  });

  test('when the token has two segments, then 422 malformed_jwt counts them', async () => {
    const problem = expectProblem(await callTool(client, tool, { token: 'abc.def' }), 422, 'malformed_jwt');
    expect(problem.detail).toContain('2 segments');
  });

  test('when the header uses a standard Base64 character, then 422 malformed_jwt names it, its position and the segment', async () => {
    const problem = expectProblem(await callTool(client, tool, { token: 'eyJ+.e30.x' }), 422, 'malformed_jwt');
    expect(problem.detail).toContain('"+" at position 4 of the header segment');
  });

  test('when the key is a JWK Set, then 422 invalid_key asks for the single JWK', async () => {
    const problem = expectProblem(await callTool(client, tool, { token: rfc7519, key: `{"keys":[${rfc7515A1Key}]}` }), 422, 'invalid_key');
    expect(problem.detail).toContain('JWK Set');
  });

  test('when the HMAC secret has an unpaired surrogate, then 422 invalid_unicode', async () => {
    const problem = expectProblem(await callTool(client, tool, { token: rfc7519, key: 'secret\uDFFF' }), 422, 'invalid_unicode');
    expect(problem.detail).toContain('The HMAC secret has an unpaired surrogate U+DFFF at position 7');
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(
      toolSpec(tool)
        .errors.map(({ code }) => code)
        .sort(),
    ).toEqual(['invalid_key', 'invalid_unicode', 'malformed_jwt']);
  });

  test('when token is missing, then 422 validation_failed points at /token', async () => {
    const problem = expectProblem(await callTool(client, tool, { key: 'secret' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/token', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { token: rfc7519, verify: true }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/verify', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when key is a JSON object instead of a string, then 422 validation_failed says it must be a string', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { token: rfc7519, key: JSON.parse(rfc7515A1Key) }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/key', message: expect.stringMatching(/^must be string \(got /) }]);
  });
});

describeToolCodes('jwt_decoder', {
  malformed_jwt: { body: { token: 'abc.def' } },
  invalid_key: { body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', key: '{"keys":[]}' } },
  invalid_unicode: { body: { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', key: 'secret\uDFFF' } },
});
