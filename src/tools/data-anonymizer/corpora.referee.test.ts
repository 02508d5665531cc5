import { join } from 'node:path';
import { recordAnonymizerScore, shortfalls } from '../../../tests/support/anonymizer-goals';
import { scoreCorpusFile, scoreCorpusJoins } from '../../../tests/support/score-anonymizer-corpus';
import { recordScore } from '../../../tests/support/scoreboard';

// The development corpora (tests/corpora/data-anonymizer/dev, dev-2): labelled exports written by helpers who never
// read this tool's rules, the material the rules were tuned on; the goals are held on the two pooled. The held-out
// corpus, kept apart from tuning, is scored beside them (held-out.referee.test.ts). In the referee tier, as every
// labelled corpus is: scoring them all is slow; each rule's own test is in the fast tier. ANON_REPORT=1 prints
// every value not caught whole and every token changed that holds no personal data.
const FREE_FORM = new Set(['name', 'address', 'date_of_birth']);
const corpus = (name: string) => join(__dirname, '../../../tests/corpora/data-anonymizer', name, 'corpus.json');
const corpora = [corpus('dev'), corpus('dev-2')];

/** Join-safe hashing over the development corpora, for the kinds chosen. */
function joins(kinds: (kind: string) => boolean) {
  const all = corpora.map((path) => scoreCorpusJoins(path, kinds));
  return {
    repeated: all.reduce((sum, one) => sum + one.repeated, 0),
    joined: all.reduce((sum, one) => sum + one.joined, 0),
    broken: all.flatMap((one) => one.broken),
  };
}

describe('data-anonymizer on the development corpora (written blind, tuned on)', () => {
  for (const name of ['dev', 'dev-2']) recordAnonymizerScore(`${name} corpus, tuned on`, scoreCorpusFile(corpus(name)));
  // The third, name-heavy corpus was scored before any tuning on it (recall 94.4 %, precision 91.4 %) and tuned on
  // for one round only: it shows the gap that remains on names in free text, and guards against losing ground.
  const third = scoreCorpusFile(corpus('dev-3'));
  recordAnonymizerScore('dev-3 corpus (names in free text), tuned on once', third);
  // The fourth corpus, rich in look-alikes (shops, brands and institutions built on name words, business addresses,
  // landmarks, venues), written blind and tuned on for precision. Before → after tuning (scored with each CSV's own
  // delimiter): P 81.1 → 98.5 %, R 96.4 → 96.4 %; addresses P 73.1 → 98.5 %, R 94.7 → 94.7 %; names P 82.4 → 96.7 %,
  // R 95.8 → 95.8 %. Then shops' and offices' addresses in free text were masked again (fail safe: nothing can warn
  // about a value left in a sentence, and leaving them lost home addresses on the held-out corpus): P 95.7 %,
  // addresses P 93.0 %; columns of business addresses stay in clear with a warning. Codes under a header that names a
  // person (Lead: LD1) are masked again too (they link a row to one person): names P 96.3 %, overall P 95.6 %. Then a
  // site's or a branch's address column whose values are homes (a solar installer's "Site Address") is masked: it was
  // left in clear with no warning, so address recall rose from 94.7 to 99.5 % (overall 96.4 to 98.7 %). Then occasions
  // ("X weds Y", "Mundan of X", an "Event" column's titles) name the people they are for: names R 95.8 to 96.7 %;
  // roles before a name (Technician, Claimant), a relation after it ("(grandparent)") and "works at" read as the verb,
  // not a trade's Works: names R 98.0 % (held-out names R 97.0 to 97.1 %, P unchanged). Then, from dev-5, a business's
  // address in a sentence is left in clear with its cell named in a warning when only a business has what it names:
  // P 97.1 %, addresses P 95.7 %, recall unchanged.
  const fourth = scoreCorpusFile(corpus('dev-4'));
  recordAnonymizerScore('dev-4 corpus (look-alikes), written blind, tuned on', fourth);
  // The fifth corpus, weighted to addresses and the text around them (split address columns, village addresses,
  // addresses in sentences beside times, amounts and statuses; hubs, branches, offices, shops, routes and zones as
  // look-alikes), written blind on 28 Nov and scored before any tuning on it: P 87.0 %, R 96.6 %; addresses P 82.7 %,
  // R 95.0 %. Tuned on once: a hub's, a pickup point's or an IT park's premises are a business's, an office's floor
  // first is no home, and a business's address in a sentence (a branch, a registered office, an office or shop number,
  // a mall, a hub before it) is left in clear with its cell named in a warning: P 96.2 %, addresses P 95.6 %, recall
  // unchanged (held-out unchanged too); headers with the line's number glued on ("addr1", "addr2") read as address
  // lines: R 97.4 %, addresses R 96.3 %; "House No."/"Qtr No." start an address, "opp." ends no sentence, a clock's
  // time is no house number and Hinglish after a PIN code ends one: P 96.7 %, R 98.1 %, addresses P 96.2 %, R 97.2 %.
  // The premises named before a business's address are left with it ("Ekart Pickup Point", not a name): P 97.0 %,
  // names P 95.5 %. States stay in clear by design (see README), which this corpus labels.
  const fifth = scoreCorpusFile(corpus('dev-5'));
  recordAnonymizerScore('dev-5 corpus (addresses in context), written blind, tuned on once', fifth);
  // The sixth corpus, home addresses in running text (notes, chats, tickets) with words, names, products and links
  // right after them and shops, hubs and clinics beside them, written blind on 28 Nov and scored before any tuning on
  // it: P 97.3 %, R 82.7 %; addresses P 95.9 %, R 75.5 % (314 of 448 caught whole). Tuned on once: an address written
  // without commas runs from a home's unit (or a number after "drop at", "shifted to") over the capitalised words,
  // numbers and address words after it (house-runs.ts); capitalised words running into prose after an address end it;
  // "ghar" after a PIN code opens no second address; a sentence around an address is searched as text, not masked
  // whole: P 97.8 %, R 98.4 %; addresses P 97.2 %, R 97.8 %. A sentence's end ends an address, a code's six digits
  // (OD-243001) are no PIN code, and days ("Mon-Sat") are neither an address's words nor a name: P 98.5 %, addresses
  // P 98.3 %. Capitalised words after an address end it only when the dictionary knows them or they are a person's
  // name ("Call before coming", not "... Heights Velachery ghar pe"); a number after a name and a comma starts one:
  // P 98.0 %, R 98.9 %; addresses P 97.6 %, R 98.9 %, and 5 of the 448 left without a warning (18 before; held-out
  // unchanged).
  const sixth = scoreCorpusFile(corpus('dev-6'));
  recordAnonymizerScore('dev-6 corpus (addresses in running text), written blind, tuned on once', sixth);
  // The seventh corpus, addresses in structured columns as others export them (split line/landmark/PIN columns, many
  // header spellings, Hindi and Hinglish, notes after the address, two addresses in a cell, businesses' addresses
  // under shipper, retailer, garage and fulfilment keys), written blind on 28 Nov and scored before any tuning on it:
  // P 89.2 %, R 98.3 %; addresses P 90.5 %, R 98.1 %; names P 80.4 %. Tuned on once: a note after an address's PIN code
  // (and state, country) is searched as text; a bracket saying "(address)" makes an address header; a shipper's, a
  // retailer's, a garage's or a fulfilment centre's address is a business's (a home among them still masked); a
  // shop's or an office's whole address among a person's addresses (JSON) is left with a warning; several labelled
  // addresses in a cell ("Home: …; Office: …", "Pickup: … -> Drop: …") are read one by one; "पिन कोड", "lm" and
  // "Addresses" are read as the headers they are; a name column's cell is a business only by its first part (a
  // guardian's "C/O <name>, …, Shanti Bhavan" was left in clear, silently): P 96.8 %, R 100 %; addresses P 96.4 %.
  // 197 of the 215 tokens still counted false are cities, districts, towns, police stations and hostel rooms of the
  // people in the rows, which this corpus labels as look-alikes and the tool masks by design (HIPAA Safe Harbor removes
  // every place smaller than a state). Held-out unchanged.
  const seventh = scoreCorpusFile(corpus('dev-7'));
  recordAnonymizerScore('dev-7 corpus (addresses in columns), written blind, tuned on once', seventh);
  // The eighth corpus, people's names and dates of birth as 30 kinds of Indian exports write them (HR, OPD, school,
  // KYC, matrimonial, RSVPs, call logs, WhatsApp; initials, "SURNAME, Given", seven scripts, titles and relations;
  // dates of events beside dates of birth), written blind on 28 Nov and scored before any tuning on it: P 91.7 %, R
  // 98.7 %; dates of birth P 89.6 %, R 95.8 %; names P 93.7 %, R 99.8 %. Tuned on once: a header naming an event's date
  // ("Date of Joining", "Anniversary", "A/c Opened") holds no births; a bracket saying "(DOB)" makes a column dates of
  // birth ("Age (DOB)"); titles and relations before a name stay one after another ("W/o Late", "Baby of", "B/o"): P
  // 93.5 %, R 99.9 %; dates of birth P 94.3 %, R 100 %; names P 94.8 %. Left by design: a matrimonial "time_of_birth"
  // (part of a birth date, which Safe Harbor removes), a member's flat number, staff usernames in an agent column,
  // villages and cities of the people in the rows. Held-out unchanged.
  const eighth = scoreCorpusFile(corpus('dev-8'));
  recordAnonymizerScore('dev-8 corpus (names and dates of birth), written blind, tuned on once', eighth);
  // The ninth corpus, home addresses among venues, hotels, offices, shops, hubs, landmarks and places of worship (in
  // their own columns and in the same notes: a wedding's guest list, a hotel's register, KYC, deliveries; English,
  // Hinglish and Hindi), written blind on 28 Nov and scored before any tuning on it: P 88.8 %, R 94.6 %; addresses P
  // 85.4 %, R 92.7 %; Aadhaar R 89.8 % (under "ID Proof (Aadhaar)", numbers whose check digit fails). Tuned on once: a
  // header's bracket naming an identifier makes the column one; a note running from a workplace on to a home ("…,
  // family stays at House No. 60, …") is searched, not left as an office's address; a business's address run on by an
  // opener ("and drop at", "now at home") is cut there and the home read on its own; a column of offices with homes
  // among them is an address column (the offices left, named): R 99.5 %, addresses R 99.4 %. Then venues, hotels and
  // places of worship (Marriage Hall, Hotel …, Masjid, but not Temple Street) are businesses, a reception is an
  // occasion, a pipe between fields and a bracket opening on prose end an address, and a commercial complex named
  // after housing is a business's: P 93.4 %, addresses P 91.7 %. Held-out addresses P 96.7 to 97.1 %, recall
  // unchanged. Left by design: districts and towns of the people in the rows (Safe Harbor), bus stops' landmarks.
  const ninth = scoreCorpusFile(corpus('dev-9'));
  recordAnonymizerScore('dev-9 corpus (addresses among venues and offices), written blind, tuned on once', ninth);
  const pooled = scoreCorpusFile(...corpora);
  if (process.env.ANON_REPORT) console.log([...pooled.misses, ...pooled.falsePositives].join('\n'));

  test('every kind meets its recall goal, and precision its goal', () => {
    expect(shortfalls(pooled)).toEqual([]);
  });

  test('the name-heavy third corpus keeps what one round of tuning on it reached', () => {
    expect({ recall: third.overall.recall >= 0.97, precision: third.overall.precision >= 0.95 }).toEqual({ recall: true, precision: true });
  });

  test("addresses on the third corpus keep issue 35's goal (97 % precision and recall) with a margin", () => {
    const address = third.kinds.find(({ kind }) => kind === 'address');
    expect({ recall: (address?.recall ?? 0) >= 0.985, precision: (address?.precision ?? 0) >= 0.98 }).toEqual({
      recall: true,
      precision: true,
    });
  });

  test('the look-alike corpus keeps its precision without losing recall', () => {
    const kind = (name: string) => fourth.kinds.find((one) => one.kind === name);
    expect({
      recall: fourth.overall.recall >= 0.99,
      precision: fourth.overall.precision >= 0.965,
      addresses: (kind('address')?.precision ?? 0) >= 0.95 && (kind('address')?.recall ?? 0) >= 0.99,
      names: (kind('name')?.precision ?? 0) >= 0.96 && (kind('name')?.recall ?? 0) >= 0.975,
    }).toEqual({ recall: true, precision: true, addresses: true, names: true });
  });

  test('the address corpus keeps its precision without losing recall', () => {
    const address = fifth.kinds.find(({ kind }) => kind === 'address');
    expect({
      recall: fifth.overall.recall >= 0.978,
      precision: fifth.overall.precision >= 0.965,
      addresses: (address?.precision ?? 0) >= 0.96 && (address?.recall ?? 0) >= 0.97,
    }).toEqual({ recall: true, precision: true, addresses: true });
  });

  test('the running-text address corpus keeps what one round of tuning on it reached', () => {
    const address = sixth.kinds.find(({ kind }) => kind === 'address');
    expect({
      recall: sixth.overall.recall >= 0.98,
      precision: sixth.overall.precision >= 0.975,
      addresses: (address?.precision ?? 0) >= 0.97 && (address?.recall ?? 0) >= 0.985,
    }).toEqual({ recall: true, precision: true, addresses: true });
  });

  test('the address-column corpus keeps what one round of tuning on it reached', () => {
    const address = seventh.kinds.find(({ kind }) => kind === 'address');
    expect({
      recall: seventh.overall.recall >= 0.995,
      precision: seventh.overall.precision >= 0.96,
      addresses: (address?.precision ?? 0) >= 0.955 && (address?.recall ?? 0) >= 0.995,
    }).toEqual({ recall: true, precision: true, addresses: true });
  });

  test('the names and dates-of-birth corpus keeps what one round of tuning on it reached', () => {
    const kind = (name: string) => eighth.kinds.find((one) => one.kind === name);
    expect({
      recall: eighth.overall.recall >= 0.995,
      precision: eighth.overall.precision >= 0.93,
      births: (kind('date_of_birth')?.precision ?? 0) >= 0.94 && (kind('date_of_birth')?.recall ?? 0) >= 0.995,
      names: (kind('name')?.precision ?? 0) >= 0.945 && (kind('name')?.recall ?? 0) >= 0.995,
    }).toEqual({ recall: true, precision: true, births: true, names: true });
  });

  test('the venues-and-offices corpus keeps what one round of tuning on it reached', () => {
    const kind = (name: string) => ninth.kinds.find((one) => one.kind === name);
    expect({
      recall: ninth.overall.recall >= 0.99,
      precision: ninth.overall.precision >= 0.93,
      addresses: (kind('address')?.precision ?? 0) >= 0.9 && (kind('address')?.recall ?? 0) >= 0.99,
      aadhaar: kind('aadhaar')?.recall === 1,
    }).toEqual({ recall: true, precision: true, addresses: true, aadhaar: true });
  });

  test('every identifier written more than once hashes to one token everywhere, in cells and in text', () => {
    const identifiers = joins((kind) => !FREE_FORM.has(kind));
    // Names, addresses and dates of birth join only where every occurrence is found with the same extent: reported.
    const freeForm = joins((kind) => FREE_FORM.has(kind));
    const measure = 'join-safe hashing: repeated values with one token at every occurrence (development corpora)';
    recordScore({
      tool: 'data-anonymizer',
      measure,
      row: 'identifiers',
      figures: { joined: `${identifiers.joined}/${identifiers.repeated}` },
    });
    recordScore({
      tool: 'data-anonymizer',
      measure,
      row: 'names, addresses, dates of birth',
      figures: { joined: `${freeForm.joined}/${freeForm.repeated}` },
    });
    expect(identifiers.broken).toEqual([]);
  });
});
