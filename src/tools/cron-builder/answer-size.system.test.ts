import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('cron-builder', {
  tight: 0.5,
  cases: [
    { name: '100 runs every second', body: { expression: '* * * * * *', fromMs: 4102444800000, count: 100 } },
    {
      name: 'a 256-character list, described value by value',
      body: {
        expression: `${Array.from({ length: 60 }, (_, i) => i).join(',')} 0-23 1-31 1-12 0-6`.slice(0, 256),
        fromMs: 0,
        count: 100,
      },
    },
  ],
});
