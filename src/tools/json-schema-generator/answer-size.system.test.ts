import { describeLargestAnswers, distinctKeys, BODY_LIMIT } from '../../../tests/support/answer-size';

describeLargestAnswers('json-schema-generator', {
  tight: 0.75,
  cases: [
    {
      name: 'a 1 MiB object of short distinct keys',
      body: { text: distinctKeys(BODY_LIMIT - 64) },
    },
    { name: 'distinct keys holding e-mail addresses', body: { text: distinctKeys(BODY_LIMIT - 64, '"a@b.co"') } },
  ],
});
