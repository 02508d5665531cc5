import type { Faker } from '@faker-js/faker';
import { gstinCheckCharacter, verhoeffCheckDigit } from '../shared/india';
import { BANK_CODES, PAN_HOLDER_WEIGHTS, PLACES, UPI_HANDLES, type Place } from './india-data';
import type { ColumnType } from './schema';

/** What one row's columns share, drawn when a column first needs it: a person's name, a place, a PAN. */
export interface RowContext {
  first?: string;
  last?: string;
  place?: Place;
  city?: readonly [string, string];
  pin?: string;
  pan?: string;
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
const COMPANY_SUFFIXES = [
  'Traders',
  'Enterprises',
  'Industries',
  'Pvt Ltd',
  'Textiles',
  'Foods',
  'Technologies',
  '& Sons',
  'Agencies',
  'Exports',
];
// RFC 2606 reserves these for examples: mock addresses never reach a real mailbox.
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];
export const BIRTH_DATES_FROM = '1950-01-01T00:00:00.000Z';

const digits = (faker: Faker, count: number): string => faker.string.numeric({ length: count, allowLeadingZeros: true });
const letters = (faker: Faker, count: number): string => faker.string.fromCharacters(LETTERS, count);
// Names from en_IN are ASCII letters, sometimes with a space or apostrophe, which addresses and handles leave out.
const handle = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

// en_IN's surname list holds one Western name, and its surname patterns join two with a hyphen: both left out.
const NOT_INDIAN_SURNAMES = new Set(['Abbott']);
let surnames: string[] | undefined;
/** en_IN's own surnames, each drawn alone (faker.person.lastName() sometimes hyphenates two). */
export function indianSurnames(faker: Faker): string[] {
  surnames ??= (faker.rawDefinitions.person?.last_name as { generic: string[] }).generic.filter((name) => !NOT_INDIAN_SURNAMES.has(name));
  return surnames;
}
const PLACE_WEIGHTS = PLACES.map((value) => ({ value, weight: value.population }));

function first(faker: Faker, row: RowContext): string {
  row.first ??= faker.person.firstName();
  return row.first;
}
function last(faker: Faker, row: RowContext): string {
  row.last ??= faker.helpers.arrayElement(indianSurnames(faker));
  return row.last;
}
/** A place drawn by population (Census 2011), so Uttar Pradesh comes up about 3,000 times as often as Lakshadweep. */
function place(faker: Faker, row: RowContext): { place: Place; city: readonly [string, string]; pin: string } {
  row.place ??= faker.helpers.weightedArrayElement(PLACE_WEIGHTS);
  row.city ??= faker.helpers.arrayElement(row.place.cities);
  // The first three digits of a real PIN of that city (its sorting district), so city, state and PIN agree.
  row.pin ??= row.city[1].slice(0, 3) + digits(faker, 3);
  return { place: row.place, city: row.city, pin: row.pin };
}
/** Income Tax PAN: three letters, the holder type, the surname's initial (for a person), a serial 0001-9999, a letter. */
function pan(faker: Faker, row: RowContext): string {
  if (!row.pan) {
    const holder = faker.helpers.weightedArrayElement(PAN_HOLDER_WEIGHTS);
    const initial = holder === 'P' ? (handle(last(faker, row))[0] ?? 'a').toUpperCase() : letters(faker, 1);
    const serial = String(faker.number.int({ min: 1, max: 9999 })).padStart(4, '0');
    row.pan = `${letters(faker, 3)}${holder}${initial}${serial}${letters(faker, 1)}`;
  }
  return row.pan;
}

/** One cell of a column type, drawn from the seeded faker (the only source of randomness, so a seed fixes the output). */
export function generate(type: ColumnType, faker: Faker, row: RowContext): Cell {
  switch (type.kind) {
    case 'fullName':
      return `${first(faker, row)} ${last(faker, row)}`;
    case 'firstName':
      return first(faker, row);
    case 'lastName':
      return last(faker, row);
    case 'email':
      return `${handle(first(faker, row))}.${handle(last(faker, row))}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`;
    case 'phone':
      // TRAI numbering plan: mobile numbers are ten digits starting with 6-9.
      return `+91 ${faker.number.int({ min: 6, max: 9 })}${digits(faker, 4)} ${digits(faker, 5)}`;
    case 'pan':
      return pan(faker, row);
    case 'gstin': {
      const first14 = `${place(faker, row).place.gstCode}${pan(faker, row)}${faker.number.int({ min: 1, max: 9 })}Z`;
      return first14 + gstinCheckCharacter(first14);
    }
    case 'aadhaar': {
      // UIDAI: 12 digits, never starting with 0 or 1, the last a Verhoeff check digit.
      const body = `${faker.number.int({ min: 2, max: 9 })}${digits(faker, 10)}`;
      return body + verhoeffCheckDigit(body);
    }
    case 'pincode':
      return place(faker, row).pin;
    case 'city':
      return place(faker, row).city[0];
    case 'state':
      return place(faker, row).place.state;
    case 'address': {
      const where = place(faker, row);
      return `${faker.number.int({ min: 1, max: 999 })}, ${faker.helpers.arrayElement(STREETS)}, ${where.city[0]}, ${where.place.state} ${where.pin}`;
    }
    case 'company':
      return `${faker.helpers.arrayElement(indianSurnames(faker))} ${faker.helpers.arrayElement(COMPANY_SUFFIXES)}`;
    case 'ifsc':
      // RBI: four letters of the bank, a 0, six characters of the branch.
      return `${faker.helpers.arrayElement(BANK_CODES)}0${digits(faker, 6)}`;
    case 'upi':
      return `${handle(first(faker, row))}.${handle(last(faker, row))}${faker.number.int({ min: 1, max: 999 })}@${faker.helpers.arrayElement(UPI_HANDLES)}`;
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
let nameWidths: { first: number; last: number } | undefined;
/** The longest first name and surname faker en_IN can draw (its lists are ASCII). */
function names(faker: Faker): { first: number; last: number } {
  const firstNames = faker.rawDefinitions.person?.first_name as { female: string[]; male: string[] };
  nameWidths ??= { first: longest([...firstNames.female, ...firstNames.male]), last: longest(indianSurnames(faker)) };
  return nameWidths;
}
const CITY = longest(PLACES.flatMap(({ cities }) => cities.map(([city]) => city)));
const STATE = longest(PLACES.map(({ state }) => state));

/** The most characters (all ASCII) a cell of this type can take: the answer-size bound is known before anything is drawn. */
export function widest(type: ColumnType, faker: Faker): number {
  const { first: F, last: L } = names(faker);
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
      return L + 1 + longest(COMPANY_SUFFIXES);
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
