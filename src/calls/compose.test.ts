import { loadConfig } from '../config';
import { ProblemError } from '../problems/problem';
import { createTools, type Tools } from '../runtime';
import type { CallTool } from './call-tool';
import { answerBytes, problemAnswer, runBatch, type CallAnswer, type ComposeContext, type ToolCallSpec } from './compose';
import { SerializedResult } from '../pool/serialized-result';
import { ToolOutcome } from './tool-outcome';

// A batch: every call answered in its own right, in the order of `calls`, through the one callTool.

let tools: Tools;
beforeAll(async () => {
  tools = await createTools(loadConfig({}, { metrics: false, accessLog: false }), { pool: false });
});

const context = (overrides: Partial<ComposeContext> = {}): ComposeContext => ({
  caller: { client: 'test', gone: () => false },
  concurrency: 8,
  typeBase: '',
  ...overrides,
});

async function batch(
  calls: ToolCallSpec[],
  overrides: Partial<ComposeContext> = {},
  callTool: CallTool = tools.callTool,
): Promise<CallAnswer[]> {
  const answers: CallAnswer[] = [];
  await runBatch(callTool, calls, context(overrides), (answer) => void answers.push(answer));
  return answers.sort((a, b) => a.index - b.index);
}

/** An answer with its result as a value (a ToolOutcome's fields are private: toEqual would see none of them). */
const plain = (answer: CallAnswer): Record<string, unknown> => ('result' in answer ? { ...answer, result: answer.result.value() } : answer);

/** What the single call answers: its result, or its problem as the batch item carries it. */
async function single(index: number, call: ToolCallSpec): Promise<Record<string, unknown>> {
  try {
    const { operationOf } = await import('./compose');
    const result = await tools.callTool(operationOf(call.tool, tools.contract.tools), structuredClone(call.body), {
      caller: { client: 'x', gone: () => false },
    });
    return { index, tool: call.tool, status: 200, result: result.value() };
  } catch (error) {
    return problemAnswer(index, call.tool, error as ProblemError, '');
  }
}

const mixed: ToolCallSpec[] = [
  { tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } },
  { tool: 'gstin-validater', body: { gstin: '29AAACI1681G1Z0' } },
  { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
  { tool: 'gst-calculator', body: { amountPaise: -5, rate: 18 } },
  { tool: 'base64-encode-decode', body: { text: '@@@', mode: 'decode' } },
];

describe('runBatch', () => {
  test('given a valid call, a misspelt tool, a bad body and input the tool refuses, when the batch runs, then each is answered as the single call, in order', async () => {
    const answers = await batch(structuredClone(mixed));
    const singles = await Promise.all(mixed.map((call, index) => single(index, call)));
    expect(answers.map(plain)).toEqual(singles);
    expect(answers.map(({ status }) => status)).toEqual([200, 404, 200, 422, 422]);
    expect(answers.map((answer) => ('problem' in answer ? answer.problem.code : 'result'))).toEqual([
      'result',
      'tool_not_found',
      'result',
      'validation_failed',
      'invalid_base64',
    ]);
    expect(answers[1]).toMatchObject({ problem: { detail: expect.stringContaining('did you mean "gstin-validator"') } });
  });

  test('given a quota that covers 2 of 4 calls, when the batch runs, then the last 2 answer the refusal with retryAfterSeconds and are never run', async () => {
    const ran: string[] = [];
    const counting: CallTool = (operationId, body, callContext) => {
      ran.push(operationId);
      return tools.callTool(operationId, body, callContext);
    };
    const refusal = new ProblemError('rate_limited', 'This client has used all its requests.', { headers: { 'Retry-After': '42' } });
    const calls = [10, 20, 30, 40].map((amountPaise) => ({ tool: 'gst-calculator', body: { amountPaise, rate: 5 } }));
    const answers = await batch(calls, { quota: async (count) => ({ granted: count - 2, refusal }) }, counting);
    expect(ran).toHaveLength(2);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 429, 429]);
    expect(answers[3]).toMatchObject({
      index: 3,
      problem: { code: 'rate_limited', retryAfterSeconds: 42, instance: '/api/v1/gst-calculator' },
    });
  });

  test('given concurrency 3 and calls that wait until released, when 10 run, then never more than 3 are running and all are answered', async () => {
    let running = 0;
    let most = 0;
    const waiting: Array<() => void> = [];
    const held: CallTool = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((release) => waiting.push(release));
      running -= 1;
      return { warnings: [] } as never;
    };
    const calls = Array.from({ length: 10 }, () => ({ tool: 'uuid-generator', body: {} }));
    const done = batch(calls, { concurrency: 3 }, held);
    // Each release lets one lane take its next call, until every call has been released.
    for (let released = 0; released < 10; released += 1) {
      while (waiting.length === 0) await new Promise((resolve) => setImmediate(resolve));
      waiting.shift()?.();
    }
    const answers = await done;
    expect(most).toBe(3);
    expect(answers.map(({ index, status }) => [index, status])).toEqual(Array.from({ length: 10 }, (_, index) => [index, 200]));
  });

  test('given a caller that hangs up after the first answer, when the batch runs, then no later call is started', async () => {
    let gone = false;
    const answers: CallAnswer[] = [];
    const calls = Array.from({ length: 50 }, () => ({ tool: 'hash-generator', body: { text: 'a', algorithms: ['md5'] } }));
    await runBatch(tools.callTool, calls, context({ concurrency: 1, caller: { client: 'x', gone: () => gone } }), (answer) => {
      answers.push(answer);
      gone = true;
    });
    expect(answers).toHaveLength(1);
  });

  test('given a result a pool thread wrote as JSON bytes, when written, then its bytes are put in the answer as they are', () => {
    const answer: CallAnswer = {
      index: 3,
      tool: 'json-formatter',
      status: 200,
      result: ToolOutcome.of(new SerializedResult(Buffer.from('{"output":"é\\u2028","warnings":[]}'))),
    };
    expect(JSON.parse(answerBytes(answer).toString('utf8'))).toEqual({
      index: 3,
      tool: 'json-formatter',
      status: 200,
      result: { output: 'é\u2028', warnings: [] },
    });
  });

  test('given an answer, when written as bytes, then it is the JSON of the answer', async () => {
    const answers = await batch(structuredClone(mixed));
    for (const answer of answers) expect(JSON.parse(answerBytes(answer).toString())).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
