import { compactVerify } from 'jose';
import type { VerificationKey } from './keys';
import { clip } from '../../common/text';
import { warning, type Warning } from '../shared/warnings';

/** Signature verification with jose, and the plain-words reason when a key cannot verify a token. */
export interface JwtSignature {
  algorithm: string | null;
  verified: boolean | null;
  reason: string;
}

const SUPPORTED_ALGS = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];
const ES_CURVE: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };

export async function checkSignature(
  token: string,
  header: Record<string, unknown>,
  signaturePart: string,
  key: VerificationKey | undefined,
  warnings: Warning[],
): Promise<JwtSignature> {
  const alg = typeof header.alg === 'string' ? header.alg : null;
  const result = (verified: boolean | null, reason: string): JwtSignature => ({ algorithm: alg, verified, reason });
  if (alg === 'none') {
    const extra = signaturePart === '' ? '' : ' Its signature segment should be empty but is not.';
    return result(false, `Unsecured JWT (alg "none", RFC 7519 §6): it has no signature, so nothing vouches for its contents.${extra}`);
  }
  if (key === undefined) {
    return result(
      null,
      'No key supplied, so the signature was not checked. Send "key" (an HMAC secret, a PEM public key or X.509 certificate, or a JWK) to verify it.',
    );
  }
  if (alg === null)
    return result(false, 'The header has no "alg" string (RFC 7515 §4.1.1 requires one), so the signature cannot be checked.');
  if (!SUPPORTED_ALGS.includes(alg))
    return result(false, `Algorithm "${alg}" is not supported for verification; supported: ${SUPPORTED_ALGS.join(', ')}.`);
  const mismatch = keyMismatch(alg, key);
  if (mismatch) return result(false, mismatch);
  if (key.kind === 'secret') {
    // RFC 7518 §3.2: the HMAC key must be at least as long as the hash output.
    const minimum = Number(alg.slice(2)) / 8;
    if (key.bytes.length < minimum)
      warnings.push(
        warning(
          'weak_hmac_secret',
          `The HMAC secret is ${key.bytes.length} bytes; RFC 7518 §3.2 requires at least ${minimum} bytes for ${alg}, so it is easy to guess.`,
        ),
      );
  }
  if (signaturePart === '') return result(false, `The signature segment is empty, but alg "${alg}" requires a signature.`);
  try {
    const material = key.kind === 'secret' ? key.bytes : await key.load(alg);
    await compactVerify(token, material, { algorithms: [alg] });
    return result(
      true,
      `Signature verified (${alg}) with the supplied ${key.label}. Only the signature was checked; see expired and notYetValid for the time claims.`,
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
      return result(false, `The signature does not match: the token was signed with a different key, or it was changed after signing.`);
    }
    // jose's messages name its internals; say the cause in words a caller can act on.
    if (header.crit !== undefined) {
      return result(
        false,
        `The signature was not checked: the header's "crit" lists extensions (${clip(JSON.stringify(header.crit), 60)}) that this service does not implement, and RFC 7515 §4.1.11 requires refusing such a token.`,
      );
    }
    return result(false, `The signature could not be checked: the supplied ${key.label} cannot be used with ${alg}.`);
  }
}

function keyMismatch(alg: string, key: VerificationKey): string | null {
  const family = alg.slice(0, 2);
  if (family === 'HS') {
    // Never feed a public key to HMAC: that is the classic algorithm-confusion forgery.
    return key.kind === 'secret' ? null : `${alg} is an HMAC algorithm and needs the shared secret, but the key is an ${key.label}.`;
  }
  const needed =
    family === 'RS' || family === 'PS'
      ? 'an RSA public key'
      : family === 'ES'
        ? `an EC ${ES_CURVE[alg]} public key`
        : 'an Ed25519 public key';
  if (key.kind === 'secret') {
    const derHint = key.looksLikeDer ? ' It looks like base64 DER: wrap it in "-----BEGIN PUBLIC KEY-----" lines.' : '';
    return `${alg} needs ${needed}, but the key was read as an ${key.label}.${derHint}`;
  }
  const fits =
    family === 'RS'
      ? key.keyType === 'rsa'
      : family === 'PS'
        ? key.keyType === 'rsa' || key.keyType === 'rsa-pss'
        : family === 'ES'
          ? key.keyType === 'ec' && key.curve === ES_CURVE[alg]
          : key.keyType === 'ed25519';
  if (!fits) return `${alg} needs ${needed}, but the key is an ${key.label}.`;
  if ((family === 'RS' || family === 'PS') && (key.bits ?? 0) < 2048)
    return `${alg} needs an RSA key of at least 2048 bits (RFC 7518 §3.3); this key has ${key.bits} bits.`;
  const jwk = key.jwk;
  if (jwk?.alg !== undefined && jwk.alg !== alg)
    return `The JWK is meant for alg ${JSON.stringify(jwk.alg)} (its "alg" member), but the token uses ${alg}.`;
  if (jwk?.use !== undefined && jwk.use !== 'sig')
    return `The JWK has "use": ${JSON.stringify(jwk.use)}, so it is not a signature key (RFC 7517 §4.2).`;
  if (Array.isArray(jwk?.key_ops) && !jwk.key_ops.includes('verify'))
    return 'The JWK\'s "key_ops" does not include "verify" (RFC 7517 §4.3).';
  return null;
}
