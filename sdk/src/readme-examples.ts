// The examples of sdk/README.md and the project README, as code: `npm run typecheck` compiles them, so they cannot drift from the types.
import { createClient, UtilityToolsConnectionError, UtilityToolsError } from '.';
export async function readmeExamples(): Promise<void> {
  const client = createClient({ baseUrl: 'http://localhost:3000' });
  const { english } = await client.tool('amount-to-words', { amount: 123456.78 }); // typed; a bad body does not compile
  const gst = await client.tool('gst-calculator', { amountPaise: 100000, rate: 18, mode: 'exclusive' });
  const { base64 } = await client.tool('base64-encode-decode', { text: 'Hello', mode: 'encode' }); // no check of mode
  try {
    await client.tool('base64-encode-decode', { text: '@@@', mode: 'decode' });
  } catch (error) {
    if (error instanceof UtilityToolsError) console.log(error.status, error.code, error.problem.recovery, english, gst, base64);
    if (error instanceof UtilityToolsConnectionError) console.log(error.message);
  }
  const { items } = await client.batch([
    { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
    { tool: 'amount-to-words', body: { amount: 1180 } },
  ]);
  const [bill, words] = items;
  if ('result' in bill && 'result' in words) console.log(bill.result.totalPaise, words.result.english); // each typed by its tool
  for await (const item of client.batchStream([{ tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } }]))
    console.log(item.index, item.status);
}
