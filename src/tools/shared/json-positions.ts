import type { JsonTextPosition } from './strict-json';
import { codePointName } from '../../common/text';

/** Offsets to line and column, and the words that describe the character at an offset. */

export function makeLocator(text: string): (offset: number) => JsonTextPosition {
  let lineStarts: number[] | undefined;
  return (offset) => {
    if (lineStarts === undefined) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        // CRLF counts once; a lone CR is a line break as well.
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
      }
    }
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] as number) + 1, offset };
  };
}

export function describeAt(text: string, at: number): string {
  if (at >= text.length) return 'end of input';
  const code = text.codePointAt(at) as number;
  if (code === 0x27) return `"'"`;
  if (code > 0x20 && code < 0x7f) return `'${String.fromCodePoint(code)}'`;
  return codePointName(code);
}

export function hintAt(text: string, at: number): string {
  const c = text[at];
  if (c === '/') return ' Comments are not allowed in JSON.';
  if (c === "'") return ' Strings and property names must use double quotes.';
  if (c === '\uFEFF') return ' A byte order mark is not allowed; remove it.';
  if (c === '+' || c === '.') return " A number must start with a digit or '-'.";
  if (text.startsWith('NaN', at) || text.startsWith('Infinity', at)) return ' NaN and Infinity are not JSON numbers.';
  return '';
}
