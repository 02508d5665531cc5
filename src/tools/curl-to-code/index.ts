import { ToolInputError } from '../shared/errors';
import { clip } from '../../common/text';
import { warning } from '../shared/warnings';
import { readRequest, type CurlRequest, type Curlconverter, type Note } from './request';
import { readCommand } from './shell';
import { axiosCode } from './targets/axios';
import { fetchCode } from './targets/fetch';
import { goCode } from './targets/go';
import { phpCode } from './targets/php';
import { pythonCode } from './targets/python';
import type { RequestBody, ToolResult } from '../../common/operations';

export type CurlToCodeRequest = RequestBody<'curl_to_code'>;

export type CurlTarget = CurlToCodeRequest['target'];

export type CurlToCodeResult = ToolResult<'curl_to_code'>;

const EMITTERS: Record<CurlTarget, (request: CurlRequest, notes: Note[]) => string> = {
  fetch: fetchCode,
  axios: axiosCode,
  python: pythonCode,
  go: goCode,
  php: phpCode,
};

/** The largest code answered, as JSON-escaped UTF-8 (a file-upload form in Go writes about 17 bytes per input byte). */
const MAX_CODE_BYTES = 720_896;
const MAX_WARNINGS = 20;

/** tree-sitter's Node binding parses at most this many UTF-16 code units without a bufferSize, which curlconverter does not pass. */
const MAX_COMMAND_UNITS = 32_767;

let loaded: Curlconverter | undefined;

/**
 * curlconverter is ESM-only and parses with tree-sitter's native addon. It is loaded on first use through Node's own
 * require (require(esm), Node 20.19+), which neither the main thread's start-up nor jest's module registry sees: jest
 * loading it twice in one worker breaks tree-sitter ("Cannot read properties of undefined (reading 'walk')").
 */
function curlconverter(): Curlconverter {
  loaded ??= process.getBuiltinModule('node:module').createRequire(__filename)('curlconverter') as Curlconverter;
  return loaded;
}

/** The reason curlconverter gave, in this service's words (its own messages name its internals). */
function reason(message: string): string {
  const start = /should begin with "curl" but instead begins with "([^"]*)"/.exec(message);
  if (start) return `The command starts with "${clip(start[1] as string, 40)}"; send a command that starts with curl.`;
  if (/no URL specified/i.test(message)) return 'The command has no URL; curl needs one (for example curl https://example.com).';
  const bash = /Bash parsing error on line (\d+):\n.*\n( *)\^/.exec(message);
  if (bash) {
    return `The command is not valid shell syntax at line ${bash[1]}, column ${(bash[2] as string).length + 1} (an unclosed quote is the usual cause; for a Windows command send shell "cmd" or "powershell").`;
  }
  return 'The command is not a curl command this tool can read (copy it as cURL (bash) from the browser or your terminal).';
}

/**
 * The program that sends what a curl command (bash, Windows cmd or PowerShell) sends, written here from curlconverter's reading of it: fetch (JavaScript, the standard fetch API), axios
 * (Node.js), Python (requests), Go (net/http) or PHP (ext-curl); what the target cannot express is in `warnings`.
 */
export function curlToCode(request: CurlToCodeRequest): CurlToCodeResult {
  if (request.curl.length > MAX_COMMAND_UNITS) {
    throw new ToolInputError(
      'invalid_curl',
      `The command is ${request.curl.length.toLocaleString('en')} UTF-16 code units long; the parser reads at most ${MAX_COMMAND_UNITS.toLocaleString('en')} (a character outside the Basic Multilingual Plane, such as an emoji, counts twice).`,
    );
  }
  const command = readCommand(request.curl, request.shell);
  let read: ReturnType<typeof readRequest>;
  try {
    read = readRequest(curlconverter(), command.dialect === 'posix' ? request.curl : (command.argv ?? []), command.argv);
  } catch (error) {
    // Not `instanceof Error`: curlconverter is loaded outside this module's realm under jest, so its Error differs.
    const message = (error as { message?: unknown } | null)?.message;
    throw new ToolInputError('invalid_curl', reason(typeof message === 'string' ? message : ''));
  }
  const found = [...command.notes, ...read.notes];
  const code = EMITTERS[request.target](read.request, found);
  const bytes = Buffer.byteLength(JSON.stringify(code));
  if (bytes > MAX_CODE_BYTES) {
    throw new ToolInputError(
      'code_too_large',
      `The ${request.target} code would be ${bytes.toLocaleString('en')} bytes, above ${MAX_CODE_BYTES.toLocaleString('en')}.`,
    );
  }
  const warnings = found
    .slice(0, MAX_WARNINGS)
    .map(([subject, message]) => warning('conversion_warning', clip(message, 300), { subject: clip(subject, 100) }));
  return { target: request.target, code, warnings };
}

/** Loads curlconverter and converts once, so a pool thread's first caller pays for neither. */
export function warmCurlconverter(): void {
  curlToCode({ curl: 'curl https://example.com', target: 'fetch', shell: 'posix' });
}
