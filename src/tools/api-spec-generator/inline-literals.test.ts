import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: JSON in code marks after a route and a note on its credentials.
describe('inline JSON after a note on credentials', () => {
  test.each([
    {
      name: '"(x bearer token) → array of `{ … }`" answers a list of those fields',
      given:
        'GET /kennels/me/boarders (owner bearer token) → array of `{ "boarder_id": "B-7", "checked_in": "2031-05-02T09:00:00Z", "meals": 3 }`',
      want: [
        'GET /kennels/me/boarders auth bearer',
        'GET /kennels/me/boarders list',
        'GET /kennels/me/boarders answer checked_in:date-time',
        'GET /kennels/me/boarders answer meals:integer',
      ],
      not: [],
    },
    {
      name: '"(x bearer token): body `{ … }`, `y` only when …" sends the literal\'s fields',
      given:
        'POST /kennels/{id}/checkout (staff bearer token): body `{ "paid": true, "late_reason": "traffic" }`, `late_reason` only when late. Returns `200`.',
      want: [
        'POST /kennels/{id}/checkout auth bearer',
        'POST /kennels/{id}/checkout body paid:boolean',
        'POST /kennels/{id}/checkout body late_reason',
      ],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
