import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: the values a field takes, said in Hinglish ("a, b, c mein se ek" is "one of a, b, c").
describe('"… mein se ek" names the values a field takes', () => {
  test.each([
    {
      name: 'in a list item of the body, after a dash',
      given: [
        'Kheti app ka backend.',
        '',
        'POST /harvests. Body mein ye bhejna:',
        '- plot_id (string)',
        '- season — kharif, rabi, zaid mein se ek',
        '- weight_kg (number)',
      ].join('\n'),
      want: ['POST /harvests body season:enum(kharif|rabi|zaid)', 'POST /harvests body weight_kg:number'],
      not: ['POST /harvests body kharif', 'POST /harvests body zaid'],
    },
    {
      name: 'in a sentence, in brackets, with "koi ek" and "ya"',
      given: [
        'POST /boats/{boat_id}/trips. Body mein crew_count (int) aur catch, sardine ya tuna mein se ek, bhejna. Response 201 mein trip_id.',
        '',
        'GET /boats/{boat_id}/trips/{trip_id} se trip milega: trip_id aur stage (docked, sailing, returned mein se koi ek).',
      ].join('\n'),
      want: [
        'POST /boats/{boat_id}/trips body catch:enum(sardine|tuna)',
        'GET /boats/{boat_id}/trips/{trip_id} answer stage:enum(docked|sailing|returned)',
      ],
      not: ['GET /boats/{boat_id}/trips/{trip_id} answer docked'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: values set off by dashes in a sentence of fields, and a field said to be there only at times.
describe('a sentence of fields says values between dashes and when a field is there', () => {
  test.each([
    {
      name: '"— one of A, B, C —" after a field gives its values, and names no fields',
      given: 'Follow a kite. GET /kites/{kite_no} returns `height_band` — one of LOW, MID, HIGH, STORM — and `pilot_name`.',
      want: ['GET /kites/{kite_no} answer height_band:enum(LOW|MID|HIGH|STORM)', 'GET /kites/{kite_no} answer pilot_name'],
      not: ['GET /kites/{kite_no} answer LOW', 'GET /kites/{kite_no} answer STORM'],
    },
    {
      name: '"which is only there once …" makes the field optional',
      given: 'Follow a kite. GET /kites/{kite_no} returns `kite_no` and `landed_at`, which is only there once the kite is down.',
      want: ['GET /kites/{kite_no} answer kite_no', 'GET /kites/{kite_no} answer landed_at?'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: a field's note after its hints that is nothing but the values it takes.
describe('a note that is only values is the set of values', () => {
  test.each([
    { given: 'canvas, paper or vellum', want: { type: 'string', enum: ['canvas', 'paper', 'vellum'] } },
    { given: 'OIL, ACRYLIC, GOUACHE, INK', want: { type: 'string', enum: ['OIL', 'ACRYLIC', 'GOUACHE', 'INK'] } },
    { given: '`matte` (default) or `gloss`', want: { type: 'string', enum: ['matte', 'gloss'] } },
    { given: 'filter; one of draft, framed, sold', want: { type: 'string', enum: ['draft', 'framed', 'sold'] } },
    { given: 'the easel height in cm', want: undefined },
    { given: 'required, optional, string', want: undefined },
    { given: 'canvas, paper', want: undefined },
    { given: '1–100, default 25', want: undefined },
  ])('"$given"', async ({ given, want }) => {
    const { noteValues } = await import('./hints');
    expect(noteValues(given)).toEqual(want);
  });

  test.each([
    {
      name: "after the hints in bullets; a GET's bullets said optional before any label are its query",
      given: [
        'GET /studio/paintings',
        '  - medium (string, optional): filter; one of oil, acrylic, ink',
        '  - framed (boolean, optional)',
        'Returns 200:',
        '  - title (string)',
        '',
        'POST /studio/paintings',
        '  - surface (string, required): canvas, paper or vellum',
        '  - finish (string, optional) — matte, gloss, satin',
      ].join('\n'),
      want: [
        'GET /studio/paintings query medium:enum(oil|acrylic|ink)?',
        'GET /studio/paintings query framed:boolean?',
        'GET /studio/paintings answer title:string',
        'POST /studio/paintings body surface:enum(canvas|paper|vellum)',
        'POST /studio/paintings body finish:enum(matte|gloss|satin)?',
      ],
      not: ['GET /studio/paintings answer medium', 'GET /studio/paintings query title'],
    },
    {
      name: 'in a table, after the flag of the required column',
      given: [
        'POST /studio/easels',
        '',
        '| field | type | required |',
        '|---|---|---|',
        '| size | string | yes — small, medium, large |',
      ].join('\n'),
      want: ['POST /studio/easels body size:enum(small|medium|large)'],
      not: [],
    },
    {
      name: '"`x` is optional and is a, b or c": the values after the flag, joined by "and is"',
      given: 'GET /trails?region=north lists trails.\n\n`region` is optional and is `north`, `south` or `coast`.',
      want: ['GET /trails query region:enum(north|south|coast)?'],
      not: [],
    },
    {
      name: '"`a` is optional; `b` is optional too": a GET\'s new field said optional beside its query is one more parameter',
      given:
        'GET /trails lists trails, each with trail_id and length_km, filtered by `region`.\n\n`region` is optional; `difficulty` is optional too.',
      want: ['GET /trails query region?', 'GET /trails query difficulty?'],
      not: ['GET /trails answer difficulty'],
    },
    {
      name: '"`x` can only be `a`, `b` or `c`" says the values, as "is" does',
      given: 'POST /kennels/stays takes `dog_id` and `size`.\n\n`size` can only be `toy`, `medium` or `giant`; `dog_id` is required.',
      want: ['POST /kennels/stays body size:enum(toy|medium|giant)'],
      not: [],
    },
    {
      name: '"`x` is optional; one of a, b or c": the values after the ";" are the field\'s',
      given: 'GET /kennels?breed=beagle lists kennels. `breed` is optional; one of beagle, pug, indie or labrador.',
      want: ['GET /kennels query breed:enum(beagle|pug|indie|labrador)?'],
      not: [],
    },
    {
      name: '"`x` is one of a, b or c, `y` a boolean": the set ends at the value after "or"',
      given: 'GET /kennels?size=pug&heated=true lists kennels. `size` is one of small, medium or large, `heated` a boolean.',
      want: ['GET /kennels query size:enum(small|medium|large)?', 'GET /kennels query heated:boolean?'],
      not: ['GET /kennels query size:enum(small|medium|large|heated)?'],
    },
    {
      name: '"Query parameter `x` (optional): `a`, `b` or `c`": one name before the colon, its values after it',
      given:
        '## GET /kennels/{kennel_id}/stays\n\nLists stays. Query parameter `state` (optional): `booked`, `boarded` or `collected`. Returns `200` with an array of stays: `stay_id`, `state`.',
      want: ['GET /kennels/{kennel_id}/stays query state:enum(booked|boarded|collected)?'],
      not: ['GET /kennels/{kennel_id}/stays query booked', 'GET /kennels/{kennel_id}/stays query collected'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: values parted by spaces after "enum:", and an answer that names the fields of an
// earlier one of the same resource ("as above"), with their values.
describe('values after "enum:" with spaces between, and values an earlier answer of the resource says', () => {
  test.each([
    {
      name: 'aligned field lines whose notes are "enum: A B C"',
      given: [
        '## Book a ferry seat',
        '',
        'POST /v1/ferries/{ferry_id}/seats',
        '',
        'Body',
        '',
        'deck  string  required  enum: UPPER LOWER OPEN_AIR',
        'count  integer  required',
        '',
        'Response 201',
        '',
        'state  string  Allowed values: held confirmed released',
      ].join('\n'),
      want: [
        'POST /v1/ferries/{ferry_id}/seats body deck:enum(UPPER|LOWER|OPEN_AIR)',
        'POST /v1/ferries/{ferry_id}/seats answer state:enum(held|confirmed|released)',
      ],
      not: [],
    },
    {
      name: 'a later answer listing the same fields by name',
      given: [
        '## Create a refill',
        '',
        'POST /v1/refills',
        '',
        'Response 201',
        '',
        'id  string  The refill ID.',
        'phase  string  One of queued, filling, done, failed.',
        'litres  integer  Litres filled.',
        '',
        '## Fetch a refill',
        '',
        'GET /v1/refills/{id}',
        '',
        'Same authentication. Responds with the refill entity (id, phase, litres, as above). 404 if there is no such refill.',
      ].join('\n'),
      want: ['GET /v1/refills/{id} answer phase:enum(queued|filling|done|failed)'],
      not: [],
    },
    {
      name: 'not from a later answer: a status "always pending" first, then its values',
      given: [
        '1. POST /v1/pickups books a pickup and returns 201 with the pickup_id and the status, which is always "pending" here.',
        '2. GET /v1/pickups/{pickup_id} returns the pickup_id and the status, one of pending, collected or missed.',
      ].join('\n'),
      want: ['GET /v1/pickups/{pickup_id} answer status:enum(pending|collected|missed)', 'POST /v1/pickups answer status:string'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
