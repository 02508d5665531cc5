/**
 * A field item whose notes are only a set of values or a type, written after a colon or a comma:
 * "shoe_size: 6, 7, 8 or 9 (required)", "joined_on, a date (required)", "laps, integer, optional". Written as
 * `name (notes; flag)`, the form a field line reads.
 */
import { onlyTypePhrase } from './types';

const NAME = String.raw`\x60[A-Za-z_]\w*\x60|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+`;
const ITEM = new RegExp(
  String.raw`^(${NAME})\s*([:,])\s*([^()]+?)\s*(?:\(\s*(required|optional|mandatory)\s*\)|,\s*(required|optional|mandatory))?\s*[.;]?$`,
  'i',
);
// "XS, S, M or L", "walk-in, n/a or online": two or more short values, the last after "or".
const VALUES = /^[\w./+-]{1,30}(?:\s*,\s*[\w./+-]{1,30})*\s*,?\s+or\s+[\w./+-]{1,30}$/;

/** The item as `name (notes; flag)` when its notes are only values or a type, else as it is. */
export function plainFieldItem(text: string): string {
  const found = ITEM.exec(text.trim());
  if (!found) return text;
  const [, name, mark, notes = '', ...flags] = found;
  const flag = flags.find(Boolean);
  const article = notes.replace(/^an?\s+/i, '');
  if (onlyTypePhrase(article)) return `${name} (${article}${flag ? `, ${flag}` : ''})`;
  if (mark === ':' && VALUES.test(notes) && !notes.split(/\s*,\s*|\s+or\s+/).some((value) => onlyTypePhrase(value)))
    return `${name} (one of ${notes}${flag ? `; ${flag}` : ''})`;
  return text;
}
