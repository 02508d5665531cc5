import type { Faker } from '@faker-js/faker';
import { gstinCheckCharacter, verhoeffCheckDigit } from '../shared/india';
import { BANK_CODES, MOBILE_SERIES, PAN_HOLDER_WEIGHTS, PLACES, UPI_HANDLES, type Place } from './india-data';
import { COMMUNITIES, drawPerson } from './names';
import type { ColumnType } from './schema';

/** What one row's columns share, drawn when a column first needs it: a person, a place, a PAN. */
export interface RowContext {
  person?: { first: string; last: string };
  place?: Place;
  city?: readonly [string, string];
  pin?: string;
  pan?: string;
}

/**
 * The seeded generators of one request: one per column for what is its own (an e-mail's number, a phone number), and
 * one per shared entity (person, place, PAN), each seeded from the request's seed and its own name. So adding,
 * removing or moving a column never changes another column's values, and a row's e-mail still belongs to its name.
 */
export interface Streams {
  person: Faker;
  place: Faker;
  pan: Faker;
}

export type Cell = string | number | boolean;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STREETS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Nehru Street',
  'Park Street',
  'Church Road',
  'Temple Road',
  'Shivaji Marg',
  'Patel Nagar',
  'Rajaji Salai',
  'Lake View Colony',
  'Sector 14',
];
// Shop and firm names as Indian businesses are named: a blessing or a brand word, a trade, a legal form.
const COMPANY_WORDS = [
  'Shree',
  'Sri',
  'Sai',
  'Balaji',
  'Ganesh',
  'Lakshmi',
  'Om',
  'Jai',
  'Maa',
  'Bharat',
  'Hind',
  'Indo',
  'National',
  'Royal',
  'Star',
  'Surya',
  'Metro',
  'Global',
  'Prime',
  'Apex',
  'Vijay',
  'Navrang',
  'Kaveri',
  'Ganga',
  'Narmada',
  'Himalaya',
  'Sahyadri',
  'Deccan',
  'Coastal',
  'Eastern',
  'Western',
  'Southern',
  'Northern',
  'Unique',
  'Perfect',
  'Classic',
  'Modern',
  'Galaxy',
  'Supreme',
  'Crystal',
];
const TRADES = [
  'Textiles',
  'Steel',
  'Pharma',
  'Foods',
  'Motors',
  'Electricals',
  'Plastics',
  'Agro',
  'Logistics',
  'Infotech',
  'Chemicals',
  'Builders',
  'Jewellers',
  'Hardware',
  'Polymers',
  'Traders',
  'Exports',
  'Garments',
  'Spices',
  'Auto Parts',
  'Packaging',
  'Furniture',
  'Ceramics',
  'Dairy',
  'Tea',
  'Engineering',
  'Solar',
  'Paper',
  'Printers',
  'Travels',
];
const LEGAL_FORMS = ['Pvt Ltd', 'Private Limited', 'Ltd', 'LLP', '& Co', '& Sons', 'Enterprises', 'Industries', 'Agencies', 'Corporation'];
// RFC 2606 reserves these for examples: mock addresses never reach a real mailbox.
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
const BIRTH_DATES_FROM = '1950-01-01T00:00:00.000Z';

// One draw each (faker.string.numeric draws per character, which dominated the time of 10,000 rows).
const digits = (faker: Faker, count: number): string => String(faker.number.int({ min: 0, max: 10 ** count - 1 })).padStart(count, '0');
function letters(faker: Faker, count: number): string {
  let value = faker.number.int({ min: 0, max: LETTERS.length ** count - 1 });
  let text = '';
  for (let i = 0; i < count; i += 1, value = Math.floor(value / LETTERS.length)) text = LETTERS[value % LETTERS.length] + text;
  return text;
}
// Names are ASCII letters, sometimes with an apostrophe (D'Souza), which addresses and handles leave out.
const handle = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

const PLACE_WEIGHTS = PLACES.map((value) => ({ value, weight: value.population }));
const MOBILE_STARTS = MOBILE_SERIES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i)));

/** A place drawn by population (Census 2011), so Uttar Pradesh comes up about 3,000 times as often as Lakshadweep. */
function place(streams: Streams, row: RowContext): { place: Place; city: readonly [string, string]; pin: string } {
  const faker = streams.place;
  row.place ??= faker.helpers.weightedArrayElement(PLACE_WEIGHTS);
  row.city ??= faker.helpers.arrayElement(row.place.cities);
  // The first three digits of a real PIN of that city (its sorting district), so city, state and PIN agree.
  row.pin ??= row.city[1].slice(0, 3) + digits(faker, 3);
  return { place: row.place, city: row.city, pin: row.pin };
}
/** A person of the row's state: a community by census shares, then a sex, a first name and a surname of that community. */
function person(streams: Streams, row: RowContext): { first: string; last: string } {
  if (!row.person) {
    row.person = drawPerson(streams.person, place(streams, row).place.state);
  }
  return row.person;
}
/** Income Tax PAN: three letters, the holder type, the surname's initial (for a person), a serial 0001-9999, a letter. */
function pan(streams: Streams, row: RowContext): string {
  if (!row.pan) {
    const faker = streams.pan;
    const holder = faker.helpers.weightedArrayElement(PAN_HOLDER_WEIGHTS);
    const other = letters(faker, 1);
    const initial = holder === 'P' ? (handle(person(streams, row).last)[0] ?? 'a').toUpperCase() : other;
    const serial = String(faker.number.int({ min: 1, max: 9999 })).padStart(4, '0');
    row.pan = `${letters(faker, 3)}${holder}${initial}${serial}${letters(faker, 1)}`;
  }
  return row.pan;
}
function company(faker: Faker): string {
  const word = faker.helpers.arrayElement(COMPANY_WORDS);
  const trade = faker.helpers.arrayElement(TRADES);
  return `${word} ${trade} ${faker.helpers.arrayElement(LEGAL_FORMS)}`;
}

/** One cell of a column type, drawn from the seeded faker (the only source of randomness, so a seed fixes the output). */
export function generate(type: ColumnType, faker: Faker, streams: Streams, row: RowContext): Cell {
  switch (type.kind) {
    case 'fullName': {
      const { first, last } = person(streams, row);
      return `${first} ${last}`;
    }
    case 'firstName':
      return person(streams, row).first;
    case 'lastName':
      return person(streams, row).last;
    case 'email': {
      const { first, last } = person(streams, row);
      return `${handle(first)}.${handle(last)}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`;
    }
    case 'phone':
      // A mobile series (MOBILE_SERIES), then six digits, written as Indians write it: +91 98765 43210.
      return `+91 ${faker.helpers.arrayElement(MOBILE_STARTS)}${digits(faker, 1)} ${digits(faker, 5)}`;
    case 'pan':
      return pan(streams, row);
    case 'gstin': {
      const first14 = `${place(streams, row).place.gstCode}${pan(streams, row)}${faker.number.int({ min: 1, max: 9 })}Z`;
      return first14 + gstinCheckCharacter(first14);
    }
    case 'aadhaar': {
      // UIDAI: 12 digits, never starting with 0 or 1, the last a Verhoeff check digit.
      const body = `${faker.number.int({ min: 2, max: 9 })}${digits(faker, 10)}`;
      return body + verhoeffCheckDigit(body);
    }
    case 'pincode':
      return place(streams, row).pin;
    case 'city':
      return place(streams, row).city[0];
    case 'state':
      return place(streams, row).place.state;
    case 'address': {
      const where = place(streams, row);
      return `${faker.number.int({ min: 1, max: 999 })}, ${faker.helpers.arrayElement(STREETS)}, ${where.city[0]}, ${where.place.state} ${where.pin}`;
    }
    case 'company':
      return company(faker);
    case 'ifsc':
      // RBI: four letters of the bank, a 0, six characters of the branch.
      return `${faker.helpers.arrayElement(BANK_CODES)}0${digits(faker, 6)}`;
    case 'upi': {
      const { first, last } = person(streams, row);
      return `${handle(first)}.${handle(last)}${faker.number.int({ min: 1, max: 999 })}@${faker.helpers.arrayElement(UPI_HANDLES)}`;
    }
    case 'uuid':
      return faker.string.uuid();
    case 'date':
      return faker.date.between({ from: BIRTH_DATES_FROM, to: faker.defaultRefDate() }).toISOString().slice(0, 10);
    case 'datetime':
      return faker.date.recent({ days: 730 }).toISOString();
    case 'boolean':
      return faker.datatype.boolean();
    case 'integer':
      return faker.number.int({ min: type.min, max: type.max });
    case 'number':
      return faker.number.float({ min: type.min, max: type.max, fractionDigits: type.decimals });
    case 'enum':
      return faker.helpers.arrayElement(type.values);
  }
}

const longest = (texts: readonly string[]): number => Math.max(...texts.map((text) => text.length));
const communities = Object.values(COMMUNITIES);
/** The longest first name and surname of any community (all ASCII). */
const NAMES = {
  first: longest(communities.flatMap(({ male, female }) => [...male.values, ...female.values])),
  last: longest(communities.flatMap(({ maleSurnames, femaleSurnames }) => [...maleSurnames.values, ...femaleSurnames.values])),
};
const CITY = longest(PLACES.flatMap(({ cities }) => cities.map(([city]) => city)));
const STATE = longest(PLACES.map(({ state }) => state));

/** The most characters (all ASCII) a cell of this type can take: the answer-size bound is known before anything is drawn. */
export function widest(type: ColumnType): number {
  const { first: F, last: L } = NAMES;
  switch (type.kind) {
    case 'fullName':
      return F + 1 + L;
    case 'firstName':
      return F;
    case 'lastName':
      return L;
    case 'email':
      return F + 1 + L + 2 + 1 + longest(EMAIL_DOMAINS);
    case 'phone':
      return '+91 98765 43210'.length;
    case 'pan':
      return 10;
    case 'gstin':
      return 15;
    case 'aadhaar':
      return 12;
    case 'pincode':
      return 6;
    case 'city':
      return CITY;
    case 'state':
      return STATE;
    case 'address':
      return 3 + 2 + longest(STREETS) + 2 + CITY + 2 + STATE + 1 + 6;
    case 'company':
      return longest(COMPANY_WORDS) + 1 + longest(TRADES) + 1 + longest(LEGAL_FORMS);
    case 'ifsc':
      return 11;
    case 'upi':
      return F + 1 + L + 3 + 1 + longest(UPI_HANDLES);
    case 'uuid':
      return 36;
    case 'date':
      return 10;
    case 'datetime':
      return 24;
    case 'boolean':
      return 5;
    case 'integer':
      return Math.max(String(type.min).length, String(type.max).length);
    case 'number':
      // The sign, the whole digits of the larger bound, the point and the decimals, or an exponent form (at most 24).
      return 24;
    case 'enum':
      return longest(type.values);
  }
}
