import fc from 'fast-check';
import { callTool, expectProblem, useTestClient } from './app';
import { invalidBody, validValue } from './arbitrary';
import { specTools, toolSpec } from './spec';

/**
 * Every operation in the spec, fuzzed from its request schema over HTTP, `runs` bodies per property: every operation
 * gets this coverage with no new test code. The fast tier runs a few (fuzz.test.ts), the system tier many
 * (fuzz.system.test.ts); FUZZ_RUNS sets both.
 */
export function describeSchemaFuzz(runs: number): void {
  // Bodies up to 4 MiB, so a string one past its maxLength reaches the schema instead of the body limit.
  const client = useTestClient({ bodyLimitBytes: 4 * 1024 * 1024 });

  describe.each(specTools)('%s, fuzzed from its request schema', (tool) => {
    const spec = toolSpec(tool);
    const documentedCodes = spec.errors.map((error) => error.code);

    test('when the body satisfies the schema, then the answer is a 200 that matches the response schema or a documented 422, never 500', async () => {
      await fc.assert(
        fc.asyncProperty(validValue(spec.request), async (body) => {
          const response = await callTool(client, tool, body);
          if (response.status === 200) return;
          expectProblem(response, 422, response.body.code);
          expect(documentedCodes).toContain(response.body.code);
        }),
        { numRuns: runs },
      );
    });

    test('when the body violates the schema in one place, then the answer is 422 validation_failed pointing at that place', async () => {
      await fc.assert(
        fc.asyncProperty(invalidBody(spec.request), async ({ body, pointer }) => {
          const response = await callTool(client, tool, body);
          expectProblem(response, 422, 'validation_failed');
          expect(response.body.errors.map((error: { pointer: string }) => error.pointer)).toContain(pointer);
        }),
        { numRuns: runs },
      );
    });

    test('when the body is arbitrary JSON, then the answer is never a 500', async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          const response = await callTool(client, tool, body);
          expect(response.status).not.toBe(500);
          expect([200, 400, 422]).toContain(response.status);
        }),
        { numRuns: runs },
      );
    });
  });
}
