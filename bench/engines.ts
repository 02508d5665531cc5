/**
 * npm run bench with BENCH_ONLY=engines (issue 25): engine times of the data tools on their heavy inputs, in process,
 * median of 5 after a warm-up: mock-data 10,000 rows × 8 and × 30 columns (goal: × 8 within 250 ms), json-to-csv on
 * 1 MiB both ways, cron-builder's rarest schedule with 100 runs, and data-anonymizer (issue 35) on 1 MB of personal
 * columns, 1 MiB of notes written as people write them, and its worst shapes: a megabyte of initials, of Title-case
 * names, of commas between towns, of Devanagari, and of runs once quadratic (spaces, "- ", "ji ", "(").
 */
import { anonymizeData } from '../src/tools/data-anonymizer';
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

function median(run: () => unknown): number {
  run();
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[2] as number;
}

export function main(): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  for (const [label, schema] of [
    ['8', EIGHT],
    ['30', THIRTY],
  ] as const) {
    // 30 columns as JSON repeat 30 keys a row: 10,000 such rows are above the answer limit, so CSV only.
    for (const format of label === '8' ? (['csv', 'json'] as const) : (['csv'] as const)) {
      console.log(
        `mock-data 10,000 rows × ${label} columns, ${format}: ${ms(median(() => generateMockData({ schema, rows: 10_000, format, seed: 7 })))}`,
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
    `json-to-csv ${(json.length / 1024).toFixed(0)} KiB JSON to CSV (read back included): ${ms(median(() => convertJsonCsv({ text: json, csvSafe: true, direction: 'auto' })))}`,
  );
  console.log(
    `json-to-csv ${(csv.length / 1024).toFixed(0)} KiB CSV to JSON: ${ms(median(() => convertJsonCsv({ text: csv, csvSafe: true, direction: 'auto' })))}`,
  );
  const rarest = { expression: '0 0 * 2 0#5', fromMs: 4102444800000, count: 100 };
  console.log(`cron-builder "${rarest.expression}", 100 runs from 2100: ${ms(median(() => buildCron(rarest)))}`);
  const now = new Date('2026-11-27T00:00:00Z');
  for (const [label, text] of Object.entries(anonymizerInputs())) {
    console.log(`data-anonymizer, ${label}: ${ms(median(() => anonymizeData({ text, columns: [], keep: [], mode: 'mask' }, now)))}`);
  }
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
