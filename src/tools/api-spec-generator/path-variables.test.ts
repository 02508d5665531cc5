import { expectItems as check } from '../../../tests/support/spec-items';

// Texts invented for these tests: captured requests with concrete paths, the variables named apart from them.
describe('concrete paths in captured requests', () => {
  test.each([
    {
      name: 'a variable named alone ("{hive_no} is …") names the id of the collection its stem begins',
      given: [
        'Beekeeping log, captured from the tablet. {hive_no} is the hive in the path.',
        '',
        'POST /apiary/v2/hives/HV-0081/inspections HTTP/1.1',
        'Content-Type: application/json',
        '',
        '{ "frames": 9 }',
        '',
        'HTTP/1.1 201 Created',
      ].join('\n'),
      want: ['POST /apiary/v2/hives/{hive_no}/inspections', 'POST /apiary/v2/hives/{hive_no}/inspections body frames:integer'],
      not: ['POST /apiary/v2/hives/{hiveId}/inspections'],
    },
    {
      name: 'a variable whose stem begins no collection leaves the id named by its collection',
      given: ['{kilnRef} is not in these paths.', '', 'GET /pottery/glazes/GLZ-114 HTTP/1.1', '', 'HTTP/1.1 200 OK'].join('\n'),
      want: ['GET /pottery/glazes/{glazeId}'],
      not: ['GET /pottery/glazes/{kilnRef}'],
    },
    {
      name: 'a dated version before more of the path is part of the path, not an id',
      given: ['Create a hive', '`POST /apiary/2024-03/hives`', '', 'Read one', '`GET /apiary/2024-03/hives/{hiveId}`'].join('\n'),
      want: ['POST /apiary/2024-03/hives', 'GET /apiary/2024-03/hives/{hiveId}'],
      not: ['POST /apiary/{apiaryId}/hives'],
    },
  ])('$name', async ({ given, want, not }) => {
    await check(given, want, not);
  });
});

test('a sentence that only names a variable a path took gives no warning', async () => {
  const { generateApiSpec } = await import('.');
  const { withSpecDefaults } = await import('../../../tests/support/spec');
  const text = ['{hive_no} is the hive in the path.', '', 'GET /apiary/v2/hives/HV-0081/frames HTTP/1.1', '', 'HTTP/1.1 200 OK'].join('\n');
  const result = await generateApiSpec(withSpecDefaults('api_spec_generator', { text }));
  expect(result.warnings.map(({ message }) => message)).toEqual([]);
});
