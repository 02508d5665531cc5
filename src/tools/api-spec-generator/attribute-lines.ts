/**
 * Fields written as a name alone on its line with its attributes indented under it, one per line ("rider_id", then
 * "    Type: string", "    Required: yes", "    The rider's account."): rewritten as the one aligned field line they
 * say ("rider_id  string  required  The rider's account."), which the field-line reader reads; the lines they took
 * are left empty, so line numbers hold. One pass; fenced code is left as it is.
 */
const NAME_ALONE = /^(\s*)[`*]*([A-Za-z_][\w.[\]]*\??)[`*]*\s*$/;
const ATTRIBUTE =
  /^\s+(type|data\s*type|format|required|optional|mandatory|nullable|default|description|example|values|allowed\s+values|enum|in|location)\s*:\s*(.*)$/i;
const FENCE = /^\s*(?:```|~~~)/;

/** The value an attribute line gives, as a cell of an aligned field line. */
function cell(key: string, value: string): string {
  const word = key.toLowerCase().replace(/\s+/g, ' ');
  const yes = /^(?:yes|y|true|required|mandatory|always)\b/i.test(value);
  const no = /^(?:no|n|false|optional)\b/i.test(value);
  if (word === 'required' || word === 'mandatory') return yes ? 'required' : no ? 'optional' : value;
  if (word === 'optional') return yes ? 'optional' : no ? 'required' : value;
  if (word === 'nullable') return yes ? 'optional' : '';
  if (word === 'default') return `default ${value}`;
  if (word === 'values' || word === 'allowed values' || word === 'enum') return `one of ${value}`;
  if (word === 'in' || word === 'location') return `in ${value}`;
  if (word === 'example') return `e.g. ${value}`;
  return value;
}

/** The lines with each name-and-attributes block made one aligned field line. */
export function attributeLines(lines: string[]): string[] {
  const out = [...lines];
  let fenced = false;
  for (let index = 0; index < out.length; index += 1) {
    const line = out[index] as string;
    if (FENCE.test(line)) fenced = !fenced;
    const name = fenced ? null : NAME_ALONE.exec(line);
    if (!name || !ATTRIBUTE.test(out[index + 1] ?? '')) continue;
    const indent = (name[1] as string).length;
    const cells: string[] = [];
    let last = index;
    for (let n = index + 1; n < out.length && n <= index + 20; n += 1) {
      const next = out[n] as string;
      if (next.trim() === '' || (/^\s*/.exec(next)?.[0].length ?? 0) <= indent) break;
      const attribute = ATTRIBUTE.exec(next);
      cells.push(attribute ? cell(attribute[1] as string, (attribute[2] as string).trim()) : next.trim());
      last = n;
    }
    const [type, ...rest] = cells.filter((text) => text !== '');
    out[index] = `${name[1]}${name[2]}  ${[type, ...rest].filter(Boolean).join('  ')}`;
    for (let n = index + 1; n <= last; n += 1) out[n] = '';
    index = last;
  }
  return out;
}
