import { isPlace } from './lexicon';
import { isBusinessName } from './names';
import type { AddressSpan } from './addresses';
import { VENUE_WORDS } from './thing-words';

// A town alone, said of a person ("I am Rohan from Kanpur", "lives in Pune", "shifted to Thiruvananthapuram").
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:from|in|to|at|of|native of|resident of|belongs to|hails from|main|hum)\s+$/iu;
// ... or before one in Hinglish ("main Lucknow se hu", "Pune me rehta hai").
const PLACE_AFTER = /^\s+(?:se|me|mein|में|से)\s+(?:hu|hoon|hun|hain|hai|rehta|rehti|rehte|aaya|aayi|aaye)\b/iu;
const ABOUT_A_PERSON =
  /(?:^|[^\p{L}])(?:i am|i'm|im|my|mera|meri|main|hum|lives?|living|stays?|staying|native|resident|hails|based|shifted|moved|relocated|family|from|pt|patient|relative|customer|cust|rehta|rehti|rehte)(?![\p{L}])/iu;
// A place's name that starts a venue's (Mohan Colour Lab, Rampur Stadium) is no one's home either.
const VENUE_AT_END = new RegExp(`\\s(?:${VENUE_WORDS})$`, 'iu');
const NOT_A_HOME_AFTER =
  /^\s*(?:warehouse|hub|office|branch|store|depot|godown|plant|factory|facility|centre|center|airport|station|port|hospital)\b/iu;
// A flat or house number said of a person: "owner of A-302", "(flat A-1106)", "flat C-601".
const UNIT =
  /(?:^|[^\p{L}])(?:flat|owner of|unit|apartment|apt|h\.?\s?no\.?|house no\.?|room)\s*(?:no\.?\s*)?((?:[A-Z]{1,2}\s?-?\s?)?\d{2,5}[A-Z]?)(?![\d\p{L}])/giu;

/** Towns named as where a person lives or comes from, and flat numbers of a person. */
export function findHomes(text: string): AddressSpan[] {
  const found: AddressSpan[] = [];
  if (ABOUT_A_PERSON.test(text)) {
    for (const match of text.matchAll(/\p{Lu}[\p{Ll}]+(?:\s\p{Lu}[\p{Ll}]+){0,2}/gu)) {
      const words = match[0].split(' ');
      // The longest run of the words that is a place, from the first.
      const length = [3, 2, 1].find((n) => n <= words.length && isPlace(words.slice(0, n).join(' ')));
      if (length === undefined) continue;
      const place = words.slice(0, length).join(' ');
      const end = match.index + place.length;
      const said = PLACE_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index)) || PLACE_AFTER.test(text.slice(end, end + 20));
      // A place's name that starts a shop's or a firm's (works at Sai Baba Hardware) is where no one lives.
      if (said && !NOT_A_HOME_AFTER.test(text.slice(end, end + 20)) && !isBusinessName(match[0]) && !VENUE_AT_END.test(match[0])) {
        found.push({ start: match.index, end });
      }
    }
  }
  for (const match of text.matchAll(UNIT)) {
    const start = match.index + match[0].indexOf(match[1] as string);
    found.push({ start, end: start + (match[1] as string).length });
  }
  return found;
}
