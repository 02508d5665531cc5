import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The layers of src, lowest first; a module may import its own layer and the layers below it, never one above.
// generated (codegen) and common (text helpers, the API root, the operation types) sit under everything; tools are
// the tools' homes (engine and handler, one folder each) and their shared helpers; problems is the catalogue every
// layer above may throw from; pool runs engines in threads; calls is the contract and the one callTool every surface
// goes through; http is Koa and MCP; app and server assemble it all. Tests beside
// the code (*.test.ts) may import anything.
const LAYERS = ['generated', 'common', 'tools', 'problems', 'pool', 'calls', 'http', 'app'];
const src = resolve(__dirname, '..', '..', 'src');

function layerOf(file: string): string {
  const top = relative(src, file).split('/')[0] as string;
  return top.endsWith('.ts') ? 'app' : top; // app.ts, config.ts, server.ts (the entry), serve.ts, cluster.ts, mcp-stdio.ts and cli.ts assemble and run the service
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

test('every layer under src is named, so a new folder must take its place in the order', () => {
  const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory());
  expect(folders.filter((folder) => !LAYERS.includes(folder))).toEqual([]);
});

test('imports go one way: down the layers, never up (no pool <-> http cycle, no engine importing http)', () => {
  const upward: string[] = [];
  for (const file of files(src)) {
    const from = layerOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const to = layerOf(resolve(dirname(file), specifier as string));
      if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) upward.push(`${relative(src, file)} (${from}) imports ${specifier} (${to})`);
    }
  }
  expect(upward).toEqual([]);
});

/** The tool folder a file lives in (src/tools/<tool>/...), `shared`, or undefined outside the tools' folders. */
function toolFolderOf(file: string): string | undefined {
  const [top, folder, rest] = relative(src, file).split('/');
  return top === 'tools' && rest !== undefined ? folder : undefined;
}

test('a tool imports no other tool: only its own folder, the shared helpers and the layers below; shared imports no tool', () => {
  const across: string[] = [];
  for (const file of files(join(src, 'tools'))) {
    const from = toolFolderOf(file);
    if (from === undefined) continue; // registry.ts gathers every tool's handler
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const to = toolFolderOf(resolve(dirname(file), specifier as string));
      if (to !== undefined && to !== from && to !== 'shared') across.push(`${relative(src, file)} imports ${specifier}`);
    }
  }
  expect(across).toEqual([]);
});
