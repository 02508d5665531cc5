/** A word of free text: its letters (an initial keeps its dot), where it is, and its script. */
export interface Word {
  text: string;
  start: number;
  end: number;
  script: 'latin' | 'devanagari' | 'other';
  /** What the name finder made of it, kept so a word is judged once however many runs it is in. */
  judged?: { shape: string; role?: string };
}

// Letters with their combining marks, joined by an apostrophe or a hyphen (D'Souza, Jean-Paul); an initial keeps its
// dot (R. K. Sharma, R.K. Sharma). Bounded: one pass over the text whatever it holds.
const WORD = /(?:\p{Lu}\.){2,3}|[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*(?:(?<=(?:^|[^\p{L}])\p{Lu})\.)?/gu;

/** The words of a text, in order. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const script = /[\u0900-\u097F]/.test(word) ? 'devanagari' : /^[\p{Script=Latin}\p{M}'’.-]+$/u.test(word) ? 'latin' : 'other';
    words.push({ text: word, start: match.index, end: match.index + word.length, script });
  }
  return words;
}
