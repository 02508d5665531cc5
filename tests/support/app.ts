import type Koa from 'koa';
import { createServer, type Server } from 'node:http';
import request, { type Response } from 'supertest';
import { createApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { silentLogger } from '../../src/http/log';
import { EnginePool } from '../../src/pool/engine-pool';
import { compiledWorker } from './compiled-worker';
import { problemValidator, specTools, validationProblemValidator } from './spec';
import { responseValidator, statusValidator } from './answers';

/**
 * The service as the tests run it in-process. A pool task may run for two minutes (the service's default stops it at
 * 10 s): jest runs several files at once on a loaded two-core CI machine, where the largest inputs can take longer than
 * 10 s, and a test of a tool's answer must not turn on the machine's speed. The tests of the stop itself set a short
 * timeout of their own (engine-pool.system.test.ts).
 */
export const testConfig = (overrides: Partial<Config> = {}): Readonly<Config> =>
  loadConfig(
    { WORKER_TASK_TIMEOUT_MS: '120000' },
    { accessLog: false, validateResponses: true, rateLimit: { points: 1_000_000, windowSeconds: 60 }, ...overrides },
  );

/**
 * The engine pools of this test file, one per pool setting. Their threads load an engine on its first task, not every
 * engine as they start (the service's default): a test file calls a few tools, and a worker that had run many files
 * kept many pools loading all 21 engines through tsx in the background, competing with the file running now.
 */
const filePools = new Map<string, EnginePool>();

function filePool(config: Readonly<Config>): EnginePool {
  const key = JSON.stringify(config.pool);
  let pool = filePools.get(key);
  if (!pool) {
    pool = new EnginePool({ ...config.pool, loadEnginesAtStart: false, workerFile: compiledWorker() });
    filePools.set(key, pool);
  }
  return pool;
}

/** The servers this file's clients listen on, closed after its tests (outside jest, as in the bench's soak, nothing listens). */
const fileServers = new Set<Server>();
if (typeof afterAll === 'function')
  afterAll(async () => {
    await Promise.all(
      [...fileServers].map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
    fileServers.clear();
    // The pools too: a jest worker runs many files, and threads left from each (a set per file) added up.
    await Promise.all([...filePools.values()].map((pool) => pool.close()));
    filePools.clear();
  });

/**
 * What a test passes to createApp or createPipeline that builds its own: the silent logger and this file's pool, which
 * are closed after its tests (the defaults, stdout's log and the process's shared pool, would outlive the file and keep
 * its jest worker from exiting).
 */
export const testAppOptions = (config: Readonly<Config>): AppOptions => ({ log: silentLogger, pool: filePool(config) });

/** The app as a test builds its own (Koa, not listening): testConfig(overrides), the silent logger and this file's pool. */
export const testApp = (overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<Koa> => {
  const config = testConfig(overrides);
  return createApp(config, { ...testAppOptions(config), ...options });
};

/**
 * The app in-process, with responses validated against the spec: supertest on a server of its own that listens from
 * the start (on app.callback() supertest would start and stop a server for every request).
 */
export async function testClient(overrides: Partial<Config> = {}, options: AppOptions = {}) {
  const config = testConfig(overrides);
  const brought = options.pool !== undefined || options.tools !== undefined || options.handlers !== undefined;
  const pool = brought ? {} : { pool: filePool(config) };
  const app = await createApp(config, { log: silentLogger, ...pool, ...options });
  const handle = app.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fileServers.add(server);
  return request(server);
}

type Client = Awaited<ReturnType<typeof testClient>>;

/** POSTs `body` as JSON to a tool; every 200 is checked against the tool's response schema in the spec. */
export async function callTool(client: Client, tool: string, body: unknown): Promise<Response> {
  const response = await client.post(`/api/v1/${tool}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
  expectDocumentedAnswer(tool, response);
  return response;
}

/** Asserts that a tool's answer, of any status, matches the schema its operation documents for that status. */
export function expectDocumentedAnswer(tool: string, response: Response): void {
  if (!specTools.includes(tool)) return;
  const validate = statusValidator(tool, response.status);
  expect(validate(response.body) ? [] : validate.errors).toEqual([]);
}

/** Asserts a 200 body matches the spec's response schema for the tool. */
export function expectValidResult(tool: string, response: Response): void {
  const validate = responseValidator(tool);
  const valid = validate(response.body);
  expect(valid ? [] : validate.errors).toEqual([]);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
}

/** Asserts an RFC 9457 problem response with this status and code, shaped as the spec says; returns its body. */
export function expectProblem(response: Response, status: number, code: string): Record<string, unknown> {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status, code });
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  // Whatever path or step it came from: the request id and the safe headers.
  expect(response.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  const validate = code === 'validation_failed' ? validationProblemValidator : problemValidator;
  expect(validate(response.body) ? [] : validate.errors).toEqual([]);
  expect(response.body.status).toBe(status);
  expect(String(response.body.type)).toMatch(new RegExp(`/problems/${code}$`));
  return response.body as Record<string, unknown>;
}

/**
 * The in-process client for a test file or describe block, created in its beforeAll: replaces the
 * `let client; beforeAll(...)` preamble. Using it before beforeAll has run is a test bug and throws.
 */
export function useTestClient(overrides: Partial<Config> = {}, options: AppOptions = {}): Client {
  let client: Client | undefined;
  beforeAll(async () => {
    client = await testClient(overrides, options);
  });
  return new Proxy({} as Client, {
    get(_target, key) {
      if (!client) throw new Error('useTestClient: the client is used before beforeAll has created it');
      const value = Reflect.get(client, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
    },
  });
}
