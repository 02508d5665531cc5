/**
 * Corrections to quicktype's output where it writes code that does not read the sample back (each names the defect).
 */

/**
 * Go: a field tagged `json:"-"` is skipped by encoding/json, so the key "-" needs `json:"-,"`; a field whose name does
 * not start with an upper-case letter (a key in Devanagari or Chinese) is unexported and never filled, so it gets an
 * `X` in front; quicktype's leading comment, which says the code came from a JSON Schema, is left out.
 */
export function fixGo(code: string): string {
  return code
    .replace(/^(\/\/.*\n)+\n/, '')
    .replaceAll('`json:"-"`', '`json:"-,"`')
    .replace(/^\t(\S+)(\s+\S+\s+`json:")/gmu, (line, name: string, rest: string) => (/^\p{Lu}/u.test(name) ? line : `\tX${name}${rest}`));
}

// Keywords of Rust 2018 and later that quicktype leaves as field names; `r#` makes them identifiers, and serde reads
// the key without the `r#`.
const RUST_KEYWORDS = [
  'abstract',
  'async',
  'await',
  'become',
  'box',
  'do',
  'dyn',
  'final',
  'macro',
  'override',
  'priv',
  'try',
  'typeof',
  'unsized',
  'virtual',
  'yield',
];

/** Rust: fields named after a keyword quicktype does not know written as raw identifiers (`pub r#await: i64`). */
export function fixRust(code: string): string {
  return code.replace(new RegExp(`^(\\s+pub )(${RUST_KEYWORDS.join('|')}):`, 'gm'), '$1r#$2:');
}

/**
 * Java: for a top-level array quicktype's Converter reads `List.class`, so Jackson makes maps rather than the element
 * class; it is told the element type instead. Its toJsonString declares JsonProcessingException where javac sees
 * IOException (Jackson 2.14), so it declares IOException.
 */
export function fixJava(code: string): string {
  const fixed = code.replace(/(public static String toJsonString\([^)]*\)) throws JsonProcessingException/, '$1 throws IOException');
  const element = /public static List<(\w+)> fromJsonString/.exec(fixed)?.[1];
  if (!element) return fixed;
  const type = `new com.fasterxml.jackson.core.type.TypeReference<List<${element}>>() {}`;
  return fixed
    .replace('mapper.readerFor(List.class)', `mapper.readerFor(${type})`)
    .replace('mapper.writerFor(List.class)', `mapper.writerFor(${type})`);
}
