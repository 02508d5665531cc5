import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('gstin-validator', {
  cases: [
    { name: 'a real GSTIN', body: { gstin: '27AAPFU0939F1ZV' } },
    { name: 'a 64-character non-GSTIN', body: { gstin: 'Z'.repeat(64) } },
  ],
});
