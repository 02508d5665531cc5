import { convertJsonCsv, type CsvToJsonResult, type JsonCsvRequest, type JsonCsvResult } from '.';
import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

// Every guess json-to-csv makes about a text (its direction, its delimiter, what an empty header or an empty cell
// means, the type of a column, a dot in a header) is said in a warning; the caller can take the direction guess away.

const validateResult = specAjv().compile(toolSpec('json-to-csv').result);

function convert(text: string, options: Partial<JsonCsvRequest> = {}): JsonCsvResult {
  const result = convertJsonCsv(withSpecDefaults('json_to_csv', { text, ...options }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const toJson = (text: string, options: Partial<JsonCsvRequest> = {}) => {
  const result = convert(text, options);
  expect(result.direction).toBe('csv-to-json');
  return result as CsvToJsonResult;
};
const rejection = (text: string, options: Partial<JsonCsvRequest> = {}) =>
  toolError(() => convertJsonCsv(withSpecDefaults('json_to_csv', { text, ...options })));
const codes = (result: JsonCsvResult) => result.warnings.map(({ code }) => code);
const said = (result: JsonCsvResult, code: string) => result.warnings.find((warning) => warning.code === code)?.message;

describe('direction', () => {
  test('auto: CSV whose first header starts with "[" is read as CSV, and the warning says it was not JSON', () => {
    const result = toJson('[Note],b\n1,2');
    expect(result.columns).toEqual(['[Note]', 'b']);
    expect(result.json).toEqual([{ '[Note]': 1, b: 2 }]);
    expect(codes(result)[0]).toBe('read_as_csv');
    expect(said(result, 'read_as_csv')).toBe(
      'The text starts with "[" as JSON does, but it is not JSON (line 1, column 2: Expected a JSON value, found \'N\'); it reads as CSV with a header row, so it was read as CSV. Send direction "csv-to-json" to say so.',
    );
  });

  test('auto: a CSV starting with "{" is read as CSV too', () => {
    const result = toJson('{id},name\r\n7,Asha\r\n');
    expect(result.json).toEqual([{ '{id}': 7, name: 'Asha' }]);
    expect(codes(result)[0]).toBe('read_as_csv');
  });

  test('direction csv-to-json: read as CSV with no guess, so no read_as_csv warning', () => {
    const result = toJson('[Note],b\n1,2', { direction: 'csv-to-json' });
    expect(result.json).toEqual([{ '[Note]': 1, b: 2 }]);
    expect(codes(result)).not.toContain('read_as_csv');
  });

  test('direction csv-to-json: JSON text is read as CSV as asked (no guessing), and refused when it is not CSV', () => {
    expect(toJson('[{"a":1}]', { direction: 'csv-to-json' }).columns).toEqual(['[{"a":1}]']);
    const error = rejection('{"a":1,"b":2}', { direction: 'csv-to-json' });
    expect([error.code, error.message]).toEqual([
      'invalid_csv',
      'Line 1: a quote is misplaced (text after a closing quote); inside a quoted field write " as "".',
    ]);
  });

  test('direction json-to-csv: CSV is refused as invalid JSON, with no attempt at CSV', () => {
    const error = rejection('a,b\n1,2\n', { direction: 'json-to-csv' });
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/^text is not valid JSON at line 1, column 1: /);
    expect(rejection('[Note],b\n1,2', { direction: 'json-to-csv' }).code).toBe('invalid_json');
  });

  test('direction json-to-csv: JSON is converted as in auto', () => {
    expect(convert('[{"a":1}]', { direction: 'json-to-csv' })).toEqual(convert('[{"a":1}]'));
  });

  test.each([
    { name: 'a trailing comma', text: '[{"a":1},]' },
    { name: 'JSON lines (the first line is JSON by itself)', text: '[1,2]\n[3,4]\n' },
    { name: 'JSON lines of objects', text: '{"a":1}\n{"a":2}\n' },
    { name: 'a header with no data row', text: '[Note],b' },
    { name: 'rows of different lengths', text: '[a,b\n1\n' },
    { name: 'a quote inside an unquoted field', text: '[{"a" :1, b:2}\n1,2\n' },
  ])('auto: invalid JSON that does not read as CSV ($name) is invalid_json, and the recovery names direction', ({ text }) => {
    const error = rejection(text);
    expect(error.code).toBe('invalid_json');
    expect(error.recovery).toBe(
      'Fix the JSON at the reported line and column; if the text is CSV, send direction "csv-to-json" to have it read as CSV.',
    );
  });

  test('auto: text that does not start with [ or { is CSV, as before (the result says the direction)', () => {
    const result = toJson('a,b\n1,2\n');
    expect(codes(result)).not.toContain('read_as_csv');
  });
});

describe('JSON to CSV: a CSV that starts like JSON says how to send it back', () => {
  test('a first column named "[1]": auto would take it for JSON, csv-to-json reads it back', () => {
    const result = convert('[{"[1]":2,"b":3}]');
    expect(result.direction).toBe('json-to-csv');
    expect(said(result, 'csv_starts_like_json')).toBe(
      'The CSV starts with "[" (the first column\'s name), as JSON does, so direction "auto" tries it as JSON first; send it back with direction "csv-to-json".',
    );
    const csv = (result as { csv: string }).csv;
    expect(toJson(csv, { direction: 'csv-to-json' }).json).toEqual([{ '[1]': 2, b: 3 }]);
  });

  test('any other first column: no such warning', () => {
    expect(codes(convert('[{"a":1}]'))).not.toContain('csv_starts_like_json');
  });
});

describe('empty header names', () => {
  test('a trailing empty header with no values (a,b, as spreadsheets export) is dropped, and named', () => {
    const result = toJson('a,b,\r\n1,x,\r\n2,y,\r\n');
    expect(result.columns).toEqual(['a', 'b']);
    expect(result.json).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'y' },
    ]);
    expect(said(result, 'empty_header')).toBe('Column 3 has no header name and no value in any row; it was dropped.');
  });

  test('several empty headers with no values are all named', () => {
    const result = toJson('a,,b,,\n1,,2,,\n');
    expect(result.columns).toEqual(['a', 'b']);
    expect(said(result, 'empty_header')).toBe('Columns 2, 4 and 5 have no header name and no value in any row; they were dropped.');
  });

  test('an empty header over values keeps them under the key "", and says so', () => {
    const result = toJson('a,\n1,2\n');
    expect(result.columns).toEqual(['a', '']);
    expect(result.json).toEqual([{ a: 1, '': 2 }]);
    expect(said(result, 'empty_header')).toBe('Column 2 has no header name; its values were kept under the key "".');
  });

  test('one empty header with values and one without: both named, in one warning', () => {
    const result = toJson(',a,\n1,2,\n');
    expect(result.columns).toEqual(['', 'a']);
    expect(said(result, 'empty_header')).toBe(
      'Column 1 has no header name; its values were kept under the key "". Column 3 has no header name and no value in any row; it was dropped.',
    );
  });

  test('two empty headers over values cannot both be the key "": invalid_csv names them', () => {
    const error = rejection('a,,\n1,2,3\n');
    expect([error.code, error.message]).toEqual([
      'invalid_csv',
      'Columns 2 and 3 have no header name and hold values; a JSON object has one key "" only, so name them.',
    ]);
  });

  test('a ragged row is still ragged, whatever the empty headers', () => {
    expect(rejection('a,b,\n1,2\n').code).toBe('ragged_csv');
  });
});

describe('the delimiter, in plain words', () => {
  test.each([
    {
      name: 'semicolons',
      text: 'a;b\n1;2\n',
      want: 'The header row has no comma; it is separated by semicolons (;), so the text was read as semicolon-separated.',
    },
    {
      name: 'tabs',
      text: 'a\tb\n1\t2\n',
      want: 'The header row has no comma; it is separated by tabs, so the text was read as tab-separated.',
    },
    {
      name: 'vertical bars',
      text: 'a|b\n1|2\n',
      want: 'The header row has no comma; it is separated by vertical bars (|), so the text was read as bar-separated.',
    },
    {
      name: 'semicolons, with a tab too',
      text: 'a;b;c\td\n1;2;3\t4\n',
      want: 'The header row has no comma; it is separated by semicolons (;), so the text was read as semicolon-separated. It also has tabs, fewer than semicolons.',
    },
    {
      name: 'commas, with semicolons too',
      text: 'a;b,c\n1;2,3\n',
      want: 'The header row has commas and also semicolons (;) outside quotes; a comma in the header row decides, so the text was read as comma-separated.',
    },
  ])('$name', ({ text, want }) => {
    expect(said(toJson(text), 'delimiter_detected')).toBe(want);
  });

  test('a header of commas only: no warning', () => {
    expect(codes(toJson('a,b\n1,2\n'))).not.toContain('delimiter_detected');
  });
});

describe('the other guesses of CSV to JSON are said', () => {
  test('column types read from the cells: numbers, booleans and JSON cells named', () => {
    const result = toJson('name,pin,active,tags\r\nAsha,411001,true,"[""a""]"\r\nRavi,110001,false,x\r\n');
    expect(result.json[0]).toEqual({ name: 'Asha', pin: 411001, active: true, tags: ['a'] });
    expect(said(result, 'types_inferred')).toBe(
      'CSV has no types, so each column\'s type was read from its cells: "pin" as numbers, "active" as booleans (every non-empty cell is one), and cells holding a JSON array or {} as JSON in "tags"; other cells are text.',
    );
  });

  test('a text-only table has no types_inferred warning', () => {
    expect(codes(toJson('a,b\nx,y\n'))).not.toContain('types_inferred');
  });

  test('dotted headers nested into objects are named', () => {
    const result = toJson('name,address.city\nAsha,Pune\n');
    expect(result.json).toEqual([{ name: 'Asha', address: { city: 'Pune' } }]);
    expect(said(result, 'header_nested')).toBe(
      'Header names with a dot were read as paths into nested objects: "address.city" (so "address.city" gives {"address": {"city": ...}}).',
    );
  });

  test('empty cells that leave their key out are counted and their columns named', () => {
    const result = toJson('a,b,c\n1,,x\n,,y\n');
    expect(result.json).toEqual([{ a: 1, c: 'x' }, { c: 'y' }]);
    expect(said(result, 'empty_cells_omitted')).toBe(
      '3 empty cells (in "a", "b") left their key out of the row: CSV cannot tell an empty string, null and a missing value apart.',
    );
  });

  test('the documented example: every guess named, nothing silent', () => {
    const result = toJson('name,address.city,address.pin,active\r\nAsha,Pune,411001,true\r\nRavi,Delhi,,false\r\n');
    expect(codes(result)).toEqual(['types_inferred', 'header_nested', 'empty_cells_omitted']);
  });
});
