/**
 * How deep an OpenAPI document may nest (arrays and objects, counted as JSON counts them). A 20-level schema inside an
 * operation is about 50; each level costs the readers after it ($ref resolution, the scaffold's JSON) one recursion.
 */
export const MAX_DOCUMENT_DEPTH = 128;

/**
 * Whether a parsed document nests deeper than `limit`, walked without recursion. A YAML alias may make the value a
 * graph with a cycle (`&a [*a]`): its depth has no end, so it is deeper than any limit, and the walk stops there.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** What may come just before a node (YAML 1.2 §7.4, §8.2): where a quote or a bracket starts a scalar or a collection rather than sitting inside a plain scalar. */
const NODE_START = new Set(['', '-', '?', ':', ',', '[', '{']);
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*[ \t]*(#.*)?$/;

/**
 * The YAML text's nesting, at least as deep as the parser would find it, in one pass and without parsing: the yaml
 * package composes documents by recursion, and a flow collection nested 100,000 deep overflows its stack (or worse)
 * before any limit could look at the result. Each open block node (by indentation), each compact indicator on a line
 * (`- - x`, `- key:`) and each open flow `[` or `{` counts a level; quoted scalars, comments and block scalars (`|`,
 * `>`) are text. Brackets inside a flow collection always count, as YAML reads them. Stops once past `limit`.
 */
export function yamlNesting(text: string, limit: number): number {
  let deepest = 0;
  let flow = 0;
  let level = 0;
  let previous = '';
  let quote: '"' | "'" | undefined;
  // The open block lines: their indentation, the level their node reached, and whether they end in a key whose value follows.
  const open: Array<{ indent: number; level: number; key: boolean }> = [];
  let blockScalar: { parent: number; content: number } | undefined;
  for (const line of text.split(/\r?\n/)) {
    let i = 0;
    if (quote === undefined && flow === 0) {
      const indent = /^ */.exec(line)?.[0].length ?? 0;
      const blank = /^[ \t]*(#.*)?$/.test(line);
      if (blockScalar) {
        if (blank && !/^ *#/.test(line)) continue;
        if (blockScalar.content === -1 && indent > blockScalar.parent) blockScalar.content = indent;
        if (blockScalar.content !== -1 && indent >= blockScalar.content) continue;
        blockScalar = undefined;
      }
      if (blank) continue;
      let parent = 0;
      while (open.length > 0 && (open.at(-1) as { indent: number }).indent >= indent) {
        const closed = open.pop() as { indent: number; level: number; key: boolean };
        // A sequence may sit at its key's own column (`key:` then `- item`): it is that key's value.
        if (closed.indent === indent && closed.key && line[indent] === '-') parent = closed.level;
      }
      level = Math.max(parent, open.at(-1)?.level ?? 0);
      open.push({ indent, level, key: false });
      previous = '';
      i = indent;
    }
    let keyColumn = i;
    while (i < line.length && deepest <= limit) {
      const char = line[i] as string;
      if (quote !== undefined) {
        if (quote === '"' && char === '\\') i += 1;
        else if (quote === "'" && char === "'" && line[i + 1] === "'") i += 1;
        else if (char === quote) {
          quote = undefined;
          previous = 'quoted';
        }
        i += 1;
        continue;
      }
      if (char === ' ' || char === '\t') {
        i += 1;
        continue;
      }
      if (char === '#' && (i === 0 || /[ \t]/.test(line[i - 1] as string))) break;
      const atNodeStart = NODE_START.has(previous);
      if (atNodeStart && (char === '"' || char === "'")) {
        quote = char;
        i += 1;
      } else if (atNodeStart && (char === '&' || char === '!')) {
        // An anchor or a tag: the node itself comes after it.
        while (i < line.length && !/[ \t,[\]{}]/.test(line[i] as string)) i += 1;
      } else if (char === '[' || char === '{') {
        // In a flow collection a bracket always opens one; in a block, only where a node starts (`a: b[c` is text).
        if (flow > 0 || atNodeStart) {
          flow += 1;
          deepest = Math.max(deepest, level + flow);
          previous = char;
        } else previous = 'scalar';
        i += 1;
      } else if (flow > 0 && (char === ']' || char === '}')) {
        flow -= 1;
        previous = 'scalar';
        i += 1;
      } else if (flow > 0 && (char === ',' || char === ':')) {
        previous = char;
        i += 1;
      } else if (
        flow === 0 &&
        (char === '-' || char === '?' || char === ':') &&
        (/^[ \t]?$/.test(line[i + 1] ?? '') || (char === ':' && previous === 'quoted'))
      ) {
        level += 1;
        previous = char;
        i += 1;
        if (char !== ':') keyColumn = i + (/^[ \t]*/.exec(line.slice(i))?.[0].length ?? 0);
      } else if (flow === 0 && atNodeStart && (char === '|' || char === '>') && BLOCK_SCALAR_HEADER.test(line.slice(i))) {
        blockScalar = { parent: keyColumn, content: -1 };
        break;
      } else if (flow === 0) {
        // A plain scalar runs on to a `: ` (a key) or a comment; inside it, brackets and quotes are text.
        const end = line.slice(i).search(/:(?=[ \t]|$)|[ \t]#/);
        i = end === -1 ? line.length : i + end;
        previous = 'scalar';
      } else {
        previous = 'scalar';
        i += 1;
      }
    }
    const last = open.at(-1);
    if (last && flow === 0 && quote === undefined) Object.assign(last, { level, key: previous === ':' });
    deepest = Math.max(deepest, level + flow);
    if (deepest > limit) return deepest;
  }
  return deepest;
}
