import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonToAnyLanguage, type TargetLanguage } from '.';
import { runs, withToolchain } from '../../../tests/support/toolchain';

// Each sample is read into the generated types by the language's own toolchain and written out again; what comes out
// must be the sample (as JSON values: 1.0 and 1 are one number). Samples: RFC 7946 §1.5 (GeoJSON, coordinates of
// several depths), a GitHub REST API repository (trimmed), ids that are numbers or strings, keys that are keywords,
// not Latin, "-" or in camelCase, whole numbers written as 1.0, and a top-level array with optional fields.
const samples: Record<string, string> = {
  geojson: JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [102.0, 0.5] }, properties: { prop0: 'value0' } },
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [102.0, 0.0],
            [103.0, 1.0],
            [104.0, 0.0],
            [105.0, 1.0],
          ],
        },
        properties: { prop0: 'value0', prop1: 0.0 },
      },
      {
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [100.0, 0.0],
              [101.0, 0.0],
              [101.0, 1.0],
              [100.0, 1.0],
              [100.0, 0.0],
            ],
          ],
        },
        properties: { prop0: 'value0', prop1: { this: 'that' } },
      },
    ],
  }),
  github: JSON.stringify({
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name: 'Hello-World',
    owner: { login: 'octocat', id: 1, site_admin: false },
    topics: ['octocat', 'atom'],
    permissions: { admin: false, push: false, pull: true },
    created_at: '2011-01-26T19:01:12Z',
    stargazers_count: 80,
  }),
  mixed: '[{"id":1,"ref":"a"},{"id":"A-2","ref":"b"}]',
  keys: '{"class":"x","type":1,"await":2,"try":3,"-":4,"名前":"नमस्ते","createdAt":"2026-01-01","node_id":5,"price":1.0,"rate":2.5e1,"when":"2026-01-15"}',
  rows: '[{"sku":"A","qty":1,"price":10.0},{"sku":"B","qty":2,"price":12.5,"gift":true}]',
};
const names = Object.keys(samples);

const generated = async (lang: TargetLanguage, rootName = 'Root') =>
  Promise.all(names.map((name) => jsonToAnyLanguage({ json: samples[name] as string, lang, rootName })));

/** JSON with every member whose value is null left out: Go, Rust and Java write an absent optional field as null. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, withoutNulls(child)]),
  );
}

/** Runs a command in `dir`; its output must be the samples again, one JSON text per line (null members as absent). */
function expectSamplesBack(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  expect(result.stderr.replace(/^(warning: .*|Picked up .*)\n/gm, '')).toBe('');
  const lines = result.stdout.trim().split('\n');
  expect(lines.map((line) => withoutNulls(JSON.parse(line)))).toEqual(
    names.map((name) => withoutNulls(JSON.parse(samples[name] as string))),
  );
}

function withFolder(files: Record<string, string>, body: (dir: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'roundtrip-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sampleFiles = Object.fromEntries(names.map((name, i) => [`sample${i}.json`, samples[name] as string]));

withToolchain('go', runs('go', ['version']))('Go: encoding/json reads every sample into the structs and back', () => {
  test('go run', async () => {
    const results = await generated('go');
    const files: Record<string, string> = { 'go.mod': 'module example.com/roundtrip\n\ngo 1.19\n', ...sampleFiles };
    const calls = results.map((_, i) => `\troundTrip${i}()`).join('\n');
    results.forEach((result, i) => {
      files[`m${i}/model.go`] = result.code.replace('package model', `package m${i}`);
      files[`trip${i}.go`] =
        `package main\n\nimport (\n\t"fmt"\n\t"os"\n\t"example.com/roundtrip/m${i}"\n)\n\nfunc roundTrip${i}() {\n\tdata, _ := os.ReadFile("sample${i}.json")\n\tvalue, err := m${i}.UnmarshalRoot(data)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tout, err := value.Marshal()\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(string(out))\n}\n`;
    });
    files['main.go'] = `package main\n\nfunc main() {\n${calls}\n}\n`;
    withFolder(files, (dir) =>
      expectSamplesBack(dir, 'go', ['run', '.'], { GOFLAGS: '-mod=mod', GOCACHE: join(dir, '.gocache'), GOPATH: join(dir, '.gopath') }),
    );
  });
});

withToolchain('python3', runs('python3', ['--version']))('Python: from_dict and to_dict read every sample back', () => {
  test('python3', async () => {
    const results = await generated('python');
    const files: Record<string, string> = { ...sampleFiles };
    results.forEach((result, i) => (files[`m${i}.py`] = result.code));
    files['main.py'] = `import json\n${results.map((_, i) => `import m${i}`).join('\n')}\n${results
      .map(
        (_, i) =>
          `print(json.dumps(m${i}.root_to_dict(m${i}.root_from_dict(json.load(open("sample${i}.json", encoding="utf-8")))), ensure_ascii=False))`,
      )
      .join('\n')}\n`;
    withFolder(files, (dir) => expectSamplesBack(dir, 'python3', ['main.py']));
  });
});

const jackson = ['jackson-databind', 'jackson-core', 'jackson-annotations'].map((jar) => `/usr/share/java/${jar}.jar`);
withToolchain("javac with Debian's Jackson", runs('javac', ['-version']) && runs('test', ['-f', jackson[0] as string]))(
  'Java: Jackson reads every sample into the classes and back',
  () => {
    test('javac and java', async () => {
      const results = await generated('java');
      const files: Record<string, string> = { ...sampleFiles };
      results.forEach((result, i) => {
        for (const file of result.files) files[`m${i}/${file.path}`] = file.content.replace('package model;', `package m${i};`);
      });
      files['Main.java'] =
        `import java.nio.file.*;\n\npublic class Main {\n  public static void main(String[] args) throws Exception {\n${results
          .map(
            (_, i) =>
              `    System.out.println(m${i}.Converter.toJsonString(m${i}.Converter.fromJsonString(Files.readString(Path.of("sample${i}.json")))));`,
          )
          .join('\n')}\n  }\n}\n`;
      const classpath = ['out', ...jackson].join(':');
      withFolder(files, (dir) => {
        const sources = Object.keys(files).filter((path) => path.endsWith('.java'));
        const compile = spawnSync('javac', ['-nowarn', '-d', 'out', '-cp', classpath, ...sources], { cwd: dir, encoding: 'utf8' });
        expect(compile.stderr.replace(/^Note: .*\n/gm, '')).toBe('');
        expectSamplesBack(dir, 'java', ['-cp', classpath, 'Main']);
      });
    });
  },
);

const cargoRegistry = '/usr/share/cargo/registry';
withToolchain("cargo with Debian's serde", runs('cargo', ['--version']) && runs('test', ['-d', `${cargoRegistry}/serde_json-1.0.87`]))(
  'Rust: serde_json reads every sample into the structs and back',
  () => {
    test('cargo run --offline', async () => {
      const results = await generated('rust');
      const files: Record<string, string> = {
        'Cargo.toml':
          '[package]\nname = "roundtrip"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nserde_json = "1"\n',
        '.cargo/config.toml': `[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "${cargoRegistry}"\n`,
        ...sampleFiles,
      };
      results.forEach((result, i) => (files[`src/m${i}.rs`] = result.code));
      files['src/main.rs'] = `${results.map((_, i) => `mod m${i};`).join('\n')}\n\nfn main() {\n${results
        .map(
          (_, i) =>
            `    let v${i}: m${i}::Root = serde_json::from_str(&std::fs::read_to_string("sample${i}.json").unwrap()).unwrap();\n    println!("{}", serde_json::to_string(&v${i}).unwrap());`,
        )
        .join('\n')}\n}\n`;
      withFolder(files, (dir) => expectSamplesBack(dir, 'cargo', ['run', '--offline', '-q'], { CARGO_TARGET_DIR: join(dir, 'target') }));
    }, 300_000);
  },
);

withToolchain('kotlinc', runs('kotlinc', ['-version']))('Kotlin: the declarations compile (kotlinc)', () => {
  test('kotlinc', async () => {
    const results = await generated('kotlin');
    const files = Object.fromEntries(results.map((result, i) => [`m${i}.kt`, result.code.replace('package model', `package m${i}`)]));
    withFolder(files, (dir) => {
      const compile = spawnSync('kotlinc', [...Object.keys(files), '-d', 'out'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
      expect(compile.stderr.replace(/^(warning: .*|Picked up .*|OpenJDK 64-Bit Server VM warning: .*)\n/gm, '')).toBe('');
      expect(compile.status).toBe(0);
    });
  }, 300_000);

  test('renamed keys and union types are named in warnings', async () => {
    const results = await generated('kotlin');
    expect(results[names.indexOf('keys')]?.warnings.map(({ code, message }) => [code, message])).toEqual([
      [
        'keys_renamed',
        '5 JSON keys have another name in the declarations ("class", "try", "-", "node_id", "when") and the code carries no mapping: add @SerialName or @Json for your JSON library, or the sample will not load.',
      ],
    ]);
    expect(results[names.indexOf('geojson')]?.warnings.map(({ code }) => code)).toEqual(['keys_renamed', 'union_without_decoder']);
  });
});
