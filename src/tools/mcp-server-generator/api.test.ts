import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { patternWords } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'mcp-server-generator';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when tool lines are sent without serverName, then the manifest is named my-tools and the scaffold has four files', async () => {
    const response = await callTool(client, tool, { text: 'ping(): checks the server' });
    expect(response.status).toBe(200);
    expect(response.body.result.manifest).toEqual({
      name: 'my-tools',
      description: 'MCP server my-tools',
      version: '0.1.0',
      tools: [{ name: 'ping', description: 'checks the server', inputSchema: { type: 'object', properties: {} } }],
    });
    expect(response.body.result.files).toHaveLength(4);
  });

  test('when nothing describes a tool, then 422 invalid_tool_source', async () => {
    expectProblem(await callTool(client, tool, { text: 'please make tools' }), 422, 'invalid_tool_source');
  });

  test.each(['My Tools', '-tools', 'my_tools', '@scope/tools'])(
    'when serverName is %j, not a package name, then 422 validation_failed points at it in the words of the spec',
    async (serverName) => {
      const problem = expectProblem(await callTool(client, tool, { text: 'ping(): x', serverName }), 422, 'validation_failed');
      expect(problem.errors).toEqual([{ pointer: '/serverName', message: patternWords(tool, 'serverName') }]);
    },
  );
});

describeToolCodes('mcp_server_generator', {
  invalid_tool_source: { body: { text: 'please make tools' } },
  // 400 operations whose request body refers to one schema of 60 described properties: refs expand 400 times.
  code_too_large: {
    body: {
      text: JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'x', version: '1' },
        paths: Object.fromEntries(
          Array.from({ length: 400 }, (_, i) => [
            `/r${i}`,
            { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, responses: {} } },
          ]),
        ),
        components: {
          schemas: {
            A: {
              type: 'object',
              properties: Object.fromEntries(
                Array.from({ length: 60 }, (_, i) => [`f${i}`, { type: 'string', description: 'x'.repeat(400) }]),
              ),
            },
          },
        },
      }),
    },
  },
});
