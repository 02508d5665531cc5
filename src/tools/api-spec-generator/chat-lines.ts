/**
 * Messages pasted from a chat (Slack, Teams, WhatsApp): each starts with its time and author ("[10:15 pm] Nikhil: ",
 * "[09:02] Asha Rao: "), which are no part of what the message says. The prefix is dropped, line for line.
 */
const PREFIX = /^\s*\[\s*\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*\]\s*(?:[A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*){0,3}\s*:\s*)?/i;

/** The text with each chat message's time and author dropped; any other text as it is. */
export function fromChat(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.filter((line) => PREFIX.test(line)).length < 2) return text;
  return lines.map((line) => line.replace(PREFIX, '')).join('\n');
}
