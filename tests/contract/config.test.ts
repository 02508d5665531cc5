import { defaults, loadConfig } from '../../src/config';

// The environment is read once at start: every variable the README lists is parsed, and a bad value stops the start
// with a message that names the variable.

describe('configuration from the environment', () => {
  test('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      inFlight: { max: 64, perClient: 16 },
      workers: { queueMax: 32, queueMaxPerClient: 8 },
      answers: { budgetBytes: 268_435_456, perClientBytes: 67_108_864, minReadBytesPerSecond: 65_536 },
      trustProxy: false,
      corsOrigins: '*',
      publicBaseUrl: undefined,
    });
    expect(config).toEqual(defaults);
  });

  test('when the limits are set, then each variable lands in its field', () => {
    const config = loadConfig({
      MAX_IN_FLIGHT: '200',
      MAX_IN_FLIGHT_PER_CLIENT: '8',
      WORKER_QUEUE_MAX_PER_CLIENT: '2',
      ANSWER_BUDGET_BYTES: '1073741824',
      ANSWER_BUDGET_BYTES_PER_CLIENT: '16777216',
      ANSWER_MIN_READ_BYTES_PER_SECOND: '1024',
      TRUST_PROXY: '2',
      CORS_ORIGINS: 'https://app.example.in, https://admin.example.in',
      PUBLIC_BASE_URL: 'https://tools.example.in/ignored/path',
    });
    expect(config).toMatchObject({
      inFlight: { max: 200, perClient: 8 },
      workers: { queueMax: 32, queueMaxPerClient: 2 },
      answers: { budgetBytes: 1_073_741_824, perClientBytes: 16_777_216, minReadBytesPerSecond: 1024 },
      trustProxy: 2,
      corsOrigins: ['https://app.example.in', 'https://admin.example.in'],
      publicBaseUrl: 'https://tools.example.in',
    });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  test.each([
    ['MAX_IN_FLIGHT_PER_CLIENT', '0', 'MAX_IN_FLIGHT_PER_CLIENT must be an integer from 1 to 100000; got "0".'],
    ['MAX_IN_FLIGHT', '1.5', 'MAX_IN_FLIGHT must be an integer from 1 to 100000; got "1.5".'],
    [
      'ANSWER_BUDGET_BYTES_PER_CLIENT',
      '1000',
      'ANSWER_BUDGET_BYTES_PER_CLIENT must be an integer from 1048576 to 68719476736; got "1000".',
    ],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY=true would trust addresses the client writes itself'],
    ['TRUST_PROXY', 'example.com', '"example.com" is none of these'],
    [
      'CORS_ORIGINS',
      'https://app.example.in/path',
      'CORS_ORIGINS entries must be origins such as https://app.example.in; got "https://app.example.in/path".',
    ],
    ['PUBLIC_BASE_URL', 'ftp://tools.example.in', 'PUBLIC_BASE_URL must use http or https; got "ftp://tools.example.in".'],
    ['ACCESS_LOG', 'maybe', 'ACCESS_LOG must be true or false; got "maybe".'],
  ])('when %s is %p, then the start is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
