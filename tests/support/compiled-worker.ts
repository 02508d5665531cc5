import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

/**
 * The engine pool's threads in the fast tiers run src/ compiled to CommonJS by swc, once per jest run (the global
 * setup), instead of each thread's TypeScript through tsx: every test file starts a pool of its own, and a thread
 * through tsx took 360 ms to start and 850 ms to load api-spec-generator, compiled 85 ms and 340 ms (28 Nov). A file is
 * compiled again only when its source is newer. Production runs dist/ (tsc); `npm run dev` runs tsx as before.
 *
 * The CLI the tests start (tests/support/cli-run.ts) runs from the same tree, with the SDK's sources beside it
 * (sdk/src, which the CLI's remote mode imports): through tsx a CLI call took 4.5 s of wall time and 1.8 s of CPU to
 * answer, compiled 1.0 s and 0.5 s (29 Nov).
 */
const root = join(__dirname, '..', '..');
const compiled = join(root, 'node_modules', '.cache', 'test-worker');
const tree = join(compiled, 'src');

/**
 * The compiled worker under jest, whose global setup has just built the tree; else (the bench's soak requires the test
 * support too, and the tree may be older than src/ there) the pool's own choice: tsx.
 */
export const compiledWorker = (): string | undefined => {
  const file = join(tree, 'pool', 'worker.js');
  return process.env.JEST_WORKER_ID !== undefined && existsSync(file) ? file : undefined;
};

const newer = (from: string, to: string): boolean => !existsSync(to) || statSync(from).mtimeMs > statSync(to).mtimeMs;

/** The compiled CLI under jest, whose global setup has just built the tree; else undefined (run src/cli.ts with tsx). */
export const compiledCli = (): string | undefined => {
  const file = join(tree, 'cli.js');
  return process.env.JEST_WORKER_ID !== undefined && existsSync(file) ? file : undefined;
};

function compileFolder(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const from = join(folder, entry.name);
    if (entry.isDirectory()) {
      compileFolder(from);
      continue;
    }
    const isCode = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    if (!isCode && !entry.name.endsWith('.json')) continue;
    const to = join(compiled, relative(root, from)).replace(/\.ts$/, '.js');
    if (!newer(from, to)) continue;
    mkdirSync(dirname(to), { recursive: true });
    if (!isCode) {
      copyFileSync(from, to);
      continue;
    }
    const { code } = transformFileSync(from, {
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    writeFileSync(to, code);
  }
}

/** Compiles what changed in src/ (and sdk/src/, for the CLI) into the tree the test pools' threads and CLIs run. */
export function compileWorkerTree(): void {
  compileFolder(join(root, 'src'));
  compileFolder(join(root, 'sdk', 'src'));
}
