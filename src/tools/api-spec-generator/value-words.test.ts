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
    {
      name: '"a, b or c and nothing else" and "the x — a or b — and …" in prose are sets of values',
      given:
        'Visitors book with POST /picnics. They send the spot, which is lawn, lakeside or orchard and nothing else, the size — small or large — and the guest_count as an integer.',
      want: [
        'POST /picnics body spot:enum(lawn|lakeside|orchard)',
        'POST /picnics body size:enum(small|large)',
        'POST /picnics body guest_count:integer',
      ],
      not: ['POST /picnics body nothing_else', 'POST /picnics body small'],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
