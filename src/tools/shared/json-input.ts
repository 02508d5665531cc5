import { ToolInputError } from './errors';
import { makeLocator } from './json-positions';
import { JsonSyntaxFailure, parseStrictJson } from './strict-json';

/** How deep a sample may nest for the tools that read JSON into types, schemas or tables (each level costs them recursion). */
export const MAX_SAMPLE_DEPTH = 64;

/** Arrays and objects nested inside each other at the deepest point (0 for a scalar) of a parsed JSON value (a tree), counted without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * JSON text read as JSON.parse reads it (strict RFC 8259), or `invalid_json` naming the line, column and what is
 * wrong (the strict parser's words, never V8's); nesting deeper than `maxDepth` is `json_too_deep`.
 */
export function readJsonInput(text: string, field: string, maxDepth = MAX_SAMPLE_DEPTH): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const locate = makeLocator(text);
    try {
      parseStrictJson(text, locate);
    } catch (failure) {
      if (!(failure instanceof JsonSyntaxFailure)) throw failure;
      const at = locate(failure.offset);
      throw new ToolInputError('invalid_json', `${field} is not valid JSON at line ${at.line}, column ${at.column}: ${failure.message}`);
    }
    throw new ToolInputError('invalid_json', `${field} is not valid JSON.`);
  }
  const depth = nestingDepth(value);
  if (depth > maxDepth) {
    throw new ToolInputError(
      'json_too_deep',
      `${field} nests arrays and objects ${depth} levels deep; this tool reads at most ${maxDepth}.`,
    );
  }
  return value;
}
