/** How much caller input a message may quote: enough to recognise the value, never a megabyte echoed back. */
const QUOTE_LIMIT = 100;

/** `text` cut to at most `limit` UTF-16 code units, with `…` marking the cut; a surrogate pair is never split. */
export function clip(text: string, limit = QUOTE_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** `U+00A0`: a code point as Unicode writes it, for characters a message cannot show as themselves. */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The 1-based position of UTF-16 `index` in `text`, counting Unicode characters (a surrogate pair is one). */
export function characterPosition(text: string, index: number): number {
  let position = 1;
  for (let i = 0; i < index; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < index) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    position += 1;
  }
  return position;
}

/** One RFC 6901 reference token: `~` as `~0` and `/` as `~1`. */
export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * What is wrong with text that JSON.parse refused, in this service's words: V8's message changes between Node
 * versions and names its own internals, so only the position is taken from it.
 */
export function jsonSyntaxProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/end of (JSON|data)/i.test(message)) return 'the text ends before the JSON value is complete';
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined ? 'the text is not valid JSON' : `the JSON syntax breaks at character ${Number(position) + 1}`;
}

/** The first C0 or C1 control character (tab and newline included), with its 1-based position, or undefined. */
export function firstControlCharacter(text: string): { name: string; position: number } | undefined {
  const match = /\p{Cc}/u.exec(text);
  if (!match) return undefined;
  return { name: codePointName(match[0].charCodeAt(0)), position: characterPosition(text, match.index) };
}
