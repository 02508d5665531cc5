import { describeLargestAnswers } from '../../../tests/support/answer-size';
import { requestEnums } from '../../common/operations';

describeLargestAnswers('uuid-generator', {
  tight: 0.75,
  cases: requestEnums.uuid_generator.version.map((version) => ({
    name: `1,000 braced ${version}`,
    body: { version, count: 1000, format: 'braced' },
  })),
});
