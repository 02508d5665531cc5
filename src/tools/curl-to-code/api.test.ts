import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'curl-to-code';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when no target is sent, then fetch comes back (the default)', async () => {
    const response = await callTool(client, tool, { curl: 'curl https://api.example.com/items' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ target: 'fetch', code: "fetch('https://api.example.com/items');\n", warnings: [] });
  });

  test('when the text is not a curl command, then 422 invalid_curl says why', async () => {
    const problem = expectProblem(await callTool(client, tool, { curl: 'wget https://example.com' }), 422, 'invalid_curl');
    expect(problem.detail).toBe('The command starts with "wget"; send a command that starts with curl.');
  });

  test('when the target is unknown, then 422 validation_failed lists the five', async () => {
    const problem = expectProblem(await callTool(client, tool, { curl: 'curl https://x', target: 'ruby' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/target', message: 'must be one of "fetch", "axios", "python", "go", "php"' }]);
  });

  test('when the command is longer than the parser reads, then 422 validation_failed gives the bound', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { curl: `curl https://x -d ${'a'.repeat(32_767)}` }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/curl', message: 'must NOT have more than 32767 characters' }]);
  });
});

describeToolCodes('curl_to_code', {
  invalid_curl: { body: { curl: 'wget https://example.com' } },
  code_too_large: {
    unreachable: 'the most code found from 32,767 characters is axios for 6,550 -d @file options, 98% of the bound',
    largest: { curl: `curl https://x${' -d@a'.repeat(6550)}`, target: 'axios' },
  },
});
