import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: a field said to be an object in a sentence, its members after "with" or a colon.
describe('a field said to be an object, with its members', () => {
  test.each([
    {
      name: '", an object with a, b and c" after a field nests the members under it',
      given: 'POST /parcels sends the weight_kg and the sender, an object with name, phone and city.',
      want: ['POST /parcels body sender:object', 'POST /parcels body sender.name', 'POST /parcels body sender.city'],
      not: ['POST /parcels body name', 'POST /parcels body city'],
    },
    {
      name: '"— X is an object with …" after a dash does the same',
      given: 'POST /parcels — body: weight_kg and receiver — receiver is an object with name and pincode.',
      want: ['POST /parcels body receiver:object', 'POST /parcels body receiver.pincode'],
      not: ['POST /parcels body pincode'],
    },
    {
      name: 'Hinglish "X ek object: a, b — sab numbers" nests and types them all',
      given: 'POST /parcels — body mein sender_id aur size ek object: width, height, depth — sab numbers.',
      want: ['POST /parcels body size.width:number', 'POST /parcels body size.depth:number'],
      not: ['POST /parcels body width'],
    },
    {
      name: '"Body: a; x — an object with b, c (t)": a plain word opening a sentence after a ";" is the object',
      given:
        '2. POST /parcels — send a parcel.\n   - Body: weight_kg; sender — an object with name, phone and pickup_on (date); fragile (boolean, optional)',
      want: [
        'POST /parcels body sender:object',
        'POST /parcels body sender.name',
        'POST /parcels body sender.pickup_on:date',
        'POST /parcels body fragile:boolean?',
      ],
      not: ['POST /parcels body name', 'POST /parcels body pickup_on'],
    },
    {
      name: '"`x`, an array of objects with `a` and `b`, and `c` (t)": the ", and" after "a and b" closes the members',
      given:
        '- `GET /v3/riders/{rider_id}` now also returns `rides_due`, an array of objects with `route_code` and `km`, and `suspended` (boolean).',
      want: [
        'GET /v3/riders/{rider_id} answer rides_due[].route_code',
        'GET /v3/riders/{rider_id} answer rides_due[].km',
        'GET /v3/riders/{rider_id} answer suspended:boolean',
      ],
      not: ['GET /v3/riders/{rider_id} answer rides_due[].suspended'],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
