import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { convertJsonCsv, type CsvToJsonResult, type JsonToCsvResult } from '.';
import { recordScore } from '../../../tests/support/scoreboard';
import { runs, withToolchain } from '../../../tests/support/toolchain';

const python = ['python3', '/usr/bin/python3'].find((command) => runs(command, ['-c', 'import csv']));
const script = join(__dirname, 'python-csv.py');

function referee(request: { read: string; delimiter?: string } | { write: string[][] }): unknown {
  const answer = spawnSync(python as string, [script], { input: JSON.stringify(request), encoding: 'utf8' });
  expect(answer.stderr).toBe('');
  return JSON.parse(answer.stdout) as unknown;
}

// Text that trips CSV writers: separators, quotes, line breaks of each kind, padding, Unicode, empty strings.
const texts = [
  'plain',
  'a,b',
  'say "hi"',
  '"',
  '""',
  'two\nlines',
  'cr\rlf\r\n',
  ' padded ',
  '\t',
  'नमस्ते, दुनिया',
  '₹1,23,456.78',
  'emoji 👍🏽',
  'semi;colon',
  "it's",
  '',
];

withToolchain('python3', python !== undefined)("json-to-csv agrees with Python's csv module", () => {
  // For the scoreboard: each check that held, counted as it passes.
  let agreed = 0;
  const checks = texts.length * 2 + 3;
  afterAll(() =>
    recordScore({
      tool: 'json-to-csv',
      measure: "round trips against Python's csv module",
      row: 'cells and files',
      figures: { agree: `${agreed}/${checks}` },
    }),
  );
  test('Python reads our CSV back to the same header and cells', () => {
    const records = texts.map((text, index) => ({ id: index, text, nested: { text } }));
    const ours = convertJsonCsv({ text: JSON.stringify(records), csvSafe: false, direction: 'auto' }) as JsonToCsvResult;
    const read = referee({ read: ours.csv }) as string[][];
    agreed += texts.filter((text, index) => read[index + 1]?.[1] === text && read[index + 1]?.[2] === text).length;
    expect(read).toEqual([['id', 'text', 'nested.text'], ...texts.map((text, index) => [String(index), text, text])]);
  });

  test('we read the CSV Python writes to the same cells', () => {
    const rows = texts.map((text) => [text, `${text}!`]);
    const written = referee({ write: [['a', 'b'], ...rows] }) as string;
    const ours = convertJsonCsv({ text: written, csvSafe: false, direction: 'auto' }) as CsvToJsonResult;
    // An empty cell leaves its key out of the row, as the tool documents.
    const want = rows.map(([a, b]) => (a === '' ? { b } : { a, b }));
    agreed += want.filter((row, index) => isDeepStrictEqual(ours.json[index], row)).length;
    expect(ours.json).toEqual(want);
  });

  // Files as people have them: line endings mixed by editors on different systems, Excel's semicolons, tab exports.
  test.each([
    { name: 'mixed CRLF, LF and CR', text: 'a,b\r\n1,2\n3,4\r5,"six\r\nlines"\n\n7,8', delimiter: ',' },
    { name: 'semicolons', text: 'name;amount;note\r\nAsha;1,5;"a;b"\r\nRavi;2,25;\r\n', delimiter: ';' },
    { name: 'tabs', text: 'name\tamount\nAsha\t1,5\nRavi\t"2\t25"\n', delimiter: '\t' },
  ])('we read $name as Python does', ({ text, delimiter }) => {
    const [header, ...rows] = referee({ read: text, delimiter }) as string[][];
    const ours = convertJsonCsv({ text, csvSafe: false, direction: 'auto' }) as CsvToJsonResult;
    expect(ours.columns).toEqual(header);
    const cells = ours.json.map((record) => (header as string[]).map((name) => (record[name] === undefined ? '' : String(record[name]))));
    if (isDeepStrictEqual(cells, rows)) agreed += 1;
    expect(cells).toEqual(rows);
  });
});
