import { X509Certificate, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { importJWK, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';
import { ToolInputError } from '../shared/errors';
import { clip, jsonSyntaxProblem } from '../../common/text';
import { utf8Bytes } from '../shared/well-formed';

/** Verification keys as callers send them: an HMAC secret, a PEM public key or X.509 certificate, or a public JWK. */
interface SecretKey {
  kind: 'secret';
  bytes: Uint8Array;
  label: string;
  looksLikeDer?: boolean;
}

interface PublicKey {
  kind: 'public';
  keyType: string;
  curve?: string;
  bits?: number;
  label: string;
  jwk?: { alg?: unknown; use?: unknown; key_ops?: unknown };
  load: (alg: string) => Promise<CryptoKey>;
}

export type VerificationKey = SecretKey | PublicKey;

const EC_CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521', secp256k1: 'secp256k1' };
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'priv'];

export function parseKey(raw: string): VerificationKey {
  const text = raw.trim();
  if (text === '') throw new ToolInputError('invalid_key', 'The key is empty; omit "key" to decode without verifying.');
  if (text.includes('-----BEGIN')) return parsePem(text);
  if (text.startsWith('{')) return parseJwk(text);
  const bytes = new Uint8Array(utf8Bytes(raw, 'The HMAC secret'));
  const looksLikeDer = /^MII[A-Za-z0-9+/=\s]+$/.test(text);
  return { kind: 'secret', bytes, label: `HMAC secret of ${bytes.length} UTF-8 bytes`, ...(looksLikeDer ? { looksLikeDer } : {}) };
}

function parsePem(text: string): VerificationKey {
  const block = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/.exec(text);
  if (!block) {
    throw new ToolInputError(
      'invalid_key',
      'The key contains "-----BEGIN" but no complete PEM block: a "-----BEGIN <label>-----" line, the base64 body, and the matching "-----END <label>-----" line.',
    );
  }
  const [pem, label = ''] = block;
  if (label.endsWith('PRIVATE KEY')) {
    throw new ToolInputError(
      'invalid_key',
      `The key is a private key ("${label}"). Verification needs only the public key: send the SPKI "PUBLIC KEY" PEM, the certificate, or the public JWK, and keep the private key secret.`,
    );
  }
  if (label === 'PUBLIC KEY') {
    const object = nodeKey(
      () => createPublicKey({ key: pem, format: 'pem' }),
      'The "PUBLIC KEY" PEM block is not a valid SubjectPublicKeyInfo (SPKI) key; its base64 body is damaged, truncated, or holds something else',
    );
    return publicKey(object, 'SPKI PEM', (alg) => importSPKI(pem, alg));
  }
  if (label === 'RSA PUBLIC KEY') {
    const object = nodeKey(
      () => createPublicKey({ key: pem, format: 'pem' }),
      'The "RSA PUBLIC KEY" PEM block is not a valid PKCS#1 RSA public key',
    );
    const spki = object.export({ type: 'spki', format: 'pem' }).toString();
    return publicKey(object, 'PKCS#1 PEM', (alg) => importSPKI(spki, alg));
  }
  if (label === 'CERTIFICATE') {
    const object = nodeKey(() => new X509Certificate(pem).publicKey, 'The "CERTIFICATE" PEM block is not a valid X.509 certificate');
    return publicKey(object, 'X.509 certificate', (alg) => importX509(pem, alg));
  }
  throw new ToolInputError(
    'invalid_key',
    `PEM blocks labelled "${label}" are not supported; send a "PUBLIC KEY" (SPKI), "RSA PUBLIC KEY" (PKCS#1) or "CERTIFICATE" (X.509) block.`,
  );
}

function parseJwk(text: string): VerificationKey {
  let members: Record<string, unknown>;
  try {
    // Text that starts with "{" and parses is always a JSON object.
    members = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new ToolInputError(
      'invalid_key',
      `The key starts with "{" so it was read as a JWK, but it is not valid JSON: ${jsonSyntaxProblem(error)}.`,
    );
  }
  if (Array.isArray(members.keys))
    throw new ToolInputError(
      'invalid_key',
      'The key is a JWK Set ({"keys": [...]}); send the single JWK whose "kid" matches the token header.',
    );
  const kty = members.kty;
  if (typeof kty !== 'string') throw new ToolInputError('invalid_key', 'The JWK has no "kty" (key type) string (RFC 7517 §4.1).');
  if (kty === 'oct') return octKey(members.k);
  if (kty !== 'RSA' && kty !== 'EC' && kty !== 'OKP')
    throw new ToolInputError('invalid_key', `JWK key type "${kty}" is not supported; use "oct", "RSA", "EC" or "OKP".`);
  const secretMembers = PRIVATE_JWK_MEMBERS.filter((name) => name in members);
  if (secretMembers.length > 0) {
    throw new ToolInputError(
      'invalid_key',
      `The JWK is a private key (it has ${secretMembers.map((name) => `"${name}"`).join(', ')}). Verification needs only the public members; remove the private ones and keep them secret.`,
    );
  }
  requireJwkMembers(kty, members);
  const object = nodeKey(
    () => createPublicKey({ key: members as JsonWebKey, format: 'jwk' }),
    `The JWK is not a valid ${kty} public key: ${JWK_INVALID_WHY[kty]}`,
  );
  const key = publicKey(object, 'JWK', (alg) => importJWK(members as JWK, alg) as Promise<CryptoKey>);
  return { ...key, jwk: { alg: members.alg, use: members.use, key_ops: members.key_ops } };
}

// RFC 7518 §6.2.1 (EC), §6.3.1 (RSA) and RFC 8037 §2 (OKP): the public members each key type needs.
const JWK_CURVES: Record<string, string[]> = { EC: ['P-256', 'P-384', 'P-521', 'secp256k1'], OKP: ['Ed25519', 'Ed448', 'X25519', 'X448'] };
const JWK_PUBLIC_MEMBERS: Record<string, string[]> = { RSA: ['n', 'e'], EC: ['x', 'y'], OKP: ['x'] };
const JWK_INVALID_WHY: Record<string, string> = {
  RSA: 'its modulus "n" and exponent "e" do not form an RSA key',
  EC: 'its point ("x", "y") is not on the curve named by "crv", or a coordinate has the wrong length',
  OKP: 'its "x" has the wrong length for the curve named by "crv"',
};

/** Checks in our words what Node would otherwise refuse in its own: the curve and the base64url members of the key type. */
function requireJwkMembers(kty: string, members: Record<string, unknown>): void {
  const curves = JWK_CURVES[kty];
  if (curves && !curves.includes(members.crv as string)) {
    const given = typeof members.crv === 'string' ? `"${clip(members.crv, 40)}"` : 'missing';
    throw new ToolInputError(
      'invalid_key',
      `The ${kty} JWK's "crv" is ${given}; it must be one of ${curves.map((c) => `"${c}"`).join(', ')}.`,
    );
  }
  for (const name of JWK_PUBLIC_MEMBERS[kty] ?? []) {
    const value = members[name];
    if (typeof value !== 'string' || value === '' || !/^[A-Za-z0-9_-]+$/.test(value)) {
      const what =
        value === undefined
          ? 'is missing'
          : typeof value !== 'string'
            ? `is a JSON ${value === null ? 'null' : typeof value}`
            : 'is not base64url';
      throw new ToolInputError('invalid_key', `The ${kty} JWK's "${name}" ${what}; it must be a base64url string (RFC 7518 §6).`);
    }
  }
}

function octKey(k: unknown): SecretKey {
  if (typeof k !== 'string' || !/^[A-Za-z0-9_-]*$/.test(k) || k.length % 4 === 1) {
    throw new ToolInputError('invalid_key', 'The "oct" JWK needs "k", the secret as a base64url string (RFC 7518 §6.4.1).');
  }
  const bytes = new Uint8Array(Buffer.from(k, 'base64url'));
  if (bytes.length === 0)
    throw new ToolInputError('invalid_key', 'The "oct" JWK has an empty "k"; an HMAC secret needs at least one byte.');
  return { kind: 'secret', bytes, label: `HMAC secret of ${bytes.length} bytes (oct JWK)` };
}

function nodeKey(read: () => KeyObject, message: string): KeyObject {
  try {
    return read();
  } catch {
    // Node's message names OpenSSL internals (error:1E08010C:DECODER routines::unsupported): it never reaches a caller.
    throw new ToolInputError('invalid_key', `${message}.`);
  }
}

function publicKey(object: KeyObject, source: string, load: (alg: string) => Promise<CryptoKey>): PublicKey {
  const keyType = object.asymmetricKeyType ?? 'unknown';
  const details = object.asymmetricKeyDetails ?? {};
  const curve = details.namedCurve === undefined ? undefined : (EC_CURVES[details.namedCurve] ?? details.namedCurve);
  const bits = details.modulusLength;
  const name =
    keyType === 'rsa' || keyType === 'rsa-pss'
      ? `${keyType.toUpperCase()} ${bits}-bit`
      : keyType === 'ec'
        ? `EC ${curve}`
        : keyType.replace(/^ed/, 'Ed').replace(/^x/, 'X');
  return { kind: 'public', keyType, ...(curve ? { curve } : {}), ...(bits ? { bits } : {}), label: `${name} public key (${source})`, load };
}
