/**
 * Corrections to quicktype's output where it writes code that does not read the sample back (each names the defect).
 */
import { classSignature, type Presence } from './presence';

/** The fields of each class in some code: the key each field reads, and the line its declaration starts on. */
type Field = { key: string; line: number };

/** Marks the fields whose key the sample leaves out of some objects and never sets to null, class by class. */
function onlyLeftOut(classes: Field[][], presence: Presence): Field[] {
  return classes.flatMap((fields) => {
    const members = presence.get(classSignature(fields.map(({ key }) => key)));
    return fields.filter(({ key }) => members?.get(key)?.optional === true && members.get(key)?.nullable === false);
  });
}

/** Lines with `insert` (indented like the line it goes before) put before the given lines. */
function insertBefore(lines: string[], at: number[], insert: string): string {
  const marked = new Set(at);
  return lines.flatMap((line, index) => (marked.has(index) ? [`${/^\s*/.exec(line)?.[0] ?? ''}${insert}`, line] : [line])).join('\n');
}

// A Rust string literal as serde's rename holds it: only \" and \\ need undoing for the keys quicktype writes.
const rustString = (literal: string): string => literal.replace(/\\(["\\])/g, '$1');

/**
 * Go: a field tagged `json:"-"` is skipped by encoding/json, so the key "-" needs `json:"-,"`; a field whose name does
 * not start with an upper-case letter (a key in Devanagari or Chinese) is unexported and never filled, so it gets an
 * `X` in front; a root of no one type (a `null` sample) is `interface{}`, on which Go allows no methods, so it becomes
 * a struct that reads and writes its Value as the JSON itself; quicktype's leading comment, which says the code came
 * from a JSON Schema, is left out.
 */
export function fixGo(code: string, rootName: string, presence: Presence): string {
  const anyRoot = new RegExp(`^type ${rootName} interface\\{\\}$`, 'm');
  const wrapped = anyRoot.test(code)
    ? code.replace(
        anyRoot,
        `// ${rootName} holds any JSON value; it reads and writes as that value.\ntype ${rootName} struct {\n\tValue interface{}\n}\n\nfunc (r ${rootName}) MarshalJSON() ([]byte, error) {\n\treturn json.Marshal(r.Value)\n}\n\nfunc (r *${rootName}) UnmarshalJSON(data []byte) error {\n\treturn json.Unmarshal(data, &r.Value)\n}`,
      )
    : code;
  return goLeftOut(wrapped, presence)
    .replace(/^(\/\/.*\n)+\n/, '')
    .replaceAll('`json:"-"`', '`json:"-,"`')
    .replace(/^\t(\S+)(\s+\S+\s+`json:")/gmu, (line, name: string, rest: string) => (/^\p{Lu}/u.test(name) ? line : `\tX${name}${rest}`));
}

/**
 * Go: a pointer field whose key the sample leaves out of some objects (and never sets to null) gets `omitempty`, so a
 * nil stays out rather than coming back as null; quicktype leaves it off union types.
 */
function goLeftOut(code: string, presence: Presence): string {
  const lines = code.split('\n');
  const classes: Field[][] = [];
  const bare = new Set<number>();
  let fields: Field[] | undefined;
  lines.forEach((line, index) => {
    if (/^type \w+ struct \{$/.test(line)) fields = [];
    else if (line === '}' && fields) {
      classes.push(fields);
      fields = undefined;
    } else {
      const tag = fields && /^\t\S+\s+(\S+)\s+`json:"([^",]*)(,omitempty)?"`$/.exec(line);
      if (!tag) return;
      fields?.push({ key: tag[2] as string, line: index });
      if ((tag[1] as string).startsWith('*') && tag[3] === undefined) bare.add(index);
    }
  });
  const omitted = new Set(
    onlyLeftOut(classes, presence)
      .map(({ line }) => line)
      .filter((line) => bare.has(line)),
  );
  return lines.map((line, index) => (omitted.has(index) ? line.replace(/"`$/, ',omitempty"`') : line)).join('\n');
}

/**
 * Whether Go's encoding/json takes a key as a tag name (its isValidTag): not empty, and only letters, digits and
 * `!#$%&()*+-./:;<=>?@[]^_{|}~ ` and space. Any other key (a quote, a tab, a Devanagari vowel sign, an emoji) is read
 * and written under the field's own name, whatever the tag says.
 */
export function goTagAccepts(key: string): boolean {
  return key !== '' && [...key].every((char) => '!#$%&()*+-./:;<=>?@[]^_{|}~ '.includes(char) || /[\p{L}\p{Nd}]/u.test(char));
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

/**
 * Rust: fields named after a keyword quicktype does not know written as raw identifiers (`pub r#await: i64`); a key the
 * sample leaves out of some objects (and never sets to null) skipped when None, so it stays out rather than coming
 * back as null (serde writes None as null otherwise).
 */
export function fixRust(code: string, presence: Presence): string {
  const lines = code.replace(new RegExp(`^(\\s+pub )(${RUST_KEYWORDS.join('|')}):`, 'gm'), '$1r#$2:').split('\n');
  const classes: Field[][] = [];
  let fields: Field[] | undefined;
  let rename: { key: string; line: number } | undefined;
  lines.forEach((line, index) => {
    if (/^pub struct \w+ \{$/.test(line)) fields = [];
    else if (line === '}' && fields) {
      classes.push(fields);
      fields = undefined;
    } else if (fields) {
      const renamed = /^\s+#\[serde\(rename = "((?:[^"\\]|\\.)*)"\)\]$/.exec(line);
      const field = /^\s+pub (?:r#)?(\w+):/.exec(line);
      if (renamed) rename = { key: rustString(renamed[1] as string), line: index };
      else if (field) {
        fields.push(rename ? rename : { key: field[1] as string, line: index });
        rename = undefined;
      }
    }
  });
  const skipped = onlyLeftOut(classes, presence).map(({ line }) => line);
  return insertBefore(lines, skipped, '#[serde(skip_serializing_if = "Option::is_none")]');
}

/**
 * Java: a key the sample leaves out of some objects (and never sets to null) is written only when set, so it stays out
 * rather than coming back as null (Jackson writes null fields by default): its getter gets @JsonInclude(NON_NULL).
 */
function javaLeftOut(code: string, presence: Presence): string {
  const lines = code.split('\n');
  const getters: Field[] = [];
  lines.forEach((line, index) => {
    const property = /^\s+@JsonProperty\("((?:[^"\\]|\\.)*)"\)$/.exec(line);
    if (property && /^\s+public \S.* get\w*\(\)/.test(lines[index + 1] ?? ''))
      getters.push({ key: JSON.parse(`"${property[1]}"`) as string, line: index });
  });
  const included = onlyLeftOut([getters], presence).map(({ line }) => line);
  return insertBefore(lines, included, '@JsonInclude(JsonInclude.Include.NON_NULL)');
}

/**
 * Java: for a top-level array quicktype's Converter reads `List.class`, so Jackson makes maps rather than the element
 * class; it is told the element type instead. Its toJsonString declares JsonProcessingException where javac sees
 * IOException (Jackson 2.14), so it declares IOException.
 */
export function fixJava(code: string, presence: Presence): string {
  const fixed = javaLeftOut(code, presence).replace(
    /(public static String toJsonString\([^)]*\)) throws JsonProcessingException/,
    '$1 throws IOException',
  );
  const element = /public static List<(\w+)> fromJsonString/.exec(fixed)?.[1];
  if (!element) return fixed;
  const type = `new com.fasterxml.jackson.core.type.TypeReference<List<${element}>>() {}`;
  return fixed
    .replace('mapper.readerFor(List.class)', `mapper.readerFor(${type})`)
    .replace('mapper.writerFor(List.class)', `mapper.writerFor(${type})`);
}
