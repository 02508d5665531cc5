import { describeLargestAnswers, longestVpa } from '../../../tests/support/answer-size';

describeLargestAnswers('upi-qr-generator', {
  tight: 0.5,
  cases: [
    {
      name: 'every field at its longest, emoji percent-encoded',
      body: { payeeVpa: longestVpa, payeeName: '😀'.repeat(100), amountPaise: 10_000_000_000, note: '😀'.repeat(80) },
    },
  ],
});
