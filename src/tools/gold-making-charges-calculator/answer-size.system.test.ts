import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('gold-making-charges-calculator', {
  cases: [{ name: 'a large bill', body: { ratePerGram: 10_000_000, grams: 1000.123, makingType: 'perGram', makingValue: 999_999.99 } }],
});
