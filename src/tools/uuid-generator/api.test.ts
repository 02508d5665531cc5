import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { toolSpec } from '../../../tests/support/spec';
import { requestEnums } from '../../common/operations';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = 'uuid-generator';
const client = useTestClient();

const hex = (uuid: string): string => uuid.replace(/[{}-]/g, '').toLowerCase();
// RFC 9562 §4.1 variant 10xx in the top bits of octet 8; §4.2 version in the top nibble of octet 6.
const versionNibble = (uuid: string): string => hex(uuid)[12]!;
const variantNibble = (uuid: string): string => hex(uuid)[16]!;

const shapes = {
  standard: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  uppercase: /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/,
  braced: /^\{[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}$/,
  'no-dashes': /^[0-9a-f]{32}$/,
};

describe(`POST /api/v1/${tool}`, () => {
  test.each(
    Object.entries(shapes).flatMap(([format, shape]) => requestEnums.uuid_generator.version.map((version) => ({ version, format, shape }))),
  )(
    'when 7 $version UUIDs are asked for in format $format, then exactly that many come back in that shape',
    async ({ version, format, shape }) => {
      const response = await callTool(client, tool, { version, count: 7, format });
      expect(response.status).toBe(200);
      expect(response.body.result).toMatchObject({ version, format, count: 7 });
      const { uuids } = response.body.result as { uuids: string[] };
      expect(uuids).toHaveLength(7);
      for (const uuid of uuids) {
        expect(uuid).toMatch(shape);
        expect(versionNibble(uuid)).toBe(version[1]);
        expect(variantNibble(uuid)).toMatch(/^[89ab]$/);
      }
    },
  );

  test('when 1000 v4 UUIDs are generated, then all are distinct', async () => {
    const response = await callTool(client, tool, { version: 'v4', count: 1000, format: 'standard' });
    expect(new Set(response.body.result.uuids).size).toBe(1000);
  });

  test('when 1000 v7 UUIDs are generated in one response, then they are strictly increasing', async () => {
    const response = await callTool(client, tool, { version: 'v7', count: 1000, format: 'no-dashes' });
    const uuids = response.body.result.uuids as string[];
    expect(uuids).toHaveLength(1000);
    // Lowercase hex of equal length sorts as the bytes do.
    const unordered = uuids.filter((uuid, i) => i > 0 && !(uuids[i - 1]! < uuid));
    expect(unordered).toEqual([]);
  });

  test('when a v7 UUID is generated, then its 48-bit timestamp is a Unix millisecond time (not zero, not in another era)', async () => {
    const response = await callTool(client, tool, { version: 'v7', count: 1, format: 'standard' });
    const ms = parseInt(hex(response.body.result.uuids[0]).slice(0, 12), 16);
    expect(new Date(ms).getUTCFullYear()).toBeGreaterThanOrEqual(2024);
    expect(new Date(ms).getUTCFullYear()).toBeLessThan(2200);
  });

  test('when the operation is checked, then it documents no tool-specific error', () => {
    expect(toolSpec(tool).errors).toEqual([]);
  });

  test('when count is 1001, then 422 validation_failed points at /count', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { version: 'v4', count: 1001, format: 'standard' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/count', message: 'must be <= 1000' }]);
  });

  test('when count is 0, then 422 validation_failed points at /count', async () => {
    const problem = expectProblem(await callTool(client, tool, { version: 'v4', count: 0, format: 'standard' }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/count', message: 'must be >= 1' }]);
  });

  test('when format is missing, then 422 validation_failed points at /format', async () => {
    const problem = expectProblem(await callTool(client, tool, { version: 'v4', count: 1 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([{ pointer: '/format', message: expect.stringMatching(/^is required/) }]);
  });

  test('when an unknown property is sent, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { version: 'v4', count: 1, format: 'standard', extra: 1 }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual([{ pointer: '/extra', message: 'is not a property of this tool (unknown properties are rejected)' }]);
  });

  test('when the version is v1 and count is a string, then 422 validation_failed lists both', async () => {
    const problem = expectProblem(
      await callTool(client, tool, { version: 'v1', count: '5', format: 'standard' }),
      422,
      'validation_failed',
    );
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { pointer: '/version', message: 'must be one of "v4", "v7"' },
        { pointer: '/count', message: expect.stringMatching(/^must be integer \(got /) },
      ]),
    );
    expect(problem.errors).toHaveLength(2);
  });
});

describeToolCodes('uuid_generator', {});
