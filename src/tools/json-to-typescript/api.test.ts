import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { patternWords } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'json-to-typescript';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when a sample is sent without rootName, then the pool answers interface Root', async () => {
    const response = await callTool(client, tool, { text: '{"name":"Asha","age":31}' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      code: 'export interface Root {\n    name: string;\n    age:  number;\n}\n',
      rootName: 'Root',
      warnings: [],
    });
  });

  test('when rootName is not an identifier, then 422 validation_failed points at it in the words of the spec', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{}', rootName: 'my root' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rootName', message: patternWords(tool, 'rootName') }]);
  });

  test('when the sample is not JSON, then 422 invalid_json', async () => {
    expectProblem(await callTool(client, tool, { text: "{'a': 1}" }), 422, 'invalid_json');
  });

  test('when rootName is longer than 64 characters, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{}', rootName: 'R'.repeat(65) }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rootName', message: 'must NOT have more than 64 characters' }]);
  });
});

describeToolCodes('json_to_typescript', {
  invalid_json: { body: { text: '{' } },
  json_too_deep: { body: { text: '['.repeat(65) + ']'.repeat(65) } },
  // Every property line is padded to the longest key of its type: one 45,000-character key beside 100 others.
  code_too_large: { body: { text: `{"${'k'.repeat(45_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}` } },
});
