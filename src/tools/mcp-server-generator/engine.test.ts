import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import ts from 'typescript';
import { ToolInputError } from '../shared/errors';
import { generateMcpServer, type McpServerRequest } from '.';
import { typecheckModules } from '../../../tests/support/compile';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('mcp-server-generator').result);

function generate(text: string, serverName?: string) {
  const result = generateMcpServer(withSpecDefaults('mcp_server_generator', { text, ...(serverName ? { serverName } : {}) }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const file = (result: ReturnType<typeof generate>, path: string): string => result.files.find((f) => f.path === path)?.content ?? '';

// Inside the project, so the generated code resolves the real @modelcontextprotocol/sdk and zod from node_modules.
const scratch = join(__dirname, '..', '..', '..', '.scratch');
let dir: string;
beforeAll(() => {
  mkdirSync(scratch, { recursive: true });
  dir = mkdtempSync(join(scratch, 'mcp-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const plain = `get_weather(city: string, units?: "metric"|"imperial"): current weather for a city
convert_amount(amountPaise: integer, words?: boolean): an amount in words
ping(): checks the server`;

// A trimmed copy of the Swagger Petstore (OpenAPI 3.0) sample from swagger-api/swagger-petstore.
const petstore = `openapi: 3.0.2
info:
  title: Swagger Petstore - OpenAPI 3.0
  description: A sample Pet Store Server based on the OpenAPI 3.0 specification.
  version: 1.0.17
paths:
  /pet:
    put:
      operationId: updatePet
      summary: Update an existing pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses: { '200': { description: ok } }
  /pet/findByStatus:
    get:
      operationId: findPetsByStatus
      summary: Finds Pets by status
      parameters:
        - name: status
          in: query
          required: false
          schema: { type: string, enum: [available, pending, sold], default: available }
      responses: { '200': { description: ok } }
  /pet/{petId}:
    get:
      operationId: getPetById
      summary: Find pet by ID
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer, format: int64 } }
      responses: { '200': { description: ok } }
    delete:
      operationId: deletePet
      summary: Deletes a pet
      parameters:
        - { name: api_key, in: header, schema: { type: string } }
        - { name: petId, in: path, required: true, schema: { type: integer } }
      responses: { '400': { description: bad } }
  /store/inventory:
    get:
      summary: Returns pet inventories by status
      responses: { '200': { description: ok } }
components:
  schemas:
    Category:
      type: object
      properties: { id: { type: integer }, name: { type: string } }
    Pet:
      required: [name, photoUrls]
      type: object
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        category: { $ref: '#/components/schemas/Category' }
        photoUrls: { type: array, items: { type: string } }
        tags: { type: array, items: { $ref: 'https://example.com/schemas/tag.json' } }
        status: { type: string, description: pet status in the store, enum: [available, pending, sold] }
`;

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

describe('the generated src/index.ts type-checks against the real SDK (tsc --noEmit, strict)', () => {
  test('plain-language, Petstore and a many-typed source, in one program', () => {
    const sources = {
      plain: generate(plain),
      petstore: generate(petstore, 'petstore'),
      types: generate('t(a: number[], b: string[], c: int, d?: "x"|"y z"): typed'),
    };
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
    const files = Object.entries(sources).map(([name, result]) => {
      const path = join(dir, `${name}.ts`);
      writeFileSync(path, file(result, 'src/index.ts'));
      return path;
    });
    expect(typecheckModules(files)).toEqual([]);
  }, 60_000);
});

test('a generated server runs over stdio and lists its tools to the SDK client', async () => {
  const source = file(generate(plain), 'src/index.ts');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(dir, 'server.js'), js);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(dir, 'server.js')], stderr: 'ignore' }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map(({ name }) => name)).toEqual(['get_weather', 'convert_amount', 'ping']);
    const reply = await client.callTool({ name: 'get_weather', arguments: { city: 'Pune' } });
    expect(reply.content).toEqual([{ type: 'text', text: 'get_weather was called with {"city":"Pune"}' }]);
  } finally {
    await client.close();
  }
}, 30_000);

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
