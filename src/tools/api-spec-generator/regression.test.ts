import { join } from 'node:path';
import { generateApiSpec } from '.';
import { formatScore, scoreCorpus } from '../../../tests/support/spec-fidelity';

// Descriptions written by the tool's author while generalising beyond the dev corpus (aligned columns, `Method:` and
// `URL:` lines, curl with -F, TypeScript types, HTTP without a version, "hands back", "Both `from` and `to` are ISO
// dates", ...): not blind, so a regression set, where every item must hold.
test('every item of the regression descriptions reaches the document', async () => {
  const score = await scoreCorpus(join(__dirname, 'regression-corpus.json'));
  if (process.env.SPEC_REPORT) console.log(formatScore(score, true));
  expect(score.items).toBe(363); // the set, counted: a description dropped by mistake fails here
  expect(score.descriptions.flatMap(({ id, missing }) => missing.map((item) => `${id}: ${item}`))).toEqual([]);
});

const warningsOf = async (text: string) =>
  (await generateApiSpec({ text, title: 'T', version: '1' })).warnings.map(({ code, line, message }) => [code, line, message]);

describe('nothing a description names is dropped in silence', () => {
  test('a code-like name that reaches no endpoint is a warning quoting its sentence', async () => {
    expect(await warningsOf('GET /a returns `x_id` (string).\nThe `legacy_ref` field is going away.')).toEqual([
      [
        'line_not_understood',
        2,
        'Line 2 ("The `legacy_ref` field is going away.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a status said before any endpoint is a warning; prose that names nothing is none', async () => {
    expect(
      await warningsOf('Hi team, thanks for the call.\nErrors return 404 when the id is unknown.\nGET /a returns `x_id` (string).'),
    ).toEqual([
      [
        'line_not_understood',
        2,
        'Line 2 ("Errors return 404 when the id is unknown.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a sentence of prose about names is no list of fields: it is reported, the sentence before it is used', async () => {
    const result = await generateApiSpec({
      text: 'POST /orders takes `sku` (string). The warehouse copies `sku` into `wms_ref` overnight.',
      title: 'T',
      version: '1',
    });
    expect(result.yaml).toContain('sku:');
    expect(result.yaml).not.toContain('wms_ref');
    expect(result.warnings.map(({ code, message }) => [code, message])).toEqual([
      [
        'line_not_understood',
        'Line 1 ("The warehouse copies `sku` into `wms_ref` overnight.") was not read: it names fields, statuses or credentials but says nothing this tool reads of them.',
      ],
    ]);
  });

  test('a short sentence that says "public" is read for the rest of what it says', async () => {
    const result = await generateApiSpec({
      text: 'GET /zones is public and lists zones, each with `code` and `rate` (number).',
      title: 'T',
      version: '1',
    });
    expect(result.yaml).toMatch(/security: \[\]/);
    expect(result.yaml).toMatch(/rate:\n\s+type: number/);
    expect(result.warnings).toEqual([]);
  });
});

// A sentence read for one thing can drop another: each is checked against the finished document, in the endpoints
// its line is about, and what the document does not hold is a warning that quotes it.
describe('what a read line states and the document does not hold is a warning', () => {
  test.each([
    {
      name: 'a code-like name in a sentence read for its credentials and status',
      given:
        "POST /parcels creates a parcel with `weight_grams` (integer). That call needs the courier's bearer token and hands over a `parcel_ref` (UUID).",
      want: [
        'item_not_used',
        1,
        'Line 1 ("That call needs the courier\'s bearer token and hands over a…"): `parcel_ref` is named here but in no endpoint\'s fields.',
      ],
    },
    {
      name: 'a field said to be an object that the document types otherwise, and its members',
      given:
        '**Book a crate** — `POST /crates`\n- Body (JSON):\n  - `label` (string) — required\n  - `size` (object, optional) — think `depth` (integer) and `span` (integer)\n- Returns **201 Created** with `crate_id` (string)',
      want: [
        'item_not_used',
        4,
        'Line 4 ("- `size` (object, optional) — think `depth` (integer) and `…"): `depth`, `span` are named here but in no endpoint\'s fields; `size` is said to be an object here but the document has it as an integer.',
      ],
    },
    {
      name: 'a status its endpoint does not answer',
      given:
        '# New pickup\n`POST /pickups/{pickup_id}/reschedule`\n\n### Request body\n- `new_day` *date*\n\n### Responses\n- **200 OK** — `{ "new_day": "2025-01-02" }`\n- **423 (Locked)** — the pickup is already on its way.',
      want: [
        'item_not_used',
        9,
        'Line 9 ("- **423 (Locked)** — the pickup is already on its way."): 423 is a status named here but in no response of its endpoint.',
      ],
    },
    {
      name: 'parameters said to be required that the document has optional',
      given: 'GET /fares?origin=DEL&dest=BOM lists fares, and without them it returns 400 (origin and dest are required).',
      want: [
        'item_not_used',
        1,
        'Line 1 ("GET /fares?origin=DEL&dest=BOM lists fares, and without the…"): `origin`, `dest` are said to be required here but the document has them optional.',
      ],
    },
    {
      name: "a field's values that no field takes",
      given:
        '```sh\n# check in a guest (channel is kiosk, app or counter)\ncurl -X POST https://h.example.com/checkins \\\n  -H \'Content-Type: application/json\' \\\n  -d \'{"guest_id":"g1","channel":"app"}\'\n# 201 {"checkin_id":"c9"}\n```',
      want: [
        'item_not_used',
        2,
        'Line 2 ("# check in a guest (channel is kiosk, app or counter)"): `kiosk`, `app`, `counter` are named here as a field\'s values but no field takes them.',
      ],
    },
    {
      name: 'a query parameter its endpoint does not take, and a type word become a field',
      given:
        'visits — GET /wards/{ward_id}/visits\n  query: visitor: string (optional)\n  response: array of\n    visit_id: string\n    visitor: string',
      want: [
        'item_not_used',
        2,
        'Line 2 ("query: visitor: string (optional)"): `visitor` is given as a query parameter here but is no parameter of its endpoint; "string" became a field\'s name here, but it reads as a type (write each field as `name` (type)).',
      ],
    },
    {
      name: 'fields said, together, to take one of a set of values',
      given:
        'GET /ponds/{pond_id} returns the pond: name, depth_m (number), and oxygen, ammonia and nitrite, each one of safe, watch, danger. It returns 404 for an unknown pond.',
      want: [
        'item_not_used',
        1,
        'Line 1 ("GET /ponds/{pond_id} returns the pond: name, depth_m (numbe…"): `oxygen`, `ammonia`, `nitrite` are said to take one of a set of values here but the document lists none.',
      ],
    },
    {
      name: 'a parameter said to be required before its name',
      given: 'GET /stops?route_no=12&ward=3 lists bus stops, and returns 400 without the required `route_no`.',
      want: [
        'item_not_used',
        1,
        'Line 1 ("GET /stops?route_no=12&ward=3 lists bus stops, and returns …"): `route_no` is said to be required here but the document has it optional.',
      ],
    },
    {
      name: 'an answer said to be a list that the document has as one object',
      given: 'GET /depots/{depotId}/trucks\n  → [Truck!]!\n  type Truck {\n    truckId: ID!\n    capacityKg: Int!\n  }',
      want: ['item_not_used', 2, 'Line 2 ("→ [Truck!]!"): its answer is said to be a list here but the document\'s answer is one object.'],
    },
  ])('$name', async ({ given, want }) => {
    expect(await warningsOf(given)).toEqual([want]);
  });

  test('a text read in full, with types, flags, statuses and values, has no warning', async () => {
    expect(
      await warningsOf(
        [
          'GET /tides/{port} returns `height_cm` (integer) and `phase` (string, either rising or falling). It returns 404 for an unknown port.',
          'POST /buoys registers a buoy with `code` (string, required), `depth_m` (number) and `sensors` (array of strings); it answers 201, or 409 if the code is taken.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
