import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: fields said in sentences, in English and in Hinglish, each rule with one text that
// fails without it.
describe('fields said as noun phrases in a sentence', () => {
  test.each([
    {
      name: 'when a sentence sends "the number of X", then X is an integer field',
      given: 'Book a boat with POST /boat-rides. The body has the jetty_id (required) and the number of rowers (required).',
      want: ['POST /boat-rides body jetty_id', 'POST /boat-rides body rowers:integer'],
      not: [],
    },
    {
      name: 'when a noun phrase is followed by "as an integer", then the noun is the field and the integer its type',
      given: 'Log a climb with POST /climbs. It takes a route_id and the summit height as an integer (required).',
      want: ['POST /climbs body route_id', 'POST /climbs body summit_height:integer'],
      not: [],
    },
    {
      name: 'when "as" is followed by a type word and what the value is, then the type word is the field\'s type',
      given: 'GET /uploads/{uploadId} returns state (queued, running or done) and progress as an integer percentage.',
      want: ['GET /uploads/{uploadId} answer progress:integer'],
      not: [],
    },
    {
      name: 'when a flag after a field carries a remark in parentheses, then the flag is still said of the field',
      given: 'POST /songs takes the title (required), and lyrics, a string, optional (empty by default).',
      want: ['POST /songs body title', 'POST /songs body lyrics:string?'],
      not: [],
    },
    {
      name: 'when the unit a value is measured in follows the noun, then the unit is no part of the name',
      given: 'GET /kettles/{kettleId} returns the kettle_id, the water temperature and the boil time in seconds as an integer.',
      want: ['GET /kettles/{kettleId} answer boil_time:integer'],
      not: ['GET /kettles/{kettleId} answer boil_time_in_seconds'],
    },
    {
      name: 'when an identifier is followed by words that describe it, then those words stay its description',
      given: 'POST /fines takes `fine_id` and `amount_paise`, the fine in paise as an integer.',
      want: ['POST /fines body fine_id', 'POST /fines body amount_paise:integer'],
      not: ['POST /fines body fine'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('lists of fields and of values in a sentence', () => {
  test.each([
    {
      name: 'when a type word is joined to a field by "and", or leads the list, then it names a field of its own',
      given:
        'Clerks book with POST /counters/bookings: they pick a counter_id and a date. GET /counters/slots takes a required date and returns slot_no and opens_at, a timestamp.',
      want: [
        'POST /counters/bookings body counter_id',
        'POST /counters/bookings body date',
        'GET /counters/slots query date',
        'GET /counters/slots answer opens_at:date-time',
      ],
      not: ['POST /counters/bookings body counter_id:date', 'GET /counters/slots answer timestamp'],
    },
    {
      name: 'when a set of values ends with "or c", then the field after it is a field again, not a value',
      given:
        'POST /kilns/firings — body: kiln_id (string), glaze which is one of matte, satin or gloss, fire_date as a date, and cones, an integer.',
      want: [
        'POST /kilns/firings body glaze:enum(matte|satin|gloss)',
        'POST /kilns/firings body fire_date:date',
        'POST /kilns/firings body cones:integer',
      ],
      not: [],
    },
    {
      name: 'when values alone follow a field after a dash, then they are its values',
      given: 'DELETE /kilns/firings/{firingId} answers 200 with refund_total (a decimal) and refund_via — card or credit.',
      want: ['DELETE /kilns/firings/{firingId} answer refund_via:enum(card|credit)'],
      not: [],
    },
    {
      name: 'when parentheses after a list answer hold two identifiers and a type word, then the type word is a field too',
      given: 'GET /kilns returns an array of kilns (kiln_id, max_temp, date).',
      want: ['GET /kilns answer kiln_id', 'GET /kilns answer max_temp', 'GET /kilns answer date'],
      not: [],
    },
    {
      name: 'when "a list of X" follows another field and "each X has" follows it, then X is an array of those members',
      given:
        'POST /bazaar/stalls. We need their vendor_id and a list of goods; each good has a kind (spice, cloth or brass) and a unit_price, which is a decimal.',
      want: [
        'POST /bazaar/stalls body vendor_id',
        'POST /bazaar/stalls body goods:array<object>',
        'POST /bazaar/stalls body goods[].unit_price:number',
      ],
      not: [],
    },
    {
      name: 'when a field is followed by ", an array of objects with" or ": …" after a comma, then those are its members',
      given:
        'GET /regattas/{id} returns regatta_id and boats, an array of objects with hull_no and skipper. POST /regattas/{id}/results takes `places`, an array of objects: `hull_no` (integer), `rank` (integer).',
      want: [
        'GET /regattas/{id} answer boats[].skipper',
        'POST /regattas/{id}/results body places:array<object>',
        'POST /regattas/{id}/results body places[].rank:integer',
      ],
      not: [],
    },
    {
      name: 'when "everything required except X" follows a body, then X is optional and the others required',
      given:
        'POST /garden-plots takes plot_no (integer), crop and sow_date (date). Everything required except mulch, that can be left out.',
      want: ['POST /garden-plots body plot_no:integer', 'POST /garden-plots body crop', 'POST /garden-plots body mulch?'],
      not: ['POST /garden-plots body crop?'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe("the verbs that say which side a clause's fields are on", () => {
  test.each([
    {
      name: 'when the caller "needs" or "picks" named fields, then they are the body',
      given:
        'To rent a kayak, call POST /kayak-rentals. It needs lake_id and a start_slot; the renter picks a paddle_size too. PUT /kayak-rentals/{id} needs hours (integer) and life_vest (boolean).',
      want: [
        'POST /kayak-rentals body lake_id',
        'POST /kayak-rentals body start_slot',
        'POST /kayak-rentals body paddle_size',
        'PUT /kayak-rentals/{id} body hours:integer',
      ],
      not: [],
    },
    {
      name: 'when the caller "can optionally ask for" fields, then they are optional fields of the body',
      given:
        'POST /hotel-rooms/holds takes room_type (required). Guests can optionally ask for a baby_cot (boolean) and a late_checkout (boolean).',
      want: ['POST /hotel-rooms/holds body baby_cot:boolean?', 'POST /hotel-rooms/holds body late_checkout:boolean?'],
      not: [],
    },
    {
      name: 'when "the response describes" a thing and a colon lists fields, then they are the answer',
      given:
        'Agents call PATCH /parcels/{parcelId}/weight with weight_kg (decimal). The response describes the parcel: parcel_id, new_charge (decimal).',
      want: ['PATCH /parcels/{parcelId}/weight answer parcel_id', 'PATCH /parcels/{parcelId}/weight answer new_charge:number'],
      not: [],
    },
    {
      name: 'when "each item now also carries" fields after a list answer, then they are its members',
      given: 'GET /orchards returns a list of orchards, and each item now also carries `acreage` (decimal) and `crop`.',
      want: ['GET /orchards list', 'GET /orchards answer acreage:number', 'GET /orchards answer crop'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('statements about a field named before', () => {
  test.each([
    {
      name: 'when a subject in words names its field in parentheses, then the statement is said of that field',
      given: "POST /library/members takes full_name and phone. The member's e-mail (email, an email address) is optional.",
      want: ['POST /library/members body full_name', 'POST /library/members body email:email?'],
      not: [],
    },
    {
      name: 'when "X defaults to V" follows the list that named X, then X is optional with that default',
      given: 'POST /laundry/orders: send the pickup_slot and the number of bags; bags defaults to 1.',
      want: ['POST /laundry/orders body pickup_slot', 'POST /laundry/orders body bags:integer?'],
      not: ['POST /laundry/orders body bags:integer'],
    },
    {
      name: 'when "which has" follows a field not yet typed, then the field is an object of those members, up to ", and"',
      given: 'POST /laundry/orders takes the address, which has line1, city and pincode, and a list of garments, each with kind and count.',
      want: [
        'POST /laundry/orders body address:object',
        'POST /laundry/orders body address.pincode',
        'POST /laundry/orders body garments:array<object>',
        'POST /laundry/orders body garments[].count',
      ],
      not: ['POST /laundry/orders body address.garments'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('questions in a chat and the replies that answer them', () => {
  test.each([
    {
      name: "when a question asks what is sent, then the reply's fields with no marker of their own are the body",
      given: [
        'Ana: GET /quilts/{quiltId}/care returns wash_temp (integer).',
        'Ben: and PUT /quilts/{quiltId}/care? What do we send?',
        'Ana: fabric_code, panel_count (integer) and the border_colour.',
      ].join('\n'),
      want: ['PUT /quilts/{quiltId}/care body fabric_code', 'PUT /quilts/{quiltId}/care body panel_count:integer'],
      not: [],
    },
    {
      name: "when a question asks what comes back, then the reply's fields are the answer",
      given: [
        'Ana: POST /quilts takes fabric_code.',
        'Ben: and what comes back?',
        'Ana: 201, quilt_id and eta_days (integer).',
        'Ben: ok',
      ].join('\n'),
      want: ['POST /quilts answer quilt_id', 'POST /quilts answer eta_days:integer', 'POST /quilts status 201'],
      not: ['POST /quilts body quilt_id'],
    },
    {
      name: "when a question is one field's name, then the reply that refers back to it says that field's hints",
      given: ['Ana: POST /quilts takes fabric_code (string).', 'Ben: wash_temp?', 'Ana: yes, that too, integer, optional.', 'Ben: ok'].join(
        '\n',
      ),
      want: ['POST /quilts body fabric_code:string', 'POST /quilts body wash_temp:integer?'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('flags and value sets said in Indian English', () => {
  test.each([
    {
      name: 'when "must" stands alone among a field\'s hints, then the field is required',
      given: 'POST /ferries/tickets — body: deck (string, must), pets (integer, optional).',
      want: ['POST /ferries/tickets body deck:string', 'POST /ferries/tickets body pets:integer?'],
      not: ['POST /ferries/tickets body deck:string?'],
    },
    {
      name: 'when "only a or b" follows a field, then a and b are its values',
      given: 'POST /looms — body: loom_id (string, required), weave — only plain or twill.',
      want: ['POST /looms body weave:enum(plain|twill)'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

describe('Hinglish statements of fields', () => {
  test.each([
    {
      name: 'when a Hinglish answer names "X ka naya Y" before "milega", then Y is a field of the answer',
      given:
        'Recharge ke liye POST /metro/cards/{cardId}/topups. Body mein amount (integer). Response 201, usme topup_id aur card ka naya balance (decimal) milega.',
      want: ['POST /metro/cards/{cardId}/topups answer topup_id', 'POST /metro/cards/{cardId}/topups answer balance:number'],
      not: [],
    },
    {
      name: 'when "Body JSON mein:" leads a list, then the list is the body, and "zaroori" flags its fields required',
      given: 'Naya locker POST /lockers. Body JSON mein: locker_size (zaroori), floor integer mein (zaroori), remark optional hai.',
      want: ['POST /lockers body locker_size', 'POST /lockers body floor:integer', 'POST /lockers body remark?'],
      not: ['POST /lockers body locker_size?'],
    },
    {
      name: 'when a field is followed by a flag and "hai", then the flag is said of it',
      given: [
        'Guest add karne ke liye POST /hostels/{hostelId}/guests, body:',
        '{',
        '  "room_no": "12",',
        '  "locker_no": "L4"',
        '}',
        'Isme locker_no optional hai, chhote room mein locker nahi hota.',
      ].join('\n'),
      want: ['POST /hostels/{hostelId}/guests body room_no', 'POST /hostels/{hostelId}/guests body locker_no?'],
      not: [],
    },
    {
      name: 'when "har X mein" lists fields after a list answer, then they are the members of each element',
      given: 'GET /mandis/{mandiId}/rates — ye list deta hai. Har fasal mein crop_name, min_price (integer) aur max_price (integer).',
      want: [
        'GET /mandis/{mandiId}/rates list',
        'GET /mandis/{mandiId}/rates answer crop_name',
        'GET /mandis/{mandiId}/rates answer max_price:integer',
      ],
      not: [],
    },
    {
      name: 'when "teeno zaroori" follows three query parameters, then all three are required',
      given: 'GET /wells/readings — query: well_id, from_date (date), to_date (date) — teeno zaroori.',
      want: ['GET /wells/readings query well_id', 'GET /wells/readings query to_date:date'],
      not: ['GET /wells/readings query well_id?', 'GET /wells/readings query to_date:date?'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
