import { suggestionsFor } from './calls/suggest';
import { operations, spec } from './common/operations';
import { makeLocator } from './tools/shared/json-positions';
import { JsonSyntaxFailure, parseStrictJson } from './tools/shared/strict-json';

/** The command's name, as package.json's `bin` installs it. */
export const BIN = 'utility-tools-api';

// The command line's grammar, read from the spec: each tool's request properties as flags, where the request body
// comes from (--json inline, @file or -, piped stdin, flags), help and usage texts.

type Schema = { type?: string; enum?: unknown[]; description?: string; maxLength?: number; default?: unknown; contentMediaType?: string };
export type RequestSchema = { properties: Record<string, Schema>; required?: string[] };

export const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CLI's exit codes, by what happened. */
export const exitCodes = { ok: 0, usage: 2, invalidInput: 3, refused: 4, unavailable: 5 } as const;

const exitCodeLines = [
  'exit codes:',
  '  0  the result, as JSON on stdout (with --each: every record gave 200; else the code of the first that did not)',
  '  2  a usage error: an unknown tool or flag, a value of the wrong type, a body that cannot be read (nothing was run)',
  '  3  the input was refused (422): the problem and each field on stderr',
  '  4  another refusal (4xx; 429: too many calls, try later)',
  '  5  the service failed or could not be reached (5xx, no connection, a timeout)',
];

/** The flags of the CLI itself, beside each tool's fields. */
const OWN_FLAGS = ['json', 'each', 'url', 'connect-timeout', 'answer-timeout', 'verbose', 'help'];

/**
 * The largest request body read from a file or stdin: the longest text field (1,048,576 characters) written as JSON
 * with every character escaped (6 bytes each) still fits, with the other fields beside it.
 */
const BODY_MAX_BYTES = 8 * 1024 * 1024;

/** How much piped stdin is read for a main field whose schema gives no maxLength: the service's default body limit. */
const STDIN_FALLBACK_CHARACTERS = 1024 * 1024;

export function requestSchemaOf(tool: string): RequestSchema | undefined {
  const paths = (spec as { paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: unknown }> } } }> }).paths;
  if (!Object.hasOwn(paths, `/${tool}`)) return undefined;
  const schema = paths[`/${tool}`]?.post?.requestBody?.content?.['application/json']?.schema as
    RequestSchema | { $ref: string } | undefined;
  if (schema && '$ref' in schema) {
    const name = schema.$ref.split('/').pop() ?? '';
    return (spec as { components: { schemas: Record<string, RequestSchema> } }).components.schemas[name];
  }
  return schema;
}

/** The most calls a batch takes (its `calls.maxItems` in the spec): the largest chunk of --each. */
export const batchMaxItems = (requestSchemaOf('batch')?.properties.calls as { maxItems?: number } | undefined)?.maxItems ?? 10_000;

/** The field piped text goes into: the required string property that takes the longest text. */
function mainTextField(schema: RequestSchema): string | undefined {
  const candidates = (schema.required ?? []).filter((name) => schema.properties[name]?.type === 'string' && !schema.properties[name]?.enum);
  return candidates.sort((a, b) => (schema.properties[b]?.maxLength ?? 0) - (schema.properties[a]?.maxLength ?? 0))[0];
}

/** A mistake in the command line or in a body it names: printed with exit code 2, and nothing is run. */
export class UsageError extends Error {}

/** How much of an input is read before it is refused: characters (code points, as maxLength counts them) or bytes. */
interface ReadLimit {
  characters?: number;
  bytes?: number;
  /** The usage error's message once the limit is passed. */
  refusal: string;
}

/** The limit for an input, by its first character other than whitespace (undefined until one has arrived). */
export type LimitFor = (first: string | undefined) => ReadLimit;

/** Where bodies and piped text are read from: stdin and files, each read once, as it arrives, up to its limit. */
export interface BodyInput {
  /** Piped stdin as UTF-8 text; undefined when stdin is a terminal (nothing piped) or absent. */
  stdin(what: string, limitFor: LimitFor): string | undefined;
  /** A file's UTF-8 text, at most `maxBytes`; a UsageError says what is wrong (missing, a folder, too large, not UTF-8). */
  file(path: string, maxBytes: number): string;
}

/** "Did you mean" for `name` among `candidates`, as a clause to end a sentence with; empty when nothing is close. */
export function didYouMean(name: string, candidates: readonly string[], prefix = ''): string {
  const close = suggestionsFor(name, candidates);
  if (close.length === 0) return '';
  const quoted = close.map((candidate) => `${prefix}${candidate}`);
  // One suggestion is quoted as the HTTP API's 404 quotes it; a list reads better bare.
  return `; did you mean ${quoted.length === 1 ? `"${quoted[0]}"` : `one of ${quoted.join(', ')}`}?`;
}

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

/** Where one `--json` takes its body from: the argument itself, a file (`@path`) or stdin (`-`). */
type BodySource = { from: 'inline'; text: string } | { from: 'file'; path: string } | { from: 'stdin' };

/** The arguments after the tool's name: the `--json` bodies in order, and the fields given as flags. */
function parseArguments(schema: RequestSchema, args: string[]): { bodies: BodySource[]; fields: Record<string, unknown> } {
  const byFlag = new Map<string, string>();
  for (const name of Object.keys(schema.properties)) {
    byFlag.set(name, name);
    byFlag.set(kebab(name), name);
  }
  const bodies: BodySource[] = [];
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg.slice(0, 80)}": give each field as --name value.`);
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag === 'json') {
      const raw = inline ?? args[++i];
      if (raw === undefined || raw === '') throw new UsageError("--json needs a value: '{...}', @file.json or - (stdin).");
      if (raw === '-') bodies.push({ from: 'stdin' });
      else if (raw.startsWith('@')) {
        if (raw.length === 1) throw new UsageError('--json @ needs a file name: --json @body.json.');
        bodies.push({ from: 'file', path: raw.slice(1) });
      } else bodies.push({ from: 'inline', text: raw });
      continue;
    }
    const negated = flag.startsWith('no-') ? byFlag.get(flag.slice(3)) : undefined;
    if (negated && schema.properties[negated]?.type === 'boolean') {
      fields[negated] = false;
      continue;
    }
    const name = byFlag.get(flag);
    if (!name) {
      const known = [...Object.keys(schema.properties).map(kebab), ...OWN_FLAGS];
      const suggestion = didYouMean(flag, known, '--');
      throw new UsageError(`This tool has no field --${flag.slice(0, 80)}${suggestion || ';'} --help lists its fields.`);
    }
    const property = schema.properties[name] as Schema;
    if (property.type === 'boolean' && inline === undefined && (args[i + 1] === undefined || args[i + 1]?.startsWith('--'))) {
      fields[name] = true;
      continue;
    }
    const raw = inline ?? args[++i];
    if (raw === undefined) throw new UsageError(`--${kebab(name)} needs a value.`);
    fields[name] = valueOf(name, property, raw);
  }
  if (bodies.filter((source) => source.from === 'stdin').length > 1) throw new UsageError('--json - is given twice: stdin is read once.');
  return { bodies, fields };
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'boolean' ? 'a boolean' : `a ${typeof value}`;

/** `{"amountPaise": …, "rate": …}`: the shape of a tool's body, by its required fields. */
const shapeOf = (schema: RequestSchema): string =>
  `{${(schema.required ?? Object.keys(schema.properties).slice(0, 2)).map((name) => `"${name}": …`).join(', ')}}`;

/** A body's text (from --json, a file or stdin) as an object, or a UsageError saying where it is not one: line and column. */
function parseBody(text: string, what: string, tool: string, schema: RequestSchema): Record<string, unknown> {
  // RFC 8259 §8.1 lets a parser ignore a byte order mark; editors on Windows write one.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (source.trim() === '') throw new UsageError(`${what} is empty: give a JSON object of ${tool}'s fields, ${shapeOf(schema)}.`);
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    const locate = makeLocator(source);
    let where = '';
    try {
      parseStrictJson(source, locate);
    } catch (failure) {
      if (!(failure instanceof JsonSyntaxFailure)) throw failure;
      const at = locate(failure.offset);
      where = ` at line ${at.line}, column ${at.column}: ${failure.message}`;
    }
    throw new UsageError(`${what} is not valid JSON${where || '.'}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${what} must be a JSON object of ${tool}'s fields, ${shapeOf(schema)}; it is ${kindOf(value)}.`);
  }
  return value as Record<string, unknown>;
}

/** JSON Schema's maxLength counts code points: a surrogate pair is one character. */
const codePoints = (text: string): number => text.length - (text.match(/[\uD800-\uDBFF]/g)?.length ?? 0);

/** Whether piped text is a body for a tool with a main text field: a JSON object of its fields, the main one among them. */
const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

function pipedBody(piped: string, tool: string, schema: RequestSchema, main: string): { body: Record<string, unknown> } | { why: string } {
  const source = piped.charCodeAt(0) === 0xfeff ? piped.slice(1) : piped;
  if (!source.trimStart().startsWith('{')) return { why: 'it does not start with "{"' };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { why: 'it is not valid JSON' };
  }
  if (value === null || typeof value !== 'object') return { why: 'it is not a JSON object' };
  const keys = Object.keys(value);
  const fields = Object.keys(schema.properties);
  const stranger = keys.find((key) => !fields.includes(key));
  if (stranger !== undefined) {
    return { why: `its key "${stranger.slice(0, 40)}" is not a field of ${tool}${didYouMean(stranger, fields).replace(/^; /, ', ')}` };
  }
  if (!keys.includes(main)) return { why: `it has no "${main}" field` };
  // A tool whose text is itself JSON (its spec's contentMediaType): a piped JSON document is that text, whatever its
  // keys, unless its main field holds a JSON document as a string ({"text": "{\"a\": 1}"}), as a body would.
  const text = (value as Record<string, unknown>)[main];
  if (schema.properties[main]?.contentMediaType === 'application/json' && !(typeof text === 'string' && isJson(text))) {
    return { why: `${tool} reads JSON, and its "${main}" here is not a JSON document written as a string` };
  }
  return { body: value as Record<string, unknown> };
}

/**
 * The request body the arguments describe, from lowest to highest precedence: piped stdin (see help), each --json in
 * order, then the flags. Fields merge shallowly: a later source replaces a field an earlier one gave. Stdin is read
 * only when a piped body or text could still be needed (never when the command is complete), so a caller whose stdin
 * stays open is not kept waiting. `note` hears where each part came from (--verbose).
 */
export function requestBody(
  tool: string,
  schema: RequestSchema,
  args: string[],
  input: BodyInput,
  note: (line: string) => void,
): Record<string, unknown> {
  const { bodies, fields } = parseArguments(schema, args);
  const listed = (object: object): string => Object.keys(object).join(', ') || 'no fields';
  const bodyLimit = (what: string): ReadLimit => ({
    bytes: BODY_MAX_BYTES,
    refusal: `${what} is longer than a request body may be: ${BODY_MAX_BYTES.toLocaleString('en-US')} bytes; reading stopped there and nothing was run.`,
  });
  let body: Record<string, unknown> = {};
  for (const source of bodies) {
    const what = source.from === 'inline' ? '--json' : source.from === 'file' ? `--json @${source.path}` : '--json - (stdin)';
    let text: string;
    if (source.from === 'inline') text = source.text;
    else if (source.from === 'file') text = input.file(source.path, BODY_MAX_BYTES);
    else {
      const piped = input.stdin(what, () => bodyLimit(what));
      if (piped === undefined) {
        throw new UsageError(`--json - reads the body from stdin, but stdin is a terminal: pipe or redirect it (--json - < body.json).`);
      }
      text = piped;
    }
    const object = parseBody(text, what, tool, schema);
    note(`${what}: ${listed(object)}`);
    body = { ...body, ...object };
  }
  if (Object.keys(fields).length > 0) {
    const over = Object.keys(fields).filter((name) => name in body);
    note(`flags: ${listed(fields)}${over.length > 0 ? ` (replacing --json's ${over.join(', ')})` : ''}`);
  }
  body = { ...body, ...fields };
  if (bodies.some((source) => source.from === 'stdin')) return body;

  const main = mainTextField(schema);
  const missing = (schema.required ?? []).filter((name) => body[name] === undefined);
  if (main ? body[main] !== undefined : missing.length === 0) {
    note(`stdin: not read (${main ? `--${kebab(main)} is given` : 'every required field is given'})`);
    return body;
  }
  const maxCharacters = main ? (schema.properties[main]?.maxLength ?? STDIN_FALLBACK_CHARACTERS) : 0;
  const textLimit: ReadLimit = {
    characters: maxCharacters,
    refusal: `Piped stdin is longer than --${kebab(main ?? '')} may be: ${maxCharacters.toLocaleString('en-US')} characters (its maxLength in the spec); reading stopped there and nothing was run.`,
  };
  // Text is held to the field's maxLength as it arrives; what starts with "{" may be a body, which may be longer.
  const piped = input.stdin('Piped stdin', (first) => (main && first !== '{' ? textLimit : bodyLimit('Piped stdin')));
  // Nothing piped (or only white space, for a tool that takes no text): the body is what the arguments gave.
  if (piped === undefined || piped === '' || (!main && piped.replace(/^\uFEFF/, '').trim() === '')) {
    note(`stdin: ${piped === undefined ? 'a terminal, not read' : 'empty'}`);
    return body;
  }
  const under = (object: object): string => {
    const over = Object.keys(body).filter((name) => name in object);
    return over.length > 0 ? `; the flags and --json replace its ${over.join(', ')}` : '';
  };
  if (!main) {
    const object = parseBody(piped, 'Piped stdin', tool, schema);
    note(`stdin: the request body (${listed(object)})${under(object)}`);
    return { ...object, ...body };
  }
  const verdict = pipedBody(piped, tool, schema, main);
  if ('body' in verdict) {
    note(`stdin: the request body, a JSON object of ${tool}'s fields (${listed(verdict.body)})${under(verdict.body)}`);
    return { ...verdict.body, ...body };
  }
  if (codePoints(piped) > maxCharacters) throw new UsageError(textLimit.refusal);
  note(`stdin: the text of --${kebab(main)} (${codePoints(piped).toLocaleString('en-US')} characters), not a body: ${verdict.why}`);
  return { ...body, [main]: piped };
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
  const readsJson = main !== undefined && schema.properties[main]?.contentMediaType === 'application/json';
  const stdinRule = main
    ? [
        `Piped stdin is read when stdin is not a terminal, --${kebab(main)} is not given and no --json - is: a JSON object`,
        `whose keys are all fields of ${tool}, "${main}" among them${readsJson ? ` and its "${main}" a JSON document written as a string` : ''}, is the request body; anything else is the text of`,
        `--${kebab(main)} (at most ${(schema.properties[main]?.maxLength ?? STDIN_FALLBACK_CHARACTERS).toLocaleString('en-US')} characters)${readsJson ? ', so piped JSON is the JSON to read' : ''}.`,
      ]
    : [
        'Piped stdin is read when stdin is not a terminal, a required field is still missing and no --json - is: it must',
        `be a JSON object of ${tool}'s fields, the request body.`,
      ];
  return [
    `${BIN} ${tool}: ${operation?.tagline ?? ''}`,
    '',
    ...lines,
    `  --json <body>    the body, a JSON object: '${shapeOf(schema)}' inline, @file.json from a file, - from stdin`,
    '  --url <origin>   call the service there instead of running the tool here (or set UTILITY_TOOLS_URL)',
    '  --connect-timeout <seconds>  with --url: the connection must be made within this (UTILITY_TOOLS_CONNECT_TIMEOUT, default 10)',
    '  --answer-timeout <seconds>   with --url: the answer must arrive within this after it (UTILITY_TOOLS_ANSWER_TIMEOUT, default 60)',
    '  --verbose        say on stderr where each part of the body came from, and where the tool runs',
    '  --each [file|-]  one call per line of the file (or stdin: -, the default); see below',
    '',
    'The body is put together from, lowest first: piped stdin, each --json in order, the flags. Fields merge shallowly:',
    'a later source replaces a field an earlier one gave (a flag always wins over --json). A body read from a file or',
    `stdin may be ${BODY_MAX_BYTES.toLocaleString('en-US')} bytes at most; a leading byte order mark is ignored.`,
    ...stdinRule,
    '',
    ...eachLines(tool, schema),
    '',
    ...exitCodeLines,
    '',
  ].join('\n');
}

/** How --each reads its records and answers them, for a tool's --help. */
function eachLines(tool: string, schema: RequestSchema): string[] {
  const fields = Object.keys(schema.properties).slice(0, 3);
  return [
    `--each [file|-] runs ${tool} once per record of the file or of stdin, the flags and --json the defaults of every`,
    'record (a record\'s fields replace them). Records are NDJSON when the first line that is not blank starts with "{":',
    `one JSON object of the fields a line ({${fields.map((name) => `"${name}": …`).join(', ')}}); else CSV, its first row the headers`,
    `(${fields.join(',')}: field names, or flags without the dashes), each cell typed by its field: a number`,
    'for an integer or number field, true/false for a boolean, JSON for an array or object, else text; an empty cell leaves',
    'the field out (the flag or the default applies). Blank lines are skipped. Each record is answered on stdout by one line,',
    'in input order, the batch\'s item: {"index": 0, "tool": …, "status": 200, "result": {…}} or {…, "status": 422,',
    '"problem": {…}}; a line that is not a JSON object, or a CSV row whose cells do not match the headers, is its own',
    `status 400 item naming its line, and the others still run. The records run in batches of at most ${batchMaxItems.toLocaleString('en-US')} calls:`,
    "here through the library's runBatch, or with --url through POST /api/v1/batch, each call counting against the",
    "service's rate limit. Exit code: 0 when every record gave 200, else that of the first record that did not (3 for",
    'a 422, 4 for another 4xx such as a 400 line, 5 for a 5xx).',
  ];
}

/** The CLI's help: its forms, and the tools (those TOOLS chose, when it is set). */
export function usage(served?: readonly string[]): string {
  const tools = Object.values(operations)
    .filter((op) => served === undefined || served.includes(op.tool))

    .map((op) => `  ${op.tool.padEnd(32)} ${op.tagline}`)
    .join('\n');
  return [
    `usage: ${BIN} <tool> [--field value ...] [--json '{...}'|@file|-] [--url origin]   run a tool (here, or on the service at --url)`,
    `       ... | ${BIN} <tool> [--field value ...]                               piped stdin: the body, or the tool's main text`,
    `       ${BIN} <tool> [--field value ...] --each [file|-] [--url origin]      one call per NDJSON line or CSV row`,
    `       ${BIN} <tool> --help                                                   the tool's fields, and how stdin is read`,
    `       ${BIN} serve                                                           start the HTTP API (PORT, HOST, .env)`,
    `       ${BIN} mcp                                                             the MCP server on stdio`,
    `       ${BIN} pipeline <file.json|-> [--each items.ndjson] [--url origin]      run a saved pipeline (--help for more)`,
    '',
    tools,
    '',
    ...exitCodeLines,
    '',
  ].join('\n');
}
