import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: a second success status, with no body, said beside the usual one.
describe('"we send 204 with no body if …" beside a 200 adds the empty answer', () => {
  test.each([
    {
      name: 'a 204 said after the 200, with its condition',
      given:
        'The app will poll GET /ferries/{ferryId}/position. Normal answer is 200 with ferry_no and lat. We send 204 with no body if the ferry has not left.',
      want: [
        'GET /ferries/{ferryId}/position status 200',
        'GET /ferries/{ferryId}/position status 204',
        'GET /ferries/{ferryId}/position answer ferry_no',
      ],
    },
    {
      name: 'a 205 said before the 200',
      given: 'POST /looms/{loomId}/resets answers 205 when the loom was already idle, otherwise 201 with reset_id.',
      want: ['POST /looms/{loomId}/resets status 205', 'POST /looms/{loomId}/resets status 201'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: error statuses said once of every call, before or after the calls are named.
describe('"on any of these calls, a 429 means …" gives every endpoint the status', () => {
  test.each([
    {
      name: 'said before the endpoints',
      given: [
        'On any of these calls, a 401 means the token is wrong and a 429 means you have hit the limit.',
        '',
        'POST /kilns/{kilnId}/firings with `temperature` (int). 201 with `firing_id`.',
        '',
        'GET /kilns/{kilnId}/firings/{firingId} gives the firing: `firing_id`, `temperature`.',
      ].join('\n'),
      want: [
        'POST /kilns/{kilnId}/firings status 401',
        'POST /kilns/{kilnId}/firings status 429',
        'GET /kilns/{kilnId}/firings/{firingId} status 401',
        'GET /kilns/{kilnId}/firings/{firingId} status 429',
      ],
    },
    {
      name: 'said after them, of every endpoint',
      given: [
        'POST /kilns/{kilnId}/firings with `temperature` (int). 201 with `firing_id`.',
        '',
        'GET /kilns/{kilnId}/firings/{firingId} gives the firing: `firing_id`, `temperature`.',
        '',
        'Every endpoint returns 503 while the kiln controller restarts.',
      ].join('\n'),
      want: ['POST /kilns/{kilnId}/firings status 503', 'GET /kilns/{kilnId}/firings/{firingId} status 503'],
    },
  ])('$name', async ({ given, want }) => {
    await check(given, want);
  });
});

// Texts invented for these tests: a transcript that says the codes in words.
describe('"four-oh-nine", "a four twenty-two" said aloud are those statuses', () => {
  test('spoken codes are read, a time of day is not', async () => {
    await check(
      'POST /kayaks books a kayak for the morning slot. If the lake is closed it is a four-oh-nine, and bad weather gets a four twenty-two. We open at four ten.',
      ['POST /kayaks status 409', 'POST /kayaks status 422'],
      ['POST /kayaks status 410'],
    );
  });
});
