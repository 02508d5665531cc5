import { existsSync } from 'node:fs';
import { runIn } from '../../../tests/support/compile';
import { runs, withToolchain } from '../../../tests/support/toolchain';
import { bigIntegerSample, cases, generate } from '../../../tests/support/json-samples';

// The generated code of each language through its own toolchain (Python, Java with Jackson, Go, Rust): the referee
// tier, since compilers are slow and outside references (.ci/run installs them). The engine's own tests are in
// engine.test.ts.

/** Runs a check only where its toolchain exists (and the files it needs); otherwise says so once and skips it. */
function withCompiler(command: string, versionFlag: string, needs: string[] = []): typeof describe | typeof describe.skip {
  const missing = runs(command, [versionFlag]) ? needs.filter((path) => !existsSync(path)) : [command];
  return withToolchain(missing.join(', '), missing.length === 0);
}

withCompiler('python3', '--version')('Python: py_compile', () => {
  test.each(cases)('%s', async (_name, json) => {
    const { code, files } = await generate(json, 'python');
    expect(files.map(({ path }) => path)).toEqual(['model.py']);
    const run = runIn({ 'model.py': code }, 'python3', ['-c', 'import model']);
    expect(run.output).toBe('');
    expect(run.status).toBe(0);
  });
});

// Debian's Jackson (libjackson2-databind-java), the library the Java code is written for.
const jacksonJars = ['jackson-databind', 'jackson-core', 'jackson-annotations'].map((jar) => `/usr/share/java/${jar}.jar`);
const jackson = jacksonJars.join(':');
withCompiler(
  'javac',
  '-version',
  jacksonJars,
)('Java: javac with Jackson, as one file and as one file per class', () => {
  test.each(cases)('%s', async (_name, json) => {
    const { code, files, rootName } = await generate(json, 'java', 'Sample');
    const single = runIn({ [`${rootName}.java`]: code }, 'javac', ['-nowarn', '-cp', jackson, '-d', 'out', `${rootName}.java`]);
    expect([single.status, single.output]).toEqual([0, '']);
    const layout = runIn(Object.fromEntries(files.map(({ path, content }) => [path, content])), 'javac', [
      '-nowarn',
      '-cp',
      jackson,
      '-d',
      'out',
      ...files.map(({ path }) => path),
    ]);
    expect([layout.status, layout.output]).toEqual([0, '']);
  });
});

withCompiler('go', 'version')('Go: go vet', () => {
  test.each(cases)('%s', async (_name, json) => {
    const { code } = await generate(json, 'go');
    const run = runIn({ 'go.mod': 'module example.com/model\n\ngo 1.19\n', 'model.go': code }, 'go', ['vet', './...']);
    expect([run.status, run.output]).toEqual([0, '']);
  });
});

withCompiler('rustfmt', '--version')('Rust: rustfmt parses it', () => {
  test.each(cases)('%s', async (_name, json) => {
    const { code, dependencies } = await generate(json, 'rust');
    expect(dependencies[0]).toBe('serde = { version = "1", features = ["derive"] }');
    const run = runIn({ 'model.rs': code }, 'rustfmt', ['--edition', '2021', '--emit', 'stdout', 'model.rs']);
    expect(run.status).toBe(0);
  });
});

withToolchain('go', runs('go', ['version']))('Go: integers beyond 64 bits, retyped as *big.Int, pass go vet', () => {
  test('go vet', async () => {
    const { code } = await generate(bigIntegerSample, 'go', 'Root');
    const run = runIn({ 'go.mod': 'module example.com/model\n\ngo 1.19\n', 'model.go': code }, 'go', ['vet', './...']);
    expect([run.status, run.output]).toEqual([0, '']);
  });
});
