import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';

// Dates that are no one's birth, dates of birth under a header that says more, and the words kept before a name.
// Each case is written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);

describe('dates of events are not dates of birth, however long ago', () => {
  test.each(['Date of Joining', 'Anniversary', 'A/c Opened', 'Account Opened On'])('"%s" is left', (header) => {
    const text = `Member,${header}\nAsha Rao,12/03/1998\nRavi Kumar,01/07/2004\n`;
    expect(run({ text }).output).toBe(`Member,${header}\n**** ***,12/03/1998\n**** *****,01/07/2004\n`);
  });

  test('a bare "Date" column of dates 10 to 110 years ago may still be births', () => {
    const text = 'Member,Date\nAsha Rao,12/03/1978\nRavi Kumar,01/07/1984\n';
    expect(run({ text }).columns).toContainEqual(expect.objectContaining({ name: 'Date', kind: 'date_of_birth' }));
  });

  test('a bracket that says "DOB" makes the column dates of birth ("Age (DOB)", with the age before it)', () => {
    const text = 'Donor,Age (DOB)\nAsha Rao,31 (06/09/1995)\nRavi Kumar,"60Y, 27-02-1966"\n';
    const { output, columns } = run({ text });
    expect(output).not.toMatch(/1995|1966/);
    expect(columns).toContainEqual(expect.objectContaining({ name: 'Age (DOB)', kind: 'date_of_birth' }));
  });
});

describe('the words before a name stay, one after another', () => {
  test.each([
    { given: 'W/o Late Suresh Rao', want: 'W/o Late ****** ***' },
    { given: 'Baby of Asha Rao', want: 'Baby of **** ***' },
    { given: 'B/o Asha Rao', want: 'B/o **** ***' },
    { given: 'S/o late Ramesh Rao', want: 'S/o late ****** ***' },
  ])('"$given"', ({ given, want }) => {
    expect(run({ text: `Patient\n${given}\nRavi Kumar\n` }).output).toBe(`Patient\n${want}\n**** *****\n`);
  });
});
