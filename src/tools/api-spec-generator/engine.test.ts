import fc from 'fast-check';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { generateApiSpec, type ApiSpecRequest } from '.';
import { ToolInputError } from '../shared/errors';
import { holds } from '../../../tests/support/openapi-items';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

const validateResult = specAjv().compile(toolSpec('api-spec-generator').result);

async function generate(text: string, extra: Partial<ApiSpecRequest> = {}) {
  const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text, ...extra }));
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return { ...result, document: parse(result.yaml) as Record<string, any> };
}

/** Redocly's recommended rules, stricter than the spec rules the tool reports: errors only are counted here. */
async function recommendedErrors(yaml: string): Promise<string[]> {
  const problems = await lintFromString({
    source: yaml,
    absoluteRef: '/openapi.yaml',
    config: await createConfig({ extends: ['recommended'] }),
  });
  return problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message}`);
}

// The issue's own examples.
describe('reading the examples', () => {
  test('GET /users/{id} returns a user with name, email and age', async () => {
    const { document, lint } = await generate('GET /users/{id} returns a user with name, email (email) and age (integer)');
    expect(lint).toEqual([]);
    const operation = document.paths['/users/{id}'].get;
    expect(operation.operationId).toBe('getUsersById');
    expect(operation.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string', format: 'email' }, age: { type: 'integer' } },
      required: ['name', 'email', 'age'],
    });
    expect(Object.keys(operation.responses)).toEqual(['200', '404', 'default']);
  });

  test('POST /orders creates an order with productId (string), quantity (integer)', async () => {
    const { document } = await generate('POST /orders creates an order with productId (string), quantity (integer), note (optional)');
    const operation = document.paths['/orders'].post;
    expect(operation.operationId).toBe('createOrders');
    expect(operation.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { productId: { type: 'string' }, quantity: { type: 'integer' }, note: { type: 'string' } },
      required: ['productId', 'quantity'],
    });
    expect(Object.keys(operation.responses)).toEqual(['201', '400', 'default']);
  });

  test('a list, a PATCH with Express-style :id, a DELETE, and a paragraph continued on the next line', async () => {
    const { document, endpoints } = await generate(
      'GET /users lists all users with name\nPATCH /orders/:orderId updates an order\n  with quantity (integer)\n\nDELETE /orders/{orderId} deletes an order',
    );
    expect(endpoints).toBe(3);
    expect(document.paths['/users'].get.responses['200'].content['application/json'].schema.type).toBe('array');
    expect(document.paths['/orders/{orderId}'].patch.requestBody.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { quantity: { type: 'integer' } },
    });
    expect(Object.keys(document.paths['/orders/{orderId}'].delete.responses)).toEqual(['204', '404', 'default']);
  });

  test('title and version go into info; the document is OpenAPI 3.1 and clean under Redocly recommended too', async () => {
    const { document, yaml } = await generate('GET /health returns a status with ok (boolean)', { title: 'Shop API', version: '2.1.0' });
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Shop API', version: '2.1.0' });
    expect(await recommendedErrors(yaml)).toEqual([]);
  });
});

describe('lines that are not read', () => {
  // Prose that names no endpoint, field, status or credentials ("Our shop API:") is no warning; an endpoint named again
  // adds to what was said of it.
  test('a bad path and an unknown type: each a warning with its line', async () => {
    const { warnings, endpoints } = await generate(
      'Our shop API:\nGET /users returns users\nGET /users returns them again\nGET users returns nothing\nPOST /x creates with amount (money)',
    );
    expect(endpoints).toBe(2);
    expect(warnings.map(({ line, message }) => [line, message])).toEqual([
      [4, 'Line 4 ("GET users returns nothing") was not read: "users" is not a path of segments and {parameters}.'],
      [5, expect.stringContaining('"money" is not a type this tool knows')],
    ]);
  });

  test('nothing understood: 422 no_endpoints_found naming the first line', async () => {
    let error: unknown;
    try {
      await generateApiSpec({ text: 'make me an API for a shop', title: 'x', version: '1' });
    } catch (thrown) {
      error = thrown;
    }
    expect((error as ToolInputError).code).toBe('no_endpoints_found');
    expect((error as ToolInputError).message).toMatch(/^No line describes an endpoint \(line 1: it names no HTTP method and path/);
  });
});

// Whatever endpoints are described, the document has no problem under Redocly's spec rules (and no recommended error).
test('property: every generated document lints clean', async () => {
  const segment = fc.oneof(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), fc.stringMatching(/^\{[a-z][a-zA-Z0-9]{0,6}\}$/));
  const field = fc.tuple(
    fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,8}$/),
    fc.constantFrom('', ' (integer)', ' (email)', ' (optional)', ' (date)', ' (array)'),
  );
  const line = fc.tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    fc.array(segment, { maxLength: 4 }),
    fc.array(field, { maxLength: 5 }),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), async (lines) => {
      const text = lines
        .map(
          ([method, parts, fields]) =>
            // Each segment once: a path naming a parameter twice is refused by design (its own test below), and a
            // text of only such lines would have no endpoint at all.
            `${method} /${[...new Set(parts)].join('/')} does things with ${fields.map(([name, type]) => name + type).join(', ') || 'x'}`,
        )
        .join('\n');
      const result = await generateApiSpec({ text, title: 'T', version: '1' });
      expect(result.lint).toEqual([]);
      expect(await recommendedErrors(result.yaml)).toEqual([]);
    }),
    { numRuns: 60 },
  );
});

test('a path that names a parameter twice is not read (OpenAPI requires unique parameters)', async () => {
  const { warnings, endpoints } = await generate('GET /a/{id}/{id} returns it\nGET /b returns b');
  expect(endpoints).toBe(1);
  expect(warnings.map(({ message }) => message)).toEqual([
    'Line 1 ("GET /a/{id}/{id} returns it") was not read: /a/{id}/{id} names the parameter {id} twice; each path parameter needs its own name.',
  ]);
});

// General rules met in the dev-3 corpus, each in a text of its own; items in the notation of openapi-items.ts.
describe('reading field blocks, curl sessions, loose YAML and shared types', () => {
  test.each([
    {
      name: 'indented field lines nest under the array above them; under a GET, flagged fields are its query',
      given: [
        'POST /invoices',
        '  number: string (required)',
        '  line_items: array (required), each item:',
        '     hsn_code: string (required)',
        '     quantity: number (required)',
        '',
        'GET /invoices',
        '  from: date (required)',
        '  status: string (optional), one of draft, issued',
      ].join('\n'),
      want: [
        'POST /invoices body line_items:array<object>',
        'POST /invoices body line_items[].hsn_code:string',
        'POST /invoices body line_items[].quantity:number',
        'GET /invoices query from:date',
        'GET /invoices query status:enum(draft|issued)?',
      ],
    },
    {
      name: "a curl session's `# 200 {…}` comment is the answer, and a number after a JSON key is no status",
      given: [
        '```sh',
        'curl -X POST https://x.example/otp/send -d \'{"mobile":"+919876543210"}\'',
        '# 200 {"request_id":"r-1","expires_in":300}',
        '# 429 after too many attempts',
        '```',
      ].join('\n'),
      want: ['POST /otp/send status 200', 'POST /otp/send status 429', 'POST /otp/send answer expires_in:integer'],
    },
    {
      name: 'unfenced YAML paths are read as YAML, with `# optional` comments kept',
      given: [
        'paths:',
        '  /claims/{claimId}/status:',
        '    put:',
        '      body:',
        '        status: enum [APPROVED, REJECTED]   # required',
        '        remarks: string          # optional',
        '      responses:',
        '        200: array of { claimId: string, updatedAt: date-time }',
        '        409: claim already closed',
      ].join('\n'),
      want: [
        'PUT /claims/{claimId}/status body status:enum(APPROVED|REJECTED)',
        'PUT /claims/{claimId}/status body remarks:string?',
        'PUT /claims/{claimId}/status list',
        'PUT /claims/{claimId}/status answer updatedAt:date-time',
        'PUT /claims/{claimId}/status status 409',
      ],
    },
    {
      name: 'a plural type said after a list types the fields before it; "same for … below" reaches both endpoints',
      given: [
        'POST /rides/{ride_id}/complete with odometer_km (number). Bearer token required (same for the list call below).',
        'Responds with the fare: base, taxes and total, all numbers.',
        '',
        'GET /rides lists rides.',
      ].join('\n'),
      want: [
        'POST /rides/{ride_id}/complete answer base:number',
        'POST /rides/{ride_id}/complete answer total:number',
        'POST /rides/{ride_id}/complete auth bearer',
        'GET /rides auth bearer',
      ],
    },
    {
      name: '"An order, as returned by 1 and 2, has:" over a list defines what the GETs answer',
      given: [
        '1. `GET /orders/{order_id}` — one order.',
        '2. `POST /orders/{order_id}/cancel` — body: `reason` (string, required).',
        '',
        'An order, as returned by 1, has:',
        '1. `order_id` — string',
        '2. `items` — array of { `sku`: string, `qty`: int }',
      ].join('\n'),
      want: [
        'GET /orders/{order_id} answer order_id:string',
        'GET /orders/{order_id} answer items[].qty:integer',
        'POST /orders/{order_id}/cancel body reason:string',
      ],
    },
    {
      name: 'Hinglish function words are read in English, and a sentence that is only fields belongs to its endpoint',
      given: [
        'POST /wallet/topup — body mein user_id (string) aur upi_ref (string) bhejna. Agar amount 0 hai toh 400 de dena.',
        'POST /entries — nayi entry. customer_id (string), kind (`udhaar` ya `jama`), note optional hai.',
        'Sab pe Bearer token lagega.',
      ].join('\n\n'),
      want: [
        'POST /wallet/topup body upi_ref:string',
        'POST /wallet/topup status 400',
        'POST /wallet/topup auth bearer',
        'POST /entries body kind:enum(udhaar|jama)',
        'POST /entries body note?',
        'POST /entries auth bearer',
      ],
    },
    {
      name: "GraphQL's `input` under an endpoint is its request body",
      given: ['POST /farmers/{farmerId}/loans', '  input LoanApplication {', '    landAcres: Float!', '    crops: [String!]!', '  }'].join(
        '\n',
      ),
      want: ['POST /farmers/{farmerId}/loans body landAcres:number', 'POST /farmers/{farmerId}/loans body crops:array<string>'],
    },
    {
      name: 'members on lines of their own without commas, after a type name, are the answer',
      given: ['POST /loans', '  → 201 LoanResult {', '    applicationId: ID!', '    eligibleLimit: Int!', '  }'].join('\n'),
      want: ['POST /loans status 201', 'POST /loans answer applicationId:string', 'POST /loans answer eligibleLimit:integer'],
    },
    {
      name: 'an array named again without its elements takes the objects the name holds elsewhere',
      given: [
        '1. POST /sales — record a sale.',
        '   1. lines (required): list of { sku: string, qty: integer }',
        '2. GET /sales/{sale_id} — fetches a sale: sale_id and the `lines` array (same shape as above).',
      ].join('\n'),
      want: ['GET /sales/{sale_id} answer lines:array<object>', 'GET /sales/{sale_id} answer lines[].qty:integer'],
    },
  ])('$name', async ({ given, want }) => {
    const { document } = await generate(given);
    expect(want.filter((item) => !holds(document, item))).toEqual([]);
  });
});

// Phrasings people write who never saw this tool's examples: each rule is said in general words, so it holds on a
// text it was not tuned on (issue 35).
describe('reading general phrasings', () => {
  test.each([
    {
      name: 'flags between an object and its members, in parentheses or after a dash, nest the members',
      given: [
        '`POST /crates`',
        '- `label` (string) — required',
        '- `size` (object, optional) with `depth` (integer) and `span` (integer)',
        '- `dock` – object, required, with `bay` (string) and `door_no` (integer)',
      ].join('\n'),
      want: [
        'POST /crates body size:object?',
        'POST /crates body size.depth:integer',
        'POST /crates body size.span:integer',
        'POST /crates body dock:object',
        'POST /crates body dock.bay:string',
        'POST /crates body dock.door_no:integer',
      ],
    },
    {
      name: 'a sentence that says what a named field is adds it, and an array of objects opens for "each has"',
      given:
        'POST /shipments takes a JSON body. The `parcels` field is an array of objects; each has a `weight_kg` (decimal) and a `label` (string). Then, `carrier` is a short code string and `tag_ids` is a list of integer ids.',
      want: [
        'POST /shipments body parcels:array<object>',
        'POST /shipments body parcels[].weight_kg:number',
        'POST /shipments body parcels[].label:string',
        'POST /shipments body carrier:string',
        'POST /shipments body tag_ids:array<integer>',
      ],
    },
    {
      name: '"`x`, another object:" types the field before it, and what "it must give" names are its members',
      given:
        'POST /pickups takes a JSON body with a `contact` (string). Next comes `dock`, another object: it must give the `dock_code` (a string), and may give `notes` as free text.',
      want: ['POST /pickups body dock:object', 'POST /pickups body dock.dock_code:string', 'POST /pickups body dock.notes?'],
    },
    {
      name: 'words after a field in code marks that name no field describe it: its type and whether it is there',
      given:
        'POST /tickets takes `subject`, `logged_at`, the moment it was raised as a timestamp, and `meta`, a free-form object. It replies with `ticket_no` and `wait_hours`, the expected wait in whole hours, and `cursor`, a string that is missing on the last page.',
      want: [
        'POST /tickets body logged_at:date-time',
        'POST /tickets body meta:object',
        'POST /tickets answer wait_hours:integer',
        'POST /tickets answer cursor:string?',
      ],
    },
    {
      name: '"every <noun> has …" after an answer with one array of unsaid elements names those elements',
      given:
        'GET /venues returns an object with `items`, an array of venues, and `total` (integer). Every venue has an `id`, a `name` and `seats` (integer).',
      want: [
        'GET /venues answer items:array<object>',
        'GET /venues answer items[].name',
        'GET /venues answer items[].seats:integer',
        'GET /venues answer total:integer',
      ],
    },
    {
      name: 'a set of values said of several fields at once, and a flag before a name, are said of those fields',
      given:
        'GET /tanks/{tank_id} returns `ph` (number), `salinity` and `clarity` (each one of low, normal, high). GET /tanks takes a required `site` query parameter, filtered also by a mandatory `zone`.',
      want: [
        'GET /tanks/{tank_id} answer salinity:enum(low|normal|high)',
        'GET /tanks/{tank_id} answer clarity:enum(low|normal|high)',
        'GET /tanks query site',
        'GET /tanks query zone',
      ],
    },
    {
      name: 'what an endpoint answers after "and" is read in a sentence that also names its credentials',
      given:
        "POST /visits records a visit with `room` (string). That call needs the nurse's bearer token and comes back 201 with a `visit_id` (UUID).",
      want: ['POST /visits auth bearer', 'POST /visits status 201', 'POST /visits answer visit_id:uuid'],
    },
    {
      name: 'a message of lines without stops is read line by line; "optional:" labels quoted names with their hints',
      given: [
        'PATCH /lockers/{locker_id}',
        'body is json: {"size": "m", "state": "free"}',
        'state is one of free / held / broken',
        'optional: "note" (string) and "until" (date)',
        '',
        'also GET /lockers/free returns a plain array of {"locker_id": "L-9", "size": "m"} objects',
        'both need the X-Locker-Key header',
      ].join('\n'),
      want: [
        'PATCH /lockers/{locker_id} body state:enum(free|held|broken)',
        'PATCH /lockers/{locker_id} body note:string?',
        'PATCH /lockers/{locker_id} body until:date?',
        'GET /lockers/free list',
        'GET /lockers/free answer locker_id:string',
        'GET /lockers/free auth apiKey:X-Locker-Key',
      ],
    },
    {
      name: 'a literal after a note on who may call, ", where `x` is …" after it, and hints after an empty query value',
      given:
        '`GET /plans` (staff only) lists plans as an array of `{ code, title, seats }`, where `seats` is an integer. It takes an optional `?region=` (string) filter and needs the staff bearer token.',
      want: [
        'GET /plans list',
        'GET /plans answer code',
        'GET /plans answer seats:integer',
        'GET /plans query region:string?',
        'GET /plans auth bearer',
      ],
    },
    {
      name: '"the <word> route" names the endpoint whose path ends in that word; "N query parameters, `a` and `b`" are its query',
      given: [
        'GET /gyms/{gym_id}/slots lists slots.',
        'DELETE /bookings/{booking_id} cancels a booking.',
        '',
        'The slots route needs two query parameters, `day` (date) and `size` (integer), both required, and responds with an array of `{ "start": "07:00", "free": 4 }`.',
      ].join('\n'),
      want: [
        'GET /gyms/{gym_id}/slots query day:date',
        'GET /gyms/{gym_id}/slots query size:integer',
        'GET /gyms/{gym_id}/slots list',
        'GET /gyms/{gym_id}/slots answer free:integer',
      ],
    },
    {
      name: 'plain prose: "POSTing to", fields named in plain words, a statement about one, and what a caller "can pass" to a GET',
      given: [
        'Guests check in by POSTing to /stays with their room number, an email address and the arrival date (date). The email address is optional.',
        '',
        'To see free rooms, call GET /rooms. You can pass a floor (an integer) and a view, which can be sea or garden.',
      ].join('\n'),
      want: [
        'POST /stays body room_number',
        'POST /stays body email:email?',
        'POST /stays body arrival_date:date',
        'GET /rooms query floor:integer?',
        'GET /rooms query view:enum(sea|garden)?',
      ],
    },
    {
      name: '"in:" and "out (201):" label aligned field columns; "enum" before its values; "null until …" is optional',
      given: [
        'POST /permits',
        '  in:',
        '    holder_name     string    required',
        '    kind            enum      required   parking | loading',
        '  out (201):',
        '    permit_id       uuid',
        '    revoked_at      datetime  null until revoked',
      ].join('\n'),
      want: [
        'POST /permits body holder_name:string',
        'POST /permits body kind:enum(parking|loading)',
        'POST /permits status 201',
        'POST /permits answer permit_id:uuid',
        'POST /permits answer revoked_at:date-time?',
      ],
    },
    {
      name: 'a list item that is a label and its fields ("- Query: from (date), to (date), both optional") is read as a label',
      given: ['1. History — GET /trips', '   - Query: from (date), to (date), both optional'].join('\n'),
      want: ['GET /trips query from:date?', 'GET /trips query to:date?'],
    },
    {
      name: 'a tick or a cross alone in a Mandatory column says required or optional',
      given: [
        'POST /parcels',
        '',
        '| Key | Data type | Mandatory |',
        '|-----|-----------|-----------|',
        '| consignee | String | ✓ |',
        '| cod_amount | Integer | ✗ |',
      ].join('\n'),
      want: ['POST /parcels body consignee:string', 'POST /parcels body cod_amount:integer?'],
    },
    {
      name: 'statuses in prose leave no words behind as fields; "values for x: a/b/c" with "public" among the values is no access note',
      given: [
        'Every call needs an API key. POST /notes responds 201 with the id, fails with 422 when the text is empty, and a 409 if the slug is taken.',
        'PUT /notes/{id}/sharing expects mode (string). Values for mode: public/private/team. Replies with the new link (string).',
      ].join('\n\n'),
      want: [
        'POST /notes answer id',
        'POST /notes status 201',
        'POST /notes status 422',
        'POST /notes status 409',
        'PUT /notes/{id}/sharing body mode:enum(public|private|team)',
        'PUT /notes/{id}/sharing auth apiKey:X-API-Key',
      ],
    },
    {
      name: 'a flag and a set of values in sentences of their own after a field ("— optional. One of `a`, `b`.")',
      given: ['POST /v1/holds', '', '`reason` *string* — optional. One of `fraud`, `dispute`.'].join('\n'),
      want: ['POST /v1/holds body reason:enum(fraud|dispute)?'],
    },
    {
      name: '"`x` with `a`, `b` and `c`" inside a list: the names up to the first "and" are the members of an object',
      given: 'POST /orders: send `total` (integer), `buyer` with `name`, `email` (email) and `phone`, and `note` (string).',
      want: [
        'POST /orders body total:integer',
        'POST /orders body buyer:object',
        'POST /orders body buyer.name',
        'POST /orders body buyer.email:email',
        'POST /orders body buyer.phone',
        'POST /orders body note:string',
      ],
    },
    {
      name: '"lines array (each has a, b)" in a list of plain names: the members of each element, not fields of their own',
      given: 'GET /carts/{cart_id} returns total (number) and lines array (each has sku, qty (integer), added_at (date-time)).',
      want: [
        'GET /carts/{cart_id} answer total:number',
        'GET /carts/{cart_id} answer lines:array<object>',
        'GET /carts/{cart_id} answer lines[].sku',
        'GET /carts/{cart_id} answer lines[].qty:integer',
        'GET /carts/{cart_id} answer lines[].added_at:date-time',
      ],
    },
    {
      name: '"(a and b are required)" after a query string flags both parameters, and the words after it are still read',
      given: 'GET /fares?origin=DEL&dest=BOM   (origin and dest are required) returns `fare` (integer).',
      want: ['GET /fares query origin', 'GET /fares query dest', 'GET /fares answer fare:integer'],
    },
  ])('$name', async ({ given, want }) => {
    const { document } = await generate(given);
    expect(want.filter((item) => !holds(document, item))).toEqual([]);
  });
});
