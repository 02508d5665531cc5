import { ToolInputError } from '../shared/errors';
import { detectDelimiter, readCsvRows } from '../shared/csv-rows';
import { readJsonInput } from '../shared/json-input';
import { warning } from '../shared/warnings';
import type { CsvToJsonResult } from './types';

const RECOVERY = 'Fix the JSON at the reported line and column; if the text is CSV, send direction "csv-to-json" to have it read as CSV.';

/** Whether `text` parses as JSON by itself (a line of JSON Lines, say). */
function isJson(text: string): boolean {
  try {
    readJsonInput(text, 'text');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether text that is not JSON reads as CSV with no doubt left: a header row that is not JSON by itself (so JSON
 * Lines stay JSON), at least one data row, every row as long as the header, and no `"` inside an unquoted field (JSON
 * text is full of them; RFC 4180 quotes whole fields).
 */
function readsAsCsv(text: string): boolean {
  let rows;
  try {
    rows = readCsvRows(text, detectDelimiter(text.replace(/^\uFEFF/, '')));
  } catch {
    return false;
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0 || isJson(text.slice(header.start, header.end))) return false;
  return rows.every(
    (row) =>
      row.cells.length === header.cells.length &&
      row.spans.every(([start, end]) => text[start] === '"' || !text.slice(start, end).includes('"')),
  );
}

/**
 * In `auto`, text that starts like JSON (`[` or `{`) but failed as JSON with `failure`: read as CSV by `read` when it
 * reads as CSV with no doubt, with the warning `read_as_csv` first; otherwise the JSON error again, its recovery
 * naming the `direction` that reads it as CSV.
 */
export function csvInsteadOfJson(text: string, failure: ToolInputError, read: () => CsvToJsonResult): CsvToJsonResult {
  if (!readsAsCsv(text)) throw new ToolInputError(failure.code, failure.message, RECOVERY);
  const result = read();
  const first = text.trimStart()[0] as string;
  const why = failure.message.replace(/^text is not valid JSON at /, '').replace(/\.$/, '');
  result.warnings.unshift(
    warning(
      'read_as_csv',
      `The text starts with "${first}" as JSON does, but it is not JSON (${why}); it reads as CSV with a header row, so it was read as CSV. Send direction "csv-to-json" to say so.`,
    ),
  );
  return result;
}
