import { ToolInputError } from '../shared/errors';
import { jsonToAnyLanguage } from '.';
import { cases, generate } from '../../../tests/support/json-samples';

/** Brackets balance, outside string literals: the parse check for languages with no compiler on this machine. */
function balanced(code: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };
  const stack: string[] = [];
  for (const char of code.replace(/"(?:[^"\\]|\\.)*"/g, '""')) {
    if ('([{'.includes(char)) stack.push(char);
    else if (')]}'.includes(char) && stack.pop() !== pairs[char]) return false;
  }
  return stack.length === 0;
}

// The compilers check these in roundtrip.referee.test.ts (kotlinc; mcs with Json.NET); here, the shape of the code.
describe('Kotlin and C#: declarations present and brackets balanced', () => {
  test.each(cases)('%s', async (_name, json) => {
    const kotlin = await generate(json, 'kotlin', 'Sample');
    expect(kotlin.code).toMatch(/^package model\n/);
    expect(kotlin.code).toMatch(/^(data class Sample \(|typealias Sample = )/m);
    expect(balanced(kotlin.code)).toBe(true);
    const csharp = await generate(json, 'csharp', 'Sample');
    expect(csharp.code).toMatch(/^namespace Model\n\{\n {4}using System;\n/m);
    expect(csharp.code).toMatch(/^ {4}using Newtonsoft\.Json;$/m);
    expect(csharp.code).toMatch(/public partial class (Sample|SampleElement)\n/);
    expect(balanced(csharp.code)).toBe(true);
  });
});

describe('what the languages can and cannot carry', () => {
  // The int64 range is -2^63 to 2^63 - 1, both ends included; one beyond is the big integer (big-integers.test.ts).
  test.each([
    { lang: 'go', want: ['int64', 'int64', '*big.Int'] },
    { lang: 'rust', want: ['i64', 'i64', 'i128'] },
    { lang: 'java', want: ['long', 'long', 'BigInteger'] },
    { lang: 'csharp', want: ['long', 'long', 'BigInteger'] },
  ] as const)('$lang types -2^63 and 2^63 - 1 as 64-bit integers, -2^63 - 1 as its big integer', async ({ lang, want }) => {
    const json = '{"low":-9223372036854775808,"high":9223372036854775807,"beyond":-9223372036854775809}';
    const { code } = await generate(json, lang, 'Ends');
    const typeOf = (field: string) => {
      const patterns: Record<string, RegExp> = {
        go: new RegExp(`^\\t${field[0]?.toUpperCase()}${field.slice(1)}\\s+(\\S+)`, 'm'),
        rust: new RegExp(`pub ${field}: (\\w+)`),
        java: new RegExp(`private (\\w+) ${field};`),
        csharp: new RegExp(`public (\\w+) ${field[0]?.toUpperCase()}${field.slice(1)} \\{`),
      };
      return (patterns[lang] as RegExp).exec(code)?.[1];
    };
    expect(['low', 'high', 'beyond'].map(typeOf)).toEqual(want);
  });

  test('Go: keys encoding/json cannot take as a tag name are named, not renamed in silence', async () => {
    const json = JSON.stringify({ '': 1, 'a"b': 2, 'tab\there': 3, कि: 4, '👍': 5, नमन: 6, 'ok-key.1': 7 });
    const result = await generate(json, 'go', 'Keys');
    expect(result.warnings.map(({ code, message }) => [code, message])).toEqual([
      [
        'keys_renamed',
        '5 JSON keys ("", "a\\"b", "tab\\there", "कि", "👍") cannot be mapped: Go\'s encoding/json takes a tag name only of letters, digits and !#$%&()*+-./:;<=>?@[]^_{|}~ and space, so the code reads and writes them under the field\'s name. Rename those keys or write a custom reader.',
      ],
    ]);
  });

  test('Kotlin: keys that differ only in case are both named', async () => {
    const result = await generate('{"ID":1,"id":2,"name":"a"}', 'kotlin', 'Keys');
    expect(result.warnings[0]?.message).toContain('2 JSON keys have another name in the declarations ("ID", "id")');
  });

  test('Java: the empty key is named (Jackson reads @JsonProperty("") as the field name)', async () => {
    const result = await generate('{"":1,"b":2}', 'java', 'Keys');
    expect(result.warnings.map(({ code }) => code)).toEqual(['keys_renamed']);
  });

  test.each(['go', 'python', 'rust', 'java', 'csharp'] as const)(
    '%s: a key missing from some objects and null in others is named',
    async (lang) => {
      const result = await generate('[{"a":1,"n":null},{"a":2},{"a":3,"n":4}]', lang, 'Rows');
      expect(result.warnings.map(({ code }) => code)).toEqual(['optional_and_nullable']);
      expect(result.warnings[0]?.message).toContain('("n")');
    },
  );
});

describe('shapes', () => {
  test('Go: json tags keep the keys, optional fields are pointers with omitempty', async () => {
    const { code } = await generate('{"weird key":1,"items":[{"a":1},{"b":"x"}]}', 'go', 'Order');
    expect(code).toMatchInlineSnapshot(`
"package model

import \"encoding/json\"

func UnmarshalOrder(data []byte) (Order, error) {
	var r Order
	err := json.Unmarshal(data, &r)
	return r, err
}

func (r *Order) Marshal() ([]byte, error) {
	return json.Marshal(r)
}

type Order struct {
	WeirdKey int64  \`json:"weird key"\`
	Items    []Item \`json:"items"\`
}

type Item struct {
	A *int64  \`json:"a,omitempty"\`
	B *string \`json:"b,omitempty"\`
}
"
`);
  });

  test('Rust lists serde_json only when a field is untyped', async () => {
    expect((await generate('{"a":1}', 'rust')).dependencies).toEqual(['serde = { version = "1", features = ["derive"] }']);
    expect((await generate('{"a":null}', 'rust')).dependencies).toEqual([
      'serde = { version = "1", features = ["derive"] }',
      'serde_json = "1"',
    ]);
  });

  test('Java: code is one compilable file, files one per class', async () => {
    const { code, files } = await generate('{"customer":{"name":"Asha"}}', 'java', 'Order');
    expect(files.map(({ path }) => path).sort()).toEqual(['Converter.java', 'Customer.java', 'Order.java']);
    expect(code.match(/^public class /gm)).toHaveLength(1);
    expect(code.match(/^package model;$/gm)).toHaveLength(1);
  });

  test('date-looking strings stay strings (inference off)', async () => {
    expect((await generate('{"when":"2024-05-01T10:00:00Z"}', 'go')).code).toContain('When string `json:"when"`');
  });

  test('a sample without objects: nothing_to_declare', async () => {
    expect((await generate('[1,2]', 'python')).warnings.map(({ code }) => code)).toEqual(['nothing_to_declare']);
  });

  test('Java with a scalar sample: only the Converter, and the warning', async () => {
    const result = await generate('0', 'java');
    expect(result.files.map(({ path }) => path)).toEqual(['Converter.java']);
    expect(result.code).toContain('static long fromJsonString(String json)');
    expect(result.warnings.map(({ code }) => code)).toEqual(['nothing_to_declare']);
  });

  test('whole numbers written with a fraction or exponent are floating point; dates stay strings in Java', async () => {
    const { code } = await generate('{"price":1.0,"big":2e3,"qty":3,"when":"2026-01-15"}', 'java');
    expect(code).toMatch(/private double price;\s+private double big;\s+private long qty;\s+private String when;/);
  });

  test('Rust: fields named after keywords are raw identifiers', async () => {
    const { code } = await generate('{"await":1,"try":2}', 'rust');
    expect(code).toContain('pub r#await: i64');
    expect(code).toContain('pub r#try: i64');
  });

  test('Go: the key "-" is tagged json:"-,", a key with no upper-case letter is exported with X', async () => {
    const { code } = await generate('{"-":1,"名前":"x"}', 'go');
    expect(code).toContain('`json:"-,"`');
    expect(code).toMatch(/^\tX名前\s+string\s+`json:"名前"`$/m);
  });

  test('rootName in PascalCase, with a warning when it changed', async () => {
    const result = await generate('{"a":1}', 'kotlin', 'order_line');
    expect(result.rootName).toBe('OrderLine');
    expect(result.files.map(({ path }) => path)).toEqual(['OrderLine.kt']);
    expect(result.warnings.map(({ code }) => code)).toEqual(['root_renamed']);
  });
});

test('invalid JSON names line and column, under the field name json', async () => {
  let error: unknown;
  try {
    await jsonToAnyLanguage({ json: '{"a":}', lang: 'go', rootName: 'Root' });
  } catch (thrown) {
    error = thrown;
  }
  expect((error as ToolInputError).code).toBe('invalid_json');
  expect((error as ToolInputError).message).toMatch(/^json is not valid JSON at line 1, column 6: /);
});
