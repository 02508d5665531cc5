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
    {
      name: 'after an arrow, answers split by commas; a type named …Request below a GET goes to the POST its name spells',
      given: [
        '//   GET  /dock/v1/berths                      -> 200 []Berth',
        '//   POST /dock/v1/mooring                     -> 201 Mooring, 409 berth taken, 422 hull too wide',
        '//   GET  /dock/v1/mooring/{id}                -> 200 Mooring, 404',
        '',
        'type MooringRequest struct {',
        '\tBerthID string `json:"berth_id"`',
        '\tNights  int    `json:"nights"`',
        '}',
        '',
        'type Mooring struct {',
        '\tID     string `json:"id"`',
        '\tStatus string `json:"status"`',
        '}',
        '',
        'type Berth struct {',
        '\tCode string `json:"code"`',
        '}',
      ].join('\n'),
      want: [
        'POST /dock/v1/mooring body berth_id:string',
        'POST /dock/v1/mooring body nights:integer',
        'POST /dock/v1/mooring answer id:string',
        'POST /dock/v1/mooring answer status:string',
        'POST /dock/v1/mooring status 409',
        'POST /dock/v1/mooring status 422',
        'GET /dock/v1/mooring/{id} answer id:string',
        'GET /dock/v1/berths list',
      ],
      not: ['POST /dock/v1/mooring answer Mooring', 'POST /dock/v1/mooring answer berth_taken', 'GET /dock/v1/mooring/{id} query berth_id'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: notes under a list of routes that name a header in quotes, or an endpoint by its resource.
describe('notes under a list of routes', () => {
  test.each([
    {
      name: 'a header name in double quotes is the header that carries the key',
      given: [
        'GET  /dock/v1/berths',
        'POST /dock/v1/mooring',
        '',
        'Mooring calls need the captain\'s API key in the "X-Dock-Key" header.',
      ].join('\n'),
      want: ['POST /dock/v1/mooring auth apiKey:X-Dock-Key'],
      not: ['POST /dock/v1/mooring auth apiKey:X-API-Key'],
    },
    {
      name: '"the berth search" names the endpoint whose path ends in berths; a stated number wins over a whole example',
      given: [
        'GET  /dock/v1/berths?min_depth_m=4',
        'GET  /dock/v1/mooring/{id}',
        '',
        'Query params of the berth search are all optional: min_depth_m (float), pier (string).',
      ].join('\n'),
      want: ['GET /dock/v1/berths query min_depth_m:number?', 'GET /dock/v1/berths query pier:string?'],
      not: ['GET /dock/v1/mooring/{id} query pier', 'GET /dock/v1/berths query min_depth_m:integer'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: a TypeScript contract whose string union is named and used by the interfaces.
describe('a named TypeScript union of strings', () => {
  test.each([
    {
      name: "\"export type Mood = 'calm' | 'defensive'\" used as a member's type gives its values",
      given: [
        "export type Mood = 'calm' | 'defensive' | 'swarming';",
        '',
        '/** POST /v2/hives/{hiveId}/inspections  → 201 Inspection */',
        'export interface InspectionBody {',
        '  mood: Mood;',
        '  frames?: number; // integer, counted from the left',
        '}',
        '',
        'export interface Inspection {',
        '  inspectionId: string;',
        '  mood: Mood;',
        '}',
      ].join('\n'),
      want: [
        'POST /v2/hives/{hiveId}/inspections body mood:enum(calm|defensive|swarming)',
        'POST /v2/hives/{hiveId}/inspections answer mood:enum(calm|defensive|swarming)',
        'POST /v2/hives/{hiveId}/inspections answer inspectionId:string',
        'POST /v2/hives/{hiveId}/inspections body frames:integer?',
      ],
      not: ['POST /v2/hives/{hiveId}/inspections body mood:string', 'POST /v2/hives/{hiveId}/inspections body frames:number'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
