/**
 * The endpoint blocks of a description as people write it: one line per endpoint and the lines after it, a row of a
 * Markdown table, or a heading, a method line and its sections ("Query params:", "Request body:" with bullets or a
 * JSON example, "Response: ..."), possibly with blank lines between them. Each block becomes one line of text in the
 * tool's own grammar, with the line it starts on.
 */

export interface Block {
  line: number;
  text: string;
  /** The Markdown heading just above the endpoint ("### Create a shipment"), its summary. */
  heading?: string;
}

export interface Skipped {
  line: number;
  text: string;
}

/** A section of an endpoint's notes: these lines continue the endpoint even after a blank line. */
const SECTION =
  /^(request\s+body|body|payload|request|query(\s+(params?|parameters|string))?|(path\s+)?param(eter)?s|response(\s+body)?|returns?|responds?|headers?|auth(entication|orization)?|errors?|status(\s+codes?)?|example|fields)\b[^:]{0,20}:/i;
const BULLET = /^\s*(?:[-*•+]|\d+[.)])\s+/;
const JSON_START = /^\s*[{[]/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;

/** The cells of a Markdown table row: split at `|` outside parentheses and braces (`currency (INR|USD)` is one cell). */
function cells(row: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let cell = '';
  for (const char of row.trim().replace(/^\||\|$/g, '')) {
    if (char === '(' || char === '{') depth += 1;
    if ((char === ')' || char === '}') && depth > 0) depth -= 1;
    if (char === '|' && depth === 0) {
      found.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return [...found, cell.trim()];
}

type Role = 'method' | 'path' | 'summary' | 'body' | 'query' | 'response' | 'auth' | 'status';
const ROLES: Array<[Role, RegExp]> = [
  ['method', /^(method|verb|http\s*method)$/i],
  ['path', /^(endpoint|path|route|url|uri|resource)$/i],
  ['query', /query/i],
  ['body', /^(body|request(\s+body)?|payload|params|parameters|input|fields)$/i],
  ['response', /^(response|returns|output|result)s?$/i],
  ['auth', /^(auth(entication|orization)?|security|access)$/i],
  ['status', /^(status(\s+codes?)?|codes?)$/i],
  ['summary', /.*/],
];

/** A table row as an endpoint line: `GET /books List all books. Body: ... Returns ...`. */
function rowText(header: Role[], row: string[]): string | undefined {
  const by = (role: Role) => row.filter((_, index) => header[index] === role).filter((cell) => cell !== '');
  const method = by('method')[0];
  const path = by('path')[0];
  const start =
    method && path ? `${method} ${path}` : row.find((cell) => /^(GET|POST|PUT|PATCH|DELETE)\s+\//i.test(cell.replace(/`/g, '')));
  if (!start) return undefined;
  const parts = [start, by('summary').join('. ')];
  if (by('query').length > 0) parts.push(`Query: ${by('query').join(', ')}`);
  if (by('body').length > 0) parts.push(`Body: ${by('body').join(', ')}`);
  if (by('response').length > 0) parts.push(`Returns ${by('response').join(', ')}`);
  parts.push(...by('auth'), ...by('status').map((status) => `Responds with ${status}`));
  return parts.filter((part) => part !== '').join('. ');
}

/**
 * Blocks in the order written. `startsEndpoint` gives where a line names a method and a path (-1: it does not). A blank line closes a
 * block unless the next line is one of its sections, a bullet or a JSON example; a section starts a new sentence, its
 * bullets are joined as a list, backticks around names are dropped. Lines that belong to no block are returned as
 * skipped (headings and table rules are structure, not skipped).
 */
export function readBlocks(text: string, startsEndpoint: (line: string) => number): { blocks: Block[]; skipped: Skipped[] } {
  const lines = text.split(/\r\n|\r|\n/);
  const blocks: Block[] = [];
  const skipped: Skipped[] = [];
  let open = false;
  let paused = false;
  let inBullets = false;
  let jsonDepth = 0;
  let heading: string | undefined;
  let table: Role[] | undefined;
  const append = (piece: string, joiner: string) => {
    const block = blocks.at(-1) as Block;
    // After a colon a list begins; after a sentence's own full stop or colon no second one is added.
    const glue = (block.text.endsWith(':') && joiner === ', ') || (/[.:;]$/.test(block.text) && joiner === '. ') ? ' ' : joiner;
    block.text = `${block.text}${glue}${piece}`;
  };
  lines.forEach((raw, index) => {
    // Markdown's code spans and bold marks around names and methods are not part of them.
    const line = raw.replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__)(.+?)\1/g, '$2');
    const trimmed = line.trim();
    if (trimmed === '') {
      paused = open;
      open = false;
      table = undefined;
      return;
    }
    if (TABLE_ROW.test(line)) {
      const next = lines[index + 1] ?? '';
      if (!table && TABLE_RULE.test(next)) {
        table = cells(line).map((cell) => (ROLES.find(([, pattern]) => pattern.test(cell)) as [Role, RegExp])[0]);
        return;
      }
      if (TABLE_RULE.test(line)) return;
      const row = table ? rowText(table, cells(line)) : undefined;
      if (row) {
        blocks.push({ line: index + 1, text: row });
        open = false;
      } else skipped.push({ line: index + 1, text: trimmed });
      return;
    }
    const title = HEADING.exec(line);
    if (title) {
      heading = title[1];
      open = false;
      paused = false;
      return;
    }
    // "Returns 202 with a jobId; poll GET /imports/{jobId} for ...": the words before the method belong to the open block.
    const at = startsEndpoint(trimmed);
    if (at > 0 && open && blocks.length > 0) {
      append(trimmed.slice(0, at).trim(), ' ');
      blocks.push({ line: index + 1, text: trimmed.slice(at).trim() });
      inBullets = false;
      jsonDepth = 0;
      return;
    }
    if (at >= 0) {
      blocks.push({ line: index + 1, text: trimmed, ...(heading ? { heading } : {}) });
      heading = undefined;
      open = true;
      paused = false;
      inBullets = false;
      jsonDepth = 0;
      return;
    }
    const continues = open || (paused && (SECTION.test(trimmed) || BULLET.test(line) || JSON_START.test(line)));
    if (!continues || blocks.length === 0) {
      skipped.push({ line: index + 1, text: trimmed });
      return;
    }
    open = true;
    paused = false;
    if (jsonDepth > 0 || (JSON_START.test(line) && !SECTION.test(trimmed))) {
      // A JSON example, line by line: its brackets are counted (outside strings) to know where it ends.
      append(trimmed, ' ');
      jsonDepth += (trimmed.replace(/"(?:[^"\\]|\\.)*"/g, '').match(/[{[]/g) ?? []).length;
      jsonDepth -= (trimmed.replace(/"(?:[^"\\]|\\.)*"/g, '').match(/[}\]]/g) ?? []).length;
    } else if (SECTION.test(trimmed)) {
      append(trimmed, '. ');
      inBullets = /:\s*$/.test(trimmed);
    } else if (BULLET.test(line)) {
      append(trimmed.replace(BULLET, ''), inBullets ? ', ' : '. ');
      inBullets = true;
    } else {
      append(trimmed, inBullets ? '. ' : ' ');
      inBullets = false;
    }
  });
  return { blocks, skipped };
}
