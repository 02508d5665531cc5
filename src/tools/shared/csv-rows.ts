import Papa from 'papaparse';
import { ToolInputError } from './errors';
import { makeLocator } from './json-positions';

/** One CSV record: its fields, the line it starts on, and where its text is (line end excluded). */
export interface CsvRow {
  cells: string[];
  line: number;
  start: number;
  end: number;
}

/**
 * RFC 4180 records with a comma delimiter (papaparse), empty lines skipped, each with its line and text span; a
 * broken quote is refused as `invalid_csv` naming its line. The one CSV reader of json-to-csv and data-anonymizer.
 */
export function readCsvRows(text: string): CsvRow[] {
  const locate = makeLocator(text);
  const rows: CsvRow[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    skipEmptyLines: true,
    step: (step) => {
      while (text[start] === '\r' || text[start] === '\n') start += 1;
      const error = step.errors[0];
      if (error) {
        const at = locate(error.index ?? start);
        throw new ToolInputError(
          'invalid_csv',
          `Line ${at.line}: ${error.code === 'MissingQuotes' ? 'a quoted field is never closed' : 'a quote is misplaced'}; inside a quoted field write " as "".`,
        );
      }
      let end = step.meta.cursor;
      while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end -= 1;
      rows.push({ cells: step.data, line: locate(start).line, start, end });
      start = step.meta.cursor;
    },
  });
  return rows;
}
