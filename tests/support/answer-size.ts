import { operations, requestEnums } from '../../src/common/operations';
import { callTool, useTestClient } from './app';

// Each operation's documented largest answer (`x-max-response-bytes`) against the worst inputs the schema accepts,
// tested in each tool's folder (src/tools/<tool>/answer-size.system.test.ts). For tools whose answer grows with the request,
// the worst case must also come near the bound (at least `tight` of it), so the documented figure is a real ceiling
// rather than a number picked safely large.

export interface WorstCase {
  name: string;
  body: Record<string, unknown>;
}

export const BODY_LIMIT = 1024 * 1024;

/** The longest repetition of `unit` (as JSON-escaped in the body) that keeps `body(text)` within the body limit. */
export function fillBody(body: (text: string) => Record<string, unknown>, unit: string): Record<string, unknown> {
  const envelope = Buffer.byteLength(JSON.stringify(body('')));
  const unitBytes = Buffer.byteLength(JSON.stringify(unit)) - 2;
  return body(unit.repeat(Math.floor((BODY_LIMIT - envelope) / unitBytes)));
}

export const base64url = (text: string) => Buffer.from(text).toString('base64url');
export const nested = (depth: number, elements: string, count: number) =>
  '['.repeat(depth) + Array(count).fill(elements).join(',') + ']'.repeat(depth);
export const allAlgorithms = [...requestEnums.hash_generator.algorithms];
/** A JSON object of distinct base-36 keys, each holding `value`, as long as fits in `bytes` once escaped into a body. */
export function distinctKeys(bytes: number, value = '0'): string {
  const members: string[] = [];
  let length = 2;
  for (let i = 0; ; i += 1) {
    const member = `"${i.toString(36)}":${value}`;
    const escaped = JSON.stringify(member).length - 2;
    if (length + escaped + 1 > bytes) break;
    members.push(member);
    length += escaped + 1;
  }
  return `{${members.join(',')}}`;
}
export const longestVpa = `${'a'.repeat(256)}@${'b'.repeat(64)}`;

/** Every tool's worst cases as its answer-size.system.test.ts declared them, for the bench's soak (bench/soak.ts) too. */
export const declaredWorstCases: Array<{ tool: string; cases: WorstCase[] }> = [];

/**
 * The tests of one tool's largest answers: each case within x-max-response-bytes, the largest at least `tight` of it.
 * Outside jest (the bench requires the file to read its cases) it only records them.
 */
export function describeLargestAnswers(tool: string, { tight, cases }: { tight?: number; cases: WorstCase[] }): void {
  declaredWorstCases.push({ tool, cases });
  if (typeof describe !== 'function') return;
  const operation = Object.values(operations).find((candidate) => candidate.tool === tool);
  if (!operation) throw new Error(`describeLargestAnswers: no operation is named ${tool}`);
  const { maxResponseBytes } = operation;
  const answerSizes: number[] = [];
  const client = useTestClient();

  describe(`${tool}: largest answers`, () => {
    test.each(cases)('when sent $name, then the answer is within x-max-response-bytes', async ({ body }) => {
      expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(BODY_LIMIT);
      const response = await callTool(client, tool, body);
      expect(response.status).toBe(200);
      answerSizes.push(Buffer.byteLength(response.text));
      expect(answerSizes.at(-1)).toBeLessThanOrEqual(maxResponseBytes);
    });

    if (tight !== undefined) {
      test(`the largest of those answers reaches at least ${tight * 100}% of x-max-response-bytes`, () => {
        expect(answerSizes).toHaveLength(cases.length);
        expect(Math.max(...answerSizes)).toBeGreaterThanOrEqual(tight * maxResponseBytes);
      });
    }
  });
}
