import Papa from 'papaparse';
import { anonymizeData } from '.';
import { generateMockData } from '../mock-data-generator';
import { TEST_CARDS } from '../../../tests/support/test-cards';

// Recall and precision of the anonymizer per kind of personal data, over a fixture of 40 rows in which every kind
// stands in a column with a neutral header (found by content), in a column with a telling header, and inside free
// text; beside them, columns that look like personal data but are not (order numbers shaped like phones, invoice
// numbers shaped like Aadhaar, PAN-shaped SKUs, Luhn-valid transaction references, PIN codes, amounts, versions).
const ROWS = 40;
const mock = JSON.parse(
  generateMockData({
    schema: 'name:fullName,email:email,phone:phone,pan:pan,gstin:gstin,aadhaar:aadhaar,upi:upi,address:address,dob:date',
    rows: ROWS,
    format: 'json',
    seed: 2026,
  }).output,
) as Array<Record<string, string>>;
// Published test card numbers (with spaces and dashes in some) and the documentation address blocks of RFC 5737
// (IPv4) and RFC 3849 (IPv6): real formats that belong to no one.
const CARDS = TEST_CARDS.map((card, i) =>
  i === 0 ? card.replace(/(\d{4})(?=\d)/g, '$1 ') : i === 2 ? card.replace(/(\d{4})(?=\d)/g, '$1-') : card,
);
const IPS = ['192.0.2.1', '198.51.100.23', '203.0.113.200', '2001:db8::1', '2001:db8:85a3::8a2e:370:7334'];
const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;
const kinds = {
  email: (i: number) => mock[i]?.email as string,
  phone: (i: number) => mock[i]?.phone as string,
  pan: (i: number) => mock[i]?.pan as string,
  gstin: (i: number) => mock[i]?.gstin as string,
  aadhaar: (i: number) => (mock[i]?.aadhaar as string).replace(/(\d{4})(\d{4})(\d{4})/, i % 2 ? '$1 $2 $3' : '$1$2$3'),
  upi: (i: number) => mock[i]?.upi as string,
  card: (i: number) => pick(CARDS, i),
  ip: (i: number) => pick(IPS, i),
};
const headers: Record<keyof typeof kinds, string> = {
  email: 'Email ID',
  phone: 'Mobile No',
  pan: 'PAN',
  gstin: 'GSTIN',
  aadhaar: 'Aadhaar Number',
  upi: 'UPI ID',
  card: 'Card Number',
  ip: 'IP Address',
};
type Kind = keyof typeof kinds | 'name' | 'address' | 'date_of_birth' | 'bank_account';
const lookAlikes = {
  order_id: (i: number) => String(9_100_000_000 + i * 7_919),
  invoice_no: (i: number) => String(234_100_000_000 + i * 104_729),
  sku: (i: number) => `PRDCT${String(1000 + i)}Z`,
  txn_ref: (i: number) => pick(['4111111111111111', '5555555555554444', '6011000990139424'], i),
  amount: (i: number) => `${(i + 1) * 1_234}.50`,
  version: (i: number) => `1.${i}.3`,
  product_name: (i: number) => pick(['Tata Salt 1kg', 'Amul Butter 500g', 'Parle-G Biscuits'], i),
  remarks: (i: number) => `Delivered in ${i + 2} days, box ${i + 10} of ${i + 40}`,
};

// Each PII cell of the fixture: the column, the row and the kind; each look-alike cell likewise.
const pii: Array<{ column: string; row: number; kind: Kind; value: string }> = [];
const fields: string[] = [];
const rows: string[][] = Array.from({ length: ROWS }, () => []);
function addColumn(name: string, value: (i: number) => string, kind?: Kind): void {
  fields.push(name);
  rows.forEach((row, i) => {
    row.push(value(i));
    if (kind) pii.push({ column: name, row: i, kind, value: value(i) });
  });
}
Object.entries(kinds).forEach(([kind, value], k) => addColumn(`c${k}`, value, kind as Kind));
Object.entries(kinds).forEach(([kind, value]) => addColumn(headers[kind as keyof typeof kinds], value, kind as Kind));
addColumn('Customer Name', (i) => mock[i]?.name as string, 'name');
addColumn('Billing Address', (i) => mock[i]?.address as string, 'address');
addColumn('DOB', (i) => mock[i]?.dob as string, 'date_of_birth');
addColumn('Account No', (i) => String(50_100_234_567 + i * 31), 'bank_account');
// A PIN code in a table about people is part of an address (a place smaller than a state locates a person).
addColumn('pincode', (i) => String(411_001 + i), 'address');
const textKinds = Object.keys(kinds) as Array<keyof typeof kinds>;
addColumn('comment', (i) => `Please call or write: ${kinds[pick(textKinds, i)](i)} before Friday`);
rows.forEach((_, i) => pii.push({ column: 'comment', row: i, kind: pick(textKinds, i), value: kinds[pick(textKinds, i)](i) }));
Object.entries(lookAlikes).forEach(([name, value]) => addColumn(name, value));

const text = Papa.unparse({ fields, data: rows }, { newline: '\n' });
const result = anonymizeData({ text, columns: [], keep: [], mode: 'mask' }, new Date('2026-11-27T00:00:00Z'));
const out = Papa.parse<string[]>(result.output, { delimiter: ',' }).data.slice(1);
const cellOut = (column: string, row: number) => out[row]?.[fields.indexOf(column)] as string;
// A PII value counts as anonymised when it no longer appears in its cell.
const survived = ({ column, row, value }: (typeof pii)[number]) => cellOut(column, row).includes(value);

describe('data-anonymizer recall per kind (40 rows; content, header and free text)', () => {
  const allKinds = [...new Set(pii.map(({ kind }) => kind))];
  test.each(allKinds)('%s: every value is anonymised', (kind) => {
    const ofKind = pii.filter((cell) => cell.kind === kind);
    expect(ofKind.filter(survived).map(({ column, value }) => `${column}: ${value}`)).toEqual([]);
  });
});

describe('data-anonymizer precision: look-alike columns stay as they are', () => {
  test.each(Object.keys(lookAlikes))('%s', (column) => {
    const changed = rows.filter((row, i) => cellOut(column, i) !== row[fields.indexOf(column)]);
    expect(changed).toEqual([]);
  });

  test('only the PII columns and the comment column are chosen', () => {
    expect(result.columns.map(({ name }) => name)).toEqual(fields.slice(0, fields.indexOf('comment') + 1));
  });
});
