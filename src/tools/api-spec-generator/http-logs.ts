/**
 * HTTP client logs as OkHttp's logging interceptor (and loggers modelled on it) print them: `--> POST https://host/x`
 * over the headers and body, `--> END POST`, then `<-- 201 Created https://host/x (412ms)` over the answer and
 * `<-- END HTTP`. Each line is rewritten as the raw HTTP message line it stands for, so the HTTP reader reads it.
 */

const SENT = /^(\s*)-->\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\S+)(?:\s+(?:HTTP|h2|http)\/?[\d.]*)?(?:\s+\(\d+-byte body\))?\s*$/i;
const RECEIVED = /^(\s*)<--\s+([1-5]\d\d)\b\s*(.*)$/;
const END = /^\s*(?:-->|<--)\s+END\b/i;

/** One log line as the HTTP message line it stands for; an END marker is a blank line; other lines are kept. */
export function fromHttpLog(line: string): string {
  if (END.test(line)) return '';
  const sent = SENT.exec(line);
  if (sent) return `${sent[1]}${(sent[2] as string).toUpperCase()} ${sent[3]} HTTP/1.1`;
  const received = RECEIVED.exec(line);
  if (!received) return line;
  // The reason may be followed by the URL and the time taken ("Created https://host/x (412ms)"): neither is a reason.
  const reason = (received[3] as string).replace(/\s*\(\d+\s*ms\)/i, '').replace(/\s*https?:\/\/\S+/i, '');
  return `${received[1]}HTTP/1.1 ${received[2]}${reason ? ` ${reason.trim()}` : ''}`;
}
