import { operations } from '../../src/common/operations';
import { callTool, useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// x-idempotent in the spec (MCP's idempotentHint, and what a client may retry or cache) is a claim about the tools'
// answers, so it is tested on them: every request example of a tool not marked `x-idempotent: false` gets the same
// answer twice; and the marked ones are marked for a reason, shown where it can be (randomness differs at once; the
// clock-read ones say so).
const client = useTestClient();
const operationOf = (tool: string) => Object.values(operations).find((operation) => operation.tool === tool);

const stable = specTools.filter((tool) => operationOf(tool)?.idempotent);
const varying = specTools.filter((tool) => !operationOf(tool)?.idempotent);

test('the tools marked x-idempotent: false are those whose answers depend on randomness or the clock', () => {
  expect(varying.sort()).toEqual(['jwt-decoder', 'mock-data-generator', 'uuid-generator']);
});

test.each(stable)('%s: every request example answers the same, twice', async (tool) => {
  for (const { value } of Object.values(toolSpec(tool).examples)) {
    const [first, second] = [await callTool(client, tool, value), await callTool(client, tool, value)];
    expect([first.status, second.text]).toEqual([first.status, first.text]);
  }
});

test('uuid-generator, marked x-idempotent: false, answers one body differently on the next call', async () => {
  const body = { version: 'v4', count: 2, format: 'standard' };
  const [first, second] = [await callTool(client, 'uuid-generator', body), await callTool(client, 'uuid-generator', body)];
  expect(first.status).toBe(200);
  expect(second.text).not.toBe(first.text);
});
