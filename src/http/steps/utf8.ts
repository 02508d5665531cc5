import { isUtf8 } from 'node:buffer';

/** Length of a UTF-8 sequence from its lead byte, with the allowed range of its second byte (RFC 3629 §4). */
function sequence(lead: number): { length: number; low: number; high: number } | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return { length: 2, low: 0x80, high: 0xbf };
  if (lead === 0xe0) return { length: 3, low: 0xa0, high: 0xbf };
  if (lead === 0xed) return { length: 3, low: 0x80, high: 0x9f }; // no UTF-16 surrogates
  if (lead >= 0xe1 && lead <= 0xef) return { length: 3, low: 0x80, high: 0xbf };
  if (lead === 0xf0) return { length: 4, low: 0x90, high: 0xbf };
  if (lead >= 0xf1 && lead <= 0xf3) return { length: 4, low: 0x80, high: 0xbf };
  if (lead === 0xf4) return { length: 4, low: 0x80, high: 0x8f }; // nothing above U+10FFFF
  return undefined;
}

/** The 0-based offset of the first byte that is not part of well-formed UTF-8 (RFC 3629), or -1 when all of it is. */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    const expected = sequence(lead);
    if (!expected) return i;
    for (let k = 1; k < expected.length; k++) {
      const byte = bytes[i + k];
      const [low, high] = k === 1 ? [expected.low, expected.high] : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) return i;
    }
    i += expected.length;
  }
  return -1;
}
