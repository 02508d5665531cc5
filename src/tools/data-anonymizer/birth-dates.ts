import { isEnglishWord, isIndicWord, nameWord } from './lexicon';

/** A date of birth found in text: where it is. */
export interface DateSpan {
  start: number;
  end: number;
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const HINDI_MONTHS = 'जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|अप्रेल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर';
// A date as people write one: 14/03/1988, 14-03-88, 14.03.1988, 1988-03-14, 14 Mar 1988, 14th March, 1988,
// March 14, 1988, 14-Mar-1988, 14 मार्च 1988.
const DATE_SOURCE = [
  String.raw`\d{1,2}[/.\-]\d{1,2}[/.\-](?:\d{4}|\d{2})`,
  String.raw`\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2}`,
  String.raw`\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?[\s\-]*(?:${MONTHS}|${HINDI_MONTHS})\.?,?[\s\-]*'?(?:\d{4}|\d{2})`,
  String.raw`(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`,
].join('|');
const DATE = new RegExp(`(?<![\\d\\p{L}])(?:${DATE_SOURCE})(?![\\d\\p{L}])`, 'giu');
const WHOLE_DATE = new RegExp(`^(?:${DATE_SOURCE})$`, 'iu');
// Words before a date that make it a date of birth ("DOB:", "born on", "जन्म तिथि", "janm tithi").
const BIRTH_BEFORE =
  /(?:\bd\.?\s?o\.?\s?b\b\.?|\bdate\s+of\s+birth|\bbirth\s?(?:date|dt)|\bborn(?: on)?|\bbirthday|\bb'?day|\bjanm(?:\s?(?:tithi|din|dinank))?|\bjanam(?:\s?(?:din|tithi|dinank))?|जन्म(?:\s?तिथि|\s?दिनांक|\s?दिन|तिथि|दिन)?|पैदा)[^\d\p{L}]{0,6}(?:(?:is|was|on|is on|hai|की|का|:)\s*[:\-]?\s*)?$/iu;

/** Devanagari digits (०-९) as ASCII digits, one for one, so positions stay. */
const asciiDigits = (text: string): string => text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** Whether a whole value is a date in one of the forms people write. */
export const isDate = (value: string): boolean => WHOLE_DATE.test(asciiDigits(value.trim()));

/** The year of a date written as people write one (two-digit years read as 19xx or 20xx, whichever is not ahead of `now`). */
export function yearOf(original: string, now: Date): number | undefined {
  const value = asciiDigits(original);
  if (!isDate(value)) return undefined;
  const four = /(?<!\d)(\d{4})(?!\d)/.exec(value);
  if (four) return Number(four[1]);
  const two = /(\d{2})\D*$/.exec(value.trim());
  if (!two) return undefined;
  const year = 2000 + Number(two[1]);
  return year > now.getUTCFullYear() ? year - 100 : year;
}

// A birth word anywhere earlier in the sentence ("DOB re-confirmed as 6 Mar 1970", "DOB mismatch: system shows X,
// customer says Y"), with no word for another kind of date between it and the date.
const BIRTH_IN_SENTENCE =
  /(?:\bd\.?\s?o\.?\s?b\b|\bdate\s+of\s+birth|\bbirth\s?(?:date|dt|day)|\bborn\b|\bbirthday|\bjanm|\bjanam|जन्म)[^.;\n]*$/iu;
const OTHER_DATE_WORDS =
  /\b(?:joined|joining|admitted|admission|discharged|visit(?:ed)?|order(?:ed)?|paid|payment|due|issued|expir\w*|valid|renew\w*|booked|delivered|dispatched|married|marriage|anniversary|death|died|expired|appointment|scheduled|on leave|leave|effective|from|till|until|since|updated|created|registered|submitted|received)\b/i;
// A date right after a person (a relation or a name-like word, in brackets or after a dash): "Self (23-08-1989)",
// "Spouse - Neha (05/04/1987)", "Harika-20-10-2020": a family list writes each member's date of birth there.
const AFTER_A_PERSON = /(?:^|[^\p{L}])(\p{L}+)\s*(?:\(\s*|[-–:]\s*)$/u;
const RELATIONS = new Set('self spouse wife husband son daughter father mother child dependant dependent member nominee'.split(' '));

/** Whether a word is a relation or reads as a person's name (on the lists, or Indian by its letters, and not English). */
function personWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (RELATIONS.has(lower)) return true;
  return (
    /^\p{Lu}\p{Ll}+$/u.test(word) &&
    !isEnglishWord(word) &&
    (nameWord(word) === 'given' || nameWord(word) === 'surname' || isIndicWord(word))
  );
}

/**
 * Dates of birth in free text (Devanagari digits too): dates that words such as "DOB", "born on" or "जन्म तिथि"
 * introduce, or that follow one in the same sentence with no word for another date between; and dates written right
 * after a relation or a name ("Self (23-08-1989)", "Harika-20-10-2020").
 */
export function findBirthDates(original: string): DateSpan[] {
  const text = asciiDigits(original);
  const found: DateSpan[] = [];
  for (const match of text.matchAll(DATE)) {
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    const sentence = BIRTH_IN_SENTENCE.exec(before);
    const introduced = BIRTH_BEFORE.test(before.slice(-30)) || (sentence !== null && !OTHER_DATE_WORDS.test(sentence[0]));
    const person = AFTER_A_PERSON.exec(before.slice(-30))?.[1];
    if (introduced || (person !== undefined && personWord(person))) found.push({ start: match.index, end: match.index + match[0].length });
  }
  return found;
}
