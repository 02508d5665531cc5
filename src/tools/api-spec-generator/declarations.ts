/**
 * Types declared in code blocks, found line by line wherever they stand (fenced or not): TypeScript interfaces, type
 * aliases and enums, GraphQL `type`/`input`/`enum`, Go structs, Rust structs and enums, protobuf messages and enums,
 * Java, C#, Kotlin, Scala and Swift classes and records, Python classes (dataclasses, pydantic models, TypedDicts,
 * enums), JSDoc `@typedef`s and zod `z.object` schemas. Each is read into its fields (or values), with references to
 * other declared types kept by name and resolved when the whole text is read.
 */
import { readLiteral } from './literal';
import { enumValues, jsdocProperties, readMember, splitMembers } from './members';
import { fieldsOf, type Field } from './model';
import { NAMED, type TypeOptions } from './type-names';
import type { Schema } from './types';
import { phpFields } from './forms';
import { zodFields } from './zod';

export interface Declaration {
  name: string;
  line: number;
  family: string;
  /** The fields of an object type, in order. */
  fields: Field[];
  /** The values of an enumeration. */
  values?: string[];
  /** The side its notation says (Laravel's rules: the request; a resource's array: the answer). */
  role?: 'request' | 'answer';
}

export interface DeclarationUnit {
  kind: 'declaration';
  line: number;
  name: string;
  family: string;
  /** The declaration's text, its header included. */
  text: string;
  /** Where its body starts in the text. */
  open: number;
}

interface Start {
  pattern: RegExp;
  family: string | ((match: RegExpExecArray) => string);
  /** The body's opening bracket; `:` for Python's indented block, `*` for a JSDoc comment. */
  opener: '{' | '(' | '[' | ':' | '*';
}

const MODIFIERS = String.raw`(?:(?:public|private|protected|internal|static|final|abstract|sealed|partial|open|export|data|readonly|pub(?:\([^)]*\))?|case|inline|value|@\w+(?:\([^)]*\))?)\s+)*`;
const STARTS: Start[] = [
  { pattern: /^\s*class\s+([A-Za-z_]\w*)\s*(?:\(([^)]*)\))?\s*:\s*(?:#.*)?$/, family: 'python', opener: ':' },
  {
    pattern: /^\s*(?:export\s+)?(?:declare\s+)?interface\s+([A-Za-z_]\w*)(?:<[^>]*>)?(?:\s+extends\s+[^{]+)?\s*\{/,
    family: 'ts',
    opener: '{',
  },
  { pattern: /^\s*(?:export\s+)?(?:declare\s+)?type\s+([A-Za-z_]\w*)(?:<[^>]*>)?\s*=\s*\{/, family: 'ts', opener: '{' },
  {
    pattern: /^\s*(?:extend\s+)?(type|input)\s+([A-Z]\w*)(?:\s+implements\s+[\w\s&,]+)?\s*(?:@\w+(?:\([^)]*\))?\s*)*\{/,
    family: 'graphql',
    opener: '{',
  },
  { pattern: /^\s*type\s+([A-Za-z_]\w*)\s+struct\s*\{/, family: 'go', opener: '{' },
  { pattern: /^\s*message\s+([A-Za-z_]\w*)\s*\{/, family: 'proto', opener: '{' },
  {
    pattern: new RegExp(String.raw`^\s*${MODIFIERS}(?:const\s+)?enum(?:\s+class)?\s+([A-Za-z_]\w*)[^{;=]*\{`),
    family: 'enum',
    opener: '{',
  },
  {
    pattern: new RegExp(String.raw`^\s*${MODIFIERS}struct\s+([A-Za-z_]\w*)(?:<[^>]*>)?\s*(?:where\s[^{]*)?\{`),
    family: 'rust',
    opener: '{',
  },
  {
    pattern: new RegExp(String.raw`^\s*${MODIFIERS}(?:class|record|struct)\s+([A-Za-z_]\w*)(?:<[^>]*>)?\s*\(`),
    family: 'class',
    opener: '(',
  },
  {
    pattern: new RegExp(String.raw`^\s*${MODIFIERS}(?:class|record|struct|object)\s+([A-Za-z_]\w*)(?:<[^>]*>)?[^{;()]*?(?:\{|$)`),
    family: 'class',
    opener: '{',
  },
  { pattern: /@typedef\s+\{[^}]*\}\s+([A-Za-z_$][\w$.]*)/, family: 'jsdoc', opener: '*' },
  {
    pattern: /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*z\s*\.\s*(?:object|strictObject)\s*\(/,
    family: 'zod',
    opener: '(',
  },
  { pattern: /^\s*(?:return|\$\w+\s*=|['"]\w+['"]\s*=>)\s*()\[\s*$/, family: 'php', opener: '[' },
];

/** Bounds on one declaration: its lines, and the characters scanned for its end. */
const MAX_LINES = 400;

/** Declarations found in a text's lines; a block that never closes stops the search for more (one pass). */
export class DeclarationFinder {
  private unclosed = false;
  constructor(readonly lines: string[]) {}

  /** The declaration starting at a line, and its last line; undefined when none starts there. */
  at(index: number): { unit: DeclarationUnit; last: number } | undefined {
    const line = this.lines[index] as string;
    if (!/\b(?:interface|type|input|struct|message|enum|class|record|object|return)\b|@typedef|z\s*\.|\$\w+\s*=\s*\[|=>\s*\[/.test(line))
      return undefined;
    for (const start of STARTS) {
      const match = start.pattern.exec(line);
      if (!match) continue;
      let name = (start.family === 'graphql' ? match[2] : match[1]) as string;
      if (start.family === 'php') name = this.phpName(index);
      if (start.opener === ':') return this.python(index, name, match[2] ?? '');
      if (start.opener === '*') return this.jsdoc(index, name);
      if (this.unclosed) return undefined;
      let column = line.lastIndexOf(start.opener === '(' && start.family !== 'zod' ? '(' : start.opener === '[' ? '[' : '{');
      if (start.family === 'zod') column = line.indexOf('(', line.indexOf('z'));
      let first = index;
      // "public class X" with its brace on the next line (C#'s and Java's Allman style).
      if (column < 0 || line.slice(column).trim() === '' || !line.includes(start.opener)) {
        const next = (this.lines[index + 1] ?? '').trim();
        if (next !== '{') continue;
        first = index + 1;
        column = (this.lines[first] as string).indexOf('{');
      }
      const end = this.close(first, column);
      if (!end) {
        this.unclosed = true;
        return undefined;
      }
      const text = [line, ...this.lines.slice(index + 1, end.line + 1)].join('\n');
      const offset = this.lines.slice(index, first).reduce((sum, l) => sum + l.length + 1, 0) + column;
      const family = typeof start.family === 'string' ? start.family : start.family(match);
      return { unit: { kind: 'declaration', line: index + 1, name, family, text, open: offset }, last: end.line };
    }
    return undefined;
  }

  /** A PHP array's name: the class or function above it (`BillResource::toArray()`, `function rules()`), else its line. */
  private phpName(index: number): string {
    for (let n = index - 1; n >= 0 && n >= index - 3; n -= 1) {
      const text = this.lines[n] as string;
      const found = /\b([A-Z]\w*)::\w+\s*\(/.exec(text)?.[1] ?? /\bclass\s+([A-Z]\w*)/.exec(text)?.[1];
      if (found) return found;
    }
    return `array${index + 1}`;
  }

  /** The line where the bracket at a column closes (strings and comments skipped). */
  private close(index: number, column: number): { line: number } | undefined {
    let depth = 0;
    let quote: string | undefined;
    for (let n = index; n < this.lines.length && n < index + MAX_LINES; n += 1) {
      const text = this.lines[n] as string;
      for (let i = n === index ? column : 0; i < text.length; i += 1) {
        const c = text[i] as string;
        if (quote) {
          if (c === '\\') i += 1;
          else if (c === quote) quote = undefined;
        } else if (c === '"' || c === "'" || c === '`') quote = c;
        else if (c === '/' && text[i + 1] === '/' && text[i - 1] !== ':') break;
        else if (c === '#' && text[i + 1] !== '[' && /\s/.test(text[i - 1] ?? ' ') && /^\s*#|\s#\s/.test(text.slice(Math.max(0, i - 1))))
          break;
        else if (c === '{' || c === '(' || c === '[') depth += 1;
        else if (c === '}' || c === ')' || c === ']') {
          depth -= 1;
          if (depth === 0) return { line: n };
        }
      }
      quote = undefined;
    }
    return undefined;
  }

  /** A Python class: the lines indented under it. */
  private python(index: number, name: string, bases: string): { unit: DeclarationUnit; last: number } {
    const indent = (/^\s*/.exec(this.lines[index] as string)?.[0] ?? '').length;
    let last = index;
    for (let n = index + 1; n < this.lines.length && n <= index + MAX_LINES; n += 1) {
      const text = this.lines[n] as string;
      if (text.trim() === '') continue;
      if ((/^\s*/.exec(text)?.[0] ?? '').length <= indent) break;
      last = n;
    }
    const family = /\b(?:Enum|StrEnum|IntEnum)\b/.test(bases)
      ? 'python-enum'
      : /total\s*=\s*False/.test(bases)
        ? 'python-partial'
        : 'python';
    const header = this.lines[index] as string;
    const text = this.lines.slice(index, last + 1).join('\n');
    return { unit: { kind: 'declaration', line: index + 1, name, family, text, open: header.length }, last };
  }

  /** A JSDoc `@typedef` and its `@property` lines, to the comment's end. */
  private jsdoc(index: number, name: string): { unit: DeclarationUnit; last: number } {
    let last = index;
    for (let n = index + 1; n < this.lines.length && n <= index + MAX_LINES; n += 1) {
      const text = this.lines[n] as string;
      if (!/^\s*\*/.test(text) || /@typedef\b/.test(text)) break;
      last = n;
      if (text.includes('*/')) break;
    }
    const text = this.lines.slice(index, last + 1).join('\n');
    return { unit: { kind: 'declaration', line: index + 1, name: name.split('.').at(-1) as string, family: 'jsdoc', text, open: 0 }, last };
  }
}

/** The body of a bracketed declaration: between its opening bracket and the matching close. */
function bracketBody(unit: DeclarationUnit): string {
  const text = unit.text;
  const close = { '{': '}', '(': ')', '[': ']' }[text[unit.open] as '{' | '(' | '['] ?? '}';
  const end = text.lastIndexOf(close);
  return text.slice(unit.open + 1, end > unit.open ? end : text.length);
}

/** A Python class body: members at the first indent, continuation lines of an open bracket joined to them. */
function pythonBody(unit: DeclarationUnit): string {
  const lines = unit.text.split('\n').slice(1);
  const base = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => (/^\s*/.exec(l)?.[0] ?? '').length));
  const kept: string[] = [];
  let depth = 0;
  let docstring = false;
  for (const line of lines) {
    const indent = (/^\s*/.exec(line)?.[0] ?? '').length;
    if (/^\s*(?:"""|''')/.test(line)) {
      docstring = !docstring && !/^\s*("""|''').*\1\s*$/.test(line.trim().slice(3) ? line : '');
      continue;
    }
    if (docstring) continue;
    if (indent === base || depth > 0) kept.push(line);
    const bare = line.replace(/#.*$/, '').replace(/"[^"]*"|'[^']*'/g, '');
    depth = Math.max(0, depth + (bare.match(/[([{]/g) ?? []).length - (bare.match(/[)\]}]/g) ?? []).length);
  }
  return kept.join('\n');
}

/** A declaration read: its fields or values, other declared types referred to by name. */
export function readDeclaration(unit: DeclarationUnit, declared: ReadonlySet<string>): Declaration {
  const options: TypeOptions = { declared };
  // GraphQL's `input` is what a caller sends.
  const input = unit.family === 'graphql' && /^\s*(?:extend\s+)?input\s/.test(unit.text);
  const base = { name: unit.name, line: unit.line, family: unit.family, ...(input ? { role: 'request' as const } : {}) };
  if (unit.family === 'jsdoc') return { ...base, fields: jsdocProperties(unit.text, options) };
  if (unit.family === 'zod') return { ...base, fields: zodFields(bracketBody(unit), options) };
  if (unit.family === 'php') return { ...base, ...phpFields(bracketBody(unit)) };
  if (unit.family === 'python-enum') return { ...base, fields: [], values: enumValues(pythonBody(unit), 'python') };
  if (unit.family === 'enum') return { ...base, fields: [], values: enumValues(bracketBody(unit), 'enum') };
  if (unit.family === 'ts') {
    // TypeScript's object types are read as literals are: optional `?`, unions, comments, nested objects.
    const body = bracketBody(unit);
    if (!/[\w\]]!\s*(?:$|#|,)/m.test(body)) {
      const literal = readLiteral(unit.text, unit.open);
      const fields = literal?.schema.type === 'object' ? fieldsOf(literal.schema) : [];
      return { ...base, fields: fields.map((field) => (field.optional ? { ...field, stated: true } : field)) };
    }
    unit = { ...unit, family: 'graphql' };
  }
  const python = unit.family.startsWith('python');
  const body = python ? pythonBody(unit) : bracketBody(unit);
  let family = python ? 'python' : unit.family;
  if (family === 'class')
    family =
      /\{\s*get\s*;/.test(body) || /\[JsonPropertyName|\bstring\??\s+[A-Z]/.test(body)
        ? 'csharp'
        : /\b(?:val|var)\s/.test(body)
          ? 'kotlin'
          : /\blet\s|\bvar\s/.test(body)
            ? 'swift'
            : 'java';
  const fields: Field[] = [];
  for (const member of splitMembers(body, family)) {
    const field = readMember(member, family, options);
    if (field && !fields.some((f) => f.name === field.name)) fields.push(field);
  }
  if (unit.family === 'python-partial') for (const field of fields) Object.assign(field, { optional: true, stated: true });
  // serde's rename_all on the struct names every field.
  const renamed = /#\[serde\([^)]*rename_all\s*=\s*"([^"]+)"/.exec(unit.text.slice(0, unit.open))?.[1];
  if (renamed) for (const field of fields) field.name = renameAll(field.name, renamed);
  return { ...base, family, fields };
}

/** serde's and Jackson's naming conventions, from a snake_case or camelCase name. */
function renameAll(name: string, style: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/_+/)
    .filter(Boolean);
  if (/^camel/i.test(style)) return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  if (/^pascal/i.test(style)) return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  if (/^kebab/i.test(style)) return words.join('-');
  if (/^screaming/i.test(style)) return words.join('_').toUpperCase();
  if (/^upper/i.test(style)) return name.toUpperCase();
  if (/^lower/i.test(style)) return name.toLowerCase();
  return words.join('_');
}

/** The schema of a declared type: an object of its fields, an enumeration of its values. */
export function declaredSchema(declaration: Declaration): Schema {
  if (declaration.values) return { type: 'string', enum: declaration.values };
  const properties = Object.fromEntries(declaration.fields.map((field) => [field.name, field.schema]));
  const required = declaration.fields.filter((field) => !field.optional).map((field) => field.name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** A schema with references to declared types replaced by their schemas (to a depth; unknown names left untyped). */
export function resolveNamed(schema: Schema, declarations: ReadonlyMap<string, Declaration>, depth = 0): Schema {
  const name = schema[NAMED];
  if (typeof name === 'string') {
    const declaration = declarations.get(name);
    const { [NAMED]: _, ...rest } = schema;
    if (!declaration || depth > 6)
      return declaration?.values ? { type: 'string', enum: declaration.values } : depth > 6 ? { type: 'object' } : rest;
    return { ...resolveNamed(declaredSchema(declaration), declarations, depth + 1), ...rest };
  }
  if (schema.type === 'array' && schema.items) return { ...schema, items: resolveNamed(schema.items as Schema, declarations, depth + 1) };
  if (schema.properties) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Schema>).map(([key, child]) => [
        key,
        resolveNamed(child, declarations, depth + 1),
      ]),
    );
    return { ...schema, properties };
  }
  return schema;
}
