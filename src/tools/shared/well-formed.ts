import { characterPosition, codePointName } from '../../common/text';
import { ToolInputError } from './errors';

/**
 * The one policy for unpaired UTF-16 surrogates (possible through a `\uD800`-style JSON escape), in every tool that
 * turns text into bytes: such text has no UTF-8 form, so it is refused as `invalid_unicode`, naming the field and the
 * character's 1-based position, never silently replaced by U+FFFD.
 */
export function requireWellFormed(text: string, field: string): void {
  // With the u flag a surrogate pair is one code point, so this matches unpaired surrogates only.
  const lone = /\p{Surrogate}/u.exec(text);
  if (!lone) return;
  const index = lone.index;
  throw new ToolInputError(
    'invalid_unicode',
    `${field} has an unpaired surrogate ${codePointName(text.charCodeAt(index))} at position ${characterPosition(text, index)} (1-based, counting Unicode characters); it has no UTF-8 encoding. Send the character it was meant to be, or remove it.`,
  );
}

/** The UTF-8 bytes (RFC 3629) of well-formed text; see requireWellFormed for the surrogate policy. */
export function utf8Bytes(text: string, field: string): Buffer {
  requireWellFormed(text, field);
  return Buffer.from(text, 'utf8');
}
