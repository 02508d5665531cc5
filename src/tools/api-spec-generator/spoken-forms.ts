/**
 * Fields as people say them in a list, written as the forms the list reader knows: "the number of passengers —
 * passenger_count — and …" as "the number of passengers (`passenger_count`)", "the delivery_address as an object (flat,
 * area)" as "delivery_address (object with flat, area)", "from and to" as two names, "an optional lang query parameter"
 * with `lang` in code marks, a JSON pair in parentheses as an example or a type, "a status field that's always …" as
 * "a status, that is always …".
 */

/** The list with its spoken forms of fields rewritten. */
export function spokenForms(text: string): string {
  return (
    text
      // "the number of passengers — passenger_count — and …": a name between dashes after plain words spells them
      // ("the card — farmer_name, village" opens a list instead).
      .replace(
        /(\b[a-z]+)\s+[—–]\s+(`?(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+)`?)\s*[—–](?=\s)/g,
        (all, word: string, name: string) => `${word} (${name.includes('`') ? name : `\`${name}\``})`,
      )
      // "the delivery_address as an object (flat, building and pincode)": the members of the object in parentheses.
      .replace(
        /(`?\b[A-Za-z_]\w*`?)\s+as\s+an?\s+(object|(?:array|list)\s+of\s+objects)\s*\(((?:[^()]|\([^()]*\))+)\)/gi,
        (all, name: string, kind: string, members: string) => `${name} (${kind} with ${members})`,
      )
      // "from and to, both dates": the two ends of a range are fields, though each alone is a little word.
      .replace(/(?<![\w`])from\s+and\s+to(?=\s*(?:[,;(]|$))/gi, '`from` and `to`')
      // "an optional query parameter fuel (gas or wood)": a name after the words is written before them, as below.
      .replace(
        /\b(query\s+(?:param(?:eter)?|string\s+param(?:eter)?))\s+(?:called\s+|named\s+)?(?!(?:is|are|was|and|or|for|to|with|that|which|of|in|as|on|at|by|if|when|can|may|must|should|will|the|an?)\b)(`?)([a-z][a-z0-9]*(?:_[a-z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]*)+)\2(?![\w`])/gi,
        (all, words: string, tick: string, name: string) => `\`${name}\` ${words}`,
      )
      // "an optional lang query parameter (one of en, hi)": the word before "query parameter" is its name.
      .replace(
        /(^|[\s,(])(?!(?:an?|the|optional|required|mandatory|extra|additional|other|same|single|one|two|three|new|only|first|second|any|each|every|no)\s)([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s+(?=query\s+(?:param(?:eter)?|string\s+param(?:eter)?)\b)/gi,
        '$1`$2` ',
      )
      // "`fuel` query parameter (gas or wood)": values alone in the parentheses after the words are its set.
      .replace(
        /(`[A-Za-z_]\w*`\s+query\s+(?:param(?:eter)?|string\s+param(?:eter)?)\s*)\(((?:[\w.-]+\s*,\s*)*[\w.-]+,?\s+or\s+[\w.-]+)\)/gi,
        '$1(one of $2)',
      )
      // `a due_back timestamp ("due_back": "2026-12-05T17:30:00Z")`: a JSON pair in parentheses is an example of the value.
      .replace(/\(\s*"[A-Za-z_]\w*"\s*:\s*("[^"]{1,60}"|-?\d+\.\d+|true|false)\s*\)/g, (all, value: string) =>
        /^(?:true|false)$/.test(value) ? '(boolean)' : /^-?\d/.test(value) ? '(number)' : `(e.g. ${value})`,
      )
      // "a status that's always …": the clause with its verb written out.
      .replace(/\b(that|which)['\u2019]s\b/gi, '$1 is')
      // "a status field that is always …", "a remarks string that is only needed …": the noun before the clause names the
      // field; "field" adds nothing, a type word is its type.
      .replace(
        /\b(an?|the)\s+([a-z][a-z0-9]+)\s+(field|string|text|flag|number|integer|boolean|date)\s+(?=(?:that|which)\s+is\b)/gi,
        (all, article: string, noun: string, kind: string) => `${article} ${noun}${/^field$/i.test(kind) ? '' : ` (${kind})`}, `,
      )
  );
}
