import { expect, test } from 'tstyche';
import { createClient, UtilityToolsError, type ProblemCode, type ToolRequest, type ToolResult, type ToolResultFor } from '../../sdk/src';

// The SDK's type claims, as a caller's compiler sees them (tstyche, `npm run test:types`): what a call's result is
// narrowed to by its body, which bodies compile, which problem codes a caller can compare with.
const client = createClient({ baseUrl: 'http://localhost:3000' });

test("a result is narrowed by the body's mode", async () => {
  const encoded = await client.tool('base64-encode-decode', { mode: 'encode', text: 'Hello' });
  expect(encoded.base64).type.toBe<string>();
  const decoded = await client.tool('base64-encode-decode', { mode: 'decode', text: 'SGVsbG8=' });
  expect(decoded).type.not.toHaveProperty('base64');
  // A decode is still a union (text when the bytes are UTF-8, hex when not), told apart by utf8.
  expect(decoded.utf8 ? decoded.text : decoded.hex).type.toBe<string>();
  const narrowed: ToolResultFor<'base64-encode-decode', { mode: 'encode' }> = encoded;
  expect(narrowed).type.toHaveProperty('base64url');
});

test('a body or mode known only at run time gives the whole union', async () => {
  const either = await client.tool('json-to-csv', { text: '[{"a":1}]', direction: 'auto' });
  expect(either).type.not.toHaveProperty('csv');
  const table = await client.tool('json-to-csv', { text: '[{"a":1}]', direction: 'json-to-csv' });
  expect(table.csv).type.toBe<string>();
  const mode = Math.random() < 0.5 ? ('encode' as const) : ('decode' as const);
  expect(await client.tool('base64-encode-decode', { mode, text: 'x' })).type.not.toHaveProperty('base64');
  const request: ToolRequest<'base64-encode-decode'> = { mode: 'encode', text: 'x' };
  expect(await client.tool('base64-encode-decode', request)).type.toBe<ToolResult<'base64-encode-decode'>>();
});

test('bodies are checked against the spec', () => {
  expect(client.tool).type.toBeCallableWith('gst-calculator', { amountPaise: 100000, rate: 18 });
  expect(client.tool).type.not.toBeCallableWith('gst-calculator', { amountPaise: 100000, rate: 17 });
  expect(client.tool).type.not.toBeCallableWith('gst-calculator', { amountPaise: 100000, rate: 18, amount: 1 });
  expect(client.tool).type.not.toBeCallableWith('gst-calculator', { rate: 18 });
  expect(client.tool).type.not.toBeCallableWith('gst-calculater', { amountPaise: 100000, rate: 18 });
});

test("a problem's code is the tool's own or the service's, never another tool's or a misspelling", () => {
  expect<ProblemCode<'base64-encode-decode'>>().type.toBeAssignableFrom<'invalid_base64'>();
  expect<ProblemCode<'base64-encode-decode'>>().type.toBeAssignableFrom<'validation_failed'>();
  expect<ProblemCode<'base64-encode-decode'>>().type.not.toBeAssignableFrom<'amount_too_large'>();
  expect<UtilityToolsError['code']>().type.toBeAssignableFrom<'http_502'>();
  expect<UtilityToolsError['code']>().type.not.toBeAssignableFrom<'misspelt_code'>();
  expect<UtilityToolsError['code']>().type.not.toBeAssignableFrom<'rate-limited'>();
  expect<UtilityToolsError['code']>().type.not.toBe<string>();
});
