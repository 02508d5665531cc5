/**
 * Statuses a sentence gives after a label or a verb the older status patterns do not read ("Output: 200, …",
 * "Errors: 404 if …", "it says 409", "we throw 410"), so a status said there and held on no operation is a warning.
 */

const LABELLED =
  /\b(?:output|outputs|answer|answers|response|responses|result|results|reply|errors?|success|failure|says|gives|throws?|sends?|fails?\s+with|ends?\s+(?:in|with))\s*(?:is\s+)?[:—–-]?\s*(?:(?:a|an|an?\s+http|http|status|code)\s+)?[`*"]*([1-5]\d\d)\b(?!\d|[,.]\d|\s*%|\s*(?:ms|s|seconds?|minutes?|hours?|days?|km|kb|mb|characters?|chars?|items?|rupees|paise|bytes?|requests?|per|rows?|records?)\b)/gi;

/** The statuses a sentence gives after a label or verb ("Output: 200", "Errors: 404 if …", "it says 409"). */
export function labelledStatuses(sentence: string): number[] {
  return [...sentence.matchAll(LABELLED)].map((match) => Number(match[1]));
}
