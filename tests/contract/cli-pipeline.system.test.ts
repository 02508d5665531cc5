import request from 'supertest';
import { runCli, useCliFixture } from '../support/cli-run';
import { toolSpec } from '../support/spec';

// `utility-tools-api pipeline <file>`: a saved pipeline run here or by the service at --url, its runs on stdout and
// the exit code of the first run that failed.

const fixture = useCliFixture('cli-pipeline');
const { file } = fixture;

const cli = (args: string[]) => runCli(args);

describe('utility-tools-api pipeline', () => {
  test("given the spec's GST bill recipe saved to a file, when run here, then exit 0 and the API's runs on stdout", async () => {
    const recipe = toolSpec('pipeline').examples.gstBillInWords?.value;
    const run = await cli(['pipeline', file('bill.json', JSON.stringify(recipe))]);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const answer = await request(fixture.server())
      .post('/api/v1/pipeline')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(recipe));
    expect(JSON.parse(run.stdout)).toEqual(answer.body);
  });

  test('given --each with an NDJSON file and a line that lacks the key, when run on the service, then one run per line and exit 3', async () => {
    const document = file('words.json', JSON.stringify({ steps: [{ tool: 'amount-to-words', body: { amount: { $each: '/amount' } } }] }));
    const items = file('amounts.ndjson', '{"amount": 1}\n{"rupees": 2}\n\n{"amount": 3.5}\n');
    const run = await cli(['pipeline', document, '--each', items, '--url', fixture.url()]);
    expect(run.code).toBe(3);
    const runs = (JSON.parse(run.stdout) as { runs: Array<{ index: number; status: number }> }).runs;
    expect(runs.map(({ index, status }) => [index, status])).toEqual([
      [0, 200],
      [1, 422],
      [2, 200],
    ]);
  });

  test('given a pipeline whose reference does not resolve, when run, then exit 3 and the problem with its pointer on stderr', async () => {
    const document = file(
      'bad.json',
      JSON.stringify({
        steps: [
          { tool: 'gst-calculator', body: { amountPaise: 1, rate: 18 } },
          { tool: 'amount-to-words', body: { amount: { $from: '/0/result/total' } } },
        ],
      }),
    );
    const run = await cli(['pipeline', document]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('422 pipeline_invalid');
    expect(run.stderr).toContain('/steps/1/body/amount: step 1 (amount-to-words): {"$from": "/0/result/total"} does not resolve');
  });

  test('given no file, when run, then the usage and exit 2', async () => {
    const run = await cli(['pipeline']);
    expect([run.code, run.stderr]).toEqual([2, expect.stringContaining('usage: utility-tools-api pipeline <file.json|->')]);
  });
});
