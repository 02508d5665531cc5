import fc from 'fast-check';
import type { Response } from 'supertest';
import { useTestClient } from '../support/app';
import { validValue } from '../support/arbitrary';
import { specTools, toolSpec } from '../support/spec';
import { statusValidator } from '../support/answers';

// Batch and pipeline fuzzed from the tools' request schemas: whatever the calls and references, the answer is one the
// spec documents (responses are checked by the service too, VALIDATE_RESPONSES), and never a 500.

const runs = Number(process.env.FUZZ_RUNS ?? 15);
const client = useTestClient();

/** Tools whose worst valid bodies take long (generators, big documents): left to their own fuzz test. */
const slow = new Set([
  'mock-data-generator',
  'json-to-any-language',
  'json-to-typescript',
  'api-spec-generator',
  'mcp-server-generator',
  'curl-to-code',
  'data-anonymizer',
]);
const quick = specTools.filter((tool) => !slow.has(tool));

const call = fc.oneof(
  ...quick.map((tool) => validValue(toolSpec(tool).request).map((body) => ({ tool, body }))),
  fc.record({
    tool: fc.string({ minLength: 1, maxLength: 30 }),
    body: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
  }),
);

/** Whether a value holds a "__proto__" key anywhere: the body reader refuses such a body whole (400 invalid_json_body). */
const hasProtoKey = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (Object.prototype.hasOwnProperty.call(value, '__proto__') || Object.values(value).some(hasProtoKey));

/** A body with a "__proto__" key is refused before any call runs, as the spec documents; true when that happened. */
function refusedWhole(operation: 'batch' | 'pipeline', body: unknown, response: Response): boolean {
  if (!hasProtoKey(body)) return false;
  expect([response.status, response.body.code]).toEqual([400, 'invalid_json_body']);
  expectDocumented(operation, response, [400]);
  return true;
}

function expectDocumented(operation: 'batch' | 'pipeline', response: Response, expected = [200, 422]): void {
  expect(expected.includes(response.status) ? response.status : response.body).toBe(response.status);
  const validate = statusValidator(operation, response.status);
  expect(validate(response.body) ? [] : validate.errors?.slice(0, 3)).toEqual([]);
}

const post = (operation: string, body: unknown) =>
  client.post(`/api/v1/${operation}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('compositions, fuzzed', () => {
  test('when a batch of valid and random calls is sent, then 200 with one documented item per call, in order, none a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (calls) => {
        const response = await post('batch', { calls });
        if (refusedWhole('batch', calls, response)) return;
        expectDocumented('batch', response);
        const items = (response.body as { items: Array<{ index: number; status: number }> }).items;
        expect(items.map(({ index }) => index)).toEqual(calls.map((_, index) => index));
        expect(items.filter(({ status }) => status >= 500)).toEqual([]);
      }),
      { numRuns: runs },
    );
  });

  test('when a pipeline has random references in its bodies, then a documented 200 or 422 (validation_failed, pipeline_invalid), never a 500', async () => {
    const pointer = fc.oneof(
      fc.constantFrom(
        '/0/result/totalPaise',
        '/0/result/valid',
        '/1/result/english',
        '/0/result',
        '/0/result/warnings/0/code',
        '/0/tool',
        '',
        'x',
      ),
      fc
        .array(fc.oneof(fc.nat({ max: 3 }).map(String), fc.constantFrom('result', 'totalPaise', 'hashes', 'json', '~0', '~1')), {
          maxLength: 4,
        })
        .map((tokens) => `/${tokens.join('/')}`),
    );
    const reference = fc
      .record({ $from: pointer, $convert: fc.constantFrom(undefined, 'paise-to-rupees', 'json-text', 'x') })
      .map(({ $from, $convert }) => ($convert ? { $from, $convert } : { $from }));
    const withReferences = (body: unknown): fc.Arbitrary<unknown> =>
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? fc.record(
            Object.fromEntries(
              Object.entries(body).map(([key, value]) => [
                key,
                fc.oneof({ arbitrary: fc.constant(value), weight: 6 }, { arbitrary: reference, weight: 1 }),
              ]),
            ),
          )
        : fc.constant(body);
    const step = call.chain(({ tool, body }) => withReferences(body).map((filled) => ({ tool, body: filled })));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        const response = await post('pipeline', { steps });
        if (refusedWhole('pipeline', steps, response)) return;
        expectDocumented('pipeline', response);
        if (response.status === 422) expect(['validation_failed', 'pipeline_invalid']).toContain(response.body.code);
        else
          for (const run of (response.body as { runs: Array<{ steps: Array<{ status: number }> }> }).runs)
            expect(run.steps.filter(({ status }) => status >= 500)).toEqual([]);
      }),
      { numRuns: runs },
    );
  });
});
