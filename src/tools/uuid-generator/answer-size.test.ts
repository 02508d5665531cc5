import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('uuid-generator', {
  tight: 0.75,
  cases: ['v4', 'v7'].map((version) => ({ name: `1,000 braced ${version}`, body: { version, count: 1000, format: 'braced' } })),
});
