import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: messages pasted from a chat, each with its time and author.
describe('messages pasted from a chat', () => {
  test.each([
    {
      name: 'the time and author before each message are no part of it',
      given: [
        '[9:02 am] Meera: the kennel API is ready',
        '',
        '[9:03 am] Meera: 1) Front desk books a stay → POST /kennels/{kennel_id}/stays',
        'JSON body:',
        'owner_phone: string',
        'Response 201 → stay_id (string) + cage_no (int). The token goes as Bearer.',
        '',
        '[9:05 am] Meera: 2) Staff fetch it → GET /stays/{stay_id}',
      ].join('\n'),
      want: [
        'POST /kennels/{kennel_id}/stays body owner_phone:string',
        'POST /kennels/{kennel_id}/stays answer stay_id:string',
        'POST /kennels/{kennel_id}/stays answer cage_no:integer',
        'GET /stays/{stay_id}',
      ],
      not: ['POST /kennels/{kennel_id}/stays answer Meera:string', 'POST /kennels/{kennel_id}/stays body Meera:string'],
    },
    {
      name: 'when two authors each start two or more lines with their name and a colon, then the names are no part of them',
      given: [
        'Tara Sen: we need POST /boat-trips for the lake app',
        'Omar K: ok, takes?',
        'Tara Sen: lake_code (string) and guests (integer)',
        'Omar K: done',
      ].join('\n'),
      want: ['POST /boat-trips body lake_code:string', 'POST /boat-trips body guests:integer'],
      not: ['POST /boat-trips body Tara', 'POST /boat-trips body Omar'],
    },
    {
      name: 'a timed message that ends without a stop ends its sentence where the next message starts',
      given: [
        '[10:01] Ravi: GET /boats — public. List aayegi: boat_id, seats (integer) aur rate_per_hour',
        '[10:02] Meena: aur booking kaise?',
        '[10:03] Ravi: POST /boats/{boatId}/bookings, body mein hours (integer).',
      ].join('\n'),
      want: ['GET /boats answer boat_id', 'GET /boats answer seats:integer', 'GET /boats answer rate_per_hour'],
      not: [],
    },
    {
      name: '"Author [10:02]:" before each message; "yes, x, but optional" adds x; "a y string that\'s only needed …, so mark it optional"',
      given: [
        'Leela [10:02]: the orchard app needs POST /orchards/{orchardId}/harvests with the crop (mango or guava) and crates as an integer',
        'Ishan [10:03]: should we take the picker name too?',
        'Leela [10:04]: yes, picker_name, but optional — volunteers often skip it',
        'Leela [10:05]: reply 201 with harvest_id and a state field that\'s always "logged" at that point',
        "Ishan [10:06]: and PATCH /harvests/{harvestId} takes the grade and a comment string that's only needed when grading C, so mark it optional",
        'Leela [10:07]: GET /harvests/lookup?harvest_id=H1 returns sold (true/false) and sold_on as a date',
      ].join('\n'),
      want: [
        'POST /orchards/{orchardId}/harvests body picker_name?',
        'POST /orchards/{orchardId}/harvests body crates:integer',
        'POST /orchards/{orchardId}/harvests answer state:string',
        'PATCH /harvests/{harvestId} body comment:string?',
        'GET /harvests/lookup answer sold:boolean',
        'GET /harvests/lookup answer sold_on:date',
      ],
      not: ['POST /orchards/{orchardId}/harvests body Leela', 'GET /harvests/lookup answer Leela'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
