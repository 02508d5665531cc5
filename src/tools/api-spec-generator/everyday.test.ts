import { parse } from 'yaml';
import { generateApiSpec } from '.';
import { holds } from '../../../tests/support/openapi-items';

// Fidelity on descriptions written as people write API notes without knowing the tool (issue 25's second referee
// round): a Markdown endpoint table, prose ("send a POST request to ..."), "Query params:" and "Request body:"
// blocks with bullets, a JSON example body, backticked names, stated status codes, authentication, uploads as
// multipart/form-data, forms, and fields listed in parentheses. Each description lists by hand the items it states
// (notation in tests/support/openapi-items.ts). The tool must carry at least 90 % of them.
const corpus: Array<[string, string[]]> = [
  [
    [
      '| Method | Endpoint | Description |',
      '|--------|----------|-------------|',
      '| GET | /api/v1/books | List all books, filtered by author and genre |',
      '| GET | /api/v1/books/{id} | Get one book (id, title, author, isbn, publishedOn (date)) |',
      '| POST | /api/v1/books | Create a book with title, author and isbn. Returns 201. |',
      '| DELETE | /api/v1/books/{id} | Delete a book. Requires a bearer token. |',
    ].join('\n'),
    [
      'GET /api/v1/books',
      'GET /api/v1/books list',
      'GET /api/v1/books query author:string?',
      'GET /api/v1/books query genre:string?',
      'GET /api/v1/books/{id}',
      'GET /api/v1/books/{id} answer id',
      'GET /api/v1/books/{id} answer title',
      'GET /api/v1/books/{id} answer author',
      'GET /api/v1/books/{id} answer isbn',
      'GET /api/v1/books/{id} answer publishedOn:date',
      'POST /api/v1/books',
      'POST /api/v1/books body title:string',
      'POST /api/v1/books body author:string',
      'POST /api/v1/books body isbn:string',
      'POST /api/v1/books status 201',
      'DELETE /api/v1/books/{id}',
      'DELETE /api/v1/books/{id} auth bearer',
    ],
  ],
  [
    'To create an invoice, send a POST request to /invoices with the customer_id (uuid), amount (number) and due_date (date). It returns the created invoice with id (uuid) and status (draft|sent|paid). If the customer does not exist it returns 404, and 409 when an invoice with the same number exists.',
    [
      'POST /invoices',
      'POST /invoices body customer_id:uuid',
      'POST /invoices body amount:number',
      'POST /invoices body due_date:date',
      'POST /invoices answer id:uuid',
      'POST /invoices answer status:enum(draft|sent|paid)',
      'POST /invoices status 404',
      'POST /invoices status 409',
    ],
  ],
  [
    'GET /reports/gst - It takes from_date and to_date (both dates, required) and an optional gstin as query parameters. Returns totals with taxable (number), cgst (number), sgst (number) and igst (number). Requires a bearer token.',
    [
      'GET /reports/gst',
      'GET /reports/gst query from_date:date',
      'GET /reports/gst query to_date:date',
      'GET /reports/gst query gstin:string?',
      'GET /reports/gst answer taxable:number',
      'GET /reports/gst answer cgst:number',
      'GET /reports/gst answer sgst:number',
      'GET /reports/gst answer igst:number',
      'GET /reports/gst auth bearer',
    ],
  ],
  [
    'POST /documents uploads a file as multipart/form-data with file (binary) and description (optional). Returns 201 with id and url (url). Returns 413 if the file is larger than 10 MB.',
    [
      'POST /documents',
      'POST /documents content multipart/form-data',
      'POST /documents body file:binary',
      'POST /documents body description:string?',
      'POST /documents status 201',
      'POST /documents answer id',
      'POST /documents answer url:uri',
      'POST /documents status 413',
    ],
  ],
  [
    [
      'GET /orders',
      'Query params:',
      '- `status` (pending|shipped|delivered), optional',
      '- `page` (integer), optional',
      'Returns a list of orders with id, total (number) and placedAt (datetime).',
      'Requires an API key in the X-API-Key header.',
    ].join('\n'),
    [
      'GET /orders',
      'GET /orders list',
      'GET /orders query status:enum(pending|shipped|delivered)?',
      'GET /orders query page:integer?',
      'GET /orders answer id',
      'GET /orders answer total:number',
      'GET /orders answer placedAt:date-time',
      'GET /orders auth apiKey:X-API-Key',
    ],
  ],
  [
    [
      'PUT /users/{id}/profile',
      'Request body:',
      '{',
      '  "displayName": "Asha",',
      '  "age": 31,',
      '  "newsletter": true,',
      '  "interests": ["music", "cricket"]',
      '}',
      'Responds with 200 and the updated profile.',
    ].join('\n'),
    [
      'PUT /users/{id}/profile',
      'PUT /users/{id}/profile body displayName:string',
      'PUT /users/{id}/profile body age:integer',
      'PUT /users/{id}/profile body newsletter:boolean',
      'PUT /users/{id}/profile body interests:array<string>',
      'PUT /users/{id}/profile status 200',
    ],
  ],
  [
    'GET /users/{id} - fetch a user (id, name, email, createdAt).',
    [
      'GET /users/{id}',
      'GET /users/{id} answer id',
      'GET /users/{id} answer name',
      'GET /users/{id} answer email',
      'GET /users/{id} answer createdAt',
    ],
  ],
  ['PATCH /users/{id} to update name or email.', ['PATCH /users/{id}', 'PATCH /users/{id} body name', 'PATCH /users/{id} body email']],
  ['GET /products to list products', ['GET /products', 'GET /products list']],
  ['DELETE /sessions/current logs the user out and returns 204.', ['DELETE /sessions/current', 'DELETE /sessions/current status 204']],
  [
    'POST /auth/refresh takes the refresh_token and returns a new access_token and expires_in (integer). Returns 401 if the refresh token is invalid or expired.',
    [
      'POST /auth/refresh',
      'POST /auth/refresh body refresh_token:string',
      'POST /auth/refresh answer access_token',
      'POST /auth/refresh answer expires_in:integer',
      'POST /auth/refresh status 401',
    ],
  ],
  [
    'GET /admin/stats returns users (integer) and orders (integer). Uses HTTP basic auth.',
    ['GET /admin/stats', 'GET /admin/stats answer users:integer', 'GET /admin/stats answer orders:integer', 'GET /admin/stats auth basic'],
  ],
  [
    'POST /payments/upi creates a UPI collect request. Body: `vpa` (string), `amount` (number), `note` (optional). Responds 202 Accepted with request_id.',
    [
      'POST /payments/upi',
      'POST /payments/upi body vpa:string',
      'POST /payments/upi body amount:number',
      'POST /payments/upi body note:string?',
      'POST /payments/upi status 202',
      'POST /payments/upi answer request_id',
    ],
  ],
  [
    'POST /oauth/token accepts application/x-www-form-urlencoded with grant_type, client_id and client_secret; returns access_token and token_type.',
    [
      'POST /oauth/token',
      'POST /oauth/token content application/x-www-form-urlencoded',
      'POST /oauth/token body grant_type:string',
      'POST /oauth/token body client_id:string',
      'POST /oauth/token body client_secret:string',
      'POST /oauth/token answer access_token',
      'POST /oauth/token answer token_type',
    ],
  ],
  [
    [
      '### Create a shipment',
      '`POST /shipments`',
      '',
      'Request body:',
      '- `orderId` (uuid)',
      '- `weightKg` (number)',
      '- `fragile` (boolean, optional)',
      '',
      'Response: 201 Created with trackingNumber and eta (date).',
    ].join('\n'),
    [
      'POST /shipments',
      'POST /shipments body orderId:uuid',
      'POST /shipments body weightKg:number',
      'POST /shipments body fragile:boolean?',
      'POST /shipments status 201',
      'POST /shipments answer trackingNumber',
      'POST /shipments answer eta:date',
    ],
  ],
];

// Two more rounds, each written after the tool had been fixed for the rounds before and measured once before any fix
// for it (first 30 of 47 items, then 25 of 40); kept here so that what they taught stays learnt.
const laterRounds: Array<[string, string[]]> = [
  [
    `Endpoint: GET /v2/customers/{customerId}/addresses
Lists the saved addresses of a customer. Each address has id, line1, city, state and pincode (integer).
Auth: Bearer token required.`,
    [
      'GET /v2/customers/{customerId}/addresses',
      'GET /v2/customers/{customerId}/addresses list',
      'GET /v2/customers/{customerId}/addresses answer id',
      'GET /v2/customers/{customerId}/addresses answer line1',
      'GET /v2/customers/{customerId}/addresses answer city',
      'GET /v2/customers/{customerId}/addresses answer state',
      'GET /v2/customers/{customerId}/addresses answer pincode:integer',
      'GET /v2/customers/{customerId}/addresses auth bearer',
    ],
  ],
  [
    `* **POST /carts/{cartId}/items** — adds an item to the cart. Send sku (string) and quantity (integer). Returns the updated cart with items and total (number). Returns 422 when the sku is out of stock.`,
    [
      'POST /carts/{cartId}/items',
      'POST /carts/{cartId}/items body sku:string',
      'POST /carts/{cartId}/items body quantity:integer',
      'POST /carts/{cartId}/items answer items',
      'POST /carts/{cartId}/items answer total:number',
      'POST /carts/{cartId}/items status 422',
    ],
  ],
  [
    `| Verb | Route | Request | Response |
| --- | --- | --- | --- |
| POST | /login | email, password | token, expiresIn (integer) |
| GET | /me | | id, name, email |`,
    [
      'POST /login',
      'POST /login body email',
      'POST /login body password',
      'POST /login answer token',
      'POST /login answer expiresIn:integer',
      'GET /me',
      'GET /me answer id',
      'GET /me answer name',
      'GET /me answer email',
    ],
  ],
  [
    `You can delete a webhook by calling DELETE /webhooks/{id}. It returns 204 No Content, or 404 if the webhook doesn't exist.`,
    ['DELETE /webhooks/{id}', 'DELETE /webhooks/{id} status 204', 'DELETE /webhooks/{id} status 404'],
  ],
  [
    `GET /transactions?from=2026-01-01&to=2026-01-31&type=credit
Returns all transactions between the two dates. Optional query param: limit (integer, default 50).`,
    [
      'GET /transactions',
      'GET /transactions list',
      'GET /transactions query from?',
      'GET /transactions query to?',
      'GET /transactions query type?',
      'GET /transactions query limit:integer?',
    ],
  ],
  [
    `POST /kyc/documents (multipart form) — fields: pan_card (file), aadhaar_front (file), aadhaar_back (file, optional). Responds 201.`,
    [
      'POST /kyc/documents',
      'POST /kyc/documents content multipart/form-data',
      'POST /kyc/documents body pan_card:binary',
      'POST /kyc/documents body aadhaar_front:binary',
      'POST /kyc/documents body aadhaar_back:binary?',
      'POST /kyc/documents status 201',
    ],
  ],
  [
    `PUT /settings/notifications
Body:
- email (boolean)
- sms (boolean)
- whatsapp (boolean)
Needs the x-api-key header.`,
    [
      'PUT /settings/notifications',
      'PUT /settings/notifications body email:boolean',
      'PUT /settings/notifications body sms:boolean',
      'PUT /settings/notifications body whatsapp:boolean',
      'PUT /settings/notifications auth apiKey:x-api-key',
    ],
  ],
  [
    `PATCH /tickets/{id}: change the status (open, pending, closed) or the assignee. 409 if the ticket is already closed.`,
    [
      'PATCH /tickets/{id}',
      'PATCH /tickets/{id} body status:enum(open|pending|closed)',
      'PATCH /tickets/{id} body assignee',
      'PATCH /tickets/{id} status 409',
    ],
  ],
  [
    `## Refunds
POST /payments/{paymentId}/refunds
Creates a refund. Required: amount (number). Optional: reason (string).
Returns 201 with refundId and status (pending|processed).
Errors: 400 if the amount exceeds the payment, 404 if the payment is unknown.`,
    [
      'POST /payments/{paymentId}/refunds',
      'POST /payments/{paymentId}/refunds body amount:number',
      'POST /payments/{paymentId}/refunds body reason:string?',
      'POST /payments/{paymentId}/refunds status 201',
      'POST /payments/{paymentId}/refunds answer refundId',
      'POST /payments/{paymentId}/refunds answer status:enum(pending|processed)',
      'POST /payments/{paymentId}/refunds status 400',
      'POST /payments/{paymentId}/refunds status 404',
    ],
  ],
  [
    `GET /stores/nearby — find stores near a point. Query: lat (number, required), lng (number, required), radius_km (integer, optional). Response: array of {id, name, distance_km (number)}. Public endpoint, no auth.`,
    [
      'GET /stores/nearby',
      'GET /stores/nearby list',
      'GET /stores/nearby query lat:number',
      'GET /stores/nearby query lng:number',
      'GET /stores/nearby query radius_km:integer?',
      'GET /stores/nearby answer id',
      'GET /stores/nearby answer name',
      'GET /stores/nearby answer distance_km:number',
    ],
  ],
  [
    `The client calls POST /sessions with username and password to log in; the server answers with a sessionId and the user's role (admin, staff or customer).`,
    [
      'POST /sessions',
      'POST /sessions body username',
      'POST /sessions body password',
      'POST /sessions answer sessionId',
      'POST /sessions answer role:enum(admin|staff|customer)',
    ],
  ],
  [
    `| Method | Path | Notes |
|---|---|---|
| PUT | /products/{sku}/price | body: price (number), currency (INR|USD); returns 200 |
| GET | /products/{sku}/price-history | returns a list of entries with price (number) and changedAt (datetime) |`,
    [
      'PUT /products/{sku}/price',
      'PUT /products/{sku}/price body price:number',
      'PUT /products/{sku}/price body currency:enum(INR|USD)',
      'PUT /products/{sku}/price status 200',
      'GET /products/{sku}/price-history',
      'GET /products/{sku}/price-history list',
      'GET /products/{sku}/price-history answer price:number',
      'GET /products/{sku}/price-history answer changedAt:date-time',
    ],
  ],
  [
    `DELETE /users/{id}/sessions - signs the user out everywhere. Admin only (bearer token). Returns 204.`,
    ['DELETE /users/{id}/sessions', 'DELETE /users/{id}/sessions auth bearer', 'DELETE /users/{id}/sessions status 204'],
  ],
  [
    `POST /imports/csv
Upload a CSV file (multipart/form-data, field "file"). Returns 202 Accepted with a jobId; poll GET /imports/{jobId} for status (queued|running|done|failed) and rowsImported (integer).`,
    [
      'POST /imports/csv',
      'POST /imports/csv content multipart/form-data',
      'POST /imports/csv body file',
      'POST /imports/csv status 202',
      'POST /imports/csv answer jobId',
      'GET /imports/{jobId}',
      'GET /imports/{jobId} answer status:enum(queued|running|done|failed)',
      'GET /imports/{jobId} answer rowsImported:integer',
    ],
  ],
];

type Json = Record<string, any>;

test('at least 90 % of what everyday descriptions state reaches the document', async () => {
  const all = [...corpus, ...laterRounds];
  const text = all.map(([description]) => description).join('\n\n');
  const result = await generateApiSpec({ text, title: 'Everyday', version: '1' });
  const document = parse(result.yaml) as Json;
  const items = all.flatMap(([, stated]) => stated);
  const missing = items.filter((item) => !holds(document, item));
  if (process.env.SPEC_REPORT) console.log(`${items.length - missing.length}/${items.length}`, missing, result.warnings);
  expect(items.length).toBe(184); // the corpus, counted: a description dropped by mistake fails here
  expect({ carried: (items.length - missing.length) / items.length >= 0.9, missing }).toEqual({
    carried: true,
    missing: expect.any(Array),
  });
  expect(result.lint).toEqual([]);
});
