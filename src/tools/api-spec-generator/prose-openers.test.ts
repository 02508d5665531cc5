import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: field lists opened in plain prose.
describe('field lists opened in plain prose', () => {
  test.each([
    {
      name: '"The body is the a, b as a type, and c" sends those fields',
      given:
        'Gardeners book plots with POST /plots. The body is the plot_code, starts_on as a date, the row, and bed_count, an integer. It returns 201 with the booking_id.',
      want: [
        'POST /plots body plot_code',
        'POST /plots body starts_on:date',
        'POST /plots body bed_count:integer',
        'POST /plots body row',
        'POST /plots answer booking_id',
      ],
      not: [],
    },
    {
      name: '"an array, and for each X we need the a, …" gives each element those members',
      given:
        'Plots are listed with GET /plots. It sends back an array, and for each plot we need the plot_code, the soil_type and beds_free as an integer.',
      want: ['GET /plots list', 'GET /plots answer plot_code', 'GET /plots answer beds_free:integer'],
      not: ['GET /plots query plot_code'],
    },
    {
      name: '"**200 OK** with `a` (t) and `b` (t)" opening a sentence is that answer, even of a DELETE',
      given:
        '### DELETE /plots/{plot_id}\n\nFrees the plot. **200 OK** with `refund` (number) and `refund_days` (integer). **404** if there is no such plot.',
      want: [
        'DELETE /plots/{plot_id} status 200',
        'DELETE /plots/{plot_id} answer refund:number',
        'DELETE /plots/{plot_id} answer refund_days:integer',
      ],
      not: [],
    },
    {
      name: '"It gives back an array; per X: a, b" gives each element those members',
      given:
        'Walkers find benches with GET /benches. It gives back an array; per bench: bench_code, the park_name and seats_free (integer).',
      want: [
        'GET /benches list',
        'GET /benches answer bench_code',
        'GET /benches answer park_name',
        'GET /benches answer seats_free:integer',
      ],
      not: ['GET /benches answer back'],
    },
    {
      name: '"Words and words are required query params (a, b)" asks those names in the query',
      given:
        'GET /benches lists benches near a point. Latitude and longitude are required query parameters (lat, lon). It returns bench_code.',
      want: ['GET /benches query lat', 'GET /benches query lon', 'GET /benches answer bench_code'],
      not: ['GET /benches query lat?', 'GET /benches answer lat'],
    },
    {
      name: '"For each X send back the a, …" makes the answer a list; "b, a true/false" is a boolean',
      given:
        'GET /kilns with two optional filters in the query: fuel (only gas or wood) and free_only, a true/false. For each kiln send back the kiln_code, the owner_name and the max_temp.',
      want: ['GET /kilns list', 'GET /kilns query free_only:boolean?', 'GET /kilns answer kiln_code', 'GET /kilns answer max_temp'],
      not: ['GET /kilns query kiln_code'],
    },
    {
      name: '"Send: `a` (x or y), `b` and optionally `c` if …" labels the request with a verb of the caller',
      given:
        '1) Rent a kayak — POST /rentals, renter token.\n   Send: `hull` (single or tandem), `hours` (integer) and optionally `paddle_size` if the renter asks.\n   → 201 with `rental_id`.',
      want: [
        'POST /rentals body hull:enum(single|tandem)',
        'POST /rentals body hours:integer',
        'POST /rentals body paddle_size?',
        'POST /rentals answer rental_id',
      ],
      not: ['POST /rentals body Send'],
    },
    {
      name: '"optionally `c` if …": the word before the name makes it optional, whatever condition follows it',
      given: 'POST /tastings takes `wine_id`, `guests` (integer) and optionally `cheese_plate` if the host wants one.',
      want: ['POST /tastings body wine_id', 'POST /tastings body guests:integer', 'POST /tastings body cheese_plate?'],
      not: [],
    },
    {
      name: '"returns the a, b and c as above plus `d`": "as above" names no field',
      given:
        "`GET /rides/{ride_id}` — same token, returns the ride_id, fare and state as above plus `driver_name`; 404 for someone else's ride.",
      want: ['GET /rides/{ride_id} answer state', 'GET /rides/{ride_id} answer fare', 'GET /rides/{ride_id} answer driver_name'],
      not: [],
    },
  ])('$name', ({ given, want, not }) => check(given, want, not));
});
