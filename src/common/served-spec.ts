import { apiRoot } from '../generated/api-root';
import { operations } from '../generated/operations';
import { spec } from '../generated/spec';

/**
 * TOOLS and BASE_PATH applied to the contract: the spec as this instance serves it, the one document the router, the
 * validators, the MCP list, the tool list, `openapi.json`/`.yaml` and the docs page are all made from.
 */

type ToolName = (typeof operations)[keyof typeof operations]['tool'];
const toolNames = Object.values(operations).map(({ tool }) => tool as string);
const tags = [...new Set(Object.values(operations).map(({ tag }) => tag as string))];

/**
 * TOOLS as written (`business-india, amount-to-words`): tool names and tag names (a tag is every tool under it),
 * separated by commas or spaces, read as the tool names it chooses, in the spec's order. Throws a message naming the
 * variable, the entry and what it may be.
 */
export function parseToolSelection(raw: string, name: string): readonly ToolName[] {
  const chosen = new Set<string>();
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const word = entry.toLowerCase();
    const underTag = Object.values(operations).filter(({ tag }) => tag === word);
    if (underTag.length > 0) for (const { tool } of underTag) chosen.add(tool);
    else if (toolNames.includes(word)) chosen.add(word);
    else {
      throw new Error(`${name}: "${entry}" is neither a tool nor a tag. Tags: ${tags.join(', ')}. Tools: ${toolNames.join(', ')}.`);
    }
  }
  return Object.values(operations)
    .map(({ tool }) => tool)
    .filter((tool) => chosen.has(tool));
}

type Json = Record<string, unknown>;

/** Whether an example names, anywhere in it, a tool this instance does not serve (a batch call, a pipeline step). */
function namesUnservedTool(example: unknown, served: ReadonlySet<string>): boolean {
  const text = JSON.stringify(example);
  return toolNames.some((tool) => !served.has(tool) && text.includes(`"tool":"${tool}"`));
}

/** An operation's request and answer examples, less those that name a tool not served. */
function withServedExamples(operation: Json, served: ReadonlySet<string>): Json {
  const copy = structuredClone(operation);
  const contents = [
    (copy.requestBody as Json | undefined)?.content,
    ...Object.values((copy.responses as Record<string, Json> | undefined) ?? {}).map((response) => response.content),
  ];
  for (const content of contents) {
    for (const media of Object.values((content as Record<string, Json> | undefined) ?? {})) {
      const examples = media.examples as Record<string, unknown> | undefined;
      if (!examples) continue;
      for (const [key, example] of Object.entries(examples)) if (namesUnservedTool(example, served)) delete examples[key];
      if (Object.keys(examples).length === 0) delete media.examples;
    }
  }
  return copy;
}

/**
 * The spec as served: only the chosen tools' paths (the compositions always, their examples less the calls of tools
 * not served), only the tags still used, and its one server under BASE_PATH. With neither set, the spec itself.
 */
export function servedSpec({ tools, basePath }: { tools: readonly string[] | undefined; basePath: string }): typeof spec {
  if (tools === undefined && basePath === '') return spec;
  const document = { ...spec, servers: [{ url: `${basePath}${apiRoot}` }] } as unknown as Json;
  if (tools === undefined) return document as unknown as typeof spec;
  const served = new Set<string>(tools);
  const toolOfPath = new Map<string, string>(Object.values(operations).map(({ path, tool }) => [path, tool]));
  const paths = Object.fromEntries(
    Object.entries(spec.paths as Record<string, Json>).flatMap(([path, item]) => {
      const tool = toolOfPath.get(path);
      if (tool !== undefined) return served.has(tool) ? [[path, item]] : [];
      return [
        [
          path,
          Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, withServedExamples(operation as Json, served)])),
        ],
      ];
    }),
  );
  const usedTags = new Set(
    Object.values(paths).flatMap((item) => Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? [])),
  );
  document.paths = paths;
  document.tags = (spec.tags as Array<{ name: string }>).filter(({ name }) => usedTags.has(name));
  return document as unknown as typeof spec;
}
