/** The warnings that name what CSV to JSON guessed, because CSV does not say: delimiter, unnamed columns, types, nesting, empty cells. */
import { ToolInputError } from '../shared/errors';
import { OTHER_DELIMITERS, type CsvDelimiter } from '../shared/csv-rows';
import { warning } from '../shared/warnings';
import { quoted } from './values';
import type { CsvColumn as Column, CsvToJsonResult } from './types';

type CsvWarning = CsvToJsonResult['warnings'][number];

const DELIMITER_WORDS: Record<CsvDelimiter, { plural: string; short: string; adjective: string }> = {
  ',': { plural: 'commas', short: 'commas', adjective: 'comma' },
  ';': { plural: 'semicolons (;)', short: 'semicolons', adjective: 'semicolon' },
  '\t': { plural: 'tabs', short: 'tabs', adjective: 'tab' },
  '|': { plural: 'vertical bars (|)', short: 'vertical bars', adjective: 'bar' },
};

/** Words for a list: "a", "a and b", "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;
}

/** 1-based column positions in words: "Column 3", "Columns 2, 4 and 5" (the first 20, then how many more). */
function columnPositions(indexes: number[]): string {
  const shown = indexes.slice(0, 20).map((index) => String(index + 1));
  if (indexes.length > 20) shown.push(`${indexes.length - 20} more`);
  return `Column${indexes.length === 1 ? '' : 's'} ${listed(shown)}`;
}

/**
 * The delimiter guess, when there was one to make: a header row with no comma read by its most frequent other
 * delimiter (the others it also holds named), or a comma header that also holds semicolons, tabs or bars.
 */
export function delimiterGuess(counts: Record<CsvDelimiter, number>, chosen: CsvDelimiter): CsvWarning | undefined {
  const others = OTHER_DELIMITERS.filter((delimiter) => delimiter !== chosen && counts[delimiter] > 0);
  if (chosen === ',') {
    if (others.length === 0) return undefined;
    return warning(
      'delimiter_detected',
      `The header row has commas and also ${listed(others.map((d) => DELIMITER_WORDS[d].plural))} outside quotes; a comma in the header row decides, so the text was read as comma-separated.`,
    );
  }
  const words = DELIMITER_WORDS[chosen];
  const tied = others.filter((delimiter) => counts[delimiter] === counts[chosen]);
  const also =
    others.length === 0
      ? ''
      : tied.length > 0
        ? ` It also has as many ${listed(tied.map((d) => DELIMITER_WORDS[d].short))}; semicolons, tabs and vertical bars are taken in that order.`
        : ` It also has ${listed(others.map((d) => DELIMITER_WORDS[d].short))}, fewer than ${words.short}.`;
  return warning(
    'delimiter_detected',
    `The header row has no comma; it is separated by ${words.plural}, so the text was read as ${words.adjective}-separated.${also}`,
  );
}

/**
 * Columns with no header name: those with no value in any row (a spreadsheet's trailing delimiter, `a,b,`) are
 * dropped from the header and the rows; one with values is the key "" (two cannot be: `invalid_csv`). Every one is
 * named by its 1-based position.
 */
export function unnamedColumns(header: { cells: string[] }, body: Array<{ cells: string[] }>): CsvWarning | undefined {
  const valueless: number[] = [];
  const holding: number[] = [];
  header.cells.forEach((name, index) => {
    if (name === '') (body.every((row) => row.cells[index] === '') ? valueless : holding).push(index);
  });
  if (valueless.length + holding.length === 0) return undefined;
  if (holding.length > 1) {
    throw new ToolInputError(
      'invalid_csv',
      `${columnPositions(holding)} have no header name and hold values; a JSON object has one key "" only, so name them.`,
    );
  }
  if (valueless.length > 0) {
    const dropped = new Uint8Array(header.cells.length);
    for (const index of valueless) dropped[index] = 1;
    for (const row of [header, ...body]) row.cells = row.cells.filter((_, index) => dropped[index] === 0);
  }
  const said = [
    holding.length > 0 ? `${columnPositions(holding)} has no header name; its values were kept under the key "".` : '',
    valueless.length > 0
      ? `${columnPositions(valueless)} ${valueless.length === 1 ? 'has' : 'have'} no header name and no value in any row; ${valueless.length === 1 ? 'it was' : 'they were'} dropped.`
      : '',
  ];
  return warning('empty_header', said.filter(Boolean).join(' '));
}

/** The guesses made about the cells: column types, JSON cells, dotted headers nested, empty cells left out. */
export function cellGuesses(columns: Column[], body: Array<{ cells: string[] }>, jsonColumns: Set<string>): CsvWarning[] {
  const warnings: CsvWarning[] = [];
  const named = (kind: Column['kind']) => columns.filter((column) => column.kind === kind).map(({ name }) => name);
  const [numbers, booleans, json] = [named('number'), named('boolean'), [...jsonColumns]];
  if (numbers.length + booleans.length + json.length > 0) {
    const typed = [numbers.length > 0 ? `${quoted(numbers)} as numbers` : '', booleans.length > 0 ? `${quoted(booleans)} as booleans` : '']
      .filter(Boolean)
      .join(', ');
    const parts = [
      typed === '' ? '' : `${typed} (every non-empty cell is one)`,
      json.length > 0 ? `cells holding a JSON array or {} as JSON in ${quoted(json)}` : '',
    ].filter(Boolean);
    warnings.push(
      warning(
        'types_inferred',
        `CSV has no types, so each column's type was read from its cells: ${parts.join(', and ')}; other cells are text.`,
      ),
    );
  }
  const dotted = columns.filter(({ path }) => path.length > 1);
  if (dotted.length > 0) {
    const first = dotted[0] as Column;
    const nested = first.path.reduceRight((inner, key) => `{${JSON.stringify(key.slice(0, 40))}: ${inner}}`, '...');
    warnings.push(
      warning(
        'header_nested',
        `Header names with a dot were read as paths into nested objects: ${quoted(dotted.map(({ name }) => name))} (so ${quoted([first.name])} gives ${nested}).`,
      ),
    );
  }
  const emptyIn = columns.filter((_, index) => body.some((row) => row.cells[index] === ''));
  if (emptyIn.length > 0) {
    const count = body.reduce((sum, row) => sum + row.cells.filter((cell) => cell === '').length, 0);
    warnings.push(
      warning(
        'empty_cells_omitted',
        `${count} empty cell${count === 1 ? '' : 's'} (in ${quoted(emptyIn.map(({ name }) => name))}) left ${count === 1 ? 'its' : 'their'} key out of the row: CSV cannot tell an empty string, null and a missing value apart.`,
      ),
    );
  }
  return warnings;
}
