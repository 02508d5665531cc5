import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';
import fc from 'fast-check';
import { parseTree, type Node as JsoncNode } from 'jsonc-parser';
import { ToolInputError } from '../shared/errors';
import { formatJson, type JsonFormatRequest, type JsonFormatResult } from '.';

/** The engine as the service calls it: the spec's defaults filled in (tests/support/spec.ts). */
const formatAsServed = (request: Partial<JsonFormatRequest>) => formatJson(withSpecDefaults('json_formatter', request));

const snippet = toolSpec('json-formatter');
const ajv = specAjv();
const validateResult = ajv.compile(snippet.result);
const validateRequest = ajv.compile(snippet.request);

/** Every result a test sees also has to match the spec snippet's result schema. */
function format(request: Partial<JsonFormatRequest>): JsonFormatResult {
  const result = formatAsServed(request);
  if (!validateResult(result)) throw new Error(`result breaks the schema: ${ajv.errorsText(validateResult.errors)}`);
  return result;
}

function accepts(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks an error offset against V8's JSON.parse, an independent implementation: its message gives either the
 * position, or the end of input, or only the unexpected character (then it must be the one at the offset).
 */
function expectV8Agrees(text: string, offset: number): void {
  try {
    JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const token = /^Unexpected token '([^]+?)', /.exec(message);
    if (at) expect(offset).toBe(Number(at[1]));
    else if (message === 'Unexpected end of JSON input') expect(offset).toBe(text.length);
    else if (token) expect(text.startsWith(token[1] as string, offset)).toBe(true);
    // V8 (json-parser.cc, IsSpecialString) names no position when the whole text is NaN, Infinity, undefined or
    // [object Object]: the error is then at its first character.
    else if (message === `"${text}" is not valid JSON` && ['NaN', 'Infinity', 'undefined', '[object Object]'].includes(text))
      expect(offset).toBe(0);
    // A message in none of these forms (a new Node version) must not switch the cross-check off without a sound.
    else throw new Error(`V8's message has no position this test can read: ${message}`);
    return;
  }
  throw new Error(`JSON.parse accepts ${JSON.stringify(text)}`);
}

// RFC 8259 §13, the two example texts.
const rfcImage =
  '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}';
const rfcPlaces =
  '[{"precision":"zip","Latitude":37.7668,"Longitude":-122.3959,"Address":"","City":"SAN FRANCISCO","State":"CA","Zip":"94107","Country":"US"},{"precision":"zip","Latitude":37.371991,"Longitude":-122.026020,"Address":"","City":"SUNNYVALE","State":"CA","Zip":"94085","Country":"US"}]';

describe('layout agrees with JSON.stringify(JSON.parse(text), null, indent)', () => {
  test.each([
    { name: 'RFC 8259 §13 image, indent 2', given: { text: rfcImage, indent: 2 as const }, space: 2 },
    { name: 'RFC 8259 §13 image, indent 4', given: { text: rfcImage, indent: 4 as const }, space: 4 },
    { name: 'RFC 8259 §13 image, tab', given: { text: rfcImage, indent: 'tab' as const }, space: '\t' },
    { name: 'RFC 8259 §13 image, default indent', given: { text: rfcImage }, space: 2 },
    { name: 'empty containers stay [] and {}', given: { text: ' [ { } , [ ] , { "a" : [ ] } ] ' }, space: 2 },
    { name: 'scalar top-level value (RFC 8259 §2)', given: { text: '\r\n "x" \t' }, space: 2 },
  ])('$name', ({ given, space }) => {
    const result = format(given);
    expect(result).toMatchObject({ valid: true, output: JSON.stringify(JSON.parse(given.text), null, space) });
  });

  test('minify gives JSON.stringify without spaces', () => {
    const text = JSON.stringify(JSON.parse(rfcImage), null, 4);
    expect(format({ text, mode: 'minify', indent: 4 })).toMatchObject({ valid: true, output: rfcImage });
  });

  test('pretty then minify gives back RFC 8259 §13 places, -122.026020 included', () => {
    const pretty = format({ text: rfcPlaces, indent: 'tab' });
    expect(pretty.valid && format({ text: pretty.output, mode: 'minify' })).toMatchObject({ valid: true, output: rfcPlaces });
  });

  test('exact pretty layout with a tab', () => {
    expect(format({ text: '{"a":[1,{}],"b":{"c":null}}', indent: 'tab' })).toMatchObject({
      output: '{\n\t"a": [\n\t\t1,\n\t\t{}\n\t],\n\t"b": {\n\t\t"c": null\n\t}\n}',
    });
  });
});

describe('numbers and strings are copied exactly as written (RFC 8259 §6, §7 grammar)', () => {
  test.each([
    { name: 'beyond 2^64', given: '12345678901234567890' },
    { name: 'trailing zero in the fraction', given: '1.10' },
    { name: 'overflows a double', given: '1e400' },
    { name: 'negative zero', given: '-0' },
    { name: 'exponent with fraction', given: '0.1e-7' },
    { name: 'upper-case exponent with sign', given: '-1.5E+300' },
    { name: 'RFC 8259 §13 longitude with trailing zero', given: '-122.026020' },
    { name: 'non-ASCII escape stays escaped', given: '"\\u00e9"' },
    { name: 'escaped solidus and surrogate pair escapes', given: '"\\/\\ud83d\\ude00"' },
    { name: 'raw non-ASCII and U+2028 stay raw', given: '"é😀\u2028"' },
  ])('$name: $given', ({ given }) => {
    expect(format({ text: `[${given}]`, mode: 'minify' })).toMatchObject({ valid: true, output: `[${given}]` });
    expect(format({ text: ` ${given} ` })).toMatchObject({ valid: true, output: given });
  });
});

describe('sortKeys', () => {
  test('sorts every object at every depth by UTF-16 code units; arrays keep their order', () => {
    const text = '{"b":{"z":1,"y":[{"d":1,"c":2},3,1]},"a":0,"\\u0041":2}';
    expect(format({ text, sortKeys: true, mode: 'minify' })).toMatchObject({
      output: '{"\\u0041":2,"a":0,"b":{"y":[{"c":2,"d":1},3,1],"z":1}}',
    });
  });

  test('order is that of Array.prototype.sort (UTF-16), not code points', () => {
    // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FF5E in UTF-16 order.
    const keys = ['\uff5e', '😀', 'é', 'a', 'B', '9', '10', ''];
    const text = JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, i])));
    const result = format({ text, sortKeys: true, mode: 'minify' });
    const want = [...keys].sort();
    expect(want).toEqual(['', '10', '9', 'B', 'a', 'é', '😀', '\uff5e']);
    expect(result.valid && objectKeysInOrder(result.output)).toEqual([want]);
  });
});

describe('duplicate keys', () => {
  test.each([
    {
      name: 'last value wins, at the first place',
      given: '{"a":1,"b":2,"a":3}',
      output: '{"a":3,"b":2}',
      warnings: [{ pointer: '/a', line: 1, column: 14, offset: 13 }],
    },
    {
      name: 'keys compare after decoding escapes; pointer escapes ~ and / (RFC 6901 §3)',
      given: '{"x":[{"a/b~":1,\n"a\\/b~":{"n":2}}]}',
      output: '{"x":[{"a/b~":{"n":2}}]}',
      warnings: [{ pointer: '/x/0/a~1b~0', line: 2, column: 1, offset: 17 }],
    },
    {
      name: 'three occurrences give two warnings',
      given: '{"":1,"":2,"":3}',
      output: '{"":3}',
      warnings: [
        { pointer: '/', line: 1, column: 7, offset: 6 },
        { pointer: '/', line: 1, column: 12, offset: 11 },
      ],
    },
  ])('$name', ({ given, output, warnings }) => {
    const result = format({ text: given, mode: 'minify' });
    expect(result).toMatchObject({ valid: true, output, stats: { duplicateKeys: warnings.length } });
    expect(result.valid && result.warnings.map(({ pointer, line, column, offset }) => ({ pointer, line, column, offset }))).toEqual(
      warnings,
    );
    // JSON.parse is the reference for what a consumer sees.
    expect(JSON.parse(output)).toEqual(JSON.parse(given));
  });

  test('the warning names the key and its first place', () => {
    const result = format({ text: '{\n "k": 1,\n "k": 2\n}' });
    expect(result.valid && result.warnings[0]?.message).toBe(
      'Duplicate key "k" (first at line 2, column 2); the last value is kept at the first occurrence\'s place.',
    );
  });

  test('at most 100 warnings, all counted in stats', () => {
    const text = `{${Array.from({ length: 150 }, (_, i) => `"k":${i}`).join(',')}}`;
    const result = format({ text, mode: 'minify' });
    expect(result).toMatchObject({ valid: true, output: '{"k":149}', stats: { keys: 150, duplicateKeys: 149 } });
    expect(result.valid && result.warnings).toHaveLength(100);
  });
});

describe('invalid JSON points at the offending character', () => {
  // Offsets: V8's JSON.parse reports the same position where its message has one (checked below);
  // lines and columns counted by hand.
  test.each([
    { name: 'empty input', given: '', want: { line: 1, column: 1, offset: 0 }, says: 'end of input' },
    { name: 'only whitespace', given: ' \n ', want: { line: 2, column: 2, offset: 3 }, says: 'end of input' },
    { name: 'trailing comma in object', given: '{"a":1,}', want: { line: 1, column: 8, offset: 7 }, says: 'Trailing comma' },
    { name: 'trailing comma on its own line', given: '{\n  "a": 1,\n}', want: { line: 3, column: 1, offset: 12 }, says: 'Trailing comma' },
    { name: 'trailing comma in array', given: '[1,\r\n 2,\r\n]', want: { line: 3, column: 1, offset: 10 }, says: 'Trailing comma' },
    { name: 'lone CR ends a line', given: '[1,\r\r  x]', want: { line: 3, column: 3, offset: 7 }, says: 'JSON value' },
    {
      name: 'unterminated string: end of input',
      given: '{"a":\n"abc',
      want: { line: 2, column: 5, offset: 10 },
      says: 'Unterminated string starting at line 2, column 1',
    },
    { name: 'backslash at end: unterminated', given: '"a\\', want: { line: 1, column: 4, offset: 3 }, says: 'Unterminated' },
    {
      name: 'bad escape: the character after the backslash',
      given: '"a\\qb"',
      want: { line: 1, column: 4, offset: 3 },
      says: 'Invalid escape',
    },
    { name: 'single-quote escape is not JSON', given: '"\\\'"', want: { line: 1, column: 3, offset: 2 }, says: 'Invalid escape' },
    {
      name: 'bad \\u escape: the first non-hex digit',
      given: '"\\u12g4"',
      want: { line: 1, column: 6, offset: 5 },
      says: 'Unicode escape',
    },
    { name: 'short \\u escape', given: '"\\u00"', want: { line: 1, column: 6, offset: 5 }, says: 'Unicode escape' },
    { name: 'raw tab in string', given: '"a\tb"', want: { line: 1, column: 3, offset: 2 }, says: 'control character U+0009' },
    { name: 'raw newline in string', given: '["a\nb"]', want: { line: 1, column: 4, offset: 3 }, says: 'control character U+000A' },
    { name: 'leading zero', given: '01', want: { line: 1, column: 2, offset: 1 }, says: 'Leading zeros' },
    { name: 'negative leading zero', given: '[-01]', want: { line: 1, column: 4, offset: 3 }, says: 'Leading zeros' },
    { name: '1.', given: '1.', want: { line: 1, column: 3, offset: 2 }, says: 'decimal point' },
    { name: '.5', given: '.5', want: { line: 1, column: 1, offset: 0 }, says: "found '.'" },
    { name: '+1', given: '+1', want: { line: 1, column: 1, offset: 0 }, says: "found '+'" },
    { name: 'minus alone', given: '-', want: { line: 1, column: 2, offset: 1 }, says: "after '-'" },
    { name: '-Infinity', given: '-Infinity', want: { line: 1, column: 2, offset: 1 }, says: "after '-'" },
    { name: 'exponent without digits', given: '1e+', want: { line: 1, column: 4, offset: 3 }, says: 'exponent' },
    { name: 'NaN', given: 'NaN', want: { line: 1, column: 1, offset: 0 }, says: 'NaN and Infinity' },
    { name: 'truncated literal', given: '[tru', want: { line: 1, column: 5, offset: 4 }, says: 'expected "true"' },
    { name: 'misspelt literal', given: 'nulL', want: { line: 1, column: 4, offset: 3 }, says: 'expected "null"' },
    { name: 'line comment', given: '{\n// c\n"a":1}', want: { line: 2, column: 1, offset: 2 }, says: 'Comments' },
    { name: 'block comment after the value', given: '[1]/*x*/', want: { line: 1, column: 4, offset: 3 }, says: 'only one top-level value' },
    { name: 'single quotes', given: "{'a':1}", want: { line: 1, column: 2, offset: 1 }, says: 'double quotes' },
    { name: 'unquoted key', given: '{a:1}', want: { line: 1, column: 2, offset: 1 }, says: 'property name' },
    { name: 'missing colon', given: '{"a" 1}', want: { line: 1, column: 6, offset: 5 }, says: "':'" },
    { name: 'missing comma', given: '[1 2]', want: { line: 1, column: 4, offset: 3 }, says: "',' or ']'" },
    { name: 'unclosed object', given: '{"a":1', want: { line: 1, column: 7, offset: 6 }, says: "',' or '}'" },
    { name: 'second top-level value', given: '{} {}', want: { line: 1, column: 4, offset: 3 }, says: 'only one top-level value' },
    { name: 'byte order mark', given: '\ufeff{}', want: { line: 1, column: 1, offset: 0 }, says: 'byte order mark' },
    { name: 'no-break space is not whitespace', given: '[1,\u00a02]', want: { line: 1, column: 4, offset: 3 }, says: 'U+00A0' },
    { name: 'columns count UTF-16 units', given: '["😀" 1]', want: { line: 1, column: 7, offset: 6 }, says: "',' or ']'" },
  ])('$name', ({ given, want, says }) => {
    const result = format({ text: given });
    expect(result).toEqual({ valid: false, error: { ...want, message: expect.stringContaining(says) }, warnings: [] });
    expectV8Agrees(given, want.offset);
  });
});

describe('nesting and size limits', () => {
  test.each([
    { name: '100000 unclosed [', given: '['.repeat(100000) },
    { name: '1001 balanced levels, which JSON.parse accepts (documented limit)', given: '['.repeat(1001) + ']'.repeat(1001) },
    { name: 'objects count as levels too', given: '{"a":'.repeat(1001) + '1' + '}'.repeat(1001) },
  ])('deeper than 1000 levels is invalid at the 1001st bracket: $name', ({ given }) => {
    const offset = given.indexOf('[') === 0 ? 1000 : 5000;
    expect(format({ text: given })).toEqual({
      valid: false,
      error: { message: 'Nesting deeper than 1000 levels is not supported.', line: 1, column: offset + 1, offset },
      warnings: [],
    });
  });

  test('1000 levels are fine', () => {
    const text = '['.repeat(1000) + ']'.repeat(1000);
    expect(format({ text, mode: 'minify' })).toMatchObject({ valid: true, output: text, stats: { depth: 1000 } });
  });

  test('pretty output over 16 Mi characters is output_too_large; minify still works', () => {
    const text = '['.repeat(1000) + Array(5000).fill('1').join(',') + ']'.repeat(1000);
    expect(() => formatAsServed({ text, indent: 4 })).toThrow(expect.objectContaining({ code: 'output_too_large' }));
    expect(() => formatAsServed({ text, indent: 4 })).toThrow(ToolInputError);
    expect(format({ text, mode: 'minify' })).toMatchObject({ valid: true, output: text });
  });

  test('stats', () => {
    expect(format({ text: '[{"a":{"b":[]}},{"c":1}]' })).toMatchObject({ stats: { depth: 4, keys: 3, duplicateKeys: 0 } });
    expect(format({ text: '7' })).toMatchObject({ stats: { depth: 0, keys: 0, duplicateKeys: 0 } });
  });
});

describe('spec snippet', () => {
  test.each(Object.entries(snippet.examples as Record<string, { value: JsonFormatRequest }>))(
    'example %s is a valid request',
    (_, example) => {
      expect(validateRequest(example.value)).toBe(true);
      format(example.value);
    },
  );

  test('the request schema rejects indent 3 and unknown fields', () => {
    expect(validateRequest({ text: '1', indent: 3 })).toBe(false);
    expect(validateRequest({ text: '1', indent: '4' })).toBe(false);
    expect(validateRequest({ text: '1', extra: true })).toBe(false);
  });
});

function objectKeysInOrder(json: string): string[][] {
  const found: string[][] = [];
  const walk = (node: JsoncNode | undefined): void => {
    if (node === undefined) return;
    if (node.type === 'object') found.push((node.children ?? []).map((p) => p.children?.[0]?.value as string));
    (node.children ?? []).forEach(walk);
  };
  walk(parseTree(json));
  return found;
}

const indents = fc.constantFrom<{ indent: 2 | 4 | 'tab'; space: number | string }>(
  { indent: 2, space: 2 },
  { indent: 4, space: 4 },
  { indent: 'tab', space: '\t' },
);

// Strings that are often nearly JSON: token soup, and valid JSON with one character inserted or deleted.
const tokenSoup = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"',
      '\\',
      'u',
      '0',
      '1',
      '9',
      '-',
      '+',
      '.',
      'e',
      'E',
      ' ',
      '\n',
      '\r',
      '\t',
      'true',
      'fals',
      'null',
      'a',
      "'",
      '/',
      '*',
      '\u0000',
      '\u001f',
      '\ufeff',
      '\u00a0',
      '\ud800',
      'é',
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));
const mutated = fc
  .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat(), fc.boolean(), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.boolean())
  .map(([value, at, insert, char, spaced]) => {
    const text = JSON.stringify(value, null, spaced ? 1 : undefined) ?? 'null';
    const i = at % (text.length + 1);
    return insert ? text.slice(0, i) + char + text.slice(i) : text.slice(0, i) + text.slice(i + 1);
  });

describe('properties (fast-check)', () => {
  test('any JSON value: valid, and the output is exactly what JSON.stringify produces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), indents, fc.boolean(), (value, { indent, space }, compactInput) => {
        const text = JSON.stringify(value, null, compactInput ? undefined : 3);
        const pretty = formatAsServed({ text, indent });
        const minified = formatAsServed({ text, mode: 'minify' });
        expect(pretty).toMatchObject({ valid: true, output: JSON.stringify(JSON.parse(text), null, space) });
        expect(minified).toMatchObject({ valid: true, output: JSON.stringify(JSON.parse(text)) });
        expect(validateResult(pretty)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('sortKeys: same value for JSON.parse, every object sorted', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const result = formatAsServed({ text, sortKeys: true });
        if (!result.valid) throw new Error(result.error.message);
        expect(JSON.parse(result.output)).toEqual(JSON.parse(text));
        for (const keys of objectKeysInOrder(result.output)) expect(keys).toEqual([...keys].sort());
      }),
      { numRuns: 300 },
    );
  });

  test('any string: valid exactly when JSON.parse accepts it; offsets agree with V8', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), tokenSoup, mutated, fc.json()), (text) => {
        const result = formatAsServed({ text });
        expect(validateResult(result)).toBe(true);
        expect(result.valid).toBe(accepts(text));
        if (result.valid) {
          expect(JSON.parse(result.output)).toEqual(JSON.parse(text));
        } else {
          expectV8Agrees(text, result.error.offset);
          expect(result.error.offset).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
