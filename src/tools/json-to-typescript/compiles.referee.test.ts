import { jsonToTypescript } from '.';
import { typecheck } from '../../../tests/support/compile';
import { githubRepo, jsonApi, rfc8259Image, rfc8259Places } from '../../../tests/support/typescript-samples';
import { withSpecDefaults } from '../../../tests/support/spec';

// The TypeScript compiler is a toolchain: these checks run in the referee tier (engine.test.ts holds the shapes).

/** The code, plus the sample assigned to the root type: both must type-check under --strict --noUnusedLocals. */
async function expectCompilesAndAccepts(text: string, rootName?: string): Promise<void> {
  const result = await jsonToTypescript(withSpecDefaults('json_to_typescript', { text, ...(rootName ? { rootName } : {}) }));
  expect(typecheck(`${result.code}\nexport const sample: ${result.rootName} = ${text};\n`)).toEqual([]);
}

test('the type check itself catches an unassignable sample and an unused local', () => {
  expect(typecheck('export interface A { a: number }\nexport const s: A = { "a": "x" };\n')).toHaveLength(1);
  expect(typecheck('interface A { a: number }\nexport const x = 1;\n')).toEqual(["'A' is declared but never used."]);
});

describe('the code compiles under --strict --noUnusedLocals and the sample is assignable to it', () => {
  test.each([
    { name: 'GitHub repository', given: githubRepo },
    { name: 'JSON:API document', given: jsonApi },
    { name: 'RFC 8259 §13 image', given: rfc8259Image },
    { name: 'RFC 8259 §13 places (top-level array)', given: rfc8259Places },
    { name: 'array of primitives', given: '[1, 2.5, null]' },
    { name: 'scalar', given: '"text"' },
    { name: 'empty array beside a filled one', given: '{"a":[[],[1,2]]}' },
    { name: 'objects used as a map', given: '{"scores":{"asha":1,"ravi":2,"meera":3,"kiran":4,"dev":5}}' },
    {
      name: 'an order with optional members, null and an always-empty array',
      given: '{"id":42,"items":[{"sku":"A1","qty":2},{"sku":"B7","qty":1,"giftWrap":true}],"coupon":null,"tags":[]}',
      rootName: 'Order',
    },
    {
      name: 'date-, UUID- and number-looking strings',
      given: '{"when":"2024-05-01T10:00:00Z","id":"3fa85f64-5717-4562-b3fc-2c963f66afa6","n":"42","ok":"true","kind":"a"}',
    },
    {
      name: 'a map of inline object types (1,000 keys)',
      given: JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, { [`v${i}`]: i }]))),
    },
  ])('$name', async ({ given, rootName }: { given: string; rootName?: string }) => {
    await expectCompilesAndAccepts(given, rootName);
  });
});
