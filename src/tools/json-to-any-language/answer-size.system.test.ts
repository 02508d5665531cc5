import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('json-to-any-language', {
  tight: 0.9,
  cases: [
    {
      name: 'Go structs padded to a 39,000-character key beside 100 others, in code and in files',
      body: { json: `{"${'k'.repeat(39_000)}":0,${Array.from({ length: 100 }, (_, i) => `"name${i}":"x"`).join(',')}}`, lang: 'go' },
    },
    {
      name: 'integers a double cannot hold beside a fraction, under a long key: integers_as_float with its pointers bounded',
      body: { json: `{"${'k'.repeat(100)}":[0.5,${Array(40_000).fill('18446744073709551616').join(',')}]}`, lang: 'java' },
    },
  ],
});
