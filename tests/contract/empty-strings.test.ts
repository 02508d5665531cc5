import { callTool, expectProblem, useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// The contract states what the tools refuse: an empty string where a tool needs text is refused by the schema
// (minLength 1), so clients, the SDK's types and the tool pages see the rule, with the same 422 at the field's pointer
// as any other schema violation. A contract fuzzer found these 15 fields refused by the tools themselves.
const NEVER_EMPTY = [
  'api-spec-generator /text',
  'cron-builder /expression',
  'curl-to-code /curl',
  'data-anonymizer /text',
  'epoch-converter /value',
  'json-schema-generator /text',
  'json-to-any-language /json',
  'json-to-csv /text',
  'json-to-typescript /text',
  'jwt-decoder /key',
  'jwt-decoder /token',
  'mcp-server-generator /text',
  'mock-data-generator /schema',
  'upi-qr-generator /payeeName',
  'upi-qr-generator /payeeVpa',
];

type Property = { type?: string; minLength?: number };

const neverEmptyInSpec = specTools.flatMap((tool) =>
  Object.entries((toolSpec(tool).request.properties ?? {}) as Record<string, Property>)
    .filter(([, property]) => property.type === 'string' && (property.minLength ?? 0) >= 1)
    .map(([name]) => `${tool} /${name}`),
);

const client = useTestClient();

test('the spec says which text fields may not be empty: at least these 15', () => {
  expect(neverEmptyInSpec).toEqual(expect.arrayContaining(NEVER_EMPTY));
});

test.each(neverEmptyInSpec)('when %s is sent empty, then 422 validation_failed points at it: "must not be empty"', async (field) => {
  const [tool, pointer] = field.split(' ') as [string, string];
  const example = Object.values(toolSpec(tool).examples)[0]?.value as Record<string, unknown>;
  const response = await callTool(client, tool, { ...example, [pointer.slice(1)]: '' });
  const problem = expectProblem(response, 422, 'validation_failed');
  expect(problem.errors).toEqual([{ pointer, message: 'must not be empty' }]);
});
