import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: raw HTTP exchanges with prose between them that names the next endpoint.
test("an answer after a 204 and a line naming another endpoint is that endpoint's", () =>
  check(
    [
      'Rate a ride:',
      '',
      'POST /rides/R-12/ratings HTTP/1.1',
      'Content-Type: application/json',
      '',
      '{ "stars": 5 }',
      '',
      'HTTP/1.1 204 No Content',
      '',
      'Where is my driver — GET /rides/{rideId}/driver:',
      '',
      'HTTP/1.1 200 OK',
      '',
      '{ "driverName": "Asha", "minutesAway": 4 }',
    ].join('\n'),
    [
      'POST /rides/{rideId}/ratings body stars:integer',
      'POST /rides/{rideId}/ratings status 204',
      'GET /rides/{rideId}/driver',
      'GET /rides/{rideId}/driver answer driverName:string',
      'GET /rides/{rideId}/driver answer minutesAway:integer',
    ],
    ['POST /rides/{rideId}/ratings answer driverName'],
  ));
