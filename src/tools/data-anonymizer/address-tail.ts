import { isPinCode, isPlace } from './lexicon';
import { ADDRESS_WORDS, PIN, STATE_NAMES } from './address-words';

// After the PIN code, what may still be the address: the state, the country, each after a comma or a dash.
const STATE_AND_COUNTRY = new RegExp(`^(?:\\s*[,\\-–]?\\s*(?:${STATE_NAMES}|india|bharat)(?![\\p{L}]))*\\.?`, 'iu');
// What stands before six digits that are a PIN code: a place's last letters, a dash or colon, or "PIN".
const PLACE_BEFORE = /(?:[\p{L}\p{M}.)]\s*[,\-–:]?|pin(?:\s?code)?\s*[:\-–]?)\s*$/iu;
// What goes on with the address after its PIN code: a landmark, a street or building word, another PIN code.
const GOES_ON = new RegExp(`^(?:near|nr|opp|opposite|behind|beside|next to|in front of|landmark|${ADDRESS_WORDS})(?![\\p{L}])`, 'iu');

/**
 * An address cell split where the address ends and a note begins ("…, Pune 411001 - leave with security",
 * "… 560 074 (after 7 pm only)", "…, Kerala 2pm-5pm / call first"): the address ends at its last PIN code, with the state
 * and "India" that may follow; what follows it is a delivery window, an instruction, an AWB or an amount, to be searched
 * as text rather than masked whole. Undefined when nothing follows, or when what follows goes on with the address (a
 * landmark, a street, a place, another PIN code).
 */
export function splitAddressTail(value: string): { address: string; tail: string } | undefined {
  // A PIN code India Post knows, or six digits written as one after a place ("Surat 395018", "- 440 093", "PIN 141 114").
  const pins = [...value.matchAll(PIN)].filter(
    (match) => isPinCode(match[0].replace(/\s/g, '')) || PLACE_BEFORE.test(value.slice(Math.max(0, match.index - 12), match.index)),
  );
  const last = pins.at(-1);
  if (last === undefined) return undefined;
  const pinEnd = last.index + last[0].length;
  const end = pinEnd + (STATE_AND_COUNTRY.exec(value.slice(pinEnd))?.[0].length ?? 0);
  const tail = value.slice(end);
  const words = tail.replace(/^[\s,;:.|/\\()[\]\-–—>]+/u, '');
  if (words.trim() === '' || GOES_ON.test(words)) return undefined;
  const firstWords = words.match(/^[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+){0,2}/u)?.[0].split(/\s+/) ?? [];
  // A place's name next ("… 440001 Nagpur") goes on with it; a day ("Mon-Fri") does not, though Mon is also a district.
  const day = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?$/iu.test(firstWords[0] ?? '');
  if (!day && firstWords.some((_, i) => /^\p{Lu}/u.test(firstWords[0] ?? '') && isPlace(firstWords.slice(0, i + 1).join(' ')))) {
    return undefined;
  }
  return { address: value.slice(0, end), tail };
}
