import { isEnglishWord, isPinCode, isPlace, nameWord } from './lexicon';
import { ADDRESS_WORD_ALONE, LOCALITY_SUFFIX, ORGANISATION } from './address-words';
import type { AddressSpan } from './addresses';
import { isBusinessAddress } from './business-addresses';

// A home's unit and its number, anywhere in a sentence: "H.No. 16-37", "House No. 437", "Flat 9A", "Plot 108", "Qtr 7/B".
const HOME_UNIT =
  /(?<![\p{L}\p{N}])(?:h\.?\s?no|house(?:\s?no)?|flat(?:\s?no)?|plot(?:\s?no)?|door(?:\s?no)?|d\.?\s?no|qtr(?:\s?no)?|quarter(?:\s?no)?)\.?\s*[:#-]?\s*[A-Z]{0,2}-?\d{1,5}[A-Za-z]?(?:\s?[-/]\s?\d{1,5}[A-Za-z]?){0,3}(?![\p{L}\p{N}])/giu;
// Or a bare house number after a verb of delivery or moving: "drop at 91 Green Acres", "shifted to 14 Lane 4".
// ... or at a clause's start after a name and a comma ("Anil Rao, 13 Green Acres Kakkanad ...").
const NUMBER_AFTER_VERB =
  /(?:(?<![\p{L}])(?:at|to|from|is|dena|pe)\s+|(?:^|,\s*))(\d{1,4}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?)(?=\s+(?:\p{Lu}|\d{1,2}(?:st|nd|rd|th)\s))/giu;
const CONNECTOR = /^(?:near|nr|opp|opposite|behind|beside|next|of|the)$/iu;
// Dots that do not end a sentence: an address's abbreviations.
const ABBREVIATION = /^(?:opp|nr|no|rd|st|apts?|soc|extn|sec|bldg|blk|h\.no|sr|jr)\.$/iu;
const PIN_TOKEN = /^[1-9]\d{5}$/u;
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?';
const WEEKDAYS = new RegExp(`^${WEEKDAY}(?:\\s?[-–/]\\s?${WEEKDAY})?$`, 'iu');

/** Whether a run of capitalised words is a person's name (every word a given name or surname, none a place). */
function isPersonName(words: string[]): boolean {
  return (
    words.length >= 2 &&
    words.every((word) => nameWord(word) !== undefined && !isPlace(word) && !ADDRESS_WORD_ALONE.test(word)) &&
    nameWord(words[0] as string) !== 'surname'
  );
}

/**
 * Whether the capitalised words from token k on start a sentence or name a trade after an address, not more of it:
 * they run into lower-case prose, name no place, street or number, and are English words ("Call before coming",
 * "Reliance Digital guy came"), days ("Mon-Sat only") or a person's name ("Meena Iyer will receive"). A word the
 * dictionary does not know is a locality the lexicon lacks ("... Heights Velachery ghar pe"), and stays.
 */
export function startsProse(tokens: RegExpMatchArray[], k: number): boolean {
  const run: string[] = [];
  let n = k;
  for (; n < tokens.length; n += 1) {
    const raw = (tokens[n] as RegExpMatchArray)[0];
    const word = raw.replace(/[,;:.!?]+$/u, '');
    if (!/^[\p{Lu}\d]/u.test(word)) break;
    // Days ("Mon-Sat", "Sunday") start a note on when, though a district is called Mon.
    if (WEEKDAYS.test(word)) return true;
    if (/\d/u.test(word) || ADDRESS_WORD_ALONE.test(word) || isPlace(word) || LOCALITY_SUFFIX.test(word)) return false;
    for (const part of word.split('-')) if (isPlace(part)) return false;
    if (/[,;.!?]$/u.test(raw)) return false;
    run.push(word);
  }
  const next = tokens[n]?.[0] ?? '';
  if (run.length === 0 || !/^\p{Ll}{2,}/u.test(next) || ADDRESS_WORD_ALONE.test(next.replace(/[,;:.!?]+$/u, ''))) return false;
  return run.every((word) => word.split('-').every((part) => isEnglishWord(part))) || isPersonName(run);
}

/**
 * Home addresses written without commas in a sentence ("parcel yaha dena H.No. 16-37 Green Acres Nayapalli @rider pls
 * check", "drop at 91 Green Acres Gomti Nagar kal 8 baje"): from a home's unit (or a number after a verb of delivery)
 * over the capitalised words, numbers and address words that follow, to a PIN code or the first word that is none of
 * those (lower-case prose, an @mention, a link, an emoji, a sentence's end, a person's name after the address). Kept
 * only when the run names a street, a locality or a PIN after the number, and is no business's.
 */
export function findHouseRuns(text: string): AddressSpan[] {
  const found: AddressSpan[] = [];
  const starts = [
    ...[...text.matchAll(HOME_UNIT)].map((match) => ({ start: match.index, end: match.index + match[0].length })),
    ...[...text.matchAll(NUMBER_AFTER_VERB)].map((match) => {
      const start = match.index + match[0].lastIndexOf(match[1] as string);
      return { start, end: start + (match[1] as string).length };
    }),
  ];
  for (const unit of starts) {
    let end = unit.end;
    let named = false;
    const rest = text.slice(unit.end, unit.end + 200);
    const tokens = [...rest.matchAll(/[^\s]+/g)];
    for (let k = 0; k < tokens.length; k += 1) {
      const token = tokens[k] as RegExpMatchArray & { index: number };
      const raw = token[0];
      const word = raw.replace(/[,;:!?]+$/u, '').replace(/\.$/u, '');
      if (word === '' || /[@/#]|https?|www\./iu.test(raw) || /\p{Extended_Pictographic}/u.test(raw)) break;
      const capitalised = /^[\p{Lu}\d]/u.test(word) && /^[\p{L}\p{M}\d.'&-]+$/u.test(word);
      const addressWord = ADDRESS_WORD_ALONE.test(word);
      // "to" joins only after "next" ("next to Hanuman Mandir"); alone it leads to another place ("from X to Y").
      const connects = CONNECTOR.test(word) || (word.toLowerCase() === 'to' && /^next$/iu.test(tokens[k - 1]?.[0] ?? ''));
      const joins = connects && /^[\p{Lu}]/u.test(tokens[k + 1]?.[0] ?? '');
      if (!(capitalised || addressWord || joins)) break;
      // After the address's words, capitalised words that run into prose ("Call before coming", "Amazon guy came",
      // "Mon-Sat only") start a sentence of their own unless they name a place or a street.
      if (named && capitalised && !addressWord && startsProse(tokens, k)) break;
      // A person's name after the address's words ("... Borivali West Rakesh Gupta will collect") is not part of it.
      if (named) {
        const run = [];
        for (let n = k; n < tokens.length && /^\p{Lu}[\p{Ll}]+$/u.test((tokens[n] as RegExpMatchArray)[0]); n += 1) {
          run.push((tokens[n] as RegExpMatchArray)[0]);
        }
        if (isPersonName(run)) break;
      }
      end = unit.end + token.index + word.length;
      if (addressWord || isPlace(word) || LOCALITY_SUFFIX.test(word) || (PIN_TOKEN.test(word) && isPinCode(word))) named = true;
      if (PIN_TOKEN.test(word)) break;
      // A sentence ends at a dot that is no abbreviation's, and at a semicolon.
      if ((/\.$/u.test(raw) && !ABBREVIATION.test(raw)) || /[;!?]$/u.test(raw)) break;
    }
    const span = text.slice(unit.start, end);
    if (!named || end <= unit.end || ORGANISATION.test(span) || isBusinessAddress(span)) continue;
    found.push({ start: unit.start, end });
  }
  return found;
}
