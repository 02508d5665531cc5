import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: whole machine-readable documents pasted as the description, read exactly.
describe('a pasted OpenAPI document, Postman collection or HAR file', () => {
  test.each([
    {
      name: 'OpenAPI 3 in YAML: parameters, a $ref body with a nested array, an enum, an API key, a list answer',
      given: [
        'openapi: 3.0.3',
        'info: { title: Orchard, version: "1" }',
        'security:',
        '  - treeKey: []',
        'paths:',
        '  /orchards/{orchardId}/trees:',
        '    parameters:',
        '      - { name: orchardId, in: path, required: true, schema: { type: string } }',
        '    get:',
        '      summary: List trees',
        '      parameters:',
        '        - { name: variety, in: query, schema: { type: string, enum: [apple, pear] } }',
        '      responses:',
        "        '200':",
        '          description: The trees',
        '          content:',
        '            application/json:',
        '              schema: { type: array, items: { $ref: "#/components/schemas/Tree" } }',
        '    post:',
        '      summary: Plant a tree',
        '      requestBody:',
        '        content:',
        '          application/json:',
        '            schema: { $ref: "#/components/schemas/Tree" }',
        '      responses:',
        "        '201': { description: Planted }",
        "        '409': { description: Row is full }",
        'components:',
        '  securitySchemes:',
        '    treeKey: { type: apiKey, in: header, name: X-Tree-Key }',
        '  schemas:',
        '    Tree:',
        '      type: object',
        '      required: [row, planted_on]',
        '      properties:',
        '        row: { type: integer }',
        '        planted_on: { type: string, format: date }',
        '        grafts:',
        '          type: array',
        '          items:',
        '            type: object',
        '            required: [scion]',
        '            properties: { scion: { type: string }, year: { type: integer } }',
      ].join('\n'),
      want: [
        'GET /orchards/{orchardId}/trees auth apiKey:X-Tree-Key',
        'GET /orchards/{orchardId}/trees query variety:enum(apple|pear)?',
        'GET /orchards/{orchardId}/trees list',
        'GET /orchards/{orchardId}/trees answer planted_on:date',
        'POST /orchards/{orchardId}/trees body row:integer',
        'POST /orchards/{orchardId}/trees body planted_on:date',
        'POST /orchards/{orchardId}/trees body grafts:array<object>?',
        'POST /orchards/{orchardId}/trees body grafts[].scion:string',
        'POST /orchards/{orchardId}/trees body grafts[].year:integer?',
        'POST /orchards/{orchardId}/trees status 201',
        'POST /orchards/{orchardId}/trees status 409',
      ],
      not: ['POST /orchards/{orchardId}/trees body scion:string'],
    },
    {
      name: 'Swagger 2 in JSON: a body parameter, definitions, basic auth',
      given: JSON.stringify({
        swagger: '2.0',
        info: { title: 'Kites', version: '1' },
        securityDefinitions: { basicAuth: { type: 'basic' } },
        security: [{ basicAuth: [] }],
        paths: {
          '/kites': {
            post: {
              parameters: [{ name: 'body', in: 'body', required: true, schema: { $ref: '#/definitions/Kite' } }],
              responses: { '201': { description: 'Made', schema: { $ref: '#/definitions/Kite' } } },
            },
          },
        },
        definitions: {
          Kite: { type: 'object', required: ['span_cm'], properties: { span_cm: { type: 'integer' }, colour: { type: 'string' } } },
        },
      }),
      want: [
        'POST /kites auth basic',
        'POST /kites body span_cm:integer',
        'POST /kites body colour:string?',
        'POST /kites answer span_cm:integer',
      ],
      not: [],
    },
    {
      name: 'a Postman collection: folders, :variables, a raw JSON body, saved examples, collection auth',
      given: JSON.stringify({
        info: { name: 'Bees', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
        auth: {
          type: 'apikey',
          apikey: [
            { key: 'key', value: 'X-Hive-Key' },
            { key: 'value', value: '{{k}}' },
          ],
        },
        item: [
          {
            name: 'Hives',
            item: [
              {
                name: 'Log an inspection',
                request: {
                  method: 'POST',
                  url: { raw: '{{base_url}}/hives/:hiveId/inspections' },
                  body: { mode: 'raw', raw: '{ "frames": 6, "calm": true }' },
                },
                response: [
                  { code: 201, status: 'Created', body: '{ "inspection_id": 9 }' },
                  { code: 404, status: 'Not Found', body: '' },
                ],
              },
            ],
          },
        ],
      }),
      want: [
        'POST /hives/{hiveId}/inspections auth apiKey:X-Hive-Key',
        'POST /hives/{hiveId}/inspections body frames:integer',
        'POST /hives/{hiveId}/inspections body calm:boolean',
        'POST /hives/{hiveId}/inspections answer inspection_id:integer',
        'POST /hives/{hiveId}/inspections status 404',
      ],
      not: [],
    },
    {
      name: 'a HAR file: each entry’s method, path, JSON body, status and answer',
      given: JSON.stringify({
        log: {
          version: '1.2',
          entries: [
            {
              request: {
                method: 'POST',
                url: 'https://api.example.org/v1/kilns/7/firings',
                postData: { mimeType: 'application/json', text: '{"cone":6}' },
              },
              response: { status: 201, content: { mimeType: 'application/json', text: '{"firing_id":"f-1"}' } },
            },
          ],
        },
      }),
      want: [
        'POST /v1/kilns/{kilnId}/firings body cone:integer',
        'POST /v1/kilns/{kilnId}/firings answer firing_id:string',
        'POST /v1/kilns/{kilnId}/firings status 201',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('a pasted document whose schemas refer to themselves or fan out', () => {
  const generate = async (doc: unknown) => {
    const { generateApiSpec } = await import('.');
    const { withSpecDefaults } = await import('../../../tests/support/spec');
    return generateApiSpec(withSpecDefaults('api_spec_generator', { text: JSON.stringify(doc) }));
  };
  const operation = (ref: string) => ({
    post: {
      requestBody: { content: { 'application/json': { schema: { $ref: ref } } } },
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } },
    },
  });

  test('a schema whose twenty members are itself is written once, each member a field without members', async () => {
    const members = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, { $ref: '#/components/schemas/Node' }]));
    const result = await generate({
      openapi: '3.0.0',
      info: { title: 'Loop', version: '1' },
      paths: { '/nodes': operation('#/components/schemas/Node') },
      components: { schemas: { Node: { type: 'object', properties: members } } },
    });
    // Before: a stack overflow from five members; a run of minutes from twenty.
    expect(result.yaml).toContain('p19:');
  });

  test('six levels of thirty distinct members stop at a bounded number of field lines', async () => {
    const schemas = Object.fromEntries(
      Array.from({ length: 7 }, (_, level) => [
        `S${level}`,
        {
          type: 'object',
          properties: Object.fromEntries(
            Array.from({ length: 30 }, (_, i) => [
              `p${i}`,
              level < 6 ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string' },
            ]),
          ),
        },
      ]),
    );
    const result = await generate({
      openapi: '3.0.0',
      info: { title: 'Fan', version: '1' },
      paths: { '/fan': operation('#/components/schemas/S0') },
      components: { schemas },
    });
    // 30^6 lines unbounded; at most 5,000 field lines, each a few YAML lines.
    expect(result.yaml.split('\n').length).toBeLessThan(60_000);
  });
});
