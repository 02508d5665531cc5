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

/** Dates of birth in free text: dates that words such as "DOB", "born on" or "जन्म तिथि" introduce (Devanagari digits too). */
export function findBirthDates(original: string): DateSpan[] {
  const text = asciiDigits(original);
  const found: DateSpan[] = [];
  for (const match of text.matchAll(DATE)) {
    if (BIRTH_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))) {
      found.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}
