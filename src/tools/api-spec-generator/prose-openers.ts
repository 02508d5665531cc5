/**
 * Openers of a field list said in plain prose, written as the markers the list readers know: "The body is the a, the
 * b" as "The body contains the a, the b"; "for each meetup we need the a, …" as "each meetup has the a, …";
 * "200 OK with a, b" as "Returns 200 with a, b".
 */

// "The body is the cafe_id, …", "the request body will be `a`, `b`": a name (in code, snake or camel case) follows.
const BODY_IS =
  /\b((?:request\s+)?(?:body|payload))\s+(?:is|will\s+be|should\s+be|must\s+be)\s*:?\s+(?=(?:the\s+|just\s+|only\s+)?(?:`|[a-z]+_[a-z]|[a-z]+[A-Z]))/gi;
// "for each meetup we need the …", "for every slot it gives the …", "For each sari send back the …": the members of each element of a list.
const FOR_EACH =
  /\bfor\s+(each|every)\s+([a-z]+)\s*,?\s+(?:we\s+(?:need|want|show|send|return|give)|it\s+(?:has|gives|returns|shows|sends|lists)|there\s+(?:is|are)|you\s+get|include|(?:send|give|hand)\s+back|return)\s+/gi;

// "per station: a, b", "for each plot: a, b" opening a sentence: the members of each element of the list just named.
const PER_ITEM = /^(?:per|for\s+(?:each|every)|each)\s+([a-z]+)\s*:\s*(?=\S)/i;

// "Latitude and longitude are required query params (lat, lng)": the words name them, the parentheses spell them.
const QUERY_NAMED =
  /^(?:the\s+)?[a-z][a-z\s,-]{0,60}?\s+(?:are|is)\s+(?:(required|mandatory|optional)\s+)?(?:query|url)\s+(?:param(?:eter)?s?|string\s+param(?:eter)?s?)\s*\(\s*(`?[A-Za-z_]\w*`?(?:\s*(?:,|\band\b)\s*`?[A-Za-z_]\w*`?)*)\s*\)/i;

// "whether it takes vehicles, yes or no, call it carries_vehicles", "whether it is paid (is_paid)": a yes-or-no
// question that a name in code case answers is that name, a boolean.
const WHETHER_NAMED =
  /\bwhether\s+[^,;()`]{1,60}?(?:\s*,\s*(?:yes\s+or\s+no|yes\s*\/\s*no|true\s+or\s+false|true\s*\/\s*false))?(?:\s*,?\s*(?:call(?:ed)?\s+it|name(?:d)?\s+it|named|as)\s+|\s*\(\s*)(`?)([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)\1\)?/g;

// "the fare can have paise so make it a decimal": what the value may hold, then the type it is to be.
const MAKE_IT =
  /\b(the\s+)?([a-z][a-z0-9_]*)\s+(?:can|may|will|could|might)\s+(?:have|include|contain|be|hold)\s+[^,;.()]{1,30}?\s*,?\s*so\s+(?:make|keep)\s+it\s+(an?\s+(?:decimal|integer|number|whole\s+number|string|boolean|date|timestamp))\b/gi;

// "**200 OK** with `refund` (number) …", "201 Created with the id": a success status that opens a sentence, and "with".
const STATUS_WITH = /^[*_`\s]*(2\d\d)(?:\s+[A-Z][A-Za-z]*){0,3}[*_`\s]*\s+with\s+/;

/** The sentence with its plain-prose list openers written as the markers the list readers know. */
export function proseOpeners(text: string): string {
  return text
    .replace(QUERY_NAMED, (all, flag: string | undefined, names: string) => {
      const each = names.split(/\s*(?:,|\band\b)\s*/).filter(Boolean);
      return `Query: ${each.map((name) => `${name}${flag ? ` (${flag.toLowerCase()})` : ''}`).join(', ')}`;
    })
    .replace(WHETHER_NAMED, (all, tick: string, name: string) => `\`${name}\` (boolean)`)
    .replace(MAKE_IT, (all, the: string | undefined, name: string, type: string) => `${the ?? ''}${name} (${type})`)
    .replace(STATUS_WITH, 'Returns $1 with ')
    .replace(BODY_IS, '$1 contains ')
    .replace(PER_ITEM, (all, noun: string) => `each ${noun} has `)
    .replace(FOR_EACH, (all, each: string, noun: string) => `${each} ${noun} has `);
}
