import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'mock-data-generator';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when only a schema is sent, then 10 CSV rows with seed 42 come back, the same on a second call', async () => {
    const first = await callTool(client, tool, { schema: 'name:fullName, city:city' });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ format: 'csv', rows: 10 });
    expect(first.body.result.output.split('\r\n')).toHaveLength(12);
    const second = await callTool(client, tool, { schema: 'name:fullName, city:city', seed: 42 });
    expect(second.body.result.output).toBe(first.body.result.output);
  });

  test('when a type is unknown, then 422 invalid_schema lists the known types', async () => {
    const problem = expectProblem(await callTool(client, tool, { schema: 'x:creditCard' }), 422, 'invalid_schema');
    expect(problem.detail).toMatch(/^Column "x" has the unknown type "creditCard"\. Known types: fullName, firstName, lastName, /);
  });

  test('when rows is above 10,000, then 422 validation_failed gives the bound', async () => {
    const problem = expectProblem(await callTool(client, tool, { schema: 'a:uuid', rows: 10_001 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/rows', message: 'must be <= 10000' }]);
  });
});

describeToolCodes('mock_data_generator', {
  invalid_schema: { body: { schema: 'x:creditCard' } },
  // 4,000 JSON rows of 11 enum columns whose value is 64 double quotes: the bound passes 10 MiB before any row is made.
  table_too_large: {
    body: {
      schema: JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, `enum(${'"'.repeat(64)})`]))),
      rows: 4000,
      format: 'json',
    },
  },
});
