import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'api-spec-generator';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when one endpoint is described without title or version, then the defaults are in info and lint is empty', async () => {
    const response = await callTool(client, tool, { text: 'GET /ping returns a pong with ok (boolean)' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ endpoints: 1, lint: [], warnings: [] });
    expect(response.body.result.yaml).toMatch(/^openapi: 3\.1\.0\ninfo:\n {2}title: My API\n {2}version: 1\.0\.0\n/);
  });

  test('when no line describes an endpoint, then 422 no_endpoints_found', async () => {
    expectProblem(await callTool(client, tool, { text: 'a shop api please' }), 422, 'no_endpoints_found');
  });

  test('when the text is longer than 65,536 characters, then 422 validation_failed gives the bound', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'x'.repeat(65_537) }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/text', message: 'must NOT have more than 65536 characters' }]);
  });
});

describeToolCodes('api_spec_generator', {
  no_endpoints_found: { body: { text: 'a shop api please' } },
});
