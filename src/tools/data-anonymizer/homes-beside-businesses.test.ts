import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';
import { findAddresses } from './addresses';
import { readHeader } from './headers';

// A home's address written beside a business's, and identifiers under a header whose bracket names them: each was left
// in clear before (dev-9 corpus, scored blind). Each case is written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);
const spans = (text: string) => findAddresses(text).map(({ start, end, business }) => ({ text: text.slice(start, end), business }));

describe('a bracket naming an identifier makes the column one', () => {
  test.each([
    ['Proof Submitted (Aadhaar)', 'aadhaar'],
    ['KYC Document (PAN)', 'pan'],
    ['Alternate (Mobile)', 'phone'],
  ])('%s is a column of %s', (header, kind) => {
    expect(readHeader(header)).toEqual({ says: 'kind', kind });
  });

  test('words before the bracket that name a kind keep it: "Name (as per PAN)" is a name', () => {
    expect(readHeader('Holder Name (as per PAN)')).toEqual({ says: 'kind', kind: 'name' });
  });

  test('every value is masked, a number whose check digit fails included', () => {
    // 234567890123 fails Verhoeff: in running text it would be no Aadhaar number, under this header it is one.
    const result = run({ text: 'Guest,Proof Submitted (Aadhaar)\nAsha Rao,2345 6789 0123\nRavi Kumar,234567890124\n' });
    expect(result.output).not.toMatch(/2345 6789|23456789/);
    expect(result.columns).toContainEqual(expect.objectContaining({ name: 'Proof Submitted (Aadhaar)', kind: 'aadhaar' }));
  });
});

describe("a home's address after a business's in the same text", () => {
  test('an opener after a business\'s address starts a home\'s: "… Thane and drop at Room No. 8 …"', () => {
    const text = 'Collected at Xpressbees Pickup Point, Wagle Estate, Thane and drop at Room No. 8 Ganesh Chawl Ground Floor Kurla 400070';
    expect(spans(text)).toContainEqual({ text: 'Room No. 8 Ganesh Chawl Ground Floor Kurla 400070', business: undefined });
  });

  test('a note about work and then home masks the home and leaves the office', () => {
    const text = [
      'Member,about',
      'Asha Rao,"Employed at Wipro, Tower C, Infopark, Kakkanad, Kochi, parents stay at House No. 21, Gali No. 4, Karol Bagh, Delhi 110005"',
      'Ravi Kumar,"Employed at Zoho, Block 2, Tidel Park, Taramani, Chennai, parents stay at Flat 9, Sai Residency, Kothrud, Pune 411038"',
      'Meena Shah,"Employed at Infosys, SEZ Block 5, Electronic City, Bengaluru"',
    ].join('\n');
    const result = run({ text });
    expect(result.output).toContain('Employed at Wipro, Tower C, Infopark, Kakkanad, Kochi, parents stay at ');
    expect(result.output).not.toMatch(/Karol Bagh|Sai Residency|Kothrud/);
    expect(result.output).toContain('Employed at Infosys, SEZ Block 5, Electronic City, Bengaluru');
  });

  test('a part that ends with its opener is not in the address: "Met Mr Iyer at home, Qtr No. 4/B, …"', () => {
    const text = 'Met Mr Iyer at home, Qtr No. 4/B, Railway Colony, Bhusawal';
    expect(spans(text).map((span) => span.text)).toContain('Qtr No. 4/B, Railway Colony, Bhusawal');
  });

  test('"courier the parcel to …" opens an address, as "courier to" does', () => {
    const text = 'Please courier the parcel to Room No. 12 Shivaji Chawl Ground Floor Dadar 400014';
    expect(spans(text).map((span) => span.text)).toContain('Room No. 12 Shivaji Chawl Ground Floor Dadar 400014');
  });
});

describe('a column of offices with homes among them', () => {
  test('the homes are masked, the offices left in clear and named in a warning', () => {
    const text = [
      'Guest,sent_to',
      'Asha Rao,"Infosys Ltd, SEZ Block 5, Electronic City, Bengaluru"',
      'Ravi Kumar,"Wipro Ltd, Tower C, Infopark, Kakkanad, Kochi"',
      'Meena Shah,"Flat 12, Sai Residency, Kothrud, Pune"',
    ].join('\n');
    const result = run({ text });
    expect(result.output).toContain('Infosys Ltd, SEZ Block 5, Electronic City, Bengaluru');
    expect(result.output).not.toContain('Sai Residency');
    expect(result.columns).toContainEqual(expect.objectContaining({ name: 'sent_to', kind: 'address' }));
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'column_not_masked', column: 'sent_to', cells: 2 }));
  });
});

describe('venues and shops beside homes', () => {
  test.each([
    'Shubharambh Marriage Hall, Station Road, Wardha',
    'Hotel Green Park, Begumpet, Hyderabad',
    'Gurudwara Nanak Darbar, Model Town, Ludhiana',
    'Moti Masjid, Old City, Bhopal',
  ])("a venue's address is no home's: %s", (address) => {
    expect(spans(`Function at ${address}`).filter(({ business }) => !business)).toEqual([]);
  });

  test('a street named after a temple or a landmark said in Hinglish is no venue', () => {
    const text = 'Home: 14, Temple Street, Shivaji Nagar, Pune';
    expect(spans(text)).toContainEqual({ text: '14, Temple Street, Shivaji Nagar, Pune', business: undefined });
    expect(run({ text: 'Name,Landmark\nAsha Rao,Shiv mandir ke paas\n' }).output).not.toContain('mandir');
  });

  test('a pipe between fields ends an address: "Ghar: … | Dukaan: …"', () => {
    const text = 'Ghar: Flat 7, Sai Residency, Kothrud, Pune | Dukaan: Mehta Kirana Stores, Shop 4, Paud Road, Pune';
    expect(spans(text)).toEqual([
      { text: 'Flat 7, Sai Residency, Kothrud, Pune', business: undefined },
      expect.objectContaining({ business: true }),
    ]);
  });

  test('a bracket opening on prose after a PIN code ends the address', () => {
    const text = 'New address: Flat 7, Sai Residency, Kothrud, Pune 411038 (earlier we gave Wipro, SEZ Block 2, Hinjewadi)';
    expect(spans(text)[0]).toEqual({ text: 'Flat 7, Sai Residency, Kothrud, Pune 411038', business: undefined });
  });

  test('a commercial complex named after housing is a business\'s ("… Residency Commercial Complex")', () => {
    expect(spans('Not to Ground Floor, Green Meadows Residency Commercial Complex, Aundh')).toEqual([
      expect.objectContaining({ business: true }),
    ]);
  });
});

// An eatery's name may hold a home's word (Udupi Krishna Bhavan, Hotel Sadan): a meal out is at a business.
describe('a meal out is at an eatery, not a home', () => {
  test.each([
    'Team lunch at Udupi Krishna Bhavan, MG Road, Bengaluru on Friday',
    'dinner @ Sri Sagar Bhavan, Jayanagar 4th Block, Bengaluru',
  ])('"%s": the eatery is a business', (text) => {
    expect(spans(text).every(({ business }) => business)).toBe(true);
  });

  test('a home\'s number first is still a home: "dinner at Flat 4, Shanti Bhavan, Civil Lines, Nagpur"', () => {
    expect(spans('dinner at Flat 4, Shanti Bhavan, Civil Lines, Nagpur 440001')).toEqual([
      expect.objectContaining({ business: undefined }),
    ]);
  });
});
