import { parse } from 'yaml';
import { generateApiSpec } from '.';
import { holds } from '../../../tests/support/openapi-items';
import { withSpecDefaults } from '../../../tests/support/spec';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */
async function check(text: string, want: string[], not: string[] = []) {
  const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text }));
  const document = parse(result.yaml) as Record<string, unknown>;
  expect({ missing: want.filter((item) => !holds(document, item)), wrong: not.filter((item) => holds(document, item)) }).toEqual({
    missing: [],
    wrong: [],
  });
}

// Texts invented for these tests, each laid out as a documentation generator prints its pages.
describe('pages copied from generated documentation', () => {
  test.each([
    {
      name: 'Postman: a method and name over a {{variable}}/path URL, PARAMS rows, a raw body and example responses',
      given: [
        'Greenhouse Sensors',
        'Postman documentation',
        '',
        'GET  Read a sensor',
        '{{host}}/v2/sensors/{{sensor_id}}',
        '',
        'PARAMS',
        'window    15',
        'Optional integer. Minutes of readings to average.',
        '',
        'Example Response — 200 OK',
        'Body   Headers (4)',
        'json',
        '{ "sensor_id": "S-7", "humidity_pct": 61.5, "online": true }',
        '',
        'PUT  Rename a sensor',
        '{{host}}/v2/sensors/{{sensor_id}}',
        '',
        'Body  raw (json)',
        'json',
        '{ "label": "north bench", "bay": 3 }',
        '',
        'Example Response — 404 Not Found',
        'json',
        '{ "error": "NO_SENSOR" }',
      ].join('\n'),
      want: [
        'GET /v2/sensors/{sensor_id}',
        'GET /v2/sensors/{sensor_id} query window:integer?',
        'GET /v2/sensors/{sensor_id} answer humidity_pct:number',
        'GET /v2/sensors/{sensor_id} answer online:boolean',
        'PUT /v2/sensors/{sensor_id} body label:string',
        'PUT /v2/sensors/{sensor_id} body bay:integer',
        'PUT /v2/sensors/{sensor_id} status 404',
      ],
      not: ['PUT /v2/sensors/{sensor_id} body error:string'],
    },
    {
      name: 'Swagger UI: method over path, three-line parameters, a Name{ field*<tab>type } schema, codes over descriptions',
      given: [
        'Kiln Scheduler',
        'Available authorizations',
        'KilnKey  (apiKey)',
        'Name: X-Kiln-Key',
        'In: header',
        '',
        'firings',
        '',
        'POST',
        '/kilns/{kilnId}/firings',
        'Schedule a firing',
        '',
        'Parameters',
        'Try it out',
        'Name\tDescription',
        'kilnId * required',
        'string',
        '(path)\t',
        'dry_run',
        'boolean',
        '(query)\t',
        'Default value : false',
        '',
        'Request body required',
        'Example Value',
        'Schema',
        'FiringCreate{',
        'cone*\tinteger',
        'starts_at*\tstring($date-time)',
        'glaze\tstring',
        'Enum:',
        '[ matte, gloss ]',
        '}',
        '',
        'Responses',
        'Code\tDescription\tLinks',
        '201\t',
        'Firing scheduled',
        'Example Value',
        'Schema',
        'Firing{',
        'firing_id*\tstring($uuid)',
        '}',
        'No links',
        '409\t',
        'Kiln busy',
      ].join('\n'),
      want: [
        'POST /kilns/{kilnId}/firings',
        'POST /kilns/{kilnId}/firings auth apiKey:X-Kiln-Key',
        'POST /kilns/{kilnId}/firings query dry_run:boolean?',
        'POST /kilns/{kilnId}/firings body cone:integer',
        'POST /kilns/{kilnId}/firings body starts_at:date-time',
        'POST /kilns/{kilnId}/firings body glaze:enum(matte|gloss)?',
        'POST /kilns/{kilnId}/firings status 201',
        'POST /kilns/{kilnId}/firings answer firing_id:uuid',
        'POST /kilns/{kilnId}/firings status 409',
      ],
      not: ['POST /kilns/{kilnId}/firings body Name:string', 'POST /kilns/{kilnId}/firings body firing_id:uuid'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
