import type { Response } from 'supertest';
import { expectProblem, testClient, useTestClient } from '../support/app';
import { memoryLog } from '../support/log';
import { specAjv, toolSpec } from '../support/spec';
import { statusValidator } from '../support/answers';
import { handlers } from '../../src/tools/registry';
import { textBody } from '../support/text-body';

// POST /api/v1/pipeline over HTTP: the recipes of the spec run and give what the single calls give with the values
// taken; a pipeline that cannot run is refused before anything runs; `each` runs it per item.

type Answer = { index: number; tool: string; status: number; result?: Record<string, unknown>; problem?: Record<string, unknown> };
type Run = { index: number; status: number; steps: Answer[] };

type Responses = Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
const runSchema = (toolSpec('pipeline').operation.responses as Responses)['200']?.content['application/x-ndjson']?.schema;
if (!runSchema) throw new Error('The pipeline operation documents no application/x-ndjson answer');
const pipelineRun = specAjv().compile(runSchema);

const examples = toolSpec('pipeline').examples;

describe('POST /api/v1/pipeline', () => {
  const client = useTestClient();
  const post = (body: unknown, accept = 'application/json') =>
    client.post('/api/v1/pipeline').set('Content-Type', 'application/json').set('Accept', accept).send(JSON.stringify(body));
  const single = async (tool: string, body: unknown): Promise<Record<string, unknown>> => {
    const response = await client.post(`/api/v1/${tool}`).set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(200);
    return response.body.result as Record<string, unknown>;
  };
  const runsOf = (response: Response): Run[] => {
    const validate = statusValidator('pipeline', response.status);
    expect(validate(response.body) ? [] : validate.errors?.slice(0, 3)).toEqual([]);
    expect(response.status).toBe(200);
    return (response.body as { runs: Run[] }).runs;
  };

  test('when the GST bill recipe runs, then the words and the QR code are of the bill’s total, as the single calls give them', async () => {
    const [run] = runsOf(await post(examples.gstBillInWords?.value));
    expect(run?.steps.map(({ status }) => status)).toEqual([200, 200, 200]);
    const bill = run?.steps[0]?.result as { totalPaise: number };
    expect(bill).toEqual(await single('gst-calculator', { amountPaise: 1000000, rate: 18 }));
    expect(run?.steps[1]?.result).toEqual(await single('amount-to-words', { amount: bill.totalPaise / 100 }));
    expect(run?.steps[1]?.result?.english).toMatch(/^Eleven Thousand Eight Hundred Rupees/i);
    const qr = { payeeVpa: 'shop@oksbi', payeeName: 'Sharma Stores', amountPaise: bill.totalPaise, note: 'Invoice 42' };
    expect(run?.steps[2]?.result).toEqual(await single('upi-qr-generator', qr));
  });

  test('when the CSV recipe runs, then the schema is of the masked rows read back as JSON', async () => {
    const [run] = runsOf(await post(examples.anonymizedCsvSchema?.value));
    expect(run?.steps.map(({ status }) => status)).toEqual([200, 200, 200]);
    const masked = run?.steps[0]?.result as { output: string };
    expect(masked.output).not.toContain('asha.rao@example.in');
    const rows = run?.steps[1]?.result as { json: unknown };
    expect(rows).toEqual(await single('json-to-csv', { text: masked.output, direction: 'csv-to-json' }));
    expect(run?.steps[2]?.result).toEqual(await single('json-schema-generator', { text: JSON.stringify(rows.json) }));
  });

  test('when the each recipe runs, then one run per sample, each with its TypeScript and JSON Schema', async () => {
    const document = examples.typesAndSchemaForEach?.value as { each: Array<{ sample: string; rootName: string }> };
    const runs = runsOf(await post(document));
    expect(runs.map(({ index, status }) => [index, status])).toEqual([
      [0, 200],
      [1, 200],
    ]);
    for (const [index, item] of document.each.entries()) {
      expect(runs[index]?.steps[0]?.result).toEqual(await single('json-to-typescript', { text: item.sample, rootName: item.rootName }));
      expect(runs[index]?.steps[1]?.result).toEqual(await single('json-schema-generator', { text: item.sample }));
    }
  });

  test('when a reference does not resolve in the earlier result’s schema, then 422 pipeline_invalid naming the step and the pointer, and nothing runs', async () => {
    const document = structuredClone(examples.gstBillInWords?.value) as { steps: Array<{ body: Record<string, unknown> }> };
    (document.steps[2] as { body: Record<string, unknown> }).body.amountPaise = { $from: '/0/result/grandTotalPaise' };
    const response = await post(document);
    const problem = expectProblem(response, 422, 'pipeline_invalid');
    const validate = statusValidator('pipeline', 422);
    expect(validate(response.body) ? [] : validate.errors).toEqual([]);
    expect(problem.errors).toEqual([
      {
        pointer: '/steps/2/body/amountPaise',
        message: expect.stringContaining('step 2 (upi-qr-generator): {"$from": "/0/result/grandTotalPaise"} does not resolve'),
      },
    ]);
  });

  test('when a step fails, then 200 with the step’s own problem, the steps that take from it 424, and the run’s status the first failure', async () => {
    const runs = runsOf(
      await post({
        steps: [
          { tool: 'gst-calculator', body: { amountPaise: 100, rate: 17 } },
          { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalPaise', $convert: 'paise-to-rupees' } } },
        ],
      }),
    );
    expect(runs[0]?.status).toBe(422);
    expect(runs[0]?.steps.map(({ status, problem }) => [status, problem?.code])).toEqual([
      [422, 'validation_failed'],
      [424, 'pipeline_step_skipped'],
    ]);
  });

  test('when Accept asks for NDJSON with each, then one documented line per run', async () => {
    const each = Array.from({ length: 12 }, (_, index) => ({ amount: index * 1000 + 0.5 }));
    const response = await post(
      { each, steps: [{ tool: 'amount-to-words', body: { amount: { $each: '/amount' } } }] },
      'application/x-ndjson',
    )
      .buffer(true)
      .parse(textBody);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'application/x-ndjson']);
    const runs = (response.body as string)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Run);
    for (const run of runs) expect(pipelineRun(run) ? [] : pipelineRun.errors?.slice(0, 3)).toEqual([]);
    expect(runs.map(({ index }) => index).sort((a, b) => a - b)).toEqual(each.map((_, index) => index));
    const third = runs.find(({ index }) => index === 3);
    expect(third?.steps[0]?.result).toEqual(await single('amount-to-words', { amount: 3000.5 }));
  });
});

describe('VALIDATE_RESPONSES and NDJSON', () => {
  test('when a run the spec does not describe is produced, then it is logged as response_invalid and each of its steps sent as 500 engine_error', async () => {
    const { log, records } = memoryLog();
    // gst-calculator answering a result its schema refuses: a bug in the service, as a check of the answer finds it.
    const client = await testClient({}, { log, handlers: { ...handlers, gst_calculator: () => ({ totalPaise: 'lots' }) as never } });
    const steps = [
      { tool: 'gst-calculator', body: { amountPaise: 100, rate: 18 } },
      { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalPaise', $convert: 'paise-to-rupees' } } },
    ];
    const response = await client
      .post('/api/v1/pipeline')
      .set('Content-Type', 'application/json')
      .set('Accept', 'application/x-ndjson')
      .send(JSON.stringify({ steps }))
      .buffer(true)
      .parse(textBody);
    expect([response.status, response.headers['content-type']]).toEqual([200, 'application/x-ndjson']);
    const runs = (response.body as string)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Run);
    for (const run of runs) expect(pipelineRun(run) ? [] : pipelineRun.errors?.slice(0, 3)).toEqual([]);
    expect(runs.map(({ status, steps }) => [status, steps.map((step) => [step.status, step.problem?.code])])).toEqual([
      [
        500,
        [
          [500, 'engine_error'],
          [500, 'engine_error'],
        ],
      ],
    ]);
    expect(records.filter(({ msg }) => msg === 'response_invalid')).toEqual([
      expect.objectContaining({ level: 50, operationId: 'pipeline', status: 200, reqId: expect.any(String) }),
    ]);
  });
});
