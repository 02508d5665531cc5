import { stringify } from 'yaml';
import { ToolInputError } from '../shared/errors';
import { clip } from '../../common/text';
import { warning } from '../shared/warnings';
import { document, MAX_DOCUMENT_FIELDS, type Budget } from './document';

// The YAML's length that keeps the answer (the YAML in JSON, lint and warnings) within x-max-response-bytes.
const MAX_YAML_CHARACTERS = 1_900_000;
import { readEndpoints } from './parse';
import { unheld } from './stated';
import type { RequestBody, ToolResult } from '../../common/operations';

export type ApiSpecRequest = RequestBody<'api_spec_generator'>;

export type ApiSpecResult = ToolResult<'api_spec_generator'>;

type LintProblem = ApiSpecResult['lint'][number];

type RedoclyCore = typeof import('@redocly/openapi-core');

let core: RedoclyCore | undefined;
let config: Promise<Awaited<ReturnType<RedoclyCore['createConfig']>>> | undefined;

// @redocly/openapi-core 1.34 (CommonJS; 2.x is ESM-only and uses import.meta) costs about 140 ms to load: it is loaded
// on first use in the pool thread and warmed after the service listens. Lint runs with Redocly's "spec" rules.
function redocly(): { core: RedoclyCore; config: NonNullable<typeof config> } {
  core ??= require('@redocly/openapi-core') as RedoclyCore;
  config ??= core.createConfig({ extends: ['spec'] });
  return { core, config };
}

/**
 * An OpenAPI 3.1 document from plain-language endpoint descriptions, one per line or paragraph (`GET /users/{id}
 * returns a user with name, email and age`): paths, path parameters, operationIds, request bodies and response
 * schemas from the fields named after "with" (types from hints in parentheses, string by default), standard error
 * responses; linted in process with Redocly's spec rules. Rule-based: no model, no network.
 */
export async function generateApiSpec(request: ApiSpecRequest): Promise<ApiSpecResult> {
  const { endpoints, unread, said, text: read } = readEndpoints(request.text);
  if (endpoints.length === 0) {
    const first = request.text.split(/\r\n|\r|\n/).findIndex((line) => line.trim() !== '');
    const why = unread[0]
      ? `line ${unread[0].line}: ${unread[0].why}`
      : first >= 0
        ? `line ${first + 1}: it names no HTTP method and path (GET /users)`
        : 'the text is empty';
    throw new ToolInputError(
      'no_endpoints_found',
      `No line describes an endpoint (${why}); start each with a method and a path, for example "GET /users/{id} returns a user with name, email and age".`,
    );
  }
  // At most MAX_DOCUMENT_FIELDS fields, and fewer when long names or copies would pass the largest answer.
  let limit = MAX_DOCUMENT_FIELDS;
  let budget: Budget = { left: limit, dropped: 0 };
  let built = document(endpoints, request.title, request.version, budget);
  let yaml = stringify(built, { lineWidth: 0, aliasDuplicateObjects: false });
  for (let attempt = 0; yaml.length > MAX_YAML_CHARACTERS && attempt < 4; attempt += 1) {
    limit = Math.floor(((limit - budget.left) * MAX_YAML_CHARACTERS * 0.9) / yaml.length);
    budget = { left: limit, dropped: 0 };
    built = document(endpoints, request.title, request.version, budget);
    yaml = stringify(built, { lineWidth: 0, aliasDuplicateObjects: false });
  }
  const { core: redoclyCore, config: lintConfig } = redocly();
  const problems = await redoclyCore.lintFromString({ source: yaml, absoluteRef: '/openapi.yaml', config: await lintConfig });
  const lint: LintProblem[] = problems.map((problem) => ({
    severity: problem.severity === 'error' ? 'error' : 'warn',
    rule: problem.ruleId,
    message: problem.message,
    pointer: problem.location[0]?.pointer ?? '',
  }));
  if (budget.dropped > 0)
    unread.unshift({
      line: endpoints.at(-1)?.line ?? 1,
      text: request.text.split(/\r\n|\r|\n/)[(endpoints.at(-1)?.line ?? 1) - 1] ?? '',
      why: `the document holds ${limit.toLocaleString('en')} fields here (at most ${MAX_DOCUMENT_FIELDS.toLocaleString('en')}, fewer with long names or many copies); ${budget.dropped} more were left out`,
      partly: true,
    });
  // What read lines state and the document does not hold; when fields were left out for size, that warning says it.
  if (budget.dropped === 0) {
    unread.push(...unheld(read, endpoints, built, said, unread));
    unread.sort((a, b) => a.line - b.line);
  }
  const warnings = unread
    .slice(0, 50)
    .map(({ line, text, why, partly }) =>
      partly
        ? warning('item_not_used', `Line ${line} ("${clip(text, 60)}"): ${why}.`, { line })
        : warning('line_not_understood', `Line ${line} ("${clip(text, 60)}") was not read: ${why}.`, { line }),
    );
  return { yaml, endpoints: endpoints.length, lint, warnings };
}

/** Loads Redocly's linter and lints once, so a pool thread's first caller pays for neither. */
export async function warmApiSpec(): Promise<void> {
  await generateApiSpec({ text: 'GET /warm returns a thing with name', title: 'Warm', version: '1' });
}
