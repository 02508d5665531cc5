/**
 * Hinglish notes read in English words ("body mein user_id aur amount bhejna", "customer ka naya balance milega",
 * "note optional hai", "teeno zaroori"): the function words that carry a sentence's structure are glossed, the
 * verbs that close a clause are dropped (Hindi puts them last, after what they say), and the object a verb at the
 * end names is moved after it ("ye array deta hai" → "it returns array"). Code marks are left alone.
 */
import { valueSetsInEnglish } from './hints';

// Hindi's flags, type words and copula come after the name: "note optional hai" is "note is optional".
const FLAG = String.raw`(?:required|optional|mandatory|zaroori|zaruri|jaruri|jaroori|compulsory)`;

const TYPE = String.raw`(?:boolean|integer|string|decimal|number|date|timestamp|paise|rupees)`;

const GLOSS: Array<[RegExp, string]> = [
  // "amount decimal mein", "litres — decimal mein": the type it is written in, after the name.
  [new RegExp(String.raw`\b([A-Za-z_]\w*)\s*(?:[—–-]\s*)?(${TYPE})\s+mein\b`, 'gi'), '$1 ($2)'],
  // "snf bhi decimal": this one's type too ("bhi" is "also").
  [new RegExp(String.raw`\b([A-Za-z_]\w*)\s+bhi\s+(${TYPE})\b(?!\s+(?:mein|hai)\b)`, 'gi'), '$1 ($2)'],
  // "shift jo morning ya evening hoga", "type jo sirf a, b ya c ho sakta hai": a relative clause naming the values.
  [/\bjo\s+((?:sirf\s+)?[^.;:]{1,200}?)\s+(?:ho\s+sakt[aie]\s+hai|ho\s+sakt[aie]|hoga|hogi|honge)\b/gi, 'which is $1'],
  // "201 aata hai bid_id ke saath aur highest": the status comes with the fields after it.
  [/\b(\d{3})\s+(?:aata|aati|aayega|milta)\s+hai\s+([A-Za-z_]\w*)\s+ke\s+saath\b/gi, 'returns $1 with $2'],
  // "highest, true ya false": a boolean.
  [/,?\s*\btrue\s+ya\s+false\b/gi, ' (boolean)'],
  // "response 201 mein a aur b": the status, then what comes with it.
  [/\b(?:response|jawab)\s+(\d{3})\s+mein\b/gi, 'returns $1 with'],
  // "from aur to query mein", "city query mein aayega": the names before the place they go.
  [
    /\b([a-z_]\w*(?:\s+(?:aur|and)\s+[a-z_]\w*)?)\s+query\s+mein\b(?=\s*(?:aayega|aayenge|aayegi|hoga|honge|jayega|[,.;(—–-]|$))/g,
    'query: $1',
  ],
  // "a, b aur c har entry mein": the element's fields before "in each entry".
  [
    /([—–:-]\s*)((?:[a-z_]\w*\s*,\s*)*[a-z_]\w*\s+(?:aur|and)\s+[a-z_]\w*)\s+har\s+(?:ek|entry|item|element|record)\s+mein\b/gi,
    '$1each has $2',
  ],
  // "har artist ka a, b": each element has.
  [/\bhar\s+([a-z]+)\s+(?:ka|ki|ke)\b/gi, 'each $1 has'],
  // "aur koi teesra nahi" after a set of values: no other value.
  [/,?\s*\b(?:aur\s+)?koi\s+(?:aur|doosra|dusra|teesra|other)\s+nahi\b/gi, ''],
  // "rose, marigold ya jasmine, inke alawa kuch nahi", "cod ya upi, bas yahi do": no other value.
  [/,?\s*\b(?:inke|iske|unke)\s+(?:alawa|alaawa|siwa|siva)\s+kuch\s+nahi\b/gi, ''],
  [/,?\s*\bbas\s+yahi(?:\s+(?:do|teen|char|chaar))?\b/gi, ''],
  // "flower — matlab rose, marigold ya jasmine": after a dash or colon, a list closed by "ya" is the values it takes.
  [/([—–:]\s*)(?:matlab\s+)?((?:[\w.+-]+\s*,\s*)+[\w.+-]+\s+ya\s+[\w.+-]+)\b/gi, '$1one of $2'],
  // "Body JSON mein:", "response mein": in the body, in the answer.
  [/\b(body|query|response)(?:\s+json)?\s+mein\b\s*:?/gi, '$1:'],
  [/\bhar\s+(?:ek|entry|item|element|record)\s+mein\b/gi, 'each has'],
  // "har customer mein a, b": each element of the list, whatever its noun, has these.
  [/\bhar\s+([a-z]+)\s+mein\b/gi, 'each $1 has'],
  [/\b(?:sab|sabhi|saare|har\s+request)\s+(?:pe|par|mein)\b/gi, 'all requests need'],
  [/\b(\d{3})\s+pe\b/g, 'returns $1 with'],
  [/\b(\d{3})\s+return\s+karo\s+with\b/gi, 'returns $1 with'],
  // "ye array deta hai", "woh list milti hai": the verb last, its object before it.
  [/\b(?:ye|yeh|woh|wo|yahan|ab)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:deta|deti|dega|degi|lautata|milta|milti)\s+hai\b/gi, 'it returns $1'],
  // "Array return karega — a, b", "list return karega with a, b": the answer is a list of what follows.
  [/\b(?:ek\s+)?(array|list)\s+(?:return|wapas)\s+(?:karega|karegi|hoga|hogi|aayega|aayegi)\b/gi, 'it returns a $1'],
  [
    /\s*\b(?:(?:return|wapas)\s+(?:karega|karo|aata\s+hai|milega)|(?:bhejna|bhejo|bhejiye|dena|lagega|aayega|aayegi|aayenge|jaati|jaata|jaate)(?:\s+hai)?|de\s+dena)\b/gi,
    '',
  ],
  // "…, usme entry_id aur balance milega": "in it" after the answer's status, and the verb that closes it.
  [/\b(?:usme|usmein|usmen|isme|ismein|jisme|jismein)\b/gi, 'with'],
  [/\s*\b(?:milega|milegi|milenge|milta\s+hai|milti\s+hai)\b/gi, ''],
  // "customer ka naya balance": the possessor ("customer's") and the adjective before the field.
  // "strings ki array": an array of them, before "ki" is read as a possessive.
  // "dues naam ka array": an array called dues.
  [/\b([A-Za-z_]\w*)\s+naam\s+(?:ka|ki|ke)\s+array\b/gi, '$1, an array'],
  [/\b([A-Za-z_]\w*)\s+naam\s+(?:ka|ki|ke)\s+list\b/gi, '$1, a list'],
  [/\b([a-z]+)\s+(?:ki|ka|ke)\s+array\b/gi, 'an array of $1'],
  [/\b([a-z]+)\s+(?:ki|ka|ke)\s+list\b/gi, 'a list of $1'],
  // "— paid_on tabhi hoga jab …, warna nahi": a sentence of its own, "paid_on is only present when …".
  [/(?:[—–]\s*)?\b([a-z_]\w*)\s+tabhi\s+(?:hoga|hogi|honge|aayega|aayegi|milega)\s+jab\b/gi, '. $1 only present when'],
  [/,?\s*\bwarna\s+nahi(?:\s+(?:aayega|aayegi|hoga|hogi|milega))?\b/gi, ''],
  [/\bke\s+liye\b/gi, 'for'],
  // "bina login ke bhi chalega": it works without a login, so it is public.
  [/\bbina\s+(login|token|key|auth\w*)(?:\s+(?:ke|kiye))?\b/gi, 'without $1'],
  [/\b([A-Za-z]\w*)\s+(?:ka|ki|ke)\s+(?=[A-Za-z])/g, "$1's "],
  [/\b(?:naya|nayi|naye)\b/gi, 'new'],
  [/\bsirf\b/gi, 'only'],
  // "response ek list hai", "venue ek object hai": the copula, "is a".
  [/\bek\s+([A-Za-z]\w*)\s+hai\b/gi, 'is a $1'],
  // "ek date", "ek object": the article.
  [/\b(?:ek|a)\s+(?=[aeiou])/gi, 'an '],
  [/\bek\b/gi, 'a'],
  // "Isme bhi wahi shop token": the same credentials as before.
  [/\b(?:wahi|vahi)\b/gi, 'the same'],
  // "ye bhi zaroori", "woh bhi required": the field just named is required too.
  [new RegExp(String.raw`\b(?:ye|yeh|woh|wo)\s+(?:bhi\s+)?(?=${FLAG}\b)`, 'gi'), ''],
  // "— date zaroori hai.": a statement of its own about a field already named, "date is required".
  [new RegExp(String.raw`(^|[.;—–]\s*)([A-Za-z_]\w*)\s+(?:bhi\s+)?(${FLAG})\s+hai\b(?=\s*(?:[.;]|$))`, 'gi'), '$1$2 is $3'],
  // "vehicle_type bhi required hai", "bed optional hai": the name, then its flag, as a field line says it.
  [new RegExp(String.raw`\b([A-Za-z_]\w*)\s+(?:bhi\s+)?(${FLAG})\s+hai\b`, 'gi'), '$1 ($2)'],
  [/\b(?:zaroori|zaruri|jaruri|jaroori)\b/gi, 'required'],
  // "teeno integer", "dono decimal": the type said of all of them, in the plural a list says it ("all three integers").
  [/\b(teeno|teenon|tino|dono|chaaron|charon)\s+(integer|decimal|number|string|boolean|date|timestamp)\b/gi, '$1 $2s'],
  // "1 se 10": a range, "1 to 10".
  [/\b(\d+)\s+se\s+(\d+)\b/g, '$1 to $2'],
  [/\b(?:teeno|teenon|tino)\b/gi, 'all three'],
  [/\b(?:chaaron|charon)\b/gi, 'all four'],
  [/\bdono\b/gi, 'both'],
  // "bust, waist, hip — sab numbers": all of those just named.
  [/\b(?:sab|sabhi|saare)\b/gi, 'all'],
  [/\baur\b/gi, 'and'],
  [/\bya\b/gi, 'or'],
  [/\bbhi\b/gi, ''],
  [/\bhain?\b/gi, ''],
];

// The words that mark a sentence as Hinglish; a sentence without any is left as written.
const MARKS = /\b(?:aur|bina|mein|hai|karo|karega|bhejna|bhejo|lagega|dono|milega|milegi|zaroori|zaruri|teeno|usme|wahi)\b/i;

/** The sentence in English function words, or as written when it has no Hinglish marks. */
export function hinglish(text: string): string {
  if (!MARKS.test(text)) return text;
  return valueSetsInEnglish(text)
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : GLOSS.reduce((done, [pattern, by]) => done.replace(pattern, by), part)))
    .join('')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,;)])/g, '$1');
}
