import { injectSharedResponses } from '../../scripts/shared-responses';
import { spec } from '../../src/generated/spec';

// A tool's spec file writes only its own 200 body; the headers of every answer, the shared problem responses and the
// 422 derived from its x-error-codes are injected when openapi/ is bundled (scripts/codegen.ts).

const operation = (codes: string[], responses: Record<string, unknown> = { '200': { description: 'ok', content: {} } }) => ({
  paths: { '/t': { post: { 'x-error-codes': codes, responses } } },
});

test('when a tool has no codes of its own, then its 422 is the shared ValidationFailed and every shared status is added', () => {
  const document = operation([]);
  injectSharedResponses(document as never);
  const responses = document.paths['/t'].post.responses as Record<string, Record<string, unknown>>;
  expect(Object.keys(responses)).toEqual(['200', '400', '405', '408', '413', '415', '417', '422', '429', '431', '500', '503']);
  expect(responses['422']).toEqual({ $ref: '#/components/responses/ValidationFailed' });
  expect(Object.keys(responses['200']?.headers as object)).toEqual([
    'RateLimit',
    'RateLimit-Policy',
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    'X-Request-Id',
  ]);
});

test('when a tool lists its codes, then its 422 names each once and admits a validation or a tool problem', () => {
  const document = operation(['invalid_vpa', 'amount_too_large']);
  injectSharedResponses(document as never);
  const unprocessable = (document.paths['/t'].post.responses as Record<string, Record<string, unknown>>)['422'];
  expect(unprocessable?.description).toBe(
    '`validation_failed` when the body violates the schema; `invalid_vpa`, `amount_too_large` when the tool cannot process input that passed it.',
  );
  expect(JSON.stringify(unprocessable?.content)).toContain('#/components/schemas/ToolProblem');
});

test('when a spec file writes a shared response or the 200 headers itself, then bundling stops and says where they come from', () => {
  const withProblem = operation([], { '200': { description: 'ok', content: {} }, '400': { description: 'mine' } });
  expect(() => injectSharedResponses(withProblem as never)).toThrow('POST /t: write only the 200 response');
  const withHeaders = operation([], { '200': { description: 'ok', headers: {}, content: {} } });
  expect(() => injectSharedResponses(withHeaders as never)).toThrow('scripts/shared-responses.ts');
});

test('when the served spec is read, then every tool operation carries the injected answers', () => {
  for (const item of Object.values(spec.paths as Record<string, { post: { responses: Record<string, unknown> } }>)) {
    expect(Object.keys(item.post.responses)).toEqual(['200', '400', '405', '408', '413', '415', '417', '422', '429', '431', '500', '503']);
  }
});
