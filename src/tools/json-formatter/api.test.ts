import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'json-formatter';
const client = useTestClient();

describe(`POST /api/v1/${tool}`, () => {
  test('when only text is sent, then the defaults apply: pretty with 2 spaces, keys in input order', async () => {
    const response = await callTool(client, tool, { text: '{"b":[1,{}],"a":null}' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tool,
      result: {
        valid: true,
        output: '{\n  "b": [\n    1,\n    {}\n  ],\n  "a": null\n}',
        warnings: [],
        stats: { depth: 3, keys: 2, duplicateKeys: 0 },
      },
    });
  });

  test('when indent is tab and sortKeys is true, then members are sorted at every depth and indented with tabs', async () => {
    const response = await callTool(client, tool, { text: '{"b":{"d":1,"c":2},"a":[]}', indent: 'tab', sortKeys: true });
    expect(response.body.result.output).toBe('{\n\t"a": [],\n\t"b": {\n\t\t"c": 2,\n\t\t"d": 1\n\t}\n}');
  });

  test('when minifying numbers a float cannot hold, then they are copied as written', async () => {
    const response = await callTool(client, tool, { text: ' [ 12345678901234567890 , 1.10 , -0 , 1e400 , "\\u00e9" ] ', mode: 'minify' });
    expect(response.body.result.output).toBe('[12345678901234567890,1.10,-0,1e400,"\\u00e9"]');
  });

  test('when a key repeats, then the last value is kept at the first place and a warning points at the member', async () => {
    const response = await callTool(client, tool, { text: '{"a":1,"b":2,"a":3}', mode: 'minify' });
    expect(response.body.result).toMatchObject({ valid: true, output: '{"a":3,"b":2}', stats: { duplicateKeys: 1 } });
    expect(response.body.result.warnings).toEqual([expect.objectContaining({ line: 1, column: 14, offset: 13, pointer: '/a' })]);
  });

  test('when there is a trailing comma, then 200 with valid false at the closing brace (line, column, offset)', async () => {
    const response = await callTool(client, tool, { text: '{\n  "a": 1,\n}' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      valid: false,
      error: { message: expect.stringMatching(/comma/i), line: 3, column: 1, offset: 12 },
      warnings: [],
    });
  });

  test('when the text is empty, then it is invalid at line 1, column 1, offset 0', async () => {
    const response = await callTool(client, tool, { text: '' });
    expect(response.body.result).toEqual({ valid: false, error: expect.objectContaining({ line: 1, column: 1, offset: 0 }), warnings: [] });
  });

  test('when pretty output would pass 32 characters per input character, then 422 output_too_large says so and suggests minify', async () => {
    // The attack from the hardening issue: 999 levels × 4 spaces on each of 3100 leaf lines is about 12 million
    // characters (1,500 times the 8 kB body).
    const depth = 999;
    const text = '['.repeat(depth) + Array.from({ length: 3100 }, () => '0').join(',') + ']'.repeat(depth);
    const problem = expectProblem(await callTool(client, tool, { text, indent: 4 }), 422, 'output_too_large');
    expect(problem.detail).toContain(`${32 * text.length + 4096} characters (32 per input character plus 4096)`);
    expect(problem.detail).toContain('minify');
    const minified = await callTool(client, tool, { text, mode: 'minify' });
    expect(minified.status).toBe(200);
  });

  test('when every documented error code is listed, then it is one this file triggers', () => {
    expect(toolSpec(tool).errors.map(({ code }) => code)).toEqual(['output_too_large']);
  });

  test('when text is missing, then 422 validation_failed points at /text', async () => {
    const problem = expectProblem(await callTool(client, tool, { mode: 'pretty' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/text', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{}', extra: 1 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when indent is not 2, 4 or tab, then 422 validation_failed lists the allowed values', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{}', indent: 3 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/indent', message: 'must be one of 2, 4, "tab"' }]);
  });

  test('when sortKeys is a string, then 422 validation_failed says it must be boolean', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: '{}', sortKeys: 'yes' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/sortKeys', message: expect.stringMatching(/^must be boolean \(got /) }]);
  });
});

describeToolCodes('json_formatter', {
  // 3,100 numbers 999 arrays deep, indented by 4: the output would be about 1,500 times the body.
  output_too_large: { body: { text: `${'['.repeat(999)}${Array(3100).fill(0).join(',')}${']'.repeat(999)}`, indent: 4 } },
});
