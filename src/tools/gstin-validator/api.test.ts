import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'gstin-validator';
const client = useTestClient();

type GstinError = { code: string; position?: number; message: string };

describe(`POST /api/v1/${tool}`, () => {
  test('when 27AAPFU0939F1ZV (a published valid GSTIN) is checked, then it is valid and decoded: Maharashtra, firm, entity 1', async () => {
    const response = await callTool(client, tool, { gstin: '27AAPFU0939F1ZV' });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      valid: true,
      gstin: '27AAPFU0939F1ZV',
      registrationType: 'regular',
      stateCode: '27',
      stateName: 'Maharashtra',
      pan: 'AAPFU0939F',
      panHolderType: 'firm',
      entityNumber: 1,
      checkCharacter: 'V',
      expectedCheckCharacter: 'V',
      errors: [],
      warnings: [],
    });
  });

  test('when 12AAACI1681G1Z0 is checked, then check character 0 (sum divisible by 36) is valid: Arunachal Pradesh, company', async () => {
    const response = await callTool(client, tool, { gstin: '12AAACI1681G1Z0' });
    expect(response.body.result).toMatchObject({
      valid: true,
      stateName: 'Arunachal Pradesh',
      panHolderType: 'company',
      expectedCheckCharacter: '0',
      errors: [],
    });
  });

  test('when the GSTIN is lower case with surrounding spaces, then it is normalised and valid', async () => {
    const response = await callTool(client, tool, { gstin: '  27aapfu0939f1zv\t' });
    expect(response.body.result).toMatchObject({ valid: true, gstin: '27AAPFU0939F1ZV' });
  });

  test('when the check character is wrong, then 200 valid false with checksum_mismatch at position 15 giving both characters', async () => {
    const response = await callTool(client, tool, { gstin: '27AAPFU0939F1ZW' });
    expect(response.body.result).toMatchObject({ valid: false, checkCharacter: 'W', expectedCheckCharacter: 'V' });
    expect(response.body.result.errors).toEqual([{ code: 'checksum_mismatch', position: 15, message: expect.stringMatching(/W.*V/) }]);
  });

  test('when several things are wrong, then every error is reported in position order', async () => {
    const response = await callTool(client, tool, { gstin: '47AAGCG4576J1A6' });
    const errors = response.body.result.errors as GstinError[];
    expect(errors.map(({ code, position }) => [code, position])).toEqual([
      ['unknown_state_code', 1],
      ['invalid_character', 14],
      ['checksum_mismatch', 15],
    ]);
  });

  test('when the entity number is 0, then invalid_entity_number is reported at position 13', async () => {
    const response = await callTool(client, tool, { gstin: '27AAPFU0939F0ZV' });
    expect(response.body.result.errors).toContainEqual(expect.objectContaining({ code: 'invalid_entity_number', position: 13 }));
  });

  test('when the length is not 15, then only invalid_length is reported, without a position', async () => {
    const response = await callTool(client, tool, { gstin: '27AAPFU0939F1Z' });
    expect(response.body.result).toEqual({
      valid: false,
      gstin: '27AAPFU0939F1Z',
      errors: [{ code: 'invalid_length', message: expect.stringContaining('14 characters') }],
      warnings: [],
    });
  });

  test('when the operation is checked, then it documents no tool-specific error (invalid input is a 200 result)', () => {
    expect(toolSpec(tool).errors).toEqual([]);
  });

  test('when gstin is missing, then 422 validation_failed points at /gstin', async () => {
    const problem = expectProblem(await callTool(client, tool, {}), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/gstin', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { gstin: '27AAPFU0939F1ZV', state: '27' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/state', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when gstin is an array, then 422 validation_failed says it must be a string', async () => {
    const problem = expectProblem(await callTool(client, tool, { gstin: ['27AAPFU0939F1ZV'] }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/gstin', message: expect.stringMatching(/^must be string \(got /) }]);
  });
});

describeToolCodes('gstin_validator', {});
