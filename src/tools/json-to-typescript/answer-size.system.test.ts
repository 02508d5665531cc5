import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('json-to-typescript', {
  tight: 0.9,
  cases: [
    {
      name: 'one 40,000-character key beside 100 others (every line padded to it)',
      body: { text: `{"${'k'.repeat(40_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}` },
    },
  ],
});
