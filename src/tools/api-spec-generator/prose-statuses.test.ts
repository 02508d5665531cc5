import { parse } from 'yaml';
import { generateApiSpec } from '.';
import { holds } from '../../../tests/support/openapi-items';
import { withSpecDefaults } from '../../../tests/support/spec';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */
async function check(text: string, want: string[], not: string[] = []) {
  const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text }));
  const document = parse(result.yaml) as Record<string, unknown>;
  expect({ missing: want.filter((item) => !holds(document, item)), wrong: not.filter((item) => holds(document, item)) }).toEqual({
    missing: [],
    wrong: [],
  });
}

// Texts invented for these tests: a second success status, with no body, said beside the usual one.
describe('"we send 204 with no body if …" beside a 200 adds the empty answer', () => {
  test.each([
    {
      name: 'a 204 said after the 200, with its condition',
      given:
        'The app will poll GET /ferries/{ferryId}/position. Normal answer is 200 with ferry_no and lat. We send 204 with no body if the ferry has not left.',
      want: [
        'GET /ferries/{ferryId}/position status 200',
        'GET /ferries/{ferryId}/position status 204',
        'GET /ferries/{ferryId}/position answer ferry_no',
      ],
    },
    {
      name: 'a 205 said before the 200',
      given: 'POST /looms/{loomId}/resets answers 205 when the loom was already idle, otherwise 201 with reset_id.',
      want: ['POST /looms/{loomId}/resets status 205', 'POST /looms/{loomId}/resets status 201'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});
