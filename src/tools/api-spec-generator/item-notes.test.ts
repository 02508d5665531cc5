import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: field items and hints whose notes are only values or a type.
describe('field notes that are only values or a type', () => {
  test.each([
    {
      name: 'an item "name: a, b or c (required)" takes those values',
      given: [
        '3. POST /voyages — book a cabin. Body:',
        '   - cabin_class: economy, premium or suite (required)',
        '   - guest_name (required)',
      ].join('\n'),
      want: ['POST /voyages body cabin_class:enum(economy|premium|suite)', 'POST /voyages body guest_name'],
      not: [],
    },
    {
      name: 'an item "name, a date (required)" or "name, integer, optional" takes the type and the flag',
      given: ['1. POST /voyages — Body:', '   - sailing_on, a date (required)', '   - child_count, integer, optional'].join('\n'),
      want: ['POST /voyages body sailing_on:date', 'POST /voyages body child_count:integer?'],
      not: ['POST /voyages body date'],
    },
    {
      name: 'values with a slash or a dash inside them stay whole',
      given: 'GET /tables — Query: seating (indoor, walk-in or n/a).',
      want: ['GET /tables query seating:enum(indoor|walk-in|n/a)?'],
      not: [],
    },
    {
      name: 'a set of values and "; optional" in parentheses is an optional enum',
      given: 'GET /tables — Query: branch_code (required), size (small, medium or large; optional).',
      want: ['GET /tables query size:enum(small|medium|large)?'],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
