import { X509Certificate, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { TextDecoder } from 'node:util';
import { compactVerify, importJWK, importSPKI, importX509, type CryptoKey, type JWK } from 'jose';
import { describeInstant, type InstantText } from './epoch';
import { ToolInputError } from './errors';

export interface JwtDecoderRequest {
  token: string;
  key?: string;
}

export interface ClaimTime extends InstantText {
  epoch: number;
}

export interface JwtSignature {
  algorithm: string | null;
  verified: boolean | null;
  reason: string;
}

export interface JwtDecoderResult {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  times: { exp?: ClaimTime; iat?: ClaimTime; nbf?: ClaimTime };
  expired: boolean | null;
  notYetValid: boolean | null;
  signature: JwtSignature;
  warnings: string[];
}

type SegmentName = 'header' | 'payload' | 'signature';

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

type VerificationKey = SecretKey | PublicKey;

const MAX_TIME_MS = 8.64e15;
// JSON.stringify recurses, so a hostile token nested thousands deep would crash the response writer; real headers and claims stay far below this.
const MAX_JSON_DEPTH = 200;
const CLAIMS = ['exp', 'iat', 'nbf'] as const;
const SUPPORTED_ALGS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];
const EC_CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521', secp256k1: 'secp256k1' };
const ES_CURVE: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'priv'];

/** Decodes a compact JWS/JWT (RFC 7515 §7.1, RFC 7519): header, claims, exp/iat/nbf as UTC and IST times against `now`, and, when `key` is given, verifies the signature only with jose. */
export async function decodeJwt(request: JwtDecoderRequest, context: { now: Date }): Promise<JwtDecoderResult> {
  const key = request.key === undefined ? undefined : parseKey(request.key);
  const token = request.token.trim().replace(/^Bearer\s+/i, '');
  const [headerPart, payloadPart, signaturePart] = splitCompact(token);
  const header = parseJsonObject(decodeSegment(headerPart, 'header'), 'header', '');
  const nestedHint = typeof header.cty === 'string' && header.cty.toUpperCase() === 'JWT' ? ' The header says cty "JWT", so the payload is a nested JWT: decode it on its own.' : '';
  const payload = parseJsonObject(decodeSegment(payloadPart, 'payload'), 'payload', nestedHint);
  if (signaturePart !== '') decodeSegment(signaturePart, 'signature');

  const nowMs = context.now.getTime();
  const warnings: string[] = [];
  const times: JwtDecoderResult['times'] = {};
  for (const claim of CLAIMS) {
    const time = claimTime(claim, payload[claim], nowMs, warnings);
    if (time) times[claim] = time;
  }
  const exp = payload.exp;
  const nbf = payload.nbf;
  const signature = await checkSignature(token, header, signaturePart, key, warnings);
  return {
    header,
    payload,
    times,
    // RFC 7519 §4.1.4: valid only while now is before exp; §4.1.5: valid from nbf on. No clock-skew leeway is applied.
    expired: typeof exp === 'number' ? nowMs >= exp * 1000 : null,
    notYetValid: typeof nbf === 'number' ? nowMs < nbf * 1000 : null,
    signature,
    warnings,
  };
}

function splitCompact(token: string): [string, string, string] {
  if (token === '') throw new ToolInputError('malformed_jwt', 'The token is empty.');
  const parts = token.split('.');
  if (parts.length === 5) {
    throw new ToolInputError('malformed_jwt', "This is an encrypted JWT (JWE, 5 segments); it cannot be decoded without the recipient's private key.");
  }
  const [header = '', payload = '', signature = ''] = parts;
  if (parts.length !== 3) {
    throw new ToolInputError(
      'malformed_jwt',
      `A JWT has three base64url segments separated by dots (header.payload.signature, RFC 7515 §7.1); this token has ${parts.length} segment${parts.length === 1 ? '' : 's'}.`,
    );
  }
  return [header, payload, signature];
}

function decodeSegment(segment: string, name: SegmentName): Uint8Array {
  if (segment === '') throw new ToolInputError('malformed_jwt', `The ${name} segment is empty.`);
  const bad = /[^A-Za-z0-9_-]/u.exec(segment);
  if (bad) {
    const char = bad[0];
    const position = [...segment.slice(0, bad.index)].length + 1;
    let hint = '';
    if (char === '=') hint = '; JWTs leave out base64 padding (RFC 7515 §2)';
    if (char === '+' || char === '/') hint = '; that is standard Base64, and base64url uses "-" and "_" instead';
    if (/\s/u.test(char)) hint = '; whitespace is not allowed inside a token';
    throw new ToolInputError('malformed_jwt', `Character ${JSON.stringify(char)} at position ${position} of the ${name} segment is not base64url${hint}.`);
  }
  if (segment.length % 4 === 1) {
    throw new ToolInputError(
      'malformed_jwt',
      `The ${name} segment has ${segment.length} ${segment.length === 1 ? 'character' : 'characters'}, a length (4n+1) no base64url encoding produces; it is truncated or has an extra character.`,
    );
  }
  return new Uint8Array(Buffer.from(segment, 'base64url'));
}

function parseJsonObject(bytes: Uint8Array, name: 'header' | 'payload', hint: string): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ToolInputError('malformed_jwt', `The ${name} segment decodes to bytes that are not UTF-8 text, so it is not JSON.${hint}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolInputError('malformed_jwt', `The ${name} segment decodes to text that is not JSON (${(error as Error).message}).${hint}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const kind = value === null ? 'JSON null' : Array.isArray(value) ? 'a JSON array' : `a JSON ${typeof value}`;
    throw new ToolInputError('malformed_jwt', `The ${name} segment decodes to ${kind}, but a JWT ${name} must be a JSON object (RFC 7519 §7.2).${hint}`);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ToolInputError('malformed_jwt', `The ${name} JSON is nested more than ${MAX_JSON_DEPTH} levels deep, which this service does not accept.`);
  }
  return value as Record<string, unknown>;
}

function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') max = Math.max(max, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return max;
}

function claimTime(claim: string, value: unknown, nowMs: number, warnings: string[]): ClaimTime | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') {
    warnings.push(`"${claim}" is ${value === null ? 'null' : `a ${Array.isArray(value) ? 'array' : typeof value}`}, not a NumericDate (seconds since 1970, RFC 7519 §2), so it was not read as a time.`);
    return undefined;
  }
  const ms = value * 1000;
  if (!(Math.abs(ms) <= MAX_TIME_MS)) {
    warnings.push(`"${claim}" (${value}) is outside the range of representable dates, so no time is shown for it.`);
    return undefined;
  }
  if (Math.abs(value) >= 1e11) warnings.push(`"${claim}" (${value}) looks like milliseconds, but a NumericDate counts seconds (RFC 7519 §2).`);
  return { epoch: value, ...describeInstant(Math.round(ms), nowMs) };
}

async function checkSignature(token: string, header: Record<string, unknown>, signaturePart: string, key: VerificationKey | undefined, warnings: string[]): Promise<JwtSignature> {
  const alg = typeof header.alg === 'string' ? header.alg : null;
  const result = (verified: boolean | null, reason: string): JwtSignature => ({ algorithm: alg, verified, reason });
  if (alg === 'none') {
    const extra = signaturePart === '' ? '' : ' Its signature segment should be empty but is not.';
    return result(false, `Unsecured JWT (alg "none", RFC 7519 §6): it has no signature, so nothing vouches for its contents.${extra}`);
  }
  if (key === undefined) {
    return result(null, 'No key supplied, so the signature was not checked. Send "key" (an HMAC secret, a PEM public key or X.509 certificate, or a JWK) to verify it.');
  }
  if (alg === null) return result(false, 'The header has no "alg" string (RFC 7515 §4.1.1 requires one), so the signature cannot be checked.');
  if (!SUPPORTED_ALGS.includes(alg)) return result(false, `Algorithm "${alg}" is not supported for verification; supported: ${SUPPORTED_ALGS.join(', ')}.`);
  const mismatch = keyMismatch(alg, key);
  if (mismatch) return result(false, mismatch);
  if (key.kind === 'secret') {
    // RFC 7518 §3.2: the HMAC key must be at least as long as the hash output.
    const minimum = Number(alg.slice(2)) / 8;
    if (key.bytes.length < minimum) warnings.push(`The HMAC secret is ${key.bytes.length} bytes; RFC 7518 §3.2 requires at least ${minimum} bytes for ${alg}, so it is easy to guess.`);
  }
  if (signaturePart === '') return result(false, `The signature segment is empty, but alg "${alg}" requires a signature.`);
  try {
    const material = key.kind === 'secret' ? key.bytes : await key.load(alg);
    await compactVerify(token, material, { algorithms: [alg] });
    return result(true, `Signature verified (${alg}) with the supplied ${key.label}. Only the signature was checked; see expired and notYetValid for the time claims.`);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
      return result(false, `The signature does not match: the token was signed with a different key, or it was changed after signing.`);
    }
    return result(false, `The signature could not be checked with the supplied ${key.label}: ${errorMessage(error)}`);
  }
}

function keyMismatch(alg: string, key: VerificationKey): string | null {
  const family = alg.slice(0, 2);
  if (family === 'HS') {
    // Never feed a public key to HMAC: that is the classic algorithm-confusion forgery.
    return key.kind === 'secret' ? null : `${alg} is an HMAC algorithm and needs the shared secret, but the key is an ${key.label}.`;
  }
  const needed = family === 'RS' || family === 'PS' ? 'an RSA public key' : family === 'ES' ? `an EC ${ES_CURVE[alg]} public key` : 'an Ed25519 public key';
  if (key.kind === 'secret') {
    const derHint = key.looksLikeDer ? ' It looks like base64 DER: wrap it in "-----BEGIN PUBLIC KEY-----" lines.' : '';
    return `${alg} needs ${needed}, but the key was read as an ${key.label}.${derHint}`;
  }
  const fits =
    family === 'RS' ? key.keyType === 'rsa'
    : family === 'PS' ? key.keyType === 'rsa' || key.keyType === 'rsa-pss'
    : family === 'ES' ? key.keyType === 'ec' && key.curve === ES_CURVE[alg]
    : key.keyType === 'ed25519';
  if (!fits) return `${alg} needs ${needed}, but the key is an ${key.label}.`;
  if ((family === 'RS' || family === 'PS') && (key.bits ?? 0) < 2048) return `${alg} needs an RSA key of at least 2048 bits (RFC 7518 §3.3); this key has ${key.bits} bits.`;
  const jwk = key.jwk;
  if (jwk?.alg !== undefined && jwk.alg !== alg) return `The JWK is meant for alg ${JSON.stringify(jwk.alg)} (its "alg" member), but the token uses ${alg}.`;
  if (jwk?.use !== undefined && jwk.use !== 'sig') return `The JWK has "use": ${JSON.stringify(jwk.use)}, so it is not a signature key (RFC 7517 §4.2).`;
  if (Array.isArray(jwk?.key_ops) && !jwk.key_ops.includes('verify')) return 'The JWK\'s "key_ops" does not include "verify" (RFC 7517 §4.3).';
  return null;
}

function parseKey(raw: string): VerificationKey {
  const text = raw.trim();
  if (text === '') throw new ToolInputError('invalid_key', 'The key is empty; omit "key" to decode without verifying.');
  if (text.includes('-----BEGIN')) return parsePem(text);
  if (text.startsWith('{')) return parseJwk(text);
  const lone = /\p{Surrogate}/u.exec(raw);
  if (lone) throw new ToolInputError('invalid_key', `The HMAC secret has an unpaired surrogate at index ${lone.index}; it has no UTF-8 encoding.`);
  const bytes = new Uint8Array(Buffer.from(raw, 'utf8'));
  const looksLikeDer = /^MII[A-Za-z0-9+/=\s]+$/.test(text);
  return { kind: 'secret', bytes, label: `HMAC secret of ${bytes.length} UTF-8 bytes`, ...(looksLikeDer ? { looksLikeDer } : {}) };
}

function parsePem(text: string): VerificationKey {
  const block = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/.exec(text);
  if (!block) {
    throw new ToolInputError('invalid_key', 'The key contains "-----BEGIN" but no complete PEM block: a "-----BEGIN <label>-----" line, the base64 body, and the matching "-----END <label>-----" line.');
  }
  const [pem, label = ''] = block;
  if (label.endsWith('PRIVATE KEY')) {
    throw new ToolInputError('invalid_key', `The key is a private key ("${label}"). Verification needs only the public key: send the SPKI "PUBLIC KEY" PEM, the certificate, or the public JWK, and keep the private key secret.`);
  }
  if (label === 'PUBLIC KEY') {
    const object = nodeKey(() => createPublicKey({ key: pem, format: 'pem' }), 'The "PUBLIC KEY" PEM block is not a valid SubjectPublicKeyInfo (SPKI) key; its base64 body is damaged, truncated, or holds something else');
    return publicKey(object, 'SPKI PEM', (alg) => importSPKI(pem, alg));
  }
  if (label === 'RSA PUBLIC KEY') {
    const object = nodeKey(() => createPublicKey({ key: pem, format: 'pem' }), 'The "RSA PUBLIC KEY" PEM block is not a valid PKCS#1 RSA public key');
    const spki = object.export({ type: 'spki', format: 'pem' }).toString();
    return publicKey(object, 'PKCS#1 PEM', (alg) => importSPKI(spki, alg));
  }
  if (label === 'CERTIFICATE') {
    const object = nodeKey(() => new X509Certificate(pem).publicKey, 'The "CERTIFICATE" PEM block is not a valid X.509 certificate');
    return publicKey(object, 'X.509 certificate', (alg) => importX509(pem, alg));
  }
  throw new ToolInputError('invalid_key', `PEM blocks labelled "${label}" are not supported; send a "PUBLIC KEY" (SPKI), "RSA PUBLIC KEY" (PKCS#1) or "CERTIFICATE" (X.509) block.`);
}

function parseJwk(text: string): VerificationKey {
  let members: Record<string, unknown>;
  try {
    // Text that starts with "{" and parses is always a JSON object.
    members = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new ToolInputError('invalid_key', `The key starts with "{" so it was read as a JWK, but it is not valid JSON (${(error as Error).message}).`);
  }
  if (Array.isArray(members.keys)) throw new ToolInputError('invalid_key', 'The key is a JWK Set ({"keys": [...]}); send the single JWK whose "kid" matches the token header.');
  const kty = members.kty;
  if (typeof kty !== 'string') throw new ToolInputError('invalid_key', 'The JWK has no "kty" (key type) string (RFC 7517 §4.1).');
  if (kty === 'oct') return octKey(members.k);
  if (kty !== 'RSA' && kty !== 'EC' && kty !== 'OKP') throw new ToolInputError('invalid_key', `JWK key type "${kty}" is not supported; use "oct", "RSA", "EC" or "OKP".`);
  const secretMembers = PRIVATE_JWK_MEMBERS.filter((name) => name in members);
  if (secretMembers.length > 0) {
    throw new ToolInputError('invalid_key', `The JWK is a private key (it has ${secretMembers.map((name) => `"${name}"`).join(', ')}). Verification needs only the public members; remove the private ones and keep them secret.`);
  }
  const object = nodeKey(() => createPublicKey({ key: members as JsonWebKey, format: 'jwk' }), `The JWK is not a valid ${kty} public key`);
  const key = publicKey(object, 'JWK', (alg) => importJWK(members as JWK, alg) as Promise<CryptoKey>);
  return { ...key, jwk: { alg: members.alg, use: members.use, key_ops: members.key_ops } };
}

function octKey(k: unknown): SecretKey {
  if (typeof k !== 'string' || !/^[A-Za-z0-9_-]*$/.test(k) || k.length % 4 === 1) {
    throw new ToolInputError('invalid_key', 'The "oct" JWK needs "k", the secret as a base64url string (RFC 7518 §6.4.1).');
  }
  const bytes = new Uint8Array(Buffer.from(k, 'base64url'));
  if (bytes.length === 0) throw new ToolInputError('invalid_key', 'The "oct" JWK has an empty "k"; an HMAC secret needs at least one byte.');
  return { kind: 'secret', bytes, label: `HMAC secret of ${bytes.length} bytes (oct JWK)` };
}

function nodeKey(read: () => KeyObject, message: string): KeyObject {
  try {
    return read();
  } catch (error) {
    throw new ToolInputError('invalid_key', `${message} (${errorMessage(error)}).`);
  }
}

function publicKey(object: KeyObject, source: string, load: (alg: string) => Promise<CryptoKey>): PublicKey {
  const keyType = object.asymmetricKeyType ?? 'unknown';
  const details = object.asymmetricKeyDetails ?? {};
  const curve = details.namedCurve === undefined ? undefined : (EC_CURVES[details.namedCurve] ?? details.namedCurve);
  const bits = details.modulusLength;
  const name = keyType === 'rsa' || keyType === 'rsa-pss' ? `${keyType.toUpperCase()} ${bits}-bit` : keyType === 'ec' ? `EC ${curve}` : keyType.replace(/^ed/, 'Ed').replace(/^x/, 'X');
  return { kind: 'public', keyType, ...(curve ? { curve } : {}), ...(bits ? { bits } : {}), label: `${name} public key (${source})`, load };
}

function errorMessage(error: unknown): string {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error) ? String((error as Error).message) : String(error);
}
