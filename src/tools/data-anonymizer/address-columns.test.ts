import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';

// Address columns as exports write them: a note after the address, a header that says whose address it is in a word or
// in brackets, a work address among a person's addresses. Each case is written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);

describe('a note after the address in an address cell', () => {
  test.each([
    {
      given: 'Flat 9, Lotus Apartments, Civil Lines, Nagpur 440001 - leave with the guard',
      want: '**** *, ***** **********, ***** *****, ****** ****** - leave with the guard',
    },
    {
      given: 'H.No. 4-2-77, Ramkote, Hyderabad 500001 (weekdays after 6 pm)',
      want: '*.**. *-*-**, *******, ********* ****** (weekdays after 6 pm)',
    },
    // Six digits after a place are a PIN code, though India Post may not list them.
    { given: 'Plot 31, Sector 9, Rampur 999001. OTP needed', want: '**** **, ****** *, ****** ******. OTP needed' },
    // The state and the country go with the address.
    {
      given: 'Room 4, Gulmohar Lane, Aundh, Pune 411007, Maharashtra, India | 9am-1pm',
      want: '**** *, ******** ****, *****, **** ******, ***********, ***** | 9am-1pm',
    },
  ])('"$given": the note is left, the address masked', ({ given, want }) => {
    const { output } = run({ text: `Customer,Shipping Address\nAsha Rao,"${given}"\n` });
    expect(output.split('\n')[1]).toBe(`**** ***,"${want}"`);
  });

  test('a name or a phone number in the note is still masked', () => {
    const { output } = run({
      text: 'Customer,Deliver To\nAsha Rao,"Flat 9, Civil Lines, Nagpur 440001 - hand it to Ravi Kumar, 98765 43210"\n',
    });
    expect(output).toContain('- hand it to **** *****, ***** *3210"');
  });

  test.each([
    'Flat 9, Civil Lines, Nagpur 440001, near Hanuman Mandir',
    'Flat 9, Civil Lines, 440001 Nagpur',
    'Flat 9, Civil Lines, Nagpur 440001 - Gali No. 3',
  ])('"%s": what goes on with the address after its PIN code is masked with it', (given) => {
    const { output } = run({ text: `Customer,Deliver To\nAsha Rao,"${given}"\n` });
    expect(output).not.toMatch(/Hanuman|Nagpur|Gali/);
  });
});

describe('whose address a header says it is', () => {
  test('a bracket saying the column holds addresses makes it an address column ("Referred By (address)")', () => {
    const text = 'Patient,Referred By (address)\nAsha Rao,"Flat 12, Lotus Apartments, Civil Lines, Nagpur 440001"\n';
    const result = run({ text });
    expect(result.output).not.toContain('Lotus');
    expect(result.columns).toContainEqual(expect.objectContaining({ name: 'Referred By (address)', kind: 'address' }));
  });
});

describe("addresses inside a person's record (JSON)", () => {
  test("a shop's or an office's whole address among a person's addresses is left in clear, and named in a warning", () => {
    const person = (name: string, home: string, work: string) => ({
      user: name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
      addresses: [
        { type: 'home', label: 'Ghar', line: home, instructions: 'ring twice' },
        { type: 'work', label: 'Office', line: work, company: 'Zen Textiles Pvt Ltd' },
        { type: 'other', label: 'Parents', line: 'Plot 31, Sector 9, Dwarka, Delhi 110075' },
      ],
    });
    const text = JSON.stringify([
      person('Asha Rao', 'Flat 12, Lotus Apartments, Civil Lines, Nagpur 440001', 'Regd. Off.: 7 Ring Road, Nagpur 440001'),
      person('Ravi Kumar', 'H.No. 4-2-77, Ramkote, Hyderabad 500001', 'Shop No. 4, Gol Market, Karnal 132001'),
    ]);
    const result = run({ text });
    const output = JSON.parse(result.output) as Array<{ addresses: Array<{ line: string }> }>;
    expect(output.map(({ addresses }) => addresses.map(({ line }) => line.includes('*')))).toEqual([
      [true, false, true],
      [true, false, true],
    ]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'column_not_masked', column: 'addresses' }));
  });

  test("a retailer's address with no shop's words is left in clear with a warning; a person's province is left", () => {
    const text = JSON.stringify([
      { order: 'A1', retailer: { name: 'Asha Crafts', address: '14, Gandhi Road, Karnal 132001' } },
      { order: 'A2', customer: { name: 'Ravi Kumar', address: 'Flat 12, Lotus Apartments', city: 'Nagpur', province: 'Maharashtra' } },
    ]);
    const result = run({ text });
    const output = JSON.parse(result.output) as [{ retailer: { address: string } }, { customer: { city: string; province: string } }];
    expect([output[0].retailer.address, output[1].customer.city, output[1].customer.province]).toEqual([
      '14, Gandhi Road, Karnal 132001',
      '******',
      'Maharashtra',
    ]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'column_not_masked', column: 'retailer' }));
  });

  test("a home's address under a seller's key is masked all the same (fail safe)", () => {
    const text = JSON.stringify([
      { order: 'A1', seller: { name: 'Asha Crafts', address: 'Flat 12, Lotus Apartments, Civil Lines, Nagpur 440001' } },
      { order: 'A2', seller: { name: 'Ravi Stores', address: 'Shop No. 4, Gol Market, Karnal 132001' } },
    ]);
    const output = JSON.parse(run({ text }).output) as Array<{ seller: { address: string } }>;
    expect(output.map(({ seller }) => seller.address)).toEqual([
      '**** **, ***** **********, ***** *****, ****** ******',
      'Shop No. 4, Gol Market, Karnal 132001',
    ]);
  });

  test('one part of an address (an area) is masked, though its words may name a business', () => {
    const text = JSON.stringify([{ name: 'Asha Rao', address: { line1: 'Flat 12', area: 'Sadar Lines', city: 'Nagpur' } }]);
    const output = JSON.parse(run({ text }).output) as Array<{ address: { area: string } }>;
    expect(output[0]?.address.area).toBe('***** *****');
  });
});

describe('several addresses, labelled, in one cell', () => {
  test.each([
    {
      given: 'Home: Flat 12, Lotus Apartments, Nagpur 440001; Office: Shop No. 4, Gol Market, Karnal 132001',
      want: 'Home: **** **, ***** **********, ****** ******; Office: Shop No. 4, Gol Market, Karnal 132001',
    },
    {
      given: 'Pickup: Warehouse 7, Kundli Industrial Area, Sonipat 131028 -> Drop: Plot 15, Civil Lines, Rampur 244901',
      want: 'Pickup: Warehouse 7, Kundli Industrial Area, Sonipat 131028 -> Drop: **** **, ***** *****, ****** ******',
    },
  ])("each home is masked and each business's address left: $given", ({ given, want }) => {
    const { output } = run({ text: `Customer,Contact Addresses\nAsha Rao,"${given}"\nRavi Kumar,"${given}"\n` });
    expect(output.split('\n')[1]).toBe(`**** ***,"${want}"`);
  });
});

describe('headers and keys as exports spell them', () => {
  test('"पिन कोड" (PIN code) in a table about people is part of their address', () => {
    const { output } = run({ text: 'नाम,पिन कोड\nAsha Rao,440001\nRavi Kumar,132001\n' });
    expect(output).toBe('नाम,पिन कोड\n**** ***,******\n**** *****,******\n');
  });

  test('"lm" beside an address\'s parts is its landmark', () => {
    const text = JSON.stringify([
      { awb: 'A1', consignee: { name: 'Asha Rao', addr1: 'Flat 12', lm: 'behind Petrol Pump', pin: '440001' } },
      { awb: 'A2', consignee: { name: 'Ravi Kumar', addr1: 'Plot 4', lm: 'opp. Post Office', pin: '132001' } },
    ]);
    const output = JSON.parse(run({ text }).output) as Array<{ consignee: { lm: string } }>;
    expect(output.map(({ consignee }) => consignee.lm)).toEqual(['****** ****** ****', '***. **** ******']);
  });

  test("delivery instructions beside an address's parts are text, not more of the address", () => {
    const text = JSON.stringify([
      { name: 'Asha Rao', addresses: [{ line: 'Flat 12, Lotus Apartments, Nagpur 440001', instructions: 'Mon-Fri 10:00-18:00' }] },
      { name: 'Ravi Kumar', addresses: [{ line: 'Plot 15, Civil Lines, Rampur 244901', instructions: 'ring twice' }] },
    ]);
    const output = JSON.parse(run({ text }).output) as Array<{ addresses: Array<{ line: string; instructions: string }> }>;
    expect(output.map(({ addresses }) => [addresses[0]?.line.includes('Lotus'), addresses[0]?.instructions])).toEqual([
      [false, 'Mon-Fri 10:00-18:00'],
      [false, 'ring twice'],
    ]);
  });

  test('"address not given" is a placeholder, not an address', () => {
    expect(run({ text: 'Customer,Delivery Address\nAsha Rao,address not given\n' }).output).toBe(
      'Customer,Delivery Address\n**** ***,address not given\n',
    );
  });

  test('days after the PIN code are a note, though "Mon" is also a district', () => {
    const { output } = run({ text: 'Customer,Pickup Address\nAsha Rao,"Flat 12, Lotus Apartments, Nagpur 440001 | Mon-Fri 10-6"\n' });
    expect(output).toContain('| Mon-Fri 10-6');
  });
});

describe('a name column whose cells carry an address', () => {
  test('"C/O <name>, <address>" is masked though the address names a Bhavan (a word of businesses)', () => {
    const text = 'Student,Local Guardian\nAsha Rao,"C/O Ravi Rao, Plot 4, Shanti Bhavan, Whitefield, Bengaluru 560066"\n';
    expect(run({ text }).output).not.toMatch(/Ravi|Shanti|Whitefield/);
  });
});

// A school's export: "House" is the team a student plays for, shared by many rows, not where the student lives.
describe('a "House" column of teams', () => {
  test('named houses shared by many rows are left in clear; the names beside them are masked', () => {
    const text = 'Student,House\nAsha Rao,Tagore House\nRavi Kumar,Raman House\nMeera Iyer,Tagore House\nJohn Dsouza,Raman House\n';
    const { output } = run({ text });
    expect(output.split('\n').slice(1, 5)).toEqual([
      '**** ***,Tagore House',
      '**** *****,Raman House',
      '***** ****,Tagore House',
      '**** ******,Raman House',
    ]);
  });

  test('houses with numbers, or each named once, are still homes', () => {
    const numbered = run({
      text: 'Student,House\nAsha Rao,12 Rose House\nRavi Kumar,Raman House\nMeera Iyer,Tagore House\nJohn Dsouza,Raman House\n',
    });
    expect(numbered.output).not.toContain('Raman House');
    const once = run({ text: 'Tenant,House\nAsha Rao,Rose House\nRavi Kumar,Lily House\nMeera Iyer,Tulip House\n' });
    expect(once.output).not.toContain('Lily House');
  });
});
