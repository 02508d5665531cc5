import { ToolInputError } from '../shared/errors';
import { csvField } from '../shared/csv-text';
import { readJsonInput } from '../shared/json-input';
import { clip } from '../../common/text';
import { requireWellFormed } from '../shared/well-formed';
import { warning } from '../shared/warnings';
import { judgeColumns, type ColumnVerdict } from './columns';
import { findInText } from './in-text';
import { isBusinessAddress } from './business-addresses';
import { labelledAddresses } from './address-parts';
import { LABELS, type ChosenColumn, type PiiKind } from './kinds';
import { anonymizeNested, type NestedResult } from './nested';
import { judgeNestedPaths } from './paths';
import { leftInClear } from './left-in-clear';
import { csvTable, jsonTable, type CellSpan, type Table } from './spans';
import { anonymizeCell, anonymizeInText, businessAddressLeft } from './transform';
import type { RequestBody, ToolResult } from '../../common/operations';

export type AnonymizeRequest = RequestBody<'data_anonymizer'>;

export type AnonymizeResult = ToolResult<'data_anonymizer'>;

/** The largest output in the answer (JSON-escaped UTF-8); a hash turns a one-character value into 64. */
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
const LONGEST_REPLACEMENT = { hash: 66, redact: 12, mask: 0 } as const;

/** The replacement text for a cell, written in the input's own syntax (a CSV field, or a JSON value). */
function written(value: unknown, format: AnonymizeResult['format']): string {
  return format === 'csv' ? csvField(value as string) : JSON.stringify(value);
}

const quotedNames = (names: string[]): string => names.map((name) => `"${clip(name, 40)}"`).join(', ');

/** The columns to anonymise whole (detected, and named in `columns`), and how every other column is searched. */
function chooseColumns(table: Table, named: string[], keep: string[], now: Date): ColumnVerdict[] {
  const missing = [...named, ...keep].filter((name) => !table.columns.includes(name));
  if (missing.length > 0) {
    throw new ToolInputError(
      'unknown_column',
      `No column is named ${quotedNames(missing)}; the columns are ${quotedNames(table.columns.slice(0, 30))}.`,
    );
  }
  const both = named.filter((name) => keep.includes(name));
  if (both.length > 0) {
    throw new ToolInputError(
      'conflicting_columns',
      `${quotedNames(both)} ${both.length === 1 ? 'is' : 'are'} named both in \`columns\` and in \`keep\`; name each column in one of them.`,
    );
  }
  const wanted = new Set(named);
  const kept = new Set(keep);
  return judgeColumns(table, now)
    .filter((verdict) => !kept.has(verdict.name))
    .map((verdict): ColumnVerdict => {
      if (!wanted.has(verdict.name)) return verdict;
      const { name, chosen } = verdict;
      return {
        name,
        scope: 'all',
        chosen: chosen ? { ...chosen, reason: `named in columns; ${chosen.reason}` } : { name, kind: 'named', reason: 'named in columns' },
      };
    });
}

/** A cell and the text that replaces its raw text. */
type Edit = { cell: CellSpan; text: string };

/** "2 × an e-mail address, 1 × a phone number" for the kinds found inside text. */
const tally = (counts: Map<PiiKind, number>): string => [...counts].map(([kind, count]) => `${count} × ${LABELS[kind]}`).join(', ');

/**
 * Masks, hashes or redacts the personal data in CSV (with a header row) or a JSON array of objects, in place: the
 * output has the input's format, and every row and every untouched cell is byte for byte as sent. Whole columns are
 * those detected by header and content (see judgeColumns) and those named in `columns`; in every other cell (and nested
 * JSON value) the personal data the tool knows is anonymised inside the text. Columns named in `keep` are left alone.
 * A column left in clear whose values still look personal is named in a `column_not_masked` warning. `now` dates the
 * values that read as dates of birth.
 */
export function anonymizeData(request: AnonymizeRequest, now: Date): AnonymizeResult {
  const { text, mode, salt } = request;
  requireWellFormed(text, 'text');
  if (salt !== undefined) requireWellFormed(salt, 'salt');
  const format = /^\s*\[/.test(text) ? 'json' : 'csv';
  const table = format === 'json' ? jsonTable(text, readJsonInput(text, 'text')) : csvTable(text);
  const verdicts = chooseColumns(table, request.columns, request.keep, now);
  const byName = new Map(verdicts.map((verdict) => [verdict.name, verdict]));
  const chosen = verdicts.flatMap((verdict) => (verdict.chosen ? [verdict.chosen] : []));
  const kinds = new Map(chosen.map((column) => [column.name, column.kind]));
  const named = new Set(request.columns);

  const cells = table.rows.flat().filter((cell) => cell.kind !== 'null' && cell.value !== '' && byName.has(cell.column));
  const targets = cells.filter((cell) => kinds.has(cell.column));
  const others = cells.filter((cell) => !kinds.has(cell.column));
  const scopeOf = (cell: CellSpan) => (byName.get(cell.column) as ColumnVerdict).scope;
  const thingOf = (cell: CellSpan) => (byName.get(cell.column) as ColumnVerdict).thing === true;
  const nestedKinds = judgeNestedPaths(table, now);
  const aboutPeople = chosen.some((column) =>
    ['name', 'email', 'phone', 'pan', 'aadhaar', 'address', 'date_of_birth', 'upi', 'bank_account'].includes(column.kind),
  );
  // Checked before any value is hashed: 1 MiB of one-character cells would hash to 32 MiB.
  const found = new Map(others.map((cell) => [cell, cell.kind === 'object' ? [] : findInText(cell.value, scopeOf(cell))]));
  const replacements = targets.length + (mode === 'hash' ? [...found.values()].reduce((sum, spans) => sum + spans.length, 0) : 0);
  const grows = replacements * LONGEST_REPLACEMENT[mode];
  if (text.length + grows > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `${replacements.toLocaleString('en')} values in ${mode} mode could make the output about ${(text.length + grows).toLocaleString('en')} characters, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; send fewer rows.`,
    );
  }

  const foundInText = new Map<string, { cells: number; counts: Map<PiiKind, number> }>();
  const edits: Edit[] = [];
  const after = new Map<CellSpan, string>();
  // Rows of each column where a seller's, a shop's or an office's address (in a cell, an object or a sentence) was left in clear.
  const traderRows = new Map<string, number[]>();
  const rowOf = new Map(table.rows.flatMap((row, r) => row.map((cell) => [cell, r + 1] as const)));
  const noteTraders = (cell: CellSpan, result: { traderAddresses?: number }) => {
    if ((result.traderAddresses ?? 0) === 0) return;
    const rows = traderRows.get(cell.column) ?? (traderRows.set(cell.column, []).get(cell.column) as number[]);
    rows.push(rowOf.get(cell) ?? 0);
  };
  for (const cell of targets) {
    const kind = kinds.get(cell.column) as ChosenColumn['kind'];
    // An object's keys say what each of its values is; the column's kind is what a key that says nothing holds.
    const nestedKind = kind === 'named' || kind === 'in_text' ? undefined : kind;
    const nested =
      cell.kind === 'object'
        ? anonymizeNested(JSON.parse(text.slice(cell.start, cell.end)), mode, salt, kind === 'named', nestedKind, 'all', {
            path: '',
            kinds: nestedKinds.get(cell.column),
            aboutPeople,
            column: cell.column,
          })
        : undefined;
    if (nested) noteTraders(cell, nested);
    // A shop's, an office's or a firm's address in a column of addresses (commercial premises among homes) is no one's
    // home: left in clear, its identifiers aside, and counted for a warning, since a one-person shop's may be a home.
    if (
      !nested &&
      kind === 'address' &&
      !named.has(cell.column) &&
      isBusinessAddress(cell.value) &&
      labelledAddresses(cell.value) === undefined
    ) {
      noteTraders(cell, { traderAddresses: 1 });
      const left = businessAddressLeft(cell.value, mode, salt);
      if (left.kinds.length > 0) edits.push({ cell, text: written(left.text, format) });
      continue;
    }
    const value = nested ? nested.value : anonymizeCell(cell.value, mode, salt, kind, named.has(cell.column));
    if (value !== undefined) edits.push({ cell, text: written(value, format) });
  }
  for (const cell of others) {
    const result =
      cell.kind === 'object'
        ? anonymizeNested(
            JSON.parse(text.slice(cell.start, cell.end)),
            mode,
            salt,
            false,
            undefined,
            thingOf(cell) ? 'unmistakable' : 'all',
            { path: '', kinds: nestedKinds.get(cell.column), aboutPeople, column: cell.column },
          )
        : ((inText): NestedResult => ({ value: inText.text, kinds: inText.kinds, traderAddresses: inText.left }))(
            anonymizeInText(cell.value, mode, salt, found.get(cell) ?? []),
          );
    noteTraders(cell, result);
    if (result.kinds.length === 0) continue;
    edits.push({ cell, text: written(result.value, format) });
    if (typeof result.value === 'string') after.set(cell, result.value);
    const entry = foundInText.get(cell.column) ?? { cells: 0, counts: new Map<PiiKind, number>() };
    entry.cells += 1;
    for (const kind of result.kinds) entry.counts.set(kind, (entry.counts.get(kind) ?? 0) + 1);
    foundInText.set(cell.column, entry);
  }
  for (const [name, { cells: count, counts: kindsFound }] of foundInText) {
    const cellsText = `${count} cell${count === 1 ? '' : 's'}`;
    chosen.push({ name, kind: 'in_text', reason: `personal data inside the text of ${cellsText}: ${tally(kindsFound)}` });
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
  const leftWarnings = leftInClear(table, verdicts, after, named, traderRows);
  // Nothing anonymised and nothing that looks personal left either: then, and only then, there was nothing to find.
  if (chosen.length === 0 && leftWarnings.length === 0) {
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
  warnings.push(...leftWarnings);
  return { format, mode, columns: chosen, rows: table.rows.length, cellsChanged: edits.length, output, warnings };
}
