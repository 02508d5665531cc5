import type { Faker } from '@faker-js/faker';
import { ToolInputError } from '../shared/errors';
import { csvField, looksLikeFormula, neutralizeFormula } from '../shared/csv-text';
import { warning } from '../shared/warnings';
import { generate, widest, type Cell, type RowContext, type Streams } from './generators';
import { readSchema, type Column } from './schema';
import type { RequestBody, ToolResult } from '../../common/operations';

export { COLUMN_TYPES } from './schema';

export type MockDataRequest = RequestBody<'mock_data_generator'>;

export type MockDataResult = ToolResult<'mock_data_generator'>;

/** Every date is drawn relative to this instant, never the clock, so a seed gives the same data on every run. */
const REFERENCE_DATE = '2026-01-01T00:00:00.000Z';
/** The largest `output` as the answer carries it (JSON-escaped UTF-8): JSON output escapes every quote once more. */
export const MAX_OUTPUT_BYTES = 10 * 1024 * 1024;

let loaded: Faker | undefined;
const instances: Faker[] = [];

/**
 * faker's en_IN locale entry (20-55 ms to load; the main entry costs about 120 ms and 39 MB). It is ESM-only, so it
 * is loaded through Node's own require (require(esm)), in the pool thread, on first use.
 */
function fakerInstance(): Faker {
  loaded ??= (process.getBuiltinModule('node:module').createRequire(__filename)('@faker-js/faker/locale/en_IN') as { faker: Faker }).faker;
  return loaded;
}

/** FNV-1a of the request's seed and a stream's name: each stream's own seed, unchanged by the other columns. */
function streamSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}\u0000${name}`) hash = Math.imul(hash ^ (char.codePointAt(0) as number), 0x01000193) >>> 0;
  return hash;
}

/**
 * The seeded generators of a request: the entities first, then one per column by its name. The en_IN entry exports
 * only its instance; further instances come from its class (faker's `new Faker({ locale })`), made once per slot and
 * reseeded for each request, which a pool thread runs one at a time.
 */
function seededStreams(seed: number, columns: Column[]): { streams: Streams; own: Faker[] } {
  const names = ['person', 'place', 'pan', ...columns.map(({ name }) => `column:${name}`)];
  const base = fakerInstance();
  const seeded = names.map((name, index) => {
    instances[index] ??= new (base.constructor as new (options: { locale: unknown }) => Faker)({ locale: base.rawDefinitions });
    const faker = instances[index] as Faker;
    faker.seed(streamSeed(seed, name));
    faker.setDefaultRefDate(REFERENCE_DATE);
    return faker;
  });
  const [person, place, pan, ...own] = seeded as [Faker, Faker, Faker, ...Faker[]];
  return { streams: { person, place, pan }, own };
}

function typeName(column: Column): string {
  const type = column.type;
  if (type.kind === 'integer') return `integer(${type.min},${type.max})`;
  if (type.kind === 'number') return `number(${type.min},${type.max},${type.decimals})`;
  if (type.kind === 'enum') return `enum(${type.values.join('|')})`;
  return type.kind;
}

/** Bytes of text once the answer carries it: JSON-escaped inside the `output` string, as UTF-8, without its quotes. */
const answerBytes = (text: string): number => Buffer.byteLength(JSON.stringify(text)) - 2;

/**
 * The most bytes a row can take in the answer, from each column's widest cell: enum values exactly as they will be
 * written; other text with room for CSV quotes or JSON quotes (each escaped once more in the answer) and a formula
 * guard; numbers and booleans bare. JSON rows repeat each column's name as a key.
 */
function rowBound(columns: Column[], format: MockDataRequest['format']): number {
  return columns.reduce((sum, { name, type }) => {
    const bare = type.kind === 'integer' || type.kind === 'number' || type.kind === 'boolean';
    const cell =
      type.kind === 'enum'
        ? Math.max(
            ...type.values.map((value) => answerBytes(format === 'csv' ? csvField(neutralizeFormula(value)) : JSON.stringify(value))),
          )
        : widest(type) + (bare ? 0 : 5);
    const key = format === 'json' ? answerBytes(JSON.stringify(name)) + 1 : 0;
    return sum + cell + key + 1;
  }, 4);
}

/** The most bytes `output` can take in the answer for these columns and rows, known before anything is drawn. */
export function outputBound(columns: Column[], rows: number, format: MockDataRequest['format']): number {
  const header = answerBytes(columns.map((column) => csvField(column.name)).join(',')) + 4;
  return header + rows * rowBound(columns, format);
}

function checkSize(columns: Column[], rows: number, format: MockDataRequest['format']): void {
  const bound = outputBound(columns, rows, format);
  if (bound > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `${rows} rows of these ${columns.length} columns could take ${bound.toLocaleString('en')} bytes in the answer, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; ask for fewer rows or columns.`,
    );
  }
}

function toCsv(columns: Column[], table: Cell[][]): { text: string; neutralized: number } {
  let neutralized = 0;
  const cell = (value: Cell): string => {
    if (typeof value !== 'string') return String(value);
    if (!looksLikeFormula(value)) return csvField(value);
    neutralized += 1;
    return csvField(neutralizeFormula(value));
  };
  const lines = [columns.map((column) => csvField(column.name)).join(','), ...table.map((row) => row.map(cell).join(','))];
  return { text: `${lines.join('\r\n')}\r\n`, neutralized };
}

function toJson(columns: Column[], table: Cell[][]): string {
  // Object.fromEntries keeps a "__proto__" column a column.
  return JSON.stringify(table.map((row) => Object.fromEntries(columns.map((column, index) => [column.name, row[index]]))));
}

/**
 * Mock Indian data: `rows` rows of the schema's columns (faker's seeded generators over our own data: names by
 * community, states, PIN codes, PAN, GSTIN, Aadhaar, IFSC, mobile series), as CSV (RFC 4180) or a JSON array; the
 * same schema, rows and seed give byte-identical output on every run and machine, and a column's values depend only
 * on the seed and its own name and type.
 */
export function generateMockData(request: MockDataRequest): MockDataResult {
  const columns = readSchema(request.schema);
  checkSize(columns, request.rows, request.format);
  const { streams, own } = seededStreams(request.seed, columns);
  const table = Array.from({ length: request.rows }, () => {
    const row: RowContext = {};
    return columns.map((column, index) => generate(column.type, own[index] as Faker, streams, row));
  });
  const warnings: MockDataResult['warnings'] = [];
  let output: string;
  if (request.format === 'csv') {
    const csv = toCsv(columns, table);
    output = csv.text;
    if (csv.neutralized > 0) {
      warnings.push(
        warning(
          'formula_neutralized',
          `${csv.neutralized} CSV cell${csv.neutralized === 1 ? '' : 's'} started with =, +, - or @ (a phone number's +91, a negative enum value), which spreadsheets run as a formula; a leading ' was added (OWASP CSV injection advice). format json has the values as they are.`,
        ),
      );
    }
  } else {
    output = toJson(columns, table);
  }
  const bytes = Buffer.byteLength(JSON.stringify(output));
  if (bytes > MAX_OUTPUT_BYTES) {
    throw new ToolInputError(
      'table_too_large',
      `The output would be ${bytes.toLocaleString('en')} bytes in the answer, above ${MAX_OUTPUT_BYTES.toLocaleString('en')}; ask for fewer rows or columns.`,
    );
  }
  return {
    format: request.format,
    rows: request.rows,
    columns: columns.map((column) => ({ name: column.name, type: typeName(column) })),
    output,
    warnings,
  };
}

/** Loads faker and draws once, so a pool thread's first caller pays for neither. */
export function warmFaker(): void {
  generateMockData({ schema: 'name:fullName', rows: 1, format: 'json', seed: 1 });
}
