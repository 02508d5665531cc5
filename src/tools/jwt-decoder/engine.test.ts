import { toolErrorAsync } from '../../../tests/support/tool-error';
import { specAjv, toolSpec } from '../../../tests/support/spec';
import { X509Certificate, createHmac, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { ToolInputError } from '../shared/errors';
import { decodeJwt, type JwtDecoderRequest, type JwtDecoderResult } from '.';

const snippet = toolSpec('jwt-decoder');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

const NOW = new Date('2024-06-01T00:00:00.000Z');

async function decode(request: JwtDecoderRequest, now = NOW): Promise<JwtDecoderResult> {
  const result = await decodeJwt(request, { now });
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

async function rejection(request: JwtDecoderRequest): Promise<ToolInputError> {
  return toolErrorAsync(() => decodeJwt(request, { now: NOW }));
}

const b64url = (text: string | Uint8Array) => Buffer.from(text).toString('base64url');
const unsecured = (payload: object, header: object = { alg: 'none' }) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.`;

function signWithNode(
  header: object,
  payload: object,
  privateKey: KeyObject,
  options: { hash: string | null; pss?: boolean; ieee?: boolean },
): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const key = {
    key: privateKey,
    ...(options.pss ? { padding: 6, saltLength: 32 } : {}),
    ...(options.ieee ? { dsaEncoding: 'ieee-p1363' as const } : {}),
  };
  return `${input}.${b64url(sign(options.hash, Buffer.from(input), key))}`;
}

// RFC 7515 Appendix A.1 (also the RFC 7519 §3.1 example JWT) and its HMAC key as a JWK.
const RFC7515_A1 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC7515_A1_JWK = { kty: 'oct', k: 'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow' };
// RFC 7515 Appendix A.2 (RS256) and the public members of its RSA key.
const RFC7515_A2 =
  'eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw';
const RFC7515_A2_JWK = {
  kty: 'RSA',
  n: 'ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ',
  e: 'AQAB',
};
// RFC 7515 Appendix A.3 (ES256) and the public members of its P-256 key.
const RFC7515_A3 =
  'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q';
const RFC7515_A3_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};
// RFC 7519 §6.1 unsecured JWT.
const RFC7519_UNSECURED =
  'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';
// The RFC 7519 §3.1 claims set, whose JSON keeps its CRLF line breaks.
const RFC_CLAIMS = { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true };

// Self-signed P-256 certificate made with `openssl req -x509 -newkey ec`; the token was signed with its private key, which was then discarded.
const X509_PEM = `-----BEGIN CERTIFICATE-----
MIIBjDCCATOgAwIBAgIUTTs1NpEbb9hb+xzBYpeaUKSNtzswCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQand0LWRlY29kZXIgdGVzdDAgFw0yNjExMjEwNTEwMDJaGA8y
MTI2MTAyODA1MTAwMlowGzEZMBcGA1UEAwwQand0LWRlY29kZXIgdGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABHHGZKholZ33MT05uAXGi+/fHeGGIdSBqyDe
9fXiu90BEBcuVLWADjA77A/8E0hbXl6XAX42JZS21cQNdPVvrLKjUzBRMB0GA1Ud
DgQWBBTHyKiN/pNn/tMD9Sq7+NGSZOydeTAfBgNVHSMEGDAWgBTHyKiN/pNn/tMD
9Sq7+NGSZOydeTAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0cAMEQCIGZV
aP5LgD6y6AcXoOskOkHDVw/0aQoPH8JWNu2RkWJOAiBS00ELVkvZuhHk2bYaIozv
8rN0w20WJmQpcTOd6Ductg==
-----END CERTIFICATE-----
`;
const X509_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4NTA5LXRlc3QiLCJpYXQiOjE3MDAwMDAwMDB9.MVCMoHRyuC0PupwsnO1Lc7hqauJ26WnIzxh8eL3vWu19Xd4LEVKsUYLtOkBp0ugSQm3YBIKZEf53OtpFkrCZBQ';

const a2PublicKey = createPublicKey({ key: RFC7515_A2_JWK, format: 'jwk' });
const A2_SPKI = a2PublicKey.export({ type: 'spki', format: 'pem' }).toString();
const A2_PKCS1 = a2PublicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const A3_SPKI = createPublicKey({ key: RFC7515_A3_JWK, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();

const ed25519 = generateKeyPairSync('ed25519');
const rsaPss = generateKeyPairSync('rsa', { modulusLength: 2048 });
const rsa1024 = generateKeyPairSync('rsa', { modulusLength: 1024 });
const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();
const ED25519_TOKEN = signWithNode({ alg: 'EdDSA' }, { sub: 'ed' }, ed25519.privateKey, { hash: null });
const PS256_TOKEN = signWithNode({ alg: 'PS256' }, { sub: 'pss' }, rsaPss.privateKey, { hash: 'sha256', pss: true });
const HS256_INPUT = `${b64url('{"alg":"HS256"}')}.${b64url('{"sub":"h"}')}`;
const HS256_TOKEN = `${HS256_INPUT}.${createHmac('sha256', 'a-string-secret-at-least-256-bits-long').update(HS256_INPUT).digest('base64url')}`;
const RS256_1024_TOKEN = signWithNode({ alg: 'RS256' }, { sub: 'short' }, rsa1024.privateKey, { hash: 'sha256' });

describe('RFC vectors', () => {
  test('the RFC 7515 A.1 segments decode byte for byte, CRLFs included (RFC 7519 §3.1)', async () => {
    const [header = '', payload = ''] = RFC7515_A1.split('.');
    expect(Buffer.from(header, 'base64url').toString('utf8')).toBe('{"typ":"JWT",\r\n "alg":"HS256"}');
    expect(Buffer.from(payload, 'base64url').toString('utf8')).toBe(
      '{"iss":"joe",\r\n "exp":1300819380,\r\n "http://example.com/is_root":true}',
    );
    const result = await decode({ token: RFC7515_A1 });
    expect(result.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(result.payload).toEqual(RFC_CLAIMS);
  });

  test.each([
    {
      name: 'RFC 7515 A.1 HS256 with its oct JWK',
      given: { token: RFC7515_A1, key: JSON.stringify(RFC7515_A1_JWK) },
      want: { header: { typ: 'JWT', alg: 'HS256' }, algorithm: 'HS256' },
    },
    {
      name: 'RFC 7515 A.2 RS256 with its public JWK',
      given: { token: RFC7515_A2, key: JSON.stringify(RFC7515_A2_JWK) },
      want: { header: { alg: 'RS256' }, algorithm: 'RS256' },
    },
    {
      name: 'RFC 7515 A.2 RS256 with the key as SPKI PEM',
      given: { token: RFC7515_A2, key: A2_SPKI },
      want: { header: { alg: 'RS256' }, algorithm: 'RS256' },
    },
    {
      name: 'RFC 7515 A.2 RS256 with the key as PKCS#1 PEM',
      given: { token: RFC7515_A2, key: A2_PKCS1 },
      want: { header: { alg: 'RS256' }, algorithm: 'RS256' },
    },
    {
      name: 'RFC 7515 A.3 ES256 with its public JWK',
      given: { token: RFC7515_A3, key: JSON.stringify(RFC7515_A3_JWK) },
      want: { header: { alg: 'ES256' }, algorithm: 'ES256' },
    },
    {
      name: 'RFC 7515 A.3 ES256 with the key as SPKI PEM',
      given: { token: RFC7515_A3, key: A3_SPKI },
      want: { header: { alg: 'ES256' }, algorithm: 'ES256' },
    },
    {
      name: 'Bearer prefix, whitespace around token and key',
      given: { token: `  Bearer ${RFC7515_A2}\n`, key: `\n${A2_SPKI}\n\n` },
      want: { header: { alg: 'RS256' }, algorithm: 'RS256' },
    },
  ])('verifies $name', async ({ given, want }) => {
    const result = await decode(given);
    expect(result).toMatchObject({ header: want.header, payload: RFC_CLAIMS, expired: true, notYetValid: null, warnings: [] });
    expect(result.signature).toMatchObject({ algorithm: want.algorithm, verified: true });
    expect(result.signature.reason).toMatch(/^Signature verified \(\w+\) with the supplied .*Only the signature was checked/);
  });

  test('exp of the RFC example in UTC and IST (cross-checked with Date)', async () => {
    const result = await decode({ token: RFC7515_A1 });
    const exp = 1300819380;
    expect(result.times).toEqual({
      exp: {
        epoch: exp,
        utc: new Date(exp * 1000).toISOString(),
        ist: new Date(exp * 1000 + 19_800_000).toISOString().replace('Z', '+05:30'),
        relative: '13 years ago',
      },
    });
    expect(result.times.exp?.utc).toBe('2011-03-22T18:43:00.000Z');
    expect(result.times.exp?.ist).toBe('2011-03-23T00:13:00.000+05:30');
  });

  test.each([
    { name: 'without a key', given: { token: RFC7519_UNSECURED } },
    { name: 'even with a key', given: { token: RFC7519_UNSECURED, key: 'secret' } },
  ])('RFC 7519 §6.1 unsecured JWT is never verified: $name', async ({ given }) => {
    const result = await decode(given);
    expect(result.header).toEqual({ alg: 'none' });
    expect(result.payload).toEqual(RFC_CLAIMS);
    expect(result.signature).toEqual({
      algorithm: 'none',
      verified: false,
      reason: 'Unsecured JWT (alg "none", RFC 7519 §6): it has no signature, so nothing vouches for its contents.',
    });
  });

  test('alg none with a non-empty signature segment says so', async () => {
    expect((await decode({ token: `${RFC7519_UNSECURED}AAAA` })).signature.reason).toMatch(/signature segment should be empty/);
  });

  test('without a key the signature is not checked', async () => {
    expect((await decode({ token: RFC7515_A2 })).signature).toEqual({
      algorithm: 'RS256',
      verified: null,
      reason:
        'No key supplied, so the signature was not checked. Send "key" (an HMAC secret, a PEM public key or X.509 certificate, or a JWK) to verify it.',
    });
  });
});

describe('verification with other key forms (signed by node:crypto or openssl)', () => {
  test('X.509 certificate fixture is internally consistent (node:crypto)', () => {
    const [header = '', payload = '', signature = ''] = X509_TOKEN.split('.');
    const key = { key: new X509Certificate(X509_PEM).publicKey, dsaEncoding: 'ieee-p1363' as const };
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  test.each([
    {
      name: 'ES256 with an X.509 certificate',
      given: { token: X509_TOKEN, key: X509_PEM },
      want: /EC P-256 public key \(X\.509 certificate\)/,
    },
    {
      name: 'EdDSA with an Ed25519 SPKI key',
      given: { token: ED25519_TOKEN, key: spki(ed25519.publicKey) },
      want: /Ed25519 public key \(SPKI PEM\)/,
    },
    {
      name: 'EdDSA with an Ed25519 JWK',
      given: { token: ED25519_TOKEN, key: JSON.stringify(ed25519.publicKey.export({ format: 'jwk' })) },
      want: /Ed25519 public key \(JWK\)/,
    },
    {
      name: 'PS256 with an RSA SPKI key',
      given: { token: PS256_TOKEN, key: spki(rsaPss.publicKey) },
      want: /RSA 2048-bit public key \(SPKI PEM\)/,
    },
    {
      name: 'a JWK whose alg, use and key_ops allow it',
      given: { token: RFC7515_A3, key: JSON.stringify({ ...RFC7515_A3_JWK, alg: 'ES256', use: 'sig', key_ops: ['verify'] }) },
      want: /EC P-256/,
    },
    {
      name: 'an HMAC secret as text',
      given: { token: HS256_TOKEN, key: 'a-string-secret-at-least-256-bits-long' },
      want: /HMAC secret of 38 UTF-8 bytes/,
    },
  ])('verifies $name', async ({ given, want }) => {
    const result = await decode(given);
    expect(result.signature.verified).toBe(true);
    expect(result.signature.reason).toMatch(want);
    expect(result.warnings).toEqual([]);
  });
});

describe('signatures that do not verify', () => {
  const [a2Header = '', , a2Signature = ''] = RFC7515_A2.split('.');
  const tampered = `${a2Header}.${b64url(JSON.stringify({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': false }))}.${a2Signature}`;
  test.each([
    {
      name: 'wrong HMAC secret',
      given: { token: RFC7515_A1, key: 'not-the-key' },
      want: 'The signature does not match: the token was signed with a different key, or it was changed after signing.',
    },
    { name: 'tampered payload', given: { token: tampered, key: JSON.stringify(RFC7515_A2_JWK) }, want: /^The signature does not match/ },
    { name: 'RSA key of another pair', given: { token: RFC7515_A2, key: spki(rsaPss.publicKey) }, want: /^The signature does not match/ },
    {
      name: 'EC key for RS256',
      given: { token: RFC7515_A2, key: JSON.stringify(RFC7515_A3_JWK) },
      want: 'RS256 needs an RSA public key, but the key is an EC P-256 public key (JWK).',
    },
    {
      name: 'RSA key for ES256',
      given: { token: RFC7515_A3, key: A2_SPKI },
      want: 'ES256 needs an EC P-256 public key, but the key is an RSA 2048-bit public key (SPKI PEM).',
    },
    {
      name: 'public key for HS256 (algorithm confusion)',
      given: { token: RFC7515_A1, key: A2_SPKI },
      want: 'HS256 is an HMAC algorithm and needs the shared secret, but the key is an RSA 2048-bit public key (SPKI PEM).',
    },
    {
      name: 'secret for RS256',
      given: { token: RFC7515_A2, key: 'secret' },
      want: 'RS256 needs an RSA public key, but the key was read as an HMAC secret of 6 UTF-8 bytes.',
    },
    {
      name: 'unarmoured DER for RS256',
      given: { token: RFC7515_A2, key: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' },
      want: /wrap it in "-----BEGIN PUBLIC KEY-----" lines/,
    },
    {
      name: 'Ed25519 key for ES256',
      given: { token: RFC7515_A3, key: spki(ed25519.publicKey) },
      want: 'ES256 needs an EC P-256 public key, but the key is an Ed25519 public key (SPKI PEM).',
    },
    {
      name: 'RSA key under 2048 bits',
      given: { token: RS256_1024_TOKEN, key: spki(rsa1024.publicKey) },
      want: 'RS256 needs an RSA key of at least 2048 bits (RFC 7518 §3.3); this key has 1024 bits.',
    },
    {
      name: 'JWK alg disagrees',
      given: { token: RFC7515_A2, key: JSON.stringify({ ...RFC7515_A2_JWK, alg: 'PS256' }) },
      want: 'The JWK is meant for alg "PS256" (its "alg" member), but the token uses RS256.',
    },
    {
      name: 'JWK for encryption',
      given: { token: RFC7515_A2, key: JSON.stringify({ ...RFC7515_A2_JWK, use: 'enc' }) },
      want: 'The JWK has "use": "enc", so it is not a signature key (RFC 7517 §4.2).',
    },
    {
      name: 'JWK key_ops without verify',
      given: { token: RFC7515_A2, key: JSON.stringify({ ...RFC7515_A2_JWK, key_ops: ['encrypt'] }) },
      want: 'The JWK\'s "key_ops" does not include "verify" (RFC 7517 §4.3).',
    },
    {
      name: 'unsupported algorithm',
      given: { token: unsecured({}, { alg: 'HS1' }), key: 'secret' },
      want: /^Algorithm "HS1" is not supported for verification; supported: HS256, /,
    },
    {
      name: 'no alg in the header',
      given: { token: unsecured({}, { typ: 'JWT' }), key: 'secret' },
      want: 'The header has no "alg" string (RFC 7515 §4.1.1 requires one), so the signature cannot be checked.',
    },
    {
      name: 'empty signature for HS256',
      given: { token: unsecured({}, { alg: 'HS256' }), key: 'a-string-secret-at-least-256-bits-long' },
      want: 'The signature segment is empty, but alg "HS256" requires a signature.',
    },
    {
      name: 'unknown critical header (RFC 7515 §4.1.11)',
      given: { token: `${unsecured({}, { alg: 'HS256', crit: ['x'], x: 1 })}AAAA`, key: 'a-string-secret-at-least-256-bits-long' },
      want: 'The signature was not checked: the header\'s "crit" lists extensions (["x"]) that this service does not implement, and RFC 7515 §4.1.11 requires refusing such a token.',
    },
  ])('$name', async ({ given, want }) => {
    const result = await decode(given);
    expect(result.signature.verified).toBe(false);
    expect(result.signature.reason).toMatch(want);
  });

  test('a short HMAC secret gets a warning (RFC 7518 §3.2)', async () => {
    const result = await decode({ token: RFC7515_A1, key: 'secret' });
    expect(result.warnings).toEqual([
      {
        code: 'weak_hmac_secret',
        message: 'The HMAC secret is 6 bytes; RFC 7518 §3.2 requires at least 32 bytes for HS256, so it is easy to guess.',
      },
    ]);
  });
});

describe('time claims', () => {
  const now = NOW.getTime() / 1000;
  test.each([
    { name: 'exp in the past', given: { exp: now - 1 }, want: { expired: true, notYetValid: null } },
    // RFC 7519 §4.1.4: the token must not be accepted "on or after" exp
    { name: 'exp exactly now', given: { exp: now }, want: { expired: true, notYetValid: null } },
    { name: 'exp in the future', given: { exp: now + 7200 }, want: { expired: false, notYetValid: null } },
    // RFC 7519 §4.1.5: accepted "on or after" nbf
    { name: 'nbf exactly now', given: { nbf: now }, want: { expired: null, notYetValid: false } },
    { name: 'nbf in the future', given: { nbf: now + 1 }, want: { expired: null, notYetValid: true } },
    { name: 'fractional NumericDate (RFC 7519 §2)', given: { exp: now + 0.5 }, want: { expired: false, notYetValid: null } },
    { name: 'no time claims', given: { sub: 'x' }, want: { expired: null, notYetValid: null } },
    { name: 'exp as a string is not read', given: { exp: String(now - 1) }, want: { expired: null, notYetValid: null } },
  ])('$name', async ({ given, want }) => {
    expect(await decode({ token: unsecured(given) })).toMatchObject(want);
  });

  test('exp, iat and nbf in words relative to now', async () => {
    const result = await decode({ token: unsecured({ iat: now - 3 * 86400, nbf: now - 60, exp: now + 2 * 3600 }) });
    expect(result.times.exp?.relative).toBe('in 2 hours');
    expect(result.times.iat?.relative).toBe('3 days ago');
    expect(result.times.nbf).toEqual({
      epoch: now - 60,
      utc: '2024-05-31T23:59:00.000Z',
      ist: '2024-06-01T05:29:00.000+05:30',
      relative: '1 minute ago',
    });
    expect(result).toMatchObject({ expired: false, notYetValid: false });
  });

  test.each([
    {
      name: 'a string',
      given: { iat: '1700000000' },
      want: {
        code: 'claim_not_numeric_date',
        claim: 'iat',
        message: '"iat" is a string, not a NumericDate (seconds since 1970, RFC 7519 §2), so it was not read as a time.',
      },
    },
    {
      name: 'null',
      given: { nbf: null },
      want: {
        code: 'claim_not_numeric_date',
        claim: 'nbf',
        message: '"nbf" is null, not a NumericDate (seconds since 1970, RFC 7519 §2), so it was not read as a time.',
      },
    },
    {
      name: 'milliseconds',
      given: { exp: 1700000000000 },
      want: {
        code: 'claim_looks_like_milliseconds',
        claim: 'exp',
        message:
          '"exp" (1700000000000) is after the year 9999 read as seconds; it looks like milliseconds, but a NumericDate counts seconds (RFC 7519 §2).',
      },
    },
    {
      name: 'out of range',
      given: { exp: 1e300 },
      want: {
        code: 'claim_out_of_range',
        claim: 'exp',
        message: '"exp" (1e+300) is outside the range of representable dates, so no time is shown for it.',
      },
    },
  ])('warns when a time claim is $name', async ({ given, want }) => {
    const result = await decode({ token: unsecured(given) });
    expect(result.warnings).toEqual([want]);
  });

  test('a time claim at the last second of 9999 is a date, not milliseconds: no warning', async () => {
    const result = await decode({ token: unsecured({ exp: 253402300799 }) });
    expect(result.warnings).toEqual([]);
  });
});

describe('malformed_jwt', () => {
  const header = b64url('{"alg":"none"}');
  test.each([
    { name: 'empty token', given: '   ', want: 'The token is empty.' },
    {
      name: 'two segments',
      given: `${header}.e30`,
      want: 'A JWT has three base64url segments separated by dots (header.payload.signature, RFC 7515 §7.1); this token has 2 segments.',
    },
    { name: 'no dots', given: 'abc', want: /this token has 1 segment\.$/ },
    {
      name: 'JWE',
      given: 'eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.a.b.c.d',
      want: "This is an encrypted JWT (JWE, 5 segments); it cannot be decoded without the recipient's private key.",
    },
    { name: 'empty header', given: '.e30.', want: 'The header segment is empty.' },
    { name: 'empty payload', given: `${header}..`, want: 'The payload segment is empty.' },
    {
      name: 'bad base64url in header',
      given: 'eyJh!GciOiJub25lIn0.e30.',
      want: 'Character "!" at position 5 of the header segment is not base64url.',
    },
    {
      name: 'padding',
      given: `${header}.e30=.`,
      want: 'Character "=" at position 4 of the payload segment is not base64url; JWTs leave out base64 padding (RFC 7515 §2).',
    },
    {
      name: 'standard Base64 alphabet',
      given: `${header}.e30.ab+c`,
      want: 'Character "+" at position 3 of the signature segment is not base64url; that is standard Base64, and base64url uses "-" and "_" instead.',
    },
    {
      name: 'line break inside',
      given: `${header}.e3\n0.`,
      want: 'Character "\\n" at position 3 of the payload segment is not base64url; whitespace is not allowed inside a token.',
    },
    {
      name: 'impossible length',
      given: `${header}.e30.abcde`,
      want: 'The signature segment has 5 characters, a length (4n+1) no base64url encoding produces; it is truncated or has an extra character.',
    },
    {
      name: 'non-JSON header',
      given: `${b64url('not json')}.e30.`,
      want: 'The header segment decodes to text that is not JSON: the text is not valid JSON.',
    },
    {
      name: 'header not UTF-8',
      given: `${b64url(Uint8Array.from([0xff, 0xfe]))}.e30.`,
      want: 'The header segment decodes to bytes that are not UTF-8 text, so it is not JSON.',
    },
    {
      name: 'JSON array payload',
      given: `${header}.${b64url('[1,2]')}.`,
      want: 'The payload segment decodes to a JSON array, but a JWT payload must be a JSON object (RFC 7519 §7.2).',
    },
    {
      name: 'JSON string header',
      given: `${b64url('"alg"')}.e30.`,
      want: 'The header segment decodes to a JSON string, but a JWT header must be a JSON object (RFC 7519 §7.2).',
    },
    { name: 'JSON null payload', given: `${header}.${b64url('null')}.`, want: /decodes to JSON null/ },
    {
      name: 'nested JWT payload',
      given: `${b64url('{"alg":"none","cty":"JWT"}')}.${b64url('eyJhbGciOiJub25lIn0.e30.')}.`,
      want: /^The payload segment decodes to text that is not JSON: .*the payload is a nested JWT: decode it on its own\.$/,
    },
    {
      name: 'nesting deeper than 200',
      given: `${header}.${b64url(`{"a":${'['.repeat(200)}${']'.repeat(200)}}`)}.`,
      want: 'The payload JSON is nested more than 200 levels deep, which this service does not accept.',
    },
  ])('$name', async ({ given, want }) => {
    const error = await rejection({ token: given });
    expect(error.code).toBe('malformed_jwt');
    expect(error.message).toMatch(want);
  });

  test('nesting of exactly 200 levels is accepted', async () => {
    const deepest = JSON.parse(`${'['.repeat(199)}${']'.repeat(199)}`) as unknown;
    await expect(decode({ token: `${header}.${b64url(`{"a":${'['.repeat(199)}${']'.repeat(199)}}`)}.` })).resolves.toMatchObject({
      payload: { a: deepest },
    });
  });
});

describe('invalid_key', () => {
  const rsaPrivatePem = rsa1024.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  test.each([
    { name: 'empty', given: ' \n', want: 'The key is empty; omit "key" to decode without verifying.' },
    {
      name: 'broken JSON',
      given: '{"kty":"oct",',
      want: 'The key starts with "{" so it was read as a JWK, but it is not valid JSON: the JSON syntax breaks at character 14.',
    },
    { name: 'JWK without kty', given: '{"k":"AAAA"}', want: 'The JWK has no "kty" (key type) string (RFC 7517 §4.1).' },
    {
      name: 'unsupported kty',
      given: '{"kty":"AKP","pub":"AAAA"}',
      want: 'JWK key type "AKP" is not supported; use "oct", "RSA", "EC" or "OKP".',
    },
    {
      name: 'oct JWK without k',
      given: '{"kty":"oct"}',
      want: 'The "oct" JWK needs "k", the secret as a base64url string (RFC 7518 §6.4.1).',
    },
    {
      name: 'oct JWK with empty k',
      given: '{"kty":"oct","k":""}',
      want: 'The "oct" JWK has an empty "k"; an HMAC secret needs at least one byte.',
    },
    {
      name: 'EC JWK off the curve',
      given: JSON.stringify({ ...RFC7515_A3_JWK, y: RFC7515_A3_JWK.x }),
      want: 'The JWK is not a valid EC public key: its point ("x", "y") is not on the curve named by "crv", or a coordinate has the wrong length.',
    },
    {
      name: 'RSA JWK without n',
      given: '{"kty":"RSA","e":"AQAB"}',
      want: 'The RSA JWK\'s "n" is missing; it must be a base64url string (RFC 7518 §6).',
    },
    {
      name: 'private JWK',
      given: JSON.stringify({ ...RFC7515_A3_JWK, d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI' }),
      want: /^The JWK is a private key \(it has "d"\)/,
    },
    {
      name: 'JWK Set',
      given: JSON.stringify({ keys: [RFC7515_A3_JWK] }),
      want: 'The key is a JWK Set ({"keys": [...]}); send the single JWK whose "kid" matches the token header.',
    },
    {
      name: 'incomplete PEM',
      given: '-----BEGIN PUBLIC KEY-----\nMIIBIjAN',
      want: /^The key contains "-----BEGIN" but no complete PEM block/,
    },
    {
      name: 'damaged SPKI',
      given: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      want: /^The "PUBLIC KEY" PEM block is not a valid SubjectPublicKeyInfo \(SPKI\) key/,
    },
    {
      name: 'damaged certificate',
      given: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      want: /^The "CERTIFICATE" PEM block is not a valid X\.509 certificate/,
    },
    {
      name: 'damaged PKCS#1',
      given: '-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----',
      want: /^The "RSA PUBLIC KEY" PEM block is not a valid PKCS#1 RSA public key/,
    },
    { name: 'private key PEM', given: rsaPrivatePem, want: /^The key is a private key \("PRIVATE KEY"\)/ },
    {
      name: 'other PEM label',
      given: '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----',
      want: /^PEM blocks labelled "CERTIFICATE REQUEST" are not supported/,
    },
  ])('$name', async ({ given, want }) => {
    const error = await rejection({ token: RFC7515_A1, key: given });
    expect(error.code).toBe('invalid_key');
    expect(error.message).toMatch(want);
  });
});

describe('untrusted input', () => {
  const segment = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.jsonValue().map((value) => b64url(JSON.stringify(value) ?? 'null')),
    fc.string({ unit: 'binary' }).map((text) => b64url(text)),
    fc.constant(''),
  );
  const header = fc
    .record(
      {
        alg: fc.oneof(
          fc.constantFrom('HS256', 'HS512', 'RS256', 'PS256', 'ES256', 'ES512', 'EdDSA', 'Ed25519', 'none', 'ML-DSA-44'),
          fc.string(),
          fc.integer(),
        ),
        typ: fc.string(),
        crit: fc.array(fc.string()),
        cty: fc.constantFrom('JWT', 'jwt', 'x'),
        b64: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map((value) => b64url(JSON.stringify(value)));
  const claim = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.constant(1e400));
  const payload = fc
    .record({ exp: claim, iat: claim, nbf: claim, sub: fc.string() }, { requiredKeys: [] })
    .map((value) => b64url(JSON.stringify(value)));
  const token = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.tuple(segment, segment, segment).map((parts) => parts.join('.')),
    fc.tuple(header, payload, fc.oneof(segment, fc.uint8Array({ maxLength: 300 }).map(b64url))).map((parts) => parts.join('.')),
    fc.constantFrom(RFC7515_A1, RFC7515_A2, RFC7515_A3, RFC7519_UNSECURED, X509_TOKEN, ED25519_TOKEN),
  );
  const jwkLike = fc
    .record(
      {
        kty: fc.oneof(fc.constantFrom('oct', 'RSA', 'EC', 'OKP', 'AKP'), fc.string()),
        k: fc.string(),
        n: fc.oneof(fc.string(), fc.constant(RFC7515_A2_JWK.n)),
        e: fc.oneof(fc.string(), fc.constant('AQAB')),
        crv: fc.constantFrom('P-256', 'P-384', 'P-521', 'Ed25519', 'Ed448', 'X25519', 'secp256k1', 'x'),
        x: fc.oneof(fc.string(), fc.constant(RFC7515_A3_JWK.x)),
        y: fc.oneof(fc.string(), fc.constant(RFC7515_A3_JWK.y)),
        alg: fc.string(),
        use: fc.string(),
        key_ops: fc.oneof(fc.array(fc.string()), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value));
  const key = fc.option(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary' }).map((text) => `{${text}`),
      jwkLike,
      fc.string({ unit: 'binary' }).map((text) => `-----BEGIN PUBLIC KEY-----\n${text}\n-----END PUBLIC KEY-----`),
      fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => `-----BEGIN CERTIFICATE-----\n${Buffer.from(bytes).toString('base64')}\n-----END CERTIFICATE-----`),
      fc.constantFrom(
        JSON.stringify(RFC7515_A1_JWK),
        JSON.stringify(RFC7515_A2_JWK),
        JSON.stringify(RFC7515_A3_JWK),
        A2_SPKI,
        A2_PKCS1,
        X509_PEM,
        spki(ed25519.publicKey),
        'secret',
      ),
    ),
    { nil: undefined },
  );

  test('arbitrary token and key strings give a valid result or a ToolInputError, nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(token, key, async (tokenText, keyText) => {
        const request = keyText === undefined ? { token: tokenText } : { token: tokenText, key: keyText };
        try {
          const result = await decodeJwt(request, { now: NOW });
          expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
          expect(() => JSON.stringify(result)).not.toThrow();
        } catch (error) {
          expect(error).toBeInstanceOf(ToolInputError);
          expect(['malformed_jwt', 'invalid_key']).toContain((error as ToolInputError).code);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: JwtDecoderRequest }>))(
    'example %s is a valid request and decodes',
    async (_name, example) => {
      expect(validateRequest(example.value) ? [] : validateRequest.errors).toEqual([]);
      const result = await decode(example.value);
      expect(result.signature.verified).toBe(example.value.key === undefined ? null : true);
    },
  );

  test('request schema rejects unknown properties and a missing token', () => {
    expect(validateRequest({ token: 'a.b.c', extra: 1 })).toBe(false);
    expect(validateRequest({ key: 'secret' })).toBe(false);
  });

  test('an HMAC secret with an unpaired surrogate is refused as invalid_unicode, naming its position', async () => {
    await expect(decode({ token: RFC7515_A1, key: 'abc\uD800' })).rejects.toMatchObject({
      code: 'invalid_unicode',
      message: expect.stringContaining('The HMAC secret has an unpaired surrogate U+D800 at position 4'),
    });
  });
});
