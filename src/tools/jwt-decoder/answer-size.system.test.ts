import { describeLargestAnswers, base64url } from '../../../tests/support/answer-size';

describeLargestAnswers('jwt-decoder', {
  tight: 0.75,
  cases: [
    {
      name: 'a payload of numbers written 9e20 filling the token',
      body: { token: `${base64url('{"alg":"none"}')}.${base64url(`{"a":[${Array(9800).fill('9e20').join(',')}]}`)}.` },
    },
  ],
});
