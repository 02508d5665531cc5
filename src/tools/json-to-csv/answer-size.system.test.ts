import { describeLargestAnswers, fillBody } from '../../../tests/support/answer-size';

describeLargestAnswers('json-to-csv', {
  tight: 0.5,
  cases: [
    { name: 'one-character CSV rows, each line end escaped in JSON', body: fillBody((text) => ({ text: `a\n${text}` }), '1\n') },
    { name: 'CSV of quotes, doubled and escaped', body: fillBody((text) => ({ text: `[{"a":"${text}"}]` }), '\\"') },
  ],
});
