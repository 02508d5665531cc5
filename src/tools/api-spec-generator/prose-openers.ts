/**
 * Openers of a field list said in plain prose, written as the markers the list readers know: "The body is the a, the
 * b" as "The body contains the a, the b"; "for each meetup we need the a, …" as "each meetup has the a, …";
 * "200 OK with a, b" as "Returns 200 with a, b".
 */

// "The body is the cafe_id, …", "the request body will be `a`, `b`": a name (in code, snake or camel case) follows.
const BODY_IS =
  /\b((?:request\s+)?(?:body|payload))\s+(?:is|will\s+be|should\s+be|must\s+be)\s*:?\s+(?=(?:the\s+|just\s+|only\s+)?(?:`|[a-z]+_[a-z]|[a-z]+[A-Z]))/gi;
// "for each meetup we need the …", "for every slot it gives the …": the members of each element of a list.
const FOR_EACH =
  /\bfor\s+(each|every)\s+([a-z]+)\s*,?\s+(?:we\s+(?:need|want|show|send|return|give)|it\s+(?:has|gives|returns|shows|sends|lists)|there\s+(?:is|are)|you\s+get|include)\s+/gi;

// "**200 OK** with `refund` (number) …", "201 Created with the id": a success status that opens a sentence, and "with".
const STATUS_WITH = /^[*_`\s]*(2\d\d)(?:\s+[A-Z][A-Za-z]*){0,3}[*_`\s]*\s+with\s+/;

/** The sentence with its plain-prose list openers written as the markers the list readers know. */
export function proseOpeners(text: string): string {
  return text
    .replace(STATUS_WITH, 'Returns $1 with ')
    .replace(BODY_IS, '$1 contains ')
    .replace(FOR_EACH, (all, each: string, noun: string) => `${each} ${noun} has `);
}
