import { anonymizeData } from '.';
import { generateMockData } from '../mock-data-generator';

// Recall and precision per kind over exports written the way Indian businesses' tools write them (issue 25's second
// referee round): bank payout files, courier manifests, KYC sheets, insurance registers, app telemetry, a chat
// transcript, nested order JSON, a CRM sheet with phone numbers in every common spelling, a notes column that mixes
// free text with lone identifiers. Every cell is labelled: personal data of a kind, or a look-alike of a kind (a policy
// number shaped like a phone, a version shaped like an IP address, a product code shaped like a PAN, a chat role).
// Both must hold at 97 % or more for every kind.
type Kind = 'name' | 'email' | 'phone' | 'pan' | 'aadhaar' | 'upi' | 'ip' | 'bank_account' | 'address' | 'date_of_birth' | 'card';
type Item = { value: string; kind: Kind; pii: boolean };
type Cell = { text: string; items: Item[] };
const pii = (value: string, kind: Kind): Cell => ({ text: value, items: [{ value, kind, pii: true }] });
const alike = (value: string, kind: Kind): Cell => ({ text: value, items: [{ value, kind, pii: false }] });
const plain = (value: string): Cell => ({ text: value, items: [] });
/** Free text with labelled values inside: `parts` alternate plain text and items. */
const prose = (...parts: Array<string | Item>): Cell => ({
  text: parts.map((part) => (typeof part === 'string' ? part : part.value)).join(''),
  items: parts.filter((part): part is Item => typeof part !== 'string'),
});
const P = (value: string, kind: Kind): Item => ({ value, kind, pii: true });
const L = (value: string, kind: Kind): Item => ({ value, kind, pii: false });

const ROWS = 30;
const people = JSON.parse(
  generateMockData({
    schema: 'name:fullName,email:email,phone:phone,pan:pan,aadhaar:aadhaar,upi:upi,address:address,dob:date,company:company',
    rows: ROWS,
    format: 'json',
    seed: 25,
  }).output,
) as Array<Record<string, string>>;
const person = (i: number) => people[i % ROWS] as Record<string, string>;
const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
// Phones as people type them: +91 98765 43210, 9876543210, +91-98765-43210, +91 987 654 3210, (+91) 9876543210, 098765 43210.
const phoneStyles = [
  (d: string) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`,
  (d: string) => d,
  (d: string) => `+91-${d.slice(0, 5)}-${d.slice(5)}`,
  (d: string) => `+91 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d: string) => `(+91) ${d}`,
  (d: string) => `0${d.slice(0, 5)} ${d.slice(5)}`,
];
const phoneOf = (i: number) => (phoneStyles[i % phoneStyles.length] as (d: string) => string)(digits(person(i).phone as string));
const account = (i: number) => String(10_000_000_000 + i * 7_919_013).slice(0, 10 + (i % 7));
const tenDigits = (i: number) => String(9_100_000_000 + i * 104_729);
const RFC5737 = ['192.0.2.', '198.51.100.', '203.0.113.'];

interface Export {
  name: string;
  format: 'csv' | 'json';
  headers: string[];
  row: (i: number) => Cell[];
}

const corpus: Export[] = [
  {
    name: 'bank payout (NEFT bulk upload)',
    format: 'csv',
    headers: ['Sr No', 'Beneficiary Name', 'Beneficiary A/c No', 'IFSC', 'Amount', 'Remarks'],
    row: (i) => [
      plain(String(i + 1)),
      pii(person(i).name as string, 'name'),
      pii(account(i), 'bank_account'),
      plain(`SBIN000${1000 + i}`),
      plain(`${(i + 1) * 1500}.00`),
      prose('Salary Nov, txn ', L(tenDigits(i + 40), 'phone')),
    ],
  },
  {
    name: 'courier manifest',
    format: 'csv',
    headers: ['AWB No', 'Consignee Name', 'Consignee Address', 'Consignee Mobile', 'Pincode', 'Order Ref', 'Weight (kg)'],
    row: (i) => [
      alike(tenDigits(i), 'phone'),
      pii(person(i).name as string, 'name'),
      pii(person(i).address as string, 'address'),
      pii(phoneOf(i), 'phone'),
      plain(String(411001 + i)),
      alike(String(7_000_000_000 + i * 31_337), 'phone'),
      plain(`${(i % 9) + 0.5}`),
    ],
  },
  {
    name: 'KYC sheet',
    format: 'csv',
    headers: ['Name (as per PAN)', 'PAN', 'D.O.B.', 'Aadhaar No.', "Father's Name", 'E-mail ID', 'Bank A/c'],
    row: (i) => [
      pii(person(i).name as string, 'name'),
      pii(person(i).pan as string, 'pan'),
      pii((person(i).dob as string).split('-').reverse().join('/'), 'date_of_birth'),
      pii((person(i).aadhaar as string).replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3'), 'aadhaar'),
      pii(person(i + 7).name as string, 'name'),
      pii(person(i).email as string, 'email'),
      pii(account(i + 3), 'bank_account'),
    ],
  },
  {
    name: 'insurance register',
    format: 'csv',
    headers: ['Policy No', 'Policy Holder', 'Nominee', 'Premium', 'Mobile', 'Claim No'],
    row: (i) => [
      alike(tenDigits(i + 100), 'phone'),
      pii(person(i).name as string, 'name'),
      pii(person(i + 3).name as string, 'name'),
      plain(`${12_000 + i * 250}`),
      pii(phoneOf(i + 1), 'phone'),
      alike(String(2_340_000_000 + i * 977), 'phone'),
    ],
  },
  {
    name: 'app telemetry',
    format: 'csv',
    headers: ['app_version', 'build', 'client_ip', 'os_version', 'user_email', 'session'],
    row: (i) => [
      alike(`10.${i % 5}.${i % 3}.${i}`, 'ip'),
      alike(`4.2.${i}.17`, 'ip'),
      pii(`${RFC5737[i % 3]}${10 + i}`, 'ip'),
      alike(`13.${i % 4}.1.${i + 2}`, 'ip'),
      pii(person(i).email as string, 'email'),
      plain(`s-${1000 + i}`),
    ],
  },
  {
    name: 'CRM contacts',
    format: 'csv',
    headers: ['Company', 'Contact Person', 'Phone', 'Product Code', 'UPI', 'Package'],
    row: (i) => [
      plain(person(i).company as string),
      pii(person(i + 11).name as string, 'name'),
      pii(phoneOf(i + 2), 'phone'),
      alike(`PRD${'CFHP'[i % 4]}X${String(1000 + i)}Z`, 'pan'),
      pii(person(i).upi as string, 'upi'),
      prose('npm i ', L(['express@latest', 'react@beta', 'lodash@next', 'typescript@rc'][i % 4] as string, 'upi'), ' --save'),
    ],
  },
  {
    name: 'notes mixing text and lone identifiers',
    format: 'csv',
    headers: ['Ticket', 'Notes'],
    row: (i) => [
      plain(`T-${500 + i}`),
      i % 3 === 0
        ? pii(person(i).email as string, 'email')
        : i % 3 === 1
          ? pii(phoneOf(i), 'phone')
          : prose(
              'Called back about order ',
              L(tenDigits(i + 7), 'phone'),
              ', customer wants a refund to ',
              P(person(i).upi as string, 'upi'),
            ),
    ],
  },
  {
    name: 'chat transcript (JSON)',
    format: 'json',
    headers: ['sender', 'agent_name', 'message'],
    row: (i) => [
      alike(i % 2 ? 'customer' : 'agent', 'name'),
      pii(person(i + 5).name as string, 'name'),
      i % 2
        ? prose('my number is ', P(phoneOf(i), 'phone'), ' and order ', L(tenDigits(i + 60), 'phone'), ' has not arrived')
        : prose(
            'Sure, I have noted txn ',
            L(String(4_123_456_789_012 + i * 11), 'card'),
            ', please mail ',
            P(person(i).email as string, 'email'),
          ),
    ],
  },
];

function render(table: Export): { text: string; rows: Cell[][] } {
  const rows = Array.from({ length: ROWS }, (_, i) => table.row(i));
  if (table.format === 'json') {
    const records = rows.map((cells) => Object.fromEntries(table.headers.map((header, c) => [header, (cells[c] as Cell).text])));
    return { text: JSON.stringify(records, null, 1), rows };
  }
  const field = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [table.headers.map(field).join(','), ...rows.map((cells) => cells.map((cell) => field(cell.text)).join(','))];
  return { text: `${lines.join('\r\n')}\r\n`, rows };
}

/** The anonymised cells of each row, read back in the input's format. */
function cellsOf(table: Export, output: string): string[][] {
  if (table.format === 'json') {
    return (JSON.parse(output) as Array<Record<string, unknown>>).map((record) => table.headers.map((header) => String(record[header])));
  }
  const rows: string[][] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/g;
  let row: string[] = [];
  for (const match of output.matchAll(pattern)) {
    const raw = match[1] as string;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows.slice(1);
}

// Nested order JSON: the address object and the customer object are anonymised as what their keys say.
const orders = Array.from({ length: ROWS }, (_, i) => ({
  order_id: tenDigits(i + 200),
  customer: { name: person(i).name, email: person(i).email, phone: phoneOf(i) },
  address: { line1: (person(i).address as string).split(',').slice(0, 2).join(','), city: 'Pune', pin: String(411001 + i) },
  items: [{ sku: `PRD${'CFHP'[i % 4]}X${String(1000 + i)}Z`, qty: 1 + (i % 3) }],
}));

type Tally = { pii: number; caught: number; alike: number; kept: number };
const tally = new Map<Kind, Tally>();
const count = (kind: Kind) => tally.get(kind) ?? (tally.set(kind, { pii: 0, caught: 0, alike: 0, kept: 0 }).get(kind) as Tally);
const misses: string[] = [];

for (const table of corpus) {
  const { text, rows } = render(table);
  const out = cellsOf(table, anonymizeData({ text, columns: [], keep: [], mode: 'mask' }, new Date('2026-11-27T00:00:00Z')).output);
  rows.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      const after = out[r]?.[c] ?? '';
      for (const item of cell.items) {
        const entry = count(item.kind);
        const present = after.includes(item.value);
        if (item.pii) {
          entry.pii += 1;
          if (!present) entry.caught += 1;
          else misses.push(`${table.name} / ${table.headers[c]}: ${item.kind} "${item.value}" left in clear`);
        } else {
          entry.alike += 1;
          if (present) entry.kept += 1;
          else misses.push(`${table.name} / ${table.headers[c]}: look-alike of ${item.kind} "${item.value}" changed to "${after}"`);
        }
      }
    }),
  );
}
{
  const out = JSON.parse(
    anonymizeData({ text: JSON.stringify(orders, null, 1), columns: [], keep: [], mode: 'mask' }, new Date('2026-11-27T00:00:00Z')).output,
  ) as typeof orders;
  orders.forEach((order, i) => {
    const after = out[i] as (typeof orders)[number];
    const checks: Array<[Kind, string, string, boolean]> = [
      ['name', order.customer.name as string, after.customer.name as string, true],
      ['email', order.customer.email as string, after.customer.email as string, true],
      ['phone', order.customer.phone, after.customer.phone, true],
      ['address', order.address.line1, after.address.line1, true],
      ['phone', order.order_id, after.order_id, false],
      ['pan', order.items[0]?.sku as string, after.items[0]?.sku as string, false],
    ];
    for (const [kind, before, now, isPii] of checks) {
      const entry = count(kind);
      if (isPii) {
        entry.pii += 1;
        if (now !== before) entry.caught += 1;
        else misses.push(`orders: ${kind} "${before}" left in clear`);
      } else {
        entry.alike += 1;
        if (now === before) entry.kept += 1;
        else misses.push(`orders: look-alike of ${kind} "${before}" changed to "${now}"`);
      }
    }
  });
}

const report = [...tally].map(([kind, t]) => ({
  kind,
  recall: t.pii === 0 ? 1 : t.caught / t.pii,
  // With no personal data of a kind in the corpus, precision is the share of its look-alikes kept.
  precision:
    t.pii === 0
      ? t.alike === 0
        ? 1
        : t.kept / t.alike
      : t.caught + (t.alike - t.kept) === 0
        ? 1
        : t.caught / (t.caught + (t.alike - t.kept)),
  items: `${t.pii} personal, ${t.alike} look-alikes`,
}));

// ANON_REPORT=1 prints the figures and every miss (for a closing note, or to see why a kind fell short).
if (process.env.ANON_REPORT) console.log(JSON.stringify(report), misses.join('\n'));

describe('data-anonymizer on exports as businesses write them: at least 97 % recall and precision per kind', () => {
  test('the corpus holds every kind', () => {
    expect(report.map(({ kind }) => kind).sort()).toEqual(
      ['address', 'bank_account', 'card', 'date_of_birth', 'email', 'ip', 'name', 'pan', 'phone', 'upi', 'aadhaar'].sort(),
    );
  });

  test.each(report)('$kind ($items)', ({ kind, recall, precision }) => {
    const why = misses.filter((line) => line.includes(`${kind} "`));
    expect({ recall: recall >= 0.97, precision: precision >= 0.97, why: why.slice(0, 8) }).toEqual({
      recall: true,
      precision: true,
      why: expect.any(Array),
    });
  });
});
