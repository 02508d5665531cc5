import { jsonToAnyLanguage, type JsonToAnyLanguageResult, type TargetLanguage } from '.';
import { bigIntegerSample } from '../../../tests/support/json-samples';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

// Integers a double cannot hold (beyond 2^53): typed exactly (64-bit integer, else the language's big integer), or
// named in a warning by JSON pointer. The round trips through each toolchain are in roundtrip.referee.test.ts, go vet on them in compile.referee.test.ts.

const validateResult = specAjv().compile(toolSpec('json-to-any-language').result);

async function generate(json: string, lang: TargetLanguage): Promise<JsonToAnyLanguageResult> {
  const result = await jsonToAnyLanguage(withSpecDefaults('json_to_any_language', { json, lang, rootName: 'Root' }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

const asFloat = (result: JsonToAnyLanguageResult) => result.warnings.find(({ code }) => code === 'integers_as_float');

const escaped = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The type a language's code declares for a JSON key (keys here are plain lower-case identifiers). */
function declared(lang: TargetLanguage, code: string, key: string): string | undefined {
  const k = escaped(key);
  const patterns: Record<TargetLanguage, RegExp> = {
    go: new RegExp(`^\\t\\S+\\s+(\\S+)\\s+\`json:"${k}(?:,omitempty)?"\`$`, 'm'),
    python: new RegExp(`^ {4}${k}: (.+?)(?: = None)?$`, 'm'),
    rust: new RegExp(`^ {4}pub ${k}: (.+),$`, 'm'),
    kotlin: new RegExp(`^ {4}val ${k}: (.+?)(?: = null)?,?$`, 'm'),
    java: new RegExp(`@JsonProperty\\("${k}"\\)\\n\\s+public (.+) get\\w+\\(\\)`),
    csharp: new RegExp(`\\[JsonProperty\\("${k}"[^\\n]*\\n\\s+public (.+) \\w+ \\{ get; set; \\}`),
  };
  return patterns[lang].exec(code)?.[1];
}

// 2^64 - 1, a 30-digit integer, -2^63 - 1 (beyond 64 bits); 2^64 in a list beside a small one; 2^53 + 1 (a 64-bit
// integer a double cannot hold); a big integer that is null in another object.
const sample = bigIntegerSample;

describe('integers beyond 64 bits are the language big integer; beyond 2^53 within 64 bits, its 64-bit integer', () => {
  test.each([
    { lang: 'go', big: '*big.Int', list: '[]*big.Int', mid: 'int64', nullable: '*big.Int' },
    { lang: 'python', big: 'int', list: 'List[int]', mid: 'int', nullable: 'Optional[int]' },
    { lang: 'rust', big: 'i128', list: 'Vec<i128>', mid: 'i64', nullable: 'Option<i128>' },
    { lang: 'java', big: 'BigInteger', list: 'List<BigInteger>', mid: 'long', nullable: 'BigInteger' },
    { lang: 'csharp', big: 'BigInteger', list: 'BigInteger[]', mid: 'long', nullable: 'BigInteger?' },
    { lang: 'kotlin', big: 'BigInteger', list: 'List<BigInteger>', mid: 'Long', nullable: 'BigInteger?' },
  ] as const)('$lang: $big', async ({ lang, big, list, mid, nullable }) => {
    const { code, files, warnings } = await generate(sample, lang);
    expect(['u64', 'huge', 'low', 'ids', 'mid', 'v'].map((key) => declared(lang, code, key))).toEqual([big, big, big, list, mid, nullable]);
    expect(warnings).toEqual([]);
    if (lang === 'java') {
      // Each class file that declares a BigInteger imports it (the one-file code lists every import once).
      for (const file of files) expect(file.content.includes('BigInteger ')).toBe(file.content.includes('import java.math.BigInteger;'));
    }
  });

  test('Go: the struct stays aligned and imports math/big', async () => {
    const { code } = await generate('{"id":18446744073709551616,"name":"x","count":1}', 'go');
    expect(code).toContain('import "encoding/json"\nimport "math/big"\n');
    expect(code).toContain(
      'type Root struct {\n\tID    *big.Int `json:"id"`\n\tName  string   `json:"name"`\n\tCount int64    `json:"count"`\n}',
    );
  });

  test.each(['go', 'rust', 'java', 'csharp', 'kotlin'] as const)('%s: a map of big integers is a map of the big integer', async (lang) => {
    const result = await generate('{"balances":{"2020":18446744073709551616,"2021":1,"2022":3}}', lang);
    expect(declared(lang, result.code, 'balances')).toMatch(/BigInteger|big\.Int|i128/);
    expect(asFloat(result)).toBeUndefined();
  });

  test.each(['go', 'rust', 'java', 'csharp'] as const)(
    '%s: keys that are not identifiers are found through their mapping',
    async (lang) => {
      const keys = ['नाम', 'tab\there', 'c\\d', 'a"b', '-'];
      const json = JSON.stringify({ id: 'x', name: 'y', ...Object.fromEntries(keys.map((key) => [key, 0])) }).replace(
        /:0/g,
        ':18446744073709551616',
      );
      const result = await generate(json, lang);
      expect(asFloat(result)).toBeUndefined();
      const declaration = { go: /\*big\.Int +`/g, rust: /: i128,/g, java: /private BigInteger /g, csharp: /public BigInteger \S+ \{ get/g }[
        lang
      ];
      expect(result.code.match(declaration)).toHaveLength(keys.length);
    },
  );
});

describe('integers the code still types as floating point are named by JSON pointer', () => {
  // Beside a fraction, in a union with text, at the top level: no field to retype as a big integer.
  const mixed =
    '{"price":[0.5,9007199254740993],"id":[18446744073709551616,"A-1"],"ok":[9007199254740993,"x"],"map":{"2020":9007199254740993,"2021":1.5}}';

  test.each([
    { lang: 'go', pointers: ['/price/1', '/id/0', '/map/2020'] },
    { lang: 'rust', pointers: ['/price/1', '/id/0', '/map/2020'] },
    { lang: 'java', pointers: ['/price/1', '/id/0', '/map/2020'] },
    { lang: 'csharp', pointers: ['/price/1', '/id/0', '/map/2020'] },
    { lang: 'kotlin', pointers: ['/price/1', '/id/0', '/map/2020'] },
    // Python's int holds any integer, in a union too; only a field of fractions makes it a float.
    { lang: 'python', pointers: ['/price/1', '/map/2020'] },
  ] as const)('$lang: $pointers', async ({ lang, pointers }) => {
    expect(asFloat(await generate(mixed, lang))).toMatchObject({ pointers, count: pointers.length });
  });

  test('the message says where they are, what they are typed and what to do', async () => {
    const { warnings } = await generate('{"price":[0.5,9007199254740993]}', 'go');
    expect(warnings[0]?.message).toBe(
      '1 integer beyond 2^53 ("/price/1") is typed float64, which holds integers exactly only up to 2^53, so reading the sample changes its digits: it sits in a field that also holds fractions. Declare that field by hand with a type that holds it (*big.Int where a field holds integers only); `pointers` lists it.',
    );
  });

  test.each([
    { name: 'a top-level array (no field to retype)', json: '[1,18446744073709551616]', lang: 'go', pointers: ['/1'] },
    { name: 'beyond i128 in Rust', json: '{"n":1234567890123456789012345678901234567890}', lang: 'rust', pointers: ['/n'] },
    { name: 'a key Kotlin declares under another name', json: '{"node_id":18446744073709551616}', lang: 'kotlin', pointers: ['/node_id'] },
    { name: 'a key with "~" and "/" (RFC 6901 escapes)', json: '{"a/b~c":[0.5,9007199254740993]}', lang: 'java', pointers: ['/a~1b~0c/1'] },
  ] as const)('$name', async ({ json, lang, pointers }) => {
    expect(asFloat(await generate(json, lang))).toMatchObject({ pointers, count: pointers.length });
  });

  test.each([
    { name: 'Go: beyond i128 is still a big.Int', json: '{"n":1234567890123456789012345678901234567890}', lang: 'go' },
    { name: 'Python: a top-level array is a list of int', json: '[1,18446744073709551616]', lang: 'python' },
    { name: 'Go: a union of text and 64-bit integers holds them as int64', json: '{"ok":[9007199254740993,"x"]}', lang: 'go' },
    { name: 'a string of digits is no number', json: '{"s":"123456789012345678901234567890"}', lang: 'java' },
  ] as const)('no warning: $name', async ({ json, lang }) => {
    expect(asFloat(await generate(json, lang))).toBeUndefined();
  });

  test('thousands of them: every one counted, the pointers bounded to 8,192 bytes', async () => {
    const json = `[${Array.from({ length: 3000 }, () => '18446744073709551616').join(',')}]`;
    const warning = asFloat(await generate(json, 'go')) as { pointers: string[]; count: number; message: string };
    expect(warning.count).toBe(3000);
    expect(warning.pointers[0]).toBe('/0');
    expect(Buffer.byteLength(JSON.stringify(warning.pointers))).toBeLessThanOrEqual(8192);
    expect(warning.message).toContain(`\`pointers\` lists the first ${warning.pointers.length}.`);
  });
});
