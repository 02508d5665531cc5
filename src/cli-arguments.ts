import { operations, spec } from './common/operations';

/** The command's name, as package.json's `bin` installs it. */
const BIN = 'utility-tools-api';

// The command line's grammar, read from the spec: each tool's request properties as flags, help and usage texts.

type Schema = { type?: string; enum?: unknown[]; description?: string; maxLength?: number; default?: unknown };
export type RequestSchema = { properties: Record<string, Schema>; required?: string[] };

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function requestSchemaOf(tool: string): RequestSchema | undefined {
  const paths = (spec as { paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: unknown }> } } }> }).paths;
  const schema = paths[`/${tool}`]?.post?.requestBody?.content?.['application/json']?.schema as
    RequestSchema | { $ref: string } | undefined;
  if (schema && '$ref' in schema) {
    const name = schema.$ref.split('/').pop() ?? '';
    return (spec as { components: { schemas: Record<string, RequestSchema> } }).components.schemas[name];
  }
  return schema;
}

/** The field piped stdin goes into: the required string property that takes the longest text. */
function mainTextField(schema: RequestSchema): string | undefined {
  const candidates = (schema.required ?? []).filter((name) => schema.properties[name]?.type === 'string' && !schema.properties[name]?.enum);
  return candidates.sort((a, b) => (schema.properties[b]?.maxLength ?? 0) - (schema.properties[a]?.maxLength ?? 0))[0];
}

/** A mistake in the command line: printed with exit code 2. */
export class UsageError extends Error {}

/** Reads piped stdin for the field `field`, refusing (UsageError) text longer than `maxCharacters`; undefined if none. */
export type Stdin = (maxCharacters: number, field: string) => string | undefined;

/** How much piped stdin is read for a main field whose schema gives no maxLength: the service's default body limit. */
const STDIN_FALLBACK_CHARACTERS = 1024 * 1024;

function valueOf(name: string, schema: Schema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') {
    const number = Number(raw);
    if (raw.trim() === '' || Number.isNaN(number)) throw new UsageError(`--${kebab(name)} takes a number; got "${raw}".`);
    return number;
  }
  if (schema.type === 'boolean') {
    if (raw === 'true' || raw === 'false') return raw === 'true';
    throw new UsageError(`--${kebab(name)} takes true or false; got "${raw}".`);
  }
  if (schema.type === 'array' || schema.type === 'object') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new UsageError(`--${kebab(name)} takes JSON (an ${schema.type}); got "${raw.slice(0, 60)}".`);
    }
  }
  return raw;
}

/** The request body the arguments describe (flags after the tool name). */
export function bodyFromArguments(schema: RequestSchema, args: string[], stdin: Stdin): Record<string, unknown> {
  const byFlag = new Map<string, string>();
  for (const name of Object.keys(schema.properties)) {
    byFlag.set(name, name);
    byFlag.set(kebab(name), name);
  }
  let body: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}": give each field as --name value.`);
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === 'json') {
      const raw = inline ?? args[++i];
      try {
        body = { ...body, ...(JSON.parse(raw ?? '') as Record<string, unknown>) };
      } catch {
        throw new UsageError('--json takes the whole request body as a JSON object.');
      }
      continue;
    }
    const negated = flag.startsWith('no-') ? byFlag.get(flag.slice(3)) : undefined;
    if (negated && schema.properties[negated]?.type === 'boolean') {
      body[negated] = false;
      continue;
    }
    const name = byFlag.get(flag);
    if (!name) throw new UsageError(`This tool has no field --${flag}; --help lists its fields.`);
    const property = schema.properties[name] as Schema;
    if (property.type === 'boolean' && inline === undefined && (args[i + 1] === undefined || args[i + 1]?.startsWith('--'))) {
      body[name] = true;
      continue;
    }
    const raw = inline ?? args[++i];
    if (raw === undefined) throw new UsageError(`--${kebab(name)} needs a value.`);
    body[name] = valueOf(name, property, raw);
  }
  // Read only when the main field was not given, so a caller whose stdin stays open is never kept waiting.
  const main = mainTextField(schema);
  if (main && body[main] === undefined) {
    const piped = stdin(schema.properties[main]?.maxLength ?? STDIN_FALLBACK_CHARACTERS, kebab(main));
    if (piped) body[main] = piped;
  }
  return body;
}

export function help(tool: string, schema: RequestSchema): string {
  const operation = Object.values(operations).find((op) => op.tool === tool);
  const main = mainTextField(schema);
  const lines = Object.entries(schema.properties).map(([name, property]) => {
    const kind = property.enum ? property.enum.map(String).join('|') : (property.type ?? 'json');
    const notes = [
      (schema.required ?? []).includes(name) ? 'required' : undefined,
      property.default !== undefined ? `default ${JSON.stringify(property.default)}` : undefined,
      name === main ? 'or piped on stdin' : undefined,
    ].filter(Boolean);
    return `  --${kebab(name)} <${kind}>${notes.length ? `  (${notes.join(', ')})` : ''}`;
  });
  return [
    `${BIN} ${tool}: ${operation?.tagline ?? ''}`,
    '',
    ...lines,
    '  --json <object>  the whole body as JSON',
    '  --url <origin>   call the service there instead of running the tool here (or set UTILITY_TOOLS_URL)',
    '  --connect-timeout <seconds>  with --url: the connection must be made within this (UTILITY_TOOLS_CONNECT_TIMEOUT, default 10)',
    '  --answer-timeout <seconds>   with --url: the answer must arrive within this after it (UTILITY_TOOLS_ANSWER_TIMEOUT, default 60)',
    '',
  ].join('\n');
}

export function usage(): string {
  const tools = Object.values(operations)
    .map((op) => `  ${op.tool.padEnd(32)} ${op.tagline}`)
    .join('\n');
  return [
    `usage: ${BIN} <tool> [--field value ...] [--json '{...}'] [--url origin]   run a tool (here, or on the service at --url)`,
    `       ${BIN} <tool> --help                                              the tool's fields`,
    `       ${BIN} serve                                                      start the HTTP API (PORT, HOST, .env)`,
    `       ${BIN} mcp                                                        the MCP server on stdio`,
    '',
    tools,
    '',
  ].join('\n');
}
