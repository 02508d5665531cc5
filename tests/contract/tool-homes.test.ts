import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { operations, spec } from '../../src/common/operations';
import { handlerFiles, handlers, warmUps } from '../../src/tools/registry';

// A tool lives in one folder named by its slug: src/tools/<tool>/ holds its engine (index.ts), its handler
// (handler.ts, which codegen registers in src/tools/registry.ts), its HTTP test (api.test.ts), the test of its
// documented largest answer (answer-size.system.test.ts) and its engine tests (*.test.ts) beside them. Adding a tool is that folder plus its spec file (`npm run new-tool <tool>` scaffolds both).

const toolsDir = resolve(__dirname, '..', '..', 'src', 'tools');
const tools: string[] = Object.values(operations).map((operation) => operation.tool);

test('when the spec names a tool, then its folder has the engine, the handler, the HTTP test, the largest-answer test and an engine test', () => {
  const missing = tools.flatMap((tool) => {
    const dir = join(toolsDir, tool);
    const tests = existsSync(dir)
      ? readdirSync(dir).filter((name) => name.endsWith('.test.ts') && !['api.test.ts', 'answer-size.system.test.ts'].includes(name))
      : [];
    return [
      ...['index.ts', 'handler.ts', 'api.test.ts', 'answer-size.system.test.ts']
        .filter((name) => !existsSync(join(dir, name)))
        .map((name) => `${tool}/${name}`),
      ...(tests.length === 0 ? [`${tool}/<engine>.test.ts`] : []),
    ];
  });
  expect(missing).toEqual([]);
});

test('when src/tools is listed, then every folder is a tool of the spec or shared, and registry.ts is the only file there', () => {
  const entries = readdirSync(toolsDir);
  const folders = entries.filter((name) => statSync(join(toolsDir, name)).isDirectory());
  expect(folders.filter((name) => name !== 'shared' && !tools.includes(name))).toEqual([]);
  expect(entries.filter((name) => !folders.includes(name))).toEqual(['registry.ts']);
});

test("when the registry is read, then each operation runs the handler of its own tool's folder, and every warm-up is listed", async () => {
  for (const [operationId, { tool }] of Object.entries(operations)) {
    const module = (await import(join(toolsDir, tool, 'handler'))) as { handler: unknown; warmUp?: () => unknown };
    const file = handlerFiles[operationId as keyof typeof handlerFiles]() as { handler: unknown };
    expect({ operationId, handler: file.handler }).toEqual({ operationId, handler: module.handler });
    expect([operationId, typeof handlers[operationId as keyof typeof handlers]]).toEqual([operationId, 'function']);
    expect([operationId, operationId in warmUps]).toEqual([operationId, module.warmUp !== undefined]);
  }
  expect(Object.keys(warmUps).length).toBeGreaterThan(0);
});

test('when a tool has an HTTP test, then it sends every documented 422 code through describeToolCodes', () => {
  const without = tools.filter((tool) => {
    const file = join(toolsDir, tool, 'api.test.ts');
    return existsSync(file) && !readFileSync(file, 'utf8').includes(`describeToolCodes('${tool.replaceAll('-', '_')}'`);
  });
  expect(without).toEqual([]);
});

test("when an engine names its request or result type, then it is the operation's generated type, never a copy written by hand", () => {
  // A hand-written copy can drift from the spec and still compile; an alias of RequestBody<Op> / ToolResult<Op> (or
  // one branch of it, by Extract) cannot: a field renamed in the spec fails to compile in the engine.
  const copies = tools.flatMap((tool) => {
    const dir = join(toolsDir, tool);
    return (
      readdirSync(dir)
        // The engine's entry (index.ts) and its types file: other files' *Request / *Result types are the engine's own
        // intermediate shapes (curl-to-code's parsed request), not the operation's.
        .filter((name) => name === 'index.ts' || name === 'types.ts')
        .flatMap((name) =>
          [...readFileSync(join(dir, name), 'utf8').matchAll(/^export (?:interface|type) (\w+(?:Request|Result))\b(.*)$/gm)]
            .filter(([, , rest]) => !/^ = (?:RequestBody|ToolResult|Extract<ToolResult)<|^ = \w+Result \| \w+Result;$/.test(rest ?? ''))
            .map(([, typeName]) => `${tool}/${name}: ${typeName}`),
        )
    );
  });
  expect(copies).toEqual([]);
});

/** Every `enum` of the spec's schemas with two values or more, as its sorted values: the lists the contract holds. */
function specEnums(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => specEnums(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value) && value.length > 1) found.add(JSON.stringify(value.map(String).sort()));
      // An example's value is data (an OpenAPI document given to a tool, say), not the contract's schema.
      else if (key !== 'examples' && key !== 'example') specEnums(value, found);
    }
  }
  return found;
}

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });

test("when an engine writes a union of literals, then it is not one of the spec's enums restated (it indexes the generated type)", () => {
  // `'exclusive' | 'inclusive'` written in an engine still compiles after the spec renames a value; the generated
  // type's member (GstRequest['mode']) does not, nor does a list taken from requestEnums.
  const enums = specEnums(spec);
  const literal = String.raw`(?:'[^'\n]*'|"[^"\n]*"|\d+(?:\.\d+)?)`;
  const union = new RegExp(String.raw`\|?\s*${literal}(?:\s*\|\s*${literal})+`, 'g');
  const restated = sources(toolsDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(union)]
      .map(([text]) => [...text.matchAll(new RegExp(literal, 'g'))].map(([value]) => value.replace(/^['"]|['"]$/g, '')))
      .filter((values) => enums.has(JSON.stringify([...values].sort())))
      .map((values) => `${file.slice(toolsDir.length + 1)}: ${values.join(' | ')}`),
  );
  expect(restated).toEqual([]);
});
