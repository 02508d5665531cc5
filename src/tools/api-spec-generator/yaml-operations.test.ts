import { expectItems as check } from '../../../tests/support/spec-items';

/** The items (openapi-items.ts notation) the document holds and those it must not hold. */

// Texts invented for these tests: YAML-like notes that name each operation by a key.
describe('YAML notes with operations named by keys', () => {
  test.each([
    {
      name: 'a key over method: and path:, a commented key over its list of members, errors by status',
      given: [
        'book_lesson:',
        '  method: POST',
        '  path: /studios/{studio_id}/lessons',
        '  body:',
        '    starts_at: datetime    # required',
        '    pupils:                # required, one or more',
        '      - name: string',
        '        grade: int',
        '  returns:',
        '    201:',
        '      lesson_id: int',
        '  errors:',
        '    409: slot taken',
        '    422: too many pupils',
      ].join('\n'),
      want: [
        'POST /studios/{studio_id}/lessons body starts_at:date-time',
        'POST /studios/{studio_id}/lessons body pupils:array<object>',
        'POST /studios/{studio_id}/lessons body pupils[].name:string',
        'POST /studios/{studio_id}/lessons body pupils[].grade:integer',
        'POST /studios/{studio_id}/lessons answer lesson_id:integer',
        'POST /studios/{studio_id}/lessons status 409',
        'POST /studios/{studio_id}/lessons status 422',
      ],
      not: ['POST /studios/{studio_id}/lessons body method:string'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});
