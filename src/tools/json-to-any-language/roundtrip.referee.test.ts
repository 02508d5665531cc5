import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { jsonToAnyLanguage, type TargetLanguage } from '.';
import { recordScore } from '../../../tests/support/scoreboard';
import { runs, withToolchain } from '../../../tests/support/toolchain';
import { NumberText, readLosslessJson, type LosslessValue } from '../shared/lossless-json';
import { goTagAccepts } from '../shared/quicktype/fixups';

// Each sample is read into the generated types by the language's own toolchain and written out again; what comes out
// must be the sample (as JSON values: 1.0 and 1 are one number, and integers compare digit for digit), with keys left
// out staying out and nulls staying null. Samples: RFC 7946 §1.5 (GeoJSON, coordinates of
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
  // A key left out of some objects must stay out, a null must stay null; large integers stay integers. (18 digits:
  // Debian's Jackson 2.14.1 refuses every 19-digit long, even 2^63 - 1, a jackson-core bug fixed later, see
  // FasterXML/jackson-core#879; that -2^63 and 2^63 - 1 are typed int64 is checked by engine.test.ts.)
  presence: '[{"id":-922337203685477580,"note":null,"tags":["a"]},{"id":922337203685477580,"note":"x","gift":true,"tags":[]}]',
  // Integers a double cannot hold: 2^53 + 1 and its negative (64-bit integers), and beyond 64 bits, typed as the
  // language's big integer: 2^63, 2^64 - 1, 2^64, -2^63 - 1, a 30-digit one, in a list, in a map, null elsewhere.
  bigIntegers:
    '{"mid":9007199254740993,"neg":-9007199254740993,"u64":18446744073709551615,"huge":123456789012345678901234567890,"low":-9223372036854775809,"ids":[1,9223372036854775808,18446744073709551616,-18446744073709551616],"rows":[{"v":null},{"v":99999999999999999999}],"balances":{"2020":18446744073709551616,"2021":1}}',
};
const names = Object.keys(samples);

const generated = async (lang: TargetLanguage, rootName = 'Root') =>
  Promise.all(names.map((name) => jsonToAnyLanguage({ json: samples[name] as string, lang, rootName })));

/** A JSON text as values, integers as their digits (beyond 2^53 too: -2^63 must not become a float) and other numbers as numbers. */
function valuesOf(text: string): unknown {
  const plain = (value: LosslessValue): unknown => {
    if (value instanceof NumberText) return /^-?\d+$/.test(value.text) ? `int:${BigInt(value.text)}` : Number(value.text);
    if (Array.isArray(value)) return value.map(plain);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plain(child)]));
    return value;
  };
  return plain(readLosslessJson(text, 'output'));
}

const LANGUAGE_OF: Record<string, string> = { go: 'Go', python3: 'Python', java: 'Java', cargo: 'Rust', mono: 'C#' };

/** Runs a command in `dir`; its output must be the samples again, one JSON text per line (null members as absent). */
function expectSamplesBack(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  const lines = result.stdout.trim().split('\n');
  const back = names.filter((name, i) => {
    try {
      return isDeepStrictEqual(valuesOf(lines[i] ?? ''), valuesOf(samples[name] as string));
    } catch {
      return false;
    }
  }).length;
  recordScore({
    tool: 'json-to-any-language',
    measure: 'samples read into the generated types and written back unchanged (the real compilers)',
    row: LANGUAGE_OF[command] ?? command,
    figures: { 'round trips': `${back}/${names.length}` },
  });
  expect(result.stderr.replace(/^(warning: .*|Picked up .*)\n/gm, '')).toBe('');
  expect(lines.map(valuesOf)).toEqual(names.map((name) => valuesOf(samples[name] as string)));
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

// The samples are only a test of exactness where the code claims it: no integer is left typed as floating point.
test.each(['go', 'python', 'rust', 'java', 'csharp', 'kotlin'] as const)('%s claims every integer of the samples exactly', async (lang) => {
  const results = await generated(lang);
  expect(results.flatMap(({ warnings }) => warnings.filter(({ code }) => code === 'integers_as_float'))).toEqual([]);
});

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

withToolchain('go', runs('go', ['version']))('Go: a null sample is a Root that reads and writes any JSON value', () => {
  test('go run', async () => {
    const result = await jsonToAnyLanguage({ json: 'null', lang: 'go', rootName: 'Root' });
    const files: Record<string, string> = {
      'go.mod': 'module example.com/anyroot\n\ngo 1.19\n',
      'model/model.go': result.code,
      'main.go': `package main\n\nimport (\n\t"fmt"\n\t"example.com/anyroot/model"\n)\n\nfunc main() {\n\tfor _, text := range []string{"null", "[1,\\"a\\",{\\"b\\":null}]"} {\n\t\tvalue, err := model.UnmarshalRoot([]byte(text))\n\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}\n\t\tout, err := value.Marshal()\n\t\tif err != nil {\n\t\t\tpanic(err)\n\t\t}\n\t\tfmt.Println(string(out))\n\t}\n}\n`,
    };
    withFolder(files, (dir) => {
      const env = { ...process.env, GOFLAGS: '-mod=mod', GOCACHE: join(dir, '.gocache'), GOPATH: join(dir, '.gopath') };
      const ran = spawnSync('go', ['run', '.'], { cwd: dir, encoding: 'utf8', env, timeout: 300_000 });
      expect(ran.stderr).toBe('');
      expect(ran.stdout).toBe('null\n[1,"a",{"b":null}]\n');
    });
  });
});

// goTagAccepts against encoding/json itself: a struct whose one field is tagged with the key, marshalled.
withToolchain('go', runs('go', ['version']))('Go: the keys named as unmappable are those encoding/json ignores as tags', () => {
  test('go run', () => {
    const keys = [
      '',
      'a"b',
      'tab\there',
      'कि',
      'नाम',
      'नमन',
      '名前',
      '👍',
      'ok-key.1',
      'a,b',
      'x y',
      'a\\b',
      "it's",
      '#$%&()*+-./:;<=>?@[]^_{|}~',
    ];
    const program = `package main\n\nimport (\n\t"encoding/json"\n\t"fmt"\n\t"os"\n\t"reflect"\n\t"strconv"\n)\n\nfunc main() {\n\tvar keys []string\n\tdata, _ := os.ReadFile("keys.json")\n\tjson.Unmarshal(data, &keys)\n\tvar kept []bool\n\tfor _, key := range keys {\n\t\ttyp := reflect.StructOf([]reflect.StructField{{Name: "F", Type: reflect.TypeOf(0), Tag: reflect.StructTag("json:" + strconv.Quote(key))}})\n\t\tout, _ := json.Marshal(reflect.New(typ).Elem().Interface())\n\t\tvar back map[string]int\n\t\tjson.Unmarshal(out, &back)\n\t\t_, ok := back[key]\n\t\tkept = append(kept, ok && key != "F")\n\t}\n\tout, _ := json.Marshal(kept)\n\tfmt.Println(string(out))\n}\n`;
    withFolder({ 'go.mod': 'module example.com/tags\n\ngo 1.19\n', 'main.go': program, 'keys.json': JSON.stringify(keys) }, (dir) => {
      const env = { ...process.env, GOCACHE: join(dir, '.gocache'), GOPATH: join(dir, '.gopath') };
      const ran = spawnSync('go', ['run', '.'], { cwd: dir, encoding: 'utf8', env, timeout: 300_000 });
      expect(ran.stderr).toBe('');
      expect(JSON.parse(ran.stdout)).toEqual(keys.map(goTagAccepts));
    });
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

// Mono's C# compiler (C# 7) with Debian's Json.NET: the C# 6 code builds where no C# 8 compiler can be installed.
const jsonNet = '/usr/lib/cli/Newtonsoft.Json-5.0/Newtonsoft.Json.dll';
withToolchain("mcs with Debian's Json.NET", runs('mcs', ['--version']) && runs('test', ['-f', jsonNet]))(
  'C#: Json.NET reads every sample into the classes and back',
  () => {
    test('mcs and mono', async () => {
      const results = await generated('csharp');
      const files: Record<string, string> = { ...sampleFiles };
      results.forEach(
        (result, i) =>
          (files[`M${i}.cs`] = result.code.replace('namespace Model', `namespace M${i}`).replaceAll('Model.Converter', `M${i}.Converter`)),
      );
      files['Main.cs'] = `using System;\nusing System.IO;\n\npublic static class Program\n{\n    public static void Main()\n    {\n${results
        .map((_, i) => `        Console.WriteLine(M${i}.Serialize.ToJson(M${i}.Root.FromJson(File.ReadAllText("sample${i}.json"))));`)
        .join('\n')}\n    }\n}\n`;
      withFolder(files, (dir) => {
        const sources = Object.keys(files).filter((path) => path.endsWith('.cs'));
        const compile = spawnSync(
          'mcs',
          // System.Numerics for BigInteger, which .NET references by itself and Mono's mcs does not.
          ['-nologo', `-r:${jsonNet}`, '-r:System.Numerics', '-r:System.Runtime.Serialization', '-out:roundtrip.exe', ...sources],
          { cwd: dir, encoding: 'utf8' },
        );
        expect(compile.stdout + compile.stderr).toBe('');
        expectSamplesBack(dir, 'mono', ['roundtrip.exe'], { MONO_PATH: '/usr/lib/cli/Newtonsoft.Json-5.0' });
      });
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
