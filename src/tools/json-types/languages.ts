import { warning, type Warning } from '../shared/warnings';
import { checkRootName, renderTypes, type QuicktypeLanguage } from './quicktype';
import { pascalCase } from './typescript';

export type TargetLanguage = 'go' | 'python' | 'rust' | 'kotlin' | 'java' | 'csharp';

export interface JsonToAnyLanguageRequest {
  json: string;
  lang: TargetLanguage;
  rootName: string;
}

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface JsonToAnyLanguageResult {
  lang: TargetLanguage;
  rootName: string;
  code: string;
  files: GeneratedFile[];
  dependencies: string[];
  warnings: Warning<'root_renamed' | 'nothing_to_declare'>[];
}

interface LanguageSetup {
  /** quicktype's renderer options: declarations only, and the package or namespace they live in. */
  options: Record<string, string>;
  file: (root: string) => string;
  dependencies: string[];
}

// The package or namespace is `model` in every language that needs one, so no tool name leaks into callers' code.
const SETUP: Record<TargetLanguage, LanguageSetup> = {
  // Plain "just-types" has no package clause, so the file would not compile on its own.
  go: { options: { 'just-types-and-package': 'true', package: 'model' }, file: () => 'model.go', dependencies: [] },
  python: { options: { 'just-types': 'true', 'python-version': '3.7' }, file: () => 'model.py', dependencies: [] },
  rust: {
    options: { 'leading-comments': 'false' },
    file: () => 'model.rs',
    dependencies: ['serde = { version = "1", features = ["derive"] }', 'serde_json = "1"'],
  },
  kotlin: { options: { 'just-types': 'true', package: 'model' }, file: (root) => `${root}.kt`, dependencies: [] },
  java: { options: { 'just-types': 'true', package: 'model' }, file: (root) => `${root}.java`, dependencies: [] },
  csharp: { options: { 'just-types': 'true', namespace: 'Model' }, file: (root) => `${root}.cs`, dependencies: [] },
};

const joined = (lines: string[]): string => `${lines.join('\n').trim()}\n`;

/**
 * Java allows one public class per file, and quicktype writes one file per class: `code` is those classes as one
 * compilable file (the root class public, the others package-private after it), `files` the one-per-class layout.
 */
function javaSingleFile(files: GeneratedFile[], rootFile: string): string {
  const ordered = [...files].sort((a, b) => Number(b.path === rootFile) - Number(a.path === rootFile));
  const packageLine = /^package [\w.]+;$/m.exec(ordered[0]?.content ?? '')?.[0] ?? '';
  const imports = [...new Set(ordered.flatMap((file) => file.content.match(/^import [\w.*]+;$/gm) ?? []))].sort();
  const bodies = ordered.map((file, index) => {
    const body = file.content.replace(/^(package|import) [\w.*]+;\n/gm, '').trim();
    return index === 0 ? body : body.replace(/^public (class|enum) /m, '$1 ');
  });
  return `${[packageLine, imports.join('\n'), ...bodies].filter((part) => part !== '').join('\n\n')}\n`;
}

/**
 * Type definitions for a JSON sample in Go, Python, Rust, Kotlin, Java or C# (quicktype-core, declarations only, the
 * same plain-JSON inference as json-to-typescript): `code` compiles as one file; `files` is the layout the language
 * wants (one file per class in Java); `dependencies` lists what the code needs beyond the standard library.
 */
export async function jsonToAnyLanguage(request: JsonToAnyLanguageRequest): Promise<JsonToAnyLanguageResult> {
  checkRootName(request.rootName);
  const rootName = pascalCase(request.rootName);
  const setup = SETUP[request.lang];
  const multiFile = request.lang === 'java';
  const rendered = await renderTypes(request.lang as QuicktypeLanguage, request.json, rootName, setup.options, multiFile, 'json');
  let files: GeneratedFile[];
  let code: string;
  if (multiFile) {
    files = [...rendered].map(([path, result]) => ({ path, content: joined(result.lines) }));
    code = files.length === 0 ? '' : javaSingleFile(files, setup.file(rootName));
    // A sample with no object gives Java no class at all; the layout still names the file the root class would be in.
    if (files.length === 0) files = [{ path: setup.file(rootName), content: code }];
  } else {
    code = joined([...rendered.values()][0]?.lines ?? []);
    // quicktype's C# "just types" leaves out the usings and nullable context its `string?` and `List<T>` need.
    if (request.lang === 'csharp') code = `#nullable enable\nusing System;\nusing System.Collections.Generic;\n\n${code}`;
    files = [{ path: setup.file(rootName), content: code }];
  }
  const warnings: JsonToAnyLanguageResult['warnings'] = [];
  if (rootName !== request.rootName) {
    warnings.push(warning('root_renamed', `Type names are PascalCase, so rootName "${request.rootName}" was written as "${rootName}".`));
  }
  if (!/\b(class|struct|interface|record)\b/.test(code)) {
    warnings.push(
      warning(
        'nothing_to_declare',
        'The sample holds no object, so there is no class or struct to declare; send a sample with objects for field types.',
      ),
    );
  }
  // serde_json only when the code holds an untyped value (serde_json::Value).
  const dependencies = setup.dependencies.filter((line) => !line.startsWith('serde_json') || code.includes('serde_json::'));
  return { lang: request.lang, rootName, code, files, dependencies, warnings };
}
