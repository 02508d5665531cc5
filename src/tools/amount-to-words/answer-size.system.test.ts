import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('amount-to-words', {
  cases: ['777777777777777.7', '999999999999999.9', '377377377377377.77'].map((amount) => ({
    name: amount,
    body: { amount: Number(amount) },
  })),
});
