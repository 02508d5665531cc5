/**
 * Messages pasted from a chat (Slack, Teams, WhatsApp): each starts with its time and author ("[10:15 pm] Nikhil: ",
 * "[09:02] Asha Rao: ", "Asha [09:02]: "), which are no part of what the message says. The prefix is dropped, line for line. So are an
 * author named alone before each message ("Farhan Qureshi: …", when two or more authors each start two or more
 * lines so; each such message ends a sentence).
 */
// "Nikhil [10:05]: ": the author first, then the time in brackets, then a colon.
const PREFIX =
  /^\s*(?:\[\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*\]\s*(?:[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,3}\s*:\s*)?|[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,3}\s*\[\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*\]\s*:\s*)/i;
// "Farhan Qureshi: ", "Lakshmi R: ": a capitalised name of one to three words at the line's start, then a colon.
const AUTHOR = /^([A-Z][a-z'-]*(?:\s[A-Z][\w.'-]*){0,2})\s*:\s+(?=\S)/;
// Labels a description writes the same way ("Body: …", "Auth: …"), which name no author.
const LABEL_WORDS =
  /^(?:body|request|response|reply|answer|query|auth\w*|errors?|fields?|input|output|note|notes|example|headers?|params?|parameters?|returns?|status|path|base|url|get|post|put|patch|delete|subject|re|to|from|cc|date|endpoint|method|in|out|host|version|tags?|summary|description|type|format|scope|title|name|id|step|success|error|result|results)$/i;

const STOPLESS_END = /([^\s.?!:;,{[(])\s*$/;

/** The authors that start two or more lines each, when two or more of them do; else none. */
function authorsOf(lines: string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const name = AUTHOR.exec(line)?.[1];
    if (name && !LABEL_WORDS.test(name.split(' ')[0] as string)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const authors = [...counts].filter(([, count]) => count >= 2).map(([name]) => name);
  return new Set(authors.length >= 2 ? authors : []);
}

/** The text with each chat message's time and author dropped; any other text as it is. */
export function fromChat(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.filter((line) => PREFIX.test(line)).length >= 2)
    return lines
      .map((line, index) => {
        if (!PREFIX.test(line)) return line;
        // A message that ends where the next one starts ends a sentence, stop or none.
        const next = lines[index + 1] ?? '';
        const ends = next.trim() === '' || PREFIX.test(next);
        return ends ? line.replace(PREFIX, '').replace(STOPLESS_END, '$1.') : line.replace(PREFIX, '');
      })
      .join('\n');
  const authors = authorsOf(lines);
  if (authors.size === 0) return text;
  return lines
    .map((line) => {
      const name = AUTHOR.exec(line)?.[1];
      // Each message is a sentence of its own: one that ends without a stop gets one, so the next is not read into it.
      return name && authors.has(name) ? line.replace(AUTHOR, '').replace(STOPLESS_END, '$1.') : line;
    })
    .join('\n');
}
