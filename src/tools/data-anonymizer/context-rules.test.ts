import { anonymizeData, type AnonymizeRequest } from '.';
import { withSpecDefaults } from '../../../tests/support/spec';

// Rules that read what stands around a value: the word that names it, the trade a handle or a mailbox names, the
// header that makes a number a record's. Each case is written here, not taken from a corpus.
const NOW = new Date('2026-11-27T00:00:00Z');
const run = (body: Partial<AnonymizeRequest>) => anonymizeData(withSpecDefaults('data_anonymizer', body), NOW);
const note = (given: string) => run({ text: `note\n${given}\n` }).output.slice('note\n'.length, -1);

describe('a value its own name introduces is found even where it would not be', () => {
  test.each([
    // 2341 2341 2345: UIDAI's specimen number with its last digit changed, so the Verhoeff check fails.
    { given: 'Aadhaar 2341 2341 2345 seen at check-in', want: 'Aadhaar **** **** **** seen at check-in' },
    { given: 'UID: 2341-2341-2345', want: 'UID: ****-****-****' },
  ])('an Aadhaar number with a wrong check digit after "Aadhaar": "$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test('twelve digits with a wrong check digit and no Aadhaar word stay (a reference, an AWB)', () => {
    expect(note('parcel 2341 2341 2345 dispatched')).toBe('parcel 2341 2341 2345 dispatched');
  });

  test('in a column of codes, a phone number after a phone word is anonymised', () => {
    const text = 'action\nLOGIN_OK\nSETTINGS mobile -> +91 98765 43210\nLOGOUT\n';
    expect(run({ text }).output).toBe('action\nLOGIN_OK\nSETTINGS mobile -> +** ***** *3210\nLOGOUT\n');
  });
});

describe('occasions name the people they are for', () => {
  test.each([
    { given: 'Farhan weds Ishita', want: '****** weds ******' },
    { given: 'Mehendi of Tanvi Kulkarni at 6 pm', want: 'Mehendi of ***** ******** at 6 pm' },
    { given: 'Mundan of Vihaan', want: 'Mundan of ******' },
    { given: 'Birthday of Ira; cake eggless', want: 'Birthday of ***; cake eggless' },
  ])('in a note: "$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test('a festival named after a god stays', () => {
    expect(note('Krishna Janmashtami decor for the lobby')).toBe('Krishna Janmashtami decor for the lobby');
  });

  test("an event column's titles are searched for the people they name; festivals stay", () => {
    const text = 'Booking,Event Title,Guests\nB1,Farhan weds Ishita,300\nB2,Ganesh Puja,80\nB3,Annual Day,200\n';
    expect(run({ text }).output).toBe('Booking,Event Title,Guests\nB1,****** weds ******,300\nB2,Ganesh Puja,80\nB3,Annual Day,200\n');
  });
});

describe('a role before a name, a relation after it, "works at" after it', () => {
  test.each([
    { given: 'Electrician Harpal fixed the meter', want: 'Electrician ****** fixed the meter' },
    { given: 'Complainant: TENZIN DOLMA called twice', want: 'Complainant: ****** ***** called twice' },
    { given: 'Warden lalita deshmukh signed', want: 'Warden ****** ******** signed' },
    { given: 'Pickup by ANIRBAN GHOSAL (grandfather)', want: 'Pickup by ******* ****** (grandfather)' },
    { given: 'Uncle Farooq Lone works at Zaina Kadal', want: 'Uncle ****** **** works at Zaina Kadal' },
  ])('"$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test("a role word alone, and a trade's Works, are no names", () => {
    expect(note('Technician will call tomorrow')).toBe('Technician will call tomorrow');
    expect(note('Quote from Bhola Auto Works at Ring Road')).toBe('Quote from Bhola Auto Works at Ring Road');
  });
});

describe('look-alikes that belong to no person stay as they are', () => {
  test.each(['it.helpdesk@example.in', 'nodal.officer@example.in', 'admissions@example.in', 'donations@example.org'])(
    'a role mailbox written in words: %s',
    (mailbox) => {
      expect(note(`please write to ${mailbox} today`)).toBe(`please write to ${mailbox} today`);
    },
  );

  test('a person whose mailbox holds a role word is still a person', () => {
    expect(note('cc asha.it@example.in')).toBe('cc ****.**@example.in');
  });

  test.each(['gopalsweets.40211@ybl', 'mehtafuels@icici', 'cityprepaid@sbi'])('a trade VPA in a payee column: %s', (vpa) => {
    const text = `payee_vpa\n${vpa}\nasha.rao@okaxis\n`;
    expect(run({ text }).output).toBe(`payee_vpa\n${vpa}\n****.***@okaxis\n`);
  });

  test("a merchant's UPI ID left in clear by its trade word is named in a warning (a one-person shop's may be the owner's)", () => {
    const why = expect.stringContaining("UPI IDs left in clear as merchants'");
    const inColumn = run({ text: 'payee_vpa\nkamalsweets.7781@ybl\nasha.rao@okaxis\n' });
    expect(inColumn.output).toContain('kamalsweets.7781@ybl');
    expect(inColumn.warnings).toEqual([
      expect.objectContaining({ code: 'column_not_masked', column: 'payee_vpa', cells: 1, rows: [1], message: why }),
    ]);
    const inText = run({ text: 'remarks\npaid rajfuels@okicici for diesel\n' });
    expect(inText.output).toContain('rajfuels@okicici');
    expect(inText.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'remarks', message: why })]);
    const nested = run({ text: '[{"payee":{"vpa":"veenatextiles@ybl","note":"saree"}}]' });
    expect(nested.warnings).toEqual([expect.objectContaining({ code: 'column_not_masked', column: 'payee', message: why })]);
    // Named in `columns`, the column is anonymised whole: nothing is left to warn about.
    expect(run({ text: 'payee_vpa\nkamalsweets.7781@ybl\n', columns: ['payee_vpa'] }).warnings).toEqual([]);
    // A gateway's or a person's UPI ID raises no such warning.
    expect(run({ text: 'payee_vpa\nshop.rzp@icici\nasha.rao@okaxis\n' }).warnings).toEqual([]);
  });

  test.each(['rohitofficial@okaxis', 'priyaindia@ybl', 'meenaonline@paytm'])(
    'a person may end a handle in a word a brand uses: %s is masked',
    (vpa) => {
      const text = `payee_vpa\n${vpa}\nasha.rao@okaxis\n`;
      expect(run({ text }).output).not.toContain(vpa);
    },
  );

  test('a merchant VPA in a statement narration is left whole (its handle is no name)', () => {
    expect(note('UPI/123456/merchant.gopal@kotak/Pay to merchant')).toBe('UPI/123456/merchant.gopal@kotak/Pay to merchant');
  });

  test('a loan account code is a record, not a bank account', () => {
    const text = 'Loan A/c,Borrower\nLN22PUN118204,Asha Rao\nLN07DEL554120,Ravi Kumar\n';
    expect(run({ text }).columns.map(({ name }) => name)).toEqual(['Borrower']);
  });

  test('a CIF number is a record, not a phone number', () => {
    const text = 'CIF,Customer\n08765432109,Asha Rao\n09123456781,Ravi Kumar\n';
    expect(run({ text }).columns.map(({ name }) => name)).toEqual(['Customer']);
  });
});

describe('names: the words around them', () => {
  test.each([
    { given: 'Forwarded to JE Asha Rao', want: 'Forwarded to JE **** ***' },
    { given: 'Sarpanch Ravi Kumar se baat hui', want: 'Sarpanch **** ***** se baat hui' },
    { given: 'We held the Ganesh Chaturthi assembly', want: 'We held the Ganesh Chaturthi assembly' },
    { given: 'उज्ज्वला योजना का लाभ मिला', want: 'उज्ज्वला योजना का लाभ मिला' },
    { given: 'Pooja Rao called twice', want: '***** *** called twice' },
  ])('"$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test("a code beside a payee's name (a merchant category) is no part of the name", () => {
    const text = JSON.stringify([{ payee: { name: 'Asha Rao', mcc: '5812' } }, { payee: { name: 'Ravi Kumar', mcc: '5411' } }]);
    expect(JSON.parse(run({ text }).output)).toEqual([
      { payee: { name: '**** ***', mcc: '5812' } },
      { payee: { name: '**** *****', mcc: '5411' } },
    ]);
  });
});

describe('words around a name that are no part of it, and names of things made of name words', () => {
  test.each([
    // The domain of a mailbox or a handle after "@" is no one's name; "@" before a word is a mention.
    { given: 'queries go to helpdesk@tarangtextiles.in by noon', want: 'queries go to helpdesk@tarangtextiles.in by noon' },
    { given: 'sent to kiran.b@okhdfcbank ref 551203', want: 'sent to *****.*@okhdfcbank ref 551203' },
    { given: 'ping @Farida about the keys', want: 'ping @****** about the keys' },
    // A role or relation noun before a name is not part of it, British spellings and compounds too.
    { given: 'Neighbour Tanvi confirmed', want: 'Neighbour ***** confirmed' },
    { given: 'Co-borrower Hemant Joshi agreed', want: 'Co-borrower ****** ***** agreed' },
    // Pt. is a title (Pandit, patient), never a part of the name after it.
    { given: 'Pt. Gopal Kulkarni to return monday', want: 'Pt. ***** ******** to return monday' },
    // A pronoun after a name and a comma is not a second person of a list.
    { given: '"Thanks Irfan, I will check"', want: '"Thanks *****, I will check"' },
    // Festivals named after gods and leaders, whose words are names too.
    { given: 'closed for Saraswati Puja and Ambedkar Jayanti', want: 'closed for Saraswati Puja and Ambedkar Jayanti' },
    { given: 'evening Hanuman Chalisa at the hall', want: 'evening Hanuman Chalisa at the hall' },
    // A god's name with its own "ji" (Balaji) in a shop's name is the shop's.
    { given: 'bought at Balaji Bakery near the gate', want: 'bought at Balaji Bakery near the gate' },
    { given: 'order from Annapurna Sweet House', want: 'order from Annapurna Sweet House' },
    // Acronyms in capitals (a bank, an insurer's agent) are no names; a short name in capitals still is.
    { given: 'Dinesh ne HDFC se baat ki', want: '****** ne HDFC se baat ki' },
    { given: 'claim sent to TPA by Rohit', want: 'claim sent to TPA by *****' },
    { given: 'cheque in name of SONU BHATI', want: 'cheque in name of **** *****' },
    // A relation after or before a name (Mausi, Dadi) is no part of it.
    { given: 'Kamla Mausi will come', want: '***** Mausi will come' },
    // Festivals written alone, and a place suffix (Sarai).
    { given: 'leave for Bihu and Janmashtami', want: 'leave for Bihu and Janmashtami' },
    { given: 'centre at Lado Sarai', want: 'centre at Lado Sarai' },
    // The sign before a name ("Love,") is no second person of a list; a currency is no name.
    { given: '"Congrats Kavya! Love, Tejas"', want: '"Congrats *****! Love, *****"' },
    { given: '"Dear Customer, Rs 500 received"', want: '"Dear Customer, Rs 500 received"' },
    // Hinglish words, capitalised at a sentence's start or after a name, are no names.
    { given: 'Theek hai kal aana', want: 'Theek hai kal aana' },
    { given: 'Kisi ne phone nahi uthaya', want: 'Kisi ne phone nahi uthaya' },
    { given: 'mera beta aman ab school jata hai', want: 'mera beta **** ab school jata hai' },
    // A possessive's 's stays.
    { given: "pending from Farida's side", want: "pending from ******'s side" },
  ])('"$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });

  test.each([
    // A square or a road named after a leader (गांधी चौक) is a place; common nouns (प्रमाण पत्र) are no names.
    { given: 'नेहरू चौक पर पानी भरा है', want: 'नेहरू चौक पर पानी भरा है' },
    { given: 'जाति प्रमाण पत्र अभी तक नहीं मिला', want: 'जाति प्रमाण पत्र अभी तक नहीं मिला' },
  ])('Devanagari: "$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });
});

describe('a name cell keeps in clear what is no part of the name', () => {
  test.each([
    // A couple written with titles: the lone "Mr" is a title, not a name.
    { given: 'Mr & Mrs Bhandari', want: 'Mr & Mrs ********' },
    // A degree after a comma is no second name of a list.
    { given: '"Dr. Leela Menon, MS (Ortho)"', want: '"Dr. ***** *****, MS (Ortho)"' },
    // A staff code before the name is a code.
    { given: 'T2231 - Arvind Pillai', want: 'T2231 - ****** ******' },
    { given: 'W0417/K. Dsouza', want: 'W0417/*. ******' },
  ])('"$given"', ({ given, want }) => {
    const text = `Member Name\n${given}\nSunita Rao\n`;
    expect(run({ text }).output).toBe(`Member Name\n${want}\n****** ***\n`);
  });

  test('in free text, the relation of S/O, D/O, W/O is no initial', () => {
    expect(note('Form signed by guardian (D/O Ramesh Kulkarni) today')).toBe('Form signed by guardian (D/O ****** ********) today');
  });

  test('a role before a name in a name cell (Manager, Prop., TTE) is no part of the name', () => {
    const text = 'Contact Person\nManager Leela Iyer\nProp. Harish Gupta\nTTE R. Menon\n';
    expect(run({ text }).output).toBe('Contact Person\nManager ***** ****\nProp. ****** *****\nTTE *. *****\n');
  });

  test('a stall or a centre in a payee column is a business', () => {
    const text = 'payee_name\nSonal Gift Centre\nRaju Chai Stall\nAsha Rao\n';
    expect(run({ text }).output).toBe('payee_name\nSonal Gift Centre\nRaju Chai Stall\n**** ***\n');
  });

  test('a sender column of SMS sender IDs (TRAI DLT headers) holds no names', () => {
    const text = 'sender,body\nBX-TRNKLR,Your OTP is 1234\nQP-MEDPLS,Order shipped\nBX-TRNKLR,Bill paid\n';
    const result = run({ text });
    expect(result.columns).toEqual([]);
    expect(result.output).toBe(text);
  });
});

describe('what a contact or a guest is saved under is no part of the name', () => {
  test.each([
    { given: 'Harish Electrician', want: '****** Electrician' },
    { given: 'Nandini Office', want: '******* Office' },
    { given: 'Shri Omkar Joshi & family', want: 'Shri ***** ***** & family' },
    // A Parsi surname that is a trade's word is still a surname.
    { given: 'Rustom Driver', want: '****** ******' },
  ])('"$given"', ({ given, want }) => {
    expect(run({ text: `Contact Name\n${given}\nAsha Rao\n` }).output).toBe(`Contact Name\n${want}\n**** ***\n`);
  });

  test.each([
    { given: 'Cust Farhan Ali called reg. refund', want: 'Cust ****** *** called reg. refund' },
    { given: '"cheque bounce, Sunil Kumar-ji will pay"', want: '"cheque bounce, ***** *****-ji will pay"' },
  ])('"$given"', ({ given, want }) => {
    expect(note(given)).toBe(want);
  });
});
