import type { Faker } from '@faker-js/faker';
import { gstinCheckCharacter, verhoeffCheckDigit } from '../shared/india';
import { BANK_CODES, PAN_HOLDER_LETTERS, PLACES, UPI_HANDLES, type Place } from './india-data';
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

function first(faker: Faker, row: RowContext): string {
  row.first ??= faker.person.firstName();
  return row.first;
}
function last(faker: Faker, row: RowContext): string {
  row.last ??= faker.person.lastName();
  return row.last;
}
function place(faker: Faker, row: RowContext): { place: Place; city: readonly [string, string]; pin: string } {
  row.place ??= faker.helpers.arrayElement(PLACES);
  row.city ??= faker.helpers.arrayElement(row.place.cities);
  // The first three digits of a real PIN of that city (its sorting district), so city, state and PIN agree.
  row.pin ??= row.city[1].slice(0, 3) + digits(faker, 3);
  return { place: row.place, city: row.city, pin: row.pin };
}
/** Income Tax PAN: three letters, the holder type, the surname's initial (for a person), four digits, a letter. */
function pan(faker: Faker, row: RowContext): string {
  if (!row.pan) {
    const holder = faker.helpers.arrayElement([...PAN_HOLDER_LETTERS]);
    const initial = holder === 'P' ? (handle(last(faker, row))[0] ?? 'a').toUpperCase() : letters(faker, 1);
    row.pan = `${letters(faker, 3)}${holder}${initial}${digits(faker, 4)}${letters(faker, 1)}`;
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
      return `${faker.person.lastName()} ${faker.helpers.arrayElement(COMPANY_SUFFIXES)}`;
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

/** The most characters a cell of this type can take (for the answer-size bound before anything is generated). */
export function widest(type: ColumnType): number {
  switch (type.kind) {
    case 'enum':
      return Math.max(...type.values.map((value) => value.length)) + 2;
    case 'integer':
    case 'number':
      return 24;
    case 'address':
      return 140;
    default:
      return 64;
  }
}
