import { loadConfig } from '../config';
import type { ProblemError } from '../problems/problem';
import { createTools, type Tools } from '../runtime';
import type { CallAnswer, ComposeContext } from './compose';
import type { PipelineDocument, PipelineRun } from './pipeline';
import type { ToolOutcome } from './tool-outcome';

// A pipeline: references checked against the spec's schemas before anything runs, then steps in order.

let tools: Tools;
beforeAll(async () => {
  tools = await createTools(loadConfig({}, { metrics: false, accessLog: false }), { pool: false });
});

const context: ComposeContext = { caller: { client: 'test', gone: () => false }, concurrency: 8, typeBase: '' };

/** The pipeline's refusal before it runs, or undefined when it passes every check. */
function refusal(document: PipelineDocument): ProblemError | undefined {
  try {
    tools.compositions.prepare('pipeline', structuredClone(document) as never);
    return undefined;
  } catch (error) {
    return error as ProblemError;
  }
}

async function run(document: PipelineDocument): Promise<PipelineRun[]> {
  const runs: PipelineRun[] = [];
  await tools.compositions
    .prepare('pipeline', structuredClone(document) as never)
    .run(context, (entry) => void runs.push(entry as PipelineRun));
  return runs.sort((a, b) => a.index - b.index);
}

const result = (answer: CallAnswer | undefined): Record<string, unknown> =>
  (answer as { result: ToolOutcome<Record<string, unknown>> }).result.value();

async function single(tool: string, body: Record<string, unknown>): Promise<unknown> {
  const { operationOf } = await import('./compose');
  return (await tools.callTool(operationOf(tool, tools.contract.tools), body, { caller: context.caller })).value();
}

const gstBill: PipelineDocument = {
  steps: [
    { tool: 'gst-calculator', body: { amountPaise: 1234567, rate: 18 } },
    { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalPaise', $convert: 'paise-to-rupees' } } },
    {
      tool: 'upi-qr-generator',
      body: { payeeVpa: 'shop@oksbi', payeeName: 'Sharma Stores', amountPaise: { $from: '/0/result/totalPaise' } },
    },
  ],
};

describe('checking a pipeline before it runs', () => {
  test('given the GST bill recipe, when checked, then it passes', () => {
    expect(refusal(gstBill)).toBeUndefined();
  });

  test.each([
    {
      name: 'a misspelt result property',
      body: { amount: { $from: '/0/result/totalPaisa', $convert: 'paise-to-rupees' } },
      pointer: '/steps/1/body/amount',
      message:
        /step 1 \(amount-to-words\): \{"\$from": "\/0\/result\/totalPaisa"\} does not resolve in the result schema of step 0 \(gst-calculator\)/,
    },
    {
      name: 'a string where a number is taken',
      body: { amount: { $from: '/0/result/totalFormatted' } },
      pointer: '/steps/1/body/amount',
      message: /"\/0\/result\/totalFormatted"\} is string, and \/amount of amount-to-words takes number/,
    },
    {
      name: 'the step itself',
      body: { amount: { $from: '/1/result/decimal' } },
      pointer: '/steps/1/body/amount',
      message: /takes from step 1, which is this step/,
    },
    {
      name: 'a later step',
      body: { amount: { $from: '/2/result/amountPaise' } },
      pointer: '/steps/1/body/amount',
      message: /takes from step 2, which comes after this one/,
    },
    {
      name: 'not the result',
      body: { amount: { $from: '/0/tool' } },
      pointer: '/steps/1/body/amount',
      message: /must point into the step's result/,
    },
    {
      name: 'a property the target does not have',
      body: { amount: 5, rupees: { $from: '/0/result/totalPaise' } },
      pointer: '/steps/1/body/rupees',
      message: /\/rupees is not a property of the request of amount-to-words/,
    },
    {
      name: '$each without each',
      body: { amount: { $each: '/amount' } },
      pointer: '/steps/1/body/amount',
      message: /this pipeline has no "each"/,
    },
    {
      name: 'an unknown $convert',
      body: { amount: { $from: '/0/result/totalPaise', $convert: 'paise-to-dollars' } },
      pointer: '/steps/1/body/amount',
      message: /"\$convert" must be one of "paise-to-rupees", "json-text"/,
    },
    {
      name: 'paise-to-rupees of a string',
      body: { amount: { $from: '/0/result/totalFormatted', $convert: 'paise-to-rupees' } },
      pointer: '/steps/1/body/amount',
      message: /is string, and "\$convert": "paise-to-rupees" takes integer or number/,
    },
  ])(
    'given a reference to $name, when checked, then 422 pipeline_invalid pointing at it and naming the step',
    ({ body, pointer, message }) => {
      const problem = refusal({ steps: [gstBill.steps[0]!, { tool: 'amount-to-words', body }, gstBill.steps[2]!] });
      expect(problem?.code).toBe('pipeline_invalid');
      expect(problem?.extras.errors).toEqual([{ pointer, message: expect.stringMatching(message) }]);
    },
  );

  test('given a number where an integer is taken, when checked, then refused (it may have a fraction)', () => {
    const problem = refusal({
      steps: [
        { tool: 'gold-making-charges-calculator', body: { grams: 10, ratePerGramPaise: 700000, makingChargePercent: 12 } },
        { tool: 'upi-qr-generator', body: { payeeVpa: 'a@b', payeeName: 'A', amountPaise: { $from: '/0/result/grams' } } },
      ],
    });
    expect(problem?.extras.errors?.[0]?.message).toMatch(/is number, and \/amountPaise of upi-qr-generator takes integer/);
  });

  test('given a pointer into one branch of a oneOf result, when checked, then it passes', () => {
    const document: PipelineDocument = {
      steps: [
        { tool: 'json-to-csv', body: { text: 'a,b\r\n1,2\r\n', direction: 'csv-to-json' } },
        { tool: 'json-schema-generator', body: { text: { $from: '/0/result/json', $convert: 'json-text' } } },
      ],
    };
    expect(refusal(document)).toBeUndefined();
  });

  test('given an unknown tool and two bad references, when checked, then every problem is listed and nothing is run', () => {
    const problem = refusal({
      steps: [
        { tool: 'gst-calculater', body: { amountPaise: 100, rate: 18 } },
        { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalPaise' }, currency: { $from: '/5/result/x', extra: 1 } } },
      ],
    });
    expect(problem?.extras.errors?.map(({ pointer }) => pointer)).toEqual([
      '/steps/0/tool',
      '/steps/1/body/amount',
      '/steps/1/body/currency',
    ]);
    expect(problem?.extras.errorCount).toBe(3);
    expect(problem?.extras.errors?.[0]?.message).toContain('did you mean "gst-calculator"');
  });

  test('given a body that breaks the pipeline schema, when checked, then 422 validation_failed pointing at the field', () => {
    const problem = refusal({ steps: [], colour: 'red' } as never);
    expect(problem?.code).toBe('validation_failed');
    expect(problem?.extras.errors?.map(({ pointer }) => pointer).sort()).toEqual(['/colour', '/steps']);
  });
});

describe('running a pipeline', () => {
  test('given the GST bill recipe, when it runs, then each step answers what the single call answers with the values taken', async () => {
    const [only] = await run(gstBill);
    expect(only?.status).toBe(200);
    const bill = result(only?.steps[0]);
    expect(bill).toEqual(await single('gst-calculator', { amountPaise: 1234567, rate: 18 }));
    const totalPaise = bill.totalPaise as number;
    expect(result(only?.steps[1])).toEqual(await single('amount-to-words', { amount: totalPaise / 100 }));
    expect(result(only?.steps[2])).toEqual(
      await single('upi-qr-generator', { payeeVpa: 'shop@oksbi', payeeName: 'Sharma Stores', amountPaise: totalPaise }),
    );
    // 12,345.67 + 18 % = 14,567.89 (half-up to the paisa): the words are of the total, not the taxable amount.
    expect(result(only?.steps[1]).decimal).toBe('14567.89');
  });

  test('given a step that fails, when it runs, then the steps that take from it answer 424 and the others still run', async () => {
    const [only] = await run({
      steps: [
        { tool: 'base64-encode-decode', body: { text: '@@@', mode: 'decode' } },
        { tool: 'hash-generator', body: { text: { $from: '/0/result/text' }, algorithms: ['sha256'] } },
        { tool: 'amount-to-words', body: { amount: 5 } },
        { tool: 'json-formatter', body: { text: { $from: '/1/result/hashes', $convert: 'json-text' } } },
      ],
    });
    expect(only?.steps.map(({ status }) => status)).toEqual([422, 424, 200, 424]);
    expect(only?.status).toBe(422);
    expect(only?.steps[1]).toMatchObject({
      problem: { code: 'pipeline_step_skipped', detail: expect.stringContaining('step 0 (base64-encode-decode) failed with 422') },
    });
    expect(only?.steps[3]).toMatchObject({ problem: { detail: expect.stringContaining('step 1 (hash-generator) was not run either') } });
  });

  test('given each over items, one lacking a key, when it runs, then one run per item in order, the incomplete one 422 pipeline_reference_missing', async () => {
    const runs = await run({
      each: [{ amount: 1 }, { sum: 2 }, { amount: 1234.5 }],
      steps: [{ tool: 'amount-to-words', body: { amount: { $each: '/amount' } } }],
    });
    expect(runs.map(({ index, status }) => [index, status])).toEqual([
      [0, 200],
      [1, 422],
      [2, 200],
    ]);
    expect(runs[1]?.steps[0]).toMatchObject({
      problem: { code: 'pipeline_reference_missing', detail: expect.stringContaining('has nothing at /amount') },
    });
    expect(result(runs[2]?.steps[0])).toEqual(await single('amount-to-words', { amount: 1234.5 }));
  });

  test('given a value out of the target range, when it runs, then that step is the single call’s 422 validation_failed', async () => {
    const [only] = await run({
      steps: [
        { tool: 'epoch-converter', body: { value: '1700000000', direction: 'to-human', unit: 's' } },
        { tool: 'uuid-generator', body: { count: { $from: '/0/result/epochSeconds' }, version: 'v4', format: 'standard' } },
      ],
    });
    expect(only?.steps[1]).toMatchObject({ status: 422, problem: { code: 'validation_failed', errors: [{ pointer: '/count' }] } });
  });

  test('given a quota that covers 4 of 3 × 2 steps, when it runs, then the run it does not cover answers 429 in every step', async () => {
    const { ProblemError } = await import('../problems/problem');
    const limited: ComposeContext = {
      ...context,
      quota: async (count) => ({
        granted: count - 2,
        refusal: new ProblemError('rate_limited', 'Over.', { headers: { 'Retry-After': '7' } }),
      }),
    };
    const runs: PipelineRun[] = [];
    const document = {
      each: [{ t: 'a' }, { t: 'b' }, { t: 'c' }],
      steps: [
        { tool: 'hash-generator', body: { text: { $each: '/t' }, algorithms: ['md5'] } },
        { tool: 'hash-generator', body: { text: 'x', algorithms: ['md5'] } },
      ],
    };
    await tools.compositions.prepare('pipeline', document as never).run(limited, (entry) => void runs.push(entry as PipelineRun));
    runs.sort((a, b) => a.index - b.index);
    expect(runs.map(({ steps }) => steps.map(({ status }) => status))).toEqual([
      [200, 200],
      [200, 200],
      [429, 429],
    ]);
  });
});
