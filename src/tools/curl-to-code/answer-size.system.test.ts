import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('curl-to-code', {
  tight: 0.7,
  cases: [
    {
      name: 'a 32,767-character command of -d @file options, in axios (each file read as a Buffer)',
      body: { curl: `curl https://x${' -d@a'.repeat(Math.floor((32_767 - 14) / 5))}`, target: 'axios' },
    },
    {
      name: 'a 32,767-character command of file-upload form fields, in Go',
      body: { curl: `curl https://x${' -Fa=@b'.repeat(Math.floor((32_767 - 14) / 7))}`, target: 'go' },
    },
    {
      name: 'the same to fetch',
      body: { curl: `curl https://x${' -Fa=@b'.repeat(Math.floor((32_767 - 14) / 7))}`, target: 'fetch' },
    },
  ],
});
