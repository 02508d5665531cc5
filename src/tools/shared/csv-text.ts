/** Writing CSV text: RFC 4180 fields and the OWASP guard against spreadsheet formula injection. */

// OWASP "CSV Injection": a cell that starts with one of these is read as a formula by spreadsheets. A cell that
// already starts with quotes before one gets one more, so that removing one guard quote always gives the text back.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Whether a text cell would be run as a formula by Excel, LibreOffice or Google Sheets. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** A text cell made inert the OWASP way: a leading `'`, which spreadsheets show as text. */
export function neutralizeFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/** A cell read back from CSV this guard wrote: the one leading `'` it added removed (undefined when it has none). */
export function unguardFormula(text: string): string | undefined {
  return GUARDED.test(text) ? text.slice(1) : undefined;
}

/** RFC 4180 §2: a field with a comma, a double quote or a line break (or surrounding spaces) is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}
