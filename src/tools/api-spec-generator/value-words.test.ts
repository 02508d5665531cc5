import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: words in a field list that say its type or close its set of values.
describe('words that say a type or close a set', () => {
  test.each([
    {
      name: '"name true/false" and "name — yes/no" in a list are booleans',
      given: 'POST /picnics — body: basket_id (string), shade_wanted true/false, and rain_plan — yes/no.',
      want: ['POST /picnics body shade_wanted:boolean', 'POST /picnics body rain_plan:boolean'],
      not: ['POST /picnics body true'],
    },
    {
      name: '"(a, b or c — only those)" is the set of values, the closing words none of them',
      given: 'POST /picnics — body: spot (lawn, lakeside or orchard — only those), guests (integer).',
      want: ['POST /picnics body spot:enum(lawn|lakeside|orchard)', 'POST /picnics body guests:integer'],
      not: [],
    },
    {
      name: 'Hinglish "(a, b ya c — bas itne)" closes the set the same way',
      given: 'POST /picnics — body mein spot (lawn, lakeside ya orchard — bas itne) aur guests integer mein.',
      want: ['POST /picnics body spot:enum(lawn|lakeside|orchard)'],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
