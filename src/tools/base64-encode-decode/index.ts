import { ToolInputError } from '../shared/errors';
import { characterPosition } from '../../common/text';
import { utf8Bytes } from '../shared/well-formed';
import type { RequestBody, ToolResult } from '../../common/operations';

export type Base64Request = RequestBody<'base64_encode_decode'>;

type Base64EncodeResult = Extract<ToolResult<'base64_encode_decode'>, { mode: 'encode' }>;

type Base64DecodeResult = Extract<ToolResult<'base64_encode_decode'>, { mode: 'decode' }>;

export type Base64Result = Base64EncodeResult | Base64DecodeResult;

const DATA_URL_PREFIX = /^[ \t\n\r\f\v]*data:([^,]*),/i;
const IGNORED_WHITESPACE = /[ \t\n\r\f\v]+/g;

const enum Kind {
  Foreign,
  Shared,
  StandardOnly,
  UrlSafeOnly,
  Pad,
  Whitespace,
}

const KIND_OF_ASCII = (() => {
  const table = new Uint8Array(128);
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') table[c.charCodeAt(0)] = Kind.Shared;
  for (const c of '+/') table[c.charCodeAt(0)] = Kind.StandardOnly;
  for (const c of '-_') table[c.charCodeAt(0)] = Kind.UrlSafeOnly;
  for (const c of ' \t\n\r\f\v') table[c.charCodeAt(0)] = Kind.Whitespace;
  table['='.charCodeAt(0)] = Kind.Pad;
  return table;
})();

/** Encodes or decodes text as Base64: encode gives RFC 4648 §4 (padded) and §5 base64url (unpadded) of the UTF-8 bytes; decode accepts either alphabet. */
export function convertBase64(request: Base64Request): Base64Result {
  return request.mode === 'decode' ? decodeBase64(request.text) : encodeBase64(request.text);
}

function encodeBase64(text: string): Base64EncodeResult {
  const bytes = utf8Bytes(text, 'Text');
  return { mode: 'encode', base64: bytes.toString('base64'), base64url: bytes.toString('base64url'), bytes: bytes.length, warnings: [] };
}

function decodeBase64(text: string): Base64DecodeResult {
  const start = skipDataUrlPrefix(text);
  let dataCount = 0;
  let lastData = -1;
  let firstPad = -1;
  let padCount = 0;
  let firstStandard = -1;
  let firstUrlSafe = -1;
  let hasWhitespace = false;
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const kind = code < 128 ? KIND_OF_ASCII[code] : Kind.Foreign;
    if (kind === Kind.Whitespace) {
      hasWhitespace = true;
    } else if (kind === Kind.Pad) {
      if (firstPad < 0) firstPad = i;
      padCount += 1;
    } else if (kind === Kind.Foreign) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      throw new ToolInputError(
        'invalid_base64',
        `Character ${JSON.stringify(char)} at position ${characterPosition(text, i)} (1-based) is not Base64.`,
      );
    } else {
      if (firstPad >= 0) {
        throw new ToolInputError(
          'invalid_base64',
          `Padding "=" at position ${characterPosition(text, firstPad)} is followed by data "${text[i]}" at position ${characterPosition(text, i)} (positions 1-based); "=" may only end the input.`,
        );
      }
      if (kind === Kind.StandardOnly && firstStandard < 0) firstStandard = i;
      if (kind === Kind.UrlSafeOnly && firstUrlSafe < 0) firstUrlSafe = i;
      dataCount += 1;
      lastData = i;
    }
  }
  if (firstStandard >= 0 && firstUrlSafe >= 0) {
    throw new ToolInputError(
      'invalid_base64',
      `Mixed alphabets: "${text[firstStandard]}" at position ${characterPosition(text, firstStandard)} is standard Base64 but "${text[firstUrlSafe]}" at position ${characterPosition(text, firstUrlSafe)} is base64url (positions 1-based); use one alphabet.`,
    );
  }
  const leftover = dataCount % 4;
  if (leftover === 1) {
    throw new ToolInputError(
      'invalid_base64',
      `Impossible length: ${dataCount} Base64 characters (not counting whitespace and padding) leave 1 character over, which cannot encode a whole byte; the input is truncated or has an extra character (the last is at position ${characterPosition(text, lastData)}, 1-based).`,
    );
  }
  const expectedPad = leftover === 0 ? 0 : 4 - leftover;
  if (padCount > 0 && padCount !== expectedPad) {
    throw new ToolInputError(
      'invalid_base64',
      `Wrong padding: ${dataCount} Base64 characters take ${expectedPad} "=" but ${padCount} were found, starting at position ${characterPosition(text, firstPad)} (1-based).`,
    );
  }
  const body = text.slice(start);
  // Validated above, so Buffer's silent skipping of foreign characters can no longer lose anything; it reads both alphabets.
  const bytes = Buffer.from(hasWhitespace ? body.replace(IGNORED_WHITESPACE, '') : body, 'base64');
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { mode: 'decode', utf8: true, text: decoded, bytes: bytes.length, warnings: [] };
  } catch {
    return { mode: 'decode', utf8: false, hex: bytes.toString('hex'), bytes: bytes.length, warnings: [] };
  }
}

/** Index just past a leading `data:...;base64,` prefix (RFC 2397), or 0 when there is none. */
function skipDataUrlPrefix(text: string): number {
  const dataUrl = DATA_URL_PREFIX.exec(text);
  if (!dataUrl) return 0;
  if (!/;base64$/i.test(dataUrl[1] ?? '')) {
    throw new ToolInputError('invalid_base64', 'The data URL is not Base64-encoded: ";base64" is missing before the comma.');
  }
  return dataUrl[0].length;
}
