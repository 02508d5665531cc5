import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: route lines as code comments and notes write them, with the types declared below.
describe('route lines: a request type, an arrow, and answers by status', () => {
  test.each([
    {
      name: 'answers split by pipes each stand alone; a Go slice []T answers a list; ?x=A|B names the values',
      given: [
        'Routes:',
        '  POST /v1/kilns/check   CheckKilnRequest -> 200 KilnReport | 404 Kiln not found | 429 Too many checks',
        '  GET  /v1/kilns/{kiln_id}/firings?state=OPEN|DONE -> 200 []Firing',
        '',
        'type CheckKilnRequest struct {',
        '\tSerial string `json:"serial"`',
        '}',
        '',
        'type KilnReport struct {',
        '\tMaxTempC int `json:"max_temp_c"`',
        '}',
        '',
        'type Firing struct {',
        '\tCone int `json:"cone"`',
        '}',
      ].join('\n'),
      want: [
        'POST /v1/kilns/check body serial:string',
        'POST /v1/kilns/check answer max_temp_c:integer',
        'POST /v1/kilns/check status 404',
        'POST /v1/kilns/check status 429',
        'GET /v1/kilns/{kiln_id}/firings list',
        'GET /v1/kilns/{kiln_id}/firings answer cone:integer',
        'GET /v1/kilns/{kiln_id}/firings query state:enum(OPEN|DONE)?',
      ],
      not: ['POST /v1/kilns/check answer KilnReport', 'POST /v1/kilns/check answer serial:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
