import { problemTypes } from '../../src/problems/problem';
import { toolErrorCatalogue } from '../../src/tools/shared/errors';
import { specTools, toolSpec } from '../support/spec';

const documented = new Set(specTools.flatMap((tool) => toolSpec(tool).errors.map((error) => error.code)));

test('every 422 code an operation documents has a problem page', () => {
  const missing = [...documented].filter((code) => !Object.hasOwn(problemTypes, code));
  expect(missing).toEqual([]);
});

test('every tool error code in the catalogue is documented by at least one operation', () => {
  const undocumented = Object.keys(toolErrorCatalogue).filter((code) => !documented.has(code));
  expect(undocumented).toEqual([]);
});

test('each operation lists its codes in the 422 description the docs page shows', () => {
  for (const tool of specTools) {
    const { operation, errors } = toolSpec(tool);
    const description = String((operation.responses as Record<string, { description: string }>)['422']?.description);
    for (const { code } of errors) expect(`${tool}: ${description}`).toContain(`\`${code}\``);
  }
});
