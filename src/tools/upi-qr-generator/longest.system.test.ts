import { decodePng } from '../../../tests/support/qr';
import { longestVpa } from '../../../tests/support/answer-size';
import { generateUpiQr } from '.';

// The largest symbol the schema allows (seconds of CPU to draw and decode, hence the system tier): it still fits a QR
// code and an independent decoder reads back exactly the URI. Astral characters percent-encode to 12 bytes each.
test('the longest inputs the schema allows still fit and decode', async () => {
  const result = await generateUpiQr({
    payeeVpa: longestVpa,
    payeeName: '😀'.repeat(100),
    amountPaise: 10_000_000_000,
    note: '😀'.repeat(80),
  });
  expect(result.uri.length).toBeGreaterThan(2500);
  expect(decodePng(result.png)).toBe(result.uri);
});
