import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: tables typed with pipes between cells, as wiki pages and spreadsheets paste them.
describe('tables of cells split by pipes, without Markdown', () => {
  test.each([
    {
      name: 'a first column that numbers the rows, a "Field Name" column, a "Mandatory (Y/N)" column, an empty last cell',
      given: [
        'Register a beehive inspection',
        'Method: POST',
        'URL: /apiaries/{apiaryId}/inspections',
        '',
        'Request',
        'Sr. No | Field Name   | Data Type | Mandatory (Y/N) | Remarks',
        '1      | inspectorId  | String    | Y               | Staff code',
        '2      | frames       | Integer   | Y               |',
        '3      | mitesSeen    | Boolean   | N               |',
      ].join('\n'),
      want: [
        'POST /apiaries/{apiaryId}/inspections body inspectorId:string',
        'POST /apiaries/{apiaryId}/inspections body frames:integer',
        'POST /apiaries/{apiaryId}/inspections body mitesSeen:boolean?',
      ],
      not: ['POST /apiaries/{apiaryId}/inspections body 1:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
