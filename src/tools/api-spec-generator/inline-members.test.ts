import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: numbered steps whose "In:" and "Out:" lines list fields, objects' members inline.
describe('fields listed after In: and Out:, members of arrays inline', () => {
  test.each([
    {
      name: '"In:" over a list that starts with a plain name and its hints is the body; "integer crew id" is an integer',
      given: [
        '1) Book a mooring',
        '   POST /marina/moorings',
        '   In: berth (string, required), skipper_ref (integer crew id, optional), arrive_on (date, required)',
        '   Out: 201 → mooring_id (integer), state ("booked")',
      ].join('\n'),
      want: [
        'POST /marina/moorings body berth:string',
        'POST /marina/moorings body skipper_ref:integer?',
        'POST /marina/moorings body arrive_on:date',
        'POST /marina/moorings answer mooring_id:integer',
      ],
      not: ['POST /marina/moorings body In'],
    },
    {
      name: '"(array of objects: a (t), b (t))" holds the members; a colon inside parentheses opens no list',
      given: [
        'GET /marina/piers/{pier}',
        'Out: 200 → pier (string), boats (array of objects: hull_no (string), length_m (number, only for keelboats)), full (boolean)',
      ].join('\n'),
      want: [
        'GET /marina/piers/{pier} answer pier:string',
        'GET /marina/piers/{pier} answer boats:array<object>',
        'GET /marina/piers/{pier} answer boats[].hull_no:string',
        'GET /marina/piers/{pier} answer boats[].length_m:number?',
        'GET /marina/piers/{pier} answer full:boolean',
      ],
      not: ['GET /marina/piers/{pier} list'],
    },
    {
      name: '"name (array of objects, required) — members; next" holds the members up to ";"',
      given: [
        'POST /marina/moorings/{id}/crew',
        'In: sailors (array of objects, required) — name (string, required), rank (string, optional); notes (string, optional)',
      ].join('\n'),
      want: [
        'POST /marina/moorings/{id}/crew body sailors:array<object>',
        'POST /marina/moorings/{id}/crew body sailors[].name:string',
        'POST /marina/moorings/{id}/crew body sailors[].rank:string?',
        'POST /marina/moorings/{id}/crew body notes:string?',
      ],
      not: ['POST /marina/moorings/{id}/crew body name', 'POST /marina/moorings/{id}/crew body In'],
    },
    {
      name: '"(required array of objects: `a` string required, `b` integer optional)" is required, with its members',
      given: [
        'POST /marina/regattas',
        'Input: `title` (required), `boats` (required array of objects: `sail_no` string required, `crew` integer optional)',
      ].join('\n'),
      want: [
        'POST /marina/regattas body boats:array<object>',
        'POST /marina/regattas body boats[].sail_no:string',
        'POST /marina/regattas body boats[].crew:integer?',
      ],
      not: ['POST /marina/regattas body boats:array<object>?'],
    },
    {
      name: '"`a` (t), `b`: array of objects with `c` (t), `d` (t)" keeps `a` and nests the rest under `b`, up to ";"',
      given: [
        'GET /marina/regattas/{id}/results',
        'Returns (200): `regattaId` (string), `legs`: array of objects with `legNo` (integer), `winner` (string); `final` (boolean).',
      ].join('\n'),
      want: [
        'GET /marina/regattas/{id}/results answer regattaId:string',
        'GET /marina/regattas/{id}/results answer legs:array<object>',
        'GET /marina/regattas/{id}/results answer legs[].legNo:integer',
        'GET /marina/regattas/{id}/results answer legs[].winner:string',
        'GET /marina/regattas/{id}/results answer final:boolean',
      ],
      not: ['GET /marina/regattas/{id}/results list', 'GET /marina/regattas/{id}/results answer legs[].final'],
    },
    {
      name: 'a plain word and a colon after fields with hints is one more field, not a label ("guest: { … }")',
      given: ['POST /marina/visits', 'Body — berth (string), arrive_on (date), skipper: { name, licence_no }'].join('\n'),
      want: [
        'POST /marina/visits body berth:string',
        'POST /marina/visits body arrive_on:date',
        'POST /marina/visits body skipper.licence_no',
      ],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not ?? []);
  });
});
