import { ToolInputError } from '../shared/errors';
import type { Note } from './request';

// curlconverter reads bash only (Windows commands are its open issue #143, since 2019), so cmd and PowerShell command
// lines are split here into the arguments curl.exe receives, and curlconverter is given those arguments.

const fail = (message: string): never => {
  throw new ToolInputError('invalid_curl', message);
};

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The arguments of a Windows command line as the C runtime (UCRT, as curl.exe is built) splits it: space and tab
 * separate; "..." groups; 2n backslashes before a quote are n backslashes and the quote groups, 2n+1 are n and a
 * literal quote; backslashes before anything else are literal; "" inside a quoted group is a literal quote. The first
 * word, the program, is read by quotes alone.
 */
export function windowsArguments(line: string): string[] {
  const args: string[] = [];
  let i = 0;
  const skipBlanks = () => {
    while (line[i] === ' ' || line[i] === '\t') i += 1;
  };
  skipBlanks();
  if (i >= line.length) return args;
  let program = '';
  let quoted = false;
  for (; i < line.length && (quoted || (line[i] !== ' ' && line[i] !== '\t')); i += 1) {
    if (line[i] === '"') quoted = !quoted;
    else program += line[i];
  }
  args.push(program);
  for (;;) {
    skipBlanks();
    if (i >= line.length) return args;
    let arg = '';
    quoted = false;
    while (i < line.length && (quoted || (line[i] !== ' ' && line[i] !== '\t'))) {
      let slashes = 0;
      while (line[i] === '\\') {
        slashes += 1;
        i += 1;
      }
      if (line[i] !== '"') {
        arg += '\\'.repeat(slashes);
        if (i < line.length && (quoted || (line[i] !== ' ' && line[i] !== '\t'))) arg += line[i++];
        continue;
      }
      arg += '\\'.repeat(Math.floor(slashes / 2));
      if (slashes % 2 === 1) arg += '"';
      else if (quoted && line[i + 1] === '"') {
        arg += '"';
        i += 1;
      } else quoted = !quoted;
      i += 1;
    }
    args.push(arg);
  }
}

/** `%NAME%` in a cmd line: cmd puts the variable's value there when one is set, before it reads quotes or carets. */
function percentNotes(text: string): Note[] {
  const names = [...new Set([...text.matchAll(/%([A-Za-z_][\w#$'()*+,\-.?@[\]`{}~]*)%/g)].map((match) => match[1] as string))];
  if (names.length === 0) return [];
  return [
    [
      'cmd-variable',
      `cmd replaces ${names.map((name) => `%${name}%`).join(', ')} with the value of that environment variable when one is set; it is read here as written (no such variable).`,
    ],
  ];
}

/**
 * A cmd.exe command line (as Chrome's "Copy as cURL (cmd)" writes it) into curl.exe's arguments: outside double
 * quotes `^` takes the next character literally (`^"` is a quote that does not open a quoted part, `^` at a line's end
 * joins the next line and takes its first character literally, so `^` and two newlines is a newline); inside them
 * `^` is itself; `&`, `|`, `<` and `>` outside quotes end the command; then the C runtime's rules split the line.
 */
export function cmdArgv(command: string): { argv: string[]; notes: Note[] } {
  const text = command.replace(/\r/g, '').replace(/^\s+/, '');
  let line = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (c === '"') {
      quoted = !quoted;
      line += c;
    } else if (quoted) {
      if (c === '\n')
        fail(`A double quote opened on line ${lineOf(text, i)} is not closed on that line; cmd cannot continue a line inside quotes.`);
      line += c;
    } else if (c === '^') {
      i += 1;
      if (text[i] === '\n') i += 1;
      if (i < text.length) line += text[i];
    } else if (c === '\n') {
      if (text.slice(i).trim() !== '') {
        fail(
          `Line ${lineOf(text, i)} ends without ^, so cmd runs the next line as another command; send one curl command (join its lines with ^).`,
        );
      }
      break;
    } else if ('&|<>'.includes(c)) {
      fail(
        `cmd reads the "${c}" on line ${lineOf(text, i)} outside quotes as ${c === '&' || c === '|' ? 'the start of another command' : 'a redirection'}; write it as ^${c} or inside double quotes.`,
      );
    } else line += c;
  }
  return { argv: windowsArguments(line), notes: percentNotes(text) };
}

// PowerShell reads the typographic quotes as the plain ones.
const isSingleQuote = (c: string | undefined) => c !== undefined && "'\u2018\u2019\u201a\u201b".includes(c);
const isDoubleQuote = (c: string | undefined) => c !== undefined && '"\u201c\u201d\u201e'.includes(c);

// Backtick escapes in PowerShell's expandable strings (about_Special_Characters).
const BACKTICK: Record<string, string> = { '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * A PowerShell command line into the arguments curl.exe receives under PowerShell 7.3 and newer (each argument passed
 * as PowerShell read it): '...' is literal with '' for a quote; "..." takes backtick escapes, "" for a quote, and
 * would expand `$name` and `$(...)` (read as written, with a note); a bare word takes backtick escapes too; a backtick
 * at a line's end continues the line; `--%` passes the rest of the line as written.
 */
export function powershellArgv(command: string): { argv: string[]; notes: Note[] } {
  const text = command.replace(/\r\n?/g, '\n').replace(/^\s+/, '');
  const argv: string[] = [];
  const expanded = new Set<string>();
  let word: string | undefined;
  let i = 0;
  const add = (part: string) => {
    word = (word ?? '') + part;
  };
  const end = () => {
    if (word !== undefined) argv.push(word);
    word = undefined;
  };
  /** `$name`, `${name}` or `$(...)` at i, which PowerShell would replace; kept as written. */
  const variable = (): string | undefined => {
    if (text[i + 1] === '(') {
      let depth = 0;
      for (let j = i + 1; j < text.length; j += 1) {
        if (text[j] === '(') depth += 1;
        if (text[j] === ')' && --depth === 0) {
          expanded.add('$(...)');
          return text.slice(i, j + 1);
        }
      }
      return undefined;
    }
    const found = /^\$(?:\{[^}]*\}|[\w:?^$]+)/.exec(text.slice(i));
    if (!found) return undefined;
    expanded.add(found[0]);
    return found[0];
  };
  const escape = () => {
    const next = text[i + 1];
    if (next === undefined) fail('The command ends with a backtick, which escapes nothing.');
    if (next === 'u' && text[i + 2] === '{') {
      const hex = /^\{([0-9a-fA-F]{1,6})\}/.exec(text.slice(i + 2));
      if (hex) {
        i += 3 + (hex[0].length - 1);
        return String.fromCodePoint(parseInt(hex[1] as string, 16));
      }
    }
    i += 2;
    return BACKTICK[next as string] ?? (next as string);
  };
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '`' && text[i + 1] === '\n') {
      end();
      i += 2;
    } else if (c === '`') {
      add(escape());
    } else if (c === ' ' || c === '\t') {
      end();
      i += 1;
    } else if (c === '\n') {
      end();
      if (text.slice(i).trim() !== '') {
        fail(
          `Line ${lineOf(text, i)} ends without a backtick, so PowerShell runs the next line as another command; end each continued line with \` (and nothing after it).`,
        );
      }
      break;
    } else if (isSingleQuote(c)) {
      let j = i + 1;
      let part = '';
      for (;;) {
        if (j >= text.length) fail(`A single quote opened on line ${lineOf(text, i)} is not closed.`);
        const d = text[j] as string;
        if (isSingleQuote(d)) {
          if (isSingleQuote(text[j + 1])) {
            part += d;
            j += 2;
            continue;
          }
          break;
        }
        part += d;
        j += 1;
      }
      add(part);
      i = j + 1;
    } else if (isDoubleQuote(c)) {
      const start = i;
      let part = '';
      i += 1;
      for (;;) {
        if (i >= text.length) fail(`A double quote opened on line ${lineOf(text, start)} is not closed.`);
        const d = text[i] as string;
        if (isDoubleQuote(d)) {
          if (isDoubleQuote(text[i + 1])) {
            part += d;
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (d === '`') part += escape();
        else if (d === '$') {
          const name = variable();
          part += name ?? '$';
          i += (name ?? '$').length;
        } else {
          part += d;
          i += 1;
        }
      }
      add(part);
    } else if (c === '$') {
      const name = variable();
      add(name ?? '$');
      i += (name ?? '$').length;
    } else if (word === undefined && c === '-' && /^--%(?=\s|$)/.test(text.slice(i))) {
      const rest = text.slice(i + 3).split('\n')[0] as string;
      argv.push(...windowsArguments(`curl ${rest}`).slice(1));
      i += 3 + rest.length;
    } else if (word === undefined && c === '#') {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline;
    } else if ('|;&<>(){},'.includes(c) || (word === undefined && c === '@')) {
      fail(
        `PowerShell reads the "${c}" on line ${lineOf(text, i)} as part of its own syntax, not as text for curl; put the argument in single quotes.`,
      );
    } else {
      add(c);
      i += 1;
    }
  }
  end();
  const notes: Note[] = [];
  if (expanded.size > 0) {
    notes.push([
      'powershell-variable',
      `PowerShell replaces ${[...expanded].join(', ')} with ${expanded.size === 1 ? 'its value' : 'their values'}; read here as written. Put the argument in single quotes to send it as written.`,
    ]);
  }
  const changed = argv.slice(1).filter((arg) => arg === '' || arg.includes('"'));
  if (changed.length > 0) {
    notes.push([
      'powershell-version',
      'Windows PowerShell 5.1 and PowerShell 7.2 or older pass an argument that holds a double quote to curl.exe unescaped (curl.exe then loses the quote, or reads \\" as one) and drop an empty argument; read here as PowerShell 7.3 and newer pass them: each argument as written.',
    ]);
  }
  return { argv, notes };
}
