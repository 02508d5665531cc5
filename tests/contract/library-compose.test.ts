import { runBatch, runPipeline, ToolProblem, type CallAnswer, type PipelineDocument } from '../../src/index';
import { useTestClient } from '../support/app';
import { toolSpec } from '../support/spec';

// The library's batch and pipeline: the same checks and the same callTool as the API, so the same answers.

type Json = Record<string, unknown>;

/** A 404's recovery is worded for its surface (HTTP names the URL to send to); everything else is the same. */
const sameBut404Recovery = (items: Json[]): Json[] =>
  items.map((item) =>
    (item.problem as Json | undefined)?.code === 'tool_not_found'
      ? { ...item, problem: { ...(item.problem as Json), recovery: '' } }
      : item,
  );

describe('runBatch and runPipeline in the library', () => {
  const client = useTestClient();
  const post = (path: string, body: unknown) =>
    client.post(`/api/v1/${path}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

  test("given the spec's batch example, when run in the library, then the API's items", async () => {
    const body = toolSpec('batch').examples.mixed?.value as { calls: never[] };
    const { items } = await runBatch(structuredClone(body.calls));
    const answer = await post('batch', body);
    expect(sameBut404Recovery(items as unknown as Json[])).toEqual(sameBut404Recovery(answer.body.items as Json[]));
  });

  test('given a batch of two tools, when run, then each item is typed by its tool', async () => {
    const { items } = await runBatch([
      { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
      { tool: 'amount-to-words', body: { amount: 1180 } },
    ]);
    const [bill, words] = items;
    // These lines compile only when each item's result has its own tool's type.
    const total: number | undefined = 'result' in bill ? bill.result.totalPaise : undefined;
    const english: string | undefined = 'result' in words ? words.result.english : undefined;
    expect([total, english]).toEqual([118000, expect.stringMatching(/^One Thousand One Hundred Eighty Rupees/i)]);
  });

  test.each(Object.keys(toolSpec('pipeline').examples))(
    'given the recipe %s, when run in the library, then the API’s runs',
    async (name) => {
      const document = toolSpec('pipeline').examples[name]?.value as PipelineDocument;
      const { runs } = await runPipeline(structuredClone(document));
      const answer = await post('pipeline', document);
      expect(runs).toEqual(answer.body.runs);
      expect(runs.every(({ status }) => status === 200)).toBe(true);
    },
  );

  test('given a pipeline that cannot run, when run, then a ToolProblem carrying the API’s pipeline_invalid problem', async () => {
    const document: PipelineDocument = {
      steps: [
        { tool: 'gst-calculator', body: { amountPaise: 100, rate: 18 } },
        { tool: 'amount-to-words', body: { amount: { $from: '/0/result/totalFormatted' } } },
      ],
    };
    const error = await runPipeline(document).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolProblem);
    expect((error as ToolProblem).problem).toEqual((await post('pipeline', document)).body);
    expect((error as ToolProblem).code).toBe('pipeline_invalid');
  });

  test('given a body that is no batch, when run, then the 422 validation_failed ToolProblem of batch', async () => {
    const error = await runBatch([] as never).catch((thrown: unknown) => thrown);
    expect([(error as ToolProblem).status, (error as ToolProblem).code, (error as ToolProblem).tool]).toEqual([
      422,
      'validation_failed',
      'batch',
    ]);
  });
});

// The answers' type: a problem item is a CallAnswer too (a compile-time check that the union is exported as used).
const problemItem: CallAnswer<'gst-calculator'> = { index: 0, tool: 'gst-calculator', status: 429, problem: {} as never };
void problemItem;
