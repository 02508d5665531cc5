import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: a table of query parameters whose name column is titled "query", and a GET's JSON
// answer whose keys its query filters by.
describe('a GET filtered by the fields it answers with', () => {
  test.each([
    {
      name: 'a table whose first column is titled "query", beside a type column',
      given: [
        'Stock list: GET /depots/{depot_id}/cylinders',
        '',
        '| query | type | required | notes |',
        '|---|---|---|---|',
        '| size | string | no | 5KG, 14KG or 19KG |',
        '| min_count | integer | no | at least this many |',
      ].join('\n'),
      want: [
        'GET /depots/{depot_id}/cylinders query size:enum(5KG|14KG|19KG)?',
        'GET /depots/{depot_id}/cylinders query min_count:integer?',
      ],
      not: ['GET /depots/{depot_id}/cylinders answer size', 'GET /depots/{depot_id}/cylinders answer min_count'],
    },
    {
      name: 'the JSON answer keeps the keys the query also names',
      given: [
        'Stock list: GET /depots/{depot_id}/cylinders',
        '',
        '| query | type | required | notes |',
        '|---|---|---|---|',
        '| size | string | no | 5KG, 14KG or 19KG |',
        '',
        'Each cylinder in the returned list looks like:',
        '',
        '```json',
        '{ "serial": "LPG-0091", "size": "14KG", "filled_on": "2026-03-02" }',
        '```',
      ].join('\n'),
      want: [
        'GET /depots/{depot_id}/cylinders query size:enum(5KG|14KG|19KG)?',
        'GET /depots/{depot_id}/cylinders answer size:string',
        'GET /depots/{depot_id}/cylinders answer serial:string',
      ],
      not: [],
    },
    {
      name: 'not a status table: "| Code | Body |" stays statuses',
      given: [
        'POST /depots/{depot_id}/refills',
        '',
        '| Code | Body |',
        '|---|---|',
        '| 201 | `refill_id` (string) |',
        '| 409 | depot closed |',
      ].join('\n'),
      want: [
        'POST /depots/{depot_id}/refills status 201',
        'POST /depots/{depot_id}/refills status 409',
        'POST /depots/{depot_id}/refills answer refill_id:string',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
