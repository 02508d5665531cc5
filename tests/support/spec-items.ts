import { parse } from 'yaml';
import { generateApiSpec } from '../../src/tools/api-spec-generator';
import { holds } from './openapi-items';
import { withSpecDefaults } from './spec';

/**
 * The api-spec-generator's tests of its reading rules: the document written for `text` holds every item of `want` and
 * none of `not` (openapi-items.ts notation); a failure lists the missing and the wrong ones.
 */
export async function expectItems(text: string, want: string[], not: string[] = []): Promise<void> {
  const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text }));
  const document = parse(result.yaml) as Record<string, unknown>;
  expect({ missing: want.filter((item) => !holds(document, item)), wrong: not.filter((item) => holds(document, item)) }).toEqual({
    missing: [],
    wrong: [],
  });
}
