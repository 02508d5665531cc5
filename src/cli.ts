#!/usr/bin/env node
import { readSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isatty } from 'node:tty';
import { operations } from './common/operations';
import { bodyFromArguments, help, requestSchemaOf, usage, UsageError, type Stdin } from './cli-arguments';

/**
 * `utility-tools-api <tool> --field value ...` runs one tool in this process (the library's runTool: the same
 * validation and engines as the API) and prints its result as JSON; with `--url <origin>` or UTILITY_TOOLS_URL it
 * calls that service instead. The flags are the tool's request properties, read from the spec: `--amount-paise 100000`
 * or `--amountPaise=100000`; `--flag` / `--no-flag` for booleans; JSON for arrays and objects. `--json '{...}'` gives
 * a whole body. Piped stdin fills the tool's main text field, up to its maxLength. A service must be connected to
 * within --connect-timeout seconds (UTILITY_TOOLS_CONNECT_TIMEOUT, 10) and answer within --answer-timeout seconds after
 * that (UTILITY_TOOLS_ANSWER_TIMEOUT, 60). `serve` starts the HTTP API; `mcp` is the MCP server on stdio. Exit codes:
 * 0 a result, 2 a usage error, 3 a 422 problem (the input), 4 another 4xx (429: try later), 5 a 5xx or no service.
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

/** How long a call to a service may take, in seconds: --connect-timeout / --answer-timeout, or their variables. */
interface Timeouts {
  connect: number;
  answer: number;
}

/** The timeouts' flags, their environment variables and defaults (seconds). */
const timeoutSettings = {
  connect: { flag: '--connect-timeout', variable: 'UTILITY_TOOLS_CONNECT_TIMEOUT', fallback: 10, what: 'connect timeout' },
  answer: { flag: '--answer-timeout', variable: 'UTILITY_TOOLS_ANSWER_TIMEOUT', fallback: 60, what: 'answer timeout' },
} as const;

/** A call that did not complete: the message names the service and what went wrong. */
class CallFailed extends Error {}

/**
 * POSTs `body` to `target` (node:http, so each phase has its own clock): the connection (DNS, TCP and TLS) must be
 * made within `timeouts.connect` seconds, and the whole answer must have arrived `timeouts.answer` seconds after it.
 */
function post(target: URL, body: string, timeouts: Timeouts, url: string): Promise<{ status: number; text: string }> {
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (error: Error | undefined, answer?: { status: number; text: string }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(answer as { status: number; text: string });
    };
    const timedOut = (phase: keyof Timeouts): NodeJS.Timeout => {
      const { flag, variable, what } = timeoutSettings[phase];
      const seconds = timeouts[phase];
      const happened = phase === 'connect' ? `No connection to the service at ${url} was made` : `The service at ${url} did not answer`;
      return setTimeout(
        () => settle(new CallFailed(`${happened} within the ${what} of ${seconds} s (${flag} or ${variable}).`)),
        seconds * 1000,
      );
    };
    const request = (secure ? httpsRequest : httpRequest)(
      target,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => settle(undefined, { status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('close', () => {
          if (!response.complete) settle(new CallFailed(`The service at ${url} closed the connection before its answer was complete.`));
        });
      },
    );
    timer = timedOut('connect');
    request.on('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        clearTimeout(timer);
        if (!settled) timer = timedOut('answer');
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      settle(
        new CallFailed(
          `Cannot reach the service at ${url}: ${error.message || error.code || error.name}. Set UTILITY_TOOLS_URL or --url, or leave both out to run the tool here.`,
        ),
      );
    });
    request.end(body);
  });
}

/** The tool, run by the service at `url`. */
async function runThere(url: string, tool: string, body: Record<string, unknown>, timeouts: Timeouts): Promise<number> {
  const target = new URL(`${url.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1/${tool}`);
  let response: { status: number; text: string };
  try {
    response = await post(target, JSON.stringify(body), timeouts, url);
  } catch (error) {
    if (!(error instanceof CallFailed)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.unavailable;
  }
  const { status, text } = response;
  let answer: { result?: unknown } & Partial<ProblemLike>;
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    process.stderr.write(`${status}: the answer from ${url} is not JSON ("${text.slice(0, 80)}"); is it this API?\n`);
    return exitFor(status >= 400 ? status : 502);
  }
  if (status >= 200 && status < 300) return printResult(answer.result);
  return printProblem({ ...answer, status });
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

export async function main(argv: string[], stdin: Stdin, env: Record<string, string | undefined>): Promise<number> {
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
  let url: string | undefined;
  let timeouts: Timeouts;
  let body: Record<string, unknown>;
  try {
    const given = takeFlag(rest, '--url') ?? env.UTILITY_TOOLS_URL;
    url = given ? serviceUrl(given) : undefined;
    timeouts = timeoutsFrom(rest, env);
    body = bodyFromArguments(schema, rest, stdin);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exitCodes.usage;
  }
  return url ? runThere(url, tool, body, timeouts) : runHere(tool, body);
}

/** Waits `ms` milliseconds, blocking: stdin is read synchronously. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Piped stdin as UTF-8 text, read 64 KiB at a time and counted as it arrives, so an input longer than
 * `maxCharacters` is refused (a UsageError naming the limit) once that many characters are read and is never held
 * whole; undefined when stdin is a terminal (or absent). The descriptor is read directly: process.stdin would set
 * a pipe non-blocking, and a read that finds the writer not yet ready (EAGAIN) is retried.
 */
const readStdin: Stdin = (maxCharacters, field) => {
  if (isatty(0)) return undefined;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  // A leading byte order mark is kept, as readFileSync kept it: json-formatter reports it rather than never seeing it.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let characters = 0;
  for (;;) {
    let read: number;
    try {
      read = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        pause(10);
        continue;
      }
      if (code === 'EOF') break; // Windows' end of a pipe
      return undefined;
    }
    if (read === 0) break;
    const part = decoder.decode(chunk.subarray(0, read), { stream: true });
    // JSON Schema's maxLength counts code points: a surrogate pair is one character.
    characters += part.length - (part.match(/[\uD800-\uDBFF]/g)?.length ?? 0);
    if (characters > maxCharacters) {
      throw new UsageError(
        `Piped stdin is longer than --${field} may be: ${maxCharacters.toLocaleString('en-US')} characters (its maxLength in the spec); reading stopped there and nothing was run.`,
      );
    }
    parts.push(part);
  }
  parts.push(decoder.decode());
  return parts.join('');
};

if (require.main === module) {
  main(process.argv.slice(2), readStdin, process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(exitCodes.unavailable);
    },
  );
}
