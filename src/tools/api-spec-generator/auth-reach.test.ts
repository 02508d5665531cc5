import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: credentials said once, whose reach is said apart from them.
describe('how far stated credentials reach', () => {
  test.each([
    {
      name: '"Public" inside a proper name ("Riverside Public Library") makes no endpoint public',
      given: [
        'Problem',
        'Members at Riverside Public Library queue at the desk to renew books.',
        '',
        'Members log in with OTP and send their bearer token on every call.',
        '',
        'GET /loans/{loanId} answers with due_on (date).',
        '',
        'POST /loans/{loanId}/renewals renews a loan and answers 201 with new_due_on.',
      ].join('\n'),
      want: ['GET /loans/{loanId} auth bearer', 'POST /loans/{loanId}/renewals auth bearer'],
      not: [],
    },
    {
      name: '"except the menu endpoint, which is open to everyone" makes only the endpoint of that resource public',
      given: [
        'All of them are for signed-in diners, who send their bearer token, except the menu endpoint, which is open to everyone.',
        '',
        'GET /menu — returns an array of dishes: dish_code.',
        '',
        'POST /orders — the diner picks a dish_code and can say extra_spicy, which defaults to false.',
        '',
        'POST /orders/{order_id}/cancel — the diner sends a reason.',
      ].join('\n'),
      want: ['POST /orders auth bearer', 'POST /orders/{order_id}/cancel auth bearer'],
      not: ['GET /menu auth bearer'],
    },
    {
      name: '"Every endpoint needs it" after the credential makes it the credential of all',
      given: [
        'Endpoints',
        '  GET  /greenhouses        List greenhouses',
        '  POST /greenhouses/{id}/vents   Open a vent',
        '',
        'Authentication: send the grower token as a Bearer token. Every endpoint needs it.',
      ].join('\n'),
      want: ['GET /greenhouses auth bearer', 'POST /greenhouses/{id}/vents auth bearer'],
      not: [],
    },
    {
      name: '"login again" takes the credentials of the last endpoint that had any, past a public one',
      given: [
        '1. POST /kites — a flyer registers a kite. Flyer login (bearer). Fields: colour, span_cm (integer).',
        '2. GET /kites/{kiteId} — anyone can look a kite up, no login.',
        '3. POST /kites/{kiteId}/flights — flyer login again. Body: flown_on (date).',
      ].join('\n'),
      want: ['POST /kites auth bearer', 'POST /kites/{kiteId}/flights auth bearer'],
      not: ['GET /kites/{kiteId} auth bearer'],
    },
    {
      name: 'two endpoints joined by "and" both take what the sentence says after them',
      given: ["POST /ferries and GET /ferries take the captain's bearer token.", '', 'POST /ferries', '  name   string, required'].join(
        '\n',
      ),
      want: ['POST /ferries auth bearer', 'GET /ferries auth bearer'],
      not: [],
    },
    {
      name: '"body a and b, authenticated with the key in X-Key" keeps the fields out of the credentials clause',
      given:
        '- Lamps: the kiosk switches lamps with POST /stalls/{stallId}/lamps, body lamp_no and colour, authenticated with the kiosk key in X-Kiosk-Key. Returns 204.',
      want: [
        'POST /stalls/{stallId}/lamps auth apiKey:X-Kiosk-Key',
        'POST /stalls/{stallId}/lamps body lamp_no',
        'POST /stalls/{stallId}/lamps body colour',
      ],
      not: [],
    },
    {
      name: '"every endpoint except GET /x needs …": all the others take it, the named one is public',
      given: [
        "Auth: every endpoint except GET /ragas and GET /ragas/{ragaId} needs the student's bearer token.",
        '',
        'GET /ragas',
        'Lists the ragas taught.',
        '',
        'GET /ragas/{ragaId}',
        'One raga.',
        '',
        'POST /lessons',
        'Books a lesson. Body: raga_id (string, required).',
      ].join('\n'),
      want: ['POST /lessons auth bearer'],
      not: ['GET /ragas auth bearer', 'GET /ragas/{ragaId} auth bearer'],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
