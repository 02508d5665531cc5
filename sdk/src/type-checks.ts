// What the SDK's types must accept and refuse, compiled by sdk/src/types.system.test.ts: the file as it is must compile, and
// each line after a `// @ts-expect-error TS<code>` must fail with exactly that error once the directive is removed.
// `npm run typecheck` compiles it too (an unused @ts-expect-error is itself an error there).
import {
  createClient,
  UtilityToolsConnectionError,
  UtilityToolsError,
  type ProblemCode,
  type ToolRequest,
  type ToolResult,
  type ToolResultFor,
} from '.';

const client = createClient({ baseUrl: 'http://localhost:3000' });

export async function resultsNarrowedByTheBody(): Promise<string[]> {
  const encoded = await client.tool('base64-encode-decode', { mode: 'encode', text: 'Hello' });
  const base64: string = encoded.base64;
  const decoded = await client.tool('base64-encode-decode', { mode: 'decode', text: 'SGVsbG8=' });
  // @ts-expect-error TS2339 a decode result has no base64
  void decoded.base64;
  // A decode result is still a union (text when the bytes are UTF-8, hex when not), told apart by utf8.
  const text: string = decoded.utf8 ? decoded.text : decoded.hex;
  const table = await client.tool('json-to-csv', { text: '[{"a":1}]', direction: 'json-to-csv' });
  const csv: string = table.csv;
  // direction auto is answered by either direction: the whole union, so the direction must be checked.
  const either = await client.tool('json-to-csv', { text: '[{"a":1}]', direction: 'auto' });
  // @ts-expect-error TS2339 csv is only on a json-to-csv result
  void either.csv;
  const checked: string = either.direction === 'json-to-csv' ? either.csv : JSON.stringify(either.json);
  // A mode that is only known at run time: the whole union.
  const mode = Math.random() < 0.5 ? ('encode' as const) : ('decode' as const);
  const unknown = await client.tool('base64-encode-decode', { mode, text: 'x' });
  // @ts-expect-error TS2339 either mode may have answered
  void unknown.base64;
  const request: ToolRequest<'base64-encode-decode'> = { mode: 'encode', text: 'x' };
  const fromVariable: ToolResult<'base64-encode-decode'> = await client.tool('base64-encode-decode', request);
  const narrowed: ToolResultFor<'base64-encode-decode', { mode: 'encode' }> = encoded;
  return [base64, text, csv, checked, fromVariable.mode, narrowed.base64url];
}

export async function bodiesChecked(): Promise<void> {
  await client.tool('gst-calculator', { amountPaise: 100000, rate: 18 });
  // @ts-expect-error TS2322 a rate the spec does not list
  await client.tool('gst-calculator', { amountPaise: 100000, rate: 17 });
  // @ts-expect-error TS2322 a property the tool does not have
  await client.tool('gst-calculator', { amountPaise: 100000, rate: 18, amount: 1 });
  const withExtra = { amountPaise: 100000, rate: 18 as const, amount: 1 };
  // @ts-expect-error TS2345 a property the tool does not have, in a variable (the service would refuse it)
  await client.tool('gst-calculator', withExtra);
  // @ts-expect-error TS2345 a required property missing
  await client.tool('gst-calculator', { rate: 18 });
  // @ts-expect-error TS2345 a tool that does not exist
  await client.tool('gst-calculater', { amountPaise: 100000, rate: 18 });
}

export function problemCodesChecked(error: unknown): string {
  if (error instanceof UtilityToolsError) {
    if (error.code === 'invalid_base64' || error.code === 'validation_failed' || error.code === 'http_502') return error.code;
    // @ts-expect-error TS2367 a code that no tool and no part of the service declares
    if (error.code === 'misspelt_code') return 'never';
    // @ts-expect-error TS2367 the service's codes are spelt in snake_case
    if (error.code === 'rate-limited') return 'never';
    const fields = error.problem.errors?.map((entry) => `${entry.pointer} ${entry.message}`) ?? [];
    return fields.join('; ');
  }
  if (error instanceof UtilityToolsConnectionError) return `${error.url} ${error.code}`;
  return '';
}

export function problemCodesOfOneTool(code: ProblemCode<'base64-encode-decode'>): boolean {
  // @ts-expect-error TS2367 gst-calculator's own code is not base64-encode-decode's
  return code === 'invalid_base64' || code === 'amount_too_large';
}
