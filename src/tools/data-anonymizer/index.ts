import { ToolInputError } from '../shared/errors';
import { csvField } from '../shared/csv-text';
import { readJsonInput } from '../shared/json-input';
import { clip } from '../../common/text';
import { requireWellFormed } from '../shared/well-formed';
import { warning } from '../shared/warnings';
import { detectPii, LABELS, notPersonalHeader, valueKind, type ChosenColumn, type PiiKind } from './detect';
import { findInText } from './in-text';
import { anonymizeNested } from './nested';
import { csvTable, jsonTable, type CellSpan, type Table } from './spans';
import { anonymize, anonymizeInText, isKind } from './transform';
import type { RequestBody, ToolResult } from '../../common/operations';

export type AnonymizeRequest = RequestBody<'data_anonymizer'>;

export type AnonymizeResult = ToolResult<'data_anonymizer'>;

/** The largest output in the answer (JSON-escaped UTF-8); a hash turns a one-character value into 64. */
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
const LONGEST_REPLACEMENT = { hash: 66, redact: 12, mask: 0 } as const;

/** The replacement text for a cell, written in the input's own syntax (a CSV field, or a JSON value). */
function written(value: unknown, format: 'csv' | 'json'): string {
  return format === 'csv' ? csvField(value as string) : JSON.stringify(value);
}

/** The columns to anonymise: those detected, and those named in `columns` (detection adds the kind where it knows it). */
function chooseColumns(table: Table, named: string[]): ChosenColumn[] {
  const missing = named.filter((name) => !table.columns.includes(name));
  if (missing.length > 0) {
    throw new ToolInputError(
      'unknown_column',
      `No column is named ${missing.map((name) => `"${clip(name, 40)}"`).join(', ')}; the columns are ${table.columns
        .slice(0, 30)
        .map((name) => `"${clip(name, 40)}"`)
        .join(', ')}.`,
    );
  }
  const detected = new Map(detectPii(table).map((column) => [column.name, column]));
  const wanted = new Set(named);
  return table.columns.flatMap((name): ChosenColumn[] => {
    const found = detected.get(name);
    if (!wanted.has(name)) return found ? [found] : [];
    return [found ? { ...found, reason: `named in columns; ${found.reason}` } : { name, kind: 'named', reason: 'named in columns' }];
  });
}

/** The columns not chosen whose values are free text: a quarter or more of the non-empty ones hold a space (one pass). */
function freeTextColumns(table: Table, chosen: Map<string, unknown>): Set<string> {
  const counts = new Map<string, { values: number; spaced: number }>();
  for (const cell of table.rows.flat()) {
    if (cell.kind !== 'string' || cell.value === '' || chosen.has(cell.column)) continue;
    const count =
      counts.get(cell.column) ?? (counts.set(cell.column, { values: 0, spaced: 0 }).get(cell.column) as { values: number; spaced: number });
    count.values += 1;
    if (/\s/.test(cell.value.trim())) count.spaced += 1;
  }
  return new Set(
    [...counts].filter(([name, { values, spaced }]) => spaced / values >= 0.25 && !notPersonalHeader(name)).map(([name]) => name),
  );
}

/** A cell and the text that replaces its raw text. */
type Edit = { cell: CellSpan; text: string };

/** "2 × an e-mail address, 1 × a phone number" for the kinds found inside text. */
const tally = (counts: Map<PiiKind, number>): string => [...counts].map(([kind, count]) => `${count} × ${LABELS[kind]}`).join(', ');

/**
 * Masks, hashes or redacts the personal data in CSV (with a header row) or a JSON array of objects, in place: the
 * output has the input's format, and every row and every untouched cell is byte for byte as sent. The columns are
 * those detected by header and content (see detectPii) and those named in `columns`; in every other text cell (and
 * nested JSON value) the identifiers the tool knows are anonymised inside the text. `columns` in the result says why.
 */
export function anonymizeData(request: AnonymizeRequest): AnonymizeResult {
  const { text, mode, salt } = request;
  requireWellFormed(text, 'text');
  if (salt !== undefined) requireWellFormed(salt, 'salt');
  const format = /^\s*\[/.test(text) ? 'json' : 'csv';
  const table = format === 'json' ? jsonTable(text, readJsonInput(text, 'text')) : csvTable(text);
  const chosen = chooseColumns(table, request.columns);
  const kinds = new Map(chosen.map((column) => [column.name, column.kind]));

  const cells = table.rows.flat().filter((cell) => cell.kind !== 'null' && cell.value !== '');
  const targets = cells.filter((cell) => kinds.has(cell.column));
  // Free text (a cell with a space) and nested JSON values of the other columns are searched for identifiers, and so
  // is every cell of a free-text column (a quarter of its values or more hold a space), where a note can be a lone
  // e-mail address or phone number; a column of codes (order_id) is not free text.
  const freeText = freeTextColumns(table, kinds);
  const others = cells.filter(
    (cell) => !kinds.has(cell.column) && (cell.kind === 'object' || /\s/.test(cell.value) || freeText.has(cell.column)),
  );
  // Checked before any value is hashed: 1 MiB of one-character cells would hash to 32 MiB.
  const replacements = targets.length + (mode === 'hash' ? others.reduce((sum, cell) => sum + findInText(cell.value).length, 0) : 0);
  const grows = replacements * LONGEST_REPLACEMENT[mode];
  if (text.length + grows > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `${replacements.toLocaleString('en')} values in ${mode} mode could make the output about ${(text.length + grows).toLocaleString('en')} characters, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; send fewer rows.`,
    );
  }

  const foundInText = new Map<string, { cells: number; counts: Map<PiiKind, number> }>();
  const edits: Edit[] = [];
  for (const cell of targets) {
    const kind = kinds.get(cell.column) as ChosenColumn['kind'];
    if (cell.kind === 'object') {
      edits.push({ cell, text: written(anonymizeNested(JSON.parse(text.slice(cell.start, cell.end)), mode, salt, true).value, format) });
    } else {
      // A value of its column's kind is that kind (a 10-digit number in an account column is an account, not a phone);
      // another value as what it is (an e-mail in a phone column keeps its domain).
      const columnKind = kind === 'named' || kind === 'in_text' ? undefined : kind;
      const cellKind = columnKind && isKind(cell.value, columnKind) ? columnKind : (valueKind(cell.value) ?? columnKind);
      edits.push({ cell, text: written(anonymize(cell.value, mode, salt, cellKind), format) });
    }
  }
  for (const cell of others) {
    const result =
      cell.kind === 'object'
        ? anonymizeNested(JSON.parse(text.slice(cell.start, cell.end)), mode, salt, false)
        : ((inText) => ({ value: inText.text, kinds: inText.kinds }))(anonymizeInText(cell.value, mode, salt));
    if (result.kinds.length === 0) continue;
    edits.push({ cell, text: written(result.value, format) });
    const entry = foundInText.get(cell.column) ?? { cells: 0, counts: new Map<PiiKind, number>() };
    entry.cells += 1;
    for (const kind of result.kinds) entry.counts.set(kind, (entry.counts.get(kind) ?? 0) + 1);
    foundInText.set(cell.column, entry);
  }
  for (const [name, { cells: count, counts: found }] of foundInText) {
    const cellsText = `${count} cell${count === 1 ? '' : 's'}`;
    chosen.push({ name, kind: 'in_text', reason: `personal data inside the text of ${cellsText}: ${tally(found)}` });
  }
  edits.sort((a, b) => a.cell.start - b.cell.start);
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(text.slice(at, edit.cell.start), edit.text);
    at = edit.cell.end;
  }
  parts.push(text.slice(at));
  const output = parts.join('');
  const bytes = Buffer.byteLength(JSON.stringify(output));
  if (bytes > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `The output would be ${bytes.toLocaleString('en')} bytes in the answer, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; send fewer rows.`,
    );
  }

  const warnings: AnonymizeResult['warnings'] = [];
  if (chosen.length === 0) {
    warnings.push(
      warning(
        'no_pii_found',
        'No column looked like personal data, so nothing was changed; name the columns in `columns` to choose them yourself.',
      ),
    );
  }
  if (mode === 'hash' && salt === undefined) {
    warnings.push(
      warning(
        'unsalted_hash',
        'Unsalted SHA-256 of a value from a small space (a phone number, a PAN, an Aadhaar number) can be reversed by hashing every possible value; send a secret `salt` to get HMAC-SHA256 instead.',
      ),
    );
  }
  return { format, mode, columns: chosen, rows: table.rows.length, cellsChanged: edits.length, output, warnings };
}
