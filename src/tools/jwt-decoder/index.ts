import { TextDecoder } from 'node:util';
import { ToolInputError } from '../shared/errors';
import { describeInstant, LAST_SECOND_OF_9999, MAX_TIME_MS, type InstantText } from '../shared/civil-time';
import { jsonSyntaxProblem } from '../../common/text';
import { warning } from '../shared/warnings';
import { parseKey } from './keys';
import { checkSignature } from './verify';
import type { RequestBody, ToolResult } from '../../common/operations';

export type JwtDecoderRequest = RequestBody<'jwt_decoder'>;

interface ClaimTime extends InstantText {
  epoch: number;
}

export type JwtDecoderResult = ToolResult<'jwt_decoder'>;

type JwtWarning = JwtDecoderResult['warnings'][number];

type SegmentName = 'header' | 'payload' | 'signature';

// JSON.stringify recurses, so a hostile token nested thousands deep would crash the response writer; real headers and claims stay far below this.
const MAX_JSON_DEPTH = 200;
const CLAIMS = ['exp', 'iat', 'nbf'] as const satisfies readonly NonNullable<JwtWarning['claim']>[];

/** Decodes a compact JWS/JWT (RFC 7515 §7.1, RFC 7519): header, claims, exp/iat/nbf as UTC and IST times against `now`, and, when `key` is given, verifies the signature only with jose. */
export async function decodeJwt(request: JwtDecoderRequest, context: { now: Date }): Promise<JwtDecoderResult> {
  const key = request.key === undefined ? undefined : parseKey(request.key);
  const token = request.token.trim().replace(/^Bearer\s+/i, '');
  const [headerPart, payloadPart, signaturePart] = splitCompact(token);
  const header = parseJsonObject(decodeSegment(headerPart, 'header'), 'header', '');
  const nestedHint =
    typeof header.cty === 'string' && header.cty.toUpperCase() === 'JWT'
      ? ' The header says cty "JWT", so the payload is a nested JWT: decode it on its own.'
      : '';
  const payload = parseJsonObject(decodeSegment(payloadPart, 'payload'), 'payload', nestedHint);
  if (signaturePart !== '') decodeSegment(signaturePart, 'signature');

  const nowMs = context.now.getTime();
  const warnings: JwtWarning[] = [];
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
    throw new ToolInputError(
      'malformed_jwt',
      "This is an encrypted JWT (JWE, 5 segments); it cannot be decoded without the recipient's private key.",
      "Decrypt the JWE with the recipient's private key first; if it wraps a signed JWT (a nested JWT, RFC 7519 §5.2), send that inner token here.",
    );
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
    throw new ToolInputError(
      'malformed_jwt',
      `Character ${JSON.stringify(char)} at position ${position} of the ${name} segment is not base64url${hint}.`,
    );
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
    throw new ToolInputError('malformed_jwt', `The ${name} segment decodes to text that is not JSON: ${jsonSyntaxProblem(error)}.${hint}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const kind = value === null ? 'JSON null' : Array.isArray(value) ? 'a JSON array' : `a JSON ${typeof value}`;
    throw new ToolInputError(
      'malformed_jwt',
      `The ${name} segment decodes to ${kind}, but a JWT ${name} must be a JSON object (RFC 7519 §7.2).${hint}`,
    );
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ToolInputError(
      'malformed_jwt',
      `The ${name} JSON is nested more than ${MAX_JSON_DEPTH} levels deep, which this service does not accept.`,
    );
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

function claimTime(claim: (typeof CLAIMS)[number], value: unknown, nowMs: number, warnings: JwtWarning[]): ClaimTime | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') {
    warnings.push(
      warning(
        'claim_not_numeric_date',
        `"${claim}" is ${value === null ? 'null' : `a ${Array.isArray(value) ? 'array' : typeof value}`}, not a NumericDate (seconds since 1970, RFC 7519 §2), so it was not read as a time.`,
        { claim },
      ),
    );
    return undefined;
  }
  const ms = value * 1000;
  if (!(Math.abs(ms) <= MAX_TIME_MS)) {
    warnings.push(
      warning('claim_out_of_range', `"${claim}" (${value}) is outside the range of representable dates, so no time is shown for it.`, {
        claim,
      }),
    );
    return undefined;
  }
  // Judged by range, not digits: seconds up to the end of year 9999 are dates people use; beyond it, milliseconds are likelier.
  if (Math.abs(value) > LAST_SECOND_OF_9999)
    warnings.push(
      warning(
        'claim_looks_like_milliseconds',
        `"${claim}" (${value}) is after the year 9999 read as seconds; it looks like milliseconds, but a NumericDate counts seconds (RFC 7519 §2).`,
        { claim },
      ),
    );
  return { epoch: value, ...describeInstant(Math.round(ms), nowMs) };
}
