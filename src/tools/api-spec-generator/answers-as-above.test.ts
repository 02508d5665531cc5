import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: an answer said to be an earlier one ("as above") without the word "same".
describe('an answer named "as above" is the earlier answer', () => {
  test.each([
    {
      name: '"Returns an array of entries as above."',
      given: [
        '## POST /api/readings',
        '',
        'Returns the reading: `readingId` (integer), `meterNo` (string), `units` (number), `takenAt` (datetime).',
        '',
        '## GET /api/readings',
        '',
        'Query: `from` (date), `to` (date). Returns an array of readings as above.',
      ].join('\n'),
      want: [
        'GET /api/readings list',
        'GET /api/readings answer readingId:integer',
        'GET /api/readings answer units:number',
        'GET /api/readings answer takenAt:date-time',
      ],
      not: [],
    },
    {
      name: 'not a status: "returns 404 as above" copies no fields',
      given: [
        '## POST /api/meters',
        '',
        'Returns the meter: `meterNo` (string), `sanctionedLoad` (number).',
        '',
        '## DELETE /api/meters/{meterNo}',
        '',
        'Returns 204. An unknown meter returns 404 as above.',
      ].join('\n'),
      want: ['DELETE /api/meters/{meterNo} status 404'],
      not: ['DELETE /api/meters/{meterNo} answer meterNo', 'DELETE /api/meters/{meterNo} answer sanctionedLoad'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
