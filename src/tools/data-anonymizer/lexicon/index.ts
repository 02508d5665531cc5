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

/** Letter trigram counts of a word list, each word padded as ^^word$, with the counts of their first two letters. */
function trigrams(words: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) {
    const padded = `^^${word}$`;
    for (let i = 2; i < padded.length; i += 1) {
      const gram = padded.slice(i - 2, i + 1);
      const context = `${padded.slice(i - 2, i)}*`;
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
      counts.set(context, (counts.get(context) ?? 0) + 1);
    }
  }
  return counts;
}

/** Mean log-probability per letter of a word under a trigram model (add-0.1 smoothing over 27 symbols). */
function logProbability(model: Map<string, number>, word: string): number {
  const padded = `^^${word}$`;
  let sum = 0;
  for (let i = 2; i < padded.length; i += 1) {
    const gram = model.get(padded.slice(i - 2, i + 1)) ?? 0;
    const context = model.get(`${padded.slice(i - 2, i)}*`) ?? 0;
    sum += Math.log((gram + 0.1) / (context + 2.7));
  }
  return sum / (padded.length - 2);
}

let models: { names: Map<string, number>; english: Map<string, number> } | undefined;
/** How far a word reads more like an Indian name than like English (mean log-likelihood ratio per letter). */
const INDIC_MARGIN = 0.2;

/**
 * Whether a word the lexicon does not know reads like an Indian name rather than English, by letter trigrams learnt
 * from the lexicon's names and its English words (Sowmya, Saravanan, Vaghela do; Refund, Paradise do not). Hindi
 * words and Indian place names read alike too: callers ask for more (two such words, or words that introduce a name).
 */
export function isIndicWord(word: string): boolean {
  const { given, surnames, english } = sets();
  models ??= { names: trigrams([...given, ...surnames]), english: trigrams(english) };
  const lower = word.toLowerCase();
  return /^[a-z]{3,}$/.test(lower) && logProbability(models.names, lower) - logProbability(models.english, lower) > INDIC_MARGIN;
}

/** Builds the sets now (a pool thread's warm-up), so no request pays for it. */
export function loadLexicon(): void {
  isIndicWord('warm');
}
