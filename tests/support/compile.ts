import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const options: ts.CompilerOptions = {
  strict: true,
  noUnusedLocals: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  lib: ['lib.es2022.d.ts'],
  types: [],
};
// The standard library's declarations, parsed once for every check in a test file.
const libraryFiles = new Map<string, ts.SourceFile | undefined>();
const baseHost = ts.createCompilerHost(options);

/** Type-checks one TypeScript module in memory under `strict` and `noUnusedLocals`; returns the diagnostics as text. */
export function typecheck(code: string): string[] {
  const fileName = '/virtual/generated.ts';
  const host: ts.CompilerHost = {
    ...baseHost,
    fileExists: (name) => name === fileName || baseHost.fileExists(name),
    readFile: (name) => (name === fileName ? code : baseHost.readFile(name)),
    getSourceFile: (name, language) => {
      if (name === fileName) return ts.createSourceFile(name, code, language);
      if (!libraryFiles.has(name)) libraryFiles.set(name, baseHost.getSourceFile(name, language));
      return libraryFiles.get(name);
    },
  };
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/**
 * Type-checks files on disk as a Node ES module program (NodeNext, strict) against the packages in node_modules, as
 * a generated project would be built; `types` lists the @types packages to include (none by default).
 */
export function typecheckModules(files: string[], types: string[] = []): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Writes `files` into a fresh temporary folder, runs `command` there, and returns its exit status and output. */
export function runIn(files: Record<string, string>, command: string, args: string[]): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'generated-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const result = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GOFLAGS: '-mod=mod', GOCACHE: join(dir, '.gocache'), GOPATH: join(dir, '.gopath') },
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
