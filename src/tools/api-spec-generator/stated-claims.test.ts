import { generateApiSpec } from '.';
import { unheldAuth } from './auth-claims';
import { closedSetsIn, unheldSet } from './closed-sets';
import { headerNamesIn, unheldHeaders } from './header-claims';
import { labelledStatuses } from './status-claims';

// Texts invented for these tests: headers, statuses and closed sets of values said in sentences (issue 35: a
// sentence whose statement the document does not hold is a warning that quotes it, never silence).

async function messages(text: string): Promise<string[]> {
  const result = await generateApiSpec({ text, title: 'T', version: '1' });
  return result.warnings.map(({ code, message }) => `${code}: ${message}`);
}

describe('header names said in a sentence', () => {
  test.each([
    {
      name: 'when an X- name is in code marks, then it is named',
      given: 'Looms send the `X-Weaver-Pass` header.',
      want: ['X-Weaver-Pass'],
    },
    {
      name: 'when a hyphenated name is followed by "header", then it is named',
      given: 'Send the Loom-Shift header too.',
      want: ['Loom-Shift'],
    },
    { name: 'when the header is a standard one, then it is not', given: 'Set the Content-Type header and Authorization header.', want: [] },
    { name: 'when an X- name sits in a URL, then it is not', given: 'See https://docs.example/X-Weaver-Pass for more.', want: [] },
  ])('$name', ({ given, want }) => {
    expect(headerNamesIn(given)).toEqual(want);
  });

  test('when the document holds the header neither as credentials nor as a parameter, then the sentence is a warning', () => {
    expect(unheldHeaders('Weavers put their key in the X-Weaver-Pass header.', new Set(['x-other']))).toMatch(
      /^`X-Weaver-Pass` is a header named here but the document has it as no credentials and no parameter$/,
    );
  });

  test('when the document holds the header, case aside, then there is nothing to say', () => {
    expect(unheldHeaders('Weavers put their key in the X-Weaver-Pass header.', new Set(['x-weaver-pass']))).toBeUndefined();
  });

  test('when a header is read as credentials, then the engine gives no warning', async () => {
    const text =
      'GET /looms returns a list of looms with loom_id and width (number).\n\n/looms uses the weaver pass in the `X-Weaver-Pass` header.';
    expect(await messages(text)).toEqual([]);
  });
});

describe('statuses given after a label or a verb', () => {
  test.each([
    { name: 'when a status follows "Output:", then it is read', given: 'Output: 202, job_id and eta.', want: [202] },
    { name: 'when statuses follow "Errors:", then the first is read', given: 'Errors: 423 KILN_LOCKED, or a 400.', want: [423] },
    { name: 'when a status follows "it says", then it is read', given: 'If the kiln is cold it says 409.', want: [409] },
    { name: 'when a number after a label is an amount, then it is not', given: 'Output: 300 rows per page.', want: [] },
    { name: 'when a number is no status code, then it is not', given: 'Output: 650 degrees at most.', want: [] },
  ])('$name', ({ given, want }) => {
    expect(labelledStatuses(given)).toEqual(want);
  });
});

describe('closed sets of values said in words', () => {
  test.each([
    {
      name: 'when "Possible values:" lists them, then they are a set',
      given: 'Possible values: wood, gas',
      fields: [],
      want: [['wood', 'gas']],
    },
    {
      name: 'when "sirf … ya …" names them, then they are a set',
      given: 'fuel — sirf wood ya gas, aur kuch nahi',
      fields: [],
      want: [['wood', 'gas']],
    },
    {
      name: 'when "only … or …" ends the clause, then they are a set',
      given: 'The fuel is only wood or gas.',
      fields: [],
      want: [['wood', 'gas']],
    },
    {
      name: 'when a field leads them after a colon, then they are a set',
      given: 'fuel optional: wood, gas, coal',
      fields: ['fuel'],
      want: [['wood', 'gas', 'coal']],
    },
    {
      name: 'when a filter leads them, then they are a set',
      given: 'It takes an optional wing filter: north or south.',
      fields: [],
      want: [['north', 'south']],
    },
    { name: 'when a name that is no field leads them, then they are not', given: 'Answer: kiln_id, temperature.', fields: [], want: [] },
    {
      name: 'when the brackets hold a type and a remark, then they are not',
      given: 'fuel (string, mandatory)',
      fields: ['fuel'],
      want: [],
    },
    { name: 'when more prose follows the list, then it is not a set', given: 'fuel: wood, gas and more later', fields: ['fuel'], want: [] },
  ])('$name', ({ given, fields, want }) => {
    expect(closedSetsIn(given, new Set(fields)).map(({ values }) => values)).toEqual(want);
  });

  const scope = (fields: string[], enums: string[]) => ({
    fields: new Set(fields),
    enums: new Set(enums),
    names: new Set([...fields, ...enums]),
  });

  test('when no enum holds the values, then the sentence is a warning naming them', () => {
    expect(unheldSet('fuel optional: wood, gas', scope(['fuel'], []))).toBe(
      '`wood`, `gas` are named here as the only values of a field but no enum holds them',
    );
  });

  test('when the values said to be values became fields, then the warning says so', () => {
    expect(unheldSet('Possible values: wood, gas', scope(['fuel', 'wood', 'gas'], []))).toBe(
      '`wood`, `gas` are named here as the only values of a field but the document has them as fields',
    );
  });

  test('when an enum holds the values, then there is nothing to say', () => {
    expect(unheldSet('fuel optional: wood, gas', scope(['fuel'], ['wood', 'gas']))).toBeUndefined();
  });

  test("when a filter's values are read as no enum, then the engine warns and quotes the sentence", async () => {
    const text = 'GET /kennels returns a list of kennels with kennel_id and wing. It takes an optional wing filter: north or south.';
    expect(await messages(text)).toEqual([
      'item_not_used: Line 1 ("It takes an optional wing filter: north or south."): `north`, `south` are named here as the only values of a field but no enum holds them.',
    ]);
  });
});

describe('credentials said by pointing back to an earlier endpoint', () => {
  test.each([
    {
      name: 'when "same key" is said of an endpoint that requires nothing, then it is a warning',
      given: 'Harvest log: same key.',
      secured: false,
      warns: true,
    },
    { name: 'when "Bearer again" is said, then it is a warning', given: 'Bearer again, of course.', secured: false, warns: true },
    { name: 'when it is said in Hinglish, then it is a warning', given: 'Isme bhi wahi farm token.', secured: false, warns: true },
    { name: 'when the endpoint requires credentials, then there is nothing to say', given: 'Same token.', secured: true, warns: false },
    {
      name: 'when the sentence says it is public, then there is nothing to say',
      given: 'Same as before, but public: no login.',
      secured: false,
      warns: false,
    },
    { name: 'when no credentials are named, then there is nothing to say', given: 'Same fields as above.', secured: false, warns: false },
  ])('$name', ({ given, secured, warns }) => {
    expect(unheldAuth(given, secured) !== undefined).toBe(warns);
  });
});
