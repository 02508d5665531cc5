import { expectItems as check } from '../../../tests/support/spec-items';
import { fromHttpLog } from './http-logs';

// Texts invented for these tests: an HTTP client's log as OkHttp's logging interceptor prints it.
describe('HTTP client logs', () => {
  test.each([
    { given: '--> PUT https://api.example.test/v3/kites/K-9', want: 'PUT https://api.example.test/v3/kites/K-9 HTTP/1.1' },
    { given: '--> GET https://api.example.test/v3/kites http/1.1', want: 'GET https://api.example.test/v3/kites HTTP/1.1' },
    { given: '<-- 200 OK https://api.example.test/v3/kites (93ms)', want: 'HTTP/1.1 200 OK' },
    { given: '<-- 409 Conflict when the string is tangled', want: 'HTTP/1.1 409 Conflict when the string is tangled' },
    { given: '--> END PUT', want: '' },
    { given: '<-- END HTTP (112-byte body)', want: '' },
    { given: 'Content-Type: application/json', want: 'Content-Type: application/json' },
  ])('"$given" is read as "$want"', ({ given, want }) => {
    expect(fromHttpLog(given)).toBe(want);
  });

  test('each request and answer of the log reaches its endpoint; a variable named alone names the path parameter', async () => {
    const given = [
      'Kite club app log. {kite_code} is the kite in the second call.',
      '',
      '--> POST https://api.example.test/v3/kites',
      'Content-Type: application/json',
      '{"colour":"red","tail_m":2.5}',
      '--> END POST',
      '',
      '<-- 201 Created https://api.example.test/v3/kites (140ms)',
      '{"kite_code":"KT-77","launched":false}',
      '<-- END HTTP',
      '',
      '--> GET https://api.example.test/v3/kites/KT-77/flights',
      'Authorization: Bearer abc.def',
      '--> END GET',
      '',
      '<-- 200 OK (61ms)',
      '{"flights":[{"minutes":12,"windy":true}]}',
      '<-- END HTTP',
      '',
      '<-- 404 Not Found when the kite was never flown',
    ].join('\n');
    await check(
      given,
      [
        'POST /v3/kites body colour:string',
        'POST /v3/kites answer launched:boolean',
        'POST /v3/kites status 201',
        'GET /v3/kites/{kite_code}/flights answer flights[].minutes:integer',
        'GET /v3/kites/{kite_code}/flights status 404',
        'GET /v3/kites/{kite_code}/flights auth bearer',
      ],
      ['GET /v3/kites/{kite_code}/flights answer end_get', 'GET /v3/kites/{kiteId}/flights'],
    );
  });
});

// Texts invented for these tests: a curl cheat sheet in an indented code block, the answer in `#` comments.
test('a JSON answer in "#" comments of an indented code block is the answer of the curl above it', async () => {
  const given = [
    'Find kites:',
    '',
    '    curl -s "https://api.example.test/v3/kites/find?colour=red" \\',
    '      -H "X-Kite-Key: $KEY"',
    '',
    '    # => 200',
    '    # {',
    '    #   "matches": [',
    '    #     { "kite_code": "KT-77", "tail_m": 2.5 }',
    '    #   ],',
    '    #   "total": 1',
    '    # }',
  ].join('\n');
  await check(
    given,
    [
      'GET /v3/kites/find answer matches[].kite_code:string',
      'GET /v3/kites/find answer matches[].tail_m:number',
      'GET /v3/kites/find answer total:integer',
    ],
    [],
  );
});
