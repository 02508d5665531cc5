import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: loose YAML-like notes whose answers are opened by "NNN →", and a status item in code marks.
describe('a status and an arrow alone open its answer', () => {
  test.each([
    {
      name: '"200 → array of:" over indented fields is a list answer with those fields',
      given: [
        'GET /lanterns',
        '  query:',
        '    festival: string (optional)',
        '  200 → array of:',
        '    lantern_id: string',
        '    colour: string',
      ].join('\n'),
      want: ['GET /lanterns list', 'GET /lanterns answer lantern_id:string', 'GET /lanterns answer colour:string'],
      not: ['GET /lanterns query lantern_id'],
    },
    {
      name: '"201 →" over indented fields is that answer, not more of the body',
      given: [
        'POST /lanterns',
        '  body:',
        '    colour: string, required',
        '  201 →',
        '    lantern_id: string',
        '  409 → that colour is sold out',
      ].join('\n'),
      want: ['POST /lanterns body colour:string', 'POST /lanterns answer lantern_id:string', 'POST /lanterns status 409'],
      not: ['POST /lanterns body lantern_id'],
    },
    {
      name: 'a list item "`200 OK` — the thing with `a`, `b` (t)": the code and its reason in code marks, then the answer',
      given: [
        '### `PATCH /lockers/{locker_id}`',
        '',
        '**Body**',
        '',
        '- `released` — boolean, optional',
        '',
        '**Responses**',
        '',
        '- `200 OK` — the locker with `locker_id`, `released_at` (date-time) and `fee_due` (number)',
        '- `404 Not Found`',
      ].join('\n'),
      want: [
        'PATCH /lockers/{locker_id} answer locker_id',
        'PATCH /lockers/{locker_id} answer released_at:date-time',
        'PATCH /lockers/{locker_id} answer fee_due:number',
      ],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
