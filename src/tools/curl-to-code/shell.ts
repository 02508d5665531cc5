import { ToolInputError } from '../shared/errors';
import type { Note } from './request';
import { cmdArgv, powershellArgv } from './windows';
import type { RequestBody } from '../../common/operations';

export type Shell = RequestBody<'curl_to_code'>['shell'];

export interface Command {
  dialect: Exclude<Shell, 'auto'>;
  /** The words curl receives: for cmd and PowerShell always; for a POSIX command when the words hold no expansion. */
  argv?: string[];
  notes: Note[];
}

/**
 * The shell a command is written for, from what would be outside quotes in bash: `^"` or `^` at a line's end is cmd
 * (Chrome's "Copy as cURL (cmd)" quotes every argument with `^"`); a backtick at a line's end, or the program
 * `curl.exe`, is PowerShell; anything else is POSIX (bash). Inside bash quotes these are text (a JSON body's `^"`).
 */
export function detectShell(text: string): Exclude<Shell, 'auto'> {
  let quote: "'" | '"' | "$'" | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    const next = text[i + 1];
    if (quote === "'") {
      if (c === "'") quote = undefined;
    } else if (quote !== undefined) {
      if (c === '\\') i += 1;
      else if (c === quote.slice(-1)) quote = undefined;
    } else if (c === '^' && (next === '"' || next === '\n' || (next === '\r' && text[i + 2] === '\n'))) return 'cmd';
    else if (c === '`' && (next === '\n' || (next === '\r' && text[i + 2] === '\n'))) return 'powershell';
    else if (c === '\\') i += 1;
    else if (c === '$' && next === "'") {
      quote = "$'";
      i += 1;
    } else if (c === "'" || c === '"') quote = c;
  }
  return /^\s*(?:&\s*)?["'\u2018\u2019\u201c\u201d]?(?:[^\s"'`]*[\\/])?curl\.exe\b/i.test(text) ? 'powershell' : 'posix';
}

const DIALECT_NAMES = { cmd: 'a Windows cmd command', powershell: 'a PowerShell command' } as const;

const DIALECT_RULES = {
  cmd: '^ escapes outside double quotes, %NAME% left as written, then the Windows rules that split a command line into arguments (\\" is a quote inside a quoted argument)',
  powershell:
    "PowerShell 7.3 and newer: '...' literal with '' for a quote, \"...\" with backtick escapes, backtick-newline continuing a line, each argument passed to curl.exe as written",
} as const;

/** The command's words as curl receives them, in the dialect asked for or the one detected; `notes` says which one. */
export function readCommand(text: string, shell: Shell): Command {
  const dialect = shell === 'auto' ? detectShell(text) : shell;
  if (dialect === 'posix') {
    const argv = posixArgv(text);
    return { dialect, ...(argv ? { argv } : {}), notes: [] };
  }
  const read = dialect === 'cmd' ? cmdArgv(text) : powershellArgv(text);
  const [program] = read.argv;
  if (program === undefined || !/^(?:.*[\\/])?curl(?:\.exe)?$/i.test(program)) {
    throw new ToolInputError(
      'invalid_curl',
      `The command starts with "${(program ?? '').slice(0, 40)}"; send a command that starts with curl or curl.exe.`,
    );
  }
  const how = shell === 'auto' ? 'detected' : 'as asked by shell';
  const note: Note = [
    'shell',
    `Read as ${DIALECT_NAMES[dialect]} (${how}): ${DIALECT_RULES[dialect]}. Send shell "posix" to read it as bash instead.`,
  ];
  return { dialect, argv: ['curl', ...read.argv.slice(1)], notes: [note, ...read.notes] };
}

// ANSI-C quoting ($'...') as bash reads it.
const ANSI_C: Record<string, string> = { a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * The words of a one-command bash line: '...', "..." with \ before $ ` " \ and newline, $'...' ANSI-C strings,
 * backslash escapes and backslash-newline continuations. Undefined where bash would expand or run something (a
 * variable, a substitution, a pipe, a second command): then only curlconverter reads the command.
 */
function posixArgv(text: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const add = (part: string) => {
    word = (word ?? '') + part;
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined) return undefined;
      if (next !== '\n') add(next);
      i += 2;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
      if (c === '\n' && text.slice(i).trim() !== '') return undefined;
      i += 1;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return undefined;
      add(text.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let part = '';
      for (; j < text.length && text[j] !== '"'; j += 1) {
        const d = text[j] as string;
        if (d === '$' || d === '`') return undefined;
        if (d === '\\' && /^[$`"\\\n]$/.test(text[j + 1] ?? '')) {
          j += 1;
          if (text[j] !== '\n') part += text[j];
        } else part += d;
      }
      if (j >= text.length) return undefined;
      add(part);
      i = j + 1;
    } else if (c === '$' && text[i + 1] === "'") {
      const read = ansiC(text, i + 2);
      if (read === undefined) return undefined;
      add(read.value);
      i = read.end;
    } else if (/[$`;&|<>()\r]/.test(c) || (c === '#' && word === undefined)) {
      return undefined;
    } else {
      add(c);
      i += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

function ansiC(text: string, start: number): { value: string; end: number } | undefined {
  let value = '';
  let i = start;
  while (i < text.length && text[i] !== "'") {
    const c = text[i] as string;
    if (c !== '\\') {
      value += c;
      i += 1;
      continue;
    }
    const next = text[i + 1] ?? '';
    const digits = (pattern: RegExp, from: number) => pattern.exec(text.slice(from))?.[0] ?? '';
    if (next in ANSI_C) {
      value += ANSI_C[next];
      i += 2;
    } else if (/^[0-7]$/.test(next)) {
      const octal = digits(/^[0-7]{1,3}/, i + 1);
      value += String.fromCharCode(parseInt(octal, 8) & 0xff);
      i += 1 + octal.length;
    } else if (next === 'x' || next === 'u' || next === 'U') {
      const hex = digits(next === 'x' ? /^[0-9a-fA-F]{1,2}/ : next === 'u' ? /^[0-9a-fA-F]{1,4}/ : /^[0-9a-fA-F]{1,8}/, i + 2);
      if (hex === '') {
        value += `\\${next}`;
        i += 2;
        continue;
      }
      const code = parseInt(hex, 16);
      // bash writes \xHH as that byte; one above 0x7f is not a character on its own, so such a string is left to curlconverter.
      if ((next === 'x' && code > 0x7f) || code > 0x10ffff) return undefined;
      value += String.fromCodePoint(code);
      i += 2 + hex.length;
    } else if (next === 'c' && i + 2 < text.length) {
      value += String.fromCharCode((text.charCodeAt(i + 2) & 0x1f) as number);
      i += 3;
    } else if (next === '\\' || next === "'" || next === '"' || next === '?') {
      value += next;
      i += 2;
    } else {
      value += `\\${next}`;
      i += 2;
    }
  }
  // bash ends the string at a NUL byte; curlconverter's reading of such a string is its own.
  if (i >= text.length || value.includes('\0')) return undefined;
  return { value, end: i + 1 };
}
