#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { operations, spec } from './common/operations';

/**
 * `npx utility-tools <tool> --field value ...`: calls one tool of a running service (UTILITY_TOOLS_URL, or --url;
 * default http://localhost:3000) and prints its result as JSON. The flags are the tool's request properties, read from
 * the spec: `--amount-paise 100000` or `--amountPaise=100000`; `--flag` / `--no-flag` for booleans; JSON for arrays and
 * objects. `--json '{...}'` sends a whole body. Piped stdin fills the tool's main text field. Exit codes: 0 a result,
 * 2 a usage error, 3 a 422 problem (the input), 4 another 4xx (429: try later), 5 a 5xx or no service.
 */

type Schema = { type?: string; enum?: unknown[]; description?: string; maxLength?: number; default?: unknown };
type RequestSchema = { properties: Record<string, Schema>; required?: string[] };

export const exitCodes = { ok: 0, usage: 2, invalidInput: 3, refused: 4, unavailable: 5 } as const;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function requestSchemaOf(tool: string): RequestSchema | undefined {
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
export function mainTextField(schema: RequestSchema): string | undefined {
  const candidates = (schema.required ?? []).filter((name) => schema.properties[name]?.type === 'string' && !schema.properties[name]?.enum);
  return candidates.sort((a, b) => (schema.properties[b]?.maxLength ?? 0) - (schema.properties[a]?.maxLength ?? 0))[0];
}

class UsageError extends Error {}

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
export function bodyFromArguments(schema: RequestSchema, args: string[], stdin: () => string | undefined): Record<string, unknown> {
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
    const piped = stdin();
    if (piped) body[main] = piped;
  }
  return body;
}

function help(tool: string, schema: RequestSchema): string {
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
  return `utility-tools ${tool}: ${operation?.tagline ?? ''}\n\n${lines.join('\n')}\n  --json <object>  the whole body as JSON\n  --url <origin>   the service (default $UTILITY_TOOLS_URL or http://localhost:3000)\n`;
}

function usage(): string {
  const tools = Object.values(operations)
    .map((op) => `  ${op.tool.padEnd(32)} ${op.tagline}`)
    .join('\n');
  return `usage: utility-tools <tool> [--field value ...] [--json '{...}'] [--url origin]\n       utility-tools <tool> --help\n\n${tools}\n`;
}

function exitFor(status: number): number {
  if (status === 422) return exitCodes.invalidInput;
  if (status >= 400 && status < 500) return exitCodes.refused;
  return exitCodes.unavailable;
}

export async function main(argv: string[], stdin: () => string | undefined, env: Record<string, string | undefined>): Promise<number> {
  const [tool, ...rest] = argv;
  if (!tool || tool === '--help' || tool === '-h') {
    process.stdout.write(usage());
    return tool ? exitCodes.ok : exitCodes.usage;
  }
  const schema = requestSchemaOf(tool);
  if (!schema || !Object.values(operations).some((op) => op.tool === tool)) {
    process.stderr.write(`No tool is named "${tool}".\n\n${usage()}`);
    return exitCodes.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(help(tool, schema));
    return exitCodes.ok;
  }
  let url = env.UTILITY_TOOLS_URL ?? 'http://localhost:3000';
  const urlAt = rest.findIndex((arg) => arg === '--url' || arg.startsWith('--url='));
  if (urlAt >= 0) {
    const [flag, next] = rest.splice(urlAt, rest[urlAt] === '--url' ? 2 : 1);
    url = flag === '--url' ? (next ?? url) : (flag ?? '').slice('--url='.length);
  }
  let body: Record<string, unknown>;
  try {
    body = bodyFromArguments(schema, rest, stdin);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.usage;
  }
  let response: Response;
  try {
    response = await fetch(`${url.replace(/\/+$/, '')}/api/v1/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    process.stderr.write(
      `Cannot reach the service at ${url}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}. Set UTILITY_TOOLS_URL or --url.\n`,
    );
    return exitCodes.unavailable;
  }
  const answer = (await response.json()) as {
    result?: unknown;
    code?: string;
    detail?: string;
    recovery?: string;
    errors?: { pointer: string; message: string }[];
  };
  if (response.ok) {
    process.stdout.write(`${JSON.stringify(answer.result, null, 2)}\n`);
    return exitCodes.ok;
  }
  const fields = (answer.errors ?? []).map((error) => `  ${error.pointer || '/'}: ${error.message}`).join('\n');
  process.stderr.write(
    `${response.status} ${answer.code}: ${answer.detail}\n${fields ? `${fields}\n` : ''}${answer.recovery ? `${answer.recovery}\n` : ''}`,
  );
  return exitFor(response.status);
}

/** Piped stdin, whole; undefined when stdin is a terminal (or absent). */
function readStdin(): string | undefined {
  if (process.stdin.isTTY) return undefined;
  try {
    return readFileSync(0, 'utf8');
  } catch {
    return undefined;
  }
}

if (require.main === module) {
  main(process.argv.slice(2), readStdin, process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(exitCodes.unavailable);
    },
  );
}
