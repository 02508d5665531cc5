import { createHmac } from 'node:crypto';
import Papa from 'papaparse';
import { anonymizeData, type AnonymizeRequest } from '.';
import { luhnValid } from './kinds';
import { ToolInputError } from '../shared/errors';
import { toolError } from '../../../tests/support/tool-error';
import { specAjv, toolSpec, withSpecDefaults } from '../../../tests/support/spec';

/** The clock the dates of birth are read against. */
const NOW = new Date('2026-11-27T00:00:00Z');
const validateResult = specAjv().compile(toolSpec('data-anonymizer').result);

function run(body: Partial<AnonymizeRequest>) {
  const result = anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);
  expect(validateResult(result) ? [] : validateResult.errors).toEqual([]);
  return result;
}

function rejection(body: Partial<AnonymizeRequest>): ToolInputError {
  return toolError(() => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW));
}

// Luhn: Wikipedia's worked example 79927398713, and the Visa test card 4111 1111 1111 1111.
test.each([
  { given: '79927398713', want: true },
  { given: '4111111111111111', want: true },
  { given: '4111111111111112', want: false },
])('Luhn $given -> $want', ({ given, want }) => {
  expect(luhnValid(given)).toBe(want);
});

describe('detection, by content (headers that say nothing)', () => {
  test.each([
    { kind: 'email', values: ['asha@example.in', 'ravi.k@corp.co.in', 'm@x.org'] },
    { kind: 'phone', values: ['+91 98765 43210', '9876501234', '09123456780'] },
    { kind: 'pan', values: ['ABCPR1234K', 'BCDPK2345L', 'AAAPL1234C'] },
    // Aadhaar-shaped numbers whose last digit is the Verhoeff check digit (2341 2341 2346 is UIDAI's specimen number).
    { kind: 'aadhaar', values: ['234123412346', '999999999999', '2345 6789 0124'] },
    // Real GSTINs from public test suites (python-stdnum, gstin-validator).
    { kind: 'gstin', values: ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '06AACCE2308Q1ZK'] },
    { kind: 'card', values: ['4111 1111 1111 1111', '5500-0000-0000-0004', '340000000000009'] },
  ])('$kind', ({ kind, values }) => {
    const text = `a,b\n${values.map((value, i) => `${i},"${value}"`).join('\n')}\n`;
    expect(run({ text }).columns).toEqual([{ name: 'b', kind, reason: expect.stringMatching(new RegExp(`^\\d of its 3 values are `)) }]);
  });

  test('below 80% of values: the column is not chosen whole, but the e-mail address in it is anonymised', () => {
    const result = run({ text: 'x\nasha@example.in\nhello\nworld\n' });
    expect(result.columns.map(({ name, kind }) => [name, kind])).toEqual([['x', 'in_text']]);
    expect(result.output).toBe('x\n****@example.in\nhello\nworld\n');
  });
});

describe('detection, by header', () => {
  test.each([
    { header: 'Customer Name', kind: 'name' },
    { header: 'full_name', kind: 'name' },
    { header: 'Date of Birth', kind: 'date_of_birth' },
    { header: 'DOB', kind: 'date_of_birth' },
    { header: 'billing-address', kind: 'address' },
    { header: 'Mobile No', kind: 'phone' },
    { header: 'Aadhar', kind: 'aadhaar' },
    { header: 'E-mail', kind: 'email' },
  ])('"$header" is $kind', ({ header, kind }) => {
    expect(run({ text: `id,${header}\n1,x\n` }).columns).toEqual([{ name: header, kind, reason: expect.stringMatching(/^the header /) }]);
  });
});

describe('in place: untouched rows and cells are byte for byte the same', () => {
  const csv =
    'id,name,email,note\r\n1,"Asha Rao",asha.rao@example.in,"quoted, kept"\r\n2,Ravi  Kumar ,ravi@example.com,\r\n\r\n3,"Meera ""M""",,"line\nbreak"\r\n';

  test('CSV: only the name and email spans change; quoting, spacing, blank lines and line ends stay', () => {
    const result = run({ text: csv });
    expect(result.columns.map(({ name }) => name)).toEqual(['name', 'email']);
    expect(result.output).toBe(
      'id,name,email,note\r\n1,**** ***,****.***@example.in,"quoted, kept"\r\n2,"****  ***** ",****@example.com,\r\n\r\n3,"***** ""*""",,"line\nbreak"\r\n',
    );
    expect(result.cellsChanged).toBe(5);
  });

  test('JSON: formatting and key order stay; null stays null; a number becomes a masked string', () => {
    const json = '[\n  { "id": 1, "phone": 9876543210, "email": null, "meta": {"a": [1, 2]} },\n  {"phone":"+91 91234 56780","id":2}\n]';
    const result = run({ text: json, columns: ['phone'] });
    expect(result.output).toBe(
      '[\n  { "id": 1, "phone": "******3210", "email": null, "meta": {"a": [1, 2]} },\n  {"phone":"+** ***** *6780","id":2}\n]',
    );
  });

  test('property: every untouched column of a random table parses back identical', () => {
    const rows = Array.from({ length: 200 }, (_, i) => [
      String(i),
      `user${i}@example.in`,
      `note "${i}", ok`,
      i % 2 ? '' : `98765${String(i).padStart(5, '0')}`,
    ]);
    const text = Papa.unparse({ fields: ['id', 'email', 'note', 'mobile'], data: rows });
    const out = Papa.parse<string[]>(run({ text, mode: 'hash' }).output, { delimiter: ',' }).data;
    const before = Papa.parse<string[]>(text, { delimiter: ',' }).data;
    expect(out.map((row) => [row[0], row[2]])).toEqual(before.map((row) => [row[0], row[2]]));
    expect(out.slice(1).every((row, i) => (row[3] === '') === (before[i + 1]?.[3] === ''))).toBe(true);
  });
});

describe('modes', () => {
  // FIPS 180-2 Appendix B.1: SHA-256("abc"); RFC 4231 §4.3 test case 2: HMAC-SHA-256 with key "Jefe".
  test('hash: SHA-256 of the UTF-8 value, with the unsalted warning', () => {
    const result = run({ text: 'secret\nabc\n', columns: ['secret'], mode: 'hash' });
    expect(result.output).toBe('secret\nba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n');
    expect(result.warnings.map(({ code }) => code)).toEqual(['unsalted_hash']);
  });

  test('hash with salt: HMAC-SHA256 under it, no warning', () => {
    const result = run({ text: 'q\nwhat do ya want for nothing?\n', columns: ['q'], mode: 'hash', salt: 'Jefe' });
    expect(result.output).toBe('q\n5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843\n');
    expect(result.warnings).toEqual([]);
  });

  test('the same value hashes the same in every row (joins still work)', () => {
    const lines = run({ text: 'pan\nABCPR1234K\nABCPR1234K\n', mode: 'hash' }).output.split('\n');
    expect(lines[1]).toBe(lines[2]);
  });

  test('redact', () => {
    expect(run({ text: 'email\na@b.co\n\n', mode: 'redact' }).output).toBe('email\n[REDACTED]\n\n');
  });

  test('mask keeps the last four only of identifiers of eight or more', () => {
    expect(run({ text: 'card,pan,name\n4111 1111 1111 1111,ABCPR1234K,Asha Rao\n' }).output).toBe(
      'card,pan,name\n**** **** **** 1111,******234K,**** ***\n',
    );
  });

  test('nothing detected: no_pii_found, output unchanged', () => {
    const result = run({ text: 'a,b\n1,2\n' });
    expect(result.output).toBe('a,b\n1,2\n');
    expect(result.warnings.map(({ code }) => code)).toEqual(['no_pii_found']);
  });
});

describe('errors', () => {
  test('a named column that does not exist: unknown_column listing the columns', () => {
    const error = rejection({ text: 'id,Email\n1,a@b.co\n', columns: ['email'] });
    expect([error.code, error.message]).toEqual(['unknown_column', 'No column is named "email"; the columns are "id", "Email".']);
  });

  test('a ragged row names its line', () => {
    expect(rejection({ text: 'a,b\n1,2\n3\n' }).message).toBe('Line 3 has 1 field; the header has 2.');
  });

  test('an unpaired surrogate is refused, never hashed as U+FFFD', () => {
    expect(rejection({ text: 'a\n\uD800\n', mode: 'hash' }).code).toBe('invalid_unicode');
  });

  test('one-character values that would hash to 64 times their size are refused before hashing', () => {
    const text = `pan\n${'A\n'.repeat(200_000)}`;
    expect(rejection({ text, columns: ['pan'], mode: 'hash' }).code).toBe('table_too_large');
  });
});

describe('named columns add to detection and keep what each value is', () => {
  test('an e-mail in a named column keeps its domain; text keeps none of its letters', () => {
    const result = run({ text: 'contact_x\nasha.rao@example.in\nhello world\n', columns: ['contact_x'] });
    expect(result.output).toBe('contact_x\n****.***@example.in\n***** *****\n');
    expect(result.columns).toEqual([{ name: 'contact_x', kind: 'named', reason: 'named in columns' }]);
  });

  test('a long name in a named column keeps none of its letters', () => {
    expect(run({ text: 'who\nAsha Raghunathan\n', columns: ['who'] }).output).toBe('who\n**** ***********\n');
  });

  test('naming one column still anonymises the detected ones', () => {
    const result = run({ text: 'email,tag\nasha@example.in,vip\n', columns: ['tag'] });
    expect(result.output).toBe('email,tag\n****@example.in,***\n');
    expect(result.columns.map(({ name, kind }) => [name, kind])).toEqual([
      ['email', 'email'],
      ['tag', 'named'],
    ]);
  });

  test('a placeholder in a detected column ("not available", NA, nil) is no personal data and stays; in a named column it is masked', () => {
    expect(run({ text: 'mobile\nnot available\nNA\n9876543210\n' }).output).toBe('mobile\nnot available\nNA\n******3210\n');
    expect(run({ text: 'mobile\nnot available\n', columns: ['mobile'] }).output).toBe('mobile\n*** *********\n');
  });
});

describe('personal data inside free text', () => {
  test.each(['mask', 'redact'] as const)('every identifier the tool knows is replaced inside the text (%s)', (mode) => {
    const text =
      'id,comment\n1,"call me at 9876543210, mail asha@example.in, pay asha@okaxis, PAN ABCPR1234K, from 203.0.113.7"\n2,see you soon\n';
    const result = run({ text, mode });
    const want =
      mode === 'mask'
        ? '"call me at ******3210, mail ****@example.in, pay ****@okaxis, PAN ******234K, from 203.0.***.*"'
        : '"call me at [REDACTED], mail [REDACTED], pay [REDACTED], PAN [REDACTED], from [REDACTED]"';
    expect(result.output).toBe(`id,comment\n1,${want}\n2,see you soon\n`);
    expect(result.columns).toEqual([
      {
        name: 'comment',
        kind: 'in_text',
        reason:
          'personal data inside the text of 1 cell: 1 × a phone number, 1 × an e-mail address, 1 × a UPI ID, 1 × a PAN, 1 × an IP address',
      },
    ]);
    expect(result.cellsChanged).toBe(1);
  });
});

describe('hash joins one identifier written two ways (normalised before hashing)', () => {
  const hashes = (values: string[], header: string) =>
    run({ text: `${header}\n${values.map((v) => `"${v}"`).join('\n')}\n`, mode: 'hash', salt: 's' })
      .output.split('\n')
      .slice(1, -1);

  test.each([
    {
      header: 'mobile',
      values: ['+91 98765 43210', '9876543210', '09876543210', '+91-98765-43210', '+91 987 654 3210', '(+91) 9876543210'],
    },
    { header: 'aadhaar', values: ['2341 2341 2346', '234123412346', '2341-2341-2346'] },
    { header: 'email', values: ['Asha.Rao@Example.in', 'asha.rao@example.in'] },
    { header: 'pan', values: ['ABCPR1234K', ' ABCPR1234K '] },
    { header: 'ip', values: ['2001:db8:0:0:0:0:0:1', '2001:db8::1', '2001:DB8::1'] },
  ])('$header', ({ header, values }) => {
    expect(new Set(hashes(values, header)).size).toBe(1);
  });

  test('a phone hashes as +91 and its ten digits (HMAC-SHA256 of "+919876543210" under "s")', () => {
    expect(hashes(['98765 43210'], 'mobile')).toEqual([createHmac('sha256', 's').update('+919876543210').digest('hex')]);
  });

  test('a 10-digit number in an account column hashes as an account (its digits), not as a phone', () => {
    expect(hashes(['9876543210'], 'Bank A/c')).toEqual([createHmac('sha256', 's').update('9876543210').digest('hex')]);
  });
});

// Issue 25's second referee round: headers of ordinary exports, and look-alikes that are not personal data.
describe('exports as people write them', () => {
  test.each([
    { header: 'Beneficiary A/c No', kind: 'bank_account' },
    { header: 'Bank A/c', kind: 'bank_account' },
    { header: 'Consignee Address', kind: 'address' },
    { header: 'address_line_2', kind: 'address' },
    { header: 'Contact Person', kind: 'name' },
    { header: 'Name (as per PAN)', kind: 'name' },
    { header: "Father's Name", kind: 'name' },
    { header: 'Policy Holder', kind: 'name' },
    { header: 'D.O.B.', kind: 'date_of_birth' },
  ])('header "$header" is $kind', ({ header, kind }) => {
    expect(run({ text: `id,"${header.replaceAll('"', '""')}"\n1,Asha Rao\n` }).columns.map((column) => column.kind)).toEqual([kind]);
  });

  test.each(['MAC Address', 'wallet_address', 'Policy No', 'AWB No', 'app_version', 'Product Code'])(
    'header "%s" is not personal data',
    (header) => {
      const values = ['9876543210', '10.4.2.1', 'ABCPK1234Z'];
      expect(run({ text: `${header}\n${values.join('\n')}\n` }).columns).toEqual([]);
    },
  );

  test('chat roles under a role header are not names', () => {
    expect(run({ text: 'sender,message\ncustomer,hi\nagent,hello\ncustomer,thanks\n' }).columns).toEqual([]);
  });

  test.each([
    { given: 'updated to version 10.4.2.1 today', want: 'updated to version 10.4.2.1 today' },
    { given: 'run npm i express@latest first', want: 'run npm i express@latest first' },
    { given: 'order 9876543210 shipped', want: 'order 9876543210 shipped' },
    { given: 'txn ref 234123412346 settled', want: 'txn ref 234123412346 settled' },
    { given: 'call 9876543210 after 5', want: 'call ******3210 after 5' },
    { given: 'pay asha@okaxis today', want: 'pay ****@okaxis today' },
  ])('in text: "$given"', ({ given, want }) => {
    expect(run({ text: `note\n${given}\n` }).output).toBe(`note\n${want}\n`);
  });

  test('a lone e-mail address or phone number in a free-text column is anonymised', () => {
    const text = 'note\nplease call back\nasha@example.in\n9876543210\nsent the invoice\n';
    expect(run({ text }).output).toBe('note\nplease call back\n****@example.in\n******3210\nsent the invoice\n');
  });

  test('an address written as an object, inside another object, is anonymised part by part (its PIN code too); codes beside it are not', () => {
    const text = JSON.stringify([
      { order: { id: '9876543210', sku: 'ABCPK1234Z', address: { line1: '12 MG Road', city: 'Pune', pin: '411001' } } },
    ]);
    const out = JSON.parse(run({ text }).output) as Array<{ order: { id: string; sku: string; address: Record<string, string> } }>;
    expect(out[0]?.order).toEqual({ id: '9876543210', sku: 'ABCPK1234Z', address: { line1: '** ** ****', city: '****', pin: '******' } });
  });
});

describe('detection of UPI IDs, IP addresses, bank accounts and more name headers', () => {
  test.each([
    { header: 'Employee Name', kind: 'name' },
    { header: 'cardholder', kind: 'name' },
    { header: 'payee_name', kind: 'name' },
    { header: 'payeeName', kind: 'name' },
    { header: 'Beneficiary', kind: 'name' },
    { header: 'Account Holder Name', kind: 'name' },
    { header: 'vpa', kind: 'upi' },
    { header: 'client_ip', kind: 'ip' },
    { header: 'A/C No', kind: 'bank_account' },
    { header: 'bank_account_number', kind: 'bank_account' },
  ])('header "$header" is $kind', ({ header, kind }) => {
    expect(run({ text: `id,${header}\n1,x\n` }).columns.map((column) => column.kind)).toEqual([kind]);
  });

  test.each(['product_name', 'company_name', 'file_name', 'account'])('header "%s" is not a name', (header) => {
    expect(run({ text: `${header}\nx y\n` }).columns).toEqual([]);
  });

  test.each([
    { kind: 'upi', values: ['asha@okaxis', 'ravi.k@ybl', '9876543210@paytm'] },
    { kind: 'ip', values: ['192.0.2.1', '2001:db8::1', '203.0.113.255'] },
  ])('content: $kind', ({ kind, values }) => {
    expect(run({ text: `b\n${values.join('\n')}\n` }).columns.map((column) => column.kind)).toEqual([kind]);
  });

  test('digits that look like phones in an order_id column are not personal data', () => {
    expect(run({ text: 'order_id\n9876543210\n9123456780\n' }).columns).toEqual([]);
  });
});

describe('nested JSON keeps its structure', () => {
  test('in a chosen column every leaf is anonymised and the keys stay', () => {
    const result = run({ text: '[{"customer":{"name":"Asha","email":"a@b.in","tags":["x y"]},"n":1}]' });
    expect(JSON.parse(result.output)).toEqual([{ customer: { name: '****', email: '*@b.in', tags: ['* *'] }, n: 1 }]);
  });

  test('in another column only leaves whose key or value is personal data, and text inside strings', () => {
    const result = run({ text: '[{"meta":{"payee_name":"Ravi","note":"ph 9876543210","n":5,"ok":true}}]' });
    expect(JSON.parse(result.output)).toEqual([{ meta: { payee_name: '****', note: 'ph ******3210', n: 5, ok: true } }]);
    expect(result.columns.map(({ name, kind }) => [name, kind])).toEqual([['meta', 'in_text']]);
  });
});

describe('free text of any shape is read in one pass', () => {
  test.each([
    { name: 'letters', filler: 'a' },
    { name: 'dotted letters', filler: 'a.' },
    { name: 'digits', filler: '1' },
    { name: 'dotted digits', filler: '1.' },
  ])('$name for 400 kB around one e-mail address: the address is found', ({ filler }) => {
    const text = `note\n"${filler.repeat(200_000 / filler.length)} write to asha@example.in ${filler.repeat(200_000 / filler.length)}"\n`;
    const result = run({ text, mode: 'redact' });
    expect(result.output).toContain(' write to [REDACTED] ');
  });
});

// Issue 35: a new user's export, with header spellings outside any list and personal data inside the remarks. Before,
// both names, both dates of birth, the first mobile number, "Priya Sharma" and the account number came back unchanged
// with no warning.
describe('the export from issue 35 comes back with every personal value masked and nothing else changed', () => {
  const text = [
    'Cust Name,Date of Birth (DD/MM/YYYY),Mob No.,Addr Line 1,Remarks',
    'Rohan Mehta,14/03/1988,9876543210,"Flat 12, Shanti Apartments, MG Road, Pune 411001",Called Priya Sharma about refund to a/c 05201000123456',
    'Anjali Verma,02/11/1992,+91 98200 12345,"House 17, Lane 4, Rajbagh, Srinagar 190008",UPI anjali.v@okicici pending',
    '',
  ].join('\n');

  test('mask', () => {
    const result = run({ text });
    expect(result.output).toBe(
      [
        'Cust Name,Date of Birth (DD/MM/YYYY),Mob No.,Addr Line 1,Remarks',
        '***** *****,**/**/****,******3210,"**** **, ****** **********, ** ****, **** ******",Called ***** ****** about refund to a/c **********3456',
        '****** *****,**/**/****,+** ***** *2345,"***** **, **** *, *******, ******** ******",UPI ******.*@okicici pending',
        '',
      ].join('\n'),
    );
    expect(result.columns.map(({ name, kind }) => [name, kind])).toEqual([
      ['Cust Name', 'name'],
      ['Date of Birth (DD/MM/YYYY)', 'date_of_birth'],
      ['Mob No.', 'phone'],
      ['Addr Line 1', 'address'],
      ['Remarks', 'in_text'],
    ]);
    expect(result.warnings).toEqual([]);
  });

  test('hash: one name hashes alike in its column and inside the remarks, and so does one phone number', () => {
    const result = run({
      text: 'Cust Name,Remarks\nPriya Sharma,ok\nRavi Rao,Called Mrs. PRIYA SHARMA on 98765 43210\nX,call 9876543210\n',
      mode: 'hash',
      salt: 's',
    });
    const rows = result.output.split('\n');
    const priya = rows[1]?.split(',')[0] as string;
    expect(rows[2]).toContain(`Called Mrs. ${priya} on `);
    expect(rows[2]?.split(' on ')[1]).toBe(rows[3]?.split('call ')[1]);
  });
});

describe('headers read as words: abbreviations, brackets, Hindi, typos, the head word', () => {
  test.each([
    { header: 'Cust Nm', kind: 'name' },
    { header: 'Mob No.', kind: 'phone' },
    { header: 'Addr Line 1', kind: 'address' },
    { header: 'Date of Birth (DD/MM/YYYY)', kind: 'date_of_birth' },
    { header: 'Benef. Acct #', kind: 'bank_account' },
    { header: 'Name on Card', kind: 'name' },
    { header: 'Updated By', kind: 'name' },
    { header: 'Adress', kind: 'address' },
    { header: 'ग्राहक का नाम', kind: 'name' },
    { header: 'मोबाइल नंबर', kind: 'phone' },
    { header: 'जन्म तिथि', kind: 'date_of_birth' },
    { header: 'Pata', kind: 'address' },
  ])('"$header" is $kind', ({ header, kind }) => {
    expect(run({ text: `id,"${header}"\n1,Asha Rao\n` }).columns.map((column) => column.kind)).toEqual([kind]);
  });

  test.each(['Customer ID', 'Order No', 'Bank Name', 'user_agent', 'latency_ms', 'Section Office'])('"%s" is not personal', (header) => {
    expect(run({ text: `"${header}"\nABC123\n` }).columns).toEqual([]);
  });
});

describe('nothing personal leaves in silence', () => {
  test('keep leaves a detected column exactly as it is', () => {
    const result = run({ text: 'name,city\nAsha Rao,Pune\n', keep: ['city'] });
    expect(result.output).toBe('name,city\n**** ***,Pune\n');
  });

  test('a column of codes whose values are mobile numbers is left, and named in column_not_masked', () => {
    const result = run({ text: 'order_id,amount\n9876543210,100\n9123456780,200\n' });
    expect(result.output).toBe('order_id,amount\n9876543210,100\n9123456780,200\n');
    expect(result.warnings).toEqual([
      {
        code: 'column_not_masked',
        message: expect.stringMatching(
          /^Column "order_id" was left in clear in 2 cells whose values look personal \(2 of its 2 values are Indian phone numbers\)/,
        ),
        column: 'order_id',
        cells: 2,
        rows: [1, 2],
      },
    ]);
  });

  test('Hindi free text is searched, and named in text_not_fully_read', () => {
    const result = run({ text: 'id,टिप्पणी\n1,श्री राहुल शर्मा से बात हुई\n' });
    expect(result.output).toBe('id,टिप्पणी\n1,श्री ***** ***** से बात हुई\n');
    expect(result.warnings.map(({ code }) => code)).toEqual(['text_not_fully_read']);
  });

  test('a Devanagari name is masked with its vowel signs', () => {
    expect(run({ text: 'नाम\nकविता जोशी\n' }).output).toBe('नाम\n***** ****\n');
  });
});
