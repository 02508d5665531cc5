import data from './data.json';

/** What a lower-case word is to the lexicon: a given name, a surname, a name that is also an English word, or none. */
export type NameWord = 'given' | 'surname' | 'ambiguous' | undefined;

interface Lexicon {
  given: Set<string>;
  surnames: Set<string>;
  ambiguous: Set<string>;
  english: Set<string>;
  places: Set<string>;
  pinCodes: Set<string>;
}

let lexicon: Lexicon | undefined;

/** The lexicon's sets, built on first use (about 40,000 entries: a few milliseconds, once per thread). */
function sets(): Lexicon {
  lexicon ??= {
    given: new Set(data.givenNames.split(' ')),
    surnames: new Set(data.surnames.split(' ')),
    ambiguous: new Set(data.ambiguousNames.split(' ')),
    english: new Set(data.englishWords.split(' ')),
    places: new Set(data.places.split('|')),
    pinCodes: new Set(data.pinCodes.split(' ')),
  };
  return lexicon;
}

/** The lexicon's verdict on one word of a name, any case (Latin letters only). */
export function nameWord(word: string): NameWord {
  const lower = word.toLowerCase();
  const { given, surnames, ambiguous } = sets();
  if (ambiguous.has(lower)) return 'ambiguous';
  if (given.has(lower)) return 'given';
  if (surnames.has(lower)) return 'surname';
  return undefined;
}

/** Whether a word (any case) is a common English word (SCOWL sizes 10-35), names that are also words included. */
export const isEnglishWord = (word: string): boolean => sets().english.has(word.toLowerCase());

/** Whether words (any case, spaces between) name an Indian city, district, taluk or post-office locality. */
export const isPlace = (words: string): boolean => sets().places.has(words.toLowerCase().replace(/\s+/g, ' ').trim());

/** Whether six digits are a PIN code India Post has issued. */
export const isPinCode = (digits: string): boolean => sets().pinCodes.has(digits);

/** Builds the sets now (a pool thread's warm-up), so no request pays for it. */
export function loadLexicon(): void {
  sets();
}
