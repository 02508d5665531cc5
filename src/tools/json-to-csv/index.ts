import { readLosslessJson } from '../shared/lossless-json';
import { csvToJson } from './from-csv';
import { jsonToCsv } from './to-csv';
import { csvInsteadOfJson } from './direction';
import { MAX_RESULT_BYTES, type JsonCsvRequest, type JsonCsvResult } from './types';
import { ToolInputError } from '../shared/errors';

export * from './types';

/** JSON to CSV, or CSV to JSON where `auto` finds text that starts like JSON but reads only as CSV. */
function convert({ text, csvSafe, direction }: JsonCsvRequest): JsonCsvResult {
  if (direction === 'csv-to-json' || (direction === 'auto' && !/^\s*[[{]/.test(text))) return csvToJson(text, csvSafe);
  try {
    return jsonToCsv(readLosslessJson(text, 'text'), csvSafe);
  } catch (error) {
    if (direction === 'json-to-csv' || !(error instanceof ToolInputError) || error.code !== 'invalid_json') throw error;
    return csvInsteadOfJson(text, error, () => csvToJson(text, csvSafe));
  }
}

/**
 * JSON to CSV or back, as `direction` says; in `auto` the direction is read from the text: JSON when it starts with
 * `[` or `{` (after whitespace) and is JSON, CSV otherwise. JSON (an array of objects, or one object) becomes RFC 4180
 * CSV with dot-path columns; CSV with a header row becomes an array of objects. JSON to CSV to JSON returns the
 * original for nested objects of primitives; numbers keep the digits they were written with.
 */
export function convertJsonCsv(request: JsonCsvRequest): JsonCsvResult {
  const result = convert(request);
  // The builders stop early by character count; this is the exact bound the spec states, escapes and UTF-8 included.
  const bytes = Buffer.byteLength(JSON.stringify(result));
  if (bytes > MAX_RESULT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `The ${result.direction} result would be ${bytes.toLocaleString('en')} bytes, above ${MAX_RESULT_BYTES.toLocaleString('en')}.`,
    );
  }
  return result;
}
