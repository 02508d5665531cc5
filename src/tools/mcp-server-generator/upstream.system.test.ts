import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import ts from 'typescript';
import { ToolInputError } from '../shared/errors';
import { generateMcpServer } from '.';
import { typecheckModules } from '../../../tests/support/compile';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('mcp-server-generator').result);

function generate(text: string, serverName: string, handlers: 'echo' | 'fetch' = 'fetch') {
  const result = generateMcpServer(withSpecDefaults('mcp_server_generator', { text, serverName, handlers }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}
const indexOf = (result: ReturnType<typeof generate>): string => result.files.find((f) => f.path === 'src/index.ts')?.content ?? '';

// A trimmed copy of the USPTO Data Set API document (OpenAPI's own examples, v3.0/uspto.yaml): its search operation
// takes a required `criteria` in a URL-encoded form body, which a tool must not drop.
const uspto = `openapi: 3.0.1
servers:
  - url: '{scheme}://developer.uspto.gov/ds-api'
    variables:
      scheme: { enum: [https, http], default: https }
info:
  title: USPTO Data Set API
  description: The Data Set API (DSAPI) allows the public users to discover and search USPTO exported data sets.
  version: 1.0.0
paths:
  /:
    get:
      tags: [metadata]
      operationId: list-data-sets
      summary: List available data sets
      responses: { '200': { description: Returns a list of data sets } }
  '/{dataset}/{version}/records':
    post:
      tags: [search]
      summary: Provides search capability for the data set with the given search criteria.
      description: This API is based on Solr/Lucene Search. The data is indexed using SOLR.
      operationId: perform-search
      parameters:
        - { name: version, in: path, description: Version of the dataset., required: true, schema: { type: string, default: v1 } }
        - { name: dataset, in: path, description: 'Name of the dataset. In this case, the default value is oa_citations', required: true, schema: { type: string, default: oa_citations } }
      responses: { '200': { description: successful operation }, '404': { description: No matching record found } }
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                criteria: { description: Uses Lucene Query Syntax, type: string, default: '*:*' }
                start: { description: Starting record number. Default value is 0., type: integer, default: 0 }
                rows: { description: Specify number of rows to be returned., type: integer, default: 100 }
              required: [criteria]
`;

// Every other kind of input: a header, a cookie, a query array, a JSON body, multipart, and a body no tool takes.
const shop = `openapi: 3.1.0
info: { title: Shop, version: '1' }
servers: [{ url: 'https://shop.example.com/api' }]
paths:
  /items/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    put:
      operationId: replaceItem
      summary: replaceItem
      description: Replaces an item.
      parameters:
        - { name: X-Request-Id, in: header, required: true, schema: { type: string } }
        - { name: session, in: cookie, schema: { type: string } }
        - { name: tag, in: query, schema: { type: array, items: { type: string } } }
        - { name: Authorization, in: header, schema: { type: string } }
      requestBody:
        required: true
        content:
          application/json: { schema: { type: object, properties: { name: { type: string }, price: { type: number } } } }
      responses: { '200': { description: ok } }
  /uploads:
    post:
      operationId: upload
      summary: Uploads a note
      requestBody:
        content:
          multipart/form-data: { schema: { type: object, properties: { note: { type: string }, copies: { type: integer } } } }
      responses: { '201': { description: created } }
  /raw:
    post:
      operationId: sendRaw
      requestBody:
        content:
          application/octet-stream: { schema: { type: string, format: binary } }
      responses: { '204': { description: sent } }
`;

describe('inputs read from OpenAPI', () => {
  test("USPTO's form body is the tool's body, with its required criteria; descriptions join summary and description", () => {
    const { manifest, warnings } = generate(uspto, 'uspto', 'echo');
    const search = manifest.tools.find((tool) => tool.name === 'perform-search');
    expect(search?.inputSchema.required).toEqual(['version', 'dataset']);
    expect((search?.inputSchema.properties as Record<string, unknown>).body).toMatchObject({ type: 'object', required: ['criteria'] });
    expect(search?.description).toBe(
      'Provides search capability for the data set with the given search criteria.\n\nThis API is based on Solr/Lucene Search. The data is indexed using SOLR.',
    );
    expect(warnings).toEqual([]);
  });

  test('header and cookie parameters are inputs (Authorization left out, as OpenAPI says); a summary repeating the operationId gives way; an octet-stream body is a warning', () => {
    const { manifest, warnings } = generate(shop, 'shop', 'echo');
    const [replace, upload, raw] = manifest.tools;
    expect(Object.keys(replace?.inputSchema.properties ?? {})).toEqual(['id', 'X-Request-Id', 'session', 'tag', 'body']);
    expect(replace?.inputSchema.required).toEqual(['id', 'X-Request-Id', 'body']);
    expect(replace?.description).toBe('Replaces an item.');
    expect((upload?.inputSchema.properties as Record<string, unknown>).body).toMatchObject({ properties: { note: { type: 'string' } } });
    expect(raw?.inputSchema.properties).toEqual({});
    expect(warnings).toEqual([
      {
        code: 'input_not_used',
        message: 'POST /raw: its request body (application/octet-stream) is not JSON, a form or multipart, so the tool does not take it.',
      },
    ]);
  });

  test('handlers "fetch" with tool lines is refused: they have no method and path', () => {
    expect(() => generate('ping(): checks', 'x')).toThrow(ToolInputError);
  });
});

// Inside the project, so the generated code resolves the real @modelcontextprotocol/sdk and zod from node_modules.
const scratch = join(__dirname, '..', '..', '..', '.scratch');
let dir: string;
let server: Server;
let base = '';
let received: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  mkdirSync(scratch, { recursive: true });
  dir = mkdtempSync(join(scratch, 'mcp-upstream-'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const missing = request.url?.includes('/missing/');
      response
        .writeHead(missing ? 404 : 200, { 'content-type': 'application/json' })
        .end(missing ? '{"error":"no such dataset"}' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

test("the default base URL is the document's first server when it is absolute", () => {
  expect(indexOf(generate(shop, 'shop'))).toContain('const BASE_URL = process.env["SHOP_BASE_URL"] ?? "https://shop.example.com/api";');
  expect(indexOf(generate(uspto, 'uspto'))).toContain('const BASE_URL = process.env["USPTO_BASE_URL"];');
});

test('the generated fetch handlers type-check under tsc --strict with Node types', () => {
  const files = [generate(uspto, 'uspto'), generate(shop, 'shop')].map((result, i) => {
    const path = join(dir, `checked-${i}.ts`);
    writeFileSync(path, indexOf(result));
    return path;
  });
  expect(typecheckModules(files, ['node'])).toEqual([]);
}, 60_000);

/** Starts a generated server over stdio with the environment given, and hands the connected client to `use`. */
async function withServer(source: string, name: string, env: Record<string, string>, use: (client: Client) => Promise<void>) {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  writeFileSync(join(dir, `${name}.js`), js);
  const client = new Client({ name: 'test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(dir, `${name}.js`)],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'ignore',
  });
  await client.connect(transport);
  try {
    await use(client);
  } finally {
    await client.close();
  }
}

test('USPTO search: the tool sends the form body, the filled path and the Authorization header to the API', async () => {
  await withServer(
    indexOf(generate(uspto, 'uspto')),
    'uspto',
    { USPTO_BASE_URL: `${base}/ds-api`, USPTO_AUTHORIZATION: 'Bearer t0k' },
    async (client) => {
      received = [];
      const reply = await client.callTool({
        name: 'perform-search',
        arguments: { dataset: 'oa_citations', version: 'v1', body: { criteria: 'patentNumber:7654321', rows: 10 } },
      });
      expect(reply).toMatchObject({ isError: false, content: [{ type: 'text', text: '{"ok":true}' }] });
      expect(received).toHaveLength(1);
      const [request] = received;
      expect(request).toMatchObject({
        method: 'POST',
        url: '/ds-api/oa_citations/v1/records',
        body: 'criteria=patentNumber%3A7654321&rows=10',
      });
      expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(request?.headers.authorization).toBe('Bearer t0k');

      const missing = await client.callTool({
        name: 'perform-search',
        arguments: { dataset: 'missing', version: 'v 1', body: { criteria: '*:*' } },
      });
      expect(missing).toMatchObject({ isError: true, content: [{ type: 'text', text: '{"error":"no such dataset"}' }] });
      expect(received[1]?.url).toBe('/ds-api/missing/v%201/records');
    },
  );
}, 30_000);

test('shop: path, header, cookie, query array and JSON body arrive; multipart fields arrive; no base URL is a tool error', async () => {
  await withServer(indexOf(generate(shop, 'shop')), 'shop', { SHOP_BASE_URL: base }, async (client) => {
    received = [];
    await client.callTool({
      name: 'replaceItem',
      arguments: { id: 'a/b', 'X-Request-Id': 'r-1', session: 's 1', tag: ['x', 'y'], body: { name: 'Pen', price: 10.5 } },
    });
    await client.callTool({ name: 'upload', arguments: { body: { note: 'hello', copies: 2 } } });
    const [put, post] = received;
    expect(put).toMatchObject({ method: 'PUT', url: '/items/a%2Fb?tag=x&tag=y', body: '{"name":"Pen","price":10.5}' });
    expect(put?.headers).toMatchObject({ 'x-request-id': 'r-1', cookie: 'session=s%201', 'content-type': 'application/json' });
    expect(post?.method).toBe('POST');
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toMatch(/name="note"\r\n\r\nhello\r\n/);
    expect(post?.body).toMatch(/name="copies"\r\n\r\n2\r\n/);
  });
  // USPTO's only server is a template ({scheme}://...), so there is no default base URL: the tool says what to set.
  await withServer(indexOf(generate(uspto, 'uspto')), 'uspto-unset', {}, async (client) => {
    const reply = await client.callTool({ name: 'list-data-sets', arguments: {} });
    expect(reply).toMatchObject({ isError: true, content: [{ type: 'text', text: 'Set USPTO_BASE_URL to the base URL of the API.' }] });
  });
}, 30_000);
