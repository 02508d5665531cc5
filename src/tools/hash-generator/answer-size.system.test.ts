import { allAlgorithms, describeLargestAnswers, fillBody } from '../../../tests/support/answer-size';

describeLargestAnswers('hash-generator', {
  cases: [{ name: 'every algorithm over 1 MiB', body: fillBody((text) => ({ text, algorithms: allAlgorithms }), 'é') }],
});
