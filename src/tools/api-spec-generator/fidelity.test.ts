import { parse } from 'yaml';
import { generateApiSpec } from '.';
import { holds } from '../../../tests/support/openapi-items';

// Fidelity: every item a sentence states must reach the document. Each description below is written as people write
// API notes (README bullets, tickets, chat), and lists by hand the items it states:
//   "GET /users"                            the operation exists
//   "GET /users list"                       it answers an array
//   "GET /users query page:integer?"        a query parameter, its type, "?" when optional
//   "POST /users body name:string"          a body field, its type, no "?" when required
//   "GET /users/{id} answer email:email"    a field of the 200/201 answer
// Types: string, integer, number, boolean, date, date-time, email, uuid, uri, object, array<T>, enum(a|b).
// A dotted name goes inside objects, "[]" inside an array's items: items[].qty.
const corpus: Array<[string, string[]]> = [
  [
    'GET /users/{id} returns a user with name, email (email) and age (integer)',
    ['GET /users/{id}', 'GET /users/{id} answer name:string', 'GET /users/{id} answer email:email', 'GET /users/{id} answer age:integer'],
  ],
  [
    'POST /auth/login with email (email) and password, returns a token (string) and expiresAt (datetime)',
    [
      'POST /auth/login',
      'POST /auth/login body email:email',
      'POST /auth/login body password:string',
      'POST /auth/login answer token:string',
      'POST /auth/login answer expiresAt:date-time',
    ],
  ],
  [
    'GET /products lists products, filtered by category and brand, paginated with page and limit',
    [
      'GET /products',
      'GET /products list',
      'GET /products query category:string?',
      'GET /products query brand:string?',
      'GET /products query page:integer?',
      'GET /products query limit:integer?',
    ],
  ],
  [
    'GET /search?q=&page=1 finds articles with title and url (url)',
    [
      'GET /search',
      'GET /search list',
      'GET /search query q:string?',
      'GET /search query page:integer?',
      'GET /search answer title:string',
      'GET /search answer url:uri',
    ],
  ],
  [
    'POST /users creates a user with name, dob (date, optional), role (admin|editor|viewer) and tags (array of string)',
    [
      'POST /users',
      'POST /users body name:string',
      'POST /users body dob:date?',
      'POST /users body role:enum(admin|editor|viewer)',
      'POST /users body tags:array<string>',
    ],
  ],
  [
    'POST /orders creates an order with customerId (uuid), items (array of {sku, qty (integer)}) and status (one of pending, paid, shipped)',
    [
      'POST /orders',
      'POST /orders body customerId:uuid',
      'POST /orders body items:array<object>',
      'POST /orders body items[].sku:string',
      'POST /orders body items[].qty:integer',
      'POST /orders body status:enum(pending|paid|shipped)',
    ],
  ],
  ['To cancel an order, DELETE /orders/{orderId}.', ['DELETE /orders/{orderId}']],
  [
    '- PATCH /orders/:orderId updates an order with status (pending|paid|shipped) and note?',
    [
      'PATCH /orders/{orderId}',
      'PATCH /orders/{orderId} body status:enum(pending|paid|shipped)?',
      'PATCH /orders/{orderId} body note:string?',
    ],
  ],
  [
    'Customers: PUT /customers/{id} replaces a customer with name, gstin and address {line1, city, pin (integer)}',
    [
      'PUT /customers/{id}',
      'PUT /customers/{id} body name:string',
      'PUT /customers/{id} body gstin:string',
      'PUT /customers/{id} body address:object',
      'PUT /customers/{id} body address.line1:string',
      'PUT /customers/{id} body address.city:string',
      'PUT /customers/{id} body address.pin:integer',
    ],
  ],
  ['1. GET /invoices/{id}/pdf returns the invoice', ['GET /invoices/{id}/pdf']],
  [
    'GET /reports with query from (date), to (date) and format (csv|pdf), returns rows with day (date) and total (number)',
    [
      'GET /reports',
      'GET /reports query from:date?',
      'GET /reports query to:date?',
      'GET /reports query format:enum(csv|pdf)?',
      'GET /reports answer day:date',
      'GET /reports answer total:number',
    ],
  ],
  [
    'POST /payments takes amount (number), currency (INR|USD) and an optional upiId, and returns id and status',
    [
      'POST /payments',
      'POST /payments body amount:number',
      'POST /payments body currency:enum(INR|USD)',
      'POST /payments body upiId:string?',
      'POST /payments answer id:string',
      'POST /payments answer status:string',
    ],
  ],
  ['get /health returns ok (boolean)', ['GET /health', 'GET /health answer ok:boolean']],
  [
    'POST /uploads/{folder} accepts name and size (integer)\n  and tags[] and checksum?',
    [
      'POST /uploads/{folder}',
      'POST /uploads/{folder} body name:string',
      'POST /uploads/{folder} body size:integer',
      'POST /uploads/{folder} body tags:array<string>',
      'POST /uploads/{folder} body checksum:string?',
    ],
  ],
  [
    'GET /stores searches stores sorted by distance, with query lat (number, required) and lng (number, required)',
    [
      'GET /stores',
      'GET /stores list',
      'GET /stores query distance:string?',
      'GET /stores query lat:number',
      'GET /stores query lng:number',
    ],
  ],
  [
    'POST /teams/{teamId}/members adds a member with userId (uuid) and role (owner, admin or member)',
    [
      'POST /teams/{teamId}/members',
      'POST /teams/{teamId}/members body userId:uuid',
      'POST /teams/{teamId}/members body role:enum(owner|admin|member)',
    ],
  ],
  [
    'PUT /settings with theme (light|dark), notify (boolean) and quietHours (list of objects with start and end)',
    [
      'PUT /settings',
      'PUT /settings body theme:enum(light|dark)',
      'PUT /settings body notify:boolean',
      'PUT /settings body quietHours:array<object>',
      'PUT /settings body quietHours[].start:string',
      'PUT /settings body quietHours[].end:string',
    ],
  ],
];

type Json = Record<string, any>;

test('every item the descriptions state reaches the document', async () => {
  const text = corpus.map(([description]) => description).join('\n\n');
  const result = await generateApiSpec({ text, title: 'Fidelity', version: '1' });
  const document = parse(result.yaml) as Json;
  const items = corpus.flatMap(([, stated]) => stated);
  const missing = items.filter((item) => !holds(document, item));
  expect({ items: items.length, missing }).toEqual({ items: items.length, missing: [] });
  expect(result.warnings).toEqual([]);
  expect(result.lint).toEqual([]);
  expect(items.length).toBe(77); // the corpus, counted: a description dropped by mistake fails here
});

test('what is read but not used is a warning naming it, and the rest of the line is used', async () => {
  const result = await generateApiSpec({
    text: 'POST /notes with title, body for the admin page and colour (money)\nDELETE /notes/{id} with reason',
    title: 'T',
    version: '1',
  });
  const body = (parse(result.yaml) as Json).paths['/notes'].post.requestBody.content['application/json'].schema;
  expect(Object.keys(body.properties)).toEqual(['title']);
  expect(result.warnings.map(({ code, line, message }) => [code, line, message.replace(/^Line \d+ \([^)]*\): /, '')])).toEqual([
    ['item_not_used', 1, '"body for the admin page" is not a field name (letters, digits and _, optionally followed by (type)).'],
    ['item_not_used', 1, expect.stringMatching(/^"money" is not a type this tool knows/)],
    ['item_not_used', 2, 'reason: a DELETE has no body, so these fields are not used (write "query: reason" for query parameters).'],
  ]);
});
