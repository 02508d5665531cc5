import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('api-spec-generator', {
  tight: 0.6,
  cases: [
    {
      name: '199 PATCH endpoints with three parameters and 50 fields each',
      body: {
        text: Array.from(
          { length: 200 },
          (_, i) => `PATCH /r${i}/{a}/{b}/{c} with ${Array.from({ length: 50 }, (_, j) => `f${j}`).join(',')}`,
        )
          .join('\n')
          .slice(0, 65_536)
          .replace(/\n[^\n]*$/, ''),
      },
    },
  ],
});
