/**
 * Latin spellings of a Devanagari word, for looking a Hindi name up in the lexicon of names written in English: the
 * consonants and vowels as Indian names are spelt in English (श sh, व v or w, ई i or ee), with the inherent vowel
 * written or dropped where Hindi drops it (the last one always, the middle ones either way: कमलेश kamalesh, kamlesh).
 * Not a transliteration standard (ISO 15919 would write कमलेश kamaleśa): the spellings people use for names.
 */
const CONSONANTS: Record<string, string[]> = {
  क: ['k'],
  ख: ['kh'],
  ग: ['g'],
  घ: ['gh'],
  ङ: ['n'],
  च: ['ch'],
  छ: ['chh', 'ch'],
  ज: ['j'],
  झ: ['jh'],
  ञ: ['n'],
  ट: ['t'],
  ठ: ['th'],
  ड: ['d'],
  ढ: ['dh'],
  ण: ['n'],
  त: ['t'],
  थ: ['th'],
  द: ['d'],
  ध: ['dh'],
  न: ['n'],
  प: ['p'],
  फ: ['ph', 'f'],
  ब: ['b'],
  भ: ['bh'],
  म: ['m'],
  य: ['y'],
  र: ['r'],
  ल: ['l'],
  व: ['v', 'w'],
  श: ['sh'],
  ष: ['sh'],
  स: ['s'],
  ह: ['h'],
  ळ: ['l'],
};
const NUKTA_CONSONANTS: Record<string, string[]> = {
  क: ['q', 'k'],
  ख: ['kh'],
  ग: ['g'],
  ज: ['z', 'j'],
  ड: ['r', 'd'],
  ढ: ['rh'],
  फ: ['f'],
};
const VOWELS: Record<string, string[]> = {
  अ: ['a'],
  आ: ['a', 'aa'],
  इ: ['i'],
  ई: ['i', 'ee'],
  उ: ['u'],
  ऊ: ['u', 'oo'],
  ऋ: ['ri'],
  ए: ['e'],
  ऐ: ['ai'],
  ओ: ['o'],
  औ: ['au'],
};
const SIGNS: Record<string, string[]> = {
  'ा': ['a', 'aa'],
  'ि': ['i'],
  'ी': ['i', 'ee'],
  'ु': ['u'],
  'ू': ['u', 'oo'],
  'ृ': ['ri'],
  'े': ['e'],
  'ै': ['ai'],
  'ो': ['o'],
  'ौ': ['au'],
};
const VIRAMA = '्';
const NUKTA = '़';
const NASAL = new Set(['ं', 'ँ']);
const FINAL_I = 'ी';
/** The most spellings one word may give (a long word's choices multiply). */
const MOST = 64;

type Piece = string[];

/** The word as pieces, each a list of the ways it may be spelt; an inherent vowel is a piece of ['a', ''] (or ['a'] at the start). */
function pieces(word: string): Piece[] {
  const chars = [...word];
  const out: Piece[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    if (VOWELS[char]) out.push(VOWELS[char] as string[]);
    else if (CONSONANTS[char]) {
      const nukta = chars[i + 1] === NUKTA;
      out.push((nukta ? NUKTA_CONSONANTS[char] : CONSONANTS[char]) ?? (CONSONANTS[char] as string[]));
      if (nukta) i += 1;
      const next = chars[i + 1] ?? '';
      if (next === VIRAMA) i += 1;
      else if (SIGNS[next]) {
        out.push(SIGNS[next] as string[]);
        i += 1;
      } else out.push(['a', '']);
    } else if (NASAL.has(char)) out.push(['n', 'm', 'ng']);
    else if (char === 'ः') out.push(['h', '']);
    else return [];
  }
  // The last inherent vowel is not said (राहुल rahul, not rahula), except after two consonants (मौर्य maurya).
  const last = out[out.length - 1];
  const cluster = chars.length >= 3 && chars[chars.length - 2] === VIRAMA;
  if (last && last.length === 2 && last[0] === 'a' && last[1] === '') out[out.length - 1] = cluster ? ['', 'a'] : [''];
  // A last ी is often spelt y in English (चौधरी Chaudhary).
  if (chars[chars.length - 1] === FINAL_I) out[out.length - 1] = ['i', 'ee', 'y'];
  return out;
}

/** The Latin spellings of a Devanagari word (lower case), at most 64; none for a word with other characters. */
export function latinSpellings(word: string): string[] {
  let spellings = [''];
  for (const piece of pieces(word)) {
    spellings = spellings.flatMap((spelling) => piece.map((choice) => spelling + choice));
    if (spellings.length > MOST) spellings = spellings.slice(0, MOST);
  }
  return spellings.filter(Boolean);
}
