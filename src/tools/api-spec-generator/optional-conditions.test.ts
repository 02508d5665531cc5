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

// Texts invented for these tests: a condition on the caller's wish before a field makes it optional, and names no field.
describe('"if the caller feels like it, a note" makes the note optional', () => {
  test.each([
    {
      name: '"if the gardener feels like it"',
      given: 'The app will call POST /gardens/{gardenId}/plots with the `label` and, if the gardener feels like it, a `note`.',
      want: ['POST /gardens/{gardenId}/plots body label', 'POST /gardens/{gardenId}/plots body note?'],
      not: ['POST /gardens/{gardenId}/plots body if'],
    },
    {
      name: '"if they like"',
      given: 'The app will call POST /gardens/{gardenId}/plots with the `label` and, if they like, a `note`.',
      want: ['POST /gardens/{gardenId}/plots body label', 'POST /gardens/{gardenId}/plots body note?'],
      not: ['POST /gardens/{gardenId}/plots body if'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
