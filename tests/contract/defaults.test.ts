import { handlers } from '../../src/tools/registry';
import type { HandlerMap } from '../../src/common/operations';
import { callTool, testClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// Defaults live only in the spec: validation fills them in, and the handler (and so the engine) receives them.
const defaulted = specTools.flatMap((tool) => {
  const { request, operationId, examples } = toolSpec(tool);
  const properties = (request.properties ?? {}) as Record<string, { default?: unknown }>;
  const example = Object.values(examples)[0]?.value as Record<string, unknown>;
  return Object.entries(properties)
    .filter(([, schema]) => schema.default !== undefined)
    .map(([property, schema]) => ({ tool, operationId, property, value: schema.default, example }));
});

test('the spec declares request defaults (this test checks something)', () => {
  expect(defaulted.length).toBeGreaterThanOrEqual(9);
});

describe.each(defaulted)('$tool: $property', ({ tool, operationId, property, value, example }) => {
  test(`when ${property} is omitted, then the handler receives the spec's default ${JSON.stringify(value)}`, async () => {
    const received: unknown[] = [];
    const recording = {
      ...handlers,
      [operationId]: (input: { request: { requestBody: Record<string, unknown> } }) => {
        received.push(input.request.requestBody[property]);
        return (handlers[operationId as keyof HandlerMap] as (i: unknown) => unknown)(input);
      },
    } as HandlerMap;
    const client = await testClient({}, { handlers: recording });
    const { [property]: _omitted, ...body } = example;
    expect((await callTool(client, tool, body)).status).toBe(200);
    expect(received).toEqual([value]);
  });
});
