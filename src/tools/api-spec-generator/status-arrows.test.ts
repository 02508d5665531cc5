import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: loose YAML-like notes whose answers are opened by "NNN →".
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
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
