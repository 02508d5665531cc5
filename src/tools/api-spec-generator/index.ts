import { stringify } from 'yaml';
import { ToolInputError } from '../shared/errors';
import { clip } from '../../common/text';
import { warning, type Warning } from '../shared/warnings';
import { readEndpoints, type Endpoint, type Field } from './parse';

export interface ApiSpecRequest {
  text: string;
  title: string;
  version: string;
}

export interface LintProblem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  pointer: string;
}

export interface ApiSpecResult {
  yaml: string;
  endpoints: number;
  lint: LintProblem[];
  warnings: Array<Warning<'line_not_understood' | 'item_not_used'> & { line: number }>;
}

type Json = Record<string, unknown>;
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

const pascal = (words: string[]): string => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
const segments = (path: string): string[] => path.split('/').filter(Boolean);

/** `getUsersById`, `createOrders`, ...: the method's verb, the static segments, then `By` and each parameter. */
function operationIdOf(endpoint: Endpoint, taken: Set<string>): string {
  const verbs = { get: endpoint.list ? 'list' : 'get', post: 'create', put: 'replace', patch: 'update', delete: 'delete' };
  const parts = segments(endpoint.path);
  const words = parts
    .filter((part) => !part.startsWith('{'))
    .map((part) => part.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase()));
  const params = parts.filter((part) => part.startsWith('{')).map((part) => part.slice(1, -1));
  let id = `${verbs[endpoint.method]}${pascal(words.length > 0 ? words : ['Root'])}${params.length > 0 ? `By${pascal(params)}` : ''}`;
  for (let n = 2; taken.has(id); n += 1) id = `${id.replace(/\d+$/, '')}${n}`;
  taken.add(id);
  return id;
}

function objectSchema(fields: Field[], allOptional: boolean): Json {
  const required = allOptional ? [] : fields.filter((field) => !field.optional).map((field) => field.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const problemResponse = (description: string): Json => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function operation(endpoint: Endpoint, operationId: string): Json {
  const parameters = [
    ...segments(endpoint.path)
      .filter((part) => part.startsWith('{'))
      .map((part) => ({ name: part.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } })),
    ...endpoint.query.map((field) => ({ name: field.name, in: 'query', required: !field.optional, schema: field.schema })),
  ];
  const answered = endpoint.response && endpoint.response.length > 0 ? endpoint.response : endpoint.request;
  const resource = objectSchema(answered, false);
  const withBody = endpoint.method === 'post' || endpoint.method === 'put' || endpoint.method === 'patch';
  const json = (schema: Json): Json => ({ 'application/json': { schema } });
  const success: Json =
    endpoint.method === 'delete'
      ? { '204': { description: 'Deleted.' } }
      : {
          [endpoint.method === 'post' ? '201' : '200']: {
            description: endpoint.method === 'post' ? 'Created.' : 'OK.',
            content: json(endpoint.list ? { type: 'array', items: resource } : resource),
          },
        };
  return {
    operationId,
    summary: clip(endpoint.summary.replace(/^./, (c) => c.toUpperCase()) || `${endpoint.method.toUpperCase()} ${endpoint.path}`, 120),
    tags: [segments(endpoint.path).find((part) => !part.startsWith('{')) ?? 'root'],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(withBody ? { requestBody: { required: true, content: json(objectSchema(endpoint.request, endpoint.method === 'patch')) } } : {}),
    responses: {
      ...success,
      ...(withBody ? { '400': problemResponse('The body is not valid.') } : {}),
      ...(endpoint.path.includes('{') ? { '404': problemResponse('Not found.') } : {}),
      default: problemResponse('An error, as RFC 9457 problem details.'),
    },
  };
}

/** The OpenAPI 3.1 document for the endpoints read. */
function document(endpoints: Endpoint[], title: string, version: string): Json {
  const taken = new Set<string>();
  const paths: Json = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {}) as Json;
    item[endpoint.method] = operation(endpoint, operationIdOf(endpoint, taken));
  }
  const tags = [...new Set(endpoints.map((endpoint) => segments(endpoint.path).find((part) => !part.startsWith('{')) ?? 'root'))];
  return {
    openapi: '3.1.0',
    info: {
      title,
      version,
      description: `Generated by api-spec-generator from ${endpoints.length} plain-language endpoint description${endpoints.length === 1 ? '' : 's'}.`,
    },
    // A relative server (the host serving the document) and an explicit "no security": replace both when you deploy.
    servers: [{ url: '/', description: 'The host that serves this document.' }],
    security: [],
    tags: tags.map((name) => ({ name, description: `Operations on ${name}.` })),
    paths,
    components: {
      schemas: {
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details.',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            instance: { type: 'string' },
          },
        },
      },
    },
  };
}

/**
 * An OpenAPI 3.1 document from plain-language endpoint descriptions, one per line or paragraph (`GET /users/{id}
 * returns a user with name, email and age`): paths, path parameters, operationIds, request bodies and response
 * schemas from the fields named after "with" (types from hints in parentheses, string by default), standard error
 * responses; linted in process with Redocly's spec rules. Rule-based: no model, no network.
 */
export async function generateApiSpec(request: ApiSpecRequest): Promise<ApiSpecResult> {
  const { endpoints, unread } = readEndpoints(request.text);
  if (endpoints.length === 0) {
    throw new ToolInputError(
      'no_endpoints_found',
      `No line describes an endpoint${unread[0] ? ` (line ${unread[0].line}: ${unread[0].why})` : ''}; start each with a method and a path, for example "GET /users/{id} returns a user with name, email and age".`,
    );
  }
  const yaml = stringify(document(endpoints, request.title, request.version), { lineWidth: 0, aliasDuplicateObjects: false });
  const { core: redoclyCore, config: lintConfig } = redocly();
  const problems = await redoclyCore.lintFromString({ source: yaml, absoluteRef: '/openapi.yaml', config: await lintConfig });
  const lint: LintProblem[] = problems.map((problem) => ({
    severity: problem.severity === 'error' ? 'error' : 'warn',
    rule: problem.ruleId,
    message: problem.message,
    pointer: problem.location[0]?.pointer ?? '',
  }));
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
