import { readJsonInput } from '../shared/json-input';
import { warning } from '../shared/warnings';
import { pascalCase, renderTypes } from '../shared/quicktype/quicktype';
import type { RequestBody, ToolResult } from '../../common/operations';

export type JsonToTypescriptRequest = RequestBody<'json_to_typescript'>;

export type JsonToTypescriptResult = ToolResult<'json_to_typescript'>;

const JUST_TYPES = { 'just-types': 'true', 'prefer-unknown': 'true' };

const text = (files: ReadonlyMap<string, { lines: string[] }>): string => [...files.values()][0]?.lines.join('\n').trimEnd() ?? '';

/**
 * The type of the sample's root, which quicktype's just-types output leaves out for an array or a map: its full
 * output names it in the signature of its converter (`toRootElement(json: string): RootElement[]`).
 */
async function rootType(sample: string, elementName: string): Promise<string> {
  const full = text(await renderTypes('typescript', sample, elementName, { 'runtime-typecheck': 'false', 'prefer-unknown': 'true' }));
  const type = /public static to\w+\(json: string\): (.+) \{$/m.exec(full)?.[1];
  if (!type) throw new Error('quicktype wrote no converter signature for a top-level array');
  return type;
}

/**
 * TypeScript declarations for a JSON sample (quicktype-core, just types): `interface <rootName>` and one interface per
 * nested object shape, optional properties where array elements differ, unions where values differ, `unknown` (never
 * `any`) for what the sample cannot tell; a top-level array or scalar is an exported type alias. Every declaration is
 * exported, so the code compiles under `tsc --strict --noUnusedLocals`, and the sample is assignable to the root type.
 */
export async function jsonToTypescript(request: JsonToTypescriptRequest): Promise<JsonToTypescriptResult> {
  const rootName = pascalCase(request.rootName);
  const sample = readJsonInput(request.text, 'text');
  // An array's elements would take the root's name, so they are named <root>Element and the root is an alias.
  const sourceName = Array.isArray(sample) ? `${rootName}Element` : rootName;
  // quicktype leaves a scalar root's alias unexported, which --noUnusedLocals reports.
  let code = text(await renderTypes('typescript', request.text, sourceName, JUST_TYPES)).replace(/^type /m, 'export type ');
  if (!new RegExp(`^export (interface|type) ${rootName}\\b`, 'm').test(code)) {
    const alias = `export type ${rootName} = ${await rootType(request.text, sourceName)};`;
    code = code === '' ? alias : `${alias}\n\n${code}`;
  }
  const warnings =
    rootName === request.rootName
      ? []
      : [warning('root_renamed', `Type names are PascalCase, so rootName "${request.rootName}" was written as "${rootName}".`)];
  return { code: `${code}\n`, rootName, warnings };
}
