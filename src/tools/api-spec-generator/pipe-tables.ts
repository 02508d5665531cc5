/**
 * Markdown pipe tables: a row's cells (split at `|` outside parentheses, braces, quotes and code spans, so a
 * `"a" | "b"` enum in a code span stays one cell), and a table written without its outer pipes ("Name | Type" over
 * "---- | ----"), which GFM allows.
 */
export const TABLE_ROW = /^\s*\|.*\|\s*$/;
export const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

interface PipeTable {
  kind: 'table';
  line: number;
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

/** The cells of a Markdown table row: split at `|` outside parentheses, braces, quotes and code spans. */
export function cells(row: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let code = false;
  let cell = '';
  const text = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '\\' && text[i + 1] === '|') {
      cell += '|';
      i += 1;
      continue;
    }
    if (char === '`') code = !code;
    if (!code && (char === '(' || char === '{')) depth += 1;
    if (!code && (char === ')' || char === '}') && depth > 0) depth -= 1;
    if (char === '|' && depth === 0 && !code) {
      found.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  return [...found, cell.trim()];
}

/** A table without outer pipes starting at a line, to the first line without a pipe; undefined when none starts there. */
export function bareTable(lines: string[], index: number): { unit: PipeTable; last: number } | undefined {
  const line = lines[index] as string;
  const next = lines[index + 1] ?? '';
  if (!line.includes('|') || TABLE_ROW.test(line) || !next.includes('|') || !TABLE_RULE.test(next)) return undefined;
  const unit: PipeTable = { kind: 'table', line: index + 1, header: cells(line), rows: [] };
  let last = index + 1;
  while (last + 1 < lines.length && (lines[last + 1] as string).includes('|') && (lines[last + 1] as string).trim() !== '') {
    last += 1;
    unit.rows.push({ line: last + 1, cells: cells(lines[last] as string) });
  }
  return { unit, last };
}
