import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFileSync } from '@swc/core';

/**
 * The engine pool's threads in the fast tiers run src/ compiled to CommonJS by swc, once per jest run (the global
 * setup), instead of each thread's TypeScript through tsx: every test file starts a pool of its own, and a thread
 * through tsx took 360 ms to start and 850 ms to load api-spec-generator, compiled 85 ms and 340 ms (28 Nov). A file is
 * compiled again only when its source is newer. Production runs dist/ (tsc); `npm run dev` runs tsx as before.
 */
const root = join(__dirname, '..', '..');
const source = join(root, 'src');
const tree = join(root, 'node_modules', '.cache', 'test-worker', 'src');

/**
 * The compiled worker under jest, whose global setup has just built the tree; else (the bench's soak requires the test
 * support too, and the tree may be older than src/ there) the pool's own choice: tsx.
 */
export const compiledWorker = (): string | undefined => {
  const file = join(tree, 'pool', 'worker.js');
  return process.env.JEST_WORKER_ID !== undefined && existsSync(file) ? file : undefined;
};

const newer = (from: string, to: string): boolean => !existsSync(to) || statSync(from).mtimeMs > statSync(to).mtimeMs;

function compileFolder(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const from = join(folder, entry.name);
    if (entry.isDirectory()) {
      compileFolder(from);
      continue;
    }
    const isCode = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    if (!isCode && !entry.name.endsWith('.json')) continue;
    const to = join(tree, relative(source, from)).replace(/\.ts$/, '.js');
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

/** Compiles what changed in src/ into the tree the test pools' threads run. */
export function compileWorkerTree(): void {
  compileFolder(source);
}
