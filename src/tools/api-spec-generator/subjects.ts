/**
 * A sentence's subject said in words with the field's name in parentheses after it ("The applicant's e-mail (email,
 * an email address) is optional.") is that field, named: the words go, the name and its hints stay ("`email` (an
 * email address) is optional."), so the statement is read of the field.
 */
const NAMED_SUBJECT =
  /^(?:the|an?|their|its|your|our)\s+[A-Za-z'’ -]{1,60}?\s*\(\s*`?([A-Za-z_][A-Za-z0-9_]*)`?\s*(?:,\s*([^()]{1,60}))?\)\s+(?=(?:is|are|must|can|may|should|will)\b)/i;

/** The sentence with a subject said in words named by the identifier in its parentheses. */
export function namedSubject(text: string): string {
  const named = NAMED_SUBJECT.exec(text);
  if (!named) return text;
  return `\`${named[1]}\`${named[2] ? ` (${named[2].trim()})` : ''} ${text.slice(named[0].length)}`;
}
