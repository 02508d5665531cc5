import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { help, requestSchemaOf, usage } from '../../src/cli-arguments';
import { problemTypes } from '../../src/problems/problem';
import { testApp } from '../support/app';
import { runCli, useCliFixture } from '../support/cli-run';

// `utility-tools-api <tool> --each [file|-]`: one call per NDJSON line or CSV row, the flags the defaults of every
// line, run through the batch here or on the service at --url; one answer line per record, in input order, and the
// exit code of the first record that failed.

const fixture = useCliFixture('cli-each');
const { file, folder: files } = fixture;

type Answer = { index: number; tool: string; status: number; result?: Record<string, unknown>; problem?: Record<string, unknown> };

async function cli(args: string[], stdin?: string): Promise<{ code: number | null; answers: Answer[]; stderr: string }> {
  const { code, stdout, stderr } = await runCli(args, { stdin });
  const answers = stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Answer);
  return { code, stderr, answers };
}

const summary = (answers: Answer[]) =>
  answers.map(({ index, status, result, problem }) => [index, status, result?.totalPaise ?? problem?.code]);

describe('utility-tools-api <tool> --each', () => {
  test('given NDJSON on stdin and --rate as a flag, when run here, then one 200 line per line in order, each as the batch answers it, and exit 0', async () => {
    const run = await cli(['gst-calculator', '--rate', '18', '--each'], '{"amountPaise": 100000}\n\n{"amountPaise": 5000, "rate": 5}\n');
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(summary(run.answers)).toEqual([
      [0, 200, 118000],
      [1, 200, 5250],
    ]);
    const batch = await request(fixture.server())
      .post('/api/v1/batch')
      .send({
        calls: [
          { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
          { tool: 'gst-calculator', body: { amountPaise: 5000, rate: 5 } },
        ],
      });
    expect(run.answers).toEqual(batch.body.items);
  });

  test('given an NDJSON file with a line that is not JSON and a body the schema refuses, when run here, then every line is answered in order and exit 4 (the first failure, a 400)', async () => {
    const items = file('mixed.ndjson', '{"amountPaise": 100}\nnot json\n{"amountPaise": -5}\n[1]\n{"amountPaise": 300}\n');
    const run = await cli(['gst-calculator', '--rate', '18', '--each', items]);
    expect(run.code).toBe(4);
    expect(summary(run.answers)).toEqual([
      [0, 200, 118],
      [1, 400, 'invalid_json_body'],
      [2, 422, 'validation_failed'],
      [3, 400, 'invalid_json_body'],
      [4, 200, 354],
    ]);
    expect(run.answers[1]?.problem).toMatchObject({ status: 400, detail: expect.stringContaining(`Line 2 of ${items} is not JSON`) });
    expect(run.answers[3]?.problem?.detail).toBe(`Line 4 of ${items} is JSON but not an object.`);
  });

  test('given a body the schema refuses before any other failure, when run, then exit 3 (the 422)', async () => {
    const run = await cli(['gst-calculator', '--rate', '18', '--each', '-'], '{"amountPaise": -5}\nnot json\n');
    expect([run.code, summary(run.answers)]).toEqual([
      3,
      [
        [0, 422, 'validation_failed'],
        [1, 400, 'invalid_json_body'],
      ],
    ]);
  });

  test('given CSV on stdin, when run here, then cells are typed by the schema, an empty cell takes the flag, and a row with the wrong number of cells is its own 400 invalid_input_row', async () => {
    const csv = 'amount-paise,rate,mode\n100000,18,exclusive\n5,3\n118000,,inclusive\n"1""",5,\n';
    const run = await cli(['gst-calculator', '--rate', '18', '--each', '-'], csv);
    expect(run.code).toBe(4);
    expect(summary(run.answers)).toEqual([
      [0, 200, 118000],
      [1, 400, 'invalid_input_row'],
      [2, 200, 118000],
      [3, 422, 'validation_failed'],
    ]);
    expect(run.answers[1]?.problem).toEqual({
      type: '/problems/invalid_input_row',
      title: problemTypes.invalid_input_row.title,
      status: 400,
      code: 'invalid_input_row',
      detail: 'The CSV row on line 3 of stdin has 2 cells; the header row has 3.',
      recovery: 'Give every row one cell per header (an empty cell leaves its field out); quote a cell that holds the delimiter.',
      instance: '/api/v1/gst-calculator',
    });
    expect(run.answers[2]?.result).toMatchObject({ mode: 'inclusive', taxablePaise: 100000 });
  });

  test('given a CSV row with text after a closing quote, when run here, then that row is its own 400 invalid_input_row naming its line, and the catalogue gives the code status 400', async () => {
    const csv = file('misquoted.csv', 'amountPaise,rate\n100,18\n"200"x,18\n300,18\n');
    const run = await cli(['gst-calculator', '--each', csv]);
    expect(run.code).toBe(4);
    expect(summary(run.answers)).toEqual([
      [0, 200, 118],
      [1, 400, 'invalid_input_row'],
      [2, 200, 354],
    ]);
    expect(run.answers[1]?.problem).toMatchObject({
      status: 400,
      detail: `The CSV row on line 3 of ${csv}: a quote is misplaced (text after a closing quote); inside a quoted field write " as "".`,
    });
    const catalogue = await request(fixture.server()).get('/problems').set('Accept', 'application/json');
    expect(catalogue.body.problems.find((entry: { code: string }) => entry.code === 'invalid_input_row')).toMatchObject({
      status: 400,
      type: '/problems/invalid_input_row',
    });
  });

  test('given a CSV file with booleans, arrays as JSON and a quoted field across lines, when run here, then each row is one call', async () => {
    const csv = file('rows.csv', 'text,indent,sortKeys\n"{""b"": [1,\n2], ""a"": 1}",2,true\n"[1]",4,false\n');
    const run = await cli(['json-formatter', '--each', csv]);
    expect(run.code).toBe(0);
    expect(run.answers.map((answer) => answer.result?.output)).toEqual(['{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}', '[\n    1\n]']);
  });

  test('given NDJSON with a bad line, when run on the service at --url, then the same lines as here, in order, and the same exit code', async () => {
    const lines = '{"amountPaise": 100}\n{"amountPaise": "lots"}\n{oops\n{"amountPaise": 300, "rate": 5}\n';
    const there = await cli(['gst-calculator', '--rate', '18', '--each', '-', '--url', fixture.url()], lines);
    const here = await cli(['gst-calculator', '--rate', '18', '--each', '-'], lines);
    expect(there.code).toBe(3);
    expect(summary(there.answers)).toEqual([
      [0, 200, 118],
      [1, 422, 'validation_failed'],
      [2, 400, 'invalid_json_body'],
      [3, 200, 316],
    ]);
    expect([here.code, here.answers]).toEqual([there.code, there.answers]);
  });

  test('given a CSV file, when run on the service at --url, then one line per row and exit 0', async () => {
    const csv = file('gstins.csv', 'gstin\n27AAPFU0939F1ZV\n29AAACI1681G1Z0\n');
    const run = await cli(['gstin-validator', '--each', csv, '--url', fixture.url()]);
    expect([run.code, run.answers.map((answer) => [answer.index, answer.status, answer.result?.valid])]).toEqual([
      0,
      [
        [0, 200, true],
        [1, 200, expect.any(Boolean)],
      ],
    ]);
  });

  test("given more records than the service's rate limit leaves, when run at --url, then each counts as one call: the last are 429 lines and exit 4", async () => {
    const app = await testApp({ rateLimit: { points: 2, windowSeconds: 60 } });
    const limited = app.listen(0, '127.0.0.1');
    await once(limited, 'listening');
    try {
      const origin = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
      const run = await cli(
        ['gst-calculator', '--rate', '18', '--each', '-', '--url', origin],
        '{"amountPaise": 1}\n{"amountPaise": 2}\n{"amountPaise": 3}\n',
      );
      expect(run.code).toBe(4);
      expect(summary(run.answers)).toEqual([
        [0, 200, 1],
        [1, 200, 2],
        [2, 429, 'rate_limited'],
      ]);
      // The quota is spent: the next chunk is refused whole, and each of its records answers with that problem.
      const again = await cli(['gst-calculator', '--rate', '18', '--each', '-', '--url', origin], '{"amountPaise": 1}\nnot json\n');
      expect([again.code, summary(again.answers)]).toEqual([
        4,
        [
          [0, 429, 'rate_limited'],
          [1, 400, 'invalid_json_body'],
        ],
      ]);
      expect(again.answers[0]?.problem).toMatchObject({ status: 429, retryAfterSeconds: expect.any(Number) });
    } finally {
      limited.close();
    }
  });

  test("when a tool's --help is read, then it says how --each reads records, answers them and sets the exit code", () => {
    const text = help('gst-calculator', requestSchemaOf('gst-calculator') as NonNullable<ReturnType<typeof requestSchemaOf>>);
    expect(text).toContain('  --each [file|-]  one call per line of the file (or stdin: -, the default); see below');
    expect(text).toContain('Records are NDJSON when the first line that is not blank starts with "{"');
    expect(text).toContain('Exit code: 0 when every record gave 200, else that of the first record that did not');
    expect(usage()).toContain('--each [file|-] [--url origin]');
  });

  test('given --each - and --json -, or a file that does not exist, when run, then a usage error and exit 2', async () => {
    const both = await cli(['gst-calculator', '--each', '-', '--json', '-'], '{}');
    expect([both.code, both.stderr]).toEqual([2, '--each - and --json - both read stdin: give one of them a file.\n']);
    const missing = await cli(['gst-calculator', '--each', join(files, 'none.ndjson')]);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('none.ndjson: the file cannot be read (ENOENT)')]);
  });
});
