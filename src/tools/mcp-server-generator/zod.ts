type Json = Record<string, unknown>;

const MAX_DEPTH = 8;

/** A JSON string literal that is also a TypeScript one. */
const literal = (text: string): string => JSON.stringify(text);

/**
 * The zod expression for a JSON Schema (the subset tools use: string, number, integer, boolean, null, enum, array,
 * object with properties and required); anything else, or deeper than 8 levels, is `z.unknown()`.
 */
function zodOf(schema: Json, depth = 0): string {
  const description = typeof schema.description === 'string' ? `.describe(${literal(schema.description.slice(0, 500))})` : '';
  if (depth > MAX_DEPTH) return `z.unknown()${description}`;
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (values && values.length > 0 && values.every((value) => typeof value === 'string')) {
    return `z.enum([${(values as string[]).map(literal).join(', ')}])${description}`;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const nullable = Array.isArray(schema.type) && schema.type.includes('null') ? '.nullable()' : '';
  let base: string;
  switch (type) {
    case 'string':
      base = 'z.string()';
      break;
    case 'integer':
      base = 'z.number().int()';
      break;
    case 'number':
      base = 'z.number()';
      break;
    case 'boolean':
      base = 'z.boolean()';
      break;
    case 'null':
      base = 'z.null()';
      break;
    case 'array':
      base = `z.array(${zodOf((schema.items as Json | undefined) ?? {}, depth + 1)})`;
      break;
    case 'object':
      base = schema.properties ? `z.object(${shapeOf(schema, depth + 1)})` : 'z.record(z.string(), z.unknown())';
      break;
    default:
      base = 'z.unknown()';
  }
  return `${base}${nullable}${description}`;
}

/** A zod raw shape `{ city: z.string(), units: z.enum([...]).optional() }` for an object schema's properties. */
export function shapeOf(schema: Json, depth = 0): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const entries = Object.entries(properties).map(
    ([name, property]) => `${literal(name)}: ${zodOf(property, depth)}${required.has(name) ? '' : '.optional()'}`,
  );
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}
