import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

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

describeToolCodes('data_anonymizer', {
  invalid_unicode: { body: { text: 'email\na\uD800@x.in\n' } },
  invalid_json: { body: { text: '[{"email": }]' } },
  json_too_deep: { body: { text: '['.repeat(65) + ']'.repeat(65) } },
  not_tabular: { body: { text: '[1, 2]' } },
  invalid_csv: { body: { text: 'email\n"a@b.in\n' } },
  ragged_csv: { body: { text: 'email,name\na@b.in\n' } },
  unknown_column: { body: { text: 'email\na@b.in\n', columns: ['phone'] } },
  conflicting_columns: { body: { text: 'email,city\na@b.in,Pune\n', columns: ['city'], keep: ['city'] } },
  // 125,000 e-mail addresses in hash mode: each hash is up to 66 characters, over the 8 MiB answer.
  table_too_large: { body: { text: `email\n${'a@b.in\n'.repeat(125_000)}`, mode: 'hash', salt: 's' } },
});
