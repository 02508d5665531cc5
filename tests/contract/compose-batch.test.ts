import type { Response } from 'supertest';
import { expectProblem, testClient, useTestClient } from '../support/app';
import { memoryLog } from '../support/log';
import { specAjv, toolSpec } from '../support/spec';
import { statusValidator } from '../support/answers';
import { handlers } from '../../src/tools/registry';
import { textBody } from '../support/text-body';

// POST /api/v1/batch over HTTP: each call answered as the single call would be, in order; the request's own
// limits (body size, rate limit, answer budget) apply to the whole, and every call counts against the quota.

type Item = { index: number; tool: string; status: number; result?: unknown; problem?: Record<string, unknown> };
type Call = { tool: string; body: Record<string, unknown> };

type Responses = Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
const ndjsonSchema = (toolSpec('batch').operation.responses as Responses)['200']?.content['application/x-ndjson']?.schema;
if (!ndjsonSchema) throw new Error('The batch operation documents no application/x-ndjson answer');
const callAnswer = specAjv().compile(ndjsonSchema);

const post = (client: Awaited<ReturnType<typeof testClient>>, body: unknown, accept = 'application/json') =>
  client.post('/api/v1/batch').set('Content-Type', 'application/json').set('Accept', accept).send(JSON.stringify(body));

function expectDocumented(response: Response): void {
  const validate = statusValidator('batch', response.status);
  expect(validate(response.body) ? [] : validate.errors?.slice(0, 3)).toEqual([]);
}

/** The NDJSON lines of an answer, each checked against the spec's CallAnswer. */
function lines(response: Response): Item[] {
  const items = response.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Item);
  for (const item of items) expect(callAnswer(item) ? [] : callAnswer.errors?.slice(0, 3)).toEqual([]);
  return items;
}

const example = (toolSpec('batch').examples.mixed?.value as { calls: Call[] }).calls;

describe('POST /api/v1/batch', () => {
  const client = useTestClient();

  test("when the spec's example is sent, then 200 with one item per call in order, each the single call's result or problem", async () => {
    const response = await post(client, { calls: example });
    expect([response.status, response.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expectDocumented(response);
    const items = (response.body as { items: Item[] }).items;
    expect(items.map(({ index, tool, status }) => [index, tool, status])).toEqual([
      [0, 'gstin-validator', 200],
      [1, 'gstin-validater', 404],
      [2, 'gst-calculator', 200],
      [3, 'gst-calculator', 422],
    ]);
    for (const [index, call] of example.entries()) {
      const single = await client.post(`/api/v1/${call.tool}`).set('Content-Type', 'application/json').send(JSON.stringify(call.body));
      const item = items[index] as Item;
      expect(item.status).toBe(single.status);
      if (single.status === 200) expect(item.result).toEqual(single.body.result);
      else expect(item.problem).toEqual(single.body);
    }
  });

  test('when Accept asks for NDJSON, then one line per call, each a documented item, the same items as the JSON answer', async () => {
    const calls = Array.from({ length: 30 }, (_, index) => ({ tool: 'gst-calculator', body: { amountPaise: 1000 + index, rate: 18 } }));
    const streamed = await post(client, { calls }, 'application/x-ndjson').buffer(true).parse(textBody);
    expect([streamed.status, streamed.headers['content-type'], streamed.headers['x-accel-buffering']]).toEqual([
      200,
      'application/x-ndjson',
      'no',
    ]);
    const items = lines({ ...streamed, text: streamed.body as string } as Response).sort((a, b) => a.index - b.index);
    const whole = await post(client, { calls });
    expect(items).toEqual((whole.body as { items: Item[] }).items);
  });

  test('when the body is not a batch, then 422 validation_failed with a pointer per field and nothing runs', async () => {
    const response = await post(client, { calls: [{ tool: 'gst-calculator' }], extra: 1 });
    const problem = expectProblem(response, 422, 'validation_failed');
    expect((problem.errors as Array<{ pointer: string }>).map(({ pointer }) => pointer).sort()).toEqual(['/calls/0/body', '/extra']);
    expectDocumented(response);
  });

  test('when a call misspells a field, then the message names the call it is in and the field meant', async () => {
    const problem = expectProblem(await post(client, { calls: [{ tool: 'uuid-generator', bdy: {} }] }), 422, 'validation_failed');
    expect(problem.errors).toContainEqual({
      pointer: '/calls/0/bdy',
      message: 'is not a property of the object at /calls/0 (unknown properties are rejected); did you mean "body"?',
    });
  });

  test('when more calls are sent than the spec allows, then 422 pointing at calls', async () => {
    const calls = Array.from({ length: 10_001 }, () => ({ tool: 'u', body: {} }));
    const problem = expectProblem(await post(client, { calls }), 422, 'validation_failed');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/calls' })]);
  });
});

describe('a batch against the client’s limits', () => {
  test('given a rate limit of 5, when a batch of 8 is sent, then 5 calls run, 3 answer 429 with retryAfterSeconds, and the headers say nothing is left', async () => {
    const client = await testClient({ rateLimit: { points: 5, windowSeconds: 60 } });
    const calls = Array.from({ length: 8 }, (_, index) => ({ tool: 'amount-to-words', body: { amount: index } }));
    const response = await post(client, { calls });
    expectDocumented(response);
    const items = (response.body as { items: Item[] }).items;
    expect(items.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(items[7]?.problem).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(response.headers['ratelimit-remaining']).toBe('0');
    expectProblem(
      await client.post('/api/v1/amount-to-words').set('Content-Type', 'application/json').send('{"amount":1}'),
      429,
      'rate_limited',
    );
  });

  test('given a rate limit of 10, when a batch of 3 is sent, then 3 requests are spent', async () => {
    const client = await testClient({ rateLimit: { points: 10, windowSeconds: 60 } });
    const response = await post(client, { calls: Array.from({ length: 3 }, () => ({ tool: 'amount-to-words', body: { amount: 1 } })) });
    expect([response.status, response.headers['ratelimit-remaining']]).toEqual([200, '7']);
    // The batch's cost is in the draft's structured fields too: 3 of the policy's 10 spent.
    expect(response.headers['ratelimit-policy']).toBe('"api";q=10;w=60');
    expect(response.headers.ratelimit).toMatch(/^"api";r=7;t=\d+$/);
    const next = await client.post('/api/v1/amount-to-words').set('Content-Type', 'application/json').send('{"amount":1}');
    expect(next.headers['ratelimit-remaining']).toBe('6');
  });

  test('given a body limit, when a batch passes it as a whole, then 413 for the request', async () => {
    const client = await testClient({ bodyLimitBytes: 4096 });
    const calls = Array.from({ length: 100 }, () => ({ tool: 'hash-generator', body: { text: 'x'.repeat(40), algorithms: ['md5'] } }));
    expectProblem(await post(client, { calls }), 413, 'payload_too_large');
  });

  test('given a small share of the answer budget, when the results pass it, then the calls past it are their own 429 items', async () => {
    const client = await testClient({ answers: { budgetBytes: 1 << 20, perClientBytes: 4000, minReadBytesPerSecond: 65536 } });
    const calls = Array.from({ length: 40 }, (_, index) => ({
      tool: 'hash-generator',
      body: { text: `t${index}`, algorithms: ['sha512'] },
    }));
    const response = await post(client, { calls });
    expectDocumented(response);
    const statuses = (response.body as { items: Item[] }).items.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const refused = (response.body as { items: Item[] }).items.find(({ status }) => status === 429);
    expect(refused?.problem?.detail).toContain('ANSWER_BUDGET_BYTES_PER_CLIENT');
  });
});

describe('VALIDATE_RESPONSES and NDJSON', () => {
  // gst-calculator answering a result its schema refuses: a bug in the service, as a check of the answer finds it.
  const brokenHandlers = { ...handlers, gst_calculator: () => ({ totalPaise: 'lots' }) as never };
  const calls = [
    { tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } },
    { tool: 'gst-calculator', body: { amountPaise: 100, rate: 18 } },
  ];
  const streamed = async (client: Awaited<ReturnType<typeof testClient>>): Promise<Item[]> => {
    const response = await post(client, { calls }, 'application/x-ndjson').buffer(true).parse(textBody);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'application/x-ndjson']);
    return (response.body as string)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Item)
      .sort((a, b) => a.index - b.index);
  };

  test('when a line the spec does not describe is produced, then it is logged as response_invalid and sent as a 500 engine_error item', async () => {
    const { log, records } = memoryLog();
    const items = await streamed(await testClient({}, { log, handlers: brokenHandlers }));
    for (const item of items) expect(callAnswer(item) ? [] : callAnswer.errors?.slice(0, 3)).toEqual([]);
    expect(items.map(({ index, status, problem }) => [index, status, problem?.code])).toEqual([
      [0, 200, undefined],
      [1, 500, 'engine_error'],
    ]);
    expect(items[1]?.problem).toMatchObject({ instance: '/api/v1/gst-calculator', detail: expect.not.stringContaining('lots') });
    const invalid = records.filter(({ msg }) => msg === 'response_invalid');
    expect(invalid).toEqual([
      expect.objectContaining({
        level: 50,
        operationId: 'batch',
        status: 200,
        reqId: expect.any(String),
        violations: expect.arrayContaining([expect.any(String)]),
      }),
    ]);
  });

  test('when VALIDATE_RESPONSES is off, then the same line is sent as it was produced and nothing is logged', async () => {
    const { log, records } = memoryLog();
    const items = await streamed(await testClient({ validateResponses: false }, { log, handlers: brokenHandlers }));
    expect(items[1]).toEqual({ index: 1, tool: 'gst-calculator', status: 200, result: { totalPaise: 'lots' } });
    expect(records.filter(({ msg }) => msg === 'response_invalid')).toEqual([]);
  });
});
