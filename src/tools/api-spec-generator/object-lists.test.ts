import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: a list of objects said in prose, its members after "each … with".
describe('lists of objects said in prose', () => {
  test.each([
    {
      name: '"and a list of X, each X with a and b" is an array of objects with those members',
      given: 'POST /choirs — They send the choir_name and a list of singers, each singer with a voice and a phone. We answer 201.',
      want: ['POST /choirs body singers:array<object>', 'POST /choirs body singers[].voice', 'POST /choirs body singers[].phone'],
      not: ['POST /choirs body voice'],
    },
    {
      name: '"a list called X, each entry with …, plus Y" ends the members at "plus"',
      given:
        'POST /pantries/{id}/donations — a JSON body: a list called boxes, each entry with a shelf and a count (an integer), plus the donor_name.',
      want: [
        'POST /pantries/{id}/donations body boxes:array<object>',
        'POST /pantries/{id}/donations body boxes[].count:integer',
        'POST /pantries/{id}/donations body donor_name',
      ],
      not: ['POST /pantries/{id}/donations body boxes[].donor_name'],
    },
    {
      name: 'Hinglish "X ki list, har X mein a aur b" reads the same',
      given: 'POST /thalis — Body: dishes ki list, har dish mein dish_code aur portions (integer), plus table_no.',
      want: ['POST /thalis body dishes[].dish_code', 'POST /thalis body dishes[].portions:integer', 'POST /thalis body table_no'],
      not: ['POST /thalis body dish_code'],
    },
    {
      name: 'members joined by "and" end at ", and" before the next field',
      given: 'POST /hikes — They send a list of stops, each with a name and a height_m (integer), and guide_needed (boolean).',
      want: ['POST /hikes body stops[].height_m:integer', 'POST /hikes body guide_needed:boolean'],
      not: ['POST /hikes body stops[].guide_needed'],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
