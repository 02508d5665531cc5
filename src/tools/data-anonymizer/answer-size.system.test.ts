import { describeLargestAnswers, fillBody } from '../../../tests/support/answer-size';

describeLargestAnswers('data-anonymizer', {
  tight: 0.9,
  cases: [
    {
      name: '120,000 one-character cells hashed to 64 characters each',
      body: { text: `pan\n${'7\n'.repeat(120_000)}`, mode: 'hash' },
    },
    {
      name: '1 MiB of CRLF rows masked (line ends escaped in JSON)',
      body: fillBody((text) => ({ text: `email\r\n${text}`, mode: 'mask' }), 'a@b.c\r\n'),
    },
  ],
});
