/**
 * Credentials a sentence says its endpoint takes by pointing back ("same token", "Bearer again", "isme bhi wahi
 * shop token") where the endpoint's document requires none: the auth dropped in silence.
 */

const CREDENTIAL = String.raw`(?:bearer|token|api[\s-]?key|key|jwt|auth|login|credentials?)`;
const BACK = new RegExp(
  String.raw`\b(?:same|wahi|usi|again|too|also|bhi|as\s+before|as\s+above)\b[^.;]{0,40}?\b${CREDENTIAL}\b|\b${CREDENTIAL}\b[^.;]{0,20}?\b(?:again|too|as\s+well|as\s+before|as\s+above|bhi)\b`,
  'i',
);
// "no login", "public", "koi login nahi", "without a token": the endpoint said to need none.
const NONE =
  /\b(?:public|no\s+(?:login|auth\w*|token|key)|without\s+(?:a\s+|any\s+)?(?:login|auth\w*|token|key)|koi\s+login\s+nahi|login\s+nahi|not\s+needed|nahi\s+chahiye)\b/i;

/** Why the sentence's credentials, said by pointing back, are not on its endpoint (`secured`: it requires some), or nothing. */
export function unheldAuth(sentence: string, secured: boolean): string | undefined {
  if (secured || NONE.test(sentence)) return undefined;
  const match = BACK.exec(sentence);
  if (!match) return undefined;
  return `"${match[0].slice(0, 40)}" says its endpoint takes credentials but the document has it require none`;
}
