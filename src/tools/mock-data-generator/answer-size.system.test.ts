import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('mock-data-generator', {
  tight: 0.85,
  cases: [
    {
      name: '3,300 JSON rows of 11 enum columns whose value is 64 double quotes (escaped twice)',
      body: {
        schema: JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, `enum(${'"'.repeat(64)})`]))),
        rows: 3300,
        format: 'json',
      },
    },
    {
      name: '10,000 CSV rows of eight columns',
      body: { schema: 'a:fullName,b:email,c:phone,d:pan,e:gstin,f:aadhaar,g:address,h:company', rows: 10_000 },
    },
  ],
});
