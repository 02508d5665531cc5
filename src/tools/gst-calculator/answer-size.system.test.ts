import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('gst-calculator', {
  cases: [
    { name: 'the largest amount, inclusive', body: { amountPaise: 9007199254740991, rate: 28, mode: 'inclusive' } },
    { name: 'a 16-digit amount, exclusive', body: { amountPaise: 7_000_000_000_000_000, rate: 28, mode: 'exclusive' } },
  ],
});
