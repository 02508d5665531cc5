#!/usr/bin/env node
import { apiRoot } from './common/api-root';
import { operations } from './common/operations';
import { parseToolSelection } from './common/served-spec';
import { bodyInput } from './cli-input';
import { inputLines, runEach, type EachAnswer, type RunChunk } from './cli-each';
import { CallFailed, problemOf, serviceCalls, timeoutSettings, type Timeouts } from './cli-service';
import {
  batchMaxItems,
  BIN,
  didYouMean,
  exitCodes,
  help,
  kebab,
  requestBody,
  requestSchemaOf,
  usage,
  UsageError,
  type BodyInput,
} from './cli-arguments';

/**
 * `utility-tools-api <tool> --field value ...` runs one tool in this process (the library's runTool: the same
 * validation and engines as the API) and prints its result as JSON; with `--url <origin>` or UTILITY_TOOLS_URL it
 * calls that service instead, through the SDK (cli-service.ts). The flags are the tool's request properties, read from the spec: `--amount-paise 100000`
 * or `--amountPaise=100000`; `--flag` / `--no-flag` for booleans; JSON for arrays and objects. `--json` gives a whole
 * body: inline, `@file` or `-` (stdin). Piped stdin is the body when it is a JSON object of the tool's fields, else the
 * tool's main text field (the rule is in cli-arguments.ts and in each tool's --help). A service must be connected to
 * within --connect-timeout seconds (UTILITY_TOOLS_CONNECT_TIMEOUT, 10) and answer within --answer-timeout seconds after
 * that (UTILITY_TOOLS_ANSWER_TIMEOUT, 60). `--each [file|-]` runs the tool once per NDJSON line or CSV row through the
 * batch (cli-each.ts). `serve` starts the HTTP API; `mcp` is the MCP server on stdio. Exit codes: 0 a result, 2 a
 * usage error, 3 a 422 problem (the input), 4 another 4xx (429: try later), 5 a 5xx or no service; with --each, those
 * of the first record that did not give 200.
 */

/** A problem as the API or the library gives it: what the CLI prints on stderr. */
interface ProblemLike {
  status: number;
  code?: string;
  detail?: string;
  recovery?: string;
  errors?: { pointer: string; message: string }[];
}

function exitFor(status: number): number {
  if (status === 422) return exitCodes.invalidInput;
  if (status >= 400 && status < 500) return exitCodes.refused;
  return exitCodes.unavailable;
}

/**
 * A problem on stderr: its status, code and detail, each field it names (for a tool's own field, the flag that sets
 * it: "/fromMs (--from-ms)"), and its recovery; after a tool's 422 for its fields, the command that lists its flags.
 */
function printProblem(problem: ProblemLike, tool?: string): number {
  const flagOf = (pointer: string) => (tool && /^\/[A-Za-z]\w*$/.test(pointer) ? ` (--${kebab(pointer.slice(1))})` : '');
  const fields = (problem.errors ?? []).map((error) => `  ${error.pointer || '/'}${flagOf(error.pointer)}: ${error.message}`).join('\n');
  const help = tool && problem.code === 'validation_failed' ? `\`${BIN} ${tool} --help\` lists its flags and what each holds.\n` : '';
  process.stderr.write(
    `${problem.status} ${problem.code}: ${problem.detail}\n${fields ? `${fields}\n` : ''}${problem.recovery ? `${problem.recovery}\n` : ''}${help}`,
  );
  return exitFor(problem.status);
}

function printResult(result: unknown): number {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return exitCodes.ok;
}

/** The tool, run here through the library. */
async function runHere(tool: string, body: Record<string, unknown>): Promise<number> {
  const { runTool, ToolProblem } = require('./index') as typeof import('./index');
  try {
    return printResult(await runTool(tool as never, body as never));
  } catch (error) {
    if (error instanceof ToolProblem) return printProblem(error.problem, tool);
    throw error;
  }
}

/** The URL of an operation on the service at `url`, given with or without the API root (and a trailing slash). */
function operationUrl(url: string, operation: string): URL {
  const base = url.replace(/\/+$/, '');
  return new URL(`${base.endsWith(apiRoot) ? base.slice(0, -apiRoot.length) : base}${apiRoot}/${operation}`);
}

/** The tool, run by the service at `url`. */
async function runThere(
  url: string,
  tool: string,
  body: Record<string, unknown>,
  timeouts: Timeouts,
  note: (line: string) => void,
): Promise<number> {
  note(`calling the service: POST ${operationUrl(url, tool).href}`);
  return printCall(() => serviceCalls(url, timeouts).tool(tool, body), printResult, tool);
}

/** A call to a service, printed: its answer by `print`, a problem as printProblem, a call that failed as its message (exit 5). */
async function printCall<Answer>(call: () => Promise<Answer>, print: (answer: Answer) => number, tool?: string): Promise<number> {
  try {
    return print(await call());
  } catch (error) {
    const problem = problemOf(error);
    if (problem) return printProblem(problem, tool);
    if (!(error instanceof CallFailed)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.unavailable;
  }
}

/** A file's text, or stdin's for `-`, at most `limit` bytes (a usage error past it). */
async function readDocument(path: string, limit: number): Promise<string> {
  const { readFileSync, statSync } = require('node:fs') as typeof import('node:fs');
  if (path !== '-') {
    if (statSync(path).size > limit) throw new UsageError(`${path} is larger than ${limit} bytes, the largest body the service takes.`);
    return readFileSync(path, 'utf8');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new UsageError(`stdin is larger than ${limit} bytes, the largest body the service takes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object from a document's text, or a usage error naming where it came from. */
function jsonObject(text: string, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${where} is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${where} is not a JSON object.`);
  return value as Record<string, unknown>;
}

/** A pipeline's answer as the exit code: 0 when every run gave 200, else the code of the first run that did not. */
function printRuns(answer: { runs?: Array<{ status: number }> }): number {
  process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
  const failed = (answer.runs ?? []).find((run) => run.status !== 200);
  return failed ? exitFor(failed.status) : exitCodes.ok;
}

const PIPELINE_USAGE = `usage: utility-tools-api pipeline <file.json|-> [--each items.ndjson] [--url origin]
  Runs a saved pipeline (the body of POST /api/v1/pipeline) here, or on the service at --url, and prints its runs as
  JSON. --each reads one JSON object per line as the pipeline's "each". Exit code 0 when every run gave 200, else
  that of the first run that did not (3 a 422, 4 another 4xx, 5 a 5xx).
`;

/** `pipeline <file>`: a saved pipeline run here (the library's runPipeline) or by the service at --url. */
async function pipelineCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(PIPELINE_USAGE);
    return exitCodes.ok;
  }
  const limit = 1024 * 1024;
  let document: Record<string, unknown>;
  let url: string | undefined;
  let timeouts: Timeouts;
  try {
    const given = takeFlag(args, '--url') ?? env.UTILITY_TOOLS_URL;
    url = given ? serviceUrl(given) : undefined;
    timeouts = timeoutsFrom(args, env);
    const each = takeFlag(args, '--each');
    const [path, ...extra] = args;
    if (!path || extra.length > 0) throw new UsageError(PIPELINE_USAGE.trimEnd());
    document = jsonObject(await readDocument(path, limit), path === '-' ? 'stdin' : path);
    if (each !== undefined) {
      const lines = (await readDocument(each, limit)).split(/\r?\n/).filter((line) => line.trim() !== '');
      document.each = lines.map((line, index) => jsonObject(line, `${each} line ${index + 1}`));
    }
  } catch (error) {
    if (!(error instanceof UsageError) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    process.stderr.write(`${(error as Error).message}\n`);
    return exitCodes.usage;
  }
  if (!url) {
    const { runPipeline, ToolProblem } = require('./index') as typeof import('./index');
    try {
      return printRuns(await runPipeline(document as never));
    } catch (error) {
      if (error instanceof ToolProblem) return printProblem(error.problem);
      throw error;
    }
  }
  const service = serviceCalls(url, timeouts);
  return printCall(() => service.pipeline(document), printRuns);
}

/** `--name value` / `--name=value` taken out of the arguments (the CLI's own flags, not the tool's). */
function takeFlag(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const [flag, next] = args.splice(at, args[at] === name ? 2 : 1);
  if (flag !== name) return (flag ?? '').slice(name.length + 1);
  if (next === undefined) throw new UsageError(`${name} needs a value.`);
  return next;
}

/** The service's URL, checked: http or https. */
function serviceUrl(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`--url (or UTILITY_TOOLS_URL) must be an http(s) URL such as http://localhost:3000; got "${raw.slice(0, 80)}".`);
  }
  return raw;
}

/** Each timeout: its flag, else its variable, else its default; a number of seconds above 0, at most an hour. */
function timeoutsFrom(args: string[], env: Record<string, string | undefined>): Timeouts {
  const read = (phase: keyof Timeouts): number => {
    const { flag, variable, fallback } = timeoutSettings[phase];
    const given = takeFlag(args, flag);
    const [raw, from] = given !== undefined ? [given, flag] : [env[variable], variable];
    if (raw === undefined || raw.trim() === '') return fallback;
    const seconds = Number(raw);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
      throw new UsageError(`${from} takes seconds, above 0 and at most 3600; got "${raw.slice(0, 40)}".`);
    }
    return seconds;
  };
  return { connect: read('connect'), answer: read('answer') };
}

/** `--each [file|-]` taken out of the arguments: its file, `-` (stdin) when none follows; undefined when not given. */
function takeEach(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--each' || arg.startsWith('--each='));
  if (at < 0) return undefined;
  const arg = args[at] as string;
  if (arg !== '--each') {
    args.splice(at, 1);
    return arg.slice('--each='.length) || '-';
  }
  const next = args[at + 1];
  const hasFile = next !== undefined && (next === '-' || !next.startsWith('--'));
  args.splice(at, hasFile ? 2 : 1);
  return hasFile ? next : '-';
}

/** A file --each can read, or the usage error saying why not. */
function checkedFile(path: string): void {
  const { statSync } = require('node:fs') as typeof import('node:fs');
  let folder: boolean;
  try {
    folder = statSync(path).isDirectory();
  } catch (error) {
    throw new UsageError(`--each ${path}: the file cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  if (folder) throw new UsageError(`--each ${path}: that is a folder, not a file.`);
}

/** The most bytes of bodies one batch request to a service carries: within the service's default BODY_LIMIT_BYTES (1 MiB). */
const EACH_CHUNK_BYTES = 768 * 1024;

/** `<tool> --each [file|-]`: one call per record, here (runBatch) or on the service, one answer line each, in input order. */
async function eachCommand(
  tool: string,
  schema: NonNullable<ReturnType<typeof requestSchemaOf>>,
  defaults: Record<string, unknown>,
  path: string,
  url: string | undefined,
  timeouts: Timeouts,
  note: (line: string) => void,
): Promise<number> {
  let run: RunChunk;
  if (url) {
    note(`calling the service: POST ${operationUrl(url, 'batch').href}, at most ${batchMaxItems} calls a request`);
    run = serviceCalls(url, timeouts).batch(tool);
  } else {
    note(`running here, in this process, at most ${batchMaxItems} calls at a time`);
    const { runBatch } = require('./index') as typeof import('./index');
    run = async (calls) => (await runBatch(calls as never)).items as EachAnswer[];
  }
  try {
    const status = await runEach({
      tool,
      schema,
      defaults,
      lines: inputLines(path),
      where: path === '-' ? 'stdin' : path,
      chunkItems: batchMaxItems,
      chunkBytes: url ? EACH_CHUNK_BYTES : Infinity,
      run,
    });
    return status === 200 ? exitCodes.ok : exitFor(status);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return exitCodes.usage;
    }
    if (!(error instanceof CallFailed)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.unavailable;
  }
}

/** `--name` taken out of the arguments, a switch of the CLI itself: whether it was there. */
function takeSwitch(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
}

/** The tools TOOLS chooses, as the service would serve them (undefined: all), or the message of a TOOLS it refuses. */
function servedTools(env: Record<string, string | undefined>): readonly string[] | undefined | Error {
  if (env.TOOLS === undefined || env.TOOLS.trim() === '') return undefined;
  try {
    return parseToolSelection(env.TOOLS, 'TOOLS');
  } catch (error) {
    return error as Error;
  }
}

export async function main(argv: string[], env: Record<string, string | undefined>, input: BodyInput = bodyInput): Promise<number> {
  const [tool, ...rest] = argv;
  const served = servedTools(env);
  if (served instanceof Error) {
    process.stderr.write(`${served.message}\n`);
    return exitCodes.usage;
  }
  if (!tool || tool === '--help' || tool === '-h') {
    process.stdout.write(usage(served));
    return tool ? exitCodes.ok : exitCodes.usage;
  }
  if (tool === 'serve') {
    await (require('./server') as typeof import('./server')).startService();
    return new Promise<number>(() => undefined); // serves until a signal stops the process
  }
  if (tool === 'mcp') {
    await (require('./mcp-stdio') as typeof import('./mcp-stdio')).serveMcpOverStdio();
    return new Promise<number>(() => undefined); // serves until the client closes stdin
  }
  if (tool === 'pipeline') return pipelineCommand(rest, env);
  const tools = Object.values(operations)
    .map((op) => op.tool as string)
    .filter((name) => served === undefined || served.includes(name));
  const schema = tools.includes(tool) ? requestSchemaOf(tool) : undefined;
  if (!schema) {
    const suggestion = didYouMean(tool, [...tools, 'serve', 'mcp', 'pipeline']);
    process.stderr.write(
      suggestion
        ? `No tool is named "${tool.slice(0, 80)}"${suggestion}\nutility-tools-api --help lists every tool.\n`
        : `No tool is named "${tool.slice(0, 80)}".\n\n${usage(served)}`,
    );
    return exitCodes.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(help(tool, schema));
    return exitCodes.ok;
  }
  const verbose = takeSwitch(rest, '--verbose');
  const note = (line: string): void => {
    if (verbose) process.stderr.write(`${tool}: ${line}\n`);
  };
  let url: string | undefined;
  let timeouts: Timeouts;
  let body: Record<string, unknown>;
  let each: string | undefined;
  try {
    const given = takeFlag(rest, '--url') ?? env.UTILITY_TOOLS_URL;
    url = given ? serviceUrl(given) : undefined;
    timeouts = timeoutsFrom(rest, env);
    each = takeEach(rest);
    if (each === '-' && rest.some((arg, at) => arg === '--json=-' || (arg === '--json' && rest[at + 1] === '-'))) {
      throw new UsageError('--each - and --json - both read stdin: give one of them a file.');
    }
    // With --each the records are the input: stdin is never read for the body, which holds the defaults (the flags).
    body = requestBody(tool, schema, rest, each === undefined ? input : { ...input, stdin: () => undefined }, note);
    if (each !== undefined && each !== '-') checkedFile(each);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.usage;
  }
  if (each !== undefined) return eachCommand(tool, schema, body, each, url, timeouts, note);
  if (!url) {
    note('running here, in this process (no --url or UTILITY_TOOLS_URL)');
    return runHere(tool, body);
  }
  return runThere(url, tool, body, timeouts, note);
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(exitCodes.unavailable);
    },
  );
}
