import { ToolInputError } from '../errors';
import { csvField } from '../shared/csv-text';
import { readJsonInput } from '../shared/json-input';
import { clip, requireWellFormed } from '../shared/text';
import { warning, type Warning } from '../shared/warnings';
import { detectPii, type ChosenColumn } from './detect';
import { csvTable, jsonTable } from './spans';
import { anonymize, type AnonymizeMode } from './transform';

export interface AnonymizeRequest {
  text: string;
  columns: string[];
  mode: AnonymizeMode;
  salt?: string;
}

export interface AnonymizeResult {
  format: 'csv' | 'json';
  mode: AnonymizeMode;
  columns: ChosenColumn[];
  rows: number;
  cellsChanged: number;
  output: string;
  warnings: Warning<'no_pii_found' | 'unsalted_hash'>[];
}

/** The largest output in the answer (JSON-escaped UTF-8); a hash turns a one-character value into 64. */
export const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
const LONGEST_REPLACEMENT = { hash: 66, redact: 12, mask: 0 } as const;

/** The replacement text for a cell, written in the input's own syntax (a CSV field, or a JSON string). */
function written(value: string, format: 'csv' | 'json'): string {
  return format === 'csv' ? csvField(value) : JSON.stringify(value);
}

/**
 * Masks, hashes or redacts the personal data in CSV (with a header row) or a JSON array of objects, in place: the
 * output has the input's format, and every row and every untouched cell is byte for byte as sent. With no `columns`
 * the PII columns are detected by header and content (see detectPii), and `columns` in the result says why each was chosen.
 */
export function anonymizeData(request: AnonymizeRequest): AnonymizeResult {
  const { text, mode, salt } = request;
  requireWellFormed(text, 'text');
  if (salt !== undefined) requireWellFormed(salt, 'salt');
  const format = /^\s*\[/.test(text) ? 'json' : 'csv';
  const table = format === 'json' ? jsonTable(text, readJsonInput(text, 'text')) : csvTable(text);

  let chosen: ChosenColumn[];
  if (request.columns.length > 0) {
    const missing = request.columns.filter((name) => !table.columns.includes(name));
    if (missing.length > 0) {
      throw new ToolInputError(
        'unknown_column',
        `No column is named ${missing.map((name) => `"${clip(name, 40)}"`).join(', ')}; the columns are ${table.columns
          .slice(0, 30)
          .map((name) => `"${clip(name, 40)}"`)
          .join(', ')}.`,
      );
    }
    chosen = [...new Set(request.columns)].map((name) => ({ name, kind: 'named', reason: 'named in columns' }));
  } else {
    chosen = detectPii(table);
  }

  const kinds = new Map(chosen.map((column) => [column.name, column.kind]));
  const targets = table.rows.flatMap((row) => row.filter((cell) => kinds.has(cell.column) && cell.kind !== 'null' && cell.value !== ''));
  // Checked before any value is hashed: 1 MiB of one-character cells would hash to 32 MiB.
  const grows = targets.length * LONGEST_REPLACEMENT[mode];
  if (text.length + grows > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `${targets.length.toLocaleString('en')} cells in ${mode} mode could make the output about ${(text.length + grows).toLocaleString('en')} characters, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; send fewer rows.`,
    );
  }
  const edits = targets.map((cell) => ({
    cell,
    text: written(anonymize(cell.value, mode, salt, kinds.get(cell.column) ?? 'named'), format),
  }));
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
