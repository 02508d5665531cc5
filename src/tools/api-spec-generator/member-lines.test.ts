import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: an array's members said after it, in a line of its own.
describe('"Each x:" names the members of the array the answer holds', () => {
  test.each([
    {
      name: 'a colon after "Each <noun>" says the members, as "has" does',
      given: [
        '1. List the hives of an apiary',
        '   `GET /apiaries/{apiary_id}/hives`',
        '   i. Returns 200 and a JSON object: `hives` (array) and `count` (int).',
        '   ii. Each hive: `hive_id` (string), `frames` (int), `queenless` (bool).',
      ].join('\n'),
      want: [
        'GET /apiaries/{apiary_id}/hives answer hives:array<object>',
        'GET /apiaries/{apiary_id}/hives answer hives[].hive_id:string',
        'GET /apiaries/{apiary_id}/hives answer hives[].frames:integer',
        'GET /apiaries/{apiary_id}/hives answer hives[].queenless:boolean',
      ],
      not: ['GET /apiaries/{apiary_id}/hives answer frames:integer'],
    },
    {
      name: 'an array field line whose notes say what each element has (in English or Hinglish)',
      given: [
        'POST /kennels/{kennel_id}/stays',
        'JSON body:',
        'owner_phone: string',
        'dogs: array — each dog has dog_name (string), weight_kg (number), vaccinated (bool)',
        'walks: array — har walk mein starts_at (datetime), minutes (int)',
      ].join('\n'),
      want: [
        'POST /kennels/{kennel_id}/stays body owner_phone:string',
        'POST /kennels/{kennel_id}/stays body dogs:array<object>',
        'POST /kennels/{kennel_id}/stays body dogs[].dog_name:string',
        'POST /kennels/{kennel_id}/stays body dogs[].weight_kg:number',
        'POST /kennels/{kennel_id}/stays body dogs[].vaccinated:boolean',
        'POST /kennels/{kennel_id}/stays body walks[].starts_at:date-time',
        'POST /kennels/{kennel_id}/stays body walks[].minutes:integer',
      ],
      not: ['POST /kennels/{kennel_id}/stays body dog_name:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

// Texts invented for these tests: aligned field rows whose members name their parent by a leading dot.
describe('members named by a leading dot', () => {
  test('".name" rows nest under the object row above, "[].name" rows under the array row above', async () => {
    const given = [
      'POST /v2/greenhouses/{gh}/plantings',
      '',
      '  crop                  object    required',
      '    .variety            string    required',
      '    .seeded_on          date      optional',
      '  trays                 array     required   array of objects:',
      '    [].cells            integer   required',
      '    [].heated           boolean   optional',
      '  note                  string    optional',
    ].join('\n');
    await check(
      given,
      [
        'POST /v2/greenhouses/{gh}/plantings body crop:object',
        'POST /v2/greenhouses/{gh}/plantings body crop.variety:string',
        'POST /v2/greenhouses/{gh}/plantings body crop.seeded_on:date?',
        'POST /v2/greenhouses/{gh}/plantings body trays:array<object>',
        'POST /v2/greenhouses/{gh}/plantings body trays[].cells:integer',
        'POST /v2/greenhouses/{gh}/plantings body trays[].heated:boolean?',
        'POST /v2/greenhouses/{gh}/plantings body note:string?',
      ],
      ['POST /v2/greenhouses/{gh}/plantings body variety', 'POST /v2/greenhouses/{gh}/plantings body cells'],
    );
  });
});

// Texts invented for these tests: an array field line whose members follow a dash and "har … mein" (Hinglish).
test('"name — array, har x mein a (t), b (t)" names the members of the array', async () => {
  const given = [
    'Machli mandi ke liye POST /auctions — body JSON hai:',
    '  boat_no (string, zaroori)',
    '  lots — array, har lot mein species (string), crates (integer)',
  ].join('\n');
  await check(
    given,
    ['POST /auctions body lots:array<object>', 'POST /auctions body lots[].species:string', 'POST /auctions body lots[].crates:integer'],
    ['POST /auctions body species', 'POST /auctions body crates'],
  );
});

// Texts invented for this test: a sentence of description between an array's kind and "Each has …".
test('"(array of objects) — What it is. Each has `a` (t) and `b` (t)" gives each element those members', () =>
  check(
    'POST /v2/climbs takes these fields:\n- crag_id (string, required)\n- ropes (array of objects, optional) — Ropes the party brings. Each has `length_m` (integer) and `colour` (string).',
    [
      'POST /v2/climbs body ropes:array<object>?',
      'POST /v2/climbs body ropes[].length_m:integer',
      'POST /v2/climbs body ropes[].colour:string',
    ],
    ['POST /v2/climbs body length_m', 'POST /v2/climbs body ropes:array<integer>'],
  ));
