import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: a condition on the caller's wish before a field makes it optional, and names no field.
describe('"if the caller feels like it, a note" makes the note optional', () => {
  test.each([
    {
      name: '"if the gardener feels like it"',
      given: 'The app will call POST /gardens/{gardenId}/plots with the `label` and, if the gardener feels like it, a `note`.',
      want: ['POST /gardens/{gardenId}/plots body label', 'POST /gardens/{gardenId}/plots body note?'],
      not: ['POST /gardens/{gardenId}/plots body if'],
    },
    {
      name: '"if they like"',
      given: 'The app will call POST /gardens/{gardenId}/plots with the `label` and, if they like, a `note`.',
      want: ['POST /gardens/{gardenId}/plots body label', 'POST /gardens/{gardenId}/plots body note?'],
      not: ['POST /gardens/{gardenId}/plots body if'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: a field whose notes are only a quoted example take the example's format.
describe('a quoted example alone after a field gives its format', () => {
  test.each([
    {
      name: 'Hinglish "— "2025-01-20" jaisa"',
      given: [
        'Booking ke liye POST /api/slots. Body mein ye bhejna:',
        '- slot_id (int)',
        '- day — "2025-01-20" jaisa',
        '- hours (int)',
      ].join('\n'),
      want: ['POST /api/slots body day:date', 'POST /api/slots body hours:integer'],
    },
    {
      name: 'English "— like "2025-01-20T08:00:00Z""',
      given: ['POST /api/slots with this body:', '- slot_id (int)', '- starts — like "2025-01-20T08:00:00Z"'].join('\n'),
      want: ['POST /api/slots body starts:date-time'],
    },
    {
      name: 'a bare number as the example: "(optional, e.g. 1200)" an integer, "e.g. 4.5" a number, "e.g. 0484" no number',
      given: [
        'GET /hostels — lists hostels.',
        '- Query: max_rent (optional, e.g. 1200), min_rating (optional, e.g. 4.5), std_code (optional, e.g. 0484)',
      ].join('\n'),
      want: ['GET /hostels query max_rent:integer?', 'GET /hostels query min_rating:number?', 'GET /hostels query std_code:string?'],
    },
    {
      name: 'an example in code marks after "e.g.": `42` an integer, a timestamp a date-time, a date a date',
      given:
        '`GET /v2/ferries` answers `200` and an array of sailings: `sailing_id`, `departs_at` (e.g. `2026-03-01T06:30:00+05:30`), `berths_free` (e.g. `42`), `service_day` (e.g. 2026-03-01).',
      want: [
        'GET /v2/ferries answer departs_at:date-time',
        'GET /v2/ferries answer berths_free:integer',
        'GET /v2/ferries answer service_day:date',
      ],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: a sentence that names one query parameter and its flag, the name bare.
describe('"Query param <name> optional" names a query parameter', () => {
  test.each([
    {
      name: 'Hinglish, the name a type word',
      given: 'Pilot ke liye GET /pilots/{pilotId}/flights jo flights ki list deta hai. Query param day optional hai.',
      want: ['GET /pilots/{pilotId}/flights query day?'],
    },
    {
      name: 'English, required',
      given: 'GET /pilots/{pilotId}/flights lists the flights. The query parameter shift is required.',
      want: ['GET /pilots/{pilotId}/flights query shift'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: a field said to be missing until something happens is optional.
describe('"not present until …" makes a field optional', () => {
  test.each([
    {
      name: '"not present until" in a field line’s notes',
      given: [
        'GET /kilns/{kilnId}',
        '',
        'Returns:',
        '- `kiln_id` (string)',
        '- `fired_at` (timestamp) — not present until the first firing.',
      ].join('\n'),
      want: ['GET /kilns/{kilnId} answer kiln_id:string', 'GET /kilns/{kilnId} answer fired_at:date-time?'],
    },
    {
      name: '"missing while"',
      given: [
        'GET /kilns/{kilnId}',
        '',
        'Returns:',
        '- `kiln_id` (string)',
        '- `cooled_at` (timestamp) — missing while the kiln is still hot.',
      ].join('\n'),
      want: ['GET /kilns/{kilnId} answer kiln_id:string', 'GET /kilns/{kilnId} answer cooled_at:date-time?'],
    },
    {
      name: '"only needed if"',
      given: [
        'POST /kilns/{kilnId}/firings',
        '',
        'Body: cone_number, shelf_id.',
        '',
        'shelf_id is only needed if the kiln has shelves.',
      ].join('\n'),
      want: ['POST /kilns/{kilnId}/firings body cone_number', 'POST /kilns/{kilnId}/firings body shelf_id?'],
    },
    {
      name: '"not sent unless"',
      given: [
        'GET /kilns/{kilnId}',
        '',
        'Returns:',
        '- `kiln_id` (string)',
        '- `fault` (string) — not sent unless the kiln reports one.',
      ].join('\n'),
      want: ['GET /kilns/{kilnId} answer kiln_id:string', 'GET /kilns/{kilnId} answer fault:string?'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: a sentence about a field written above the body that names it.
describe('a statement about a field above the body that names it', () => {
  test.each([
    {
      name: '"x must be A, B or C." above a JSON body',
      given: [
        'POST /kilns/{kilnId}/firings',
        '',
        'Schedules a firing. cone_number must be 6, 8 or 10.',
        '',
        '```json',
        '{ "cone_number": 6, "glaze": "celadon" }',
        '```',
      ].join('\n'),
      want: ['POST /kilns/{kilnId}/firings body cone_number:enum(6|8|10)', 'POST /kilns/{kilnId}/firings body glaze:string'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: fields said in words in a list.
describe('fields said in words', () => {
  test.each([
    {
      name: '"the hull_code as a four-letter code", "a length_m as a decimal", status "moored" after "returns 201 with"',
      given:
        'The app calls POST /marinas/{marinaId}/berthings with a JSON body. The body has a boat_name, the hull_code as a four-letter code and a length_m as a decimal. It returns 201 with berthing_id, status "moored" and moored_at (timestamp).',
      want: [
        'POST /marinas/{marinaId}/berthings body boat_name',
        'POST /marinas/{marinaId}/berthings body hull_code',
        'POST /marinas/{marinaId}/berthings body length_m:number',
        'POST /marinas/{marinaId}/berthings answer status:string',
        'POST /marinas/{marinaId}/berthings answer moored_at:date-time',
      ],
      not: ['POST /marinas/{marinaId}/berthings body length_m:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: a query parameter named by a plain word, and examples that say a type.
describe('a plain-word query parameter and examples in parentheses', () => {
  test.each([
    {
      name: '"an optional unit query parameter (one of c, f)" is that parameter, not parameters "c" and "f"',
      given:
        'To read a kiln, call GET /kilns/{kilnId}/readings. It accepts an optional unit query parameter (one of c, f or k) and returns an array of readings, each with a taken_at.',
      want: ['GET /kilns/{kilnId}/readings query unit:enum(c|f|k)?'],
      not: ['GET /kilns/{kilnId}/readings query c'],
    },
    {
      name: '"an optional query parameter fuel (gas or wood)", "a required query param city": the name after the words',
      given:
        'GET /kilns lists kilns. It takes an optional query parameter fuel (gas or wood) and a required query param city. The query parameter is optional.',
      want: ['GET /kilns query fuel:enum(gas|wood)?', 'GET /kilns query city'],
      not: ['GET /kilns query query_parameter_fuel', 'GET /kilns query is', 'GET /kilns query city?'],
    },
    {
      name: 'a JSON pair or "for example 2.5" in parentheses types the field',
      given:
        'POST /kilns/{kilnId}/firings answers 201 with a firing_id, a ready_at timestamp ("ready_at": "2026-03-01T09:00:00+05:30"), glazed ("glazed": true) and fuel_cost (for example 2.5).',
      want: [
        'POST /kilns/{kilnId}/firings answer ready_at:date-time',
        'POST /kilns/{kilnId}/firings answer glazed:boolean',
        'POST /kilns/{kilnId}/firings answer fuel_cost:number',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: a field first named in a sentence that says it is optional, or what it is for.
describe('an optional field said on its own', () => {
  test('"A note to the potter is optional", "The buyer\'s mobile can be sent too but is optional", "can optionally add a glaze for the rim"', async () => {
    await check(
      "POST /kilns/{kilnId}/orders takes the pot_code and the quantity. A note to the potter is optional. The buyer's mobile can be sent too but is optional. The buyer can optionally add a glaze for the rim. It answers 201 with order_id.",
      [
        'POST /kilns/{kilnId}/orders body note?',
        'POST /kilns/{kilnId}/orders body mobile?',
        'POST /kilns/{kilnId}/orders body glaze?',
        'POST /kilns/{kilnId}/orders body pot_code',
      ],
      ['POST /kilns/{kilnId}/orders body potter', 'POST /kilns/{kilnId}/orders body rim'],
    );
  });
});

// Texts invented for this test: a statement that flags one field, then says something of all the others.
test('"`x` is optional, everything else is required": the field stays optional', () =>
  check(
    [
      'POST /kites/flights',
      '',
      '```json',
      '{ "kite_id": "K-7", "line_m": 40, "comment": "gusty" }',
      '```',
      '',
      '`comment` is optional, everything else is required.',
    ].join('\n'),
    ['POST /kites/flights body comment:string?', 'POST /kites/flights body kite_id:string', 'POST /kites/flights body line_m:integer'],
  ));

// Texts invented for this test: a field the caller sends only on a condition, said in a sentence of its own.
test('"If …, x (type) must be sent too" adds x to the body, optional', () =>
  check(
    'POST /studio/bookings takes room_no, date and needs_drum_kit (true/false). If a drum kit is wanted, kit_pieces (integer between 4 and 9) must be sent too; otherwise it can be left out. Success is 201 with booking_id.',
    ['POST /studio/bookings body kit_pieces:integer?', 'POST /studio/bookings body room_no', 'POST /studio/bookings answer booking_id'],
  ));
