/**
 * Which lines of a description are read on their own rather than joined into a paragraph with the lines around them:
 * field lines (a name, then a colon, aligned columns, or its hints in parentheses), labels and section titles, and
 * status arrows. Prose lines join.
 */
import { isTitleLine } from './sections';

/** A field's name at the start of a line: a code-like word, or a plain one followed by its columns or its hints. */
export const FIELD_START = /^\s*[`*]*[A-Za-z_][\w.[\]]*[`*]*\??(?:\s{2,}\S|\s*\(|\s*:|\s+[a-z<])/;

/** Whether a line is read on its own: a field line, a label or title, a status arrow. */
export function standsAlone(line: string, trimmed: string, fenced = false): boolean {
  return (
    /^\s*(?:query\s+)?[A-Za-z_][\w.[\]]*\??\s*:\s*\S/.test(line) ||
    // "**Method:** POST", aligned columns ("amount_paise    integer   required"), a label alone on its line ("Body").
    /^\s*\*\*[^*]{1,40}(?::\*\*|\*\*\s*:)/.test(line) ||
    /^\s*[`*]*[A-Za-z_][\w.[\]]*[`*]*\??\s{2,}\S/.test(line) ||
    // An indented name, one space, then its cells aligned ("  boarding_point_id string          required").
    /^\s+[`*]*[A-Za-z_][\w.[\]]*[`*]*\??\s\S+\s{2,}\S/.test(line) ||
    // "patient_name (string, required) - full name": a name, its hints in parentheses, then its description.
    (!fenced && /^\s*[`*]*[A-Za-z_][\w.[\]]*[`*]*\??\s*\([^()]{1,80}\)(?:\s*$|\s*[-—–:]\s)/.test(line)) ||
    /^[*_\s]*(?:request(?:\s+body)?|body|payload|response(?:\s+body)?(?:\s+`?[1-5]\d\d`?(?:\s+[A-Z][a-z]+)*)?|responses|returns?|query(?:\s+param(?:eter)?s)?|(?:path\s+)?param(?:eter)?s|headers?|errors?|fields)[*_\s]*$/i.test(
      line,
    ) ||
    // "Response 201: { … }" then "Response 403 when …": each status's line says its own answer.
    /^[*_\s]*(?:response|returns?|answer|reply)\s+[`*]*[1-5]\d\d\b/i.test(line) ||
    isTitleLine(line) ||
    /(?::|->|→)\s*$/.test(trimmed) ||
    /^(?:-|→)>?\s*\d{3}\b|^\d{3}\s*(?:->|→)/.test(trimmed)
  );
}
