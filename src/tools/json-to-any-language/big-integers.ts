/**
 * Integers a double cannot hold (beyond 2^53): typed as the language's big integer where its fixed-width integer cannot
 * hold them either, and named in a warning wherever the code still types them as floating point.
 *
 * quicktype-core types a whole number outside the target's integer range (TargetLanguage.getSupportedIntegerRange:
 * int64 for Go, Rust, Java, C# and Kotlin, none for Python) as a double, and has no big-integer type to offer instead
 * (no type kind, no renderer option; glideapps/quicktype#2648 asks for one in TypeScript); Python gets `int` from that
 * range alone (renderTypes passes it). For the others the generated code is corrected
 * here, field by field: a field whose every value is an integer (no fraction, no other type beside the numbers) and
 * one of them beyond int64 is retyped from the double to the big integer, on the lines that declare it.
 */
import { escapePointerToken } from '../../common/text';
import { makeLocator } from '../shared/json-positions';
import { parseStrictJson, type JsonNode } from '../shared/strict-json';
import { warning } from '../shared/warnings';
import type { TargetLanguage } from '.';

/** Where a number sits: the JSON key of the class field that holds it (through arrays and maps), or the top level. */
type SiteKey = string | null;

interface Site {
  /** The integers beyond 2^53: JSON pointer, value, and place in the text (their order). */
  big: Array<{ pointer: string; value: bigint; order: number }>;
  /** A number with a fraction or an exponent: quicktype types the field as a double. */
  fraction: boolean;
  /** The kinds of value at each depth of arrays and maps: numbers beside another kind are a union type. */
  kinds: Map<number, Set<string>>;
}

const SAFE = 2n ** 53n;
const INT64: [bigint, bigint] = [-(2n ** 63n), 2n ** 63n - 1n];
const I128: [bigint, bigint] = [-(2n ** 127n), 2n ** 127n - 1n];
const within = (value: bigint, [min, max]: [bigint, bigint]) => value >= min && value <= max;

/** Sample objects quicktype made classes of: those whose keys are all keys of one class (maps are the others). */
function classTest(classes: Array<ReadonlySet<string>>): (keys: string[]) => boolean {
  const byKey = new Map<string, Array<ReadonlySet<string>>>();
  for (const keys of classes) {
    for (const key of keys) {
      const holding = byKey.get(key);
      if (holding) holding.push(keys);
      else byKey.set(key, [keys]);
    }
  }
  return (keys) => keys.length === 0 || (byKey.get(keys[0] as string) ?? []).some((set) => keys.every((key) => set.has(key)));
}

/** The numbers of a sample by the field that holds them, read from its text (digits beyond 2^53 kept). */
function sitesOf(json: string, isClass: (keys: string[]) => boolean): Map<SiteKey, Site> {
  const sites = new Map<SiteKey, Site>();
  const siteOf = (key: SiteKey): Site => {
    let site = sites.get(key);
    if (!site) sites.set(key, (site = { big: [], fraction: false, kinds: new Map() }));
    return site;
  };
  const stack: Array<{ node: JsonNode; key: SiteKey; depth: number; pointer: string }> = [
    { node: parseStrictJson(json, makeLocator(json)).root, key: null, depth: 0, pointer: '' },
  ];
  let order = 0;
  // Children are pushed last first, so that values come off the stack in the text's order.
  while (stack.length > 0) {
    const { node, key, depth, pointer } = stack.pop() as (typeof stack)[number];
    const site = siteOf(key);
    const kinds = site.kinds.get(depth) ?? site.kinds.set(depth, new Set()).get(depth);
    if (typeof node === 'string') {
      if (node === 'null') continue;
      const kind = node.startsWith('"') ? 'string' : node === 'true' || node === 'false' ? 'boolean' : 'number';
      kinds?.add(kind);
      if (kind !== 'number') continue;
      if (/[.eE]/.test(node)) site.fraction = true;
      else if (BigInt(node) > SAFE || BigInt(node) < -SAFE) site.big.push({ pointer, value: BigInt(node), order: (order += 1) });
    } else if (node.kind === 'array') {
      kinds?.add('array');
      for (let index = node.items.length - 1; index >= 0; index -= 1) {
        stack.push({ node: node.items[index] as JsonNode, key, depth: depth + 1, pointer: `${pointer}/${index}` });
      }
    } else {
      // As JSON.parse: a repeated key's last value is the one read.
      const members = new Map(node.members.map((member) => [member.key, member.value]));
      const asClass = isClass([...members.keys()]);
      kinds?.add(asClass ? 'object' : 'map');
      for (const [name, value] of [...members].reverse()) {
        const at = `${pointer}/${escapePointerToken(name)}`;
        stack.push(asClass ? { node: value, key: name, depth: 0, pointer: at } : { node: value, key, depth: depth + 1, pointer: at });
      }
    }
  }
  return sites;
}

type Retyped = { code: string; changed: Set<string>; left: Set<string> };

/** How one language declares a field and what it retypes: the double's name and the big integer's. */
interface Retyping {
  /** The big integer, as the warning names it. */
  bigType: string;
  /** The floating-point type, as the warning names it. */
  floatType: string;
  /** Integers the language's fixed-width integer holds (undefined: any, as Python's int). */
  native?: [bigint, bigint];
  /** Integers the big integer holds (undefined: any). */
  big?: [bigint, bigint];
  /** The code with the fields of `keys` retyped: the keys it retyped a line of, and those a line still declares a double for. */
  retype?: (code: string, keys: ReadonlySet<string>) => Retyped;
}

/**
 * Rewrites the declarations of `keys` line by line: `fieldKey` says which JSON key a line declares (undefined for other
 * lines), `double` matches the double in its type, `bigType` replaces it; `imports` adds what the new type needs.
 */
function retypeLines(
  fieldKey: (lines: string[], index: number) => string | undefined,
  double: RegExp,
  bigType: string,
  imports: (code: string) => string,
): (code: string, keys: ReadonlySet<string>) => Retyped {
  return (code, keys) => {
    const lines = code.split('\n');
    const changed = new Set<string>();
    const left = new Set<string>();
    lines.forEach((line, index) => {
      const key = fieldKey(lines, index);
      if (key === undefined || !keys.has(key)) return;
      const retyped = line.replace(double, bigType);
      if (retyped !== line) changed.add(key);
      if (double.test(retyped)) left.add(key);
      lines[index] = retyped;
    });
    const text = lines.join('\n');
    return { code: changed.size > 0 ? imports(text) : text, changed, left };
  };
}

/** A key as the code's string literal writes it (JSON's escapes); undefined for one written otherwise, left as it is. */
function jsonString(literal: string): string | undefined {
  try {
    return JSON.parse(`"${literal}"`) as string;
  } catch {
    return undefined;
  }
}

// Go: `\tName  Type  \`json:"key,omitempty"\`` in a struct; *big.Int reads and writes any integer (math/big's
// UnmarshalJSON and MarshalJSON), and a nil pointer stays null or, with omitempty, out.
const goField = /^\t(\S+)(\s+)(\S+)(\s+)`json:"((?:[^"\\]|\\.)*)"`$/;
function alignGoStructs(code: string): string {
  return code.replace(/^type \w+ struct \{\n((?:\t.*\n)+)\}/gm, (block, body: string) => {
    const fields = body
      .split('\n')
      .slice(0, -1)
      .map((line) => goField.exec(line));
    if (fields.some((field) => field === null)) return block;
    const width = (index: number) => Math.max(...fields.map((field) => [...(field?.[index] as string)].length));
    const [names, types] = [width(1), width(3)];
    const pad = (text: string, to: number) => text + ' '.repeat(to - [...text].length);
    const lines = fields.map(
      (field) => `\t${pad(field?.[1] as string, names)} ${pad(field?.[3] as string, types)} \`json:"${field?.[5]}"\``,
    );
    return block.replace(body, `${lines.join('\n')}\n`);
  });
}

const RETYPING: Record<TargetLanguage, Retyping> = {
  python: { bigType: 'int', floatType: 'float' },
  go: {
    bigType: '*big.Int',
    floatType: 'float64',
    native: INT64,
    retype: (code, keys) => {
      const result = retypeLines(
        (lines, index) => {
          const tag = goField.exec(lines[index] as string)?.[5];
          return tag === undefined ? undefined : jsonString(tag)?.split(',')[0];
        },
        /(?<=^\t\S+\s+\S*?)\*?float64\b/,
        '*big.Int',
        (text) => text.replace(/^import "encoding\/json"$/m, '$&\nimport "math/big"'),
      )(code, keys);
      return result.changed.size > 0 ? { ...result, code: alignGoStructs(result.code) } : result;
    },
  },
  // serde_json reads and writes i128 digit for digit (its deserialize_i128 parses the digits; no feature needed). Not
  // serde_json::Number with arbitrary_precision: derived untagged enums, which quicktype writes for unions, cannot read
  // numbers under that feature (serde-rs/json#559), and a feature is on for the whole dependency graph.
  rust: {
    bigType: 'i128',
    floatType: 'f64',
    native: INT64,
    big: I128,
    retype: retypeLines(
      (lines, index) => {
        const field = /^\s+pub (?:r#)?([^\s:]+): /.exec(lines[index] as string);
        if (!field) return undefined;
        const rename = /^\s+#\[serde\(rename = "((?:[^"\\]|\\.)*)"\)\]$/.exec(lines[index - 1] ?? '');
        return rename ? jsonString(rename[1] as string) : field[1];
      },
      /(?<=: .*)\bf64\b/,
      'i128',
      (text) => text,
    ),
  },
  // Java: the private field, its getter and its setter, all found by the name the getter returns.
  java: {
    bigType: 'BigInteger',
    floatType: 'double',
    native: INT64,
    retype: (code, keys) => {
      const names = new Map<string, string>();
      const lines = code.split('\n');
      lines.forEach((line, index) => {
        const property = /^\s+@JsonProperty\("((?:[^"\\]|\\.)*)"\)$/.exec(line);
        const name = /\{ return (\S+); \}$/.exec(lines[index + 1] ?? '')?.[1];
        const key = property && jsonString(property[1] as string);
        if (key !== undefined && key !== null && name) names.set(name, key);
      });
      return retypeLines(
        (all, index) => {
          const line = all[index] as string;
          const field = /^\s+private \S.* (\S+);$/.exec(line)?.[1];
          if (field !== undefined) return names.get(field);
          const accessor = /^\s+@JsonProperty\("((?:[^"\\]|\\.)*)"\)$/.exec(all[index - 1] ?? '');
          return accessor && /^\s+public /.test(line) ? jsonString(accessor[1] as string) : undefined;
        },
        /\b[dD]ouble\b/,
        'BigInteger',
        (text) => text.replace(/^(import [\w.*]+;\n)(?!import )/m, '$1import java.math.BigInteger;\n'),
      )(code, keys);
    },
  },
  // Json.NET reads a JSON integer of any size into System.Numerics.BigInteger and writes it back as digits.
  csharp: {
    bigType: 'BigInteger',
    floatType: 'double',
    native: INT64,
    retype: retypeLines(
      (lines, index) => {
        if (!/^\s+public .+ \S+ \{ get; set; \}$/.test(lines[index] as string)) return undefined;
        const property = /^\s+\[JsonProperty\("((?:[^"\\]|\\.)*)"[,)]/.exec(lines[index - 1] ?? '');
        return property ? jsonString(property[1] as string) : undefined;
      },
      /\bdouble\b/,
      'BigInteger',
      (text) =>
        /^\s+using System\.Globalization;$/m.test(text)
          ? text.replace(/^(\s+)using System\.Globalization;$/m, '$&\n$1using System.Numerics;')
          : text.replace(/^(\s+)using System;$/m, '$&\n$1using System.Numerics;'),
    ),
  },
  // Kotlin declarations carry no mapping: a field is found by its name, which is the key unless keys_renamed names it.
  kotlin: {
    bigType: 'BigInteger',
    floatType: 'Double',
    native: INT64,
    retype: retypeLines(
      (lines, index) => /^\s+va[lr] (`?)([^`:\s]+)\1: /.exec(lines[index] as string)?.[2],
      /(?<=: .*)\bDouble\b/,
      'BigInteger',
      (text) => text.replace(/^package \S+$/m, '$&\n\nimport java.math.BigInteger'),
    ),
  },
};

/** The most bytes of pointers (as UTF-8 JSON) one warning lists, so its size is bounded whatever the sample. */
const MAX_POINTER_BYTES = 8192;

/** Why an integer stays floating point, in words that follow "they sit in". */
const REASONS = {
  fraction: 'a field that also holds fractions',
  union: 'a field that also holds other types (a union type)',
  top: 'the top level, which has no field to retype',
  range: "a field with integers beyond i128, Rust's widest integer",
  renamed: 'a field Kotlin declares under another name (keys_renamed)',
  declaration: 'a declaration this tool cannot retype',
} as const;

type IntegersAsFloat = ReturnType<typeof warning<'integers_as_float', { pointers: string[]; count: number }>>;

/**
 * Retypes the fields of `json` that hold integers beyond the language's fixed-width integer as its big integer (in
 * `files`, each file's text), and names in a warning every integer beyond 2^53 the code still types as floating
 * point. `classesOf` gives the key sets of the classes quicktype made of the sample (maps are the other objects);
 * `unmapped` keys are not retyped (Kotlin declares them under another name).
 */
export async function bigIntegers(
  lang: TargetLanguage,
  json: string,
  files: string[],
  classesOf: () => Promise<Array<ReadonlySet<string>>>,
  unmapped: ReadonlySet<string> = new Set(),
): Promise<{ files: string[]; warning?: IntegersAsFloat }> {
  // Most samples have no integer beyond 2^53 (16 digits at least): they cost one scan of the text and nothing else.
  if (!/\d{16}/.test(json)) return { files };
  const classes = await classesOf();
  const retyping = RETYPING[lang];
  const lost: Site['big'] = [];
  const reasons = new Set<keyof typeof REASONS>();
  const lose = (site: Site, reason: keyof typeof REASONS) => {
    lost.push(...site.big);
    reasons.add(reason);
  };
  const wanted = new Map<string, Site>();
  for (const [key, site] of sitesOf(json, classTest(classes))) {
    const fits = (range: [bigint, bigint] | undefined) => range === undefined || site.big.every(({ value }) => within(value, range));
    if (site.big.length === 0) continue;
    if (site.fraction) lose(site, 'fraction');
    else if (fits(retyping.native)) continue;
    else if ([...site.kinds.values()].some((kinds) => kinds.has('number') && kinds.size > 1)) lose(site, 'union');
    else if (key === null) lose(site, 'top');
    else if (!fits(retyping.big)) lose(site, 'range');
    else if (unmapped.has(key)) lose(site, 'renamed');
    else wanted.set(key, site);
  }
  let out = files;
  if (wanted.size > 0 && retyping.retype) {
    const retype = retyping.retype;
    const [changed, left] = [new Set<string>(), new Set<string>()];
    out = files.map((file) => {
      const result = retype(file, new Set(wanted.keys()));
      for (const key of result.changed) changed.add(key);
      for (const key of result.left) left.add(key);
      return result.code;
    });
    for (const [key, site] of wanted) if (!changed.has(key) || left.has(key)) lose(site, 'declaration');
  }
  if (lost.length === 0) return { files: out };
  lost.sort((a, b) => a.order - b.order);
  const pointers: string[] = [];
  let bytes = 2;
  for (const { pointer } of lost) {
    bytes += Buffer.byteLength(JSON.stringify(pointer)) + 1;
    if (bytes > MAX_POINTER_BYTES) break;
    pointers.push(pointer);
  }
  const one = lost.length === 1;
  const shown = pointers.slice(0, 5).map((pointer) => JSON.stringify(pointer.slice(0, 60)));
  const where = [...reasons].map((reason) => REASONS[reason]);
  return {
    files: out,
    warning: warning(
      'integers_as_float',
      `${lost.length} integer${one ? '' : 's'} beyond 2^53 (${shown.join(', ')}${lost.length > shown.length ? ', ...' : ''}) ${one ? 'is' : 'are'} typed ${retyping.floatType}, which holds integers exactly only up to 2^53, so reading the sample changes ${one ? 'its' : 'their'} digits: ${one ? 'it sits' : 'they sit'} in ${where.length < 2 ? where[0] : `${where.slice(0, -1).join(', ')} or ${where.at(-1) as string}`}. Declare ${one ? 'that field' : 'those fields'} by hand with a type that holds ${one ? 'it' : 'them'} (${retyping.bigType} where a field holds integers only); \`pointers\` lists ${pointers.length === lost.length ? (one ? 'it' : 'every one') : pointers.length === 0 ? 'none (the first pointer alone is longer than 8,192 bytes)' : `the first ${pointers.length}`}.`,
      { pointers, count: lost.length },
    ),
  };
}
