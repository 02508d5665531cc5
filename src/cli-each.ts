import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { apiRoot } from './common/api-root';
import { UsageError, type RequestSchema } from './cli-arguments';
import { ProblemError, problemBody } from './problems/problem';
import { detectDelimiter, readCsvRows, type CsvDelimiter } from './tools/shared/csv-rows';

// `utility-tools-api <tool> --each [file|-]`: one call of the tool per NDJSON line or CSV row, run in chunks through
// the batch (the library's runBatch here, POST /api/v1/batch on a service), each answer a line on stdout in input order.

/** One answer line: the batch's item (the spec's CallAnswer), its `index` the record's place in the input (0-based). */
export type EachAnswer =
  | { index: number; tool: string; status: 200; result: unknown }
  | { index: number; tool: string; status: number; problem: { status: number; code?: string } & Record<string, unknown> };

/** How a chunk of calls is answered: by the library here, or by the service's batch operation. */
export type RunChunk = (calls: Array<{ tool: string; body: Record<string, unknown> }>) => Promise<EachAnswer[]>;

/** A record of the input, read: a body for the tool, or why it is not one (its own 400 answer). */
type InputRecord =
  { body: Record<string, unknown> } | { refusal: { code: 'invalid_json_body' | 'invalid_input_row'; detail: string; recovery: string } };

/** A CSV cell as the value of its property, by the property's schema type; text that is not one stays text (the tool's 422 says why). */
function cellValue(schema: RequestSchema['properties'][string] | undefined, cell: string): unknown {
  const declared = (schema as { type?: string | string[] } | undefined)?.type;
  const types = Array.isArray(declared) ? declared : [declared];
  if ((types.includes('integer') || types.includes('number')) && cell.trim() !== '' && !Number.isNaN(Number(cell))) return Number(cell);
  if (types.includes('boolean') && (cell === 'true' || cell === 'false')) return cell === 'true';
  if (types.includes('array') || types.includes('object')) {
    try {
      return JSON.parse(cell) as unknown;
    } catch {
      return cell;
    }
  }
  return cell;
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** An NDJSON line as a body, or its refusal naming the line. */
function jsonRecord(text: string, line: number, where: string): InputRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      refusal: {
        code: 'invalid_json_body',
        detail: `Line ${line} of ${where} is not JSON: ${(error as Error).message.slice(0, 100)}`,
        recovery: 'Write one JSON object of the tool\'s fields per line, such as {"amountPaise": 100000, "rate": 18}.',
      },
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      refusal: {
        code: 'invalid_json_body',
        detail: `Line ${line} of ${where} is JSON but not an object.`,
        recovery: 'Write one JSON object of the tool\'s fields per line, such as {"amountPaise": 100000, "rate": 18}.',
      },
    };
  }
  return { body: value as Record<string, unknown> };
}

/**
 * The records of an input, in order, with the line each starts on: NDJSON when its first line other than white space
 * starts with `{`, else CSV (its first row the headers: the tool's property names, as in the spec or kebab-case).
 * Read a line at a time, so a file of any length is never held whole.
 */
async function* records(
  lines: AsyncIterable<string>,
  schema: RequestSchema,
  where: string,
): AsyncGenerator<{ line: number; record: InputRecord }> {
  let format: 'ndjson' | 'csv' | undefined;
  let headers: string[] = [];
  let delimiter: CsvDelimiter = ',';
  const byHeader = new Map<string, string>();
  for (const name of Object.keys(schema.properties)) {
    byHeader.set(name, name);
    byHeader.set(kebab(name), name);
  }
  let pending = '';
  let pendingLine = 0;
  let number = 0;
  for await (const raw of lines) {
    number += 1;
    const text = number === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (pending === '' && text.trim() === '') continue;
    format ??= text.trimStart().startsWith('{') ? 'ndjson' : 'csv';
    if (format === 'ndjson') {
      yield { line: number, record: jsonRecord(text, number, where) };
      continue;
    }
    // A quoted CSV field may hold line breaks: a record ends on a line where its quotes are balanced.
    if (pending === '') pendingLine = number;
    pending = pending === '' ? text : `${pending}\n${text}`;
    if ((pending.match(/"/g)?.length ?? 0) % 2 === 1) continue;
    const recordText = pending;
    pending = '';
    if (headers.length === 0) {
      delimiter = detectDelimiter(recordText);
      try {
        headers = (readCsvRows(recordText, delimiter)[0]?.cells ?? []).map((cell) => byHeader.get(cell.trim()) ?? cell.trim());
      } catch (error) {
        throw new UsageError(`The CSV header row of ${where} cannot be read: ${(error as Error).message}`);
      }
      continue;
    }
    yield { line: pendingLine, record: csvRecord(recordText, pendingLine, where, headers, delimiter, schema) };
  }
  if (pending !== '') {
    yield { line: pendingLine, record: csvRecord(pending, pendingLine, where, headers, delimiter, schema) };
  }
}

function csvRecord(
  text: string,
  line: number,
  where: string,
  headers: string[],
  delimiter: CsvDelimiter,
  schema: RequestSchema,
): InputRecord {
  let cells: string[];
  try {
    cells = readCsvRows(text, delimiter)[0]?.cells ?? [];
  } catch (error) {
    const why = (error as Error).message.replace(/^Line \d+: /, '');
    return {
      refusal: {
        code: 'invalid_input_row',
        detail: `The CSV row on line ${line} of ${where}: ${why}`,
        recovery: 'Quote a field that holds the delimiter, a quote or a line break, and write " inside it as "".',
      },
    };
  }
  if (headers.length === 0 || cells.length !== headers.length) {
    return {
      refusal: {
        code: 'invalid_input_row',
        detail: `The CSV row on line ${line} of ${where} has ${cells.length} cells; the header row has ${headers.length}.`,
        recovery: 'Give every row one cell per header (an empty cell leaves its field out); quote a cell that holds the delimiter.',
      },
    };
  }
  const body: Record<string, unknown> = {};
  headers.forEach((name, at) => {
    const cell = cells[at] as string;
    // An empty cell leaves the field out: the flag's value, or the spec's default, applies.
    if (cell !== '') body[name] = cellValue(schema.properties[name], cell);
  });
  return { body };
}

/** The lines of a file, or of stdin for `-`. */
export function inputLines(path: string): AsyncIterable<string> {
  const stream = path === '-' ? process.stdin : createReadStream(path, { encoding: 'utf8' });
  if (path === '-') process.stdin.setEncoding('utf8');
  return createInterface({ input: stream, crlfDelay: Infinity });
}

/** Writes a line to stdout, waiting for it to drain when its buffer is full (memory stays flat for any input). */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
}

/**
 * Runs `tool` once per record of `lines`, each record's fields over `defaults` (the flags), in chunks of at most
 * `chunkItems` calls and `chunkBytes` bytes of bodies; writes one answer line per record, in input order. Resolves to
 * the status of the first record that did not give 200 (200 when every one did).
 */
export async function runEach(options: {
  tool: string;
  schema: RequestSchema;
  defaults: Record<string, unknown>;
  lines: AsyncIterable<string>;
  where: string;
  chunkItems: number;
  chunkBytes: number;
  run: RunChunk;
}): Promise<number> {
  const { tool, schema, defaults, chunkItems, chunkBytes, run } = options;
  let firstFailed = 200;
  let index = 0;
  let chunk: Array<{ line: number; record: InputRecord }> = [];
  let bytes = 0;
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    const calls = chunk.flatMap(({ record }) => ('body' in record ? [{ tool, body: { ...defaults, ...record.body } }] : []));
    const answers = calls.length > 0 ? await run(calls) : [];
    let next = 0;
    for (const { record } of chunk) {
      let answer: EachAnswer;
      if ('body' in record) {
        answer = { ...(answers[next] as EachAnswer), index };
        next += 1;
      } else {
        const { code, detail, recovery } = record.refusal;
        const problem = problemBody(new ProblemError(code, detail, { recovery }), '', `${apiRoot}/${tool}`);
        answer = { index, tool, status: problem.status, problem };
      }
      if (firstFailed === 200 && answer.status !== 200) firstFailed = answer.status;
      index += 1;
      await write(`${JSON.stringify(answer)}\n`);
    }
    chunk = [];
    bytes = 0;
  };
  for await (const entry of records(options.lines, schema, options.where)) {
    const size = 'body' in entry.record ? Buffer.byteLength(JSON.stringify(entry.record.body)) + tool.length + 32 : 0;
    if (chunk.length > 0 && (chunk.length >= chunkItems || bytes + size > chunkBytes)) await flush();
    chunk.push(entry);
    bytes += size;
  }
  await flush();
  return firstFailed;
}
