/**
 * Lists of fields as prose writes them: split at commas, "and", "plus", ";" and dashes (outside brackets, code marks
 * and quotes), a set of values kept whole ("can be low, normal or urgent"), the words before a name that say how it
 * is sent, and flags said of the fields before them ("all required", "both are mandatory").
 */

/** Splits a list at commas, "and", "plus", ";" and dashes, outside brackets, code marks and quotes. */
export function splitPieces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let code = false;
  let current = '';
  for (let i = 0; i < text.length;) {
    const c = text[i] as string;
    if (c === '`') code = !code;
    if (!code && (c === '(' || c === '{' || c === '[')) depth += 1;
    if (!code && (c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    const separator =
      depth === 0 && !code && (c === ',' || c === ';' || c === ' ')
        ? /^(?:,(?:\s*or\s+(?=`))?|;|\s+(?:and|plus|as\s+well\s+as|along\s+with|together\s+with|&|\+)\s+|\s+or\s+(?=`)|\s+[—–]\s+|\s+-\s+)/i.exec(
            text.slice(i, i + 14),
          )
        : null;
    if (separator) {
      pieces.push(current);
      current = '';
      i += separator[0].length;
    } else {
      current += c;
      i += 1;
    }
  }
  pieces.push(current);
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '' && !/^(?:and|or|plus)$/i.test(piece));
}

/** Fields read of one list; the pieces looked at (flags and words between the fields included). */
export const MAX_FIELDS = 50;
export const MAX_PIECES = 2 * MAX_FIELDS;

// "can be low, normal or urgent": a set of values is one piece of a list; it ends at the value after "or".
const LED_VALUE = String.raw`(?:\x60[^\x60]{1,40}\x60|"[^"]{1,40}"|(?!(?:and|or|the|an?|plus|with)\b)[\w.-]{1,40}(?:\/[\w.-]{1,40})*)`;
export const LED = new RegExp(
  String.raw`\b(one\s+of|can\s+be|must\s+be(?:\s+either)?|is\s+either|either|is\s+always|always|only|(?:which|that)\s+(?:is|are)(?:\s+one\s+of)?)\s+(${LED_VALUE}(?:\s*,\s*(?!or\b)${LED_VALUE})*\s*,?\s*(?:\bor\b|\/)\s*${LED_VALUE}|${LED_VALUE}(?:\s*(?:,\s*(?:or\s+)?|\bor\b|\/)\s*${LED_VALUE})+)`,
  'gi',
);

// Words that say how a field is sent or read, before its name.
export const LEAD =
  /^(?:(?:and|or|plus|also|then|with|by|for|field|part|named|called|it|them|us|the|a|an|its|their|your|our|my|his|her|own|this|that|these|those|new|updated|current|saved|created|optional|optionally|required|mandatory|same|each\s+(?:item|entry|element|one|row|record)|\w+['\u2019]s)\s+)+/i;

/**
 * Flags said of fields already read: "all required", "both are mandatory", "all three required", "optional", "optional
 * (false by default)", "so mark it optional".
 */
export function flagOf(piece: string): { optional: boolean; all: boolean } | undefined {
  const match =
    /^(?:(?:so\s+|and\s+)?(?:mark|make|keep)\s+(?:it|this|that)\s+(?:as\s+)?|(all|both|each|they|these|all\s+\w+|those)\s+(?:are\s+|is\s+|of\s+them\s+)?)?(required|mandatory|optional)(?:\s+here)?(?:\s*\([^()]*\))?\.?$/i.exec(
      piece.trim(),
    );
  return match ? { optional: /optional/i.test(match[2] as string), all: Boolean(match[1]) } : undefined;
}
