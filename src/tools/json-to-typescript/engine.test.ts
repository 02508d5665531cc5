import { ToolInputError } from '../shared/errors';
import { jsonToTypescript } from '.';
import { jsonApi } from '../../../tests/support/typescript-samples';
import { toolErrorAsync } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('json-to-typescript').result);
const validateRequest = specAjv().compile(toolSpec('json-to-typescript').request);

async function generate(text: string, rootName?: string) {
  const result = await jsonToTypescript(withSpecDefaults('json_to_typescript', { text, ...(rootName ? { rootName } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

/** The code for a sample (compiles.referee.test.ts type-checks the same samples against it with tsc). */
async function codeFor(text: string, rootName?: string): Promise<string> {
  return (await generate(text, rootName)).code;
}

describe('the shapes quicktype writes', () => {
  test('an order: nested interfaces, optional where elements differ, null kept, unknown[] for an always-empty array', async () => {
    const code = await codeFor(
      '{"id":42,"items":[{"sku":"A1","qty":2},{"sku":"B7","qty":1,"giftWrap":true}],"coupon":null,"tags":[]}',
      'Order',
    );
    expect(code).toMatchInlineSnapshot(`
"export interface Order {
    id:     number;
    items:  Item[];
    coupon: null;
    tags:   unknown[];
}

export interface Item {
    sku:       string;
    qty:       number;
    giftWrap?: boolean;
}
"
`);
  });

  test('date-, UUID- and number-looking strings stay strings (inference off)', async () => {
    const code = await codeFor(
      '{"when":"2024-05-01T10:00:00Z","id":"3fa85f64-5717-4562-b3fc-2c963f66afa6","n":"42","ok":"true","kind":"a"}',
    );
    expect(code).not.toMatch(/Date|enum|number|boolean/);
  });

  test('a top-level array is an alias of its element type', async () => {
    expect((await generate('[{"city":"Pune"}]')).code).toMatch(/^export type Root = RootElement\[\];\n\nexport interface RootElement \{/);
  });

  test('an object read as a map of inline object types is a whole alias that compiles (a lazy match once cut it at the first brace)', async () => {
    // 1,000 keys each holding an object of its own key: quicktype makes a map, and names its type only inline.
    const text = JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, { [`v${i}`]: i }])));
    expect(await codeFor(text)).toBe('export type Root = { [key: string]: { [key: string]: number } };\n');
  });

  test('never any', async () => {
    expect((await generate(jsonApi)).code).not.toMatch(/\bany\b/);
  });

  test('a rootName not in PascalCase is written in PascalCase, with a warning', async () => {
    const result = await generate('{"a":1}', 'user_profile');
    expect(result.rootName).toBe('UserProfile');
    expect(result.code).toMatch(/^export interface UserProfile \{/);
    expect(result.warnings.map(({ code }) => code)).toEqual(['root_renamed']);
  });
});

describe('errors', () => {
  async function rejection(text: string, rootName = 'Root'): Promise<ToolInputError> {
    return toolErrorAsync(() => jsonToTypescript({ text, rootName }));
  }

  test('invalid JSON names line and column', async () => {
    const error = await rejection('{\n  "a": [1,]\n}');
    expect(error.code).toBe('invalid_json');
    expect(error.message).toMatch(/^text is not valid JSON at line 2, column 11: Trailing comma before ']' is not allowed\.$/);
  });

  test.each(['1Root', 'my-root', 'a b', ''])('rootName %j is not an identifier: the request schema refuses it', (rootName) => {
    expect(validateRequest({ text: '{"a":1}', rootName })).toBe(false);
    expect([...new Set(validateRequest.errors?.map(({ instancePath }) => instancePath))]).toEqual(['/rootName']);
  });

  test('one very long key beside many others is refused before quicktype pads every line to it', async () => {
    const text = `{"${'k'.repeat(200_000)}":0,${Array.from({ length: 30 }, (_, i) => `"name${i}":"x"`).join(',')}}`;
    expect((await rejection(text)).code).toBe('code_too_large');
  });
});
