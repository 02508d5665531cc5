import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A host process that uses a toolkit with engine threads and never calls close() exits cleanly, every time: its
// threads are stopped in order when it runs out of work, after freeing their garbage (issue 36, item 6: without,
// about 1 exit in 300 aborted with code 134, from node-tree-sitter's finalizers run by the threads' teardown).

const root = join(__dirname, '..', '..');
// 1,000 runs (about 25 minutes here) gave 1,000 clean exits; CI runs 40 (about a minute), which caught the old
// teardown abort at its rate of 1 in 300 only now and then: TOOLKIT_EXIT_RUNS=1000 for the thorough check.
const runs = Number(process.env.TOOLKIT_EXIT_RUNS ?? 40);

/** The library compiled once into a folder of its own (the clone's dist/ may be stale), as a host requires it. */
function compiledLibrary(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolkit-exit-'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(root, 'tsconfig.build.json'),
      '--outDir',
      join(dir, 'dist'),
      '--declaration',
      'false',
      '--sourceMap',
      'false',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  // curl-to-code parses with node-tree-sitter, whose finalizers aborted at teardown; json-to-typescript is a plain one.
  writeFileSync(
    join(dir, 'host.js'),
    `const { createToolkit } = require('./dist/index.js');
const kit = createToolkit({ threads: 2 });
const calls = Array.from({ length: 20 }, (_, i) =>
  i % 2
    ? kit.runTool('curl-to-code', { curl: \`curl -X POST https://example.com/\${i} -H 'X-N: \${i}' -d 'a=\${i}'\`, target: 'python' })
    : kit.runTool('json-to-typescript', { text: JSON.stringify({ id: i, tags: ['a'] }), rootName: 'Order' }),
);
Promise.all(calls).then((results) => process.stdout.write(results.length + '\\n'));
`,
  );
  return dir;
}

function run(dir: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, 'host.js')], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code, signal) => resolve({ code, signal, output }));
  });
}

test(
  `a host that never calls close() exits with code 0, ${runs} times out of ${runs}`,
  async () => {
    const dir = compiledLibrary();
    try {
      const outcomes = new Map<string, number>();
      let firstFailure: string | undefined;
      let next = 0;
      // Two hosts at a time, as the machine has two cores.
      const worker = async (): Promise<void> => {
        while (next < runs) {
          next += 1;
          const { code, signal, output } = await run(dir);
          const outcome = signal ?? String(code);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if ((outcome !== '0' || output.trim() !== '20') && firstFailure === undefined)
            firstFailure = `${outcome}: ${output.slice(0, 2000)}`;
        }
      };
      await Promise.all([worker(), worker()]);
      expect({ outcomes: Object.fromEntries(outcomes), firstFailure }).toEqual({ outcomes: { '0': runs }, firstFailure: undefined });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  3 * 60 * 60 * 1000,
);
