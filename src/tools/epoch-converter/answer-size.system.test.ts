import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('epoch-converter', {
  cases: [
    { name: 'the last representable second', body: { value: '8640000000000', direction: 'to-human', unit: 's' } },
    { name: 'the first representable millisecond', body: { value: '-8640000000000000', direction: 'to-human', unit: 'ms' } },
    { name: 'an RFC 2822 date', body: { value: 'Tue, 1 Jul 2003 10:52:37 +0200', direction: 'to-epoch', unit: 'ms' } },
  ],
});
