/**
 * npm run bench with BENCH_ONLY=engines (issue 25): engine times of the data tools on their heavy inputs, in process,
 * median of 5 after a warm-up: mock-data 10,000 rows × 8 and × 30 columns (goal: × 8 within 250 ms), json-to-csv on
 * 1 MiB both ways, cron-builder's rarest schedule with 100 runs, and data-anonymizer (issue 35) on 1 MB of personal
 * columns, 1 MiB of notes written as people write them, and its worst shapes: a megabyte of initials, of Title-case
 * names, of commas between towns, of Devanagari, and of runs once quadratic (spaces, "- ", "ji ", "("); and
 * api-spec-generator on 64 KiB (its limit) of ordinary text and of the shapes its patterns once backtracked on.
 */
import { anonymizeData } from '../src/tools/data-anonymizer';
import { generateApiSpec } from '../src/tools/api-spec-generator';
import { withSpecDefaults } from '../tests/support/spec';
import { buildCron } from '../src/tools/cron-builder';
import { convertJsonCsv, type JsonToCsvResult } from '../src/tools/json-to-csv';
import { generateMockData } from '../src/tools/mock-data-generator';

const EIGHT = 'name:fullName,email:email,phone:phone,pan:pan,city:city,state:state,pincode:pincode,dob:date';
const THIRTY = [
  EIGHT,
  'first:firstName,last:lastName,gstin:gstin,aadhaar:aadhaar,address:address,company:company,ifsc:ifsc,upi:upi',
  'id:uuid,ts:datetime,ok:boolean,n:integer(1,100),amount:number(0,1000,2),status:enum(new|paid|shipped)',
  'name2:fullName,email2:email,phone2:phone,company2:company,date2:date,id2:uuid,n2:integer(5,9),ok2:boolean',
].join(',');

/** The median of 5 timed runs after a warm-up; a run may return a promise, which is awaited. */
async function median(run: () => unknown): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2] as number;
}

export async function main(): Promise<void> {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  for (const [label, schema] of [
    ['8', EIGHT],
    ['30', THIRTY],
  ] as const) {
    // 30 columns as JSON repeat 30 keys a row: 10,000 such rows are above the answer limit, so CSV only.
    for (const format of label === '8' ? (['csv', 'json'] as const) : (['csv'] as const)) {
      console.log(
        `mock-data 10,000 rows × ${label} columns, ${format}: ${ms(await median(() => generateMockData({ schema, rows: 10_000, format, seed: 7 })))}`,
      );
    }
  }
  const records = Array.from({ length: 9000 }, (_, i) => ({
    id: i,
    name: `Name ${i}`,
    address: { city: 'Pune', pin: String(411000 + i) },
    tags: ['a', 'b'],
    amount: i * 1.5,
    ok: i % 2 === 0,
  }));
  const json = JSON.stringify(records);
  const csv = (convertJsonCsv({ text: json, csvSafe: true, direction: 'auto' }) as JsonToCsvResult).csv;
  console.log(
    `json-to-csv ${(json.length / 1024).toFixed(0)} KiB JSON to CSV (read back included): ${ms(await median(() => convertJsonCsv({ text: json, csvSafe: true, direction: 'auto' })))}`,
  );
  console.log(
    `json-to-csv ${(csv.length / 1024).toFixed(0)} KiB CSV to JSON: ${ms(await median(() => convertJsonCsv({ text: csv, csvSafe: true, direction: 'auto' })))}`,
  );
  const rarest = { expression: '0 0 * 2 0#5', fromMs: 4102444800000, count: 100 };
  console.log(`cron-builder "${rarest.expression}", 100 runs from 2100: ${ms(await median(() => buildCron(rarest)))}`);
  const now = new Date('2026-11-27T00:00:00Z');
  for (const [label, text] of Object.entries(anonymizerInputs())) {
    console.log(`data-anonymizer, ${label}: ${ms(await median(() => anonymizeData({ text, columns: [], keep: [], mode: 'mask' }, now)))}`);
  }
  for (const [label, text] of Object.entries(apiSpecInputs())) {
    const run = () => generateApiSpec(withSpecDefaults('api_spec_generator', { text })).catch(() => undefined);
    console.log(`api-spec-generator, ${label}: ${ms(await median(run))}`);
  }
}

/**
 * api-spec-generator's inputs at its 64 KiB limit: ordinary endpoint prose, and shapes its patterns once backtracked on
 * (29 Nov, at 64 KiB before the fix: spaces in a field item over 60 s, in a table cell 6.3 s, "all all …" before "GET
 * /x needs a token" 0.94 s, " and x and x …" 0.51 s, "returns x …" 0.46 s, "gives b, …" 0.44 s; prose 0.33 s).
 */
function apiSpecInputs(): Record<string, string> {
  const size = 64 * 1024;
  const fit = (text: string) => text.slice(0, size);
  return {
    '64 KiB of endpoint prose': fit(
      'POST /orders takes a `name` (string, required) and `qty` (integer). Returns 201 with `id`. '.repeat(800),
    ),
    '64 KiB of spaces in a field item': fit(`POST /orders\n\n- \`items\`: array${' '.repeat(size - 60)}x`),
    '64 KiB of spaces in a table cell': fit(`GET /orders\n\n| name | type |\n|---|---|\n| a${' '.repeat(size - 60)}b | string |`),
    '64 KiB of "("': fit(`POST /orders takes \`a\` (string) ${'('.repeat(size)}`),
    '64 KiB of "all " before an exception': `${'all '.repeat(size / 4 - 10)}GET /x needs a bearer token.`,
    '64 KiB of "returns x "': fit(`GET /orders. It ${'returns x '.repeat(size / 10)}`),
    '64 KiB of " and x" in an array\'s members': fit(
      `POST /orders. Send \`items\`, an array of objects with \`a\`${' and x'.repeat(size / 6)}`,
    ),
    '64 KiB of "gives b, "': fit(`POST /orders. The customer gives a, ${'gives b, '.repeat(size / 9)}`),
  };
}

/** The anonymizer's heavy inputs, each about 1 MiB. */
function anonymizerInputs(): Record<string, string> {
  const MiB = 1024 * 1024;
  const fill = (head: string, unit: string) => `${head}\n"${unit.repeat(Math.floor((MiB - head.length - 4) / unit.length))}"\n`;
  const personal = ['id,name,email,mobile,pan,city'];
  for (let i = 0; personal.join('\n').length < 1_000_000; i += 1) {
    personal.push(
      `${i},Customer ${i},customer${i}@example.in,+91 98${String(i).padStart(8, '0')},ABCP${String.fromCharCode(65 + (i % 26))}${String(i % 10000).padStart(4, '0')}K,Pune`,
    );
  }
  const notes = ['id,note'];
  for (let i = 0; notes.join('\n').length < MiB - 200; i += 1) {
    notes.push(`${i},"Called Priya Sharma at 9876543210 about a refund to a/c 05201000123456; lives in Kharadi, Pune 411014"`);
  }
  return {
    '1 MB of personal columns': `${personal.slice(0, -1).join('\n')}\n`,
    '1 MiB of notes': `${notes.slice(0, -1).join('\n')}\n`,
    '1 MiB of initials (A A A ...)': fill('note', 'A '),
    '1 MiB of Title-case names': fill('note', 'Rohan Mehta '),
    '1 MiB of towns and commas': fill('note', 'Pune, '),
    '1 MiB of Devanagari': fill('note', 'राहुल शर्मा ने '),
    // Runs that patterns tried from every position made quadratic (28 Nov: 160 KB of spaces took 16.5 s; 60 KB of
    // "- " in a name column 4.2 s, of "ji " 3.9 s, of "(" 2.3 s).
    '1 MiB of spaces in a note': fill('note', ' '),
    '1 MiB of "- " in a name column': fill('name', '- '),
    '1 MiB of "ji " in a name column': fill('name', 'ji '),
    '1 MiB of "(" in a name column': fill('name', '('),
    '1 MiB of "Flat 1 " in a note': fill('note', 'Flat 1 '),
  };
}
