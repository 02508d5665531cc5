import { createRequire } from 'node:module';
import standaloneCode from 'ajv/dist/standalone';
import { createSpecAjv, REQUEST_BODY_OPTIONS } from '../../scripts/spec-ajv';
import { toValidationErrors } from '../../src/calls/validation-errors';
import { callTool, expectProblem, useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

type Json = Record<string, unknown>;

// A request value that breaks a `pattern` is refused in the spec's words (`x-pattern-words`), over HTTP and on the
// tool page as you type, never as Ajv's `must match pattern "^[A-Za-z]..."`.

/** Every `pattern` in a request schema, by where it sits (`/rootName`, `/columns/items/name`). */
function patternsIn(schema: unknown, at = ''): Array<{ at: string; schema: Json }> {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Json;
  const own = typeof node.pattern === 'string' ? [{ at, schema: node }] : [];
  const inside = Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' && value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, field]) => patternsIn(field, `${at}/${name}`))
      : typeof value === 'object'
        ? patternsIn(value, `${at}/${key}`)
        : [],
  );
  return [...own, ...inside];
}

const patterns = specTools.flatMap((tool) => patternsIn(toolSpec(tool).request).map((found) => ({ tool, ...found })));

/** One value per pattern that breaks it (and nothing else): a new pattern needs its case here. */
const breaking: Record<string, string> = {
  'api-spec-generator /text': ' \n\t ',
  'cron-builder /expression': ' \n\t ',
  'curl-to-code /curl': ' \n\t ',
  'epoch-converter /value': ' \n\t ',
  'json-schema-generator /text': ' \n\t ',
  'json-to-any-language /json': ' \n\t ',
  'json-to-any-language /rootName': '1st_order',
  'json-to-typescript /text': ' \n\t ',
  'json-to-typescript /rootName': 'my root',
  'jwt-decoder /key': ' \n\t ',
  'jwt-decoder /token': ' \n\t ',
  'mcp-server-generator /serverName': 'My Tools',
  'mcp-server-generator /text': ' \n\t ',
  'mock-data-generator /schema': ' \n\t ',
  'upi-qr-generator /payeeVpa': 'shop@9upi',
  'upi-qr-generator /payeeName': ' \t ',
};

/** The tool page's validator: the request schema as standalone code, compiled as scripts/build-tools.ts does. */
function pageValidator(schema: Json): ((body: unknown) => boolean) & { errors?: unknown[] | null } {
  const ajv = createSpecAjv({ ...REQUEST_BODY_OPTIONS, code: { source: true } });
  const module = { exports: {} as { default?: unknown } };
  new Function('require', 'module', 'exports', standaloneCode(ajv, ajv.compile(schema)))(createRequire(__filename), module, module.exports);
  return module.exports.default as never;
}

test('the request schemas have patterns (else the checks below test nothing)', () => {
  expect(patterns.length).toBeGreaterThan(0);
});

test.each(patterns.map((found) => [`${found.tool} ${found.at}`, found] as const))(
  '%s: its pattern says what it asks in words (x-pattern-words, read after the field: "must ...")',
  (_name, { schema }) => {
    expect(schema['x-pattern-words']).toMatch(/^must \S/);
  },
);

test('every pattern has a breaking value here, and only patterns do', () => {
  expect(Object.keys(breaking).sort()).toEqual(patterns.map(({ tool, at }) => `${tool} ${at}`).sort());
});

describe('a value that breaks a pattern', () => {
  const client = useTestClient();

  test.each(Object.entries(breaking))(
    '%s: 422 validation_failed at its pointer in its words, over HTTP and on the page',
    async (key, value) => {
      const [tool, pointer] = key.split(' ') as [string, string];
      const spec = toolSpec(tool);
      const example = Object.values(spec.examples)[0]?.value as Record<string, unknown>;
      const body = { ...example, [pointer.slice(1)]: value };
      const words = patterns.find((found) => found.tool === tool && found.at === pointer)?.schema['x-pattern-words'];

      const problem = expectProblem(await callTool(client, tool, body), 422, 'validation_failed');
      expect(problem.errors).toEqual([{ pointer, message: words }]);

      const validate = pageValidator(spec.request);
      expect(validate(structuredClone(body))).toBe(false);
      expect(toValidationErrors((validate.errors ?? []) as never).entries).toEqual(problem.errors);
    },
  );
});
