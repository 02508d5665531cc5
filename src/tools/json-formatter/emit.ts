import { ToolInputError } from '../shared/errors';
import type { JsonMember, JsonNode } from './types';

// Pretty output grows with depth x indent per line, so an 8 kB input can ask for 16 MB: the output may be at most
// OUTPUT_FACTOR times the input (plus a little for tiny inputs), and never more than MAX_OUTPUT_LENGTH.
const MAX_OUTPUT_LENGTH = 4 * 1024 * 1024;
const OUTPUT_FACTOR = 32;
const OUTPUT_ALLOWANCE = 4096;

/** The longest output a request may get: 32 characters per input character plus 4,096, at most 4 Mi characters. */
export function outputLimit(inputLength: number): number {
  return Math.min(MAX_OUTPUT_LENGTH, OUTPUT_FACTOR * inputLength + OUTPUT_ALLOWANCE);
}

export function emit(root: JsonNode, unit: string | undefined, sortKeys: boolean, limit: number): string {
  const parts: string[] = [];
  let length = 0;
  const push = (s: string): void => {
    length += s.length;
    if (length > limit) {
      const rule =
        limit === MAX_OUTPUT_LENGTH
          ? `${MAX_OUTPUT_LENGTH} characters, the most this service returns`
          : `${limit} characters (${OUTPUT_FACTOR} per input character plus ${OUTPUT_ALLOWANCE})`;
      throw new ToolInputError(
        'output_too_large',
        `The formatted JSON would exceed ${rule}; use mode "minify", indent "tab" or 2, or format a smaller part.`,
      );
    }
    parts.push(s);
  };
  const breaks: string[] = [];
  const lineBreak = (level: number): string => (unit === undefined ? '' : (breaks[level] ??= '\n' + unit.repeat(level)));
  const separator = unit === undefined ? ':' : ': ';

  // Recursion is bounded by MAX_JSON_DEPTH, which the parser enforces.
  const write = (node: JsonNode, level: number): void => {
    if (typeof node === 'string') {
      push(node);
    } else if (node.kind === 'array') {
      if (node.items.length === 0) return push('[]');
      const inner = lineBreak(level + 1);
      node.items.forEach((item, index) => {
        push(index === 0 ? '[' + inner : ',' + inner);
        write(item, level + 1);
      });
      push(lineBreak(level) + ']');
    } else {
      if (node.members.length === 0) return push('{}');
      const inner = lineBreak(level + 1);
      orderedMembers(node.members, sortKeys).forEach((member, index) => {
        push((index === 0 ? '{' : ',') + inner + member.rawKey + separator);
        write(member.value, level + 1);
      });
      push(lineBreak(level) + '}');
    }
  };
  write(root, 0);
  return parts.join('');
}

/** Sorts by UTF-16 code units, the order of JavaScript's default Array.prototype.sort. */
function orderedMembers(members: JsonMember[], sortKeys: boolean): JsonMember[] {
  if (!sortKeys) return members;
  return [...members].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
