/**
 * Field rows that name their parent by a leading dot (`.name` under `patient  object`, `[].sku` under `lines  array`):
 * the dot is the indent that nests a member under the row above, so each becomes the member's name one step deeper
 * than the parent's column, which the readers of field lines and aligned columns nest by.
 */

const DOTTED = /^(\s*)(\[\])?\.([A-Za-z_]\w*)(?=\s|:|\(|$)/;

/** A row named `.child` or `[].child` as `child` indented past its parent; other lines unchanged. */
export function fromDottedMember(line: string): string {
  const dotted = DOTTED.exec(line);
  if (!dotted) return line;
  const [whole, space = '', array, name = ''] = dotted;
  return `${space}${' '.repeat(array ? 3 : 1)}${name}${line.slice(whole.length)}`;
}
