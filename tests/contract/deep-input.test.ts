import { callTool, expectProblem, useTestClient } from '../support/app';

// Every engine that walks nested user input (JSON, YAML, CSV dot paths) either refuses input nested deeper than it
// reads with its own 422 code, before any recursion, or reads it to a fixed depth: never a RangeError (a 500 that
// logs an error line for every such request). Each input is schema-valid and as deep as the schema lets it be.

const N = 100_000;
const arrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const openapiJson = (schema: string): string =>
  `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a":{"post":{"operationId":"a","requestBody":{"content":{"application/json":{"schema":${schema}}}}}}}}`;
const openapiYaml = (schema: string): string =>
  `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: a\n      requestBody:\n        content:\n          application/json:\n            schema: ${schema}\n`;

describe('engines whose recursion had no bound (500 engine_error before)', () => {
  const client = useTestClient();

  test.each([
    { name: 'a JSON document with an example nested 100,000 deep', text: openapiJson(`{"type":"array","example":${arrays(N)}}`) },
    { name: 'a JSON document with a schema nested 100,000 deep', text: openapiJson(`${'{"not":'.repeat(N)}{}${'}'.repeat(N)}`) },
    { name: 'a YAML document with a flow collection nested 100,000 deep', text: openapiYaml(`{type: array, example: ${arrays(N)}}`) },
    { name: 'a YAML document with compact sequences nested 100,000 deep', text: openapiYaml(`\n              ${'- '.repeat(N)}x`) },
    { name: 'a YAML document whose alias refers to itself', text: openapiYaml('&s {type: object, properties: {a: *s}}') },
  ])('when mcp-server-generator reads $name, then 422 invalid_tool_source', async ({ text }) => {
    const problem = expectProblem(await callTool(client, 'mcp-server-generator', { text }), 422, 'invalid_tool_source');
    expect(problem.detail).toMatch(/^The document nests arrays and objects more than 128 levels deep/);
  });

  test('when mcp-server-generator reads a document nested 60 deep, then it is read as before', async () => {
    const schema = `${'{"type":"object","properties":{"a":'.repeat(30)}{"type":"string"}${'}}'.repeat(30)}`;
    const response = await callTool(client, 'mcp-server-generator', { text: openapiJson(schema) });
    expect(response.status).toBe(200);
    expect(response.body.result.manifest.tools).toHaveLength(1);
  });

  test.each([
    { name: 'a JSON cell nested 100,000 deep', text: `a\n${arrays(N)}\n`, detail: /^A cell of column "a" nests arrays 100000 levels deep/ },
    {
      name: 'a header with 100,000 dot-separated parts',
      text: `${Array(N).fill('a').join('.')}\n1\n`,
      detail: /nests objects 100000 levels deep/,
    },
  ])('when json-to-csv reads CSV with $name, then 422 json_too_deep', async ({ text, detail }) => {
    const response = await callTool(client, 'json-to-csv', { text, direction: 'csv-to-json' });
    expect(expectProblem(response, 422, 'json_too_deep').detail).toMatch(detail);
  });

  test('when api-spec-generator reads a JSON example nested as deep as its 65,536 characters allow, then it reads a few levels and answers', async () => {
    const response = await callTool(client, 'api-spec-generator', { text: `POST /users takes {"a": ${arrays(32_000)}}` });
    expect(response.status).toBe(200);
    const yaml = String(response.body.result.yaml);
    // The example is read a few levels deep wherever its schema is used, never 32,000.
    expect((yaml.match(/type: array/g) ?? []).length).toBeLessThan(20);
    expect(yaml.length).toBeLessThan(10_000);
  });

  test.each([
    { name: '--json with arrays nested 16,000 deep', curl: `curl --json '${arrays(16_000)}' https://example.com` },
    {
      name: 'a JSON object nested 5,000 deep (before: 50 MB of indented code, then code_too_large)',
      curl: `curl -H 'Content-Type: application/json' -d '${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}' https://example.com`,
    },
  ])('when curl-to-code writes fetch code for $name, then the body goes as the string it is', async ({ curl }) => {
    const response = await callTool(client, 'curl-to-code', { curl, target: 'fetch' });
    expect(response.status).toBe(200);
    expect(response.body.result.code).not.toContain('JSON.stringify(');
    expect(response.body.result.code.length).toBeLessThan(2 * curl.length);
  });
});

describe('engines that were bounded already', () => {
  const client = useTestClient();

  test.each([
    { tool: 'json-schema-generator', body: { text: arrays(N) }, code: 'json_too_deep' },
    { tool: 'json-to-typescript', body: { text: arrays(N) }, code: 'json_too_deep' },
    { tool: 'json-to-any-language', body: { json: arrays(N), lang: 'go' }, code: 'json_too_deep' },
    { tool: 'json-to-csv', body: { text: arrays(N) }, code: 'json_too_deep' },
    { tool: 'data-anonymizer', body: { text: `[{"a":${arrays(N - 10)}}]` }, code: 'json_too_deep' },
    {
      tool: 'jwt-decoder',
      body: { token: `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(`{"a":${arrays(24_000)}}`).toString('base64url')}.c2ln` },
      code: 'malformed_jwt',
    },
  ])('when $tool reads input nested as deep as its schema allows, then 422 $code', async ({ tool, body, code }) => {
    expectProblem(await callTool(client, tool, body), 422, code);
  });

  test('when json-formatter reads JSON nested 100,000 deep, then a validator answer: not valid, nesting deeper than 1000 levels', async () => {
    const response = await callTool(client, 'json-formatter', { text: arrays(N) });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ valid: false, error: { message: 'Nesting deeper than 1000 levels is not supported.' } });
  });
});
