import { ToolInputError } from './errors';
import { clip } from './shared/text';
import { warning, type Warning } from './shared/warnings';

export type CurlTarget = 'fetch' | 'axios' | 'python' | 'go' | 'php';

export interface CurlToCodeRequest {
  curl: string;
  target: CurlTarget;
}

export interface CurlToCodeResult {
  target: CurlTarget;
  code: string;
  warnings: Array<Warning<'conversion_warning'> & { subject: string }>;
}

type Converter = (command: string) => [string, Array<[string, string]>];
type Curlconverter = Record<'toJavaScriptWarn' | 'toNodeAxiosWarn' | 'toPythonWarn' | 'toGoWarn' | 'toPhpWarn', Converter>;

// fetch: toJavaScriptWarn writes the standard fetch API (toNode/toNodeFetch would import node-fetch).
const CONVERTERS: Record<CurlTarget, keyof Curlconverter> = {
  fetch: 'toJavaScriptWarn',
  axios: 'toNodeAxiosWarn',
  python: 'toPythonWarn',
  go: 'toGoWarn',
  php: 'toPhpWarn',
};

/** The largest code answered, as JSON-escaped UTF-8 (a file-upload form in Go writes about 35 bytes per input byte). */
export const MAX_CODE_BYTES = 1_572_864;
const MAX_WARNINGS = 20;

/** tree-sitter's Node binding parses at most this many UTF-16 code units without a bufferSize, which curlconverter does not pass. */
export const MAX_COMMAND_UNITS = 32_767;

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

/**
 * PHP: ext-curl with CURLOPT_CUSTOMREQUEST 'HEAD' waits for a body that never comes (curl -I hangs), CURLOPT_NOBODY
 * is libcurl's HEAD; and libcurl drops a header written "Name: " with no value, so curl's `-H 'Name;'` (send it
 * empty) must stay "Name;".
 */
function fixPhp(code: string): string {
  return code
    .replace("curl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'HEAD');", 'curl_setopt($ch, CURLOPT_NOBODY, true);')
    .replace(/^( {4}'[^':\s]+): ',$/gm, "$1;',");
}

const REQUESTS_NOTE =
  /\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request\.\n#(data = .*)\n#(response = .*)\n/;

/**
 * Python: curlconverter rebuilds a JSON body as a dict and lets requests serialise it again (spaces added, 1.0 as 1,
 * 9007199254740993 rounded); it writes the exact bytes as a commented-out alternative, which is used instead.
 */
function fixPython(code: string): string {
  const note = REQUESTS_NOTE.exec(code);
  if (!note) return code;
  const [, data, call] = note as unknown as [string, string, string];
  return code
    .replace(note[0], '\n')
    .replace(/^json_data = [\s\S]*?\n\n(?=response = )/m, `${data}\n\n`)
    .replace(/^response = .*json=json_data.*$/m, call)
    .replace(/\n{3,}$/, '\n');
}

/** The reason curlconverter gave, in this service's words (its own messages name its internals). */
function reason(message: string): string {
  const start = /should begin with "curl" but instead begins with "([^"]*)"/.exec(message);
  if (start) return `The command starts with "${clip(start[1] as string, 40)}"; send a command that starts with curl.`;
  if (/no URL specified/i.test(message)) return 'The command has no URL; curl needs one (for example curl https://example.com).';
  const bash = /Bash parsing error on line (\d+):\n.*\n( *)\^/.exec(message);
  if (bash) {
    return `The command is not valid shell syntax at line ${bash[1]}, column ${(bash[2] as string).length + 1} (an unclosed quote is the usual cause; Windows "Copy as cURL (cmd)" commands are not read, copy as cURL (bash)).`;
  }
  return 'The command is not a curl command this tool can read (copy it as cURL (bash) from the browser or your terminal).';
}

/**
 * The program equivalent to a curl command (curlconverter): fetch (JavaScript, the standard fetch API), axios
 * (Node.js), Python (requests), Go (net/http) or PHP (ext-curl); what the target cannot express is in `warnings`.
 */
export function curlToCode(request: CurlToCodeRequest): CurlToCodeResult {
  if (request.curl.length > MAX_COMMAND_UNITS) {
    throw new ToolInputError(
      'invalid_curl',
      `The command is ${request.curl.length.toLocaleString('en')} UTF-16 code units long; the parser reads at most ${MAX_COMMAND_UNITS.toLocaleString('en')} (a character outside the Basic Multilingual Plane, such as an emoji, counts twice).`,
    );
  }
  const convert = curlconverter()[CONVERTERS[request.target]];
  let output: [string, Array<[string, string]>];
  try {
    output = convert(request.curl);
  } catch (error) {
    // Not `instanceof Error`: curlconverter is loaded outside this module's realm under jest, so its Error differs.
    const message = (error as { message?: unknown } | null)?.message;
    throw new ToolInputError('invalid_curl', reason(typeof message === 'string' ? message : ''));
  }
  const [converted, notes] = output;
  const code = request.target === 'php' ? fixPhp(converted) : request.target === 'python' ? fixPython(converted) : converted;
  const bytes = Buffer.byteLength(JSON.stringify(code));
  if (bytes > MAX_CODE_BYTES) {
    throw new ToolInputError(
      'code_too_large',
      `The ${request.target} code would be ${bytes.toLocaleString('en')} bytes, above ${MAX_CODE_BYTES.toLocaleString('en')}.`,
    );
  }
  const found: Array<[string, string]> = [...notes];
  // URLSearchParams writes a space as "+" and fetch sends it with "Content-Type: ...;charset=UTF-8" (measured against curl).
  if ((request.target === 'fetch' || request.target === 'axios') && code.includes('new URLSearchParams(')) {
    found.push([
      'form-body-reencoded',
      'The form body is rebuilt with URLSearchParams, which writes spaces as "+" (curl sends the bytes as written) and, in fetch, adds ";charset=UTF-8" to the Content-Type; send the body as a string with your own Content-Type header to match curl exactly.',
    ]);
  }
  const warnings = found
    .slice(0, MAX_WARNINGS)
    .map(([subject, message]) => warning('conversion_warning', clip(message, 300), { subject: clip(subject, 100) }));
  return { target: request.target, code, warnings };
}

/** Loads curlconverter and converts once, so a pool thread's first caller pays for neither. */
export function warmCurlconverter(): void {
  curlToCode({ curl: 'curl https://example.com', target: 'fetch' });
}
