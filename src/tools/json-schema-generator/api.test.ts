import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'json-schema-generator';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when a sample above the inline threshold is sent, then the pool answers the same schema shape', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}`, email: `u${i}@example.in` }));
    const response = await callTool(client, tool, { text: JSON.stringify(rows) });
    expect(response.status).toBe(200);
    expect(response.body.result.schema.items).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string', format: 'email' } },
      required: ['id', 'name', 'email'],
    });
  });

  test('when the text is not JSON, then 422 invalid_json gives line and column', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{"a": [1, 2,]}' }), 422, 'invalid_json');
    expect(problem.detail).toMatch(/^text is not valid JSON at line 1, column 13: /);
  });

  test('when the sample nests 65 levels, then 422 json_too_deep', async () => {
    expectProblem(await callTool(client, tool, { text: '['.repeat(65) + ']'.repeat(65) }), 422, 'json_too_deep');
  });

  test('when text is missing, then 422 validation_failed points at /text', async () => {
    const problem = expectProblem(await callTool(client, tool, {}), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/text', message: expect.stringMatching(/^is required/) }]);
  });
});

describeToolCodes('json_schema_generator', {
  invalid_json: { body: { text: '{"a": [1, 2,]}' } },
  json_too_deep: { body: { text: '['.repeat(65) + ']'.repeat(65) } },
});
