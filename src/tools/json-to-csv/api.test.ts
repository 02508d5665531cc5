import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'json-to-csv';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when 2,000 rows of JSON are sent (through the pool), then CSV comes back and converts back to the same rows', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Row ${i}`, address: { city: 'Pune' } }));
    const csv = await callTool(client, tool, { text: JSON.stringify(rows) });
    expect(csv.status).toBe(200);
    expect(csv.body.result).toMatchObject({ direction: 'json-to-csv', columns: ['id', 'name', 'address.city'], rows: 2000 });
    const back = await callTool(client, tool, { text: csv.body.result.csv });
    expect(back.body.result.json).toEqual(rows);
  });

  test('when a CSV row is ragged, then 422 ragged_csv names its line', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a,b\n1,2\n3,4,5\n' }), 422, 'ragged_csv');
    expect(problem.detail).toBe('Line 3 has 3 fields; the header has 2.');
  });

  test('when direction is csv-to-json, then CSV whose first header starts with "[" is read as CSV, with no guess said', async () => {
    const response = await callTool(client, tool, { text: '[Note],b\n1,2\n', direction: 'csv-to-json' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ direction: 'csv-to-json', columns: ['[Note]', 'b'], json: [{ '[Note]': 1, b: 2 }] });
    expect(response.body.result.warnings.map(({ code }: { code: string }) => code)).not.toContain('read_as_csv');
  });

  test('when direction is json-to-csv and the text is CSV, then 422 invalid_json', async () => {
    expectProblem(await callTool(client, tool, { text: 'a,b\n1,2\n', direction: 'json-to-csv' }), 422, 'invalid_json');
  });

  test('when direction is not one the tool knows, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a\n1\n', direction: 'tsv' }), 422, 'validation_failed');
    expect((problem.errors as Array<{ pointer: string }>).map(({ pointer }) => pointer)).toEqual(['/direction']);
  });

  test('when the JSON is an array of numbers, then 422 not_tabular', async () => {
    expectProblem(await callTool(client, tool, { text: '[1,2,3]' }), 422, 'not_tabular');
  });

  test('when an unknown option is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a\n1\n', delimiter: ';' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([
      { pointer: '/delimiter', message: 'is not a property of this tool (unknown properties are rejected)' },
    ]);
  });
});

describeToolCodes('json_to_csv', {
  invalid_json: { body: { text: '[{"a": }]' } },
  json_too_deep: { body: { text: '['.repeat(65) + ']'.repeat(65) } },
  not_tabular: { body: { text: '[1,2,3]' } },
  invalid_csv: { body: { text: 'a,b\n"1,2\n' } },
  ragged_csv: { body: { text: 'a,b\n1,2\n3,4,5\n' } },
  // 1,100 objects with a key each: 1,100 rows × 1,100 columns, over 1,000,000 cells.
  table_too_large: { body: { text: JSON.stringify(Array.from({ length: 1100 }, (_, i) => ({ [`k${i}`]: 0 }))) } },
});
