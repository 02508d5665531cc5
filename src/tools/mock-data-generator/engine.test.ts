import Papa from 'papaparse';
import { ToolInputError } from '../shared/errors';
import { validateGstin } from '../gstin-validator';
import { COLUMN_TYPES, generateMockData, MAX_OUTPUT_BYTES, outputBound, type MockDataRequest } from '.';
import { readSchema } from './schema';
import { PLACES } from './india-data';
import { requestEnums } from '../../common/operations';
import { verhoeffCheckDigit, verhoeffValid } from '../shared/india';
import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('mock-data-generator').result);

function generate(body: Partial<MockDataRequest>) {
  const result = generateMockData(withSpecDefaults('mock_data_generator', body));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const rowsOf = (body: Partial<MockDataRequest>) =>
  JSON.parse(generate({ ...body, format: 'json' }).output) as Array<Record<string, unknown>>;

// Verhoeff's scheme as Wikipedia's "Verhoeff algorithm" article works it: 236 gets check digit 3; 12345 gets 1.
describe('Verhoeff (shared/india)', () => {
  test.each([
    { given: '236', want: '3' },
    { given: '12345', want: '1' },
    { given: '75872', want: '2' },
  ])('$given -> $want', ({ given, want }) => {
    expect(verhoeffCheckDigit(given)).toBe(want);
    expect(verhoeffValid(given + want)).toBe(true);
  });

  test('every single-digit error and adjacent transposition of a 12-digit number is caught', () => {
    const valid = '23456789012' + verhoeffCheckDigit('23456789012');
    for (let i = 0; i < valid.length; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        if (changed !== valid) expect(verhoeffValid(changed)).toBe(false);
      }
      const swapped = valid.slice(0, i) + (valid[i + 1] ?? '') + valid[i] + valid.slice(i + 2);
      if (i + 1 < valid.length && swapped !== valid) expect(verhoeffValid(swapped)).toBe(false);
    }
  });
});

describe('determinism', () => {
  const schema = 'name:fullName, phone:phone, pan:pan, gstin:gstin, aadhaar:aadhaar, id:uuid, at:datetime, price:number(1,999,2)';

  test('the same schema, rows and seed give byte-identical output', () => {
    expect(generate({ schema, rows: 200, seed: 9 }).output).toBe(generate({ schema, rows: 200, seed: 9 }).output);
  });

  test('another seed gives other data', () => {
    expect(generate({ schema, rows: 5, seed: 1 }).output).not.toBe(generate({ schema, rows: 5, seed: 2 }).output);
  });

  test('the JSON and compact schema forms give the same data', () => {
    const compact = generate({ schema: 'a:fullName, b:integer(1,9)', rows: 20 }).output;
    expect(generate({ schema: '{"a":"fullName","b":"integer(1,9)"}', rows: 20 }).output).toBe(compact);
  });
});

describe('identifiers are valid', () => {
  const rows = rowsOf({
    schema: 'pan:pan, gstin:gstin, aadhaar:aadhaar, phone:phone, ifsc:ifsc, upi:upi, email:email, last:lastName',
    rows: 500,
    seed: 3,
  });

  test('every GSTIN passes gstin-validator (format, state code, PAN, check character), and embeds the row PAN', () => {
    for (const row of rows) {
      const result = validateGstin({ gstin: row.gstin as string });
      expect([row.gstin, result.valid, result.errors]).toEqual([row.gstin, true, []]);
      expect((row.gstin as string).slice(2, 12)).toBe(row.pan);
    }
  });

  test('PAN: the Income Tax format, a holder-type letter, a person’s surname initial', () => {
    for (const row of rows) {
      const pan = row.pan as string;
      expect(pan).toMatch(/^[A-Z]{3}[ABCFGHLJPTK][A-Z][0-9]{4}[A-Z]$/);
      if (pan[3] === 'P') expect(pan[4]).toBe((row.last as string).replace(/[^A-Za-z]/g, '')[0]?.toUpperCase());
    }
  });

  test('Aadhaar: 12 digits, first 2-9, Verhoeff check digit', () => {
    for (const row of rows) {
      expect(row.aadhaar).toMatch(/^[2-9][0-9]{11}$/);
      expect(verhoeffValid(row.aadhaar as string)).toBe(true);
    }
  });

  test('phone +91 with the first digit 6-9; IFSC; UPI; e-mail on example domains', () => {
    for (const row of rows) {
      expect(row.phone).toMatch(/^\+91 [6-9][0-9]{4} [0-9]{5}$/);
      expect(row.ifsc).toMatch(/^[A-Z]{4}0[0-9]{6}$/);
      expect(row.upi).toMatch(/^[a-z]+\.[a-z]+[0-9]+@[a-z]+$/);
      expect(row.email).toMatch(/^[a-z]+\.[a-z]+[0-9]+@example\.(com|net|org)$/);
    }
  });
});

describe('places agree within a row', () => {
  test('state is one of the 36 official names; city is of that state; PIN keeps that city’s sorting district', () => {
    const rows = rowsOf({ schema: 'city:city, state:state, pin:pincode, address:address, gstin:gstin', rows: 500, seed: 5 });
    for (const row of rows) {
      const place = PLACES.find(({ state }) => state === row.state);
      expect(place).toBeDefined();
      const city = place?.cities.find(([name]) => name === row.city);
      expect(city).toBeDefined();
      expect((row.pin as string).slice(0, 3)).toBe(city?.[1].slice(0, 3));
      expect(row.pin).toMatch(/^[1-9][0-9]{5}$/);
      expect(row.address).toMatch(new RegExp(`, ${row.city}, ${row.state} ${row.pin}$`));
      expect((row.gstin as string).slice(0, 2)).toBe(place?.gstCode);
    }
    expect(new Set(PLACES.map(({ state }) => state)).size).toBe(36);
  });
});

describe('values and formats', () => {
  test('integer, number, enum, boolean and date stay within their bounds', () => {
    const rows = rowsOf({ schema: 'i:integer(-5,5), n:number(1,2,2), e:enum(a|b c|d), b:boolean, d:date', rows: 300 });
    for (const row of rows) {
      expect(Number.isInteger(row.i) && (row.i as number) >= -5 && (row.i as number) <= 5).toBe(true);
      expect((row.n as number) >= 1 && (row.n as number) <= 2).toBe(true);
      expect(String(row.n)).toMatch(/^\d(\.\d{1,2})?$/);
      expect(['a', 'b c', 'd']).toContain(row.e);
      expect(typeof row.b).toBe('boolean');
      expect((row.d as string) >= '1950-01-01' && (row.d as string) <= '2026-01-01').toBe(true);
    }
  });

  test('CSV: a header row, RFC 4180 quoting, the +91 phone neutralised with a warning', () => {
    const result = generate({ schema: 'name:fullName, address:address, phone:phone', rows: 50 });
    const parsed = Papa.parse<string[]>(result.output.trimEnd(), { delimiter: ',' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(['name', 'address', 'phone']);
    expect(parsed.data).toHaveLength(51);
    for (const row of parsed.data.slice(1)) expect(row[2]).toMatch(/^'\+91 /);
    expect(result.warnings.map(({ code }) => code)).toEqual(['formula_neutralized']);
    expect(result.columns).toEqual([
      { name: 'name', type: 'fullName' },
      { name: 'address', type: 'address' },
      { name: 'phone', type: 'phone' },
    ]);
  });
});

describe('invalid_schema and table_too_large', () => {
  function rejection(body: Partial<MockDataRequest>): ToolInputError {
    return toolError(() => generateMockData(withSpecDefaults('mock_data_generator', body)));
  }

  test.each([
    { given: 'name:fulName', want: /^Column "name" has the unknown type "fulName"\. Known types: fullName, firstName, /u },
    { given: 'name', want: /^"name" is not "column:type"\./ },
    { given: 'a:integer(5,1)', want: /^Column "a": min 5 is above max 1\./ },
    { given: 'a:integer(1)', want: /^Column "a": integer\(min,max\) takes 2 numbers\./ },
    { given: 'a:number(1,2,9)', want: /^Column "a": decimals must be 0 to 6\./ },
    { given: 'a:enum(x||y)', want: /^Column "a": enum values are separated by "\|" and none may be empty\./ },
    { given: 'a:uuid, a:uuid', want: /^Column "a" is named twice\./ },
    { given: '{"a": 1}', want: /^Column "a": its type must be a string such as "fullName"\./ },
    { given: '{"a": "uuid"', want: /^The schema starts with "\{" but is not a JSON object/ },
    { given: ' ', want: /^The schema names no columns/ },
  ])('$given', ({ given, want }) => {
    const error = rejection({ schema: given });
    expect(error.code).toBe('invalid_schema');
    expect(error.message).toMatch(want);
  });

  test('10,000 rows of 30 addresses could outgrow the answer, and are refused before any is drawn', () => {
    const schema = Array.from({ length: 30 }, (_, i) => `a${i}:address`).join(',');
    expect(rejection({ schema, rows: 10_000 }).code).toBe('table_too_large');
  });
});

describe('the answer-size bound fits real tables', () => {
  // A typical customer table of 13 columns: at 10,000 rows its answer is about a third of the limit.
  const customers =
    'name:fullName,email:email,phone:phone,pan:pan,gstin:gstin,aadhaar:aadhaar,address:address,city:city,state:state,pincode:pincode,company:company,ifsc:ifsc,upi:upi';

  test.each(requestEnums.mock_data_generator.format)('10,000 rows of 13 customer columns are generated (%s)', (format) => {
    const result = generate({ schema: customers, rows: 10_000, format, seed: 3 });
    expect(result.rows).toBe(10_000);
    expect(Buffer.byteLength(JSON.stringify(result.output))).toBeLessThan(MAX_OUTPUT_BYTES / 2);
  });

  test.each(requestEnums.mock_data_generator.format)(
    'the bound holds for every type (%s): no answer is larger than the bound said',
    (format) => {
      const types = [
        ...COLUMN_TYPES.slice(0, -3),
        'integer(-9007199254740991,9007199254740991)',
        'number(-1000000,1000000,6)',
        'enum(=a"b|\\\\x|नमस्ते)',
      ];
      const schema = types.map((type, i) => `c${i}:${type}`).join(',');
      const result = generate({ schema, rows: 2000, format, seed: 9 });
      expect(Buffer.byteLength(JSON.stringify(result.output)) - 2).toBeLessThanOrEqual(outputBound(readSchema(schema), 2000, format));
    },
  );
});

describe('distributions close to real Indian data', () => {
  const rows = rowsOf({ schema: 'state:state,pan:pan,name:fullName,company:company', rows: 10_000, seed: 11 });

  test('states in proportion to population (Census 2011): Uttar Pradesh about 16.5 %, Lakshadweep rare', () => {
    const share = (state: string) => rows.filter((row) => row.state === state).length / rows.length;
    expect(share('Uttar Pradesh')).toBeGreaterThan(0.14);
    expect(share('Uttar Pradesh')).toBeLessThan(0.19);
    expect(share('Lakshadweep')).toBeLessThan(0.001);
  });

  test('PAN holder type P (individual) in about 95 % of rows; the serial is never 0000', () => {
    const pans = rows.map((row) => row.pan as string);
    const individuals = pans.filter((pan) => pan[3] === 'P').length / pans.length;
    expect(individuals).toBeGreaterThan(0.93);
    expect(individuals).toBeLessThan(0.97);
    const more = [12, 13, 14, 15].flatMap((seed) => rowsOf({ schema: 'pan:pan', rows: 10_000, seed }).map((row) => row.pan as string));
    expect([...pans, ...more].filter((pan) => pan.slice(5, 9) === '0000')).toEqual([]);
  });

  test('names as Indians have them: common names of every community', () => {
    const firsts = new Set(rows.map((row) => (row.name as string).split(' ')[0]));
    for (const common of ['Amit', 'Neha', 'Pooja', 'Mohammed', 'Fatima', 'Joseph', 'Gurpreet', 'Lakshmi']) expect(firsts).toContain(common);
  });

  test('companies: thousands of distinct names in 10,000 rows', () => {
    expect(new Set(rows.map((row) => row.company)).size).toBeGreaterThan(5000);
  });
});

describe('columns are independent', () => {
  test("adding, removing or moving columns leaves the other columns' values as they were", () => {
    const narrow = rowsOf({ schema: 'name:fullName,phone:phone,gstin:gstin', rows: 200, seed: 5 });
    const wide = rowsOf({
      schema: 'id:uuid,phone:phone,city:city,n:integer(1,9),gstin:gstin,email:email,name:fullName',
      rows: 200,
      seed: 5,
    });
    for (const column of ['name', 'phone', 'gstin']) expect(wide.map((row) => row[column])).toEqual(narrow.map((row) => row[column]));
  });

  test("a row's e-mail and UPI ID still belong to its name", () => {
    for (const row of rowsOf({ schema: 'email:email,upi:upi,name:fullName', rows: 200, seed: 6 })) {
      const handle = (row.name as string)
        .toLowerCase()
        .replace(/[^a-z ]/g, '')
        .replace(' ', '.');
      expect(row.email as string).toMatch(new RegExp(`^${handle}\\d+@`));
      expect(row.upi as string).toMatch(new RegExp(`^${handle}\\d+@`));
    }
  });
});
