/**
 * Sentences and their clauses, as API prose writes them. A clause begins at the words that say which side of the
 * exchange its fields are on: the request ("send", "takes", "accepts", "expects", "pass", "Body:"), the query string
 * ("query:", "filtered by", "page through them with", "as query parameters") or the answer ("returns", "responds
 * with", "replies", "answers", "gives back", "you get", "you receive", "the response contains", "→"); "with",
 * "containing", "has" and "each with" continue the side before them.
 */

export type Side = 'request' | 'query' | 'path' | 'answer' | 'arrow';

export interface Clause {
  /** Undefined for the words before any marker, and for "with", "has", … with no side before them. */
  side?: Side;
  text: string;
  /** The words that began it ("returns", "each with"). */
  marker?: string;
  /**
   * `nest`: its fields are members of the object or array named before ("which holds", "each has", "in which every
   * line needs", "it must give"); `more`: more of the same, optional ("and may have", "can optionally include");
   * `payload`: "the body has", said of the side the text is on.
   */
  kind?: 'nest' | 'more' | 'payload';
}

type Kind = Side | 'neutral' | 'nest' | 'more' | 'payload';
const MARKERS: Array<[Kind, RegExp]> = [
  ['query', /(?:with\s+)?query(?:\s+param(?:eter)?s?|\s+string)?\s*:\s*/iy],
  // "needs two query parameters, `date` and …", "query params `from` and `to`".
  ['query', /with\s+query(?:\s+param(?:eter)?s?)?\s+|query(?:\s+param(?:eter)?s?)?\s*,?\s+(?=`)/iy],
  ['query', /(?:filter(?:ed|able)?|search(?:ed|able)?|sort(?:ed|able)?|ordered)\s+by\s+/iy],
  // "filter with `status`", "you can narrow it with `city`", "paginate with `page`".
  ['query', /(?:filter|narrow|search|sort)(?:\s+(?:it|them|the\s+\w+|results))?\s+(?:with|using|on)\s+/iy],
  ['query', /(?:paginated|paged|paginate|page)\s+(?:with|by|using)\s+|page\s+through\s+(?:them|it|the\s+\w+)\s+with\s+/iy],
  [
    'answer',
    /(?:the\s+)?(?:response|reply|answer|result)(?:\s+body)?\s+(?:also\s+|should\s+|will\s+|must\s+|may\s+|can\s+|might\s+)?(?:contains?|has|have|includes?|is|lists|carries|holds|looks\s+like|describes|shows|gives)\s+/iy,
  ],
  [
    'request',
    /(?:the\s+)?request(?:\s+body)?\s+(?:should\s+|must\s+|will\s+|needs\s+to\s+|may\s+|can\s+)?(?:contains?|includes?|has|have|carries|looks\s+like)\s+/iy,
  ],
  [
    'payload',
    /(?:the\s+)?(?:json\s+)?(?:body|payload)\s+(?:should\s+|must\s+|will\s+|needs\s+to\s+|also\s+)?(?:contains?|includes?|has|have|carries|holds|lists|looks\s+like)\s+/iy,
  ],
  ['answer', /(?:the\s+)?(?:response|reply)\s*(?:body\s*)?:\s*/iy],
  ['answer', /you(?:'ll|\s+will)?\s+(?:get|receive)(?:\s+back)?\s+|we\s+(?:respond|reply|return|answer|send\s+back)(?:\s+with)?\s+/iy],
  // "give them back a booking reference": the one it goes back to may stand between the verb and "back".
  ['answer', /(?:gives?|hands?|sends?|passes|brings?|writes?|echoe?s?|returns?|posts?)(?:\s+(?:them|him|her|us|you|me))?\s+back\b\s*/iy],
  // "They give the sailing id, …", "the customer gives …": what the caller gives is sent, not answered.
  [
    'request',
    /(?:they|you|(?:the\s+)?(?:users?|customers?|callers?|clients?|visitors?|buyers?|members?))\s+(?:give|gives|provide|provides|supply|supplies|enter|enters)\s+(?!back\b)/iy,
  ],
  [
    'answer',
    /(?:returns?|returning|responds?(?:\s+with)?|replies(?:\s+with)?|reply\s+with|answers?(?:\s+with)?|gives?|echoes|comes?\s+back\s+with|yields?|outputs?)\b\s*/iy,
  ],
  ['answer', /until\s+(?=`?[A-Za-z_]+`?\s+(?:is|becomes)\b)/iy],
  ['arrow', /(?:→|->)\s*/y],
  // "Each shift in the returned array shows …": the members of the list the answer is.
  [
    'answer',
    /(?:each|every)\s+\w+\s+in\s+the\s+(?:returned\s+|response\s+|result\s+)?(?:array|list|results?)\s+(?:has|holds|shows|contains|carries|includes|gives|lists)\s+/iy,
  ],
  ['request', /(?:request\s+)?body(?:\s+is\s+json)?\s*:\s*|payload\s*:\s*|fields\s*:\s*|input\s*:\s*|json\s*:\s*/iy],
  ['request', /(?:required|optional)(?:\s+fields)?\s*:\s*/iy],
  ['request', /(?:to\s+)?(?:update|change|edit|modify|set)s?\s+(?=(?:the\s+|its\s+|a\s+)?[`A-Za-z_])/iy],
  ['answer', /(?:what\s+)?comes?\s+back(?:\s+(?:is|are|as))?\s+|gets?\s+(?:you|back)\s+/iy],
  [
    'request',
    /(?:send(?:s|ing)?|pass(?:es|ing)?|provides?|submits?|takes?|accepts?|expects?|receives?|carr(?:y|ies)|suppl(?:y|ies))(?:\s+(?:it|us|them))?\b\s*/iy,
  ],
  // "It needs amount and …", "We need their address_id", "The member picks a location_id": what the caller gives.
  [
    'request',
    /(?:needs?|requires?|picks?|chooses?|enters?|selects?|fills\s+in)\s+(?=(?:the\s+|an?\s+|their\s+|its\s+|your\s+)?(?:`?[a-z]+_[a-z]|[a-z]+\s+\((?!e\.g)))/iy,
  ],
  [
    'nest',
    /(?:,\s*|[—–:]\s*)?(?:(?:(?:which|that|it)\s+is\s+)?an?\s+object(?:\s+(?:with|which\s+has|that\s+has|holding|containing|having)|\s*:)|(?:which|that)\s+(?:holds|has|have|contains|includes|carries|lists|gives)|it\s+(?:must\s+|should\s+|will\s+|can\s+|has\s+to\s+)?(?:give|gives|have|has|hold|holds|contain|contains|include|includes|carry|carries|list|lists)(?!\s+back\b)|(?:each|every)(?:\s+(?:one|item|element|entry|line|row|record|object|of\s+them))?(?:\s+(?:now|also|still|then|always|additionally))*\s+(?:has|holds|contains|needs|carries|includes|gets|is\s+made\s+of)|(?:in\s+which|where)\s+(?:each|every)\s+\w+\s+(?:has|is|needs|holds|contains|carries|includes)|each\s+with)\s+/iy,
  ],
  [
    'more',
    /(?:and\s+)?(?:they\s+|it\s+)?(?:may|can|might|could)\s+(?:also\s+)?(?:optionally\s+)?(?:have|has|include|contain|give|carry|add|hold|send|pass|attach|specify|set|ask\s+for|request|choose|pick|say|mention|indicate)\s+/iy,
  ],
  ['neutral', /(?:with|containing|contains|including|includes|has|have|having|holding|carrying|consists\s+of|is\s+made\s+of)\s+/iy],
];

// All the markers in one sticky pattern, tried once at each word: the first that matches, in the order above.
const ANY_MARKER = new RegExp(MARKERS.map(([, pattern]) => `(${pattern.source})`).join('|'), 'iy');
/** Where each marker's group is in ANY_MARKER's match (after the groups of the markers before it). */
const GROUPS: number[] = [];
for (let index = 0, group = 1; index < MARKERS.length; index += 1) {
  GROUPS.push(group);
  group += 1 + (new RegExp(`${(MARKERS[index] as [string, RegExp])[1].source}|`).exec('') as RegExpExecArray).length - 1;
}

/** Sentences of a paragraph: split at ". ", "; " and "? " outside brackets, code and quotes ("e.g." and "i.e." kept). */
export function sentences(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let code = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '`') code = !code;
    if (code) continue;
    if (c === '(' || c === '{' || c === '[') depth += 1;
    else if ((c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && (c === ';' || c === '.' || c === '?' || c === '!') && /\s/.test(text[i + 1] ?? ' ')) {
      // "`cuisine` is optional; one of a, b or c": the values after a ";" are said of the field before it.
      if (c === ';' && /^\s+(?:one\s+of|either)\s/i.test(text.slice(i + 1, i + 12))) continue;
      if (c === '.' && /\b(?:e\.g|i\.e|etc|vs|approx|no|incl|max|min)$/i.test(text.slice(Math.max(0, i - 6), i))) continue;
      found.push(text.slice(start, i + (c === ';' ? 0 : 1)));
      start = i + 1;
    }
  }
  found.push(text.slice(start));
  return found.map((sentence) => sentence.trim()).filter((sentence) => sentence !== '' && !/^[\s.;!?]*$/.test(sentence));
}

/** The clauses of a sentence, in order; the first is the words before any marker. */
export function clausesOf(sentence: string): Clause[] {
  const clauses: Clause[] = [{ text: '' }];
  let depth = 0;
  let code = false;
  let side: Side | undefined;
  for (let i = 0; i < sentence.length;) {
    const c = sentence[i] as string;
    let marker: [Kind, string] | undefined;
    const atWord = i === 0 || /[\s(,;:]/.test(sentence[i - 1] as string) || c === '→' || c === '-';
    if (depth === 0 && !code && atWord) {
      ANY_MARKER.lastIndex = i;
      const match = ANY_MARKER.exec(sentence);
      const kind = match ? MARKERS[GROUPS.findIndex((group) => match[group] !== undefined)]?.[0] : undefined;
      // "amount_due in rupees with paise": inside a list of fields, "with" is part of a field's words.
      const inList =
        kind === 'neutral' &&
        /`|[a-z]_[a-z]|[a-z][A-Z]/.test((clauses.at(-1) as Clause).text) &&
        !/^(?:each\s+with|where\s+(?:each|every))/i.test(match?.[0] ?? '');
      if (match && kind && !inList) marker = [kind, match[0]];
    }
    // "the customer picks a plan_code, gives the address and …": a bare "gives" in a series of the caller's verbs is
    // one more thing the caller sends. Only the 16 characters before it are looked at (the whole prefix made this
    // quadratic), less a word the cut leaves half ("…brand" is no "and").
    if (
      marker?.[0] === 'answer' &&
      side === 'request' &&
      /^gives?$/i.test(marker[1].trim()) &&
      /(?:,|\band)\s*$/.test(sentence.slice(Math.max(0, i - 16), i).replace(i > 16 ? /^\S*/ : /^/, ''))
    )
      marker = ['request', marker[1]];
    if (marker) {
      const [kind] = marker;
      if (kind === 'payload') side = 'request';
      else if (kind !== 'neutral' && kind !== 'nest' && kind !== 'more') side = kind;
      // "you can pass a `day`", "may also send …": what the caller may add is sent, whatever was said before.
      else if (
        kind === 'more' &&
        /\b(?:send|pass|specify|supply|provide|ask\s+for|request|choose|pick|say|mention|indicate)$/i.test(marker[1].trim()) &&
        side !== 'query'
      )
        side = 'request';
      const inherited = kind === 'neutral' ? (clauses.at(-1) as Clause).kind : undefined;
      const own = kind === 'nest' || kind === 'more' || kind === 'payload' ? kind : inherited === 'payload' ? 'payload' : undefined;
      clauses.push({ ...(side ? { side } : {}), text: '', marker: marker[1].trim(), ...(own ? { kind: own } : {}) });
      i += marker[1].length;
      continue;
    }
    if (c === '`') code = !code;
    if (!code && (c === '(' || c === '{' || c === '[')) depth += 1;
    if (!code && (c === ')' || c === '}' || c === ']') && depth > 0) depth -= 1;
    (clauses.at(-1) as Clause).text += c;
    i += 1;
  }
  return clauses
    .map((clause, index) => ({
      ...clause,
      // "… and an order_id, and the service will" before "respond with": the next clause's subject is not a field.
      text: (index < clauses.length - 1
        ? clause.text
            .trim()
            .replace(
              /(?:,?\s*\b(?:and|then|so)\s+)?(?:^|\s)(?:the\s+[a-z]+|it|we|they|you|this\s+endpoint|the\s+api)(?:\s+(?:will|would|should|shall|must|can|then|also|usually))?$/i,
              '',
            )
        : clause.text
      )
        .trim()
        .replace(/(?:,|\s+and|\s+or|\s+but)$/i, '')
        .trim(),
    }))
    .filter((clause, index) => index === 0 || clause.text !== '' || clause.side !== undefined);
}

/** "… as query parameters", "… in the query string": the clause's fields are the query. */
export const AS_QUERY = /(?<!\S)(?:as|in\s+the)\s+(?:url\s+)?(?:query(?:\s+(?:param(?:eter)?s?|string|switch))?|url\s+param(?:eter)?s)\b/i;

/** Words that say the answer is a list. */
export const LIST_SHAPE =
  /\b(?:(?:json\s+)?(?:array|list)(?:\s+of\b|\b)|each\s+with|every\s+\w+\s+has|each\s+(?:item|entry|element|one)\b)/i;
export const LIST_WORDS = /\b(?:list|lists|listing|all|every|search|searches|find|finds|paginated|paged)\b/i;

// "Returns an array of entries as above", "responds with the booking, as shown above": what the answer names is an
// earlier answer; not a status ("returns 404 as above") or an error.
const AS_ABOVE =
  /\b(?:returns?|responds?|replies|answers?|gives?\s+back|sends?\s+back)\b([^.;]{0,200}?),?\s*\b((?:as|like)\s+(?:shown\s+|described\s+|defined\s+)?(?:above|before|earlier))\b/i;

function answeredAsAbove(text: string): { what: 'answer'; phrase: string } | undefined {
  const found = AS_ABOVE.exec(text);
  const named = found?.[1] ?? '';
  if (!found || /\b[1-5]\d\d\b|\b(?:errors?|status|codes?|problems?)\b/i.test(named) || !/[a-z]{3,}/i.test(named)) return undefined;
  return { what: 'answer', phrase: found[2] as string };
}

/** "same shape as the 201 above", "same fields as above", "same json body": what is copied, or undefined. */
export function sameAs(
  text: string,
): { what: 'request' | 'answer' | 'both'; status?: number; section?: string; phrase: string } | undefined {
  // "subscription object, fields as in 2.iii": the fields of the endpoint a numbered section describes.
  const section = /\b(?:fields|shape|schema|structure|format)\s+as\s+(?:in|under)\s+(?:section\s+)?(\d+(?:\.(?:[ivx]+|\d+))+)\b\.?/i.exec(
    text,
  );
  if (section) {
    const answered = /\b(?:returns?|responds?|replies|response|answers?)\b/i.test(text.slice(0, section.index));
    return { what: answered ? 'answer' : 'both', section: (section[1] as string).toLowerCase(), phrase: section[0] };
  }
  const match =
    /(?:[—–-]\s*)?\bsame\s+(?:([a-z-]+)\s+)?(body|shape|fields|payload|response|answer|schema|structure|object)\b(?:\s+as\s+(?:the\s+)?(?:`?([1-5]\d\d)`?\s+)?(?:above|before|earlier|\w+)?)?/i.exec(
      text,
    );
  if (!match) return answeredAsAbove(text);
  const said = `${match[1] ?? ''} ${match[2]}`;
  // "Returns the same invoice object as above": what a sentence of the answer names is the answer.
  const answered = /\b(?:returns?|responds?|replies|response|answers?)\b/i.test(text.slice(0, match.index));
  const what = /body|payload|request/i.test(said) ? 'request' : /response|answer/i.test(said) || match[3] || answered ? 'answer' : 'both';
  return { what, ...(match[3] ? { status: Number(match[3]) } : {}), phrase: match[0] };
}
