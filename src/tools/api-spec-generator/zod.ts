/**
 * zod schemas as TypeScript code writes them: `z.object({ email: z.string().email(), role: z.enum(['a', 'b']),
 * count: z.number().int().optional(), tags: z.array(z.string().uuid()), shipping: Address })`, each member a chain of
 * calls whose first names the type and the rest refine it (`.email()`, `.url()`, `.uuid()`, `.datetime()`,
 * `.date()`, `.int()`) or make it optional (`.optional()`, `.nullish()`, `.nullable()`, `.default(…)`).
 */
import { splitMembers } from './members';
import type { Field } from './model';
import { NAMED, type TypeOptions } from './type-names';
import type { Schema } from './types';

interface Call {
  name: string;
  args?: string;
}

/** The calls of a chain (`z.string().email()`: z, string(), email()). */
function calls(chain: string): Call[] {
  const found: Call[] = [];
  let i = 0;
  while (i < chain.length && found.length < 30) {
    const name = /^\s*\.?\s*([A-Za-z_$][\w$]*)/.exec(chain.slice(i, i + 100));
    if (!name) break;
    i += name[0].length;
    let args: string | undefined;
    if (chain[i] === '(') {
      let depth = 0;
      const start = i;
      for (; i < chain.length; i += 1) {
        const c = chain[i] as string;
        if ('([{'.includes(c)) depth += 1;
        else if (')]}'.includes(c) && (depth -= 1) === 0) break;
      }
      args = chain.slice(start + 1, i);
      i += 1;
    }
    found.push({ name: name[1] as string, ...(args !== undefined ? { args } : {}) });
  }
  return found;
}

/** The schema of a zod chain and whether it makes the member optional. */
function zodType(chain: string, options: TypeOptions, depth: number): { schema: Schema; optional: boolean } {
  const list = calls(chain.trim());
  let index = list[0]?.name === 'z' ? 1 : 0;
  if (list[index]?.name === 'coerce') index += 1;
  const base = list[index];
  let schema: Schema = {};
  let optional = false;
  const args = base?.args ?? '';
  switch (base?.name) {
    case 'string':
      schema = { type: 'string' };
      break;
    case 'number':
      schema = { type: 'number' };
      break;
    case 'bigint':
      schema = { type: 'integer' };
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'enum':
    case 'literal': {
      const values = [...args.matchAll(/["'`]([^"'`]*)["'`]/g)].map((m) => m[1] as string);
      schema = values.length > 0 ? { type: 'string', enum: values } : { type: 'string' };
      break;
    }
    case 'nativeEnum':
      schema = { [NAMED]: args.trim() };
      break;
    case 'array':
    case 'set':
      schema = { type: 'array', items: depth < 8 ? zodType(args, options, depth + 1).schema : {} };
      break;
    case 'object':
    case 'strictObject':
      schema = depth < 8 ? objectOf(zodFields(args, options, depth + 1)) : { type: 'object' };
      break;
    case 'record':
    case 'map':
    case 'any':
    case 'unknown':
      schema = base.name === 'any' || base.name === 'unknown' ? {} : { type: 'object' };
      break;
    case 'union':
    case 'discriminatedUnion': {
      const first = /\[\s*([\s\S]*)\]/.exec(args)?.[1] ?? '';
      schema = depth < 8 ? zodType(first.split(/,(?![^(]*\))/)[0] ?? '', options, depth + 1).schema : {};
      break;
    }
    case 'optional':
    case 'nullable':
      ({ schema } = depth < 8 ? zodType(args, options, depth + 1) : { schema: {} });
      optional = true;
      break;
    case undefined:
      // No call at all: a schema of any value.
      break;
    default:
      // Another schema by its name (`Address`, `Invite.array()`).
      if (base && /^[A-Z]/.test(base.name) && base.args === undefined) schema = { [NAMED]: base.name };
  }
  for (const call of list.slice(index + 1)) {
    if (call.name === 'int') schema = { type: 'integer' };
    else if (call.name === 'email') schema = { type: 'string', format: 'email' };
    else if (call.name === 'url') schema = { type: 'string', format: 'uri' };
    else if (call.name === 'uuid' || call.name === 'guid') schema = { type: 'string', format: 'uuid' };
    else if (call.name === 'datetime') schema = { type: 'string', format: 'date-time' };
    else if (call.name === 'date' && schema.type === 'string') schema = { type: 'string', format: 'date' };
    else if (call.name === 'array') schema = { type: 'array', items: schema };
    else if (/^(?:optional|nullish|nullable|default|catch)$/.test(call.name)) optional = true;
  }
  return { schema, optional };
}

function objectOf(fields: Field[]): Schema {
  const required = fields.filter((field) => !field.optional).map((field) => field.name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** The fields of a `z.object({ … })`'s argument. */
export function zodFields(argument: string, options: TypeOptions = {}, depth = 0): Field[] {
  const inner = argument
    .trim()
    .replace(/^\{/, '')
    .replace(/\}\s*$/, '');
  const fields: Field[] = [];
  for (const member of splitMembers(inner, 'ts')) {
    const match = /^["']?([A-Za-z_$][\w$]*)["']?\s*:\s*([\s\S]+)$/.exec(member.text);
    if (!match) continue;
    const { schema, optional } = zodType(match[2] as string, options, depth);
    fields.push({ name: match[1] as string, schema, optional, ...(optional ? { stated: true } : {}) });
  }
  return fields;
}
