import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: the values a field takes, said in Hinglish ("a, b, c mein se ek" is "one of a, b, c").
describe('"… mein se ek" names the values a field takes', () => {
  test.each([
    {
      name: 'in a list item of the body, after a dash',
      given: [
        'Kheti app ka backend.',
        '',
        'POST /harvests. Body mein ye bhejna:',
        '- plot_id (string)',
        '- season — kharif, rabi, zaid mein se ek',
        '- weight_kg (number)',
      ].join('\n'),
      want: ['POST /harvests body season:enum(kharif|rabi|zaid)', 'POST /harvests body weight_kg:number'],
      not: ['POST /harvests body kharif', 'POST /harvests body zaid'],
    },
    {
      name: 'in a sentence, in brackets, with "koi ek" and "ya"',
      given: [
        'POST /boats/{boat_id}/trips. Body mein crew_count (int) aur catch, sardine ya tuna mein se ek, bhejna. Response 201 mein trip_id.',
        '',
        'GET /boats/{boat_id}/trips/{trip_id} se trip milega: trip_id aur stage (docked, sailing, returned mein se koi ek).',
      ].join('\n'),
      want: [
        'POST /boats/{boat_id}/trips body catch:enum(sardine|tuna)',
        'GET /boats/{boat_id}/trips/{trip_id} answer stage:enum(docked|sailing|returned)',
      ],
      not: ['GET /boats/{boat_id}/trips/{trip_id} answer docked'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: values set off by dashes in a sentence of fields, and a field said to be there only at times.
describe('a sentence of fields says values between dashes and when a field is there', () => {
  test.each([
    {
      name: '"— one of A, B, C —" after a field gives its values, and names no fields',
      given: 'Follow a kite. GET /kites/{kite_no} returns `height_band` — one of LOW, MID, HIGH, STORM — and `pilot_name`.',
      want: ['GET /kites/{kite_no} answer height_band:enum(LOW|MID|HIGH|STORM)', 'GET /kites/{kite_no} answer pilot_name'],
      not: ['GET /kites/{kite_no} answer LOW', 'GET /kites/{kite_no} answer STORM'],
    },
    {
      name: '"which is only there once …" makes the field optional',
      given: 'Follow a kite. GET /kites/{kite_no} returns `kite_no` and `landed_at`, which is only there once the kite is down.',
      want: ['GET /kites/{kite_no} answer kite_no', 'GET /kites/{kite_no} answer landed_at?'],
      not: [],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
