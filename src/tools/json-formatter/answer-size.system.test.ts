import { describeLargestAnswers, nested } from '../../../tests/support/answer-size';

describeLargestAnswers('json-formatter', {
  tight: 0.75,
  cases: [
    { name: 'backslash strings 30 tabs deep', body: { text: nested(30, '"\\\\"', 116_000), indent: 'tab' } },
    { name: 'CJK strings', body: { text: nested(1, '"中中"', 87_000), indent: 'tab' } },
    {
      name: '100 duplicated 9,000-character keys',
      body: {
        text: `{${Array(100)
          .fill(`"${'k'.repeat(9000)}":0`)
          .join(',')}}`,
        indent: 2,
      },
    },
  ],
});
