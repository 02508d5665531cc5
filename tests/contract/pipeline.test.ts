import { silentLogger, type Logger } from '../../src/http/log';
import { memoryLog } from '../support/log';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { createPipeline } from '../../src/app';
import { answerClientErrors } from '../../src/http/connections/client-errors';
import { problemAnswer } from '../../src/http/steps/error-boundary';
import { describePipeline, pipelineApp, type Step } from '../../src/http/pipeline';
import { expectProblem, testAppOptions, testClient, testConfig, useTestClient, testApp } from '../support/app';
import { statusValidator } from '../support/answers';

// The service is one declared pipeline of steps of one shape, the only middleware of a sealed app; every answer that
// is not a success, from any step or path, is problem+json with the request id and the safe headers.

async function bareApp(steps: Step[], afterAnswer: Step[] = [], log: Logger = silentLogger) {
  return request(pipelineApp({ steps, afterAnswer }, problemAnswer(log, '')).callback() as unknown as Server);
}

describe('the declared pipeline', () => {
  test('when the pipeline is described, then it lists the steps in the order they run, the body read before an in-flight slot is taken', async () => {
    const config = testConfig({ accessLog: true });
    const pipeline = await createPipeline(config, testAppOptions(config));
    expect(describePipeline(pipeline)).toEqual([
      'request id (X-Request-Id)',
      'normalised path (%2D is -; 400 bad_request for a malformed percent-escape)',
      'client address (TRUST_PROXY, CLIENT_IPV6_PREFIX)',
      'API (/api/v1)',
      '  security headers (nosniff, no-store)',
      '  CORS (answers a preflight)',
      '  API documents (openapi.json, openapi.yaml, tools)',
      '    rate limit (pages) (429 rate_limited, RateLimit-* headers)',
      '    fixed documents (openapi.yaml, openapi.json, tools)',
      '  rate limit (429 rate_limited, RateLimit-* headers)',
      '  operation (404 tool_not_found, 405 method_not_allowed)',
      '  JSON body (415, 413, 408, 429 per client, 503 body budget, 400 invalid_json_body / invalid_utf8)',
      '  in-flight cap (503 server_busy, 429 per client)',
      '  compositions (batch, pipeline)',
      '    compositions (batch, pipeline: 422, quota per call, JSON or NDJSON)',
      '  dispatch (422 validation_failed, then the tool)',
      '  answer budget (large answers: 503 server_busy, 429 per client)',
      'MCP (/mcp)',
      '  security headers (nosniff, no-store)',
      '  rate limit (429 rate_limited, RateLimit-* headers)',
      '  MCP method (405 method_not_allowed: stateless, POST only)',
      '  JSON body (415, 413, 408, 429 per client, 503 body budget, 400 invalid_json_body / invalid_utf8)',
      '  in-flight cap (503 server_busy, 429 per client)',
      '  MCP over streamable HTTP (/mcp)',
      'page quota (all but /healthz and /readyz)',
      '  rate limit (pages) (429 rate_limited, RateLimit-* headers)',
      '  metrics page (/metrics)',
      '  site pages (/docs, /tools, /try, /healthz, /readyz, /problems; else 404 not_found)',
      'site pages (/docs, /tools, /try, /healthz, /readyz, /problems; else 404 not_found)',
      'after the answer:',
      '  response check (VALIDATE_RESPONSES)',
      '  metrics (METRICS)',
      '  access log (ACCESS_LOG, ACCESS_LOG_SUCCESS_EVERY)',
    ]);
  });

  test('when a step needs what no earlier step provides, then the app is not built, and the message names both', async () => {
    const pipeline = await createPipeline(testConfig(), testAppOptions(testConfig()));
    const [first, second, third, api, ...rest] = pipeline.steps;
    // The client address moved after the API branch, whose rate limit and body reader key by it.
    const misordered = { ...pipeline, steps: [first, second, api, third, ...rest] as Step[] };
    expect(() => pipelineApp(misordered, problemAnswer(silentLogger, ''))).toThrow(
      'Pipeline step "rate limit (pages) (429 rate_limited, RateLimit-* headers)" needs client, which no step before it provides.',
    );
    expect(() => pipelineApp(pipeline, problemAnswer(silentLogger, ''))).not.toThrow();
  });

  test('when code calls app.use on the app, then it refuses to serve and names where a step belongs', async () => {
    const app = await testApp();
    expect(() => app.callback()).not.toThrow();
    app.use(async (_ctx, next) => next());
    expect(() => app.callback()).toThrow('Add a step to the declared pipeline in src/app.ts');
    expect(() => app.listen(0).close()).toThrow('1 middleware added with app.use() would never run');
  });

  test('when a step answers, then the later steps do not run, and the after-answer steps do', async () => {
    const ran: string[] = [];
    const client = await bareApp(
      [
        { name: 'first', run: () => void ran.push('first') },
        {
          name: 'answers',
          run: ({ ctx }) => {
            ran.push('answers');
            ctx.body = 'done';
            return 'answered';
          },
        },
        { name: 'never', run: () => void ran.push('never') },
      ],
      [{ name: 'after', run: ({ ctx }) => void ran.push(`after ${ctx.status}`) }],
    );
    const response = await client.get('/');
    expect(response.text).toBe('done');
    expect(ran).toEqual(['first', 'answers', 'after 200']);
  });

  test("when the steps end without an answer, then the caller gets a 500 engine_error problem, not Koa's text 404", async () => {
    const { log, lines } = memoryLog();
    const client = await bareApp([{ name: 'silent', run: () => undefined }], [], log);
    const response = await client.get('/anything');
    expectProblem(response, 500, 'engine_error');
    expect(lines.join('\n')).toContain('engine_error');
  });

  test('when a step throws a plain error, then the problem says engine_error, the log has no message, and after-answer steps see 500', async () => {
    const { log, lines } = memoryLog();
    const statuses: number[] = [];
    const client = await bareApp(
      [
        {
          name: 'fails',
          run: () => {
            throw new RangeError('secret input 4111111111111111');
          },
        },
      ],
      [{ name: 'after', run: ({ ctx }) => void statuses.push(ctx.status) }],
      log,
    );
    expectProblem(await client.post('/x'), 500, 'engine_error');
    expect(statuses).toEqual([500]);
    expect(lines.join('\n')).toContain('RangeError');
    expect(lines.join('\n')).not.toContain('4111');
  });

  test('when an after-answer step throws, then its problem replaces the answer', async () => {
    const client = await bareApp(
      [
        {
          name: 'answers',
          run: ({ ctx }) => {
            ctx.body = { ok: true };
            return 'answered';
          },
        },
      ],
      [
        {
          name: 'check',
          run: () => {
            throw new Error('the answer violates the spec');
          },
        },
      ],
    );
    expectProblem(await client.get('/'), 500, 'engine_error');
  });
});

describe('every answer that is not a success is a problem with the request id and the safe headers', () => {
  const client = useTestClient();
  const cases: [string, number, string, (client: Awaited<ReturnType<typeof testClient>>) => request.Test][] = [
    ['a page that does not exist', 404, 'not_found', (c) => c.get('/nowhere')],
    ['a page posted to', 405, 'method_not_allowed', (c) => c.post('/healthz')],
    ['an unknown problem code', 404, 'not_found', (c) => c.get('/problems/no_such_code').set('Accept', 'application/json')],
    ['an unknown tool', 404, 'tool_not_found', (c) => c.post('/api/v1/no-such-tool')],
    ['a tool read with GET', 405, 'method_not_allowed', (c) => c.get('/api/v1/uuid-generator')],
    ['a document posted to', 405, 'method_not_allowed', (c) => c.post('/api/v1/openapi.json')],
    [
      'a body that is not JSON',
      415,
      'unsupported_media_type',
      (c) => c.post('/api/v1/uuid-generator').set('Content-Type', 'text/plain').send('x'),
    ],
    ['a body that breaks its schema', 422, 'validation_failed', (c) => c.post('/api/v1/uuid-generator').send({ nope: 1 })],
  ];

  test.each(cases)(
    'when the request is %s, then the answer is %i %s with X-Request-Id, nosniff and no-store',
    async (_name, status, code, send) => {
      // expectProblem checks the media type, the request id, nosniff and no-store on every problem of the suite.
      expectProblem(await send(client), status, code);
    },
  );

  test('when the caller sends a sane X-Request-Id, then a problem carries that id back', async () => {
    const response = await client.get('/nowhere').set('X-Request-Id', 'trace-42');
    expect(response.headers['x-request-id']).toBe('trace-42');
  });

  /** The raw answer of a server with the app and answerClientErrors to `request`, written on one socket. */
  async function rawAnswer(requestText: string): Promise<{ answer: string; body: unknown }> {
    const app = await testApp();
    const handle = app.callback();
    const server = createServer((request, response) => void handle(request, response));
    answerClientErrors(server, '');
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.write(requestText);
      await once(socket, 'close');
      return { answer, body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown };
    } finally {
      server.close();
    }
  }

  test.each([
    [
      'headers that are too large (431)',
      `POST /api/v1/uuid-generator HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      { status: 431, code: 'headers_too_large' },
    ],
    [
      'an Expect header other than 100-continue (417)',
      'POST /api/v1/uuid-generator HTTP/1.1\r\nHost: x\r\nExpect: 42-kaboom\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      {
        status: 417,
        code: 'expectation_failed',
        detail: 'The Expect header "42-kaboom" names an expectation this service cannot meet.',
      },
    ],
  ])(
    'when Node refuses %s, then the answer is the documented problem with a request id and nosniff',
    async (_name, requestText, problem) => {
      const { answer, body } = await rawAnswer(requestText);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${problem.status} `));
      expect(answer).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
      expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
      expect(body).toMatchObject(problem);
      // As the spec documents it for every tool (the answers the bundle injects).
      const documented = statusValidator('uuid-generator', problem.status);
      expect(documented(body) ? [] : documented.errors).toEqual([]);
    },
  );

  test('when Node refuses bytes that follow a request whose answer has begun, then no problem is written into that answer', async () => {
    // A plain server that starts its answer and finishes it a moment later; malformed bytes arrive meanwhile.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('begun');
      setTimeout(() => response.end(' and finished'), 500);
    });
    answerClientErrors(server, '');
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      // The garbage goes once the answer's first bytes are here: its head is sent, its end is not.
      while (!answer.includes('begun')) await once(socket, 'data');
      socket.write('NOT HTTP AT ALL\r\n\r\n');
      await once(socket, 'close');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).not.toContain('problem+json');
      expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  test('when Node refuses bytes after an answer has finished on a kept-alive connection, then they get a 400 problem', async () => {
    const server = createServer((_request, response) => response.end('done'));
    answerClientErrors(server, '');
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      while (!answer.includes('done')) await once(socket, 'data');
      socket.write('NOT HTTP AT ALL\r\n\r\n');
      await once(socket, 'close');
      expect(answer.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
      expect(answer).toContain('"code":"bad_request"');
    } finally {
      server.close();
    }
  });
});
