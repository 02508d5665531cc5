/**
 * The members of a declared type, as each language writes one: the name first (`title: string`, `val date:
 * LocalDate`, `pub utr: Option<String>`, `sku: String!`, `price: Optional[Decimal] = None`), the type first
 * (`private LocalDate fromDate;`, `public string? Diagnosis { get; set; }`, `optional int32 signal_strength = 6;`),
 * or Go's `URL string \`json:"url,omitempty"\``. Annotations name the wire field (`@JsonProperty("x")`,
 * `[JsonPropertyName("x")]`, `#[serde(rename = "x")]`, `Field(alias="x")`, Go's json tag) and say whether it is
 * required (`@NotNull`, `[Required]`, `required`) or optional (`@Nullable`, `omitempty`, `skip_serializing_if`,
 * `#[serde(default)]`, a default value); a comment on the member gives its values, format or flag.
 */
import { readHints } from './hints';
import type { Field } from './model';
import { languageType, type TypeOptions } from './type-names';
import { exampleSchema, type Schema } from './types';

export interface Member {
  text: string;
  comment: string;
  annotations: string;
}

/** Families that read `#` as a comment; families where a default value makes a field optional. */
const HASH_COMMENTS = new Set(['python', 'graphql', 'yaml']);
const DEFAULT_IS_OPTIONAL = new Set(['python', 'kotlin', 'ts', 'scala', 'swift']);
const ANNOTATIONS = /^(?:\s*(?:@[\w.:]+(?:\s*\((?:[^()]|\([^()]*\))*\))?|#\[(?:[^\]]|\[[^\]]*\])*\]|\[(?:[A-Z][^\]]*)\]))+/;

/** The members of a body: split at newlines, `;` and `,` outside brackets, strings and comments. */
export function splitMembers(body: string, family: string, max = 200): Member[] {
  const members: Member[] = [];
  let current = '';
  let comment = '';
  let pending = '';
  let annotations = '';
  let depth = 0;
  let angle = 0;
  let lineEnded = true;
  const push = () => {
    const text = current.trim();
    current = '';
    if (text === '') return;
    const only = ANNOTATIONS.exec(text);
    if (only && only[0].length === text.length) {
      annotations += ` ${text}`;
      return;
    }
    if (members.length < max) members.push({ text, comment: `${pending} ${comment}`.trim(), annotations: annotations.trim() });
    pending = '';
    comment = '';
    annotations = '';
  };
  const attach = (text: string) => {
    if (current.trim() !== '') comment += ` ${text}`;
    else if (!lineEnded && members.length > 0) (members.at(-1) as Member).comment += ` ${text}`;
    else pending += ` ${text}`;
  };
  for (let i = 0; i < body.length;) {
    const c = body[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      let end = i + 1;
      while (end < body.length && body[end] !== c && body[end] !== '\n') end += body[end] === '\\' ? 2 : 1;
      current += body.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const slashes = body.startsWith('//', i) && body[i - 1] !== ':';
    const hash = c === '#' && body[i + 1] !== '[' && HASH_COMMENTS.has(family);
    if (slashes || hash) {
      const end = body.indexOf('\n', i);
      attach(body.slice(i + (slashes ? 2 : 1), end < 0 ? body.length : end).trim());
      i = end < 0 ? body.length : end;
      continue;
    }
    if (body.startsWith('/*', i) || body.startsWith('<!--', i)) {
      const close = body.startsWith('/*', i) ? '*/' : '-->';
      const end = body.indexOf(close, i + 2);
      attach(
        body
          .slice(i + 2, end < 0 ? body.length : end)
          .replace(/^[*\s-]+|\s*\n\s*\*?/g, ' ')
          .trim(),
      );
      i = end < 0 ? body.length : end + close.length;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (c === '<' && /[\w$]/.test(body[i - 1] ?? '')) angle += 1;
    else if (c === '>' && angle > 0 && body[i - 1] !== '-' && body[i - 1] !== '=') angle -= 1;
    if (depth === 0 && angle === 0 && (c === '\n' || c === ';' || c === ',')) {
      push();
      lineEnded = c === '\n';
      i += 1;
      continue;
    }
    if (c === '\n') lineEnded = true;
    current += c;
    i += 1;
  }
  push();
  return members;
}

/** The wire name an annotation, attribute or tag gives a member. */
function wireName(annotations: string, tag: string | undefined): string | undefined {
  const json = tag ? /\bjson:"([^",]*)/.exec(tag)?.[1] : undefined;
  if (json !== undefined) return json;
  return (
    /\b(?:JsonProperty|SerializedName|SerialName|JsonPropertyName|JsonAlias|Json|DataMember|JsonbProperty|JsonField)\s*\(\s*(?:(?:value|name|Name|PropertyName)\s*=\s*)?"([^"]+)"/.exec(
      annotations,
    )?.[1] ?? /\brename\s*=\s*"([^"]+)"/.exec(annotations)?.[1]
  );
}

const OPTIONAL_MARK =
  /@(?:Nullable|Null\b|field:Nullable)|\bskip_serializing_if\b|#\[serde\([^)]*\bdefault\b|\[AllowNull\]|\bomitempty\b|JsonIgnoreCondition\.WhenWritingNull/;
const REQUIRED_MARK =
  /@(?:NotNull|NotBlank|NotEmpty|NonNull|field:NotNull|field:NotBlank)\b|\[(?:[^\]]*,\s*)?Required\b|\bRequired\s*[,\]]|#\[validate\(required/;

/** A member's field, or undefined when the text is no field (a method, a brace, a nested declaration). */
export function readMember(member: Member, family: string, options: TypeOptions = {}): Field | undefined {
  const head = ANNOTATIONS.exec(member.text)?.[0] ?? '';
  const annotations = `${member.annotations} ${head}`;
  let text = member.text.slice(head.length).trim();
  if (
    text === '' ||
    /^(?:return|def|fn|func|function|class|struct|enum|interface|type|message|package|import|option|reserved|oneof|model_config|}|\{)\b/.test(
      text,
    )
  )
    return undefined;
  let name: string | undefined;
  let typeText: string | undefined;
  let defaultText: string | undefined;
  let tag: string | undefined;
  let optionalName = false;
  const go = family === 'go' ? /^([A-Za-z_]\w*)\s+([^`\s][^`]*?)\s*(`[^`]*`)?$/.exec(text) : null;
  const proto = family === 'proto' ? /^(?:(optional|repeated|required)\s+)?([\w.]+(?:<[^>]*>)?)\s+(\w+)\s*=\s*\d+/.exec(text) : null;
  if (go) [, name, typeText, tag] = go;
  else if (proto) {
    name = proto[3];
    typeText = proto[1] === 'repeated' ? `repeated<${proto[2]}>` : (proto[2] as string);
    if (proto[1] === 'optional') optionalName = true;
  } else {
    text = text.replace(
      /^(?:(?:val|var|let|const|pub(?:\([^)]*\))?|readonly|public|private|protected|internal|override|open|lateinit|final|static|declare|required|transient|volatile|virtual|abstract|sealed|new)\s+)+/,
      (mods) => {
        if (/\brequired\b/.test(mods)) optionalName = false;
        return '';
      },
    );
    const first = /^([A-Za-z_$][\w$]*)\s*(?:\([^()]*\))?\s*([?!])?\s*:(?!:)\s*([\s\S]+)$/.exec(text);
    if (first) {
      name = first[1];
      optionalName = first[2] === '?';
      [typeText, defaultText] = splitDefault(first[3] as string);
    } else {
      const property = /^([\s\S]*?\S)\s+([A-Za-z_$][\w$]*)\s*(?:\{[^{}]*\})?\s*(?:=\s*([\s\S]*))?$/.exec(text);
      if (
        !property ||
        !/^[\w.$:<>,\s?[\]*&]+$/.test(property[1] as string) ||
        /^(?:return|throw|new|else|case)$/.test(property[1] as string)
      )
        return undefined;
      [, typeText, name, defaultText] = property;
    }
  }
  if (!name || !typeText || (/^[A-Z_]+$/.test(name) && family !== 'go' && !/[a-z]/.test(typeText))) return undefined;
  const type = languageType(typeText, { ...options, family, graphql: family === 'graphql' });
  let schema = type.schema;
  let optional: boolean | undefined = optionalName || type.optional ? true : undefined;
  if (family === 'graphql') optional = !type.nonNull;
  const marks = `${annotations} ${tag ?? ''}`;
  if (OPTIONAL_MARK.test(marks)) optional = true;
  if (REQUIRED_MARK.test(marks) || /^required\s/.test(member.text.slice(head.length).trim())) optional = false;
  if (
    defaultText !== undefined &&
    DEFAULT_IS_OPTIONAL.has(family) &&
    !/^Field\(\s*(?:\.\.\.|\)|default\s*=\s*\.\.\.)/.test(defaultText.trim())
  )
    optional = true;
  const alias = /\balias\s*=\s*["']([^"']+)["']/.exec(defaultText ?? '')?.[1];
  const refined = refineByComment(schema, member.comment);
  schema = refined.schema;
  if (refined.optional !== undefined && (optional === undefined || family === 'proto' || family === 'go' || refined.optional))
    optional = refined.optional;
  const wire = wireName(annotations, tag) ?? alias ?? (family === 'csharp' && /^[A-Z]/.test(name) ? camel(name) : name);
  if (wire === '-' || wire === '') return undefined;
  return { name: wire, schema, optional: optional ?? false, ...(optional !== undefined ? { stated: true } : {}) };
}

const camel = (name: string): string => (/^[A-Z]{2,}$/.test(name) ? name.toLowerCase() : name.charAt(0).toLowerCase() + name.slice(1));

/** A type and the default after a top-level `=` (not `=>`). */
function splitDefault(text: string): [string, string | undefined] {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c) && text[i - 1] !== '=' && text[i - 1] !== '-') depth -= 1;
    else if (c === '=' && depth === 0 && text[i + 1] !== '>' && text[i + 1] !== '=')
      return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
  }
  return [text.trim(), undefined];
}

/**
 * What a member's comment adds: "optional", "required", "absent when …"; a set of values (`"a" | "b"`, "CONFIRMED or
 * WAITLISTED") for a string; the format of an example (`e.g. "2024-06-30"`, "ISO timestamp", "UUID") for a plain
 * string, and an integer example for a number.
 */
export function refineByComment(schema: Schema, comment: string): { schema: Schema; optional?: boolean } {
  const text = comment.replace(/^[\s*/-]+/, '').trim();
  if (text === '') return { schema };
  const hints = readHints(text.replace(/\be\.g\.?[^,;]*|\bfor example\b[^,;]*/gi, ' ').trim());
  let refined = schema;
  const plain = schema.type === undefined || (schema.type === 'string' && !schema.format && !schema.enum && !schema.contentMediaType);
  const example =
    /(?:\be\.?g\.?|\bfor example|\bexample|\blike|\bsuch as)[:,]?\s*("[^"]*"|'[^']*'|`[^`]*`|[^\s,;()]+)/i.exec(text)?.[1] ??
    /^("[^"]*"|'[^']*')$/.exec(text)?.[1];
  const bare = example?.replace(/^["'`]|["'`]$/g, '');
  const value = bare === undefined ? undefined : exampleSchema(bare);
  if (plain && Array.isArray(hints.schema?.enum) && (hints.schema.enum as unknown[]).length > 1) refined = { ...hints.schema };
  else if (plain && hints.schema?.type === 'string' && (hints.schema.format || hints.schema.contentMediaType))
    refined = { ...hints.schema };
  else if (plain && value?.format) refined = value;
  else if (schema.type === 'number' && example && /^-?\d+$/.test(example)) refined = { type: 'integer' };
  // "trackCount: number; // integer": TypeScript has one number type, and the comment says which.
  else if (schema.type === 'number' && /^(?:an?\s+)?(?:integer|int|whole\s+number)\b/i.test(text)) refined = { type: 'integer' };
  else if (schema.type === undefined && hints.schema?.type) refined = hints.schema;
  delete refined.default;
  const optional =
    hints.optional ??
    (/\b(?:absent|omitted|left\s+out|missing|only\s+(?:set|present|when|if|for|once)|may\s+be\s+(?:empty|null|absent|missing))\b/i.test(
      text,
    )
      ? true
      : undefined);
  return { schema: refined, ...(optional !== undefined ? { optional } : {}) };
}

/** JSDoc's `@property {Type} [name=default] - description` lines of a `@typedef`. */
export function jsdocProperties(text: string, options: TypeOptions = {}): Field[] {
  const fields: Field[] = [];
  for (const match of text.matchAll(
    /@(?:property|prop)\s+\{((?:[^{}]|\{[^{}]*\})*)\}\s+(\[?)([\w$.]+)(?:=[^\]\s]*)?\]?[ \t]*(?:-[ \t]*)?([^\n]*)/g,
  )) {
    const type = languageType((match[1] as string).replace(/^\?/, '').replace(/=$/, ''), { ...options, family: 'ts' });
    const refined = refineByComment(type.schema, match[4] as string);
    const optional = match[2] === '[' || /^\?|=$/.test(match[1] as string) || refined.optional === true;
    fields.push({
      name: match[3] as string,
      schema: refined.schema,
      optional,
      ...(optional || refined.optional === false ? { stated: true } : {}),
    });
    if (fields.length >= 200) break;
  }
  return fields;
}

/** The values of an enumeration's body: a quoted value where one is given (`A = "a"`, `A("a")`), else the name. */
export function enumValues(body: string, family: string): string[] {
  const values: string[] = [];
  for (const member of splitMembers(body.replace(/\{[^{}]*\}/g, ' '), family)) {
    const text = member.text.replace(ANNOTATIONS, '').trim();
    const match = /^([A-Za-z_][\w]*)\s*(?:(?:=|:)\s*(?:["']([^"']*)["']|[\w.-]+)|\(\s*["']([^"']*)["'][^)]*\))?\s*$/.exec(text);
    if (!match || /_UNSPECIFIED$/.test(match[1] as string)) continue;
    values.push(match[2] ?? match[3] ?? (match[1] as string));
    if (values.length >= 100) break;
  }
  return values;
}
