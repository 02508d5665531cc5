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
