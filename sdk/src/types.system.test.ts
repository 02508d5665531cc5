import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The SDK's types as a caller's compiler sees them: sdk/src/type-checks.ts must compile under the SDK's own
// tsconfig, and each line after a `// @ts-expect-error TS<code>` must fail with exactly that error once the directive
// is taken away, so an expectation met by some other mistake on the line (or by none) fails here.

const fixture = join(__dirname, 'type-checks.ts');
const config = ts.getParsedCommandLineOfConfigFile(
  join(__dirname, '..', 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
) as ts.ParsedCommandLine;

let previous: ts.Program | undefined;

/** The diagnostics of the fixture, compiled with `text` in its place: `line:TScode message`, 1-based lines. */
function compile(text: string): string[] {
  const host = ts.createCompilerHost({ ...config.options, noEmit: true });
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) =>
    name === fixture ? ts.createSourceFile(name, text, language) : read(name, language, onError);
  const program = ts.createProgram({ rootNames: [fixture], options: { ...config.options, noEmit: true }, host, oldProgram: previous });
  previous = program;
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    const file = diagnostic.file && diagnostic.file.fileName !== fixture ? `${diagnostic.file.fileName}:` : '';
    return `${file}${where}:TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').slice(0, 160)}`;
  });
}

const source = readFileSync(fixture, 'utf8');
const directive = /^\s*\/\/ @ts-expect-error (TS\d+) (.+)$/;
const expectations = source.split('\n').flatMap((line, index) => {
  const match = directive.exec(line);
  return match ? [{ line: index + 2, code: match[1] as string, why: match[2] as string }] : [];
});

test('the fixture holds expectations of every kind: results, bodies, problem codes', () => {
  expect(expectations.map(({ code }) => code).sort()).toEqual([
    'TS2322',
    'TS2322',
    'TS2339',
    'TS2339',
    'TS2339',
    'TS2345',
    'TS2345',
    'TS2345',
    'TS2367',
    'TS2367',
    'TS2367',
  ]);
});

test('the type checks compile as they are: every positive case, every @ts-expect-error used', () => {
  expect(compile(source)).toEqual([]);
}, 60_000);

test('without its directive, each expected error is exactly the one named, on its line, and there is no other', () => {
  // The directive lines are emptied, not removed, so the line numbers stay.
  const stripped = source
    .split('\n')
    .map((line) => (directive.test(line) ? '' : line))
    .join('\n');
  const found = compile(stripped).map((diagnostic) => diagnostic.split(' ')[0]);
  expect([...new Set(found)].sort()).toEqual(expectations.map(({ line, code }) => `${line}:${code}`).sort());
}, 60_000);
