/**
 * A field's name from the plain words prose names it with, when no name is written as code: "their email address"
 * is `email`, "a start time" is `start_time`, "the date of birth" is `date_of_birth`, "the message itself" is
 * `message`. Only short noun phrases: a phrase with a verb or a question word ("how many spots are left") is none.
 */
import type { Schema } from './types';

// Words that make a phrase a clause or a description, not a name.
const NOT_NOUN =
  /^(?:is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|would|should|may|might|must|how|what|which|who|when|where|why|that|this|these|those|if|so|not|no|very|more|most|than|then|and|or|but|to|for|from|with|by|at|on|in|into|about|as|per|each|every|all|any|some|its|their|your|our|my|his|her|left|right|only|also|just|same|other|another|new|one|two|array|list|lists|object|objects|map|string|strings|integer|integers|number|numbers|boolean|json|fields?|data|body|payload|response|request|set|bunch|few|several|many|much|wants?|wanted|needs|needed|asks?|asked|likes?|liked)$/i;
// Words after the noun that add nothing to its name.
const TRAILING = /\s+(?:itself|themselves|value|field|here|too)$/i;

/** The name and the type the words say, or undefined when they are not a short noun phrase. */
export function nameOfWords(words: string): { name: string; schema?: Schema } | undefined {
  const text = words.trim().toLowerCase().replace(TRAILING, '');
  if (!/^[a-z]+(?:[\s-][a-z]+){0,2}$/.test(text)) return undefined;
  const parts = text.split(/[\s-]+/);
  // "email address", "e-mail address": the address is the email; "phone number", "mobile number": the phone.
  if (/^e-?mail(?:\s+address)?$/.test(text)) return { name: 'email', schema: { type: 'string', format: 'email' } };
  if (/^(?:phone|mobile)(?:\s+number)?$/.test(text)) return { name: parts[0] as string };
  // "seats left", "rooms remaining": a plural and what is left of it is a count's name.
  if (/^[a-z]+s\s+(?:left|remaining)$/.test(text)) return { name: parts.join('_') };
  // "order number" is a name; "array of payouts", "number of seats" are not.
  const noun = (part: string, index: number) => part === 'of' || (index === parts.length - 1 && index > 0 && part === 'number');
  if (parts.some((part, index) => NOT_NOUN.test(part) && !noun(part, index)) || parts[0] === 'of' || parts.at(-1) === 'of')
    return undefined;
  // One word is a name only with a word after it that adds nothing ("the message itself"); alone, other rules read it.
  if (parts.length === 1) return text !== words.trim().toLowerCase() ? { name: text } : undefined;
  return { name: parts.join('_') };
}
