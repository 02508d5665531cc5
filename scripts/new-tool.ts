/**
 * `npm run new-tool <tool> [-- --tag <tag>] [--tagline "<what it does>"]`: scaffolds a tool that works end to end,
 * for you to turn into the real one. It writes the spec file (openapi/paths/<tool>.yaml: a `text` in, the text and its
 * character count out, one example) and the tool's folder (src/tools/<tool>/: engine, handler, engine test, HTTP
 * test, largest-answer test), lists the path in openapi/v1.yaml and the tool in the README's table, and runs codegen, which registers the
 * handler. Then: write the real schema and examples in the spec, `npm run codegen`, the engine and its tests from
 * published vectors, `npm run examples` (the 200 examples), `npm test`. See "Adding a tool" in CONTRIBUTING.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { camelCaseOf, operationIdOf } from './tool-names';

const root = join(__dirname, '..');
const tags = ['developer', 'data', 'business-india', 'content-design'];

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const tool = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tool)) {
  fail(`new-tool: give the tool's name in kebab-case, at least two words (as "word-counter"); got "${tool}".`);
}
const tag = option('tag', 'developer');
if (!tags.includes(tag)) fail(`new-tool: --tag must be one of ${tags.join(', ')}; got "${tag}".`);
const tagline = option('tagline', 'Counts the characters of a text').replace(/\.$/, '');
const operationId = operationIdOf(tool);
const engineName = camelCaseOf(tool);
const specFile = join(root, 'openapi', 'paths', `${tool}.yaml`);
const folder = join(root, 'src', 'tools', tool);
if (existsSync(specFile) || existsSync(folder))
  fail(`new-tool: ${tool} exists already (openapi/paths/${tool}.yaml or src/tools/${tool}/).`);

const spec = `post:
  operationId: ${operationId}
  x-max-response-bytes: 65536
  tags:
    - ${tag}
  summary: ${tool}
  description: |
    **${tagline}.**

    The text's characters are counted as Unicode code points, so an emoji outside the Basic Multilingual Plane
    counts once. (Scaffolded by \`npm run new-tool\`: describe the real tool, its conventions, limits and errors.)

    **Largest answer:** 65,536 bytes (10,000 control characters, each escaped in JSON as six bytes).
  requestBody:
    required: true
    content:
      application/json:
        schema:
          type: object
          additionalProperties: false
          required:
            - text
          properties:
            text:
              type: string
              maxLength: 10000
              description: The text to count.
              x-label: Text to count
              x-hint: Any text; each character counts once, an emoji too.
        examples:
          hello:
            summary: A short text
            value:
              text: hello
  responses:
    "200":
      description: The ${tool} result.
      content:
        application/json:
          schema:
            type: object
            additionalProperties: false
            required:
              - tool
              - result
            properties:
              tool:
                type: string
                const: ${tool}
                description: The tool that produced the result.
              result:
                type: object
                additionalProperties: false
                required:
                  - text
                  - characters
                  - warnings
                properties:
                  text:
                    type: string
                    description: The text, as given.
                  characters:
                    type: integer
                    minimum: 0
                    description: Its length in Unicode code points.
                  warnings:
                    type: array
                    maxItems: 0
                    description: Always present; this tool has no warnings today, so it is always empty (the shared shape is in the Warning schema).
                    items:
                      $ref: ../components/schemas.yaml#/Warning
          examples:
            hello:
              summary: A short text
              value:
                tool: ${tool}
                result:
                  text: hello
                  characters: 5
                  warnings: []
  x-error-codes: []
  x-warning-codes: []
`;

const engine = `import type { RequestBody, ToolResult } from '../../common/operations';

/** ${tagline}: the length of \`text\` in Unicode code points. */
export function ${engineName}({ text }: RequestBody<'${operationId}'>): ToolResult<'${operationId}'> {
  return { text, characters: [...text].length, warnings: [] };
}
`;

const handler = `import { ${engineName} } from '.';
import type { OperationHandler } from '../../common/operations';

export const handler: OperationHandler<'${operationId}'> = ({ request }) => ${engineName}(request.requestBody);
`;

const engineTest = `import { ${engineName} } from '.';

describe('${tool}', () => {
  test.each([
    { text: '', characters: 0 },
    { text: 'hello', characters: 5 },
    // U+1F600 is one code point and two UTF-16 units; "नमस्ते" is six code points (Unicode's Devanagari block).
    { text: '\\u{1F600}', characters: 1 },
    { text: 'नमस्ते', characters: 6 },
  ])('when the text is "$text", then it has $characters characters', ({ text, characters }) => {
    expect(${engineName}({ text })).toEqual({ text, characters, warnings: [] });
  });
});
`;

const apiTest = `import { callTool, expectProblem, useTestClient } from '../../../tests/support/app';
import { describeToolCodes } from '../../../tests/support/tool-codes';

const tool = '${tool}';
const client = useTestClient();

describe(\`POST /api/v1/\${tool}\`, () => {
  test('when a text is sent, then its characters are counted', async () => {
    const response = await callTool(client, tool, { text: 'hello' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ tool, result: { text: 'hello', characters: 5, warnings: [] } });
  });

  test('when the body has an unknown property, then 422 validation_failed points at it', async () => {
    const problem = expectProblem(await callTool(client, tool, { text: 'a', extra: 1 }), 422, 'validation_failed');
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: '/extra' })]);
  });
});

// One case per code of x-error-codes (none yet): a code added there without a case here does not compile.
describeToolCodes('${operationId}', {});
`;

const answerSizeTest = `import { describeLargestAnswers } from '../../../tests/support/answer-size';

describeLargestAnswers('${tool}', {
  tight: 0.9,
  cases: [{ name: '10,000 control characters', body: { text: '\\u0001'.repeat(10_000) } }],
});
`;

writeFileSync(specFile, spec);
mkdirSync(folder);
writeFileSync(join(folder, 'index.ts'), engine);
writeFileSync(join(folder, 'handler.ts'), handler);
writeFileSync(join(folder, 'engine.test.ts'), engineTest);
writeFileSync(join(folder, 'api.test.ts'), apiTest);
writeFileSync(join(folder, 'answer-size.system.test.ts'), answerSizeTest);

const rootSpec = join(root, 'openapi', 'v1.yaml');
const source = readFileSync(rootSpec, 'utf8');
const components = source.indexOf('\ncomponents:');
if (components === -1) fail('new-tool: openapi/v1.yaml has no components: section to list the path before.');
writeFileSync(rootSpec, `${source.slice(0, components)}\n  /${tool}:\n    $ref: paths/${tool}.yaml${source.slice(components)}`);

const readmeFile = join(root, 'README.md');
const readme = readFileSync(readmeFile, 'utf8');
const toolsTable = /(## Tools\n\n\| tool \| tag \| what it does \|\n\|---\|---\|---\|\n(?:\|.*\n)*)/;
if (!toolsTable.test(readme)) fail("new-tool: README.md has no '## Tools' table to list the tool in.");
writeFileSync(readmeFile, readme.replace(toolsTable, `$1| \`${tool}\` | ${tag} | ${tagline} |\n`));

execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'codegen.ts')], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`new-tool: ${tool} scaffolded in openapi/paths/${tool}.yaml and src/tools/${tool}/; listed in openapi/v1.yaml and README.md.`);
