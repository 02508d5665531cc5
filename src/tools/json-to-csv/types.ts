import type { Warning } from '../shared/warnings';

export interface JsonCsvRequest {
  text: string;
  csvSafe: boolean;
}

export type JsonCsvWarning = Warning<
  | 'formula_neutralized'
  | 'formula_guard_removed'
  | 'null_as_empty'
  | 'column_collision'
  | 'byte_order_mark_removed'
  | 'text_reads_as_number'
  | 'number_kept_as_text'
>;

export interface JsonToCsvResult {
  direction: 'json-to-csv';
  columns: string[];
  rows: number;
  csv: string;
  warnings: JsonCsvWarning[];
}

export interface CsvToJsonResult {
  direction: 'csv-to-json';
  columns: string[];
  rows: number;
  json: Array<Record<string, unknown>>;
  warnings: JsonCsvWarning[];
}

export type JsonCsvResult = JsonToCsvResult | CsvToJsonResult;

/** The most cells (rows × columns) and the longest answer either direction builds: beyond them a sparse table explodes. */
export const MAX_CELLS = 1_000_000;
export const MAX_OUTPUT_CHARS = 4 * 1024 * 1024;
/** The largest result, as UTF-8 JSON (what the caller receives, less the envelope). */
export const MAX_RESULT_BYTES = 4 * 1024 * 1024;
