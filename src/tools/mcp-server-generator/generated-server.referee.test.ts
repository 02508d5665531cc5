import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import ts from 'typescript';
import { generateMcpServer } from '.';
import { typecheckModules } from '../../../tests/support/compile';
import { petstore, plain } from '../../../tests/support/mcp-sources';
import { withSpecDefaults } from '../../../tests/support/spec';

// The generated servers compiled by tsc and run as processes: the referee tier (engine.test.ts holds what is read).

function generate(text: string, serverName?: string) {
  return generateMcpServer(withSpecDefaults('mcp_server_generator', { text, ...(serverName ? { serverName } : {}) }));
}
const file = (result: ReturnType<typeof generate>, path: string): string => result.files.find((f) => f.path === path)?.content ?? '';

// Inside the project, so the generated code resolves the real @modelcontextprotocol/sdk and zod from node_modules.
const scratch = join(__dirname, '..', '..', '..', '.scratch');
let dir: string;
beforeAll(() => {
  mkdirSync(scratch, { recursive: true });
  dir = mkdtempSync(join(scratch, 'mcp-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the generated src/index.ts type-checks against the real SDK (tsc --noEmit, strict)', () => {
  test('plain-language, Petstore and a many-typed source, in one program', () => {
    const sources = {
      plain: generate(plain),
      petstore: generate(petstore, 'petstore'),
      types: generate('t(a: number[], b: string[], c: int, d?: "x"|"y z"): typed'),
    };
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
    const files = Object.entries(sources).map(([name, result]) => {
      const path = join(dir, `${name}.ts`);
      writeFileSync(path, file(result, 'src/index.ts'));
      return path;
    });
    expect(typecheckModules(files)).toEqual([]);
  }, 60_000);
});

test('a generated server runs over stdio and lists its tools to the SDK client', async () => {
  const source = file(generate(plain), 'src/index.ts');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(dir, 'server.js'), js);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(dir, 'server.js')], stderr: 'ignore' }));
  try {
    const { tools } = await client.listTools();
    expect(tools.map(({ name }) => name)).toEqual(['get_weather', 'convert_amount', 'ping']);
    const reply = await client.callTool({ name: 'get_weather', arguments: { city: 'Pune' } });
    expect(reply.content).toEqual([{ type: 'text', text: 'get_weather was called with {"city":"Pune"}' }]);
  } finally {
    await client.close();
  }
}, 30_000);
