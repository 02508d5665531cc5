import type { RequestBody, ToolResult } from '../../common/operations';

export type JsonCsvRequest = RequestBody<'json_to_csv'>;

export type JsonToCsvResult = Extract<ToolResult<'json_to_csv'>, { direction: 'json-to-csv' }>;

export type JsonCsvWarning = JsonToCsvResult['warnings'][number];

export type CsvToJsonResult = Extract<ToolResult<'json_to_csv'>, { direction: 'csv-to-json' }>;

export type JsonCsvResult = JsonToCsvResult | CsvToJsonResult;

/** A CSV column as CSV to JSON reads it: its header name, that name as a dot path, and the type its cells gave it. */
export type CsvColumn = { name: string; path: string[]; kind: 'number' | 'boolean' | 'string' };

/** The most cells (rows × columns) and the longest answer either direction builds: beyond them a sparse table explodes. */
export const MAX_CELLS = 1_000_000;
export const MAX_OUTPUT_CHARS = 4 * 1024 * 1024;
/** The largest result, as UTF-8 JSON (what the caller receives, less the envelope). */
export const MAX_RESULT_BYTES = 4 * 1024 * 1024;
