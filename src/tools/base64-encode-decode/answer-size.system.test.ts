import { describeLargestAnswers, fillBody } from '../../../tests/support/answer-size';

describeLargestAnswers('base64-encode-decode', {
  tight: 0.95,
  cases: [
    { name: 'decoding AAAA (three NUL bytes, each \\u0000)', body: fillBody((text) => ({ text, mode: 'decode' }), 'AAAA') },
    { name: 'decoding //// (not UTF-8, answered as hex)', body: fillBody((text) => ({ text, mode: 'decode' }), '////') },
    { name: 'encoding 1 MiB of text', body: fillBody((text) => ({ text, mode: 'encode' }), 'a') },
  ],
});
