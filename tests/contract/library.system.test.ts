import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createToolkit, runTool, ToolProblem, type ToolName, type ToolProblemCode } from '../../src/index';
import { callTool, useTestClient } from '../support/app';
import { patternWords, specTools, toolSpec } from '../support/spec';
import { responseValidator } from '../support/answers';

// The library (`runTool`, the package's main export): the tools in the caller's process, through the same callTool as
// the API, so every documented example gives the API's result and every refusal the API's problem.

/** Tools whose answer changes from call to call (random, or read against the clock). */
const varying = new Set(['uuid-generator', 'mock-data-generator', 'jwt-decoder']);

describe.each(specTools)('%s in the library', (tool) => {
  const client = useTestClient();
  const examples = Object.entries(toolSpec(tool).examples);

  test.each(examples)("example %s: the API's result (or a result of the documented shape, for a varying tool)", async (_name, example) => {
    const body = example.value as Record<string, unknown>;
    const result = await runTool(tool as ToolName, structuredClone(body) as never);
    expect(responseValidator(tool)({ tool, result })).toBe(true);
    if (varying.has(tool)) return;
    const answer = await callTool(client, tool, body);
    expect(result).toEqual((answer.body as { result: unknown }).result);
  });
});

describe('problems in the library', () => {
  const client = useTestClient();

  test("when the body breaks the schema, then a ToolProblem carrying the API's problem, with a message that names each field", async () => {
    const body = { amountPaise: -1, rate: 17, colour: 'red' };
    const error = await runTool('gst-calculator', body as never).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolProblem);
    const problem = error as ToolProblem;
    const answer = await callTool(client, 'gst-calculator', body);
    expect(problem.problem).toEqual(answer.body);
    expect([problem.status, problem.code]).toEqual([422, 'validation_failed']);
    expect(problem.message).toContain('/amountPaise must be >= 0');
    expect(problem.message).toContain('/rate must be one of 0, 3, 5, 12, 18, 28, 40');
  });

  test('when a field breaks its pattern, then validation_failed at its pointer in the words of the spec, as over HTTP', async () => {
    const body = { json: '{}', rootName: 'order line' };
    const error = (await runTool('json-to-any-language', body).catch((thrown: unknown) => thrown)) as ToolProblem;
    expect([error.status, error.code]).toEqual([422, 'validation_failed']);
    expect(error.problem).toEqual((await callTool(client, 'json-to-any-language', body)).body);
    expect((error.problem as { errors?: unknown }).errors).toEqual([
      { pointer: '/rootName', message: patternWords('json-to-any-language', 'rootName') },
    ]);
  });

  test("a problem's code is typed by the tool: its own codes and the service's, never another tool's (checked by tsc)", () => {
    const own: ToolProblemCode<'base64-encode-decode'> = 'invalid_base64';
    const service: ToolProblemCode<'base64-encode-decode'> = 'rate_limited';
    // @ts-expect-error invalid_payee_name is upi-qr-generator's code, not base64-encode-decode's
    const other: ToolProblemCode<'base64-encode-decode'> = 'invalid_payee_name';
    expect([own, service, other]).toEqual(['invalid_base64', 'rate_limited', 'invalid_payee_name']);
    // After instanceof the tool is `any`: the code is then every code the spec declares, still not any string.
    const misspelt = (error: unknown): boolean =>
      // @ts-expect-error a code no tool and no part of the service declares
      error instanceof ToolProblem && error.code === 'invalid_base46';
    expect(misspelt(new ToolProblem('base64-encode-decode', { status: 422, code: 'invalid_base64' } as never))).toBe(false);
  });

  test('when the engine refuses the input, then its own code; an unknown tool is tool_not_found with the nearest name', async () => {
    const refused = (await runTool('base64-encode-decode', { text: '@@@', mode: 'decode' }).catch((e: unknown) => e)) as ToolProblem;
    expect([refused.status, refused.code]).toEqual([422, 'invalid_base64']);
    const unknown = (await runTool('gst-calculater' as ToolName, {} as never).catch((e: unknown) => e)) as ToolProblem;
    expect([unknown.status, unknown.code]).toEqual([404, 'tool_not_found']);
    expect(unknown.message).toContain('did you mean "gst-calculator"?');
  });

  test('when the body is not a JSON object or cannot be JSON, then the problem HTTP gives for such a body, never a crash', async () => {
    // As POST with the body `null` or `[1]`: 400 invalid_json_body, word for word.
    for (const [body, got] of [
      [null, 'null'],
      [[1], 'an array'],
      ['text', 'a string'],
    ] as const) {
      const notObject = (await runTool('uuid-generator', body as never).catch((e: unknown) => e)) as ToolProblem;
      expect([notObject.status, notObject.code, notObject.problem.detail]).toEqual([
        400,
        'invalid_json_body',
        `The body must be a JSON object; got ${got}.`,
      ]);
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const notJson = (await runTool('uuid-generator', cyclic as never).catch((e: unknown) => e)) as ToolProblem;
    expect([notJson.status, notJson.code]).toEqual([400, 'bad_request']);
  });

  test("the caller's object is left as it was (the spec's defaults are filled into a copy)", async () => {
    const body = { amountPaise: 100000, rate: 18 as const };
    const result = await runTool('gst-calculator', body);
    expect(result.mode).toBe('exclusive');
    expect(body).toEqual({ amountPaise: 100000, rate: 18 });
  });
});

test('a toolkit with engine threads runs the heavy tools on them, gives the same results, and closes', async () => {
  const threaded = createToolkit({ threads: 1 });
  try {
    const body = { text: '{"id": 7, "tags": ["a"]}', rootName: 'Order' };
    expect(await threaded.runTool('json-to-typescript', body)).toEqual(await runTool('json-to-typescript', body));
    expect(threaded.tools().map(({ tool }) => tool)).toEqual(specTools.slice().sort());
  } finally {
    await threaded.close();
  }
});

describe("a toolkit's engine threads serve its one caller", () => {
  const uuid = { version: 'v4', count: 1, format: 'standard' } as const;

  test('when 300 calls are made at once on 2 threads, then all 300 are answered (no per-client share refuses them)', async () => {
    const toolkit = createToolkit({ threads: 2 });
    try {
      const settled = await Promise.allSettled(Array.from({ length: 300 }, () => toolkit.runTool('uuid-generator', uuid)));
      const refused = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [(outcome.reason as ToolProblem).code] : []));
      expect(refused).toEqual([]);
      expect(new Set(settled.map((outcome) => (outcome as PromiseFulfilledResult<{ uuids: string[] }>).value.uuids[0])).size).toBe(300);
    } finally {
      await toolkit.close();
    }
  });

  test("when more calls wait than the toolkit's queue, then the rest are 503 server_busy naming the option and what to change", async () => {
    const toolkit = createToolkit({ threads: 1, queue: 5 });
    try {
      // All 20 reach the pool in one turn: 1 runs, 5 wait, 14 are refused before any finishes.
      const settled = await Promise.allSettled(Array.from({ length: 20 }, () => toolkit.runTool('uuid-generator', uuid)));
      const refused = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as ToolProblem] : []));
      expect(settled.length - refused.length).toBe(6);
      expect(refused.map((problem) => [problem.status, problem.code])).toEqual(Array(14).fill([503, 'server_busy']));
      expect(refused[0]?.message).toContain("1 engine threads are busy and 5 tasks are already waiting (the toolkit's queue option, 5)");
      expect(refused[0]?.problem.recovery).toContain('createToolkit({ threads: 1, queue: 1000 })');
    } finally {
      await toolkit.close();
    }
  });

  test('when the queue option is not a whole number of calls, then createToolkit throws', () => {
    expect(() => createToolkit({ threads: 1, queue: -1 })).toThrow(RangeError);
    expect(() => createToolkit({ threads: 1, queue: 1.5 })).toThrow('queue must be a whole number of calls');
  });

  test('when a host never calls close(), then its threads are stopped as it runs out of work and it exits 0', async () => {
    const script = `
      const { createToolkit } = require(${JSON.stringify(join(__dirname, '..', '..', 'src', 'index.ts'))});
      const toolkit = createToolkit({ threads: 2 });
      Promise.all([1, 2, 3].map((i) => toolkit.runTool('curl-to-code', { curl: 'curl https://example.com/' + i, target: 'python' })))
        .then((results) => console.log(results.length));`;
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script], { cwd: join(__dirname, '..', '..') });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: '3' });
  }, 60_000);
});
