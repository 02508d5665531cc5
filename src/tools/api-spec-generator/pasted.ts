/**
 * A whole OpenAPI 3 or Swagger 2 document, a Postman collection (v2) or a HAR file pasted as the description,
 * rewritten into the forms the reader reads: an endpoint line per operation, "Path parameters:", "Query parameters:"
 * and "Request body:" over field lines (nested by indent, `$ref`s followed), a status item per response with the
 * success's fields under it, and a sentence for each security scheme. Anything else is returned as it is.
 */
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** How deep `$ref`s and nested objects are followed: enough for real documents, bounded for cyclic ones. */
const MAX_DEPTH = 6;
const NAME = /^[A-Za-z_$][\w$]*$/;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object a text holds, when the whole text is one JSON or YAML mapping. */
function wholeDocument(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!/^(?:\{|openapi\s*:|swagger\s*:|["']?(?:openapi|swagger)["']?\s*:)/.test(trimmed)) return undefined;
  try {
    const value: unknown = trimmed.startsWith('{') ? JSON.parse(trimmed) : parse(trimmed, { maxAliasCount: 100 });
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The schema a `$ref` points to inside the document (`#/components/schemas/Pet`, `#/definitions/Pet`). */
function deref(root: Json, schema: unknown, depth = 0): Json {
  let current: unknown = schema;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < MAX_DEPTH; hops += 1) {
    const steps = (current.$ref as string).replace(/^#\//, '').split('/');
    current = steps.reduce<unknown>((at, step) => (isObject(at) ? at[step.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  }
  if (!isObject(current)) return {};
  // allOf: the parts' properties and required names together; oneOf/anyOf: the first choice.
  if (Array.isArray(current.allOf) && depth < MAX_DEPTH) {
    const parts = current.allOf.map((part) => deref(root, part, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), current.properties ?? {}),
      required: [...parts.flatMap((part) => (part.required as string[]) ?? []), ...((current.required as string[]) ?? [])],
    };
  }
  const choices = (current.oneOf ?? current.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length > 0 && depth < MAX_DEPTH) return deref(root, choices[0], depth + 1);
  return current;
}

/** A schema's type as a field line's hint: its format when it has one, `array of x`, `object`. */
function hint(root: Json, schema: Json): string {
  if (schema.type === 'array') {
    const items = deref(root, schema.items);
    return `array of ${items.type === 'object' || items.properties ? 'object' : hint(root, items)}`;
  }
  if (typeof schema.format === 'string' && /^(?:date|date-time|uuid|email|uri|url|binary|byte)$/.test(schema.format)) return schema.format;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return String(schema.type.find((type) => type !== 'null') ?? 'string');
  return schema.properties ? 'object' : 'string';
}

/**
 * Field lines written per document, at most: a schema whose members refer back to it (`A.p0..p19` each an `A`) would
 * otherwise write 20^6 lines from a few hundred bytes. A real document's fields fit many times over.
 */
const MAX_FIELD_LINES = 5000;
const written = new WeakMap<Json, number>();

/** A field line, and its members' lines indented under it; a `$ref` already being written is not written again inside itself. */
function fieldLines(
  root: Json,
  name: string,
  given: unknown,
  required: boolean,
  indent: number,
  depth: number,
  refs: readonly string[] = [],
): string[] {
  if (!NAME.test(name)) return [];
  const count = written.get(root) ?? 0;
  if (count >= MAX_FIELD_LINES) return [];
  written.set(root, count + 1);
  const ref = isObject(given) && typeof given.$ref === 'string' ? given.$ref : undefined;
  const itemsRef = isObject(given) && isObject(given.items) && typeof given.items.$ref === 'string' ? given.items.$ref : undefined;
  const cycle = [ref, itemsRef].some((one) => one !== undefined && refs.includes(one));
  const inside = [...refs, ...[ref, itemsRef].filter((one): one is string => one !== undefined)];
  const schema = deref(root, given);
  const values = Array.isArray(schema.enum) ? schema.enum.filter((value) => value !== null) : [];
  const notes = [
    ...(values.length > 0 ? [`one of ${values.map((value) => `\`${String(value)}\``).join(', ')}`] : []),
    ...(schema.default !== undefined ? [`default ${String(schema.default)}`] : []),
  ];
  const line = `${' '.repeat(indent)}- ${name} (${hint(root, schema)}, ${required ? 'required' : 'optional'})${notes.length > 0 ? ` — ${notes.join('. ')}` : ''}`;
  const inner = schema.type === 'array' ? deref(root, schema.items) : schema;
  return depth < MAX_DEPTH && !cycle && isObject(inner.properties)
    ? [line, ...objectLines(root, inner, indent + 2, depth + 1, inside)]
    : [line];
}

/** An object schema's properties as field lines. */
function objectLines(root: Json, schema: Json, indent: number, depth: number, refs: readonly string[] = []): string[] {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(isObject(schema.properties) ? schema.properties : {}).flatMap(([name, property]) =>
    fieldLines(root, name, property, required.has(name), indent, depth, refs),
  );
}

/** The schema of a request body or a response: OpenAPI 3's `content` (JSON first), Swagger 2's `schema`. */
function bodySchema(root: Json, holder: Json): { schema?: Json; media?: string } {
  if (isObject(holder.content)) {
    const entries = Object.entries(holder.content);
    const [media, value] = entries.find(([type]) => /json/i.test(type)) ?? entries[0] ?? [];
    return { ...(isObject(value) && value.schema ? { schema: deref(root, value.schema) } : {}), ...(media ? { media } : {}) };
  }
  return holder.schema ? { schema: deref(root, holder.schema) } : {};
}

/** A security requirement as the sentence that says it. */
function securitySentence(root: Json, requirement: unknown): string | undefined {
  if (Array.isArray(requirement) && requirement.length === 0) return 'This endpoint is public, with no authentication.';
  const first = Array.isArray(requirement) ? requirement.find(isObject) : undefined;
  const name = first ? Object.keys(first)[0] : undefined;
  if (!name) return undefined;
  const schemes = (
    isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : root.securityDefinitions
  ) as Json | undefined;
  const scheme = isObject(schemes) && isObject(schemes[name]) ? (schemes[name] as Json) : {};
  if (scheme.type === 'apiKey' && typeof scheme.name === 'string')
    return `Authentication: API key in the ${scheme.name} ${scheme.in === 'query' ? 'query parameter' : 'header'}.`;
  if ((scheme.type === 'http' && /^basic$/i.test(String(scheme.scheme))) || scheme.type === 'basic') return 'Authentication: HTTP Basic.';
  return 'Authentication: bearer token.';
}

/** One operation of an OpenAPI or Swagger document as lines of text. */
function operationLines(root: Json, path: string, method: string, operation: Json, shared: unknown[]): string[] {
  const lines = [
    `${method.toUpperCase()} ${path}${typeof operation.summary === 'string' ? ` — ${operation.summary.replace(/\s+/g, ' ')}` : ''}`,
  ];
  const security = securitySentence(root, operation.security ?? root.security);
  if (security) lines.push(security);
  const parameters = [...shared, ...((operation.parameters as unknown[]) ?? [])].map((parameter) => deref(root, parameter));
  for (const [where, label] of [
    ['path', 'Path parameters:'],
    ['query', 'Query parameters:'],
  ] as const) {
    const found = parameters.filter((parameter) => parameter.in === where && typeof parameter.name === 'string');
    if (found.length === 0) continue;
    lines.push('', label);
    for (const parameter of found)
      lines.push(...fieldLines(root, parameter.name as string, parameter.schema ?? parameter, parameter.required === true, 0, MAX_DEPTH));
  }
  const swaggerBody = parameters.find((parameter) => parameter.in === 'body');
  const form = parameters.filter((parameter) => parameter.in === 'formData');
  const body = isObject(operation.requestBody)
    ? bodySchema(root, deref(root, operation.requestBody))
    : swaggerBody
      ? bodySchema(root, swaggerBody)
      : {};
  if (body.schema || form.length > 0) {
    lines.push('', body.media && !/json/i.test(body.media) ? `Request body (${body.media}):` : 'Request body:');
    if (body.schema) lines.push(...(body.schema.type === 'array' ? [] : objectLines(root, body.schema, 0, 0)));
    for (const field of form) lines.push(...fieldLines(root, field.name as string, field, field.required === true, 0, MAX_DEPTH));
  }
  for (const [code, given] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    if (!/^[1-5]\d\d$/.test(code)) continue;
    const response = deref(root, given);
    const why = typeof response.description === 'string' ? response.description.replace(/\s+/g, ' ').replace(/[:.]+$/, '') : '';
    const { schema } = bodySchema(root, response);
    const inner = schema?.type === 'array' ? deref(root, schema.items) : schema;
    if (Number(code) < 300 && inner && isObject(inner.properties)) {
      lines.push('', `- ${code} — ${why || 'success'}${schema?.type === 'array' ? ', an array of:' : ':'}`);
      lines.push(...objectLines(root, inner, 0, 0));
    } else lines.push('', `- ${code}${why ? ` — ${why}` : ''}`);
  }
  return lines;
}

/** An OpenAPI 3 or Swagger 2 document as text. */
function fromOpenApi(root: Json): string {
  const out: string[] = [];
  for (const [path, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation)) out.push(...operationLines(root, path, method, operation, shared), '');
    }
  }
  return out.join('\n');
}

/** A URL of a Postman request or a HAR entry as a path: the host and `{{base_url}}` dropped, `:id` as `{id}`. */
function pathOf(url: unknown): string {
  const raw = isObject(url) ? (typeof url.raw === 'string' ? url.raw : `/${((url.path as string[]) ?? []).join('/')}`) : String(url ?? '');
  return raw
    .replace(/^(?:https?:\/\/[^/]+|\{\{[^}]+\}\})/, '')
    .replace(/\{\{([\w.-]+)\}\}/g, '{$1}')
    .replace(/\/:([A-Za-z_]\w*)/g, '/{$1}')
    .replace(/^(?!\/)/, '/');
}

/** A JSON text as a fenced block the reader reads, when it is JSON. */
function jsonBlock(text: unknown): string[] {
  if (typeof text !== 'string' || !/^\s*[[{]/.test(text)) return [];
  try {
    return ['```json', JSON.stringify(JSON.parse(text), null, 2), '```'];
  } catch {
    return [];
  }
}

/** A Postman collection (v2): each request, its body, its saved example responses, and the collection's auth. */
function fromPostmanCollection(root: Json): string {
  const out: string[] = [];
  const auth = isObject(root.auth) ? root.auth : undefined;
  if (auth?.type === 'bearer') out.push('Every endpoint requires a bearer token.', '');
  else if (auth?.type === 'basic') out.push('Every endpoint requires HTTP Basic authentication.', '');
  else if (auth?.type === 'apikey' && Array.isArray(auth.apikey)) {
    const key = (auth.apikey as Json[]).find((entry) => entry.key === 'key')?.value;
    if (typeof key === 'string') out.push(`Every endpoint requires an API key in the ${key} header.`, '');
  }
  const walk = (items: unknown, depth: number): void => {
    if (!Array.isArray(items) || depth > MAX_DEPTH) return;
    for (const item of items.filter(isObject)) {
      if (Array.isArray(item.item)) walk(item.item, depth + 1);
      const request = isObject(item.request) ? item.request : undefined;
      if (!request || typeof request.method !== 'string') continue;
      out.push(`${request.method.toUpperCase()} ${pathOf(request.url)}${typeof item.name === 'string' ? ` — ${item.name}` : ''}`);
      const body = isObject(request.body) ? request.body : undefined;
      const block = jsonBlock(body?.raw);
      if (block.length > 0) out.push('', 'Request body:', ...block);
      for (const response of Array.isArray(item.response) ? item.response.filter(isObject) : []) {
        const code = Number(response.code);
        if (!(code >= 100 && code < 600)) continue;
        const shown = jsonBlock(response.body);
        out.push(
          '',
          ...(shown.length > 0 && code < 300
            ? [`Response ${code}:`, ...shown]
            : [`- ${code}${typeof response.status === 'string' ? ` — ${response.status}` : ''}`]),
        );
      }
      out.push('');
    }
  };
  walk(root.item, 0);
  return out.join('\n');
}

/** A HAR file: each entry's request (its JSON body) and the status and JSON of its answer. */
function fromHar(root: Json): string {
  const entries = isObject(root.log) && Array.isArray(root.log.entries) ? root.log.entries.filter(isObject) : [];
  const out: string[] = [];
  for (const entry of entries) {
    const request = isObject(entry.request) ? entry.request : undefined;
    const response = isObject(entry.response) ? entry.response : undefined;
    if (!request || typeof request.method !== 'string') continue;
    out.push(`${request.method.toUpperCase()} ${pathOf(request.url)}`);
    const posted = isObject(request.postData) ? jsonBlock(request.postData.text) : [];
    if (posted.length > 0) out.push('', 'Request body:', ...posted);
    const status = Number(response?.status);
    if (status >= 100 && status < 600) {
      const shown = isObject(response?.content) ? jsonBlock(response.content.text) : [];
      out.push('', ...(shown.length > 0 && status < 300 ? [`Response ${status}:`, ...shown] : [`- ${status}`]));
    }
    out.push('');
  }
  return out.join('\n');
}

/** The text with a pasted OpenAPI or Swagger document, Postman collection or HAR file rewritten; any other text as it is. */
export function fromPasted(text: string): string {
  const root = wholeDocument(text);
  if (!root) return text;
  if ((typeof root.openapi === 'string' || typeof root.swagger === 'string') && isObject(root.paths)) return fromOpenApi(root);
  if (isObject(root.info) && /getpostman\.com/.test(String(root.info.schema ?? '')) && Array.isArray(root.item))
    return fromPostmanCollection(root);
  if (isObject(root.log) && Array.isArray(root.log.entries)) return fromHar(root);
  return text;
}
