/**
 * The items a plain-language API description states, checked in an OpenAPI document (api-spec-generator's fidelity
 * tests). Notation, one item per string:
 *   "GET /users"                          the operation exists
 *   "GET /users list"                     its success answer is an array
 *   "GET /users query page:integer?"      a query parameter, its type, "?" when optional
 *   "POST /users body name:string"        a request body field (any content type), no "?" when required
 *   "GET /users/{id} answer email:email"  a field of the success answer; "answer email" checks only that it is there
 *   "POST /users status 409"              a response with that status
 *   "DELETE /users/{id} auth bearer"      the operation requires a scheme of that kind (bearer, basic, apiKey:Header)
 *   "POST /files content multipart/form-data"   the request body's media type
 * Types: string, integer, number, boolean, date, date-time, email, uuid, uri, binary, object, array<T>, enum(a|b).
 * A dotted name goes inside objects, "[]" inside an array's items: items[].qty.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The notation above for a schema. */
function typeName(schema: Json): string {
  if (schema.enum) return `enum(${schema.enum.join('|')})`;
  if (schema.type === 'array') return `array<${schema.items?.type ?? 'any'}>`;
  if (schema.type === 'string' && (schema.format === 'binary' || schema.contentMediaType)) return 'binary';
  if (schema.type === 'string' && schema.format) return schema.format === 'date-time' ? 'date-time' : schema.format;
  return schema.type;
}

/** The schema of a dotted name inside an object schema, and whether it is required where it sits. */
function fieldIn(schema: Json, name: string): { schema: Json; required: boolean } | undefined {
  let current: Json | undefined = schema.type === 'array' ? schema.items : schema;
  let required = false;
  for (const step of name.split('.')) {
    const [key, inArray] = step.endsWith('[]') ? [step.slice(0, -2), true] : [step, false];
    if (!current?.properties?.[key]) return undefined;
    required = (current.required ?? []).includes(key);
    current = current.properties[key];
    if (inArray) current = current?.items;
  }
  return current ? { schema: name.endsWith('[]') ? { type: 'array', items: current } : current, required } : undefined;
}

const firstContent = (holder: Json | undefined): Json | undefined => Object.values(holder?.content ?? {})[0] as Json | undefined;

/** The success response: the lowest 2xx status. */
function success(operation: Json): Json | undefined {
  const code = Object.keys(operation.responses ?? {})
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  return code === undefined ? undefined : operation.responses[code];
}

/** Whether the document holds the item. */
export function holds(document: Json, item: string): boolean {
  const [method = '', path = '', kind, spec] = item.split(' ');
  const operation: Json | undefined = document.paths?.[path]?.[method.toLowerCase()];
  if (!operation) return false;
  if (kind === undefined) return true;
  const answer: Json = firstContent(success(operation))?.schema ?? {};
  if (kind === 'list') return answer.type === 'array';
  if (kind === 'status') return operation.responses?.[spec ?? ''] !== undefined;
  if (kind === 'content') return operation.requestBody?.content?.[spec ?? ''] !== undefined;
  if (kind === 'auth') {
    const schemes: Json = document.components?.securitySchemes ?? {};
    const required = (operation.security ?? document.security ?? []).flatMap((requirement: Json) => Object.keys(requirement));
    return required.some((name: string) => {
      const scheme = schemes[name] ?? {};
      if (spec === 'bearer') return scheme.type === 'http' && /^bearer$/i.test(scheme.scheme);
      if (spec === 'basic') return scheme.type === 'http' && /^basic$/i.test(scheme.scheme);
      const header = /^apiKey:(.+)$/.exec(spec ?? '')?.[1];
      return scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name?.toLowerCase() === header?.toLowerCase();
    });
  }
  const [, name = '', type, optional] = /^([^:?]+)(?::([^?]+))?(\?)?$/.exec(spec ?? '') ?? [];
  if (kind === 'query') {
    const parameter = (operation.parameters ?? []).find((p: Json) => p.in === 'query' && p.name === name);
    return Boolean(parameter) && (type === undefined || typeName(parameter.schema) === type) && parameter.required === !optional;
  }
  const schema = kind === 'body' ? firstContent(operation.requestBody)?.schema : answer;
  const field = schema ? fieldIn(schema, name) : undefined;
  if (!field) return false;
  if (type !== undefined && typeName(field.schema) !== type) return false;
  // PATCH bodies are all optional by design; elsewhere "?" must match the required list.
  return (method === 'PATCH' && kind === 'body') || field.required === !optional;
}
