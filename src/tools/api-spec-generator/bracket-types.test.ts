import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: a reference page that writes each field's type in square brackets.
describe('types in square brackets', () => {
  test.each([
    {
      name: '"name [type] (flag)" lines, with their description lines under them, are typed fields',
      given: [
        'Book a berth',
        'POST /marinas/{marina_id}/berths',
        '',
        'Request body',
        'boat_length_m [number] (required)',
        'Overall length in metres.',
        'hull [string] (required)',
        'Possible values: mono, cat, tri',
        'nights [integer] (optional)',
        'Default: 1',
        '',
        'Responses',
        '201 Created',
        '  berth_no [string]',
        '  arrives_at [timestamp]',
      ].join('\n'),
      want: [
        'POST /marinas/{marina_id}/berths body boat_length_m:number',
        'POST /marinas/{marina_id}/berths body hull:enum(mono|cat|tri)',
        'POST /marinas/{marina_id}/berths body nights:integer?',
        'POST /marinas/{marina_id}/berths answer arrives_at:date-time',
      ],
      not: ['POST /marinas/{marina_id}/berths body mono', 'POST /marinas/{marina_id}/berths body Overall'],
    },
    {
      name: '"a list of x: a [type], b [type]" in a status line types the answer\'s fields',
      given: ['GET /marinas/{marina_id}/tides', '', 'Returns', '  200 — a list of tides: high_at [timestamp], height_m [number]'].join(
        '\n',
      ),
      want: ['GET /marinas/{marina_id}/tides answer high_at:date-time', 'GET /marinas/{marina_id}/tides answer height_m:number'],
      not: [],
    },
    {
      name: 'where some "name [type]" lines are marked (required), one with no flag is optional; a description line may say its members',
      given: [
        'Plan a climb',
        'POST /v2/climbs',
        '',
        'Parameters',
        '',
        'crag_id [string] (required)',
        'starts_on [date] (required)',
        'ropes [array of objects]',
        '  Ropes the party brings. Each has `length_m` [integer] (required) and `colour` [string] (required).',
        'grade [string]',
      ].join('\n'),
      want: [
        'POST /v2/climbs body crag_id:string',
        'POST /v2/climbs body starts_on:date',
        'POST /v2/climbs body ropes:array<object>?',
        'POST /v2/climbs body ropes[].length_m:integer',
        'POST /v2/climbs body ropes[].colour:string',
        'POST /v2/climbs body grade:string?',
      ],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
