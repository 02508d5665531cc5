import { warning } from '../shared/warnings';
import { bigIntegers } from './big-integers';
import { fixGo, fixJava, fixRust, goTagAccepts } from '../shared/quicktype/fixups';
import { optionalAndNullable, presenceOf, type Presence } from '../shared/quicktype/presence';
import { pascalCase, renderTypes } from '../shared/quicktype/quicktype';
import type { RequestBody, ToolResult } from '../../common/operations';

export type JsonToAnyLanguageRequest = RequestBody<'json_to_any_language'>;

export type TargetLanguage = JsonToAnyLanguageRequest['lang'];

interface GeneratedFile {
  path: string;
  content: string;
}

export type JsonToAnyLanguageResult = ToolResult<'json_to_any_language'>;

interface LanguageSetup {
  /** quicktype's renderer options, and the package or namespace the code lives in. */
  options: Record<string, string>;
  file: (root: string) => string;
  dependencies: string[];
  /** Whether the code reads and writes the JSON itself (key mappings, union decoders) or only declares types. */
  reads: boolean;
  fix?: (code: string, sample: { rootName: string; presence: Presence }) => string;
  /** Keys the code reads and writes under another name, whatever it declares (Go tags, Jackson's empty name). */
  unmappable?: (key: string) => boolean;
}

// The package or namespace is `model` in every language that needs one, so no tool name leaks into callers' code.
// Go, Python, Java, Rust and C# get the code that reads the sample back: keys mapped to renamed fields, decoders for
// fields of several types. C# is Json.NET code in C# 6, which Mono's compiler (C# 7) and .NET alike build. Kotlin
// stays declarations only (its readers need a compiler plugin we cannot check here), and a warning names the keys it
// renamed.
const SETUP: Record<TargetLanguage, LanguageSetup> = {
  go: {
    options: { package: 'model' },
    file: () => 'model.go',
    dependencies: [],
    reads: true,
    fix: (code, { rootName, presence }) => fixGo(code, rootName, presence),
    unmappable: (key) => !goTagAccepts(key),
  },
  python: { options: { 'python-version': '3.7' }, file: () => 'model.py', dependencies: [], reads: true },
  rust: {
    options: { 'leading-comments': 'false' },
    file: () => 'model.rs',
    dependencies: ['serde = { version = "1", features = ["derive"] }', 'serde_json = "1"'],
    reads: true,
    fix: (code, { presence }) => fixRust(code, presence),
  },
  kotlin: { options: { 'just-types': 'true', package: 'model' }, file: (root) => `${root}.kt`, dependencies: [], reads: false },
  java: {
    options: { package: 'model', 'datetime-provider': 'java8' },
    file: (root) => `${root}.java`,
    dependencies: ['com.fasterxml.jackson.core:jackson-databind:2.14.0'],
    reads: true,
    fix: (code, { presence }) => fixJava(code, presence),
    // Jackson takes @JsonProperty("") as "use the field's name".
    unmappable: (key) => key === '',
  },
  csharp: {
    options: { namespace: 'Model', framework: 'NewtonSoft', 'csharp-version': '6' },
    file: (root) => `${root}.cs`,
    dependencies: ['Newtonsoft.Json'],
    reads: true,
  },
};

/** Every object key of a sample (depth-bounded by the JSON reader before this runs). */
function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object') {
    if (!Array.isArray(value)) for (const key of Object.keys(value)) keys.add(key);
    for (const child of Object.values(value)) keysOf(child, keys);
  }
  return keys;
}

/**
 * Keys that Kotlin declarations name otherwise (`node_id` as `nodeID`), and keys that differ only in case (`ID` and
 * `id`): quicktype gives one of them the plain name, not necessarily the key that has it.
 */
function renamedKeys(json: string, code: string): string[] {
  const declared = new Set([...code.matchAll(/\bva[lr] (`?)([^`:\s]+)\1\s*:/g)].map((match) => match[2]));
  const keys = [...keysOf(JSON.parse(json))];
  const folded = new Map<string, number>();
  for (const key of keys) folded.set(key.toLowerCase(), (folded.get(key.toLowerCase()) ?? 0) + 1);
  return keys.filter((key) => !declared.has(key) || (folded.get(key.toLowerCase()) ?? 0) > 1);
}

const joined = (lines: string[]): string => `${lines.join('\n').trim()}\n`;

/**
 * Java allows one public class per file, and quicktype writes one file per class: `code` is those classes as one
 * compilable file (the root class public, the others, Converter included, package-private after it), `files` the
 * one-per-class layout.
 */
function javaSingleFile(files: GeneratedFile[], rootFile: string): string {
  const ordered = [...files].sort((a, b) => Number(b.path === rootFile) - Number(a.path === rootFile));
  const packageLine = /^package [\w.]+;$/m.exec(ordered[0]?.content ?? '')?.[0] ?? '';
  const imports = [...new Set(ordered.flatMap((file) => file.content.match(/^import [\w.*]+;$/gm) ?? []))].sort();
  const bodies = ordered.map((file) => {
    const body = file.content.replace(/^(package|import) [\w.*]+;\n/gm, '').trim();
    return file.path === rootFile ? body : body.replace(/^public (class|enum) /m, '$1 ');
  });
  return `${[packageLine, imports.join('\n'), ...bodies].filter((part) => part !== '').join('\n\n')}\n`;
}

/**
 * Type definitions for a JSON sample in Go, Python, Rust, Kotlin, Java or C# (quicktype-core, declarations only, the
 * same plain-JSON inference as json-to-typescript): `code` compiles as one file; `files` is the layout the language
 * wants (one file per class in Java); `dependencies` lists what the code needs beyond the standard library.
 */
export async function jsonToAnyLanguage(request: JsonToAnyLanguageRequest): Promise<JsonToAnyLanguageResult> {
  const rootName = pascalCase(request.rootName);
  const setup = SETUP[request.lang];
  const multiFile = request.lang === 'java';
  const rendered = await renderTypes(request.lang, request.json, rootName, setup.options, multiFile, 'json');
  const presence = setup.reads ? await presenceOf(request.json, rootName, request.lang) : new Map();
  const sample = { rootName, presence };
  const fixed = [...rendered].map(([path, result]) => ({
    path,
    content: setup.fix?.(joined(result.lines), sample) ?? joined(result.lines),
  }));
  const big = await bigIntegers(
    request.lang,
    request.json,
    fixed.map(({ content }) => content),
    async () =>
      [...(setup.reads ? presence : await presenceOf(request.json, rootName, request.lang)).values()].map((keys) => new Set(keys.keys())),
    new Set(setup.reads ? [] : renamedKeys(request.json, fixed[0]?.content ?? '')),
  );
  let files: GeneratedFile[] = fixed.map(({ path }, index) => ({ path, content: big.files[index] as string }));
  let code: string;
  if (multiFile) {
    code = files.length === 0 ? '' : javaSingleFile(files, setup.file(rootName));
    // A sample with no object gives Java no class at all; the layout still names the file the root class would be in.
    if (files.length === 0) files = [{ path: setup.file(rootName), content: code }];
  } else {
    code = files[0]?.content ?? '\n';
    files = [{ path: setup.file(rootName), content: code }];
  }
  const warnings: JsonToAnyLanguageResult['warnings'] = [];
  if (rootName !== request.rootName) {
    warnings.push(warning('root_renamed', `Type names are PascalCase, so rootName "${request.rootName}" was written as "${rootName}".`));
  }
  // Java's Converter is a class of its own, not a declaration of the sample's types.
  const declared = files.some((file) => file.path !== 'Converter.java' && /\b(class|struct|interface|record)\b/.test(file.content));
  if (!declared) {
    warnings.push(
      warning(
        'nothing_to_declare',
        'The sample holds no object, so there is no class or struct to declare; send a sample with objects for field types.',
      ),
    );
  }
  const renamed = setup.reads
    ? [...keysOf(JSON.parse(request.json))].filter((key) => setup.unmappable?.(key) === true)
    : renamedKeys(request.json, code);
  if (renamed.length > 0 && setup.reads) {
    const why =
      request.lang === 'go'
        ? "Go's encoding/json takes a tag name only of letters, digits and !#$%&()*+-./:;<=>?@[]^_{|}~ and space"
        : 'Jackson reads @JsonProperty("") as "use the field\'s name"';
    warnings.push(
      warning(
        'keys_renamed',
        `${renamed.length} JSON key${renamed.length === 1 ? '' : 's'} (${renamed
          .slice(0, 5)
          .map((key) => JSON.stringify(key.slice(0, 40)))
          .join(
            ', ',
          )}${renamed.length > 5 ? ', ...' : ''}) cannot be mapped: ${why}, so the code reads and writes ${renamed.length === 1 ? 'it' : 'them'} under the field's name. Rename ${renamed.length === 1 ? 'that key' : 'those keys'} or write a custom reader.`,
      ),
    );
  } else if (renamed.length > 0) {
    const annotation = '@SerialName or @Json';
    warnings.push(
      warning(
        'keys_renamed',
        `${renamed.length} JSON key${renamed.length === 1 ? ' has' : 's have'} another name in the declarations (${renamed
          .slice(0, 5)
          .map((key) => `"${key.slice(0, 40)}"`)
          .join(
            ', ',
          )}${renamed.length > 5 ? ', ...' : ''}) and the code carries no mapping: add ${annotation} for your JSON library, or the sample will not load.`,
      ),
    );
  }
  const union = request.lang === 'kotlin' ? /^sealed class (\w+)/m.exec(code) : null;
  if (union) {
    warnings.push(
      warning(
        'union_without_decoder',
        `A field holds values of several types in the sample, declared as ${union[1]} with one member per type; the declarations carry no decoder for it, so write one for your JSON library (Go, Python, Java, Rust and C# output include theirs).`,
      ),
    );
  }
  const both = optionalAndNullable(presence);
  if (both.length > 0) {
    const becomes = request.lang === 'python' ? 'a null is written back as a missing key' : 'a missing key is written back as null';
    warnings.push(
      warning(
        'optional_and_nullable',
        `${both.length} key${both.length === 1 ? ' is' : 's are'} missing from some objects and null in others (${both
          .slice(0, 5)
          .map((key) => JSON.stringify(key.slice(0, 40)))
          .join(', ')}${both.length > 5 ? ', ...' : ''}); one optional field cannot tell the two apart, so ${becomes}.`,
      ),
    );
  }
  if (big.warning) warnings.push(big.warning);
  // serde_json only when the code holds an untyped value (serde_json::Value).
  const dependencies = setup.dependencies.filter((line) => !line.startsWith('serde_json') || code.includes('serde_json::'));
  return { lang: request.lang, rootName, code, files, dependencies, warnings };
}
