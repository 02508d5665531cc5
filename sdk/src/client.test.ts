import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import { silentLogger } from '../../src/http/log';
import { testConfig } from '../../tests/support/app';
import { specTools, toolSpec } from '../../tests/support/spec';
import { createServer } from 'node:net';
import { createClient, UtilityToolsConnectionError, UtilityToolsError, type ProblemCode } from '.';

// The SDK against the real service, started here on a loopback port: typed results, typed problems, and 429s
// retried after their Retry-After.

async function service(overrides: Partial<Config> = {}): Promise<{ baseUrl: string; close: () => void }> {
  const app = await createApp(testConfig(overrides), { log: silentLogger });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

describe('the SDK (sdk/)', () => {
  test('when a tool is called, then its typed result comes back, with the base URL given without /api/v1', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      // A published valid GSTIN (gstin-validator's own tests use it too): Maharashtra.
      const gstin = await client.tool('gstin-validator', { gstin: '27AAPFU0939F1ZV' });
      expect(gstin.valid).toBe(true);
      const encoded = await client.tool('base64-encode-decode', { text: 'Hello', mode: 'encode' });
      // The result is narrowed by the body's mode: an encode result has `base64`, with no check of `mode`.
      const base64: string = encoded.base64;
      expect([encoded.mode, base64]).toEqual(['encode', 'SGVsbG8=']);
      expect((await client.tools()).map((tool) => tool.tool)).toContain('gst-calculator');
    } finally {
      close();
    }
  });

  test('when the service answers a problem, then a UtilityToolsError carries the status, the typed code and the problem', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      const failure = await client.tool('base64-encode-decode', { text: '@@@', mode: 'decode' }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UtilityToolsError);
      const problem = failure as UtilityToolsError<'base64-encode-decode'>;
      const code: ProblemCode<'base64-encode-decode'> = problem.code;
      expect([problem.status, code]).toEqual([422, 'invalid_base64']);
      expect(problem.problem.type).toBe('/problems/invalid_base64');
      const invalid = (await client
        .tool('base64-encode-decode', { text: 'x', mode: 'sideways' as 'encode' })
        .catch((error: unknown) => error)) as UtilityToolsError;
      expect([invalid.status, invalid.code, invalid.problem.errors?.[0]?.pointer]).toEqual([422, 'validation_failed', '/mode']);
      expect(invalid.message).toBe(
        'base64-encode-decode: 422 validation_failed: The body does not satisfy the request schema of base64-encode-decode: 1 problem. /mode must be one of "encode", "decode".',
      );
    } finally {
      close();
    }
  });

  test('when a 422 names many fields, then the message names the first three and counts the rest; errors has them all', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      const wrong = { amountPaise: 'lots', rate: 17, mode: 'sideways', supply: 'abroad', extra: 1 } as unknown as {
        amountPaise: number;
        rate: 18;
      };
      const failure = (await client.tool('gst-calculator', wrong).catch((error: unknown) => error)) as UtilityToolsError;
      expect([failure.status, failure.code, failure.problem.errors?.length, failure.problem.errorCount]).toEqual([
        422,
        'validation_failed',
        5,
        5,
      ]);
      expect(failure.message).toBe(
        'gst-calculator: 422 validation_failed: The body does not satisfy the request schema of gst-calculator: 5 problems. ' +
          '/extra is not a property of this tool (unknown properties are rejected); /amountPaise must be integer (got a string); /rate must be one of 0, 3, 5, 12, 18, 28, 40; and 2 more.',
      );
    } finally {
      close();
    }
  });

  test("when no service listens, then UtilityToolsConnectionError names the URL and the reason, with fetch's error as its cause", async () => {
    // A port just freed: nothing listens on it.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const client = createClient({ baseUrl: `http://127.0.0.1:${port}` });
    for (const call of [() => client.tool('uuid-generator', { version: 'v4', count: 1, format: 'standard' }), () => client.tools()]) {
      const failure = (await call().catch((error: unknown) => error)) as UtilityToolsConnectionError;
      expect(failure).toBeInstanceOf(UtilityToolsConnectionError);
      const path = failure.url.endsWith('/tools') ? 'tools' : 'uuid-generator';
      expect(String(failure)).toBe(
        `UtilityToolsConnectionError: could not reach http://127.0.0.1:${port}/api/v1/${path} (ECONNREFUSED): is the service running?`,
      );
      expect([failure.code, failure.hint, failure.url]).toEqual([
        'ECONNREFUSED',
        'is the service running?',
        `http://127.0.0.1:${port}/api/v1/${path}`,
      ]);
      expect([(failure.cause as TypeError).name, (failure.cause as TypeError).message]).toEqual(['TypeError', 'fetch failed']);
    }
    const nowhere = createClient({ baseUrl: 'http://no-such-host.invalid' });
    const unnamed = (await nowhere.tools().catch((error: unknown) => error)) as UtilityToolsConnectionError;
    // ENOTFOUND from a resolver that answers; EAI_AGAIN where none can be asked.
    expect(unnamed.message).toMatch(
      /^could not reach http:\/\/no-such-host\.invalid\/api\/v1\/tools \((ENOTFOUND|EAI_AGAIN)\): is the host name right\?$/,
    );
  });

  test("when a result is a union told apart by a field the body also has, then every example's result has the body's value there", async () => {
    // ToolResultFor narrows a result by the body's literal fields; this holds the spec's examples to that promise: a
    // body whose value is one of the members' constants gets a result with that same value.
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      const checked: string[] = [];
      for (const tool of specTools) {
        const { examples, result } = toolSpec(tool);
        const members = (result.oneOf ?? result.anyOf) as Array<{ properties?: Record<string, { const?: unknown }> }> | undefined;
        if (!members) continue;
        for (const [name, example] of Object.entries(examples)) {
          const body = example.value as Record<string, unknown>;
          const told = Object.keys(body).filter((key) => members.some((member) => member.properties?.[key]?.const === body[key]));
          if (told.length === 0) continue;
          const answer = (await client.tool(tool as 'gst-calculator', body as never)) as unknown as Record<string, unknown>;
          for (const key of told) expect([tool, name, key, answer[key]]).toEqual([tool, name, key, body[key]]);
          checked.push(`${tool}/${name}`);
        }
      }
      // base64-encode-decode by mode, json-to-csv by direction.
      expect(new Set(checked.map((entry) => entry.split('/')[0]))).toEqual(new Set(['base64-encode-decode', 'json-to-csv']));
    } finally {
      close();
    }
  });

  test('when the rate limit answers 429 with Retry-After, then the call is retried after it; with retries 0 the 429 is thrown', async () => {
    const { baseUrl, close } = await service({ rateLimit: { points: 1, windowSeconds: 1 } });
    try {
      const patient = createClient({ baseUrl });
      const started = Date.now();
      for (let i = 0; i < 2; i++)
        expect(await patient.tool('uuid-generator', { version: 'v4', count: 1, format: 'standard' })).toBeDefined();
      // The second call met the 429 and waited for its Retry-After (1 s) before its 200.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      close();
    }
    // A window of a minute, so that a loaded machine cannot let the window pass between the two calls.
    const strict = await service({ rateLimit: { points: 1, windowSeconds: 60 } });
    try {
      const impatient = createClient({ baseUrl: strict.baseUrl, retries: 0 });
      const call = () => impatient.tool('uuid-generator', { version: 'v4', count: 1, format: 'standard' });
      expect(await call()).toBeDefined();
      const refused = (await call().catch((error: unknown) => error)) as UtilityToolsError;
      expect([refused.status, refused.code]).toEqual([429, 'rate_limited']);
      // The service's Retry-After: what is left of the minute's window, in whole seconds.
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      strict.close();
    }
  });

  test('when the base URL already ends with /api/v1, then it is used as the same service', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl: `${baseUrl}api/v1/` });
      expect((await client.tool('gstin-validator', { gstin: '27AAPFU0939F1ZV' })).valid).toBe(true);
      expect((await client.tools()).length).toBe(21);
    } finally {
      close();
    }
  });

  test('when something other than the service answers (an HTML 502, a 404 page), then the error says so in words', async () => {
    const proxy = (status: number, statusText: string, body: string) => async () =>
      new Response(body, { status, statusText, headers: { 'content-type': 'text/html' } });
    const gateway = createClient({
      baseUrl: 'http://127.0.0.1:1',
      retries: 0,
      fetch: proxy(502, 'Bad Gateway', '<html><body><h1>502 Bad Gateway</h1></body></html>'),
    });
    const failure = (await gateway
      .tool('uuid-generator', { version: 'v4', count: 1, format: 'standard' })
      .catch((error: unknown) => error)) as UtilityToolsError;
    expect([failure.status, failure.code]).toEqual([502, 'http_502']);
    expect(failure.message).toBe(
      'uuid-generator: 502 http_502: The answer was not a problem of this API (HTTP 502 Bad Gateway: "502 Bad Gateway"); is the base URL the service\'s?',
    );
    const elsewhere = createClient({ baseUrl: 'http://127.0.0.1:1', fetch: proxy(404, 'Not Found', '') });
    const listing = (await elsewhere.tools().catch((error: unknown) => error)) as UtilityToolsError;
    expect(listing.message).toBe(
      "tools: 404 http_404: The answer was not a problem of this API (HTTP 404 Not Found, no body); is the base URL the service's?",
    );
  });

  test('when a refusal carries Retry-After (seconds or an HTTP date), then retryAfterSeconds has it; without one it is undefined', async () => {
    const busy = (retryAfter?: string) => async () =>
      Response.json(
        { type: '/problems/server_busy', title: 'Server busy', status: 503, code: 'server_busy', detail: 'Busy.', recovery: 'Later.' },
        { status: 503, headers: { 'content-type': 'application/problem+json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) } },
      );
    const refusal = async (retryAfter?: string) =>
      (await createClient({ baseUrl: 'http://127.0.0.1:1', retries: 0, fetch: busy(retryAfter) })
        .tool('uuid-generator', { version: 'v4', count: 1, format: 'standard' })
        .catch((error: unknown) => error)) as UtilityToolsError;
    expect([(await refusal('7')).code, (await refusal('7')).retryAfterSeconds]).toEqual(['server_busy', 7]);
    expect((await refusal(new Date(Date.now() + 120_000).toUTCString())).retryAfterSeconds).toBeGreaterThan(100);
    expect((await refusal()).retryAfterSeconds).toBeUndefined();
    const batch = (await createClient({ baseUrl: 'http://127.0.0.1:1', retries: 0, fetch: busy('3') })
      .batch([{ tool: 'uuid-generator', body: { version: 'v4', count: 1, format: 'standard' } }])
      .catch((error: unknown) => error)) as UtilityToolsError;
    expect([batch.status, batch.retryAfterSeconds]).toEqual([503, 3]);
  });

  test('when a batch is sent, then each item comes back typed by its tool, and the stream gives the same items', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      const calls = [
        { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
        { tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } },
        { tool: 'gst-calculator', body: { amountPaise: -1, rate: 18 } },
      ] as const;
      const { items } = await client.batch(calls);
      const [bill, gstin, refused] = items;
      // These lines compile only when each item's result is typed by its own tool.
      const total: number | undefined = 'result' in bill ? bill.result.totalPaise : undefined;
      const valid: boolean | undefined = 'result' in gstin ? gstin.result.valid : undefined;
      expect([total, valid, refused.status]).toEqual([118000, true, 422]);
      expect('problem' in refused ? refused.problem.code : undefined).toBe('validation_failed');
      const streamed = [];
      for await (const item of client.batchStream(calls)) streamed.push(item);
      expect(streamed.sort((a, b) => a.index - b.index)).toEqual(items);
    } finally {
      close();
    }
  });

  test('when a pipeline is run, then its runs come back; when it cannot run, then UtilityToolsError pipeline_invalid', async () => {
    const { baseUrl, close } = await service();
    try {
      const client = createClient({ baseUrl });
      const { runs } = await client.pipeline({
        steps: [
          { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
          { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalPaise', $convert: 'paise-to-rupees' } } },
        ],
      });
      const words = runs[0]?.steps[1];
      expect(words && 'result' in words ? (words.result as { decimal: string }).decimal : undefined).toBe('1180.00');
      const failure = (await client
        .pipeline({ steps: [{ tool: 'amount-to-words', body: { amount: { $from: '/0/result/x' } } }] })
        .catch((error: unknown) => error)) as UtilityToolsError;
      expect([failure.status, failure.code]).toEqual([422, 'pipeline_invalid']);
    } finally {
      close();
    }
  });
});
