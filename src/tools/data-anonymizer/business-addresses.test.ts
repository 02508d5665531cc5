import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';
import { isBusinessAddress } from './business-addresses';

// Shops', offices' and firms' addresses are no one's home. Each case is written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);

describe("whether an address is a business's", () => {
  test.each([
    { given: 'Om Sai Electronics, 14, Station Road, Nanded 431601', want: true },
    { given: 'Regd. Office: Plot 9, MIDC, Chakan, Pune 410501', want: true },
    { given: 'Counter 2, Shop No. 11, Gol Market, Karnal', want: true },
    { given: '5th Floor, Kamdhenu Square, Sector 15, Navi Mumbai', want: true },
    { given: 'B-3, Shivam Plaza, Dhantoli, Nagpur', want: true },
    { given: 'Kamala Nehru PGI, Ring Road, Patna 800001', want: true },
    // A cooperative's or an association's name (Sahakari Mandali, Sanstha) is a business's, even with no number.
    { given: 'Shri Ganesh Dugdh Sahakari Mandali', want: true },
    { given: 'Jai Bhavani Mahila Sanstha', want: true },
    { given: 'Ground Floor, 27, Lotus Apartments, Dhantoli, Nagpur', want: false },
    { given: 'Flat 6, Krishna Plaza, Ring Road, Surat', want: false },
    { given: 'C-204, Sai Plaza Apartments, Ring Road, Surat', want: false },
    { given: 'First Floor, Lotus Apartments, Ring Road, Surat', want: false },
    { given: '22, Shanti Kunj, Mall Road, Shimla', want: false },
    { given: 'near Govt. Boys School, Ward 4, Rampur', want: false },
    { given: 'Gokul Dham Society, Lane 3, Goregaon East, Mumbai', want: false },
  ])('$given: $want', ({ given, want }) => {
    expect(isBusinessAddress(given)).toBe(want);
  });
});

describe('columns of addresses that are businesses', () => {
  test("a column of dealers' addresses is left in clear, and named in a warning", () => {
    const text = [
      'Buyer,Dealer',
      'Asha Rao,"Om Sai Electronics, Shop 3, Station Road, Nanded 431601"',
      'Ravi Kumar,"Verma Traders, 14, Gandhi Market, Karnal 132001"',
      'Meena Shah,"Unit 12, Tilak Plaza, MG Road, Nashik 422001"',
    ].join('\n');
    const result = run({ text });
    expect(result.output).toContain('Om Sai Electronics, Shop 3, Station Road, Nanded 431601');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'Dealer', cells: 3 })]);
  });

  test("in a column of shops' addresses, an address with no shop's words is left too (and counted in the warning)", () => {
    const text = [
      'Buyer,Outlet Location',
      'Asha Rao,"Om Sai Electronics, Shop 3, Station Road, Nanded 431601"',
      'Ravi Kumar,"Office 12, Tilak Chambers, Nashik 422001"',
      'Meena Shah,"14, Gandhi Road, Karnal 132001"',
    ].join('\n');
    const result = run({ text });
    expect(result.output).toContain('"14, Gandhi Road, Karnal 132001"');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'Outlet Location', cells: 3 })]);
  });

  test("in a column of addresses, a shop's is left in clear with a warning and a home is masked", () => {
    const text = [
      'Applicant,Premises Address',
      'Asha Rao,"Shop No. 4, Gol Market, Karnal 132001"',
      'Ravi Kumar,"Flat 12, Lotus Apartments, Civil Lines, Nagpur 440001"',
    ].join('\n');
    const result = run({ text });
    expect(result.output).toContain('"Shop No. 4, Gol Market, Karnal 132001"');
    expect(result.output).not.toContain('Lotus');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'Premises Address', cells: 1 })]);
  });

  test("a site's or a branch's address column whose values are homes is masked; a shop among them is left with a warning", () => {
    const text = [
      'Customer;Install Site Address;Roof',
      'Asha Rao;House No. 41, Gulmohar Lane, Aundh, Pune 411007;600',
      'Ravi Kumar;C-9, Nilgiri Apartments, Sector 5, Dwarka, Delhi 110075;450',
      'Meena Shah;Shop No. 4, Gol Market, Karnal 132001;300',
    ].join('\n');
    const result = run({ text });
    expect([result.output.includes('Gulmohar'), result.output.includes('Nilgiri'), result.output.includes('Gol Market')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(result.columns.find(({ name }) => name === 'Install Site Address')?.kind).toBe('address');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'Install Site Address', cells: 1 })]);
  });

  test("a branch's address column of offices stays in clear", () => {
    const text =
      'Account holder,Branch Address\nAsha Rao,"Regd. Office: 7, Park Street, Kolkata 700016"\nRavi Kumar,"B-3, Shivam Plaza, Dhantoli, Nagpur"\n';
    const result = run({ text });
    expect(result.output).toContain('Shivam Plaza');
    expect(result.columns.map(({ name }) => name)).toEqual(['Account holder']);
  });

  test("an employer's address is a business's", () => {
    const text = 'Employee,Employer Address\nAsha Rao,"Regd. Office: 7, Park Street, Kolkata 700016"\n';
    expect(run({ text }).columns.map(({ name }) => name)).toEqual(['Employee']);
  });
});

describe("a business's address in free text", () => {
  const run1 = (given: string) => run({ text: `note\n"${given}"\n` });
  const note = (given: string) => run1(given).output.slice('note\n'.length + 1, -2);

  // Left in clear, and its cell named in a warning: a one-person shop's address may be its owner's home. Kept to what
  // only a business has (a branch, a registered office, an office or shop number, a mall, an IT park, a hub), so a
  // home's address in a sentence is still masked (leaving every shop-like address, tried on 28 Nov, lost homes).
  test.each([
    'Draft deposited at Canara Bank, Civil Lines Branch, Nagpur 440001 today',
    'Works at Nirmal Paints; Registered Office: 7, Park Street, Kolkata 700016',
    'Send it to Office 12, Tilak Chambers, Nashik 422001 please',
    'Parcel waiting at Ekart Pickup Point, Sector 63, Noida 201301',
    'Docs sent to Block C, Technopark Phase 3, Kazhakoottam, Thiruvananthapuram 695581',
  ])('"%s" stays, and the warning names its row', (given) => {
    const result = run1(given);
    expect(result.output).toContain(given);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'note', cells: 1, rows: [1] })]);
  });

  test("the premises' name before it is a business's too, not a person's; a person named before them still is", () => {
    expect(note('Pickup from Shadowfax Hub, Sector 18, Gurugram 122015')).toBe('Pickup from Shadowfax Hub, Sector 18, Gurugram 122015');
    expect(note('Cheque from MEERA IYER deposited at Indian Bank, Adyar Branch, Chennai 600020')).toBe(
      'Cheque from ***** **** deposited at Indian Bank, Adyar Branch, Chennai 600020',
    );
  });

  test("a shop's street alone, or a home after a business's, is still masked", () => {
    expect(note('Her old shop at 14, Station Road, Nanded 431601 is shut')).not.toContain('Station Road');
    expect(note('Shifted to Flat 12, Lotus Apartments, Civil Lines, Nagpur 440001')).not.toContain('Lotus');
  });
});
