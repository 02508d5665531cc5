import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: an object defined once in plain text, and the operations that name it.
describe('objects defined once and named by operations', () => {
  test.each([
    {
      name: 'a bold "X object" title over a table; "X objects" in a field’s notes and "with the x object" name it',
      given: [
        '**GET /hives** — list hives',
        '',
        '| Field | Type | Description |',
        '|---|---|---|',
        '| hives | array | Hive objects (see below) |',
        '| total | integer | |',
        '',
        '**Hive object**',
        '',
        '| Field | Type | Description |',
        '|---|---|---|',
        '| hive_id | integer | |',
        '| queen_marked | boolean | |',
        '',
        '**POST /hives** — register a hive. Returns `201 Created` with the hive object.',
        '',
        '| Field | Type | Required |',
        '|---|---|---|',
        '| apiary | string | yes |',
      ].join('\n'),
      want: [
        'GET /hives answer hives:array<object>',
        'GET /hives answer hives[].hive_id:integer',
        'GET /hives answer hives[].queen_marked:boolean',
        'GET /hives answer total:integer',
        'POST /hives body apiary:string',
        'POST /hives status 201',
        'POST /hives answer hive_id:integer',
      ],
      not: ['GET /hives answer hive_id:integer', 'POST /hives answer apiary:string', 'POST /hives body hive_id:integer'],
    },
    {
      name: 'a capitalised name alone over field lines indented under it, named after an arrow',
      given: [
        'GET /ferries',
        '  200 → array of Ferry',
        '',
        '  Ferry',
        '    ferryId: string',
        '    seats: integer',
        '',
        'POST /crossings',
        '  Body',
        '    ferryId: string',
        '  201 → Crossing',
        '',
        '  Crossing',
        '    crossingId: string (uuid)',
        '    departsAt: string (ISO-8601 date-time)',
      ].join('\n'),
      want: [
        'GET /ferries list',
        'GET /ferries answer ferryId:string',
        'GET /ferries answer seats:integer',
        'POST /crossings body ferryId:string',
        'POST /crossings answer crossingId:uuid',
        'POST /crossings answer departsAt:date-time',
      ],
      not: ['POST /crossings body crossingId:uuid', 'GET /ferries answer crossingId:uuid'],
    },
    {
      name: 'a "X Properties" title before any endpoint, returned by the operations that name the resource',
      given: [
        'Parcel Properties',
        '',
        'Property      Type       Description',
        'parcel_id     string     The parcel’s identifier.',
        'weight_g      integer    Weight in grams.',
        '',
        'Fetch a parcel',
        '',
        'GET /depots/{depot}/parcels/{parcel_id}',
        '',
        'Returns the Parcel resource (properties above), or 404.',
      ].join('\n'),
      want: ['GET /depots/{depot}/parcels/{parcel_id} answer weight_g:integer', 'GET /depots/{depot}/parcels/{parcel_id} status 404'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
