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
type Operation = { 'x-error-codes'?: string[]; 'x-kind'?: string; responses?: Record<string, Json> };

const ref = (kind: 'headers' | 'responses' | 'schemas', name: string): Json => ({ $ref: `#/components/${kind}/${name}` });

/** The headers of every answer that passed the rate limiter. */
const answerHeaders = (): Json =>
  Object.fromEntries(
    ['RateLimit', 'RateLimit-Policy', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'].map((n) => [
      n,
      ref('headers', n),
    ]),
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

/** The 422 codes whose problems carry more than a Problem (an `errors` list), by the schema that says so. */
const problemSchemaOfCode: Record<string, string> = { pipeline_invalid: 'PipelineProblem' };

function unprocessable(codes: string[], composition: boolean): Json {
  if (codes.length === 0) return ref('responses', sharedProblems['422'] as string);
  const own = codes.filter((code) => problemSchemaOfCode[code]).map((code) => ref('schemas', problemSchemaOfCode[code] as string));
  const plain = codes.some((code) => !problemSchemaOfCode[code]) ? [ref('schemas', 'ToolProblem')] : [];
  const when = composition ? 'the request cannot run as written' : 'the tool cannot process input that passed it';
  return {
    description: `\`validation_failed\` when the body violates the schema; ${codes.map((code) => `\`${code}\``).join(', ')} when ${when}.`,
    headers: answerHeaders(),
    content: {
      'application/problem+json': { schema: { oneOf: [ref('schemas', 'ValidationProblem'), ...own, ...plain] } },
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
        responses[status] =
          status === '422'
            ? unprocessable(operation['x-error-codes'] ?? [], operation['x-kind'] === 'composition')
            : ref('responses', name);
      }
      operation.responses = responses;
    }
  }
}

/** A tool's name as a schema name: `gst-calculator` → `GstCalculatorResult`. */
const resultSchemaName = (tool: string): string =>
  `${tool
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Result`;

/**
 * Fills in the schema marked `x-one-per-tool` (components.schemas.CallAnswer): one `oneOf` branch per tool, `{index,
 * tool: <the tool>, status: 200, result}`, so a batch's or a pipeline's answers are typed by their tool from the facts
 * each tool's file states once. Each tool's result schema moves to `components.schemas.<Tool>Result`, referenced from
 * its own 200 answer and from its branch: openapi-backend's dereferencer and openapi-typescript both mishandle a
 * `$ref` into `paths` (an escaped `~1` segment), and a copy would double the document.
 */
export function injectCallAnswers(document: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Json } }): void {
  const schemas = document.components?.schemas ?? {};
  const marked = Object.values(schemas).filter((schema) => typeof schema === 'object' && schema !== null && 'x-one-per-tool' in schema);
  if (marked.length === 0) return;
  const tools = Object.entries(document.paths)
    .filter(([, item]) => item.post && item.post['x-kind'] !== 'composition')
    .map(([path, item]) => {
      const tool = path.slice(1);
      const success = item.post?.responses?.['200'] as { content?: Record<string, { schema?: { properties?: Json } }> } | undefined;
      const properties = success?.content?.['application/json']?.schema?.properties;
      if (!properties?.result) throw new Error(`${path}: the 200 answer has no \`result\` property`);
      const name = resultSchemaName(tool);
      schemas[name] = properties.result;
      properties.result = ref('schemas', name);
      return { tool, name };
    });
  for (const schema of marked as Array<{ oneOf?: Json[] }>) {
    const branches = tools.map(({ tool, name }) => ({
      type: 'object',
      title: tool,
      additionalProperties: false,
      required: ['index', 'tool', 'status', 'result'],
      properties: {
        index: { type: 'integer', minimum: 0, description: "The call's place in `calls`, or the step's in `steps` (0-based)." },
        tool: { const: tool },
        status: { const: 200 },
        result: ref('schemas', name),
      },
    }));
    schema.oneOf = [...branches, ...(schema.oneOf ?? [])];
    // The marker is a note for the reader of the source: a validator in strict mode refuses unknown keywords.
    delete (schema as Json)['x-one-per-tool'];
  }
}
