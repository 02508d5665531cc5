import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { ToolInputError } from '../shared/errors';
import { generateJsonSchema } from '.';
import { specAjv, toolSpec } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('json-schema-generator').result);

/** Strict Ajv 2020 with the standard formats: what a careful consumer of the schema would use. */
function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv;
}

function infer(sample: unknown) {
  const result = generateJsonSchema({ text: JSON.stringify(sample) });
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

function expectSampleValidates(sample: unknown): void {
  const ajv = strictAjv();
  const { schema } = infer(sample);
  expect(ajv.validate(schema, sample) ? [] : ajv.errors).toEqual([]);
}

const dialect = 'https://json-schema.org/draft/2020-12/schema';

describe('inference', () => {
  test.each([
    { name: 'integer', given: 42, want: { type: 'integer' } },
    { name: 'number', given: 4.2, want: { type: 'number' } },
    { name: 'boolean', given: true, want: { type: 'boolean' } },
    { name: 'null', given: null, want: { type: 'null' } },
    { name: 'plain string', given: 'hello', want: { type: 'string' } },
    { name: 'uuid (RFC 9562 §6.8 example)', given: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', want: { type: 'string', format: 'uuid' } },
    { name: 'RFC 3339 date-time', given: '1985-04-12T23:20:50.52Z', want: { type: 'string', format: 'date-time' } },
    { name: 'date-time without a zone is only a string', given: '1985-04-12T23:20:50', want: { type: 'string' } },
    { name: 'date', given: '2024-02-29', want: { type: 'string', format: 'date' } },
    { name: 'impossible date is only a string', given: '2023-02-29', want: { type: 'string' } },
    { name: 'email', given: 'asha@example.in', want: { type: 'string', format: 'email' } },
    { name: 'ipv4', given: '192.0.2.1', want: { type: 'string', format: 'ipv4' } },
    { name: 'uri', given: 'https://example.com/a?b=1', want: { type: 'string', format: 'uri' } },
    { name: 'a scheme word without // is no uri', given: 'note:hello', want: { type: 'string' } },
    { name: 'empty array', given: [], want: { type: 'array' } },
    { name: 'integers and a fraction merge to number', given: [1, 2.5], want: { type: 'array', items: { type: 'number' } } },
    { name: 'sometimes null', given: ['a', null], want: { type: 'array', items: { type: ['string', 'null'] } } },
    { name: 'formats only when every value has it', given: ['2024-01-01', 'soon'], want: { type: 'array', items: { type: 'string' } } },
    {
      name: 'required: keys present in every element',
      given: [{ a: 1, b: 'x' }, { a: 2 }],
      want: {
        type: 'array',
        items: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } }, required: ['a'] },
      },
    },
    {
      name: 'nested objects',
      given: { address: { city: 'Pune', pin: '411001' } },
      want: {
        type: 'object',
        properties: {
          address: { type: 'object', properties: { city: { type: 'string' }, pin: { type: 'string' } }, required: ['city', 'pin'] },
        },
        required: ['address'],
      },
    },
    {
      name: 'an empty array beside a filled one takes the filled one’s items',
      given: [[], [1]],
      want: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
    },
  ])('$name', ({ given, want }) => {
    expect(infer(given).schema).toEqual({ $schema: dialect, ...want });
    expectSampleValidates(given);
  });

  test('a "__proto__" key stays a key', () => {
    const { schema } = generateJsonSchema({ text: '{"__proto__":{"a":1}}' });
    expect(Object.keys(schema.properties as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
  });
});

describe('warnings', () => {
  test('an array empty wherever it occurs: empty_array with its pointer', () => {
    expect(infer({ orders: [{ tags: [] }, { tags: [] }] }).warnings).toEqual([
      {
        code: 'empty_array',
        message: 'The array at "/orders/0/tags" is empty wherever it occurs, so its items are left unconstrained.',
        pointer: '/orders/0/tags',
      },
    ]);
  });
});

describe('errors', () => {
  test.each([
    { given: '{"a":1,}', code: 'invalid_json', detail: /^text is not valid JSON at line 1, column 8: / },
    { given: '{\n  "a": 01\n}', code: 'invalid_json', detail: /^text is not valid JSON at line 2, column 9: / },
    { given: '', code: 'invalid_json', detail: /^text is not valid JSON at line 1, column 1: / },
    {
      given: `${'['.repeat(65)}${']'.repeat(65)}`,
      code: 'json_too_deep',
      detail: /^text nests arrays and objects 65 levels deep; this tool reads at most 64\.$/,
    },
  ])('$code: $detail', ({ given, code, detail }) => {
    let error: unknown;
    try {
      generateJsonSchema({ text: given });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect((error as ToolInputError).code).toBe(code);
    expect((error as ToolInputError).message).toMatch(detail);
  });

  test('64 levels are read', () => {
    expect(() => generateJsonSchema({ text: `${'['.repeat(64)}${']'.repeat(64)}` })).not.toThrow();
  });
});

// Whatever the sample, it validates against the schema inferred from it (strict Ajv 2020, standard formats).
test('property: every sample validates against its own schema', () => {
  const ajv = strictAjv();
  const strings = fc.oneof(
    fc.string(),
    fc.uuid(),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.emailAddress(),
    fc.ipV4(),
    fc.webUrl(),
  );
  const values = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      strings,
      tie('array'),
      tie('object'),
    ),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
  })).value;
  fc.assert(
    fc.property(values, (sample) => {
      const { schema } = generateJsonSchema({ text: JSON.stringify(sample) });
      const reparsed = JSON.parse(JSON.stringify(sample)) as unknown;
      return ajv.validate(schema, reparsed) || (console.error(ajv.errors), false);
    }),
    { numRuns: 300 },
  );
});
