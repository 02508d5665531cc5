#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { operations } from './common/operations';
import { bodyFromArguments, help, requestSchemaOf, usage, UsageError } from './cli-arguments';

/**
 * `utility-tools-api <tool> --field value ...` runs one tool in this process (the library's runTool: the same
 * validation and engines as the API) and prints its result as JSON; with `--url <origin>` or UTILITY_TOOLS_URL it
 * calls that service instead. The flags are the tool's request properties, read from the spec: `--amount-paise 100000`
 * or `--amountPaise=100000`; `--flag` / `--no-flag` for booleans; JSON for arrays and objects. `--json '{...}'` gives
 * a whole body. Piped stdin fills the tool's main text field. `serve` starts the HTTP API; `mcp` is the MCP server on
 * stdio. Exit codes: 0 a result, 2 a usage error, 3 a 422 problem (the input), 4 another 4xx (429: try later), 5 a
 * 5xx or no service.
 */

export const exitCodes = { ok: 0, usage: 2, invalidInput: 3, refused: 4, unavailable: 5 } as const;

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

function printProblem(problem: ProblemLike): number {
  const fields = (problem.errors ?? []).map((error) => `  ${error.pointer || '/'}: ${error.message}`).join('\n');
  process.stderr.write(
    `${problem.status} ${problem.code}: ${problem.detail}\n${fields ? `${fields}\n` : ''}${problem.recovery ? `${problem.recovery}\n` : ''}`,
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
    if (error instanceof ToolProblem) return printProblem(error.problem);
    throw error;
  }
}

/** The tool, run by the service at `url`. */
async function runThere(url: string, tool: string, body: Record<string, unknown>): Promise<number> {
  let response: Response;
  try {
    response = await fetch(`${url.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1/${tool}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
    process.stderr.write(
      `Cannot reach the service at ${url}: ${cause}. Set UTILITY_TOOLS_URL or --url, or leave both out to run the tool here.\n`,
    );
    return exitCodes.unavailable;
  }
  const text = await response.text();
  let answer: { result?: unknown } & Partial<ProblemLike>;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    process.stderr.write(`${response.status}: the answer from ${url} is not JSON ("${text.slice(0, 80)}"); is it this API?\n`);
    return exitFor(response.status >= 400 ? response.status : 502);
  }
  if (response.ok) return printResult(answer.result);
  return printProblem({ ...answer, status: response.status });
}

/** `--url origin` / `--url=origin` taken out of the arguments. */
function takeUrl(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--url' || arg.startsWith('--url='));
  if (at < 0) return undefined;
  const [flag, next] = args.splice(at, args[at] === '--url' ? 2 : 1);
  return flag === '--url' ? next : (flag ?? '').slice('--url='.length);
}

export async function main(argv: string[], stdin: () => string | undefined, env: Record<string, string | undefined>): Promise<number> {
  const [tool, ...rest] = argv;
  if (!tool || tool === '--help' || tool === '-h') {
    process.stdout.write(usage());
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
  const schema = requestSchemaOf(tool);
  if (!schema || !Object.values(operations).some((op) => op.tool === tool)) {
    process.stderr.write(`No tool is named "${tool}".\n\n${usage()}`);
    return exitCodes.usage;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(help(tool, schema));
    return exitCodes.ok;
  }
  const url = takeUrl(rest) ?? env.UTILITY_TOOLS_URL;
  let body: Record<string, unknown>;
  try {
    body = bodyFromArguments(schema, rest, stdin);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.usage;
  }
  return url ? runThere(url, tool, body) : runHere(tool, body);
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
