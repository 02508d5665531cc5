import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { patternWords } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'json-to-any-language';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when no lang is sent, then Go comes back (the default)', async () => {
    const response = await callTool(client, tool, { json: '{"id":1}' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ lang: 'go', rootName: 'Root', files: [{ path: 'model.go' }], dependencies: [] });
    expect(response.body.result.code).toBe(
      'package model\n\nimport "encoding/json"\n\nfunc UnmarshalRoot(data []byte) (Root, error) {\n\tvar r Root\n\terr := json.Unmarshal(data, &r)\n\treturn r, err\n}\n\nfunc (r *Root) Marshal() ([]byte, error) {\n\treturn json.Marshal(r)\n}\n\ntype Root struct {\n\tID int64 `json:"id"`\n}\n',
    );
  });

  test('when lang is not one of the six, then 422 validation_failed lists them', async () => {
    const problem = expectProblem(await callTool(client, tool, { json: '{}', lang: 'swift' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/lang', message: 'must be one of "go", "python", "rust", "kotlin", "java", "csharp"' }]);
  });

  test.each(['1bad', '_root', 'Order-Line', 'Ordér'])(
    'when rootName is %j, not an identifier, then 422 validation_failed points at it in the words of the spec',
    async (rootName) => {
      const problem = expectProblem(await callTool(client, tool, { json: '{}', rootName }), 422, 'validation_failed');
      expect(problem.errors).toEqual([{ pointer: '/rootName', message: patternWords(tool, 'rootName') }]);
    },
  );

  test('when the sample is not JSON, then 422 invalid_json names the field json', async () => {
    const problem = expectProblem(await callTool(client, tool, { json: '{"a":1', lang: 'python' }), 422, 'invalid_json');
    expect(problem.detail).toMatch(/^json is not valid JSON at line 1, column 7: /);
  });
});

describeToolCodes('json_to_any_language', {
  invalid_json: { body: { json: '{' } },
  json_too_deep: { body: { json: '['.repeat(65) + ']'.repeat(65) } },
  // Every property line is padded to the longest key of its type: one 45,000-character key beside 100 others.
  code_too_large: {
    body: { json: `{"${'k'.repeat(45_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}`, lang: 'go' },
  },
});
