import fc from 'fast-check';
import Papa from 'papaparse';
import { convertJsonCsv, type CsvToJsonResult, type JsonToCsvResult } from '.';
import { ToolInputError } from '../shared/errors';
import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('json-to-csv').result);

function convert(text: string, csvSafe?: boolean) {
  const result = convertJsonCsv(withSpecDefaults('json_to_csv', { text, ...(csvSafe === undefined ? {} : { csvSafe }) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const toCsv = (value: unknown) => convert(JSON.stringify(value)) as JsonToCsvResult;
const toJson = (text: string) => convert(text) as CsvToJsonResult;

function rejection(text: string): ToolInputError {
  return toolError(() => convertJsonCsv(withSpecDefaults('json_to_csv', { text })));
}

describe('the formula guard round-trips (csvSafe, the default)', () => {
  const records = [{ '=head': '=1+1', quoted: "'=x", twice: "''@y", plain: "'not a formula", minus: '-x', tab: '\tx' }];

  test('JSON to CSV to JSON gives the strings back, and says the guard was removed', () => {
    const back = toJson(toCsv(records).csv);
    expect(back.json).toEqual(records);
    expect(back.warnings.map(({ code }) => code)).toEqual(['formula_guard_removed']);
  });

  test('with csvSafe false, CSV to JSON keeps the guard quote as written', () => {
    const back = convert(toCsv(records).csv, false) as CsvToJsonResult;
    expect(back.json[0]?.['=head']).toBeUndefined();
    expect(back.json[0]?.["'=head"]).toBe("'=1+1");
  });
});

describe('CSV to JSON: numbers JSON would change', () => {
  test('a column of such numbers stays text, exactly as written, with number_kept_as_text', () => {
    const result = toJson('id,price,n\r\n1050118621198921728,1.50,1\r\n2,2.0,2\r\n');
    expect(result.json).toEqual([
      { id: '1050118621198921728', price: '1.50', n: 1 },
      { id: '2', price: '2.0', n: 2 },
    ]);
    expect(result.warnings.map(({ code }) => code)).toEqual(['number_kept_as_text', 'types_inferred']);
    expect(result.warnings[0]?.message).toContain('"id", "price"');
  });
});

describe('JSON to CSV', () => {
  test('nested objects become dot-path columns, the union of keys in first-seen order, CRLF lines', () => {
    const result = toCsv([
      { name: 'Asha', address: { city: 'Pune', pin: 411001 } },
      { name: 'Ravi', phone: '98xxxxxx10', address: { city: 'Delhi' } },
    ]);
    expect(result).toMatchObject({ direction: 'json-to-csv', columns: ['name', 'address.city', 'address.pin', 'phone'], rows: 2 });
    expect(result.csv).toBe('name,address.city,address.pin,phone\r\nAsha,Pune,411001,\r\nRavi,Delhi,,98xxxxxx10\r\n');
  });

  // RFC 4180 §2 rules 5-7: fields with commas, quotes or line breaks are quoted; a quote inside is doubled.
  test.each([
    { given: 'a,b', want: '"a,b"' },
    { given: 'say "hi"', want: '"say ""hi"""' },
    { given: 'two\nlines', want: '"two\nlines"' },
    { given: ' padded ', want: '" padded "' },
    { given: 'plain', want: 'plain' },
  ])('RFC 4180 quoting: $given', ({ given, want }) => {
    expect(toCsv({ v: given }).csv).toBe(`v\r\n${want}\r\n`);
  });

  test('arrays are one cell of JSON text; one object is one row', () => {
    expect(toCsv({ tags: ['a', 'b'], matrix: [[1], [2]] }).csv).toBe('tags,matrix\r\n"[""a"",""b""]","[[1],[2]]"\r\n');
  });

  // OWASP CSV Injection: prefix cells that start with = + - @ tab or CR with a single quote.
  test.each(['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'formula %j is neutralised with a leading quote',
    (given) => {
      const result = toCsv({ v: given });
      expect(Papa.parse<string[]>(result.csv).data[1]?.[0]).toBe(`'${given}`);
      expect(result.warnings.map(({ code }) => code)).toEqual(['formula_neutralized']);
    },
  );

  test('a header name a spreadsheet would run is guarded too', () => {
    const result = toCsv([{ '=cmd|"/C calc"!A0': 1, '@x': 'y' }]);
    expect(Papa.parse<string[]>(result.csv).data[0]).toEqual(['\'=cmd|"/C calc"!A0', "'@x"]);
    expect(result.warnings.map(({ code }) => code)).toEqual(['formula_neutralized']);
  });

  test('with csvSafe false, cells and header names are written as they are, with no warning', () => {
    const result = convert(JSON.stringify([{ '=h': '=1+1' }]), false) as JsonToCsvResult;
    expect(result.csv).toBe('=h\r\n=1+1\r\n');
    expect(result.warnings).toEqual([]);
  });

  test('numbers keep their digits: beyond 2^53, 1.0, exponents (as in arrays too)', () => {
    const text = '[{"id":1050118621198921728,"price":1.0,"big":1e400,"small":-0.000001,"list":[9007199254740993,2.50]}]';
    expect((convert(text) as JsonToCsvResult).csv).toBe(
      'id,price,big,small,list\r\n1050118621198921728,1.0,1e400,-0.000001,"[9007199254740993,2.50]"\r\n',
    );
  });

  test('numbers are never prefixed: -5 stays a number', () => {
    const result = toCsv({ v: -5 });
    expect(result.csv).toBe('v\r\n-5\r\n');
    expect(result.warnings).toEqual([]);
  });

  test('null is an empty cell, with a warning', () => {
    const result = toCsv([{ a: null, b: 1 }]);
    expect(result.csv).toBe('a,b\r\n,1\r\n');
    expect(result.warnings.map(({ code }) => code)).toEqual(['null_as_empty']);
  });

  test('a dotted key and a nested path naming one column: the first wins, with a warning', () => {
    const result = toCsv({ 'a.b': 1, a: { b: 2 } });
    expect(result.csv).toBe('a.b\r\n1\r\n');
    expect(result.warnings.map(({ code }) => code)).toEqual(['dotted_key_nested', 'column_collision']);
  });

  test('a key that is a value in one row and an object in another: the header cannot be read back, and the warning says so', () => {
    const result = toCsv([{ a: 1 }, { a: { b: 2 } }]);
    expect(result.columns).toEqual(['a', 'a.b']);
    expect(result.warnings.map(({ code }) => code)).toEqual(['column_collision']);
    expect(rejection(result.csv).code).toBe('invalid_csv');
  });

  test('text that reads as numbers (a PIN code) is said to come back as numbers', () => {
    expect(toCsv([{ pin: '411001' }, { pin: '110001' }]).warnings.map(({ code }) => code)).toEqual(['text_reads_as_number']);
    expect(toCsv([{ pin: '011001' }]).warnings).toEqual([]);
  });

  test.each([
    { given: [1, 2], want: 'Element 0 of the array is a number; JSON to CSV needs an array of objects (one row each) or one object.' },
    {
      given: [{ a: 1 }, null],
      want: 'Element 1 of the array is null; JSON to CSV needs an array of objects (one row each) or one object.',
    },
    {
      given: [{ a: 1 }, [2]],
      want: 'Element 1 of the array is an array; JSON to CSV needs an array of objects (one row each) or one object.',
    },
  ])('not_tabular: $want', ({ given, want }) => {
    const error = rejection(JSON.stringify(given));
    expect([error.code, error.message]).toEqual(['not_tabular', want]);
  });

  test('objects with all-different keys are refused before the table explodes', () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({ [`k${i}`]: 1 }));
    expect(rejection(JSON.stringify(rows)).code).toBe('table_too_large');
  });

  test('invalid JSON that starts like JSON is reported as JSON', () => {
    const error = rejection('[{"a":1},]');
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/^text is not valid JSON at line 1, column 10: /);
  });
});

describe('CSV to JSON', () => {
  test('dot-path headers nest again, empty cells leave the key out, column types restored', () => {
    const result = toJson('name,address.city,address.pin,active,score\r\nAsha,Pune,411001,true,1.5\r\nRavi,Delhi,,false,2\r\n');
    expect(result).toMatchObject({
      direction: 'csv-to-json',
      columns: ['name', 'address.city', 'address.pin', 'active', 'score'],
      rows: 2,
    });
    expect(result.json).toEqual([
      { name: 'Asha', address: { city: 'Pune', pin: 411001 }, active: true, score: 1.5 },
      { name: 'Ravi', address: { city: 'Delhi' }, active: false, score: 2 },
    ]);
  });

  test.each([
    { name: 'leading zeros stay text', given: 'pin\n011001\n110001\n', want: [{ pin: '011001' }, { pin: '110001' }] },
    { name: 'beyond 2^53 stays text', given: 'id\n12345678901234567890\n', want: [{ id: '12345678901234567890' }] },
    { name: 'a mixed column stays text', given: 'v\n1\nx\n', want: [{ v: '1' }, { v: 'x' }] },
    { name: 'a JSON array cell', given: 'tags\n"[""a"",""b""]"\n', want: [{ tags: ['a', 'b'] }] },
    { name: 'quoted newline inside a field (RFC 4180 §2.6)', given: 'a,b\n"x\ny",2\n', want: [{ a: 'x\ny', b: 2 }] },
    { name: 'empty lines are skipped', given: 'a\n1\n\n2\n', want: [{ a: 1 }, { a: 2 }] },
    { name: 'a __proto__ header stays a key', given: '__proto__.x\n1\n', want: [JSON.parse('{"__proto__":{"x":1}}')] },
  ])('$name', ({ given, want }) => {
    expect(toJson(given).json).toEqual(want);
  });

  test("Excel's byte order mark is removed, with a warning", () => {
    const result = toJson('\uFEFFname\nAsha\n');
    expect(result.columns).toEqual(['name']);
    expect(result.warnings.map(({ code }) => code)).toEqual(['byte_order_mark_removed']);
  });

  test.each([
    { given: 'a,b\n1,2\n3\n', code: 'ragged_csv', want: 'Line 3 has 1 field; the header has 2.' },
    { given: 'a,b\n"x\ny",2\n3,4,5\n', code: 'ragged_csv', want: 'Line 4 has 3 fields; the header has 2.' },
    { given: '', code: 'invalid_csv', want: 'The text is empty; CSV needs a header row naming the columns.' },
    { given: 'a,a\n1,2\n', code: 'invalid_csv', want: 'The header names "a" twice; column names must be unique.' },
    { given: 'a,a.b\n1,2\n', code: 'invalid_csv', want: 'Columns "a" and "a.b" clash: "a" cannot be a value and an object.' },
    { given: 'a\n1\n"open\n', code: 'invalid_csv', want: 'Line 3: a quoted field is never closed; inside a quoted field write " as "".' },
  ])('$code: $want', ({ given, code, want }) => {
    const error = rejection(given);
    expect([error.code, error.message]).toEqual([code, want]);
  });

  test('a long header repeated on every row is refused before the JSON grows', () => {
    expect(rejection(`${'k'.repeat(900)}\n${'1\n'.repeat(10_000)}`).code).toBe('table_too_large');
  });
});

// What people's JSON holds that CSV cannot carry: each change is exact or named, never silent.
describe('JSON to CSV: nothing changes silently', () => {
  const codes = (result: { warnings: Array<{ code: string }> }) => result.warnings.map(({ code }) => code);

  test("integer-like keys keep the text's column order", () => {
    const result = convert('{"name":"x","2024":1,"2023":2}') as JsonToCsvResult;
    expect(result.csv).toBe('name,2024,2023\r\nx,1,2\r\n');
    expect(codes(result)).toEqual([]);
  });

  test('keys with a dot are said to come back nested', () => {
    const result = toCsv([{ 'user.name': 'Asha', 'v1.2': 'x', 'a@b.com': true }]);
    expect(result.columns).toEqual(['user.name', 'v1.2', 'a@b.com']);
    expect(codes(result)).toEqual(['dotted_key_nested']);
    expect(toJson(result.csv).json).toEqual([{ user: { name: 'Asha' }, v1: { 2: 'x' }, 'a@b': { com: true } }]);
  });

  test.each([
    { name: 'a guarded "-5"', given: [{ n: '-5' }], want: ['text_reads_as_number', 'formula_neutralized'] },
    { name: 'a column of numbers and text', given: [{ a: 1 }, { a: 'x' }], want: ['value_changed'] },
    { name: 'JSON-looking text', given: [{ a: '[1,2]' }, { a: '{}' }], want: ['value_changed'] },
    { name: 'a number beyond 2^53 in an array', given: '[{"a":[12345678901234567890]}]', want: ['value_changed'] },
  ])('$name is named', ({ given, want }) => {
    const result = (typeof given === 'string' ? convert(given) : toCsv(given)) as JsonToCsvResult;
    expect(codes(result)).toEqual(want);
  });

  test('value_changed names the column and the change', () => {
    expect(toCsv([{ a: 1 }, { a: 'x' }]).warnings[0]?.message).toBe(
      'CSV has no types, so converting back changes 1 column: "a": a number 1 comes back as text "1".',
    );
  });

  test('an empty and a blank key round-trip, even alone in the header', () => {
    for (const records of [[{ '': 1, ' ': 'b' }], [{ '': 1 }], [{ a: '' }]]) {
      const result = toCsv(records);
      expect(toJson(result.csv).json).toEqual(records.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ''))));
    }
    expect(toCsv([{ '': 1 }]).csv).toBe('""\r\n1\r\n');
  });
});

describe("CSV to JSON: what people's CSV files look like", () => {
  test('mixed line endings (CRLF, LF and CR in one text) are line ends, as Python reads them', () => {
    expect(toJson('a,b\r\n1,2\n3,4\r5,6\r\n"x\ny",7\n').json).toEqual([
      { a: '1', b: 2 },
      { a: '3', b: 4 },
      { a: '5', b: 6 },
      { a: 'x\ny', b: 7 },
    ]);
  });

  test.each([
    {
      name: 'semicolons (Excel with a decimal comma)',
      given: 'name;amount\r\nAsha;"1,5"\r\nRavi;2,25\r\n',
      said: 'separated by semicolons (;), so the text was read as semicolon-separated',
    },
    { name: 'tabs', given: 'name\tamount\nAsha\t1,5\nRavi\t2,25\n', said: 'separated by tabs, so the text was read as tab-separated' },
  ])('a header separated by $name is read that way, and said', ({ given, said }) => {
    const result = toJson(given);
    expect(result.json).toEqual([
      { name: 'Asha', amount: '1,5' },
      { name: 'Ravi', amount: '2,25' },
    ]);
    expect(result.warnings[0]?.message).toBe(`The header row has no comma; it is ${said}.`);
  });

  test('a comma in the header wins over semicolons in it', () => {
    expect(toJson('a;b,c\n1;2,3\n').json).toEqual([{ 'a;b': '1;2', c: 3 }]);
  });

  test('an array cell with a number JSON would change stays text, exactly as written', () => {
    const result = toJson('a\r\n[12345678901234567890]\r\n');
    expect(result.json).toEqual([{ a: '[12345678901234567890]' }]);
    expect(result.warnings.map(({ code }) => code)).toEqual(['number_kept_as_text']);
  });

  test('integer-like column names: the JSON objects list them first, and the warning says so', () => {
    const result = toJson('name,2024,2023\r\nx,1,2\r\n');
    expect(result.columns).toEqual(['name', '2024', '2023']);
    expect(result.warnings.map(({ code }) => code)).toEqual(['key_order_changed', 'types_inferred']);
  });

  test('an empty header name is the key ""', () => {
    expect(toJson('a,\n1,2\n').json).toEqual([{ a: 1, '': 2 }]);
  });
});

/** A record as converting back should give it: null and "" left out, and objects emptied only by that left out too. */
function withoutEmpties(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const kept: Array<[string, unknown]> = [];
  for (const [name, child] of Object.entries(value)) {
    if (child === null || child === '') continue;
    const trimmed = withoutEmpties(child);
    const emptied = (object: unknown) =>
      typeof object === 'object' && object !== null && !Array.isArray(object) && Object.keys(object).length === 0;
    if (emptied(trimmed) && !emptied(child)) continue;
    kept.push([name, trimmed]);
  }
  return Object.fromEntries(kept);
}

// Any records, with keys people write (dots, digits, "", spaces) and mixed types: the round trip is exact, or a
// warning names what changes. Never a silent change.
test('property: converting back is exact unless a warning names the change', () => {
  const key = fc.stringMatching(/^[a-z0-9. ]{0,4}$/).filter((k) => k !== '__proto__');
  const leaf = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('-5', '007', '12', 'true', '[1,2]', '{}', '=1+1', ''),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const record = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf, { maxKeys: 2 })), { minKeys: 1, maxKeys: 4 });
  const losses = ['text_reads_as_number', 'value_changed', 'dotted_key_nested', 'column_collision'];
  fc.assert(
    fc.property(fc.array(record, { minLength: 1, maxLength: 4 }), (records) => {
      const result = toCsv(records);
      if (result.warnings.some(({ code }) => losses.includes(code))) return;
      expect(toJson(result.csv).json).toEqual(records.map(withoutEmpties));
    }),
    { numRuns: 500 },
  );
});

// JSON to CSV to JSON gives back nested objects of primitives (the documented exceptions excluded from the generator).
test('property: round trip of nested objects of primitives', () => {
  const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,7}$/);
  const text = fc
    .string({ minLength: 1 })
    .filter((s) => !/^[=+\-@\t\r]/.test(s) && !/^(-?\d|true$|false$|\[|\{\}$)/.test(s) && s.trim() !== '');
  const leaf = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((n) => !Object.is(n, -0)),
  );
  const record = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 3 })), { minKeys: 1, maxKeys: 5 });
  fc.assert(
    fc.property(fc.array(record, { minLength: 1, maxLength: 6 }), (records) => {
      // One type per column: a column of text, numbers or booleans, as a table has.
      const kinds = new Map<string, string>();
      const uniform = records.every((r) =>
        Object.entries(r).every(([k, v]) => {
          const entries =
            typeof v === 'object' ? [[k, 'object'], ...Object.entries(v).map(([k2, v2]) => [`${k}.${k2}`, typeof v2])] : [[k, typeof v]];
          return entries.every(
            ([column, kind]) => (kinds.get(column as string) ?? kinds.set(column as string, kind as string).get(column as string)) === kind,
          );
        }),
      );
      fc.pre(uniform);
      const csv = toCsv(records).csv;
      const back = toJson(csv).json;
      expect(back).toEqual(records);
    }),
    { numRuns: 200 },
  );
});
