import { specAjv, toolSpec } from '../../../tests/support/spec';
import { gstinCheckCharacter, validateGstin, type GstinValidationResult } from '.';

// Independent check: ERPNext's validate_gstin_check_digit (erpnext/regional/india/utils.py, kept in
// resilient-tech/india-compliance), transcribed as written, so constructed IDs are not checked against our own code.
function erpnextCheckDigit(first14: string): string {
  const codePointChars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const mod = codePointChars.length;
  let factor = 1;
  let total = 0;
  for (const char of first14) {
    let digit = factor * codePointChars.indexOf(char);
    digit = Math.floor(digit / mod) + (digit % mod);
    total += digit;
    factor = factor === 1 ? 2 : 1;
  }
  return codePointChars.charAt((mod - (total % mod)) % mod);
}

const snippet = toolSpec('gstin-validator') as { request: object; result: object };
const ajv = specAjv();
const resultSchemaValid = ajv.compile(snippet.result);
const requestSchemaValid = ajv.compile(snippet.request);

function check(gstin: string): GstinValidationResult {
  const result = validateGstin({ gstin });
  expect(resultSchemaValid(result)).toBe(true);
  expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  return result;
}

describe('gstinCheckCharacter', () => {
  test.each([
    // docs/reference/india.md worked example (sum 221 -> V); python-stdnum stdnum/in_/gstin.py doctest 27AAPFU0939F1ZV
    { name: 'docs/reference/india.md worked example', given: '27AAPFU0939F1Z', want: 'V' },
    // sum mod 36 = 0 gives "0": real GSTIN 12AAACI1681G1Z0 (srikanthlogic/gstin-validator src/index.test.js, Indian Oil list)
    { name: 'sum mod 36 = 0', given: '12AAACI1681G1Z', want: '0' },
    // srikanthlogic/gstin-validator src/index.test.js: Google India
    { name: 'Google India', given: '27AAGCG4576J1Z', want: '6' },
    // srikanthlogic/gstin-validator src/index.test.js: entity #11
    { name: 'entity B', given: '27AAGCG4576JBZ', want: 'W' },
  ])('$name', ({ given, want }) => {
    expect(gstinCheckCharacter(given)).toBe(want);
    expect(erpnextCheckDigit(given)).toBe(want);
  });

  test('agrees with the ERPNext implementation on every single-character change of a real GSTIN prefix', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const base = '27AAPFU0939F1Z';
    for (let index = 0; index < 14; index += 1) {
      for (const char of alphabet) {
        const variant = base.slice(0, index) + char + base.slice(index + 1);
        expect(gstinCheckCharacter(variant)).toBe(erpnextCheckDigit(variant));
      }
    }
  });

  test.each([
    { name: 'too short', given: '27AAPFU0939F1' },
    { name: 'lower case', given: '27aapfu0939f1z' },
    { name: 'symbol', given: '27AAPFU0939F1!' },
  ])('rejects $name input with RangeError', ({ given }) => expect(() => gstinCheckCharacter(given)).toThrow(RangeError));
});

describe('validateGstin: real GSTINs', () => {
  // srikanthlogic/gstin-validator (npm gstin-validator) src/index.test.js, "GSTIN of Indian Oil across all states" and Google India
  const published = [
    '37AAACI1681G2ZN',
    '38AAALS7119L1ZH',
    '35AAACI1681G1ZS',
    '12AAACI1681G1Z0',
    '18AAACI1681G1ZO',
    '10AAACI1681G1Z4',
    '04AAACI1681G1ZX',
    '22AAACI1681G1ZZ',
    '26AAACI1681G1ZR',
    '25AAACI1681G1ZT',
    '07AAACI1681G1ZR',
    '30AAACI1681G1Z2',
    '24AAACI1681G1ZV',
    '06AAACI1681G1ZT',
    '02AAACI1681G3ZZ',
    '01AAACI1681G2Z2',
    '20AAACI1681G3Z1',
    '29AAACI1681G1ZL',
    '32AAACI1681G1ZY',
    '23AAACI1681G1ZX',
    '27AAACI1681G1ZP',
    '14AAACI1681G2ZV',
    '17AAACI1681G1ZQ',
    '15AAACI1681G1ZU',
    '13AAACI1681G1ZY',
    '21AAACI1681G1Z1',
    '34AAACI1681G1ZU',
    '03AAACI1681G1ZZ',
    '08AAACI1681G2ZO',
    '11AAACI1681G1Z2',
    '33AAACI1681G1ZW',
    '36AAACI1681G1ZQ',
    '16AAACI1681G1ZS',
    '09AAACI1681G1ZN',
    '05AAACI1681G1ZV',
    '19AAACI1681G1ZM',
    '06AAACI1681G2ZS',
    '24AAACI1681G2ZU',
    '27AAGCG4576J1Z6',
    '27AAGCG4576JBZW',
    // python-stdnum stdnum/in_/gstin.py doctest
    '27AAPFU0939F1ZV',
  ];
  test.each(published)('%s is valid', (gstin) => {
    const result = check(gstin);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.registrationType).toBe('regular');
  });

  test.each([
    {
      name: 'python-stdnum doctest 27AAPFU0939F1ZV decodes fully',
      given: '27AAPFU0939F1ZV',
      want: {
        valid: true,
        gstin: '27AAPFU0939F1ZV',
        registrationType: 'regular',
        stateCode: '27',
        stateName: 'Maharashtra',
        pan: 'AAPFU0939F',
        panHolderType: 'firm',
        entityNumber: 1,
        checkCharacter: 'V',
        expectedCheckCharacter: 'V',
        errors: [],
      },
    },
    {
      // gstin-validator test: "entity #11 belonging to Company whose PAN is AAGCG4576J registered in Maharashtra"
      name: 'gstin-validator 27AAGCG4576JBZW is entity 11 of a company',
      given: '27AAGCG4576JBZW',
      want: {
        valid: true,
        gstin: '27AAGCG4576JBZW',
        registrationType: 'regular',
        stateCode: '27',
        stateName: 'Maharashtra',
        pan: 'AAGCG4576J',
        panHolderType: 'company',
        entityNumber: 11,
        checkCharacter: 'W',
        expectedCheckCharacter: 'W',
        errors: [],
      },
    },
    {
      name: 'Ladakh (38), local authority PAN',
      given: '38AAALS7119L1ZH',
      want: expect.objectContaining({ valid: true, stateCode: '38', stateName: 'Ladakh', panHolderType: 'local_authority' }),
    },
    {
      name: 'Daman and Diu (25) is still accepted',
      given: '25AAACI1681G1ZT',
      want: expect.objectContaining({ valid: true, stateName: 'Daman and Diu' }),
    },
  ])('$name', ({ given, want }) => {
    const { warnings, ...result } = check(given);
    expect(warnings).toEqual([]);
    expect(result).toEqual(want);
  });
});

describe('validateGstin: normalisation', () => {
  test.each([
    { name: 'lower case', given: '27aapfu0939f1zv' },
    { name: 'surrounding spaces, tab and newline', given: ' \t27AAPFU0939F1ZV\n ' },
    { name: 'mixed case with padding', given: '  27AaPfU0939f1Zv  ' },
  ])('$name is trimmed and upper-cased', ({ given }) => {
    const result = check(given);
    expect(result.gstin).toBe('27AAPFU0939F1ZV');
    expect(result.valid).toBe(true);
  });

  test('only ASCII letters are upper-cased, so the length never changes ("ß" is not "SS")', () => {
    const result = check('27AAPFU0939F1Zß');
    expect(result.gstin).toBe('27AAPFU0939F1Zß');
    expect(result.errors.map((error) => error.code)).toEqual(['invalid_character']);
  });
});

describe('validateGstin: constructed IDs of the other registration types', () => {
  // Constructed (not real) from docs/reference/india.md's layouts and regexes; the check character comes from the ERPNext transcription above.
  test.each([
    {
      name: 'TCS, e-commerce operator',
      first14: '27AAPFU0939F1C',
      want: { registrationType: 'tcs', pan: 'AAPFU0939F', panHolderType: 'firm', entityNumber: 1 },
    },
    {
      name: 'TDS deductor with a PAN',
      first14: '27AAPFU0939F1D',
      want: { registrationType: 'tds', pan: 'AAPFU0939F', panHolderType: 'firm', entityNumber: 1 },
    },
    { name: 'TDS deductor with a TAN', first14: '27MUMA12345B1D', want: { registrationType: 'tds', tan: 'MUMA12345B', entityNumber: 1 } },
    { name: 'UIN, UN body (UN)', first14: '0717USA00001UN', want: { registrationType: 'uin' } },
    { name: 'UIN, other notified body (ON)', first14: '0717USA00001ON', want: { registrationType: 'uin' } },
    { name: 'NRI', first14: '0717GBR00001NR', want: { registrationType: 'nri' } },
    {
      name: 'OIDAR, state 99',
      first14: '9917USA29001OS',
      want: { registrationType: 'oidar', stateCode: '99', stateName: 'Centre Jurisdiction' },
    },
    {
      name: 'government department (check character is a digit)',
      first14: '07DELA12345B1Z',
      want: { registrationType: 'government_department', stateCode: '07' },
    },
    { name: 'state 97, Other Territory', first14: '97AAACI1681G1Z', want: { registrationType: 'regular', stateName: 'Other Territory' } },
    { name: 'state 99 regular', first14: '99AAACI1681G1Z', want: { registrationType: 'regular', stateName: 'Centre Jurisdiction' } },
  ])('$name', ({ first14, want }) => {
    const gstin = first14 + erpnextCheckDigit(first14);
    const result = check(gstin);
    expect(result).toEqual(expect.objectContaining({ valid: true, errors: [], ...want }));
  });

  test('formats without a PAN decode no PAN, holder type or entity number', () => {
    const result = check(`0717USA00001UN${erpnextCheckDigit('0717USA00001UN')}`);
    expect(result).not.toHaveProperty('pan');
    expect(result).not.toHaveProperty('panHolderType');
    expect(result).not.toHaveProperty('entityNumber');
  });
});

describe('validateGstin: invalid input', () => {
  test.each([
    {
      // python-stdnum doctest: 27AAPFU0939F1Z raises InvalidLength
      name: 'length 14 (python-stdnum doctest)',
      given: '27AAPFU0939F1Z',
      want: {
        valid: false,
        gstin: '27AAPFU0939F1Z',
        errors: [{ code: 'invalid_length', message: 'GSTIN has 14 characters; it must have 15.' }],
      },
    },
    {
      name: 'length 16',
      given: '27AAPFU0939F1ZVX',
      want: {
        valid: false,
        gstin: '27AAPFU0939F1ZVX',
        errors: [{ code: 'invalid_length', message: 'GSTIN has 16 characters; it must have 15.' }],
      },
    },
    {
      name: 'an inner space makes it 16 characters: the space is named by position',
      given: '27AAPFU0939F 1ZV',
      want: {
        valid: false,
        gstin: '27AAPFU0939F 1ZV',
        errors: [
          { code: 'invalid_length', message: 'GSTIN has 16 characters; it must have 15.' },
          { code: 'invalid_character', message: 'Position 13 is a space; a GSTIN has none: remove it.', position: 13 },
        ],
      },
    },
    {
      name: 'a no-break space inside is named by code point',
      given: '27AAPFU\u00a00939F1ZV',
      want: {
        valid: false,
        gstin: '27AAPFU\u00a00939F1ZV',
        errors: [
          { code: 'invalid_length', message: 'GSTIN has 16 characters; it must have 15.' },
          { code: 'invalid_character', message: 'Position 8 is whitespace (U+00A0); a GSTIN has none: remove it.', position: 8 },
        ],
      },
    },
    {
      name: 'empty',
      given: '   ',
      want: { valid: false, gstin: '', errors: [{ code: 'invalid_length', message: 'GSTIN has 0 characters; it must have 15.' }] },
    },
    {
      // gstin-validator test: '123412341234' is not 15 characters
      name: 'length 12 (gstin-validator test)',
      given: '123412341234',
      want: {
        valid: false,
        gstin: '123412341234',
        errors: [{ code: 'invalid_length', message: 'GSTIN has 12 characters; it must have 15.' }],
      },
    },
    {
      name: 'an emoji counts as one character',
      given: '27AAPFU0939F1Z😀',
      want: expect.objectContaining({
        errors: [
          {
            code: 'invalid_character',
            message: 'Character "😀" at position 15 is not allowed there; expected a digit 0-9 or a letter A-Z (check character).',
            position: 15,
          },
        ],
      }),
    },
  ])('$name', ({ given, want }) => {
    const { warnings, ...result } = check(given);
    expect(warnings).toEqual([]);
    expect(result).toEqual(want);
  });

  test.each([
    {
      // python-stdnum doctest: 27AAPFU0939F1ZO raises InvalidChecksum
      name: 'wrong check character (python-stdnum doctest)',
      given: '27AAPFU0939F1ZO',
      want: [{ code: 'checksum_mismatch', message: 'Check character is O; expected V.', position: 15 }],
    },
    {
      // gstin-validator test: 27AAGCG4576J1Z8 has an incorrect checksum
      name: 'wrong check character (gstin-validator test)',
      given: '27AAGCG4576J1Z8',
      want: [{ code: 'checksum_mismatch', message: 'Check character is 8; expected 6.', position: 15 }],
    },
    {
      // gstin-validator test: 25AAACI1681G1Z4 "Invalid checksum character in GSTIN"
      name: 'wrong check character (gstin-validator ValidateGSTIN test)',
      given: '25AAACI1681G1Z4',
      want: [{ code: 'checksum_mismatch', message: 'Check character is 4; expected T.', position: 15 }],
    },
    {
      name: 'check character 0 expected, another given',
      given: '12AAACI1681G1ZO',
      want: [{ code: 'checksum_mismatch', message: 'Check character is O; expected 0.', position: 15 }],
    },
    {
      // gstin-validator test: 47AAGCG4576J1A6 is not a GSTIN (state 47, position 14 "A")
      name: 'state 47 and position 14 "A" (gstin-validator test): all three errors',
      given: '47AAGCG4576J1A6',
      want: [
        { code: 'unknown_state_code', message: 'State code "47" at positions 1-2 is not a GST state code (01-38, 97 or 99).', position: 1 },
        {
          code: 'invalid_character',
          message:
            'Character "A" at position 14 is not allowed there; expected Z (regular taxpayer), C (e-commerce operator collecting TCS) or D (TDS deductor).',
          position: 14,
        },
        { code: 'checksum_mismatch', message: 'Check character is 6; expected J.', position: 15 },
      ],
    },
    {
      name: 'state 00',
      given: `00AAACI1681G1Z${erpnextCheckDigit('00AAACI1681G1Z')}`,
      want: [
        { code: 'unknown_state_code', message: 'State code "00" at positions 1-2 is not a GST state code (01-38, 97 or 99).', position: 1 },
      ],
    },
    {
      name: 'state 39',
      given: `39AAACI1681G1Z${erpnextCheckDigit('39AAACI1681G1Z')}`,
      want: [
        { code: 'unknown_state_code', message: 'State code "39" at positions 1-2 is not a GST state code (01-38, 97 or 99).', position: 1 },
      ],
    },
    {
      // 96 "Other Countries" is a place-of-supply code only (docs/reference/india.md)
      name: 'state 96',
      given: `96AAACI1681G1Z${erpnextCheckDigit('96AAACI1681G1Z')}`,
      want: [
        { code: 'unknown_state_code', message: 'State code "96" at positions 1-2 is not a GST state code (01-38, 97 or 99).', position: 1 },
      ],
    },
    {
      name: 'PAN holder type X',
      given: `27AAPXU0939F1Z${erpnextCheckDigit('27AAPXU0939F1Z')}`,
      want: [
        {
          code: 'invalid_pan_holder_type',
          message: 'PAN holder type "X" at position 6 is not one of P, C, H, F, A, T, B, L, J, G, K.',
          position: 6,
        },
      ],
    },
    {
      name: 'entity number 0',
      given: `27AAPFU0939F0Z${erpnextCheckDigit('27AAPFU0939F0Z')}`,
      want: [{ code: 'invalid_entity_number', message: 'Entity number at position 13 is "0"; it must be 1-9 or A-Z.', position: 13 }],
    },
    {
      name: 'symbol inside the PAN',
      given: '27AAPF!0939F1ZV',
      want: [
        {
          code: 'invalid_character',
          message: 'Character "!" at position 7 is not allowed there; expected a letter A-Z (PAN).',
          position: 7,
        },
      ],
    },
    {
      name: 'letter in the state code and digit in the PAN letters',
      given: '2AAAPF10939F1ZV',
      want: [
        {
          code: 'invalid_character',
          message: 'Character "A" at position 2 is not allowed there; expected a digit 0-9 (state code).',
          position: 2,
        },
        {
          code: 'invalid_character',
          message: 'Character "1" at position 7 is not allowed there; expected a letter A-Z (PAN).',
          position: 7,
        },
        { code: 'checksum_mismatch', message: `Check character is V; expected ${erpnextCheckDigit('2AAAPF10939F1Z')}.`, position: 15 },
      ],
    },
    {
      name: 'full-width digit and an inner space',
      given: '2７AAPFU09 9F1ZV',
      want: [
        {
          code: 'invalid_character',
          message: 'Character "７" at position 2 is not allowed there; expected a digit 0-9 (state code).',
          position: 2,
        },
        {
          code: 'invalid_character',
          message: 'Character U+0020 at position 10 is not allowed there; expected a digit 0-9 (PAN).',
          position: 10,
        },
      ],
    },
    {
      name: 'NUL control character',
      given: '27AAPFU0939F1Z\u0000',
      want: [
        {
          code: 'invalid_character',
          message: 'Character U+0000 at position 15 is not allowed there; expected a digit 0-9 or a letter A-Z (check character).',
          position: 15,
        },
      ],
    },
    {
      name: 'OIDAR marker with a state other than 99',
      given: `2717USA29001OS${erpnextCheckDigit('2717USA29001OS')}`,
      want: [
        {
          code: 'invalid_character',
          message: 'Character "2" at position 1 is not allowed there; expected 9 (OIDAR registrations begin with state code 99).',
          position: 1,
        },
        {
          code: 'invalid_character',
          message: 'Character "7" at position 2 is not allowed there; expected 9 (OIDAR registrations begin with state code 99).',
          position: 2,
        },
      ],
    },
    {
      name: 'government department ID with a wrong check digit',
      given: '07DELA12345B1Z7',
      want: [
        { code: 'checksum_mismatch', message: `Check character is 7; expected ${erpnextCheckDigit('07DELA12345B1Z')}.`, position: 15 },
      ],
    },
    {
      // As close to the regular layout as to the government one; ties go to regular, the common case (O/0 typo).
      name: 'digit at position 7 and a letter check character read as a regular GSTIN with a typo',
      given: '07DELA12345B1ZA',
      want: [
        {
          code: 'invalid_character',
          message: 'Character "1" at position 7 is not allowed there; expected a letter A-Z (PAN).',
          position: 7,
        },
        { code: 'checksum_mismatch', message: `Check character is A; expected ${erpnextCheckDigit('07DELA12345B1Z')}.`, position: 15 },
      ],
    },
  ])('$name', ({ given, want }) => {
    const result = check(given);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(want);
  });

  test('undecodable parts are omitted, decodable ones kept', () => {
    expect(check('2AAAPF10939F1ZV')).toEqual({
      valid: false,
      gstin: '2AAAPF10939F1ZV',
      registrationType: 'regular',
      entityNumber: 1,
      checkCharacter: 'V',
      expectedCheckCharacter: erpnextCheckDigit('2AAAPF10939F1Z'),
      errors: expect.any(Array),
      warnings: [],
    });
  });

  test('an unknown state code keeps stateCode but has no stateName', () => {
    const result = check(`39AAACI1681G1Z${erpnextCheckDigit('39AAACI1681G1Z')}`);
    expect(result.stateCode).toBe('39');
    expect(result).not.toHaveProperty('stateName');
  });

  test('an unrecognised registration type at position 14 leaves registrationType out', () => {
    expect(check('27AAPFU0939F1A6')).not.toHaveProperty('registrationType');
  });

  test.each([{ gstin: '27AAPFU0939F1ZV' }, { gstin: '' }])('request %j validates against the snippet request schema', (request) =>
    expect(requestSchemaValid(request)).toBe(true),
  );
});
