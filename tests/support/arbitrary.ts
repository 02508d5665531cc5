import fc from 'fast-check';

type Schema = Record<string, unknown>;

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 60), minLength + 60);
  // Mix plain text, the whole Unicode range and lone surrogates (JSON can carry "\ud800").
  const plain = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
  if (typeof schema.pattern !== 'string') return plain;
  // A pattern: strings made to match it (Ajv tests patterns with the u flag), and for an unanchored one such as \S,
  // plain text around a match, which keeps the whole Unicode range. Lengths count code points, as maxLength does.
  const pattern = new RegExp(schema.pattern, 'u');
  const matching = fc.stringMatching(pattern);
  const candidates = schema.pattern.startsWith('^')
    ? matching
    : fc.oneof(
        matching,
        fc.tuple(plain, matching, plain).map(([before, match, after]) => before + match + after),
      );
  return candidates.filter((text) => {
    const length = Array.from(text).length;
    return length >= minLength && length <= Number(schema.maxLength ?? Infinity) && pattern.test(text);
  });
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum === undefined ? -1e6 : Number(schema.minimum);
  const max = schema.maximum === undefined ? 1e6 : Number(schema.maximum);
  if (integer) {
    const safeMin = Math.max(min, Number.MIN_SAFE_INTEGER);
    const safeMax = Math.min(max, Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      fc.integer({ min: Math.max(safeMin, -1e6), max: Math.min(safeMax, 1e6) }),
      fc.constantFrom(safeMin, safeMax),
      // Any safe integer folded into the range (a filter on a narrow range would almost never pass, and loops).
      fc.maxSafeInteger().map((n) => safeMin + (Math.abs(n) % (safeMax - safeMin + 1))),
    );
  }
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max),
    fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) }),
  );
}

/** Arbitrary JSON values that satisfy a (dereferenced) request schema: the subset of JSON Schema our request schemas use. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map(validValue));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = validValue((schema.items ?? {}) as Schema);
      const minLength = Number(schema.minItems ?? 0);
      const maxLength = Math.min(Number(schema.maxItems ?? 8), minLength + 8);
      return fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)])), {
        requiredKeys: required.filter((key) => key in properties),
      });
    }
    default:
      return jsonWithoutProtoKeys();
  }
}

/** Arbitrary JSON without "__proto__" keys: the service refuses those with 400 before validation (tested on its own). */
export function jsonWithoutProtoKeys(): fc.Arbitrary<unknown> {
  return fc.jsonValue().filter((value) => !JSON.stringify(value).includes('"__proto__"'));
}

export interface InvalidBody {
  body: Record<string, unknown>;
  /** The pointer the 422 must name. */
  pointer: string;
  mutation: string;
}

function wrongTypeValue(schema: Schema): fc.Arbitrary<unknown> {
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  const candidates: unknown[] = [];
  if (!types.has('string')) candidates.push('not-a-valid-value', '');
  if (!types.has('number') && !types.has('integer')) candidates.push(42, -1.5);
  if (!types.has('boolean')) candidates.push(true);
  if (!types.has('object')) candidates.push({ nested: 1 });
  if (!types.has('array')) candidates.push([1, 'two']);
  candidates.push(null);
  return fc.constantFrom(...candidates);
}

function outOfRangeValues(schema: Schema): unknown[] {
  const values: unknown[] = [];
  if (Array.isArray(schema.enum)) values.push('__not_in_enum__', 999_999_999);
  if (typeof schema.minimum === 'number') values.push(schema.minimum - (schema.type === 'integer' ? 1 : 0.5));
  if (typeof schema.maximum === 'number') values.push(schema.type === 'integer' ? schema.maximum + 1 : schema.maximum * 2 + 1);
  if (typeof schema.maxLength === 'number') values.push('x'.repeat(schema.maxLength + 1));
  if (typeof schema.minItems === 'number' && schema.minItems > 0) values.push([]);
  if (schema.type === 'integer') values.push(1.5);
  return values.filter((value) => !(typeof value === 'number' && !Number.isFinite(value)));
}

/** Bodies that violate the request schema in exactly one known place, with the pointer the service must report. */
export function invalidBody(schema: Schema): fc.Arbitrary<InvalidBody> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<InvalidBody>[] = [];
  for (const key of required) {
    mutations.push(
      base.map((body) => {
        const { [key]: _dropped, ...rest } = body;
        return { body: rest, pointer: `/${key}`, mutation: `missing ${key}` };
      }),
    );
  }
  mutations.push(
    fc.tuple(base, fc.constantFrom('extra', 'Mode', 'unknownField', '__proto_x'), jsonWithoutProtoKeys()).map(([body, key, value]) => ({
      body: { ...body, [key]: value },
      pointer: `/${key}`,
      mutation: `unknown property ${key}`,
    })),
  );
  for (const [key, propertySchema] of Object.entries(properties)) {
    mutations.push(
      fc
        .tuple(base, wrongTypeValue(propertySchema))
        .map(([body, value]) => ({ body: { ...body, [key]: value }, pointer: `/${key}`, mutation: `wrong type for ${key}` })),
    );
    const outOfRange = outOfRangeValues(propertySchema);
    if (outOfRange.length) {
      mutations.push(
        fc
          .tuple(base, fc.constantFrom(...outOfRange))
          .map(([body, value]) => ({ body: { ...body, [key]: value }, pointer: `/${key}`, mutation: `out of range ${key}` })),
      );
    }
  }
  return fc.oneof(...mutations);
}
