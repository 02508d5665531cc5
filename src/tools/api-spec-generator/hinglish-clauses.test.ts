import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: Hinglish sentences whose clauses put names before the words that place them.
describe('Hinglish clauses', () => {
  test.each([
    {
      name: 'a relative clause with "jo … ho sakta hai" gives the field its values',
      given: 'POST /tickets — body mein seat_class bhejo, jo sirf sleeper, ac3 ya ac2 ho sakta hai, aur passenger_name.',
      want: ['POST /tickets body seat_class:enum(sleeper|ac3|ac2)', 'POST /tickets body passenger_name'],
      not: ['POST /tickets body ac3'],
    },
    {
      name: '"response 201 mein" is the answer of that status',
      given: 'POST /tickets — body mein passenger_name bhejo. response 201 mein ticket_no aur fare (decimal) aayega.',
      want: ['POST /tickets status 201', 'POST /tickets answer ticket_no', 'POST /tickets answer fare:number'],
      not: ['POST /tickets body ticket_no'],
    },
    {
      name: '"X query mein" puts the names before it in the query',
      given: 'GET /trains — source aur destination query mein, dono zaroori. Ek list aayegi.',
      want: ['GET /trains query source', 'GET /trains query destination'],
    },
    {
      name: '"ek list hai, har entry mein …" is an array answer and its element fields',
      given: 'GET /trains — response ek list hai, har entry mein train_no, name aur departs_at.',
      want: ['GET /trains list', 'GET /trains answer train_no', 'GET /trains answer departs_at'],
    },
    {
      name: '"a, b aur c har entry mein" after the list names the element fields too',
      given: 'GET /trains — Ek list aayegi — train_no, name aur platform har entry mein.',
      want: ['GET /trains list', 'GET /trains answer train_no', 'GET /trains answer platform'],
    },
    {
      name: 'a type after the name, with "bhi" or with a dash before "mein"',
      given: 'POST /meals — body mein meal_id, weight — decimal mein, aur price bhi decimal.',
      want: ['POST /meals body weight:number', 'POST /meals body price:number'],
    },
    {
      name: 'values before "mein se ek" joined by commas then "ya" are all kept',
      given: 'GET /meals — diet query mein, optional — veg, jain ya vegan mein se ek.',
      want: ['GET /meals query diet:enum(veg|jain|vegan)?'],
    },
    {
      name: '"Array return karega — a, b" alone after the route is a list answer of those fields',
      given:
        'Stall listing GET /stalls?market=sarojini hai. Public hai. Array return karega — stall_id, kind (veg, chaat ya sweets), rent (decimal).',
      want: [
        'GET /stalls list',
        'GET /stalls answer stall_id',
        'GET /stalls answer kind:enum(veg|chaat|sweets)',
        'GET /stalls answer rent:number',
      ],
      not: ['GET /stalls query stall_id'],
    },
    {
      name: '"bearer token, list return karega with a, b" keeps the answer out of the credentials clause',
      given: 'Owners ke liye GET /owners/me/stalls, owner ka bearer token, list return karega with stall_id, footfall (integer).',
      want: ['GET /owners/me/stalls auth bearer', 'GET /owners/me/stalls list', 'GET /owners/me/stalls answer footfall:integer'],
      not: [],
    },
    {
      name: '"teeno integer, 1 se 10" types all three and the range is no field',
      given: 'POST /kites/{kiteId}/scores — Body mein height, colour aur stability, teeno integer, 1 se 5.',
      want: ['POST /kites/{kiteId}/scores body height:integer', 'POST /kites/{kiteId}/scores body stability:integer'],
      not: [],
    },
    {
      name: '"— woh optional hai, default 2" after a field gives it the default and its type',
      given: 'POST /kites — Usme flyer_name, aur line_count — woh optional hai, default 2.',
      want: ['POST /kites body flyer_name', 'POST /kites body line_count:integer?'],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});

// Invented: a blanket credential with one endpoint said to work without a login.
test('"bina login ke bhi chalega" makes that endpoint public under a blanket credential', () =>
  check(
    [
      'GET /parcels/track — parcel_no query mein.',
      '',
      'POST /parcels — body mein weight_kg aur city.',
      '',
      'Auth: sab calls mein header `X-Courier-Key` jayega. Bas track wala bina login ke bhi chalega.',
    ].join('\n'),
    ['POST /parcels auth apiKey:X-Courier-Key'],
    ['GET /parcels/track auth apiKey:X-Courier-Key'],
  ));

// Invented: a value list after a dash, closed by "ya", with "nothing else" after it.
test('"X — matlab a, b, c ya d, inke alawa kuch nahi" is the set of values X takes', () =>
  check(
    'POST /pots — body mein glaze — matlab matte, gloss, satin ya raw, inke alawa kuch nahi — aur weight_g decimal mein.',
    ['POST /pots body glaze:enum(matte|gloss|satin|raw)', 'POST /pots body weight_g:number'],
    ['POST /pots body gloss', 'POST /pots body satin'],
  ));

// Invented: "X ki array" is an array of X; "tabhi hoga jab" marks a field present only sometimes.
test.each([
  {
    name: '"strings ki array" types the field as an array of strings',
    given: 'PUT /rooms/{roomId}/amenities — body mein amenities — strings ki array.',
    want: ['PUT /rooms/{roomId}/amenities body amenities:array<string>'],
  },
  {
    name: '"X tabhi hoga jab …, warna nahi" makes the answer field optional',
    given: 'GET /rooms/{roomId} — response mein room_no aur checked_out_at — checked_out_at tabhi hoga jab guest chala gaya, warna nahi.',
    want: ['GET /rooms/{roomId} answer room_no', 'GET /rooms/{roomId} answer checked_out_at?'],
  },
  {
    name: '"X naam ki list jaati hai, har item mein …" is an array called X with those members',
    given: 'POST /baskets — body mein basket_id, aur fruits naam ki list jaati hai, har item mein fruit aur kg.',
    want: ['POST /baskets body fruits:array<object>', 'POST /baskets body fruits[].fruit', 'POST /baskets body fruits[].kg'],
  },
])('$name', ({ given, want }) => check(given, want));

// Invented: a statement of its own that a query parameter already named is required.
test('"— day zaroori hai." makes the query parameter named before it required', () =>
  check('GET /slots?day=2026-12-10 — day zaroori hai.', ['GET /slots query day:date']));

// Invented: the status "comes with" the field after it; "true ya false" is a boolean.
test('"201 aata hai X ke saath aur Y, true ya false" is the answer of that status', () =>
  check('POST /votes — body mein option_id. 201 aata hai vote_id ke saath aur counted, true ya false.', [
    'POST /votes status 201',
    'POST /votes answer vote_id',
    'POST /votes answer counted:boolean',
  ]));
