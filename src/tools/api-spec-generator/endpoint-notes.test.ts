import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: a reference page's notes under each endpoint, in the forms they take.
describe('notes under an endpoint of a reference page', () => {
  test.each([
    {
      name: 'a JSON body under "Content type: application/json" is the request; "a and b may be omitted" makes both optional',
      given: [
        'POST /v1/bouquets',
        '  Content type: application/json',
        '  {',
        '    "stems": [ { "flower": "tulip", "count": 12 } ],',
        '    "ribbon": "red",',
        '    "gift_note": "Happy birthday"',
        '  }',
        '  ribbon and gift_note may be omitted (ribbon defaults to true).',
        '  → 201 Created: { "bouquetId": "bq_1", "price": 18.5 }',
      ].join('\n'),
      want: [
        'POST /v1/bouquets body stems[].flower:string',
        'POST /v1/bouquets body stems[].count:integer',
        'POST /v1/bouquets body ribbon:string?',
        'POST /v1/bouquets body gift_note:string?',
        'POST /v1/bouquets answer price:number',
      ],
      not: ['POST /v1/bouquets body ribbon:string', 'POST /v1/bouquets body gift_note:boolean?'],
    },
    {
      name: '"x is only returned when …" makes x optional in the answer',
      given: [
        'GET /v1/bouquets/{id}',
        '  → 200 OK: { "state": "wilted", "wiltedOn": "2026-02-01" }',
        '  wiltedOn is only returned when state is wilted.',
      ].join('\n'),
      want: ['GET /v1/bouquets/{id} answer wiltedOn:date?'],
      not: ['GET /v1/bouquets/{id} answer wiltedOn:date'],
    },
    {
      name: '"Response 201: { … }" then "Response 403 when …" on the next line: each is read',
      given: [
        'POST /v1/vases',
        'Request body:',
        '    glaze         string, required',
        'Response 201: { "vaseId": 77, "fired": false }',
        'Response 403 when the kiln is locked; 409 when the vase exists.',
      ].join('\n'),
      want: [
        'POST /v1/vases answer vaseId:integer',
        'POST /v1/vases answer fired:boolean',
        'POST /v1/vases status 403',
        'POST /v1/vases status 409',
      ],
      not: ['POST /v1/vases answer glaze'],
    },
    {
      name: '"any of a (t), b (t)" makes each optional; "optional array of objects — a (t), b (t)" holds its members',
      given: [
        'PUT /v1/vases/{id}/label',
        'Request body: any of glaze (string), height_cm (integer).',
        '',
        'POST /v1/kilns',
        'Request body:',
        '    shelves       optional array of objects — slot (integer, required), load_kg (number, required)',
      ].join('\n'),
      want: [
        'PUT /v1/vases/{id}/label body glaze:string?',
        'PUT /v1/vases/{id}/label body height_cm:integer?',
        'POST /v1/kilns body shelves:array<object>?',
        'POST /v1/kilns body shelves[].slot:integer',
        'POST /v1/kilns body shelves[].load_kg:number',
      ],
      not: ['PUT /v1/vases/{id}/label body glaze:string', 'POST /v1/kilns body slot'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: acceptance criteria in a story, fields said in sentences.
test('"Each x in the returned array shows …" names the members of the listed answer; `state "done".` is a string', async () => {
  const given = [
    '- The app lists open kilns with GET /pottery/kilns. Each kiln in the returned array shows kiln_no (integer), hot_since (timestamp) and shelves_free (integer).',
    '- A potter reserves one with POST /pottery/kilns/{kiln_no}/slots. Success is 201 with slot_id and state "held".',
  ].join('\n');
  await check(
    given,
    [
      'GET /pottery/kilns list',
      'GET /pottery/kilns answer kiln_no:integer',
      'GET /pottery/kilns answer hot_since:date-time',
      'GET /pottery/kilns answer shelves_free:integer',
      'POST /pottery/kilns/{kiln_no}/slots answer state:string',
    ],
    ['GET /pottery/kilns query kiln_no'],
  );
});

// Texts invented for these tests: a form that uploads a file, with no multipart said.
test('a body with a file field is multipart/form-data, also when "Form fields:" says only that it is a form', async () => {
  const given = [
    'POST /v1/kilns/{id}/photos',
    'Form fields: picture (file, required), caption (string, optional)',
    '',
    'POST /v1/kilns/{id}/logs',
    'Body: temperature_c (number), picture (file)',
  ].join('\n');
  await check(
    given,
    ['POST /v1/kilns/{id}/photos content multipart/form-data', 'POST /v1/kilns/{id}/logs content multipart/form-data'],
    ['POST /v1/kilns/{id}/photos content application/x-www-form-urlencoded', 'POST /v1/kilns/{id}/logs content application/json'],
  );
});

// Texts invented for these tests: a response label that says the answer is an array.
test('"Response 200 (array):" and "Response 200 array:" answer a list of the fields below', async () => {
  const given = [
    'GET /v1/kilns/{id}/firings',
    'Response 200 (array):',
    '  cone: integer',
    '',
    'GET /v1/kilns/{id}/shelves',
    'Response 200 array: slot (integer), load_kg (number)',
  ].join('\n');
  await check(
    given,
    [
      'GET /v1/kilns/{id}/firings list',
      'GET /v1/kilns/{id}/firings answer cone:integer',
      'GET /v1/kilns/{id}/shelves list',
      'GET /v1/kilns/{id}/shelves answer slot:integer',
    ],
    ['GET /v1/kilns/{id}/shelves answer array'],
  );
});
