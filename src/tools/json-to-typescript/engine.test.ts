import { ToolInputError } from '../shared/errors';
import { jsonToTypescript } from '.';
import { typecheck } from '../../../tests/support/compile';
import { toolErrorAsync } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('json-to-typescript').result);
const validateRequest = specAjv().compile(toolSpec('json-to-typescript').request);

async function generate(text: string, rootName?: string) {
  const result = await jsonToTypescript(withSpecDefaults('json_to_typescript', { text, ...(rootName ? { rootName } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

/** The code, plus the sample assigned to the root type: both must type-check under --strict --noUnusedLocals. */
async function expectCompilesAndAccepts(text: string, rootName?: string): Promise<string> {
  const result = await generate(text, rootName);
  expect(typecheck(`${result.code}\nexport const sample: ${result.rootName} = ${text};\n`)).toEqual([]);
  return result.code;
}

// Samples from public corpora: the GitHub REST API docs (GET /repos/{owner}/{repo}, trimmed), JSON:API's example
// (jsonapi.org), and RFC 8259 §13's two examples.
const githubRepo = JSON.stringify({
  id: 1296269,
  name: 'Hello-World',
  full_name: 'octocat/Hello-World',
  owner: { login: 'octocat', id: 1, site_admin: false },
  private: false,
  description: 'This your first repo!',
  fork: false,
  homepage: 'https://github.com',
  language: null,
  forks_count: 9,
  topics: ['octocat', 'atom', 'electron', 'api'],
  permissions: { admin: false, push: false, pull: true },
  license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' },
  created_at: '2011-01-26T19:01:12Z',
});
const jsonApi = JSON.stringify({
  links: { self: 'http://example.com/articles' },
  data: [
    {
      type: 'articles',
      id: '1',
      attributes: { title: 'JSON:API paints my bikeshed!' },
      relationships: { author: { data: { type: 'people', id: '9' } }, comments: { data: [{ type: 'comments', id: '5' }] } },
    },
  ],
  included: [
    { type: 'people', id: '9', attributes: { firstName: 'Dan', lastName: 'Gebhardt', twitter: 'dgeb' } },
    { type: 'comments', id: '5', attributes: { body: 'First!' }, relationships: { author: { data: { type: 'people', id: '2' } } } },
  ],
});
const rfc8259Image =
  '{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}';
const rfc8259Places =
  '[{"precision":"zip","Latitude":37.7668,"Longitude":-122.3959,"Address":"","City":"SAN FRANCISCO","State":"CA","Zip":"94107","Country":"US"},{"precision":"zip","Latitude":37.371991,"Longitude":-122.026020,"Address":"","City":"SUNNYVALE","State":"CA","Zip":"94085","Country":"US"}]';

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
  ])('$name', async ({ given }) => {
    await expectCompilesAndAccepts(given);
  });
});

describe('the shapes quicktype writes', () => {
  test('an order: nested interfaces, optional where elements differ, null kept, unknown[] for an always-empty array', async () => {
    const code = await expectCompilesAndAccepts(
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
    const code = await expectCompilesAndAccepts(
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
    expect(await expectCompilesAndAccepts(text)).toBe('export type Root = { [key: string]: { [key: string]: number } };\n');
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
