import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: fields said aloud, as a voice note or a call transcript says them.
describe('field lists said aloud', () => {
  test.each([
    {
      name: '"They give the a, …" is what the caller sends; "give them back a b" is the answer',
      given:
        'Booking a kayak: POST /kayak-bookings. They give the slot_code and a pickup_point. Give them back a booking_code and the deposit, a decimal.',
      want: [
        'POST /kayak-bookings body slot_code',
        'POST /kayak-bookings body pickup_point',
        'POST /kayak-bookings answer booking_code',
        'POST /kayak-bookings answer deposit:number',
      ],
      not: ['POST /kayak-bookings answer slot_code', 'POST /kayak-bookings answer back'],
    },
    {
      name: '"the number of paddlers — paddler_count — and …" is the name between the dashes',
      given: 'POST /kayak-bookings takes the slot_code, the number of paddlers — paddler_count — and the pickup_point.',
      want: ['POST /kayak-bookings body paddler_count', 'POST /kayak-bookings body pickup_point'],
      not: ['POST /kayak-bookings body paddlers'],
    },
    {
      name: '"the start time as a full timestamp, the spots left as a number, a whole number, whether …, call it x"',
      given:
        'GET /kayak-slots returns a list, each slot with the slot code, the start time as a full timestamp, the spots left as a number, a whole number, and whether it has a guide, yes or no, call it with_guide.',
      want: [
        'GET /kayak-slots answer start_time:date-time',
        'GET /kayak-slots answer spots_left:integer',
        'GET /kayak-slots answer with_guide:boolean',
      ],
      not: ['GET /kayak-slots query with_guide', 'GET /kayak-slots answer whether'],
    },
    {
      name: '"the deposit, the deposit can have paise so make it a decimal" types the deposit',
      given:
        'POST /kayak-bookings books a kayak. Give them back a booking_code and the deposit, the deposit can have paise so make it a decimal.',
      want: ['POST /kayak-bookings answer booking_code', 'POST /kayak-bookings answer deposit:number'],
      not: ['POST /kayak-bookings answer paise'],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
