/**
 * The generator tools of issue 9 with representative inputs: p50 and p99 at 1 and at 20 connections, each tool on
 * its own; and base64 latency while 4 connections stream all of them (the pool must keep the cheap path at its target).
 */
import autocannon from 'autocannon';
import type { Call } from './hostile';

const records = Array.from({ length: 700 }, (_, i) => ({
  id: i,
  name: `Customer ${i}`,
  email: `customer${i}@example.in`,
  joined: '2024-05-01T10:00:00Z',
  address: { line1: `${i} MG Road`, city: i % 2 ? 'Pune' : 'Bengaluru', pin: 411001 + i },
  tags: i % 3 ? ['retail'] : [],
  orders: [{ total: 1499.5, items: 3 }],
}));
/** The first records that make about 100 kB of JSON text. */
function about100k(): string {
  let count = 1;
  while (JSON.stringify(records.slice(0, count + 1)).length <= 100_000) count += 1;
  return JSON.stringify(records.slice(0, count));
}
const sample = about100k();

const browserCurl = [
  "curl 'https://api.example.com/v1/orders?page=2'",
  "-H 'accept: application/json'",
  "-H 'accept-language: en-IN,en;q=0.9'",
  "-H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.x'",
  "-H 'content-type: application/json'",
  "-H 'origin: https://shop.example.com'",
  "-H 'referer: https://shop.example.com/orders'",
  '-H \'sec-ch-ua: "Chromium";v="131"\'',
  "-H 'sec-ch-ua-mobile: ?0'",
  '-H \'sec-ch-ua-platform: "Linux"\'',
  "-H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36'",
  `--data-raw '{"status":"paid","items":[{"sku":"A1","qty":2}],"note":"gift"}'`,
].join(' \\\n  ');

export const generatorCalls: Array<Call & { name: string }> = [
  { name: 'json-to-typescript (100 kB)', path: '/api/v1/json-to-typescript', body: JSON.stringify({ text: sample }) },
  { name: 'json-to-any-language go (100 kB)', path: '/api/v1/json-to-any-language', body: JSON.stringify({ json: sample, lang: 'go' }) },
  { name: 'json-schema-generator (100 kB)', path: '/api/v1/json-schema-generator', body: JSON.stringify({ text: sample }) },
  { name: 'json-to-csv (100 kB)', path: '/api/v1/json-to-csv', body: JSON.stringify({ text: sample }) },
  {
    name: 'curl-to-code (browser copy, 10 headers)',
    path: '/api/v1/curl-to-code',
    body: JSON.stringify({ curl: browserCurl, target: 'python' }),
  },
  {
    name: 'cron-builder (0 0 29 2 *, 100 runs)',
    path: '/api/v1/cron-builder',
    body: JSON.stringify({ expression: '0 0 29 2 *', fromMs: 1_768_458_600_000, count: 100 }),
  },
];

const eightColumns = 'name:fullName, email:email, phone:phone, pan:pan, gstin:gstin, aadhaar:aadhaar, city:city, amount:integer(100,5000)';
/** About 1 MB of CSV with personal columns, for the anonymizer. */
const personalCsv = (() => {
  const lines = ['id,name,email,mobile,pan,city'];
  for (let i = 0; lines.join('\r\n').length < 1_000_000; i += 1) {
    lines.push(
      `${i},Customer ${i},customer${i}@example.in,+91 98${String(i).padStart(8, '0')},ABCP${String.fromCharCode(65 + (i % 26))}${String(i % 10000).padStart(4, '0')}K,Pune`,
    );
  }
  return `${lines.slice(0, -1).join('\r\n')}\r\n`;
})();
const fiftyEndpoints = Array.from(
  { length: 50 },
  (_, i) =>
    `${['GET', 'POST', 'PUT', 'PATCH', 'DELETE'][i % 5]} /resources${i}/{id} handles resource ${i} with name, email (email), count (integer), active (boolean)`,
).join('\n');
const fiftyOperations = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Fifty', version: '1.0.0' },
  paths: Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [
      `/resources${i}/{id}`,
      {
        get: {
          operationId: `getResource${i}`,
          summary: `Get resource ${i}`,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    ]),
  ),
});

/** The data and spec tools of issue 10 on the inputs its bench names. */
export const dataToolCalls: Array<Call & { name: string }> = [
  {
    name: 'mock-data-generator 10,000 x 8, csv',
    path: '/api/v1/mock-data-generator',
    body: JSON.stringify({ schema: eightColumns, rows: 10_000 }),
  },
  {
    name: 'mock-data-generator 10,000 x 8, json',
    path: '/api/v1/mock-data-generator',
    body: JSON.stringify({ schema: eightColumns, rows: 10_000, format: 'json' }),
  },
  { name: 'data-anonymizer, 1 MB CSV, detect + mask', path: '/api/v1/data-anonymizer', body: JSON.stringify({ text: personalCsv }) },
  { name: 'api-spec-generator, 50 endpoints', path: '/api/v1/api-spec-generator', body: JSON.stringify({ text: fiftyEndpoints }) },
  { name: 'mcp-server-generator, 50 operations', path: '/api/v1/mcp-server-generator', body: JSON.stringify({ text: fiftyOperations }) },
];

export interface ToolLatency {
  name: string;
  one: { p50: number; p99: number };
  twenty: { p50: number; p99: number; rps: number; non2xx: number };
}

async function latency(base: string, call: Call, connections: number, seconds: number) {
  const result = await autocannon({
    url: `${base}${call.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: call.body,
    connections,
    duration: seconds,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

export async function toolLatencies(base: string, seconds: number, calls = generatorCalls): Promise<ToolLatency[]> {
  const rows: ToolLatency[] = [];
  for (const call of calls) {
    const one = await latency(base, call, 1, seconds);
    const twenty = await latency(base, call, 20, seconds);
    rows.push({ name: call.name, one: { p50: one.p50, p99: one.p99 }, twenty });
  }
  return rows;
}
