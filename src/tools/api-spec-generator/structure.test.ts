import { expectItems as check } from '../../../tests/support/spec-items';
import { parse } from 'yaml';
import { generateApiSpec } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: each names its layout, and each would fail without the rule it is under.
describe('a document’s structure scopes what it reads', () => {
  test.each([
    {
      name: 'sibling sub-headings under the heading an endpoint was named under are all its sections',
      given: [
        '## Register a parcel locker',
        '',
        '```',
        'POST /lockers',
        '```',
        '',
        '### Fields you send',
        '',
        '- `site_code` string, required',
        '',
        '### What comes back',
        '',
        '```json',
        '{ "locker_id": "LK-88", "slots": 24 }',
        '```',
        '',
        '### Failure codes',
        '',
        '| Code | Why |',
        '|---|---|',
        '| 409 | the site already has a locker with that code |',
      ].join('\n'),
      want: [
        'POST /lockers body site_code:string',
        'POST /lockers answer locker_id:string',
        'POST /lockers answer slots:integer',
        'POST /lockers status 409',
      ],
      not: [],
    },
    {
      name: 'a deeper heading naming parameters, after another, opens the query of a GET',
      given: [
        '# Kiln logs',
        '',
        '## Read the firing log',
        '',
        'GET /kilns/{kilnId}/firings',
        '',
        '### What it returns',
        '',
        '```json',
        '[{ "firing_id": 7, "peak_c": 1240 }]',
        '```',
        '',
        '### Accepted parameters',
        '',
        '| Name | Type | Description |',
        '|---|---|---|',
        '| since | date | **Required.** first day |',
        '| cone | integer | only firings to this cone |',
      ].join('\n'),
      want: [
        'GET /kilns/{kilnId}/firings query since:date',
        'GET /kilns/{kilnId}/firings query cone:integer?',
        'GET /kilns/{kilnId}/firings answer peak_c:integer',
      ],
      not: ['GET /kilns/{kilnId}/firings answer since'],
    },
    {
      name: 'a "Headers" section names headers, not fields',
      given: [
        '## Ring the bell',
        '',
        'POST /bells/{bellId}/rings',
        '',
        '### Headers',
        '',
        '| Name | Description |',
        '|---|---|',
        '| `Accept` | JSON |',
        '',
        '### Body',
        '',
        '- `times` integer, required',
      ].join('\n'),
      want: ['POST /bells/{bellId}/rings body times:integer'],
      not: ['POST /bells/{bellId}/rings body Accept'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('required and optional marks are read over the whole table', () => {
  test.each([
    {
      name: 'where only some rows are marked required, the others are optional',
      given: [
        'POST /herbaria/specimens',
        '',
        '| Field | Type | Notes |',
        '|---|---|---|',
        '| genus | string | Required. |',
        '| collector | string | who found it |',
      ].join('\n'),
      want: ['POST /herbaria/specimens body genus:string', 'POST /herbaria/specimens body collector:string?'],
    },
    {
      name: 'a column titled "Optional?" says yes for the optional ones',
      given: [
        'PUT /looms/{loomId}/pattern',
        '',
        '| Param | Type | Optional? |',
        '|---|---|---|',
        '| warp | integer | no |',
        '| weft_color | string | yes |',
      ].join('\n'),
      want: ['PUT /looms/{loomId}/pattern body warp:integer', 'PUT /looms/{loomId}/pattern body weft_color:string?'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

test('"returns the same <thing> object as above" copies the answer of the endpoint before', async () => {
  await check(
    [
      'POST /kites',
      'Body: `span_cm` (integer)',
      'Response 201: `kite_id` (string), `span_cm` (integer)',
      '',
      'GET /kites/{kiteId}',
      'Returns the same kite object as above.',
    ].join('\n'),
    ['GET /kites/{kiteId} answer kite_id:string'],
  );
});

describe('field lines without bullets, as reference pages lay them out', () => {
  test.each([
    {
      name: 'lines indented under a field line are its description, not fields of their own',
      given: [
        'POST /aquariums',
        '',
        'Request Parameters',
        '',
        'tank_litres  mandatory  integer',
        '  Volume of the tank. For example, 240 for a four-foot tank.',
        '',
        'water  mandatory  string',
        '  Possible values: fresh, brackish, marine.',
      ].join('\n'),
      want: ['POST /aquariums body tank_litres:integer', 'POST /aquariums body water:enum(fresh|brackish|marine)'],
      not: ['POST /aquariums body For', 'POST /aquariums body Volume', 'POST /aquariums body fresh'],
    },
    {
      name: 'lines indented under a label, each a name and its hints in parentheses, are each a field',
      given: [
        'POST /greenhouses/{houseId}/sensors  — fit a sensor',
        '',
        'Request:',
        '  sensor_kind (string, required) - humidity or soil probe',
        '  bed_row (integer, optional) - counted from the door',
        '  label (string, optional)',
      ].join('\n'),
      want: [
        'POST /greenhouses/{houseId}/sensors body sensor_kind:string',
        'POST /greenhouses/{houseId}/sensors body bed_row:integer?',
        'POST /greenhouses/{houseId}/sensors body label:string?',
      ],
      not: [],
    },
    {
      name: 'aligned cells give the type wherever its column stands',
      given: ['POST /sundials', '', 'Body', '', 'gnomon_angle  required  number', 'motto  optional  string'].join('\n'),
      want: ['POST /sundials body gnomon_angle:number', 'POST /sundials body motto:string?'],
      not: [],
    },
    {
      name: 'a title line naming the response opens it even with prose right under it',
      given: [
        'POST /kettles',
        'Body: `litres` (number)',
        '',
        'Response fields',
        'The kettle: `kettle_id` (string), `heated` (boolean).',
      ].join('\n'),
      want: ['POST /kettles answer kettle_id:string', 'POST /kettles answer heated:boolean'],
      not: ['POST /kettles body kettle_id'],
    },
    {
      name: 'aligned cells with a generic type ("array<string>", "string[]") and members indented under an array of objects',
      given: [
        'POST /regattas/{regattaId}/entries',
        '',
        'Body',
        '  sail_numbers      array<string>   required',
        '  crew              array<object>   required, skipper first',
        '      given_name    string          required',
        '      weight_kg     number          optional',
        '  tags              string[]        optional',
      ].join('\n'),
      want: [
        'POST /regattas/{regattaId}/entries body sail_numbers:array<string>',
        'POST /regattas/{regattaId}/entries body crew:array<object>',
        'POST /regattas/{regattaId}/entries body crew[].given_name:string',
        'POST /regattas/{regattaId}/entries body crew[].weight_kg:number?',
        'POST /regattas/{regattaId}/entries body tags:array<string>?',
      ],
      not: [],
    },
    {
      name: 'an indented name followed by one space and then aligned cells is a line of its own',
      given: [
        'POST /ferries/{ferryId}/tickets',
        '',
        'Body',
        '  passenger_name string          required',
        '  cabin_no integer          optional',
        '  vehicle_plate  string          optional',
      ].join('\n'),
      want: [
        'POST /ferries/{ferryId}/tickets body passenger_name:string',
        'POST /ferries/{ferryId}/tickets body cabin_no:integer?',
        'POST /ferries/{ferryId}/tickets body vehicle_plate:string?',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('blocks written as code under a label', () => {
  test.each([
    {
      name: 'a label word before a brace block ("request {", "response 201 {") says whose block it is',
      given: [
        'POST /orchards/{orchardId}/harvests',
        '',
        'request {',
        '  variety: string',
        '  crates: integer',
        '}',
        '',
        'response 201 {',
        '  harvest_no: string',
        '}',
      ].join('\n'),
      want: [
        'POST /orchards/{orchardId}/harvests body variety:string',
        'POST /orchards/{orchardId}/harvests body crates:integer',
        'POST /orchards/{orchardId}/harvests answer harvest_no:string',
      ],
      not: ['POST /orchards/{orchardId}/harvests body request'],
    },
    {
      name: 'a line comment inside a block spread over lines ends at its line',
      given: [
        'GET /beehives/{hiveId}',
        '',
        'response 200 {',
        '  frames: integer      // counted at the last inspection',
        '  queen?: {',
        '    marked: boolean',
        '    born: date',
        '  }',
        '}',
      ].join('\n'),
      want: [
        'GET /beehives/{hiveId} answer queen:object?',
        'GET /beehives/{hiveId} answer queen.marked:boolean',
        'GET /beehives/{hiveId} answer frames:integer',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('route declarations in client code', () => {
  test.each([
    {
      name: 'a Retrofit interface: @GET over a suspend fun, @Query parameters with their comments, @Body and the return type',
      given: [
        'interface LighthouseApi {',
        '    @GET("v2/lighthouses")                  // 200 List<Lighthouse>',
        '    suspend fun lighthouses(',
        '        @Query("coast") coast: String,        // required: east | west',
        '        @Query("minHeight") minHeight: Int? = null,',
        '    ): List<Lighthouse>',
        '',
        '    @POST("/v2/sightings")                 // 201 Sighting, 409 already logged',
        '    suspend fun logSighting(@Body body: SightingRequest): Sighting',
        '}',
        '',
        'data class Lighthouse(',
        '    val lighthouseId: String,',
        '    val heightM: Int,',
        ')',
        '',
        'data class SightingRequest(',
        '    val lighthouseId: String,',
        '    val beamSeen: Boolean,',
        ')',
        '',
        'data class Sighting(',
        '    val sightingId: Long,',
        ')',
      ].join('\n'),
      want: [
        'GET /v2/lighthouses query coast:enum(east|west)',
        'GET /v2/lighthouses query minHeight:integer?',
        'GET /v2/lighthouses list',
        'GET /v2/lighthouses answer heightM:integer',
        'POST /v2/sightings body lighthouseId:string',
        'POST /v2/sightings body beamSeen:boolean',
        'POST /v2/sightings answer sightingId:integer',
        'POST /v2/sightings status 201',
        'POST /v2/sightings status 409',
      ],
      not: ['GET /v2/lighthouses query required:string', 'POST /v2/sightings query body:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('titles that name an endpoint by what it does', () => {
  test.each([
    {
      name: 'plain title lines after a list of endpoints open each one’s section; "Parameters" of a POST is its body',
      given: [
        'Endpoints',
        '  POST   /v2/telescopes',
        '  GET    /v2/telescopes',
        '  POST   /v2/telescopes/:id/eyepieces',
        '',
        'Register a telescope',
        '',
        'Parameters',
        '',
        'aperture_mm   integer   REQUIRED',
        '  Clear aperture.',
        '',
        'List telescopes',
        '',
        'Parameters',
        '',
        'mount   optional   Only telescopes on this mount.',
        '',
        'Add eyepieces',
        '',
        'Parameters',
        '',
        'focal_lengths   array of integers   REQUIRED',
      ].join('\n'),
      want: [
        'POST /v2/telescopes body aperture_mm:integer',
        'GET /v2/telescopes query mount?',
        'POST /v2/telescopes/{id}/eyepieces body focal_lengths:array<integer>',
      ],
      not: ['POST /v2/telescopes body focal_lengths', 'POST /v2/telescopes body mount'],
    },
    {
      name: 'a Markdown heading that names a listed endpoint by its action opens it too',
      given: [
        '| Method | Path |',
        '|---|---|',
        '| DELETE | /canoes/{canoeId} |',
        '| PATCH | /canoes/{canoeId} |',
        '',
        '## Update a canoe',
        '',
        '- `paddles` integer, required',
        '',
        '## Remove a canoe',
        '',
        'Answers 204; 409 while the canoe is out on the water.',
      ].join('\n'),
      want: ['PATCH /canoes/{canoeId} body paddles:integer', 'DELETE /canoes/{canoeId} status 409'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

test('"Possible enum values:" and "Defaults to private." in a description line name the values and the default', async () => {
  await check(
    [
      'POST /looms',
      '',
      'Body',
      '',
      'shed   enum   optional  How the warp opens. Defaults to rising.',
      '  Possible enum values: rising, sinking, centre',
    ].join('\n'),
    ['POST /looms body shed:enum(rising|sinking|centre)?'],
  );
  const result = await generateApiSpec(
    withSpecDefaults('api_spec_generator', {
      text: 'POST /looms\n\nBody\n\nshed   string   optional  How the warp opens. Defaults to rising.',
    }),
  );
  expect(
    (parse(result.yaml) as Record<string, any>).paths['/looms'].post.requestBody.content['application/json'].schema.properties.shed.default,
  ).toBe('rising');
});

test('an "Errors" section saying a key is missing or wrong names no scheme of its own', async () => {
  await check(
    [
      '## Log a dive',
      '',
      '`POST /dives`',
      '',
      'Every dive endpoint takes your secret key as a Bearer token.',
      '',
      '- `depth_m` number, required',
      '',
      '### Errors',
      '',
      '| Code | Meaning |',
      '|---|---|',
      '| 401 | Missing or invalid secret key |',
    ].join('\n'),
    ['POST /dives auth bearer', 'POST /dives status 401'],
    ['POST /dives auth apiKey:X-API-Key'],
  );
});

describe('members nested under their array or object, whatever the layout', () => {
  test.each([
    {
      name: 'rows of a dash-separated table indented under an array row are its members',
      given: [
        'POST /nurseries/{nurseryId}/orders',
        'Body:',
        '  buyer_code — string — required',
        '  saplings — array — required, each one:',
        '      species — string — required',
        '      height_cm — integer — optional',
        '  note — string — optional',
      ].join('\n'),
      want: [
        'POST /nurseries/{nurseryId}/orders body saplings:array<object>',
        'POST /nurseries/{nurseryId}/orders body saplings[].species:string',
        'POST /nurseries/{nurseryId}/orders body saplings[].height_cm:integer?',
        'POST /nurseries/{nurseryId}/orders body note:string?',
      ],
      not: ['POST /nurseries/{nurseryId}/orders body species', 'POST /nurseries/{nurseryId}/orders body saplings[].note'],
    },
    {
      name: 'list items under bullets of other glyphs ("◦") nest by indent like "-" and "•"',
      given: [
        'POST /apiaries/{apiaryId}/inspections',
        '    • inspector — string, required',
        '    • frames — array, required',
        '        ◦ frame_no — integer',
        '        ◦ brood — boolean',
      ].join('\n'),
      want: [
        'POST /apiaries/{apiaryId}/inspections body frames:array<object>',
        'POST /apiaries/{apiaryId}/inspections body frames[].frame_no:integer',
        'POST /apiaries/{apiaryId}/inspections body frames[].brood:boolean',
      ],
      not: [],
    },
    {
      name: 'an object field’s members listed after a colon on its own line',
      given: [
        '1. Book a pitch — `POST /campsites/{siteId}/bookings`',
        '   - `nights` (integer)',
        '   - `vehicle` (object): `plate` (string), `length_m` (number)',
      ].join('\n'),
      want: [
        'POST /campsites/{siteId}/bookings body vehicle:object',
        'POST /campsites/{siteId}/bookings body vehicle.plate:string',
        'POST /campsites/{siteId}/bookings body vehicle.length_m:number',
      ],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

test('a line naming a field alone ("`stops[]`:") over a table: the rows are that field’s members', async () => {
  await check(
    [
      '## Plan a route — `POST /routes`',
      '',
      '| Name | Type | Required |',
      '|---|---|---|',
      '| depot_id | string | yes |',
      '| stops | array | yes |',
      '',
      '`stops[]`:',
      '',
      '| Name | Type | Required |',
      '|---|---|---|',
      '| pincode | string | yes |',
      '| drop_kg | number | no |',
    ].join('\n'),
    ['POST /routes body stops:array<object>', 'POST /routes body stops[].pincode:string', 'POST /routes body stops[].drop_kg:number?'],
    ['POST /routes body pincode'],
  );
});

test('"posts to `/path`" in prose names a POST, and the section under its heading is that endpoint’s', async () => {
  await check(
    [
      '## Lodging a claim',
      '',
      'The adjuster posts to `/policies/{policyNo}/claims` after the site visit. The body:',
      '',
      '```json',
      '{ "loss_inr": 125000, "cause": "flood" }',
      '```',
    ].join('\n'),
    ['POST /policies/{policyNo}/claims body loss_inr:integer', 'POST /policies/{policyNo}/claims body cause:string'],
  );
});

test('an aligned cell that is only a set of values gives the field its values, whatever their case or separator', async () => {
  await check(
    [
      'POST /kilns/{kilnId}/firings',
      '',
      '  glaze_type      string     mandatory   GLOSS / MATTE / SATIN',
      '  atmosphere      string     optional    OXIDATION, REDUCTION, NEUTRAL',
    ].join('\n'),
    [
      'POST /kilns/{kilnId}/firings body glaze_type:enum(GLOSS|MATTE|SATIN)',
      'POST /kilns/{kilnId}/firings body atmosphere:enum(OXIDATION|REDUCTION|NEUTRAL)?',
    ],
  );
});

test('a label on a list item ("- query: …") is said of that item only, not of the items after it', async () => {
  await check(
    [
      '1. GET /stables/{stableId}/horses',
      '   - lists the horses (array)',
      '   - query: `breed` (string, optional)',
      '   - each horse: `name` (string), `age` (integer)',
    ].join('\n'),
    [
      'GET /stables/{stableId}/horses query breed:string?',
      'GET /stables/{stableId}/horses answer name:string',
      'GET /stables/{stableId}/horses answer age:integer',
    ],
    ['GET /stables/{stableId}/horses query age'],
  );
});

test('an HTTP example with a concrete path is a call of the endpoint named before whose parameters it fills', async () => {
  await check(
    [
      '--- drain a lock (keepers only): DELETE /canals/{lockName} ---',
      '',
      'DELETE /canals/lower-weir HTTP/1.1',
      'Authorization: Bearer kp_81...',
      '',
      'HTTP/1.1 403 Forbidden',
      '{ "error": "not a keeper" }',
    ].join('\n'),
    ['DELETE /canals/{lockName} auth bearer', 'DELETE /canals/{lockName} status 403'],
    ['DELETE /canals/lower-weir'],
  );
});

test('"Status: 201 Created" on a line of its own under a response is its status, not a field named Status', async () => {
  await check(
    [
      '## Hang a lantern',
      '',
      '`POST /lanterns`',
      '',
      '#### Response',
      '',
      'Status: 201 Created',
      '',
      '```json',
      '{ "lantern_id": "LN-7" }',
      '```',
    ].join('\n'),
    ['POST /lanterns status 201', 'POST /lanterns answer lantern_id:string'],
    ['POST /lanterns answer Status'],
  );
});

test('a field name alone on its line with its attributes indented under it ("Type: …", "Required: …") is one field', async () => {
  await check(
    [
      'POST /looms/{loomId}/bolts',
      '',
      'Parameters:',
      '',
      'weave',
      '    Type: string',
      '    Required: yes',
      '    Allowed values: plain, twill, satin',
      '',
      'length_m',
      '    Type: number',
      '    Required: no',
      '    How much cloth, in metres.',
    ].join('\n'),
    ['POST /looms/{loomId}/bolts body weave:enum(plain|twill|satin)', 'POST /looms/{loomId}/bolts body length_m:number?'],
    ['POST /looms/{loomId}/bolts body Type', 'POST /looms/{loomId}/bolts body How'],
  );
});

test('"Endpoint: PATCH /path" on its own line names the endpoint, and its label is no field of the one before', async () => {
  await check(
    [
      '1. Plant a row',
      '   Endpoint: POST /farms/{farmId}/rows',
      '   Request:',
      '     - crop: string (required)',
      '   Response (201): the new row.',
      '',
      '2. Water it',
      '   Endpoint: PATCH /farms/{farmId}/rows/{rowId}',
      '   Request:',
      '     - litres: number (required)',
    ].join('\n'),
    ['POST /farms/{farmId}/rows body crop:string', 'PATCH /farms/{farmId}/rows/{rowId} body litres:number'],
    ['POST /farms/{farmId}/rows answer Endpoint'],
  );
});

describe('tables and status lists as other Markdown writers lay them out', () => {
  test.each([
    {
      name: 'a table without its outer pipes is a table, to the first line without a pipe',
      given: [
        'POST /greenhouses',
        '',
        'Body',
        '',
        'Name | Required | Type',
        '---- | -------- | ----',
        'span_m | ✔ | number',
        'vents | | integer',
        'glazing | ✔ | glass / polycarbonate',
      ].join('\n'),
      want: [
        'POST /greenhouses body span_m:number',
        'POST /greenhouses body vents:integer?',
        'POST /greenhouses body glazing:enum(glass|polycarbonate)',
      ],
      not: [],
    },
    {
      name: 'a name column titled with its side ("Query param", "Response field") puts the rows there; a Default column is the default',
      given: [
        '**GET /kennels** — find kennels',
        '',
        '| Query param | Type | Default | Description |',
        '|---|---|---|---|',
        '| breed_size | string | medium | small, medium or large |',
        '| heated | boolean | — | |',
        '',
        '| Response field | Type | Description |',
        '|---|---|---|',
        '| kennel_code | string | |',
      ].join('\n'),
      want: [
        'GET /kennels query breed_size:enum(small|medium|large)?',
        'GET /kennels query heated:boolean?',
        'GET /kennels answer kennel_code:string',
      ],
      not: ['GET /kennels answer breed_size', 'GET /kennels query kennel_code'],
    },
    {
      name: 'a name in bold followed by its type in code marks and an emphasised flag is a field ("**x** `string` · *Required*")',
      given: [
        '```',
        'POST /v1/looms',
        '```',
        '',
        '**warp_count** `integer` · *Required*',
        'Threads along the length.',
        '',
        '**fibre** `string` · *Optional*',
        'What the warp is spun from.',
      ].join('\n'),
      want: ['POST /v1/looms body warp_count:integer', 'POST /v1/looms body fibre:string?'],
      not: [],
    },
    {
      name: 'indented "i.", "ii." items under a numbered step are its sub-items; "Optional filters:" labels the query',
      given: [
        '1. Find hives',
        '   `GET /apiaries/{apiaryId}/hives`',
        '   i. Optional filters: `queen_marked` (bool), `frames` (int).',
        '   ii. Returns 200 with `hive_code` (string) and `weight_kg` (number).',
        '2. Register a hive',
        '   `POST /apiaries/{apiaryId}/hives`',
        '   a. hive_code — string, required',
        '   b. frames — integer 1–20, optional',
      ].join('\n'),
      want: [
        'POST /apiaries/{apiaryId}/hives body hive_code:string',
        'POST /apiaries/{apiaryId}/hives body frames:integer?',
        'GET /apiaries/{apiaryId}/hives query queen_marked:boolean?',
        'GET /apiaries/{apiaryId}/hives query frames:integer?',
        'GET /apiaries/{apiaryId}/hives answer hive_code:string',
        'GET /apiaries/{apiaryId}/hives answer weight_kg:number',
      ],
      not: ['GET /apiaries/{apiaryId}/hives answer queen_marked', 'GET /apiaries/{apiaryId}/hives query hive_code'],
    },
    {
      name: 'outline numbers ("3.1", "3.4.1") under a step are its items, nested by indent',
      given: [
        '3. Log a harvest: `POST /orchards/{orchardId}/harvests`',
        '   3.1 variety — string, required',
        '   3.2 crates — object, optional:',
        '        3.2.1 full — integer',
        '        3.2.2 empty — integer',
      ].join('\n'),
      want: [
        'POST /orchards/{orchardId}/harvests body variety:string',
        'POST /orchards/{orchardId}/harvests body crates:object?',
        'POST /orchards/{orchardId}/harvests body crates.full:integer',
        'POST /orchards/{orchardId}/harvests body crates.empty:integer',
      ],
      not: [],
    },
    {
      name: 'a type followed by its range ("integer 1–31", "integer >= 0") is that type, and ">=" is no default',
      given: ['POST /sundials', '- `gnomon_deg` — integer 1–89, required', '- `hours_marked` (integer >= 0, required)'].join('\n'),
      want: ['POST /sundials body gnomon_deg:integer', 'POST /sundials body hours_marked:integer'],
      not: [],
    },
    {
      name: 'after a table of endpoints, a heading naming a resource and a section ("Kiln query", "Firing body (POST)") opens it',
      given: [
        '| Method | Path | Purpose |',
        '|---|---|---|',
        '| GET | `/studios/{studioId}/kilns` | Kilns free on a day |',
        '| POST | `/studios/{studioId}/firings` | Book a firing |',
        '| DELETE | `/firings/{firingId}` | Cancel |',
        '',
        '## Kiln query',
        '',
        '| Parameter | Type | Required? |',
        '|---|---|---|',
        '| day | date | ✔ |',
        '',
        '## Firing body (POST)',
        '',
        '| Part | Type | Required? |',
        '|---|---|---|',
        '| cone | integer | ✔ |',
        '| glaze_photo | binary | |',
      ].join('\n'),
      want: [
        'GET /studios/{studioId}/kilns query day:date',
        'POST /studios/{studioId}/firings body cone:integer',
        'POST /studios/{studioId}/firings body glaze_photo:binary?',
      ],
      not: ['DELETE /firings/{firingId} query day', 'DELETE /firings/{firingId} query cone'],
    },
    {
      name: 'status list items with the code in bold are statuses',
      given: [
        'POST /ferries/{ferryId}/crossings',
        '',
        '* **409** — the ferry is already crossing',
        '* **423** — the harbour is closed',
      ].join('\n'),
      want: ['POST /ferries/{ferryId}/crossings status 409', 'POST /ferries/{ferryId}/crossings status 423'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

test('a heading that is only a section title, at the level of the endpoint’s own heading, is still its section', async () => {
  await check(
    [
      '## GET /tides/{portCode}',
      '',
      'Tide tables for a port.',
      '',
      '## Filter parameters',
      '',
      '- `date` (date, required)',
      '',
      '## The response body',
      '',
      '- `high_water` (datetime)',
    ].join('\n'),
    ['GET /tides/{portCode} query date:date', 'GET /tides/{portCode} answer high_water:date-time'],
    ['GET /tides/{portCode} answer date'],
  );
});
