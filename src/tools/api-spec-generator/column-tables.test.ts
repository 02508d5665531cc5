import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: tables typed with pipes between cells, as wiki pages and spreadsheets paste them.
describe('tables of cells split by pipes, without Markdown', () => {
  test.each([
    {
      name: 'a first column that numbers the rows, a "Field Name" column, a "Mandatory (Y/N)" column, an empty last cell',
      given: [
        'Register a beehive inspection',
        'Method: POST',
        'URL: /apiaries/{apiaryId}/inspections',
        '',
        'Request',
        'Sr. No | Field Name   | Data Type | Mandatory (Y/N) | Remarks',
        '1      | inspectorId  | String    | Y               | Staff code',
        '2      | frames       | Integer   | Y               |',
        '3      | mitesSeen    | Boolean   | N               |',
      ].join('\n'),
      want: [
        'POST /apiaries/{apiaryId}/inspections body inspectorId:string',
        'POST /apiaries/{apiaryId}/inspections body frames:integer',
        'POST /apiaries/{apiaryId}/inspections body mitesSeen:boolean?',
      ],
      not: ['POST /apiaries/{apiaryId}/inspections body 1:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: an answer table whose second column holds the types, under "Answer (200):".
describe('a Key/Value table whose values are types', () => {
  test.each([
    {
      name: '"Answer (200):" over | Key | Value | rows of types, one an array of objects with its members after a colon',
      given: [
        '**Check a slipway** — `GET /harbours/{harbour_id}/slipways`',
        '',
        'Answer (200):',
        '',
        '| Key | Value |',
        '|---|---|',
        '| free | boolean |',
        '| cradles | array of objects: cradle_no (integer), max_tonnes (number) |',
        '| booked_until | date-time, only when a boat is on it |',
        '',
        '**Book a slipway** — `POST /harbours/{harbour_id}/slipways`',
        '',
        'Answer (201): `booking_no` (string), `fee` (integer).',
      ].join('\n'),
      want: [
        'GET /harbours/{harbour_id}/slipways answer free:boolean',
        'GET /harbours/{harbour_id}/slipways answer cradles:array<object>',
        'GET /harbours/{harbour_id}/slipways answer cradles[].cradle_no:integer',
        'GET /harbours/{harbour_id}/slipways answer cradles[].max_tonnes:number',
        'GET /harbours/{harbour_id}/slipways answer booked_until:date-time?',
        'POST /harbours/{harbour_id}/slipways answer booking_no:string',
        'POST /harbours/{harbour_id}/slipways answer fee:integer',
        'POST /harbours/{harbour_id}/slipways status 201',
      ],
      not: ['POST /harbours/{harbour_id}/slipways answer Answer', 'GET /harbours/{harbour_id}/slipways answer free:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: Markdown tables under headings that name an endpoint and the part of it they list.
describe('Markdown tables under an endpoint heading', () => {
  test('"## GET /x — query parameters" makes the table the query; typed names in the notes are an array\'s members', async () => {
    const given = [
      '## GET /observatory/sightings — query parameters',
      '',
      '| Name | Type | Mandatory | Description |',
      '|---|---|---|---|',
      '| constellation | string | Y | |',
      '| clear_sky_only | boolean | N | default false |',
      '',
      '## GET /observatory/sightings/{id} — answer',
      '',
      '| Field | Type | Description |',
      '|---|---|---|',
      '| telescope | string | |',
      '| frames | array of objects | exposure_s (number), filter (string) |',
    ].join('\n');
    await check(
      given,
      [
        'GET /observatory/sightings query constellation:string',
        'GET /observatory/sightings query clear_sky_only:boolean?',
        'GET /observatory/sightings/{id} answer frames:array<object>',
        'GET /observatory/sightings/{id} answer frames[].exposure_s:number',
        'GET /observatory/sightings/{id} answer frames[].filter:string',
      ],
      ['GET /observatory/sightings answer constellation'],
    );
  });
});

// Texts invented for these tests: a table of statuses under an endpoint, the success's fields in its body column.
test('"| Code | When | Body |": each row is a status; a success\'s body cell is its answer', async () => {
  const given = [
    'POST /observatory/bookings',
    '',
    '| Code | When | Body |',
    '|---|---|---|',
    '| 201 | booked | `bookingNo` (string), `domeUrl` (uri) |',
    '| 409 | the night is full | error |',
  ].join('\n');
  await check(
    given,
    [
      'POST /observatory/bookings status 201',
      'POST /observatory/bookings status 409',
      'POST /observatory/bookings answer bookingNo:string',
      'POST /observatory/bookings answer domeUrl:uri',
    ],
    ['POST /observatory/bookings answer error'],
  );
});

// Texts invented for this test: a tab-separated table copied from a PDF, a long last cell wrapped onto the next line.
test('a line with no tab between rows of a tab table is the rest of the row above, and the rows after it are read', () =>
  check(
    [
      'POST /api/pottery/firings',
      '',
      'Field\tType\tRequired\tNotes',
      'kiln_id\tstring\tyes\tThe kiln to use',
      'glazed\tboolean\tno\tWhether the pieces carry',
      'glaze; default false',
      'cone\tinteger\tyes',
      'ready_by\tdate\tno',
    ].join('\n'),
    [
      'POST /api/pottery/firings body kiln_id:string',
      'POST /api/pottery/firings body glazed:boolean?',
      'POST /api/pottery/firings body cone:integer',
      'POST /api/pottery/firings body ready_by:date?',
    ],
    ['POST /api/pottery/firings body glaze'],
  ));

// Texts invented for this test: "name — notes" rows copied from a PDF, a row's notes wrapped onto the next line.
test('a "name — notes" row whose notes end in a comma, or a note in parentheses alone, goes on over the next line', () =>
  check(
    [
      'GET /api/kilns/{kiln_id}',
      'Returns 200 with',
      'kiln_id',
      'state — one of idle, heating, holding,',
      'cooling',
      'temp_c — integer',
      'alarm_code — string',
      '(only present while an alarm is raised)',
    ].join('\n'),
    [
      'GET /api/kilns/{kiln_id} answer state:enum(idle|heating|holding|cooling)',
      'GET /api/kilns/{kiln_id} answer temp_c:integer',
      'GET /api/kilns/{kiln_id} answer alarm_code:string?',
    ],
    ['GET /api/kilns/{kiln_id} answer cooling'],
  ));

// Texts invented for this test: a wrapped note in parentheses under an array row whose members are named.
test('a note in parentheses on its own line under "x — array of objects with a and b" is said of x, not of b', () =>
  check(
    [
      'GET /api/kilns/{kiln_id}',
      'Returns 200 with',
      'kiln_id',
      'temp_c — integer',
      'alarms — array of objects with code and raised_at',
      '(only present while an alarm is raised)',
    ].join('\n'),
    [
      'GET /api/kilns/{kiln_id} answer alarms:array<object>?',
      'GET /api/kilns/{kiln_id} answer alarms[].code',
      'GET /api/kilns/{kiln_id} answer alarms[].raised_at',
    ],
  ));

// Texts invented for this test: columns set apart by long runs of spaces (cut to 16 inside a line before reading, so
// hostile runs cannot make the line patterns backtrack) read as they do with two.
describe('columns far apart read as columns close together', () => {
  test.each([2, 40])('%i spaces between the columns', async (gap) => {
    const spaces = ' '.repeat(gap);
    await check(
      ['POST /tiffins', '', 'Body', '', `meal${spaces}string${spaces}required`, `spice_level${spaces}integer${spaces}optional`].join('\n'),
      ['POST /tiffins body meal:string', 'POST /tiffins body spice_level:integer?'],
      ['POST /tiffins body string'],
    );
  });
});
