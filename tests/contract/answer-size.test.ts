import { operations, type OperationId } from '../../src/generated/operations';
import { callTool, useTestClient } from '../support/app';

// Each operation's documented largest answer (`x-max-response-bytes`) against the worst inputs the schema accepts.
// For tools whose answer grows with the request, the worst case must also come near the bound (at least `tight` of it),
// so the documented figure is a real ceiling rather than a number picked safely large.

const BODY_LIMIT = 1024 * 1024;

interface WorstCase {
  name: string;
  body: Record<string, unknown>;
}

/** The longest repetition of `unit` (as JSON-escaped in the body) that keeps `body(text)` within the body limit. */
function fillBody(body: (text: string) => Record<string, unknown>, unit: string): Record<string, unknown> {
  const envelope = Buffer.byteLength(JSON.stringify(body('')));
  const unitBytes = Buffer.byteLength(JSON.stringify(unit)) - 2;
  return body(unit.repeat(Math.floor((BODY_LIMIT - envelope) / unitBytes)));
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const nested = (depth: number, elements: string, count: number) =>
  '['.repeat(depth) + Array(count).fill(elements).join(',') + ']'.repeat(depth);
const allAlgorithms = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'];
/** A JSON object of distinct base-36 keys, each holding `value`, as long as fits in `bytes` once escaped into a body. */
function distinctKeys(bytes: number, value = '0'): string {
  const members: string[] = [];
  let length = 2;
  for (let i = 0; ; i += 1) {
    const member = `"${i.toString(36)}":${value}`;
    const escaped = JSON.stringify(member).length - 2;
    if (length + escaped + 1 > bytes) break;
    members.push(member);
    length += escaped + 1;
  }
  return `{${members.join(',')}}`;
}
const longestVpa = `${'a'.repeat(256)}@${'b'.repeat(64)}`;

const worstCases: Record<OperationId, { tight?: number; cases: WorstCase[] }> = {
  base64_encode_decode: {
    tight: 0.95,
    cases: [
      { name: 'decoding AAAA (three NUL bytes, each \\u0000)', body: fillBody((text) => ({ text, mode: 'decode' }), 'AAAA') },
      { name: 'decoding //// (not UTF-8, answered as hex)', body: fillBody((text) => ({ text, mode: 'decode' }), '////') },
      { name: 'encoding 1 MiB of text', body: fillBody((text) => ({ text, mode: 'encode' }), 'a') },
    ],
  },
  json_formatter: {
    tight: 0.75,
    cases: [
      { name: 'backslash strings 30 tabs deep', body: { text: nested(30, '"\\\\"', 116_000), indent: 'tab' } },
      { name: 'CJK strings', body: { text: nested(1, '"中中"', 87_000), indent: 'tab' } },
      {
        name: '100 duplicated 9,000-character keys',
        body: {
          text: `{${Array(100)
            .fill(`"${'k'.repeat(9000)}":0`)
            .join(',')}}`,
          indent: 2,
        },
      },
    ],
  },
  hash_generator: { cases: [{ name: 'every algorithm over 1 MiB', body: fillBody((text) => ({ text, algorithms: allAlgorithms }), 'é') }] },
  uuid_generator: {
    tight: 0.75,
    cases: ['v4', 'v7'].map((version) => ({ name: `1,000 braced ${version}`, body: { version, count: 1000, format: 'braced' } })),
  },
  jwt_decoder: {
    tight: 0.75,
    cases: [
      {
        name: 'a payload of numbers written 9e20 filling the token',
        body: { token: `${base64url('{"alg":"none"}')}.${base64url(`{"a":[${Array(9800).fill('9e20').join(',')}]}`)}.` },
      },
    ],
  },
  epoch_converter: {
    cases: [
      { name: 'the last representable second', body: { value: '8640000000000', direction: 'to-human', unit: 's' } },
      { name: 'the first representable millisecond', body: { value: '-8640000000000000', direction: 'to-human', unit: 'ms' } },
      { name: 'an RFC 2822 date', body: { value: 'Tue, 1 Jul 2003 10:52:37 +0200', direction: 'to-epoch', unit: 'ms' } },
    ],
  },
  gst_calculator: {
    cases: [
      { name: 'the largest amount, inclusive', body: { amountPaise: 9007199254740991, rate: 28, mode: 'inclusive' } },
      { name: 'a 16-digit amount, exclusive', body: { amountPaise: 7_000_000_000_000_000, rate: 28, mode: 'exclusive' } },
    ],
  },
  gstin_validator: {
    cases: [
      { name: 'a real GSTIN', body: { gstin: '27AAPFU0939F1ZV' } },
      { name: 'a 64-character non-GSTIN', body: { gstin: 'Z'.repeat(64) } },
    ],
  },
  amount_to_words: {
    cases: ['777777777777777.7', '999999999999999.9', '377377377377377.77'].map((amount) => ({
      name: amount,
      body: { amount: Number(amount) },
    })),
  },
  upi_qr_generator: {
    tight: 0.5,
    cases: [
      {
        name: 'every field at its longest, emoji percent-encoded',
        body: { payeeVpa: longestVpa, payeeName: '😀'.repeat(100), amountPaise: 10_000_000_000, note: '😀'.repeat(80) },
      },
    ],
  },
  cron_builder: {
    tight: 0.5,
    cases: [
      { name: '100 runs every second', body: { expression: '* * * * * *', fromMs: 4102444800000, count: 100 } },
      {
        name: 'a 256-character list, described value by value',
        body: {
          expression: `${Array.from({ length: 60 }, (_, i) => i).join(',')} 0-23 1-31 1-12 0-6`.slice(0, 256),
          fromMs: 0,
          count: 100,
        },
      },
    ],
  },
  json_schema_generator: {
    tight: 0.75,
    cases: [
      {
        name: 'a 1 MiB object of short distinct keys',
        body: { text: distinctKeys(BODY_LIMIT - 64) },
      },
      { name: 'distinct keys holding e-mail addresses', body: { text: distinctKeys(BODY_LIMIT - 64, '"a@b.co"') } },
    ],
  },
  json_to_csv: {
    tight: 0.5,
    cases: [
      { name: 'one-character CSV rows, each line end escaped in JSON', body: fillBody((text) => ({ text: `a\n${text}` }), '1\n') },
      { name: 'CSV of quotes, doubled and escaped', body: fillBody((text) => ({ text: `[{"a":"${text}"}]` }), '\\"') },
    ],
  },
  json_to_typescript: {
    tight: 0.9,
    cases: [
      {
        name: 'one 40,000-character key beside 100 others (every line padded to it)',
        body: { text: `{"${'k'.repeat(40_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}` },
      },
    ],
  },
  json_to_any_language: {
    tight: 0.9,
    cases: [
      {
        name: 'Go structs padded to a 39,000-character key beside 100 others, in code and in files',
        body: { json: `{"${'k'.repeat(39_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}`, lang: 'go' },
      },
    ],
  },
  curl_to_code: {
    tight: 0.7,
    cases: [
      {
        name: 'a 32,767-character command of file-upload form fields, in Go',
        body: { curl: `curl https://x${' -F a=@b'.repeat(Math.floor((32_767 - 14) / 8))}`, target: 'go' },
      },
      {
        name: 'the same to fetch',
        body: { curl: `curl https://x${' -F a=@b'.repeat(Math.floor((32_767 - 14) / 8))}`, target: 'fetch' },
      },
    ],
  },
  mock_data_generator: {
    tight: 0.85,
    cases: [
      {
        name: '3,300 JSON rows of 11 enum columns whose value is 64 double quotes (escaped twice)',
        body: {
          schema: JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, `enum(${'"'.repeat(64)})`]))),
          rows: 3300,
          format: 'json',
        },
      },
      {
        name: '10,000 CSV rows of eight columns',
        body: { schema: 'a:fullName,b:email,c:phone,d:pan,e:gstin,f:aadhaar,g:address,h:company', rows: 10_000 },
      },
    ],
  },
  data_anonymizer: {
    tight: 0.9,
    cases: [
      {
        name: '120,000 one-character cells hashed to 64 characters each',
        body: { text: `pan\n${'A\n'.repeat(120_000)}`, columns: ['pan'], mode: 'hash' },
      },
      {
        name: '1 MiB of CRLF rows masked (line ends escaped in JSON)',
        body: fillBody((text) => ({ text: `email\r\n${text}`, mode: 'mask' }), 'a@b.c\r\n'),
      },
    ],
  },
  api_spec_generator: {
    tight: 0.6,
    cases: [
      {
        name: '199 PATCH endpoints with three parameters and 50 fields each',
        body: {
          text: Array.from(
            { length: 200 },
            (_, i) => `PATCH /r${i}/{a}/{b}/{c} with ${Array.from({ length: 50 }, (_, j) => `f${j}`).join(',')}`,
          )
            .join('\n')
            .slice(0, 65_536)
            .replace(/\n[^\n]*$/, ''),
        },
      },
    ],
  },
  mcp_server_generator: {
    cases: [
      {
        name: '200 tools with 20 parameters each',
        body: {
          text: Array.from(
            { length: 200 },
            (_, i) => `tool_${i}(${Array.from({ length: 20 }, (_, j) => `p${j}: "a"|"b"`).join(', ')}): does ${i}`,
          ).join('\n'),
        },
      },
      {
        name: 'an OpenAPI document whose refs expand close to the node budget',
        body: {
          text: JSON.stringify({
            openapi: '3.1.0',
            info: { title: 'x', version: '1' },
            paths: Object.fromEntries(
              Array.from({ length: 200 }, (_, i) => [
                `/r${i}`,
                {
                  post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } }, responses: {} },
                },
              ]),
            ),
            components: {
              schemas: {
                A: {
                  type: 'object',
                  properties: Object.fromEntries(
                    Array.from({ length: 60 }, (_, i) => [`f${i}`, { type: 'string', description: 'x'.repeat(100) }]),
                  ),
                },
              },
            },
          }),
        },
      },
    ],
  },
  gold_making_charges_calculator: {
    cases: [{ name: 'a large bill', body: { ratePerGram: 10_000_000, grams: 1000.123, makingType: 'perGram', makingValue: 999_999.99 } }],
  },
};

test('every operation in the spec has worst cases here', () => {
  expect(Object.keys(worstCases).sort()).toEqual(Object.keys(operations).sort());
});

describe.each(Object.entries(worstCases))('%s', (operationId, { tight, cases }) => {
  const { tool, maxResponseBytes } = operations[operationId as OperationId];
  const answerSizes: number[] = [];
  const client = useTestClient();

  test.each(cases)('when sent $name, then the answer is within x-max-response-bytes', async ({ body }) => {
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(BODY_LIMIT);
    const response = await callTool(client, tool, body);
    expect(response.status).toBe(200);
    answerSizes.push(Buffer.byteLength(response.text));
    expect(answerSizes.at(-1)).toBeLessThanOrEqual(maxResponseBytes);
  });

  if (tight !== undefined) {
    test(`the largest of those answers reaches at least ${tight * 100}% of x-max-response-bytes`, () => {
      expect(answerSizes).toHaveLength(cases.length);
      expect(Math.max(...answerSizes)).toBeGreaterThanOrEqual(tight * maxResponseBytes);
    });
  }
});
