import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';

const tool = 'data-anonymizer';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when only text is sent, then PII columns are detected and masked (the defaults)', async () => {
    const response = await callTool(client, tool, { text: 'id,email\n1,asha@example.in\n' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      format: 'csv',
      mode: 'mask',
      rows: 1,
      cellsChanged: 1,
      output: 'id,email\n1,****@example.in\n',
    });
  });

  test('when a named column does not exist, then 422 unknown_column', async () => {
    expectProblem(await callTool(client, tool, { text: 'a\n1\n', columns: ['b'] }), 422, 'unknown_column');
  });

  test('when the mode is unknown, then 422 validation_failed lists the three', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a\n1\n', mode: 'encrypt' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/mode', message: 'must be one of "mask", "hash", "redact"' }]);
  });
});
