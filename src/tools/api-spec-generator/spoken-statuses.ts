/**
 * Status codes said aloud, as a transcript or a chat writes them: "four-oh-nine", "two oh one", "four-twenty-two",
 * "four nineteen" as 409, 201, 422, 419. Only a code whose first digit is 2 to 5 and whose other words are a
 * digit after "oh"/"zero", a teen, or a tens word (with its digit) is read; the caller keeps only known codes.
 */
const DIGITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const DIGIT = Object.keys(DIGITS).join('|');
// "at four ten", "by five thirty pm": a time of day, not a status.
const SPOKEN = new RegExp(
  String.raw`(?<!\b(?:at|by|around|till|until|from|before|after|since)\s+)\b(two|three|four|five)[\s-]+(?:(?:oh|zero|o)[\s-]+(${DIGIT})|(${Object.keys(TEENS).join('|')})|(${Object.keys(TENS).join('|')})(?:[\s-]+(${DIGIT}))?)\b(?![\s-]*(?:am|pm|a\.m|p\.m|o['\u2019]clock|hours?|hrs|minutes?|mins?)\b)`,
  'gi',
);

/** The text with each status code said in words written as its digits. */
export function spokenStatuses(text: string): string {
  if (!/\b(?:two|three|four|five)[\s-]/i.test(text)) return text;
  return text.replace(SPOKEN, (all, first: string, afterZero?: string, teen?: string, tens?: string, unit?: string) => {
    const hundreds = (DIGITS[first.toLowerCase()] as number) * 100;
    const rest = afterZero
      ? (DIGITS[afterZero.toLowerCase()] as number)
      : teen
        ? (TEENS[teen.toLowerCase()] as number)
        : (TENS[(tens as string).toLowerCase()] as number) + (unit ? (DIGITS[unit.toLowerCase()] as number) : 0);
    return String(hundreds + rest);
  });
}
