/**
 * A list of objects said in prose: "a list of members, each member with a name and an email", "a list called
 * loaded, each entry with a slot_code and a qty" (and the Hinglish "items ki list, har item mein …" once read in
 * English) is written as `members (array of objects: a name and an email)`, the form the field lists read.
 */

// "a list of members, each member with", "an array called lines — each line has", "a list named stops, where each has".
const LIST_EACH =
  /\b(?:an?\s+)?(?:list|array)\s+(?:of|called|named)\s+`?([a-z][a-z0-9]*(?:_[a-z0-9]+)*)`?\s*(?:,|[—–]|-{1,2})?\s*(?:where\s+|in\s+which\s+)?(?:each|every)(?:\s+(?:one|item|entry|element|row|line|record|[a-z]+))?\s+(?:with|has|having|holds|contains|containing|carries)\s*:?\s+/gi;

/**
 * Where the members after "each … with" end: ";", a dash, ", plus", or a sentence's end, outside brackets; and
 * ", and" once the members were already joined by "and" ("a url and taken_at, and poo": poo is no member).
 */
function membersEnd(text: string, from: number): number {
  let depth = 0;
  let joined = false;
  for (let at = from; at < text.length; at += 1) {
    const c = text[at] as string;
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth -= 1;
    if (depth > 0) continue;
    const rest = text.slice(at, at + 8);
    if (c === ';' || /^\s[—–]\s|^\s--?\s|^,\s+plus\b|^\.(?:\s|$)/.test(rest) || (joined && /^,\s+and\s/.test(rest))) return at;
    if (/^\sand\s/.test(rest)) joined = true;
  }
  return text.length;
}

/** The sentence with each list of objects said in prose written as a field with its members in parentheses. */
export function objectLists(text: string): string {
  let out = text;
  for (let guard = 0; guard < 5; guard += 1) {
    LIST_EACH.lastIndex = 0;
    const found = LIST_EACH.exec(out);
    if (!found) return out;
    const start = found.index + found[0].length;
    const end = membersEnd(out, start);
    const members = out.slice(start, end).trim();
    // "a list of slots, each with …" as a whole answer is the answer's list, not a field: only one sent among others
    // ("…, and a list of members, each …", "Body: a list of items, each …"), or one it names, is a field.
    const among = /(?:,|\band|\bplus|\bsends?|\bsending|\bbody\s*(?:mein|is)?\s*:?)\s*$/i.test(out.slice(0, found.index));
    if (members === '' || /^objects?$/i.test(found[1] as string) || !(among || /called|named/i.test(found[0]))) return out;
    out = `${out.slice(0, found.index)}${found[1]} (array of objects: ${members})${out.slice(end)}`;
  }
  return out;
}
