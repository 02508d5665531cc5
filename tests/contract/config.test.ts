import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { envExample } from '../../scripts/env-example';
import { defaultThreads, loadConfig, settings, type SettingName } from '../../src/config';
import type { Config } from '../../src/config';

// The environment is read once at start through one JSON Schema (src/config.ts). Every default is pinned
// here as a literal, every variable is shown to land in its field, and a bad value stops the start with a message
// that names the variable.

describe('configuration from the environment', () => {
  test('when nothing is set, then every documented default applies, as written in the README', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      bodyLimitBytes: 1_048_576,
      rateLimit: { points: 120, windowSeconds: 60 },
      redisUrl: undefined,
      redisCommandTimeoutMs: 50,
      processes: availableParallelism(),
      trustProxy: false,
      clientIpv6Prefix: 64,
      maxConnectionsPerClient: 128,
      maxConnections: undefined,
      bodies: { readsPerClient: 8, minBytesPerSecond: 16_384, budgetBytes: 67_108_864 },
      publicBaseUrl: undefined,
      basePath: '',
      tools: undefined,

      corsOrigins: '*',
      accessLog: true,
      accessLogSuccessEvery: 10,
      logLevel: 'info',
      logBufferBytes: 16_777_216,
      metrics: true,
      metricsPort: undefined,
      validateResponses: false,
      inFlight: { max: 64, perClient: 16 },
      answers: { budgetBytes: 201_326_592, perClientBytes: 67_108_864, minReadBytesPerSecond: 65_536 },
      pool: { threads: 1, queueMax: 32, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 10_000 },
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      shutdownTimeoutSeconds: 10,
    });
  });

  // One case per variable: a setting without one does not compile.
  const landings: Record<SettingName, [string, Partial<Record<keyof Config, unknown>>]> = {
    PORT: ['8080', { port: 8080 }],
    HOST: [' 127.0.0.1 ', { host: '127.0.0.1' }],
    BODY_LIMIT_BYTES: ['2048', { bodyLimitBytes: 2048 }],
    RATE_LIMIT_MAX: ['5', { rateLimit: { points: 5, windowSeconds: 60 } }],
    RATE_LIMIT_WINDOW_SECONDS: ['3600', { rateLimit: { points: 120, windowSeconds: 3600 } }],
    REDIS_URL: [' redis://:secret@cache.internal:6380/2 ', { redisUrl: 'redis://:secret@cache.internal:6380/2' }],
    REDIS_COMMAND_TIMEOUT_MS: ['200', { redisCommandTimeoutMs: 200 }],
    CLIENT_IPV6_PREFIX: ['56', { clientIpv6Prefix: 56 }],
    MAX_CONNECTIONS_PER_CLIENT: ['16', { maxConnectionsPerClient: 16 }],
    MAX_CONNECTIONS: ['4096', { maxConnections: 4096 }],
    BODY_READS_PER_CLIENT: ['2', { bodies: { readsPerClient: 2, minBytesPerSecond: 16_384, budgetBytes: 67_108_864 } }],
    BODY_MIN_BYTES_PER_SECOND: ['1024', { bodies: { readsPerClient: 8, minBytesPerSecond: 1024, budgetBytes: 67_108_864 } }],
    BODY_BUDGET_BYTES: ['2097152', { bodies: { readsPerClient: 8, minBytesPerSecond: 16_384, budgetBytes: 2_097_152 } }],
    TRUST_PROXY: ['loopback, 10.0.0.0/8', { trustProxy: ['loopback', '10.0.0.0/8'] }],
    PUBLIC_BASE_URL: ['https://tools.example.in/ignored/path', { publicBaseUrl: 'https://tools.example.in' }],
    BASE_PATH: [' /utility-tools/v2/ ', { basePath: '/utility-tools/v2' }],
    TOOLS: [
      'uuid-generator, business-india',
      { tools: ['gold-making-charges-calculator', 'gst-calculator', 'gstin-validator', 'upi-qr-generator', 'uuid-generator'] },
    ],
    CORS_ORIGINS: [
      'https://app.example.in, https://admin.example.in',
      { corsOrigins: ['https://app.example.in', 'https://admin.example.in'] },
    ],
    ACCESS_LOG: ['off', { accessLog: false }],
    ACCESS_LOG_SUCCESS_EVERY: ['1', { accessLogSuccessEvery: 1 }],
    LOG_LEVEL: [' Warn ', { logLevel: 'warn' }],
    LOG_BUFFER_BYTES: ['1048576', { logBufferBytes: 1_048_576 }],
    METRICS: ['false', { metrics: false }],
    METRICS_PORT: ['9464', { metricsPort: 9464 }],
    VALIDATE_RESPONSES: ['yes', { validateResponses: true }],
    MAX_IN_FLIGHT: ['200', { inFlight: { max: 200, perClient: 16 } }],
    MAX_IN_FLIGHT_PER_CLIENT: ['8', { inFlight: { max: 64, perClient: 8 } }],
    ANSWER_BUDGET_BYTES: [
      '1073741824',
      { answers: { budgetBytes: 1_073_741_824, perClientBytes: 67_108_864, minReadBytesPerSecond: 65_536 } },
    ],
    ANSWER_BUDGET_BYTES_PER_CLIENT: [
      '16777216',
      { answers: { budgetBytes: 201_326_592, perClientBytes: 16_777_216, minReadBytesPerSecond: 65_536 } },
    ],
    ANSWER_MIN_READ_BYTES_PER_SECOND: [
      '1024',
      { answers: { budgetBytes: 201_326_592, perClientBytes: 67_108_864, minReadBytesPerSecond: 1024 } },
    ],
    // One process: its pool takes every core (at most cores + 1 threads in all).
    WORKERS: [
      '1',
      { processes: 1, pool: { threads: defaultThreads(1), queueMax: 32, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 10_000 } },
    ],
    WORKER_THREADS: ['3', { pool: { threads: 3, queueMax: 32, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 10_000 } }],
    WORKER_QUEUE_MAX: ['0', { pool: { threads: 1, queueMax: 0, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 10_000 } }],
    WORKER_QUEUE_MAX_PER_CLIENT: ['2', { pool: { threads: 1, queueMax: 32, queueMaxPerClient: 2, heapMb: 256, taskTimeoutMs: 10_000 } }],
    WORKER_HEAP_MB: ['512', { pool: { threads: 1, queueMax: 32, queueMaxPerClient: 8, heapMb: 512, taskTimeoutMs: 10_000 } }],
    WORKER_TASK_TIMEOUT_MS: ['2500', { pool: { threads: 1, queueMax: 32, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 2500 } }],
    HEADERS_TIMEOUT_MS: ['5000', { headersTimeoutMs: 5000 }],
    REQUEST_TIMEOUT_MS: ['60000', { requestTimeoutMs: 60_000 }],
    SHUTDOWN_TIMEOUT_SECONDS: ['0', { shutdownTimeoutSeconds: 0 }],
  };

  test.each(Object.entries(landings))('when %s is set, then it lands in its field and nothing else changes', (name, [value, fields]) => {
    expect(loadConfig({ [name]: value })).toEqual({ ...loadConfig({}), ...fields });
  });

  test.each([
    [1, 1, 1],
    [1, 2, 2],
    [2, 2, 1],
    [1, 8, 8],
    [3, 8, 3],
    [4, 8, 2],
    [8, 8, 1],
    [16, 8, 1],
  ])(
    'when WORKER_THREADS is unset, %i processes on %i cores get %i threads each: at least 1, and processes × threads ≤ cores + 1 where it can be',
    (processes, cores, threads) => {
      expect(defaultThreads(processes, cores)).toBe(threads);
    },
  );

  test('when a variable is blank, then its default applies', () => {
    for (const name of Object.keys(settings)) expect([name, loadConfig({ [name]: '  ' })]).toEqual([name, loadConfig({})]);
  });

  test.each([
    ['MAX_IN_FLIGHT_PER_CLIENT', '0', 'MAX_IN_FLIGHT_PER_CLIENT must be an integer from 1 to 100000; got "0".'],
    ['MAX_IN_FLIGHT', '1.5', 'MAX_IN_FLIGHT must be an integer from 1 to 100000; got "1.5".'],
    [
      'ANSWER_BUDGET_BYTES_PER_CLIENT',
      '1000',
      'ANSWER_BUDGET_BYTES_PER_CLIENT must be an integer from 1048576 to 68719476736; got "1000".',
    ],
    ['PORT', '70000', 'PORT must be an integer from 0 to 65535; got "70000".'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY=true would trust addresses the client writes itself'],
    ['TRUST_PROXY', '17', 'TRUST_PROXY must be an integer from 0 to 16; got "17".'],
    ['TRUST_PROXY', 'example.com', '"example.com" is none of these'],
    [
      'CORS_ORIGINS',
      'https://app.example.in/path',
      'CORS_ORIGINS entries must be origins such as https://app.example.in; got "https://app.example.in/path".',
    ],
    ['PUBLIC_BASE_URL', 'ftp://tools.example.in', 'PUBLIC_BASE_URL must use http or https; got "ftp://tools.example.in".'],
    [
      'REDIS_URL',
      'http://:secret@cache:6379',
      'REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379; got "http:".',
    ],
    ['BASE_PATH', '/tools', 'BASE_PATH may not start with /tools, a path the service answers itself'],
    ['BASE_PATH', '/API/v1', 'BASE_PATH may not start with /API, a path the service answers itself'],
    ['BASE_PATH', '/a/../b', 'BASE_PATH must be a path of letters, digits and - . _ ~ between slashes'],
    ['BASE_PATH', '/utility tools', 'BASE_PATH must be a path of letters, digits and - . _ ~ between slashes'],
    ['BASE_PATH', '/x?y=1', 'BASE_PATH must be a path of letters, digits and - . _ ~ between slashes'],
    ['TOOLS', 'india, gst-calculator', 'TOOLS: "india" is neither a tool nor a tag. Tags: '],
    ['WORKERS', '0', 'WORKERS must be an integer from 1 to 256; got "0".'],
    ['METRICS_PORT', '65536', 'METRICS_PORT must be an integer from 0 to 65535; got "65536".'],
    ['METRICS_PORT', '3000', "METRICS_PORT (3000) must differ from PORT: it exists to keep /metrics off the API's port."],
    ['ACCESS_LOG', 'maybe', 'ACCESS_LOG must be true or false; got "maybe".'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".'],
  ])('when %s is %p, then the start is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  test('when the configuration schema is checked against the JSON Schema meta-schema, then it is valid (start-up skips this)', () => {
    const ajv = new Ajv();
    expect([ajv.validateSchema({ type: 'object', properties: settings }), ajv.errors]).toEqual([true, null]);
  });

  test('when several variables are bad, then the start is refused with one message naming each', () => {
    expect(() => loadConfig({ PORT: 'http', LOG_LEVEL: 'verbose', WORKERS: '300' })).toThrow(
      [
        'PORT must be an integer from 0 to 65535; got "http".',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
        'WORKERS must be an integer from 1 to 256; got "300".',
      ].join('\n'),
    );
  });

  test('when BODY_BUDGET_BYTES is below BODY_LIMIT_BYTES, then the start is refused: no body of the largest size could be read', () => {
    expect(() => loadConfig({ BODY_BUDGET_BYTES: '4096' })).toThrow(
      'BODY_BUDGET_BYTES (4096) must be at least BODY_LIMIT_BYTES (1048576), or no body of the largest accepted size could ever be read.',
    );
    expect(loadConfig({ BODY_BUDGET_BYTES: '4096', BODY_LIMIT_BYTES: '4096' }).bodies.budgetBytes).toBe(4096);
  });

  test('when .env.example is read, then it lists every variable with its default (`tsx scripts/env-example.ts` rewrites it)', () => {
    const file = readFileSync(join(__dirname, '..', '..', '.env.example'), 'utf8');
    expect(file).toBe(envExample());
    expect(file).toContain('# PORT=3000\n');
    for (const name of Object.keys(settings)) expect(file).toContain(`# ${name}=`);
  });
});
