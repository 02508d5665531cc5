/**
 * What every tool operation answers besides its own 200 body, written once here and injected into the bundled
 * contract by scripts/codegen.ts, so that the served spec, the types, the lint and the docs page all see it while a
 * tool's spec file (openapi/paths/<tool>.yaml) holds only what is its own:
 * - the rate-limit and request-id headers of its 200;
 * - the problem responses every tool shares (components/responses.yaml), 408, 417 and 431 from the HTTP parser included;
 * - its 422, derived from its `x-error-codes`: the shared ValidationFailed when it has none, else `validation_failed`
 *   or one of its own codes, each written once, in that list.
 */

type Json = Record<string, unknown>;
type Operation = { 'x-error-codes'?: string[]; responses?: Record<string, Json> };

const ref = (kind: 'headers' | 'responses' | 'schemas', name: string): Json => ({ $ref: `#/components/${kind}/${name}` });

/** The headers of every answer that passed the rate limiter. */
const answerHeaders = (): Json =>
  Object.fromEntries(
    ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'X-Request-Id'].map((n) => [n, ref('headers', n)]),
  );

/** Status -> the shared response of components/responses.yaml; 422 is derived per tool. */
const sharedProblems: Record<string, string> = {
  '400': 'InvalidJsonBody',
  '405': 'MethodNotAllowed',
  '408': 'RequestTimeout',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '417': 'ExpectationFailed',
  '422': 'ValidationFailed',
  '429': 'RateLimited',
  '431': 'HeadersTooLarge',
  '500': 'EngineError',
  '503': 'ServerBusy',
};

function unprocessable(codes: string[]): Json {
  if (codes.length === 0) return ref('responses', sharedProblems['422'] as string);
  return {
    description: `\`validation_failed\` when the body violates the schema; ${codes.map((code) => `\`${code}\``).join(', ')} when the tool cannot process input that passed it.`,
    headers: answerHeaders(),
    content: {
      'application/problem+json': { schema: { oneOf: [ref('schemas', 'ValidationProblem'), ref('schemas', 'ToolProblem')] } },
    },
  };
}

/** Adds the shared answers to every operation of a bundled document; a spec file that writes one itself is refused. */
export function injectSharedResponses(document: { paths: Record<string, Record<string, Operation>> }): void {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const { '200': success, ...others } = operation.responses ?? {};
      const written = Object.keys(others);
      if (!success || written.length > 0 || 'headers' in success) {
        throw new Error(
          `${method.toUpperCase()} ${path}: write only the 200 response's description and content; its headers and the problem responses (${written.join(', ') || 'none'} written) are added by scripts/shared-responses.ts`,
        );
      }
      const { description, ...rest } = success;
      const responses: Record<string, Json> = { '200': { description, headers: answerHeaders(), ...rest } };
      for (const [status, name] of Object.entries(sharedProblems)) {
        responses[status] = status === '422' ? unprocessable(operation['x-error-codes'] ?? []) : ref('responses', name);
      }
      operation.responses = responses;
    }
  }
}
