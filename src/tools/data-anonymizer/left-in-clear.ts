import { warning } from '../shared/warnings';
import type { ToolResult } from '../../common/operations';

type ColumnWarning = ToolResult<'data_anonymizer'>['warnings'][number] & { code: 'column_not_masked' | 'text_not_fully_read' };
import type { ColumnVerdict } from './columns';
import { holdsTradeVpa } from './kinds';
import { isEnglishWord, isPlace } from './lexicon';
import type { CellSpan, Table } from './spans';

/** Warnings per code past which one more warning names how many columns were left out. */
const MOST_PER_CODE = 100;
const ROWS_NAMED = 5;

// What left in clear still looks personal: two Title-case words that are neither English words nor places (a name
// the lexicon does not know), or ten digits starting 6-9 (a mobile number the words before it called something else).
const CAPITALISED_PAIR = /(?<![\p{L}\p{M}])(\p{Lu}[\p{Ll}\p{M}]{2,})\s(\p{Lu}[\p{Ll}\p{M}]{2,})(?![\p{L}\p{M}])/gu;
const MOBILE_DIGITS = /(?<!\d)[6-9]\d{9}(?!\d)/;
const DEVANAGARI_WORDS = /[\u0900-\u097F]{2,}(?:\s+[\u0900-\u097F]{2,}){1,}/u;
const TRADER_ADDRESS_LEFT =
  "a seller's or a shop's address left in clear as a business's, though a one-person shop's may be its owner's home";
const MERCHANT_VPA_LEFT =
  "UPI IDs left in clear as merchants' because their handle names a trade, though a one-person shop's UPI ID may be its owner's own";

/** Why a text left in clear still looks personal, if it does. */
function stillPersonal(text: string): string | undefined {
  for (const match of text.matchAll(CAPITALISED_PAIR)) {
    const words = [match[1] as string, match[2] as string];
    if (words.some((word) => isEnglishWord(word) || isPlace(word)) || isPlace(words.join(' '))) continue;
    return 'two capitalised words that may be a name';
  }
  if (MOBILE_DIGITS.test(text)) return 'ten digits starting 6-9 that may be a mobile number';
  return undefined;
}

interface Tally {
  why: string;
  cells: number;
  rows: number[];
}

/** One column's cells left in clear that still look personal (after whatever was anonymised inside them). */
function tallyColumn(cells: Array<{ row: number; text: string }>, look: (text: string) => string | undefined): Tally | undefined {
  let tally: Tally | undefined;
  for (const { row, text } of cells) {
    const why = look(text);
    if (!why) continue;
    tally ??= { why, cells: 0, rows: [] };
    tally.cells += 1;
    if (tally.rows.length < ROWS_NAMED) tally.rows.push(row);
  }
  return tally;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

const notMaskedWarning = (column: string, tally: Tally): ColumnWarning =>
  warning(
    'column_not_masked',
    `Column "${column}" was left in clear in ${plural(tally.cells, 'cell')} whose values look personal (${tally.why}); name it in \`columns\` to anonymise it whole, or in \`keep\` to say it is not personal.`,
    { column, cells: tally.cells, rows: tally.rows },
  ) as ColumnWarning;

/**
 * The warnings that keep personal data from leaving in silence: `column_not_masked` for a column left in clear whose
 * values look personal (its header says codes but its values are identifiers, its values are dates of birth by their
 * years, cells still hold what looks like a name or a mobile number after the search inside them, or merchants' UPI
 * IDs were left in clear by their trade word, since a one-person shop's may be the owner's), and `text_not_fully_read` for free text in Devanagari, whose names are found only after a title or नाम, or before जी.
 */
export function leftInClear(
  table: Table,
  verdicts: ColumnVerdict[],
  after: Map<CellSpan, string>,
  named: Set<string>,
  traderRows: Map<string, number[]> = new Map(),
): ColumnWarning[] {
  const notMasked: ColumnWarning[] = [];
  const partlyRead: ColumnWarning[] = [];
  const cellsOf = new Map<string, Array<{ row: number; text: string }>>();
  // Every cell's text, nested JSON's too, for the merchants' UPI IDs left in it.
  const rawOf = new Map<string, Array<{ row: number; text: string }>>();
  const add = (into: typeof cellsOf, column: string, entry: { row: number; text: string }) =>
    (into.get(column) ?? (into.set(column, []).get(column) as Array<{ row: number; text: string }>)).push(entry);
  table.rows.forEach((row, r) => {
    for (const cell of row) {
      if (cell.kind === 'null' || cell.value === '') continue;
      add(rawOf, cell.column, { row: r + 1, text: cell.value });
      if (cell.kind === 'string') add(cellsOf, cell.column, { row: r + 1, text: after.get(cell) ?? cell.value });
    }
  });
  for (const verdict of verdicts) {
    // A column named in `columns` is anonymised whole, merchants' UPI IDs too.
    const traders = traderRows.get(verdict.name) ?? [];
    const merchants = named.has(verdict.name)
      ? undefined
      : traders.length > 0
        ? { why: TRADER_ADDRESS_LEFT, cells: traders.length, rows: traders.slice(0, ROWS_NAMED) }
        : tallyColumn(rawOf.get(verdict.name) ?? [], (text) => (holdsTradeVpa(text) ? MERCHANT_VPA_LEFT : undefined));
    if (verdict.chosen) {
      if (merchants) notMasked.push(notMaskedWarning(verdict.name, merchants));
      continue;
    }
    const cells = cellsOf.get(verdict.name) ?? [];
    const residual =
      (verdict.looksPersonal ? tallyColumn(cells, () => verdict.looksPersonal) : tallyColumn(cells, (text) => stillPersonal(text))) ??
      merchants;
    if (residual) notMasked.push(notMaskedWarning(verdict.name, residual));
    const hindi = tallyColumn(cells, (text) => (DEVANAGARI_WORDS.test(text) ? 'Devanagari text' : undefined));
    if (hindi) {
      partlyRead.push(
        warning(
          'text_not_fully_read',
          `Column "${verdict.name}" has Hindi (Devanagari) text in ${plural(hindi.cells, 'cell')}: names in it are found only after a title (श्री, श्रीमती, डॉ), after नाम or before जी; check those cells, or name the column in \`columns\`.`,
          { column: verdict.name, cells: hindi.cells, rows: hindi.rows },
        ),
      );
    }
  }
  const capped = (list: ColumnWarning[], code: ColumnWarning['code']): ColumnWarning[] =>
    list.length <= MOST_PER_CODE
      ? list
      : [
          ...list.slice(0, MOST_PER_CODE),
          warning(code, `${list.length - MOST_PER_CODE} more columns have this warning; they are not listed.`),
        ];
  return [...capped(notMasked, 'column_not_masked'), ...capped(partlyRead, 'text_not_fully_read')];
}
