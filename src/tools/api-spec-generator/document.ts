/**
 * The OpenAPI 3.1 document for the endpoints read: paths and operations (operationIds, parameters, request bodies
 * with their media type and example, the success answer and the stated statuses), security schemes, and a shared
 * RFC 9457 `Problem` schema. A document holds at most 20,000 fields (200 endpoints of 50, in the body and the answer),
 * whatever copies and shared resources the text asks for.
 */
import { clip } from '../../common/text';
import type { Endpoint, Field } from './model';
import type { Auth } from './statements';
import type { Schema } from './types';

type Json = Record<string, unknown>;

/** Fields left to write; what the document cannot hold is counted for a warning. */
export interface Budget {
  left: number;
  dropped: number;
}
export const MAX_DOCUMENT_FIELDS = 20_000;

const pascal = (words: string[]): string => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
const segments = (path: string): string[] => path.split('/').filter(Boolean);
/** The first static segment that names a resource (`/api/v2/orders/{id}`: orders), else the first, else root. */
const tagOf = (path: string): string => {
  const words = segments(path).filter((part) => !part.startsWith('{'));
  return words.find((part) => !/^(?:api|v\d+(?:\.\d+)?|rest|public|internal)$/i.test(part)) ?? words[0] ?? 'root';
};

/** `getUsersById`, `createOrders`, ...: the method's verb, the static segments, then `By` and each parameter. */
function operationIdOf(endpoint: Endpoint, taken: Set<string>): string {
  const verbs = {
    get: (endpoint.list ?? endpoint.listWords) ? 'list' : 'get',
    post: 'create',
    put: 'replace',
    patch: 'update',
    delete: 'delete',
  };
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

/** Members within the budget; the rest counted as dropped. */
function kept<T>(entries: T[], budget: Budget): T[] {
  const fits = entries.slice(0, Math.max(0, budget.left));
  budget.left -= fits.length;
  budget.dropped += entries.length - fits.length;
  return fits;
}

/** A schema as the document writes it: what the text left untyped is a string, `required` lists only members. */
function written(schema: Schema, budget: Budget, depth = 0): Json {
  if (depth > 8) return { type: 'string' };
  if (schema.type === undefined) return { type: 'string', ...schema };
  const out: Json = { ...schema };
  if (schema.type === 'array') out.items = written((schema.items as Schema) ?? {}, budget, depth + 1);
  if (schema.properties) {
    const members = kept(Object.entries(schema.properties as Record<string, Schema>), budget);
    out.properties = Object.fromEntries(members.map(([key, child]) => [key, written(child, budget, depth + 1)]));
    const required = ((schema.required as string[]) ?? []).filter((key) => key in (out.properties as Json));
    if (required.length > 0) out.required = required;
    else delete out.required;
  }
  return out;
}

// A secret is sent, never answered back.
const secret = (name: string, schema: Json): Json =>
  /^(?:password|passwd|secret|client_?secret|pin|otp|new_?password|old_?password|current_?password)$/i.test(name)
    ? { ...schema, writeOnly: true }
    : schema;

function objectSchema(all: Field[], allOptional: boolean, budget: Budget): Json {
  const fields = kept(all, budget);
  const required = allOptional ? [] : fields.filter((field) => !field.optional).map((field) => field.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, secret(field.name, written(field.schema, budget))])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const problemResponse = (description: string): Json => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

// RFC 9110's reason phrases, for the responses a description states without saying why.
const REASONS: Record<number, string> = {
  200: 'OK.',
  201: 'Created.',
  202: 'Accepted.',
  204: 'No content.',
  400: 'Bad request.',
  401: 'Unauthorized.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  410: 'Gone.',
  412: 'Precondition failed.',
  413: 'Content too large.',
  415: 'Unsupported media type.',
  422: 'Unprocessable content.',
  429: 'Too many requests.',
  500: 'Internal server error.',
  502: 'Bad gateway.',
  503: 'Service unavailable.',
};
const reasonOf = (code: number, why: string): string =>
  why === '' || /^[A-Z][a-z]+(\s[A-Z][a-z]+)*$/.test(why)
    ? (REASONS[code] ?? `Status ${code}.`)
    : `${why.replace(/^./, (c) => c.toUpperCase())}.`;

/** The security scheme a description's authentication names, by the name it has in components. */
function schemeOf(auth: Auth): [string, Json] | undefined {
  if (auth.kind === 'bearer') return ['bearerAuth', { type: 'http', scheme: 'bearer' }];
  if (auth.kind === 'basic') return ['basicAuth', { type: 'http', scheme: 'basic' }];
  return [`apiKey${pascal(auth.header.split(/[^A-Za-z0-9]+/))}`, { type: 'apiKey', in: 'header', name: auth.header }];
}

function operation(endpoint: Endpoint, operationId: string, budget: Budget): Json {
  const parameters = [
    ...segments(endpoint.path)
      .filter((part) => part.startsWith('{'))
      .map((part) => ({
        name: part.slice(1, -1),
        in: 'path',
        required: true,
        schema: written(endpoint.pathTypes.get(part.slice(1, -1)) ?? {}, budget),
      })),
    ...kept(endpoint.query, budget).map((field) => ({
      name: field.name,
      in: 'query',
      required: !field.optional,
      schema: written(field.schema, budget),
    })),
  ];
  const answered = endpoint.response && endpoint.response.length > 0 ? endpoint.response : endpoint.request;
  const resource = objectSchema(answered, false, budget);
  const withBody =
    (endpoint.method === 'post' || endpoint.method === 'put' || endpoint.method === 'patch') &&
    !(endpoint.noBody && endpoint.request.length === 0);
  const example = (value: unknown): Json => (value === undefined ? {} : { example: value });
  const json = (schema: Json, value?: unknown): Json => ({ 'application/json': { schema, ...example(value) } });
  // The success status the description states, else the method's usual one.
  // One with a body first: "205 when idle, otherwise 201 with reset_id" answers 201 with the reset, and 205 as well.
  const successes = endpoint.statuses.filter(({ code }) => code >= 200 && code < 300);
  const stated = successes.find(({ code }) => code !== 204 && code !== 205) ?? successes[0];
  const code = stated?.code ?? (endpoint.method === 'delete' ? 204 : endpoint.method === 'post' ? 201 : 200);
  const success: Json =
    code === 204 || code === 205
      ? { [code]: { description: endpoint.method === 'delete' ? 'Deleted.' : reasonOf(code, stated?.why ?? '') } }
      : {
          [code]: {
            description: stated ? reasonOf(code, stated.why) : endpoint.method === 'post' ? 'Created.' : 'OK.',
            content: json(
              (endpoint.list ?? endpoint.listWords) ? { type: 'array', items: resource } : resource,
              endpoint.examples.get(code) ?? endpoint.examples.get(0),
            ),
          },
        };
  // "200 with the position; 204 with no body if the ferry has not left": a second success that carries nothing.
  const empty = Object.fromEntries(
    endpoint.statuses
      .filter(({ code: status }) => status !== code && (status === 204 || status === 205))
      .map(({ code: status, why }) => [status, { description: reasonOf(status, why) }]),
  );
  const errors = Object.fromEntries(
    endpoint.statuses
      .filter(({ code: status }) => status >= 300)
      .map(({ code: status, why }) => [status, problemResponse(reasonOf(status, why))]),
  );
  const schemes = endpoint.auth.map(schemeOf).filter((entry) => entry !== undefined);
  const summary = (endpoint.heading ?? endpoint.summary).replace(/[`*]/g, '').replace(/^[\s,:;—–-]+|[\s,:;—–-]+$/g, '');
  return {
    operationId,
    summary: clip(summary.replace(/^./, (c) => c.toUpperCase()) || `${endpoint.method.toUpperCase()} ${endpoint.path}`, 120),
    tags: [tagOf(endpoint.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(withBody
      ? {
          requestBody: {
            required: true,
            content: {
              [endpoint.mediaType ?? 'application/json']: {
                schema: objectSchema(endpoint.request, endpoint.method === 'patch', budget),
                ...example(
                  endpoint.mediaType === undefined || endpoint.mediaType === 'application/json' ? endpoint.requestExample : undefined,
                ),
              },
            },
          },
        }
      : {}),
    ...(schemes.length > 0 ? { security: schemes.map(([name]) => ({ [name]: [] })) } : endpoint.isPublic ? { security: [] } : {}),
    responses: {
      ...success,
      ...empty,
      ...(withBody ? { '400': problemResponse('The body is not valid.') } : {}),
      ...(schemes.length > 0 ? { '401': problemResponse('Missing or invalid credentials.') } : {}),
      ...(endpoint.path.includes('{') ? { '404': problemResponse('Not found.') } : {}),
      ...errors,
      default: problemResponse('An error, as RFC 9457 problem details.'),
    },
  };
}

/** The OpenAPI 3.1 document for the endpoints read. */
export function document(endpoints: Endpoint[], title: string, version: string, budget: Budget): Json {
  const taken = new Set<string>();
  const paths: Json = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {}) as Json;
    item[endpoint.method] = operation(endpoint, operationIdOf(endpoint, taken), budget);
  }
  const tags = [...new Set(endpoints.map((endpoint) => tagOf(endpoint.path)))];
  const schemes = [
    ...new Map(endpoints.flatMap((endpoint) => endpoint.auth.map(schemeOf)).filter((entry) => entry !== undefined)).entries(),
  ];
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
      ...(schemes.length > 0 ? { securitySchemes: Object.fromEntries(schemes) } : {}),
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
