import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: what the caller sends, said as a series of the caller's verbs.
describe('a series of what the caller does', () => {
  test.each([
    {
      name: '"picks a, gives b as an object (c, d) and can say e, true or false": all sent, b with its members',
      given:
        'POST /rentals — the rider picks a bike_code, gives the home_address as an object (street, city and pincode) and can optionally say helmet, true or false. We answer 201 with rental_id.',
      want: [
        'POST /rentals body bike_code',
        'POST /rentals body home_address:object',
        'POST /rentals body home_address.street',
        'POST /rentals body home_address.pincode',
        'POST /rentals body helmet:boolean?',
        'POST /rentals answer rental_id',
      ],
      not: ['POST /rentals answer home_address', 'POST /rentals answer street'],
    },
    {
      name: '"sends from and to, both dates": the two ends of a range are fields',
      given: 'POST /rentals/{rental_id}/extend — the rider sends from and to, both dates, and an optional note. 200 with the new fee.',
      want: [
        'POST /rentals/{rental_id}/extend body from:date',
        'POST /rentals/{rental_id}/extend body to:date',
        'POST /rentals/{rental_id}/extend body note?',
      ],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});

// Texts invented for these tests: an e-mail's closing after the last endpoint's answer.
describe("an e-mail's closing", () => {
  test('"Thanks, Meera" and "Best regards" name no field of the answer open above them', async () => {
    await check(
      ['POST /kilns/{kilnId}/firings takes the temp (integer). 200 with the firing_id.', '', 'Thanks,', 'Meera', '', 'Best regards'].join(
        '\n',
      ),
      ['POST /kilns/{kilnId}/firings answer firing_id'],
      [
        'POST /kilns/{kilnId}/firings answer Thanks',
        'POST /kilns/{kilnId}/firings answer Meera',
        'POST /kilns/{kilnId}/firings answer Best',
      ],
    );
  });
});

// Texts invented for these tests: words about the plan that name no field.
describe('ordinal openers, wishes and what is out of scope', () => {
  test('"Third, the potter wants to …", "Out of scope for v1: glaze recipes and …" add no fields', async () => {
    await check(
      [
        'Placing a firing: POST /kilns/{kilnId}/firings with a JSON body. It takes the temp (integer). Reply 201 with the firing_id. If the kiln is busy, reply 409.',
        '',
        'Third, the potter wants to see the cooling curve: GET /firings/{firingId}/curve returns a list of points, each with minute and temp.',
        '',
        'R4. Potters can report a crack: POST /firings/{firingId}/cracks with the size. 201 with the crack_id.',
        '',
        'Out of scope for v1: glaze recipes and the kiln repairs.',
        '',
        'Action items: Ravi to draft the schema by Monday.',
      ].join('\n'),
      [
        'POST /kilns/{kilnId}/firings answer firing_id',
        'GET /firings/{firingId}/curve answer minute',
        'POST /firings/{firingId}/cracks answer crack_id',
      ],
      [
        'POST /kilns/{kilnId}/firings answer Third',
        'POST /kilns/{kilnId}/firings answer potter_wants',
        'POST /firings/{firingId}/cracks answer glaze_recipes',
        'POST /firings/{firingId}/cracks answer Ravi',
      ],
    );
  });
});
