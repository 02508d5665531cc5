/**
 * A type in square brackets after a field's name, as some reference pages write it: "size_cm [integer] (required)",
 * "start [timestamp]". Written as the parentheses the field readers know: "size_cm (integer, required)". A line of
 * description under such a field line ("The artist the client wants.", "Possible values: a, b", "Default: 12") is
 * joined to it as its notes, and its own line left empty, so no line moves. Where some lines of a run are marked
 * "(required)", one with no flag is optional.
 */
import { onlyTypePhrase } from './types';

const BRACKETED =
  /(^|[\s,:—–-])(`?[A-Za-z_]\w*`?)[ \t]+\[([A-Za-z][A-Za-z0-9 <>-]{0,40})\](?:[ \t]*\((required|optional|mandatory)\))?(?![ \t]*\()/g;
const FIELD_LINE = /^\s*`?[A-Za-z_]\w*`?[ \t]+\[[A-Za-z][A-Za-z0-9 <>-]{0,40}\](?:[ \t]*\((?:required|optional|mandatory)\))?\s*$/;
// A sentence that ends with a stop, or the values or default of the field above.
const DESCRIPTION = /^\s*(?:[A-Z][^[\]]*\.\s*|(?:possible|allowed|valid)\s+values\s*:.*|default\s*:.*)$/i;

/**
 * "date [date] (required)", then "hours [integer]": in a run of such lines (up to a blank line) where some are marked
 * required, a line with no flag is optional, as the pages that mark only what is required mean it.
 */
function flagUnmarked(lines: string[]): string[] {
  const out = [...lines];
  for (let start = 0; start < out.length;) {
    let end = start;
    while (end < out.length && (out[end] as string).trim() !== '') end += 1;
    const run = out
      .slice(start, end)
      .map((line, at) => ({ line, at: start + at }))
      .filter(({ line }) => FIELD_LINE.test(line));
    if (run.some(({ line }) => /\((?:required|mandatory)\)\s*$/.test(line)))
      for (const { line, at } of run) if (!/\((?:required|optional|mandatory)\)\s*$/.test(line)) out[at] = `${line.trimEnd()} (optional)`;
    start = end + 1;
  }
  return out;
}

/** The text with each "name [type]" written as "name (type)", the flag after it inside the parentheses. */
export function bracketTypes(text: string): string {
  if (!text.includes('[')) return text;
  const lines = flagUnmarked(text.split('\n'));
  for (let index = 0; index < lines.length - 1; index += 1) {
    if (!FIELD_LINE.test(lines[index] as string)) continue;
    const next = lines[index + 1] as string;
    if (next.trim() === '' || FIELD_LINE.test(next) || !DESCRIPTION.test(next) || /^\s*[1-5]\d\d\b/.test(next)) continue;
    lines[index] = `${(lines[index] as string).trimEnd()} — ${next.trim()}`;
    lines[index + 1] = '';
  }
  return lines
    .join('\n')
    .replace(BRACKETED, (all, before: string, name: string, type: string, flag: string | undefined) =>
      onlyTypePhrase(type) ? `${before}${name} (${type}${flag ? `, ${flag}` : ''})` : all,
    );
}
