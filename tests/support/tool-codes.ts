import { operations, type OperationId } from '../../src/common/operations';
import { callTool, expectProblem, useTestClient } from './app';

/** The 422 codes an operation documents in its `x-error-codes` (codegen copies them into the operation list). */
export type ToolCode<Op extends OperationId> = (typeof operations)[Op]['errorCodes'][number];

/**
 * How a documented code is reached over HTTP:
 * - `body`: a request that the tool answers 422 with this code;
 * - `refusedBySchema`: the input that would reach the code, which the request schema refuses first (422
 *   validation_failed), so the code is a guard behind the schema;
 * - `unreachable` with `largest`: no request within the schema's limits is known to reach it; `largest` is the
 *   largest answer found, and must stay a 200 (if it ever reaches the code, turn it into a `body` case).
 */
export type CodeCase =
  | { body: Record<string, unknown> }
  | { refusedBySchema: Record<string, unknown> }
  | { unreachable: string; largest: Record<string, unknown> };

/**
 * Every documented 422 code of one tool, sent over HTTP. The cases are typed by the spec: a code added to
 * `x-error-codes` without a case here does not compile (`npm run codegen` updates the type).
 */
export function describeToolCodes<Op extends OperationId>(operationId: Op, cases: Record<ToolCode<Op>, CodeCase>): void {
  const { tool, errorCodes } = operations[operationId];
  const client = useTestClient();
  describe(`${tool}: every documented 422 code over HTTP`, () => {
    test('the cases name exactly the codes of x-error-codes', () => {
      expect(Object.keys(cases).sort()).toEqual([...errorCodes].sort());
    });
    for (const [code, reach] of Object.entries(cases) as [string, CodeCase][]) {
      if ('body' in reach) {
        test(`when the tool cannot use the input, then 422 ${code}`, async () => {
          expectProblem(await callTool(client, tool, reach.body), 422, code);
        });
      } else if ('refusedBySchema' in reach) {
        test(`${code} is a guard behind the schema: the input that would reach it is 422 validation_failed`, async () => {
          expectProblem(await callTool(client, tool, reach.refusedBySchema), 422, 'validation_failed');
        });
      } else {
        test(`${code} is not reached within the schema (${reach.unreachable}): the largest known input still answers 200`, async () => {
          expect((await callTool(client, tool, reach.largest)).status).toBe(200);
        });
      }
    }
  });
}
