/** How much caller input a message may quote: enough to recognise the value, never a megabyte echoed back. */
export const QUOTE_LIMIT = 100;

/** `text` cut to at most `limit` UTF-16 code units, with `…` marking the cut; a surrogate pair is never split. */
export function clip(text: string, limit = QUOTE_LIMIT): string {
  if (text.length <= limit) return text;
  let end = limit - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
