import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';

// Names of things built on name words: venues, stations, products, brands, ragas, pets. Each case is
// written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);
const note = (given: string) => (JSON.parse(run({ text: JSON.stringify([{ note: given }]) }).output) as Array<{ note: string }>)[0]?.note;

describe('names of things made of name words stay as they are', () => {
  test.each([
    // Countries and a Lok Adalat (a people's court) are no one's name.
    { given: 'Book returned: Train to Pakistan', want: 'Book returned: Train to Pakistan' },
    { given: 'Settled at the Lok Adalat hall', want: 'Settled at the Lok Adalat hall' },
    // Venues, stations and halls named after people.
    { given: 'Function at Vijay Lakshmi Auditorium, then dinner', want: 'Function at Vijay Lakshmi Auditorium, then dinner' },
    { given: 'Drop at Rajendra Prasad Terminus', want: 'Drop at Rajendra Prasad Terminus' },
    { given: 'Pickup at Shivaji Maharaj Stadium', want: 'Pickup at Shivaji Maharaj Stadium' },
    { given: 'Match at Sunil Gavaskar Stadium', want: 'Match at Sunil Gavaskar Stadium' },
    { given: 'Reception at Kamala Devi Community Hall', want: 'Reception at Kamala Devi Community Hall' },
    { given: 'Prints from Mohan Colour Lab', want: 'Prints from Mohan Colour Lab' },
    // Goods after a brand built on a name.
    { given: 'Delivered: Lalita mixer grinder and Anjali fan', want: 'Delivered: Lalita mixer grinder and Anjali fan' },
    { given: 'Bhaiya Annapurna besan 2 kg bhejo', want: 'Bhaiya Annapurna besan 2 kg bhejo' },
    // A festival's rite after the festival's name; a place after a journey's words; an employer after "works at".
    { given: 'Shop shut for Lohri Puja week', want: 'Shop shut for Lohri Puja week' },
    { given: 'Guarantor has gone to Anand for a week', want: 'Guarantor has gone to Anand for a week' },
    { given: 'She works at Usha now', want: 'She works at Usha now' },
    { given: 'Poster like the Vimal ad', want: 'Poster like the Vimal ad' },
    { given: 'Come via Kamaraj Salai', want: 'Come via Kamaraj Salai' },
    // Hinglish adjectives after a shop's name are no names.
    { given: 'Verma Stores wale se sasta milega', want: 'Verma Stores wale se sasta milega' },
    // Very well-known brands written beside name words.
    { given: 'Van: Ashok Leyland, car: Maruti Suzuki', want: 'Van: Ashok Leyland, car: Maruti Suzuki' },
    // A raga named like a person.
    { given: 'Evening practice of Raag Kedar and Raag Sohini', want: 'Evening practice of Raag Kedar and Raag Sohini' },
  ])('"$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test("a venue's whole name in a cell, even where its last word is a name too (Sadan)", () => {
    const text = 'Booked By,Venue\nAsha Rao,Kamala Sadan\nRavi Kumar,Sarojini Rangmanch\nMeena Shah,Prakash Xerox\n';
    expect(run({ text }).output).toBe('Booked By,Venue\n**** ***,Kamala Sadan\n**** *****,Sarojini Rangmanch\n***** ****,Prakash Xerox\n');
  });

  test('a very well-known brand made only of name words (Sagar Ratna) is none of them', () => {
    expect(note('Sagar Ratna dinner with Meena Joshi')).toBe('Sagar Ratna dinner with ***** *****');
  });

  test("a venue's word in lower case after a name (Hinglish) leaves the name a name", () => {
    expect(note('Rohit Verma hall mein baitha hai')).toBe('***** ***** hall mein baitha hai');
  });

  test('a person beside them is still masked', () => {
    expect(note('Meena Joshi booked Vijay Lakshmi Auditorium')).toBe('***** ***** booked Vijay Lakshmi Auditorium');
  });
});

describe('columns of things with a name header', () => {
  test("a pet's name is no person's: left in clear, and named in a warning when it reads like one", () => {
    const text = 'Owner,Pet Name\nAsha Rao,Rani\nRavi Kumar,Moti\nMeena Shah,Sheru\n';
    const result = run({ text });
    expect(result.output).toContain('Rani');
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'Pet Name' })]);
  });

  test("a shop's name in a name column (a xerox shop, tailors, an outlet) stays as it is", () => {
    const text = 'Applicant\nPrakash Xerox\nLotus Tailors\nKamal Bakes outlet\nAsha Rao\n';
    expect(run({ text }).output).toBe('Applicant\nPrakash Xerox\nLotus Tailors\nKamal Bakes outlet\n**** ***\n');
  });

  // Codes under a header that names a person (Lead: LD1, customer: C-1001) are masked like the names they stand for:
  // such a code links its row to one person, and join-safe hashing depends on it (the spec's hashJson example).
  test('a person-named column of record codes is masked, codes and all', () => {
    const text = 'Lead,Name\nLD1,Asha Rao\nLD2,Ravi Kumar\nLD3,Meena Shah\n';
    expect(run({ text }).output).not.toContain('LD1');
  });
});
