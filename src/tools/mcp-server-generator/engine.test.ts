import { ToolInputError } from '../shared/errors';
import { generateMcpServer, type McpServerRequest } from '.';
import { petstore, plain } from '../../../tests/support/mcp-sources';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('mcp-server-generator').result);

function generate(text: string, serverName?: string) {
  const result = generateMcpServer(withSpecDefaults('mcp_server_generator', { text, ...(serverName ? { serverName } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const file = (result: ReturnType<typeof generate>, path: string): string => result.files.find((f) => f.path === path)?.content ?? '';

describe('tools read', () => {
  test('plain-language lines: names, descriptions, JSON Schema inputs', () => {
    const { manifest, source } = generate(plain);
    expect(source).toBe('text');
    expect(manifest.tools[0]).toEqual({
      name: 'get_weather',
      description: 'current weather for a city',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, units: { type: 'string', enum: ['metric', 'imperial'] } },
        required: ['city'],
      },
    });
    expect(manifest.tools.map(({ name }) => name)).toEqual(['get_weather', 'convert_amount', 'ping']);
  });

  test('OpenAPI (YAML): one tool per operation, names from operationId, path and query inputs, the JSON body, local $refs resolved', () => {
    const result = generate(petstore, 'petstore');
    expect(result.source).toBe('openapi');
    expect(result.manifest.tools.map(({ name }) => name)).toEqual([
      'updatePet',
      'findPetsByStatus',
      'getPetById',
      'deletePet',
      'get_store_inventory',
    ]);
    const update = result.manifest.tools[0]?.inputSchema as unknown as {
      properties: { body: { properties: Record<string, unknown> } };
      required: string[];
    };
    expect(update.required).toEqual(['body']);
    expect(update.properties.body.properties.category).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    });
    expect(result.manifest.tools[3]?.inputSchema).toEqual({
      type: 'object',
      properties: { api_key: { type: 'string' }, petId: { type: 'integer' } },
      required: ['petId'],
    });
    expect(result.warnings.map(({ code }) => code)).toEqual(['external_ref_skipped']);
  });

  test('annotations from the HTTP method: GET read-only and idempotent, DELETE destructive and idempotent, PUT idempotent', () => {
    const index = file(generate(petstore, 'petstore'), 'src/index.ts');
    expect(index).toContain('"getPetById",');
    expect(index).toMatch(/"getPetById",[\s\S]*?annotations: \{ readOnlyHint: true, idempotentHint: true, destructiveHint: false \}/);
    expect(index).toMatch(/"deletePet",[\s\S]*?annotations: \{ readOnlyHint: false, idempotentHint: true, destructiveHint: true \}/);
    expect(index).toMatch(/"updatePet",[\s\S]*?annotations: \{ readOnlyHint: false, idempotentHint: true, destructiveHint: false \}/);
  });

  test('names fit MCP: at most 64 of [A-Za-z0-9_-], unique', () => {
    const { manifest } = generate(`${'a'.repeat(80)}(): one\n${'a'.repeat(80)}(): two\nweird.name(): three`);
    expect(manifest.tools.map(({ name }) => name)).toEqual(['a'.repeat(64), `${'a'.repeat(62)}_2`, 'weird_name']);
  });

  test('the scaffold: package.json is an ES module pinning the SDK, tsconfig, index, README', () => {
    const result = generate(plain);
    expect(result.files.map(({ path }) => path)).toEqual(['package.json', 'tsconfig.json', 'src/index.ts', 'README.md']);
    expect(JSON.parse(file(result, 'package.json'))).toMatchObject({
      name: 'my-tools',
      type: 'module',
      dependencies: { '@modelcontextprotocol/sdk': '1.32.2' },
    });
  });
});

describe('invalid_tool_source', () => {
  test.each([
    { given: 'just some words', want: /^No line describes a tool;/ },
    {
      given: 'openapi: 2.0\ninfo: {title: x, version: 1}\npaths: {}',
      want: /^The document is OpenAPI 2(\.0)?; this tool reads OpenAPI 3\.x\.$/,
    },
    { given: 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}', want: /^The OpenAPI document has no operations under paths\.$/ },
  ])('$given', ({ given, want }) => {
    let error: unknown;
    try {
      generateMcpServer({ text: given, serverName: 'x' } as McpServerRequest);
    } catch (thrown) {
      error = thrown;
    }
    expect((error as ToolInputError).code).toBe('invalid_tool_source');
    expect((error as ToolInputError).message).toMatch(want);
  });
});
