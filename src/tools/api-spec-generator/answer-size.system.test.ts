import { describeLargestAnswers } from '../../../tests/support/answer-size';

const MAX = 65_536;
const longNames = Array.from({ length: 50 }, (_, j) => `f${j}_${'x'.repeat(600)}`).join(', ');

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
          .slice(0, MAX)
          .replace(/\n[^\n]*$/, ''),
      },
    },
    {
      // Copies repeat what the text says once: the document's field budget holds them within the bound.
      name: '50 long field names copied by 199 endpoints ("same fields as above")',
      body: {
        text: `POST /a with ${longNames}\n${Array.from({ length: 199 }, (_, i) => `PUT /b${i} same fields as above`).join('\n')}`.slice(
          0,
          MAX,
        ),
      },
    },
    {
      name: 'a resource of 100 members defined once and answered by 199 endpoints',
      body: {
        text: `A thing is { ${Array.from({ length: 100 }, (_, j) => `m${j}_${'y'.repeat(200)}: string`).join(', ')} }.\n${Array.from({ length: 199 }, (_, i) => `GET /things${i}/{id} returns one thing`).join('\n')}`.slice(
          0,
          MAX,
        ),
      },
    },
  ],
});
